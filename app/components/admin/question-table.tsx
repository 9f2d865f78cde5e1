// The console's list of questions, each with its arrowed image, ticked to publish or delete several at once.
import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

export type QuestionRow = {
  code: string;
  stem: string;
  status: "published" | "draft" | "retired";
  statusLabel: string;
  accessLabel: string;
  modality: string;
  categories: string[];
  /** The arrowed image (a stack's arrowed slice), small, arrows drawn in. */
  thumbnail: string;
  /** "Slice 3 of 7" for a stack, null for a single image. */
  slice: string | null;
  answer: string | null;
};

export function QuestionTable({
  questions,
  ticked,
  busy,
}: {
  questions: QuestionRow[];
  /** Ticks to keep after a refusal (the page comes back from the server without JavaScript). */
  ticked: string[];
  busy: boolean;
}) {
  return (
    <Form method="post" aria-label="Change the ticked questions" className="mt-6">
      <table className="w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-border text-muted">
            <th className="py-2 pr-3 font-medium">
              <span className="sr-only">Tick</span>
            </th>
            <th className="py-2 pr-3 font-medium">Image</th>
            <th className="py-2 pr-3 font-medium">Code</th>
            <th className="py-2 pr-3 font-medium">Stem and key</th>
            <th className="py-2 pr-3 font-medium">Categories</th>
            <th className="py-2 pr-3 font-medium">Access</th>
            <th className="py-2 font-medium">Status</th>
          </tr>
        </thead>
        <tbody>
          {questions.map((q) => (
            <tr key={q.code} className="border-b border-border align-top">
              <td className="py-2 pr-3">
                <input
                  type="checkbox"
                  name="codes"
                  value={q.code}
                  defaultChecked={ticked.includes(q.code)}
                  aria-label={`Tick ${q.code}`}
                  className="size-5 accent-primary"
                />
              </td>
              <td className="py-2 pr-3">
                <Link to={`/admin/questions/${q.code}`} tabIndex={-1} aria-hidden="true">
                  <img
                    src={q.thumbnail}
                    alt=""
                    width={96}
                    loading="lazy"
                    className="block w-24 rounded border border-border bg-black"
                  />
                </Link>
                {q.slice ? <span className="mt-1 block text-xs text-muted">{q.slice}</span> : null}
              </td>
              <td className="py-2 pr-3">
                <Link to={`/admin/questions/${q.code}`} className="font-medium text-primary hover:underline">
                  {q.code}
                </Link>
              </td>
              <td className="py-2 pr-3">
                {q.stem} <span className="text-muted">({q.modality})</span>
                {q.answer ? <span className="mt-1 block">Key: {q.answer}</span> : null}
              </td>
              <td className="py-2 pr-3">{q.categories.join(", ")}</td>
              <td className="py-2 pr-3">{q.accessLabel}</td>
              <td className="py-2">{q.statusLabel}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <span className="text-sm text-muted">Ticked questions:</span>
        <button type="submit" name="intent" value="publish" className={buttonClass("primary")} disabled={busy}>
          Publish ticked
        </button>
        <button type="submit" name="intent" value="delete" className={buttonClass("secondary")} disabled={busy}>
          Delete ticked drafts
        </button>
      </div>
    </Form>
  );
}
