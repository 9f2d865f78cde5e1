import { describe, expect, it } from "vitest";
import {
  deadline,
  LATE_ANSWER_AFTER_KEY,
  LATE_ANSWER_REFUSED,
  LATE_ANSWER_UNPROVEN,
  lateAnswerRefusal,
} from "./late-answers";

const endedAt = new Date(Date.UTC(2026, 10, 23, 10, 0));
const minutes = (m: number) => new Date(endedAt.getTime() + m * 60_000);
/** Made 5 minutes before the end on a page served 20 minutes before it, the key not shown. */
const inTime = { endedAt, servedAt: minutes(-20), madeAt: minutes(-5).getTime(), keyShownAt: null };

describe("an answer that arrives after the mock ended", () => {
  it("counts when made before the end on a page served while the mock was open, and arriving within 15 minutes", () => {
    expect(lateAnswerRefusal({ ...inTime, receivedAt: minutes(14) })).toBeNull();
    expect(lateAnswerRefusal({ ...inTime, receivedAt: minutes(15) })).toBeNull();
  });

  it("is refused when it arrives later than that, or was made after the end", () => {
    expect(lateAnswerRefusal({ ...inTime, receivedAt: minutes(16) })).toBe(LATE_ANSWER_REFUSED);
    expect(lateAnswerRefusal({ ...inTime, madeAt: minutes(1).getTime(), receivedAt: minutes(2) })).toBe(
      LATE_ANSWER_REFUSED,
    );
    expect(lateAnswerRefusal({ ...inTime, madeAt: Number.NaN, receivedAt: minutes(2) })).toBe(LATE_ANSWER_REFUSED);
  });

  it("is refused without the server's proof of a page served before the end, whatever time it claims", () => {
    expect(lateAnswerRefusal({ ...inTime, servedAt: null, madeAt: 0, receivedAt: minutes(2) })).toBe(
      LATE_ANSWER_UNPROVEN,
    );
    expect(lateAnswerRefusal({ ...inTime, servedAt: minutes(1), madeAt: 0, receivedAt: minutes(2) })).toBe(
      LATE_ANSWER_UNPROVEN,
    );
  });

  it("is refused once the mock's marks and key have been shown, even within the 15 minutes", () => {
    expect(lateAnswerRefusal({ ...inTime, keyShownAt: minutes(1), receivedAt: minutes(2) })).toBe(
      LATE_ANSWER_AFTER_KEY,
    );
  });

  it("measures the end on the server's clock, a paused clock included", () => {
    const resumedAt = new Date(Date.UTC(2026, 10, 23, 9, 0));
    expect(deadline({ timeLimit: 5400, timeElapsed: 1800, resumedAt, timePausedAt: null })).toEqual(
      new Date(Date.UTC(2026, 10, 23, 10, 0)),
    );
    const pausedAt = new Date(Date.UTC(2026, 10, 23, 9, 30));
    expect(deadline({ timeLimit: 5400, timeElapsed: 5000, resumedAt, timePausedAt: pausedAt })).toEqual(
      new Date(pausedAt.getTime() + 400_000),
    );
    expect(deadline({ timeLimit: null, timeElapsed: 0, resumedAt, timePausedAt: null })).toBeNull();
  });
});
