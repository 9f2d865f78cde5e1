import type { ReactNode, RefObject } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { IdempotencyField } from "~/components/ui/idempotency-field";
import { useIsPending } from "~/components/ui/use-is-pending";
import { ANSWER_MAX_LENGTH } from "~/domain/question-limits";

/** The answer box and Submit; with the key showing, the answer stays as it was marked (product-rules#question-screen). */
export function AnswerForm({
  action,
  question,
  revealed,
  advance,
  saved,
  timing,
  answerRef,
  onDraft,
}: {
  action: string;
  question: { id: string; userAnswer: string };
  revealed: boolean;
  /** "client" when the screen moves on itself after the reply (product-rules#auto-advance). */
  advance: "client" | "server";
  saved: boolean;
  timing: ReactNode;
  answerRef: RefObject<HTMLInputElement | null>;
  onDraft: (draft: string) => void;
}) {
  const submittingAnswer = useIsPending({ intent: "answer", state: "non-idle" });
  return (
    <Form
      method="post"
      action={action}
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        const value = answerRef.current?.value.trim() ?? "";
        if (!value || revealed) event.preventDefault(); // a blank answer does nothing; a marked one stays
      }}
    >
      <input type="hidden" name="intent" value="answer" />
      <IdempotencyField />
      <input type="hidden" name="advance" value={advance} />
      {timing}
      <label htmlFor="answer" className="text-sm font-semibold">
        Name the arrowed structure
      </label>
      <div className="flex gap-2">
        <input
          ref={answerRef}
          id="answer"
          name="answer"
          key={question.id}
          defaultValue={question.userAnswer}
          onChange={(event) => onDraft(event.target.value)}
          readOnly={revealed}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={ANSWER_MAX_LENGTH}
          className="min-w-0 flex-1 rounded-lg border border-border bg-bg px-3 py-2.5 text-base"
          placeholder="e.g. left vertebral artery V2 segment"
        />
        {revealed ? null : (
          <Button type="submit" disabled={submittingAnswer}>
            {submittingAnswer ? "Saving..." : question.userAnswer ? "Update" : "Submit"}
          </Button>
        )}
      </div>
      {saved ? (
        <p className="text-sm text-success" role="status">
          Answer saved
        </p>
      ) : null}
    </Form>
  );
}
