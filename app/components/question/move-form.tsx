import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { IdempotencyField } from "~/components/ui/idempotency-field";

/** Previous, Skip and Next (Finish Test on the last question). */
export function MoveForm({
  action,
  n,
  total,
  timing,
  questionId,
  carry,
}: {
  action: string;
  n: number;
  total: number;
  timing: ReactNode;
  questionId: string;
  /** What was typed without Submit: Next and Previous keep it; Skip leaves it. */
  carry: string | null;
}) {
  return (
    <Form method="post" action={action} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="move" />
      <IdempotencyField />
      {timing}
      {carry ? <input key={questionId} type="hidden" name="answer" value={carry} /> : null}
      <button
        id="previous-question"
        type="submit"
        name="to"
        value={n - 1}
        disabled={n === 1}
        className={buttonClass("secondary")}
      >
        Previous
      </button>
      <button
        id="skip-question"
        type="submit"
        name="to"
        value={n + 1}
        className={buttonClass("ghost")}
        onClick={(event) => {
          const typed = event.currentTarget.form?.elements.namedItem("answer");
          if (typed instanceof HTMLInputElement) typed.disabled = true;
        }}
      >
        Skip
      </button>
      <button id="next-question" type="submit" name="to" value={n + 1} className={buttonClass("primary")}>
        {n === total ? "Finish Test" : "Next"}
      </button>
    </Form>
  );
}
