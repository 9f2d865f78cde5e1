import { Alert } from "~/components/ui/alert";
import { AcceptedAnswers, Explanation, ImageCredit, MarkCorrectForm } from "./review-parts";

type Review = {
  marks: 0 | 1 | 2;
  overridden: boolean;
  reasons: string[];
  key: Array<{ text: string; marks: number }>;
  explanation: string | null;
  credit: { source: string | null; licence: string | null } | null;
};

/** Under the answer once the key may show: the mark and why, the accepted answers, the image's source, the explanation. */
export function AnswerReview({ review, userAnswer, action, questionId }: { review: Review; userAnswer: string; action: string; questionId: string }) {
  const tone = review.marks === 2 ? "success" : review.marks === 1 ? "info" : "error";
  return (
    <section aria-label="Answer" className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5">
      <Alert tone={tone} title={`${review.marks} ${review.marks === 1 ? "mark" : "marks"}${review.overridden ? " (marked by you)" : ""}`}>
        {review.reasons.length && !review.overridden ? <p className="first-letter:uppercase">{review.reasons.join("; ")}</p> : null}
        Your answer: {userAnswer}
      </Alert>
      <AcceptedAnswers rows={review.key} />
      <ImageCredit credit={review.credit} />
      {review.explanation ? <Explanation text={review.explanation} /> : null}
      {review.marks < 2 ? <MarkCorrectForm action={action} questionId={questionId} /> : null}
    </section>
  );
}
