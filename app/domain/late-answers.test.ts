import { describe, expect, it } from "vitest";
import { deadline, lateAnswerCounts } from "./late-answers";

const endedAt = new Date(Date.UTC(2026, 10, 23, 10, 0));
const minutes = (m: number) => new Date(endedAt.getTime() + m * 60_000);

describe("an answer that arrives after the mock ended", () => {
  it("counts when it was made before the end and arrives within 15 minutes", () => {
    expect(lateAnswerCounts({ endedAt, madeAt: minutes(-5).getTime(), receivedAt: minutes(14) })).toBe(true);
    expect(lateAnswerCounts({ endedAt, madeAt: minutes(-5).getTime(), receivedAt: minutes(15) })).toBe(true);
  });

  it("is refused when it arrives later than that, or was made after the end", () => {
    expect(lateAnswerCounts({ endedAt, madeAt: minutes(-5).getTime(), receivedAt: minutes(16) })).toBe(false);
    expect(lateAnswerCounts({ endedAt, madeAt: minutes(1).getTime(), receivedAt: minutes(2) })).toBe(false);
    expect(lateAnswerCounts({ endedAt, madeAt: Number.NaN, receivedAt: minutes(2) })).toBe(false);
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
