import { Alert } from "~/components/ui/alert";
import { ENTER_MEANS_NEXT } from "./use-question-keys";
import { AcceptedAnswers, Explanation, ImageCredit, MarkCorrectForm } from "./review-parts";

type Review = {
  marks: 0 | 1 | 2;
  overridden: boolean;
  reasons: string[];
  key: Array<{ text: string; marks: number }>;
  explanation: string | null;
  credit: { source: string | null; licence: string | null } | null;
};

/** The feedback's id: the question screen puts the focus there once the key shows (product-rules#keyboard). */
export const FEEDBACK_ID = "answer-feedback";

/** Under the answer once the key may show: the mark and why, the accepted answers, the image's source, the explanation. */
export function AnswerReview({
  review,
  userAnswer,
  action,
  questionId,
}: {
  review: Review;
  userAnswer: string;
  action: string;
  questionId: string;
}) {
  const tone = review.marks === 2 ? "success" : review.marks === 1 ? "info" : "error";
  return (
    <section
      id={FEEDBACK_ID}
      aria-label="Answer"
      // Focusable by script only: Enter here goes on, as n does (use-question-keys.ts).
      tabIndex={-1}
      {...{ [ENTER_MEANS_NEXT]: "" }}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
    >
      <Alert
        tone={tone}
        title={`${review.marks} ${review.marks === 1 ? "mark" : "marks"}${review.overridden ? " (marked by you)" : ""}`}
      >
        {review.reasons.length && !review.overridden ? (
          <p className="first-letter:uppercase">{review.reasons.join("; ")}</p>
        ) : null}
        Your answer: {userAnswer}
      </Alert>
      <AcceptedAnswers rows={review.key} />
      <ImageCredit credit={review.credit} />
      {review.explanation ? <Explanation text={review.explanation} /> : null}
      {review.marks < 2 ? <MarkCorrectForm action={action} questionId={questionId} /> : null}
    </section>
  );
}
