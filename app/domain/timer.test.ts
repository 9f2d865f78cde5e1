import { describe, expect, it } from "vitest";
import {
  attemptSeconds,
  elapsedSeconds,
  formatClock,
  formatDuration,
  formatTestClock,
  isExpired,
  MOCK_PAUSE_SECONDS,
  formatMinutes,
  isFullPaper,
  mockLength,
  mockSeconds,
  pause,
  pauseBudgetWords,
  pauseLeft,
  remainingSeconds,
  resume,
  visitSeconds,
} from "./timer";

const t0 = new Date("2026-11-22T09:00:00Z");
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

/** A full 100-question paper's limit, which the clock tests below count from. */
const FULL_MOCK = mockSeconds(100);

describe("a mock's time", () => {
  it("is 54 s a question: a 100-question paper runs 90 minutes, as in the exam", () => {
    expect(mockSeconds(100)).toBe(90 * 60);
    expect(isFullPaper(100)).toBe(true);
    expect(mockLength(100)).toBe("100 questions · 90 minutes");
  });

  it("keeps the exam's pace, not its length, for a shorter paper", () => {
    expect(mockSeconds(10)).toBe(9 * 60);
    expect(mockLength(10)).toBe("10 questions · 9 minutes");
    expect(mockSeconds(3)).toBe(162);
    expect(mockLength(3)).toBe("3 questions · 2 minutes 42 seconds");
    expect(mockLength(1)).toBe("1 question · 54 seconds");
    expect(isFullPaper(10)).toBe(false);
    expect(isFullPaper(99)).toBe(false);
  });

  it("reads a length in minutes and seconds", () => {
    expect(formatMinutes(60)).toBe("1 minute");
    expect(formatMinutes(61)).toBe("1 minute 1 second");
    expect(formatMinutes(0)).toBe("0 seconds");
  });
});

describe("the test clock", () => {
  const running = { timeElapsed: 0, timePausedAt: null, resumedAt: t0 };

  it("runs on the server's clock while the test is open", () => {
    expect(elapsedSeconds(running, at(125))).toBe(125);
  });

  it("stops while paused and banks what was used", () => {
    const paused = pause(running, at(100));
    expect(elapsedSeconds(paused, at(1000))).toBe(100);
    const resumed = resume(paused, at(1000));
    expect(elapsedSeconds(resumed, at(1030))).toBe(130);
  });

  it("counts a full mock down from 5400 s and expires at 0", () => {
    const mock = { ...running, timeLimit: FULL_MOCK };
    expect(remainingSeconds(mock, at(0))).toBe(5400);
    expect(remainingSeconds(mock, at(5399))).toBe(1);
    expect(isExpired(mock, at(5399))).toBe(false);
    expect(isExpired(mock, at(5400))).toBe(true);
    expect(remainingSeconds(mock, at(9000))).toBe(0);
  });

  it("stops for a pause, but a pause never outlasts the time that was left", () => {
    const mock = { ...running, timeLimit: FULL_MOCK };
    const paused = { ...pause(mock, at(5000)), timeLimit: FULL_MOCK };
    expect(remainingSeconds(paused, at(5300))).toBe(400);
    expect(isExpired(paused, at(5399))).toBe(false);
    expect(isExpired(paused, at(5400))).toBe(true);
    expect(isExpired(paused, at(1_000_000))).toBe(true);
  });

  it("lets a mock's pauses share 15 minutes in all, then runs on while paused", () => {
    const mock = { ...running, timeLimit: FULL_MOCK, pausedSeconds: 0 };
    expect(MOCK_PAUSE_SECONDS).toBe(900);
    // Ten minutes away: the clock stood still, and five minutes of pause are left.
    const first = resume(pause(mock, at(600)), at(1200));
    expect(elapsedSeconds({ ...mock, ...first }, at(1200))).toBe(600);
    expect(pauseLeft({ ...mock, ...first })).toBe(300);
    // Then an hour away: five minutes stand still, the other 55 count.
    const second = { ...mock, ...pause({ ...mock, ...first }, at(1800)) };
    expect(elapsedSeconds(second, at(1800 + 300))).toBe(1200);
    expect(elapsedSeconds(second, at(1800 + 3600))).toBe(1200 + 3300);
    expect(remainingSeconds(second, at(1800 + 3600))).toBe(5400 - 4500);
    const back = { ...mock, ...resume(second, at(1800 + 3600)) };
    expect(back).toMatchObject({ timeElapsed: 4500, pausedSeconds: 900, timePausedAt: null });
    expect(pauseLeft(back)).toBe(0);
    // With the budget spent, a pause stops nothing.
    const third = { ...back, ...pause(back, at(6000)) };
    expect(elapsedSeconds(third, at(6600))).toBe(4500 + 600 + 600);
    expect(isExpired(third, at(6000 + 299))).toBe(false);
    expect(isExpired(third, at(6000 + 300))).toBe(true);
  });

  it("tells the trainee how much pause time is left", () => {
    expect(pauseBudgetWords(12 * 60 + 30)).toBe(
      "You have 12 minutes of pause time left in this mock; after that the clock keeps running while you are away.",
    );
    expect(pauseBudgetWords(90)).toContain("You have 1 minute of pause time left");
    expect(pauseBudgetWords(59)).toContain("You have less than a minute of pause time left");
    expect(pauseBudgetWords(0)).toBe(
      "You have used your 15 minutes of pause time: the clock now keeps running while you are away.",
    );
  });

  it("lets practice pause without end", () => {
    const practice = { ...running, timeLimit: null, pausedSeconds: 5000 };
    expect(pauseLeft(practice)).toBe(Infinity);
    expect(elapsedSeconds(pause(practice, at(100)), at(100_000))).toBe(100);
  });

  it("has no limit for practice", () => {
    expect(remainingSeconds({ ...running, timeLimit: null }, at(99999))).toBeNull();
    expect(isExpired({ ...running, timeLimit: null }, at(99999))).toBe(false);
  });
});

describe("an attempt's time", () => {
  it("is the clock's time used when a clock ran, else the time spent on its questions", () => {
    expect(attemptSeconds(10, [2, 2])).toBe(10);
    expect(attemptSeconds(0, [2, 3, 0])).toBe(5);
  });
});

describe("time per visit", () => {
  it("is the time shown less the time hidden, capped at 15 minutes", () => {
    expect(visitSeconds(0, 42_000)).toBe(42);
    expect(visitSeconds(0, 42_000, 12_000)).toBe(30);
    expect(visitSeconds(0, 10_000_000)).toBe(900);
    expect(visitSeconds(50_000, 10_000)).toBe(0);
    expect(visitSeconds(Number.NaN, 10_000)).toBe(0);
  });
});

describe("time formats", () => {
  it("shows mm:ss below an hour and hh:mm:ss from an hour on analysis", () => {
    expect(formatClock(0)).toBe("00:00");
    expect(formatClock(83)).toBe("01:23");
    expect(formatClock(3599)).toBe("59:59");
    expect(formatClock(3600)).toBe("01:00:00");
    expect(formatClock(3725)).toBe("01:02:05");
    expect(formatClock(5400)).toBe("01:30:00");
  });

  it("keeps the question screen's clock as mm:ss and h:mm:ss", () => {
    expect(formatTestClock(83)).toBe("01:23");
    expect(formatTestClock(5400)).toBe("1:30:00");
  });

  it("shows h m s in the history", () => {
    expect(formatDuration(3725)).toBe("1h 2m 5s");
    expect(formatDuration(65)).toBe("1m 5s");
    expect(formatDuration(9)).toBe("9s");
  });
});
