// The mock composer's blueprint panel (product-rules#mock-blueprint): how the paper stands against the
// exam's thirds and quarters, and either a button to fill it to a balanced 100-question paper or what
// the published bank is short of.
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";

type Row = { label: string; have: number; target: number };
export type Blueprint = {
  balance: { modality: Row[]; region: Row[]; outside: number };
  canFill: boolean;
  short: string[];
};

function Rows({ caption, rows }: { caption: string; rows: Row[] }) {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="py-1 text-left font-semibold">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th>Kind</th>
          <th>In this paper, of the balanced paper's number</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-b border-border">
            <td className="py-1 pr-3 first-letter:uppercase">{row.label}</td>
            <td className="py-1 tabular-nums">
              {row.have} of {row.target}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function BlueprintPanel({ blueprint, busy }: { blueprint: Blueprint; busy: boolean }) {
  const { balance, canFill, short } = blueprint;
  return (
    <section aria-labelledby="blueprint" className="mt-6 max-w-3xl rounded-2xl border border-border bg-surface p-4">
      <h2 id="blueprint" className="text-lg font-semibold">
        Exam blueprint
      </h2>
      <p className="mt-1 text-sm text-muted">
        A full paper holds about a third each of plain films, contrast studies and cross-sectional images, and a quarter
        each of head, neck and spine; chest and cardiovascular; abdomen and pelvis; musculoskeletal.
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <Rows caption="Images" rows={balance.modality} />
        <Rows caption="Regions" rows={balance.region} />
      </div>
      {balance.outside > 0 ? (
        <p className="mt-2 text-sm text-warning">
          {balance.outside} {balance.outside === 1 ? "question fits" : "questions fit"} no kind of image or region of
          the blueprint.
        </p>
      ) : null}
      {canFill ? (
        <Form method="post" className="mt-4">
          <button type="submit" name="intent" value="balance" className={buttonClass("primary")} disabled={busy}>
            Fill to a balanced 100-question paper
          </button>
          <p className="mt-1 text-sm text-muted">
            Keeps the questions already here and adds published questions that are in no other mock.
          </p>
        </Form>
      ) : short.length > 0 ? (
        <div className="mt-4 text-sm">
          <p className="font-semibold">The published bank cannot fill a balanced 100-question paper yet. Short:</p>
          <ul className="mt-1 list-disc pl-5">
            {short.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
