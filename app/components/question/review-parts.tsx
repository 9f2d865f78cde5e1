import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { IdempotencyField } from "~/components/ui/idempotency-field";
import { Markdown } from "~/components/ui/markdown";
import { count } from "~/domain/format";

/** The answer key once it may be shown: each accepted answer with its marks, "1 mark" or "2 marks" (product-rules#wording). */
export function AcceptedAnswers({
  rows,
  headingLevel = "h2",
}: {
  rows: Array<{ text: string; marks: number }>;
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  return (
    <div>
      <Heading className="text-sm font-semibold">Accepted answers</Heading>
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {rows.map((row) => (
          <li key={row.text} className="flex justify-between gap-3 rounded-md bg-surface-2 px-3 py-1.5">
            <span>{row.text}</span>
            <span className="shrink-0 text-muted">{count(row.marks, "mark")}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "Mark as correct" with 1 or 2 marks (product-rules#mark-as-correct): the server rescores at once. */
export function MarkCorrectForm({ action, questionId }: { action: string; questionId: string }) {
  return (
    <Form method="post" action={action} className="flex flex-wrap items-center gap-2 text-sm">
      <input type="hidden" name="intent" value="override" />
      <input type="hidden" name="questionId" value={questionId} />
      <IdempotencyField />
      <span className="text-muted">Think you were right?</span>
      <button
        id="mark-correct"
        type="submit"
        name="marks"
        value="1"
        className={buttonClass("secondary", "px-3 py-1.5")}
      >
        Mark correct (1 mark)
      </button>
      <button type="submit" name="marks" value="2" className={buttonClass("secondary", "px-3 py-1.5")}>
        Mark correct (2 marks)
      </button>
    </Form>
  );
}

/** The teaching text shown with the key, written in Markdown by the bank's editors. */
export function Explanation({ text, headingLevel = "h2" }: { text: string; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <div>
      <Heading className="text-sm font-semibold">Explanation</Heading>
      <div className="mt-1 flex flex-col gap-2 text-sm text-text/90">
        <Markdown text={text} />
      </div>
    </div>
  );
}

/** Where the image comes from and its licence, shown under it once the answer is showing. */
export function ImageCredit({ credit }: { credit: { source: string | null; licence: string | null } | null }) {
  if (!credit) return null;
  return (
    <p className="text-xs text-muted">
      {credit.source ? <>Image: {credit.source}</> : null}
      {credit.source && credit.licence ? " · " : null}
      {credit.licence ? <>Licence: {credit.licence}</> : null}
    </p>
  );
}
