import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { useIsPending } from "~/components/ui/use-is-pending";
import { Button } from "~/components/ui/button";
import { formatDate } from "~/domain/format";

type Sitting = { id: string; label: string; anatomyDate: string };

/** Which sitting the trainee is preparing for: the dashboard then plans the days to it (product-rules#study-plan). */
export function SittingCard({
  sittings,
  chosen,
  examDate,
  error,
  examDateResult,
}: {
  sittings: Sitting[];
  chosen: string | null;
  examDate: string | null;
  error?: string;
  examDateResult?: SubmissionResult<string[]>;
}) {
  const busy = useIsPending({ intent: "sitting" });
  return (
    <section aria-labelledby="your-sitting" className="rounded-2xl border border-border bg-surface p-6">
      <h2 id="your-sitting" className="text-lg font-semibold">
        Your Sitting
      </h2>
      <p className="mt-1 text-sm text-muted">
        Choose the exam you are booked on: the dashboard counts the days to it and sets a daily target that covers the
        bank in time.
      </p>
      {sittings.length === 0 ? (
        <p className="mt-4 text-sm">
          The dates of the next sittings are not announced yet: you can choose yours here once they are. Until then,
          type the day you expect to sit the anatomy exam and the dashboard plans the days to it.
        </p>
      ) : null}
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3" hidden={sittings.length === 0 && !chosen}>
        <input type="hidden" name="intent" value="sitting" />
        <div className="flex min-w-56 flex-1 flex-col gap-1">
          <label htmlFor="sittingId" className="text-sm font-medium">
            Sitting
          </label>
          <select
            id="sittingId"
            name="sittingId"
            defaultValue={chosen ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "sittingId-error" : undefined}
            className="rounded-lg border border-border bg-bg px-3 py-2.5"
          >
            <option value="">No sitting chosen</option>
            {sittings.map((sitting) => (
              <option key={sitting.id} value={sitting.id}>
                {sitting.label} (anatomy exam {formatDate(sitting.anatomyDate)})
              </option>
            ))}
          </select>
          {error ? (
            <p id="sittingId-error" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
        </div>
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? "Saving..." : "Save"}
        </Button>
      </Form>
      {sittings.length === 0 || examDate ? <ExamDateForm examDate={examDate} result={examDateResult} /> : null}
    </section>
  );
}

/** The trainee's own exam day, while no sitting ahead is announced: a plain date field, posted without JavaScript too. */
function ExamDateForm({ examDate, result }: { examDate: string | null; result?: SubmissionResult<string[]> }) {
  const busy = useIsPending({ intent: "exam-date" });
  const error = result?.error?.examDate?.[0];
  const typed = result?.initialValue?.examDate;
  return (
    <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="exam-date" />
      <div className="flex min-w-56 flex-1 flex-col gap-1">
        <label htmlFor="examDate" className="text-sm font-medium">
          Your anatomy exam's day
        </label>
        <input
          id="examDate"
          name="examDate"
          type="date"
          // What was typed stays after a refusal; the saved day otherwise.
          defaultValue={typeof typed === "string" ? typed : (examDate ?? "")}
          key={typeof typed === "string" ? `typed-${typed}` : (examDate ?? "none")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "examDate-error" : "examDate-hint"}
          className="rounded-lg border border-border bg-bg px-3 py-2.5"
        />
        {error ? (
          <p id="examDate-error" className="text-sm text-danger">
            {error}
          </p>
        ) : (
          <p id="examDate-hint" className="text-sm text-muted">
            {examDate
              ? `Planning to ${formatDate(examDate)}. Leave empty and save to clear it.`
              : "For example 12/03/2027."}
          </p>
        )}
      </div>
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? "Saving..." : "Save date"}
      </Button>
    </Form>
  );
}
