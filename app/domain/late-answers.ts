// Answers given while the connection was down reach the server late (product-rules#late-answers): the
// server's clock still rules. An answer counts only if the page it was made on was served while the mock
// was open (a proof signed by the server, app/server/answer-proof.server.ts), it was made before the
// end, it is received within 15 minutes after it, and the mock's marks and key have not been served.

export const LATE_ANSWER_GRACE_MS = 15 * 60 * 1000;

export const LATE_ANSWER_REFUSED =
  "This answer reached us more than 15 minutes after your mock ended (or was given after the end), so it was not counted.";
export const LATE_ANSWER_UNPROVEN =
  "We could not confirm that this answer was given before your mock ended, so it was not counted.";
export const LATE_ANSWER_AFTER_KEY =
  "Your mock's marks and answers had already been shown, so an answer sent after it ended was not counted.";
/** Every reason a late answer is refused, as the screen finds them in the server's reply. */
export const LATE_ANSWER_REFUSALS = [LATE_ANSWER_AFTER_KEY, LATE_ANSWER_UNPROVEN, LATE_ANSWER_REFUSED] as const;

/**
 * Why a late answer does not count, or null when it does. `servedAt` is what the page's proof shows
 * (null without a valid one); `madeAt` is what the device says, on the server's clock, and is believed
 * only within what the server knows.
 */
export function lateAnswerRefusal(answer: {
  endedAt: Date;
  servedAt: Date | null;
  madeAt: number;
  receivedAt: Date;
  keyShownAt: Date | null;
}) {
  const { endedAt, servedAt, madeAt, receivedAt, keyShownAt } = answer;
  if (keyShownAt) return LATE_ANSWER_AFTER_KEY;
  if (!servedAt || servedAt.getTime() > endedAt.getTime()) return LATE_ANSWER_UNPROVEN;
  if (
    !Number.isFinite(madeAt) ||
    madeAt > endedAt.getTime() ||
    receivedAt.getTime() - endedAt.getTime() > LATE_ANSWER_GRACE_MS
  )
    return LATE_ANSWER_REFUSED;
  return null;
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
