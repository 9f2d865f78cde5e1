// Answers given while the connection was down reach the server late (product-rules#late-answers): the
// server's clock still rules. An answer made before the mock's end and received within 15 minutes
// after it counts; one made after the end, or received later than that, is refused.

export const LATE_ANSWER_GRACE_MS = 15 * 60 * 1000;

export const LATE_ANSWER_REFUSED =
  "This answer reached us more than 15 minutes after your mock ended (or was given after the end), so it was not counted.";

/** `madeAt` is on the server's clock: the time the page was served plus the time spent on it. */
export function lateAnswerCounts({ endedAt, madeAt, receivedAt }: { endedAt: Date; madeAt: number; receivedAt: Date }) {
  return (
    Number.isFinite(madeAt) &&
    madeAt <= endedAt.getTime() &&
    receivedAt.getTime() - endedAt.getTime() <= LATE_ANSWER_GRACE_MS
  );
}

/** The moment a mock's time ran out, on the server's clock, whenever the server notices it. */
export function deadline(clock: {
  timeLimit: number | null;
  timeElapsed: number;
  resumedAt: Date;
  timePausedAt: Date | null;
}) {
  if (clock.timeLimit === null) return null;
  const left = (clock.timeLimit - clock.timeElapsed) * 1000;
  return new Date((clock.timePausedAt ?? clock.resumedAt).getTime() + left);
}
