import { Rating } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import {
  dueBy,
  dueIn,
  EASY_SECONDS,
  LEARN_AHEAD_MINUTES,
  ratingFor,
  recall,
  replay,
  reviewsOf,
  type ReviewSource,
  weakDetail,
} from "./review";

const DAY = 24 * 60 * 60 * 1000;
const monday = new Date("2026-11-23T19:00:00Z");
const at = (days: number) => new Date(monday.getTime() + days * DAY);
const row = (overrides: Partial<ReviewSource>): ReviewSource => ({
  attemptId: "a1",
  attemptType: "practice",
  submittedAt: null,
  answered: true,
  marks: 2,
  timeSpent: 40,
  answeredAt: monday,
  ...overrides,
  correct: overrides.correct ?? (overrides.marks ?? 2) === 2,
});
const daysUntilDue = (rows: ReviewSource[], from: Date) =>
  (replay(reviewsOf(rows))!.card.due.getTime() - from.getTime()) / DAY;

describe("which answers are reviews", () => {
  it("rates a correct answer Good, or Easy when quick; otherwise 1 mark Hard, 0 Again", () => {
    expect(ratingFor({ marks: 2, correct: true }, 45)).toBe(Rating.Good);
    expect(ratingFor({ marks: 2, correct: true }, EASY_SECONDS)).toBe(Rating.Easy);
    expect(ratingFor({ marks: 1, correct: false }, 5)).toBe(Rating.Hard);
    expect(ratingFor({ marks: 0, correct: false }, 5)).toBe(Rating.Again);
    // The trainee's own Mark as correct with 1 mark is a correct answer, not a hard one.
    expect(ratingFor({ marks: 1, correct: true }, 45)).toBe(Rating.Good);
  });

  it("counts a mock's answers only once the mock is submitted", () => {
    const running = row({ attemptType: "mock", submittedAt: null });
    expect(reviewsOf([running])).toEqual([]);
    expect(reviewsOf([{ ...running, submittedAt: at(0.1) }])).toHaveLength(1);
  });

  it("counts a question opened and left blank as Again once its test is submitted, and one never opened not at all", () => {
    const skipped = row({ answered: false, marks: 0, timeSpent: 12, answeredAt: null });
    expect(reviewsOf([skipped])).toEqual([]);
    expect(reviewsOf([{ ...skipped, submittedAt: at(0.1) }])).toEqual([
      { attemptId: "a1", at: at(0.1), rating: Rating.Again },
    ]);
    expect(reviewsOf([{ ...skipped, timeSpent: 0, submittedAt: at(0.1) }])).toEqual([]);
  });
});

describe("when a question falls due", () => {
  it("brings a wrong answer back the same day, after minutes, and a right one days later", () => {
    const wrong = daysUntilDue([row({ marks: 0 })], monday);
    const partly = daysUntilDue([row({ marks: 1 })], monday);
    const right = daysUntilDue([row({ marks: 2 })], monday);
    expect(wrong * 24 * 60).toBe(10);
    expect(partly * 24 * 60).toBeGreaterThan(10);
    expect(partly).toBeLessThan(1 / 24);
    expect(right).toBeGreaterThanOrEqual(1);
  });

  it("counts a question falling due within the learn-ahead minutes as due now", () => {
    const { card } = replay(reviewsOf([row({ marks: 0 })]))!;
    expect(card.due.getTime()).toBeLessThanOrEqual(dueBy(monday).getTime());
    expect(dueBy(monday).getTime() - monday.getTime()).toBe(LEARN_AHEAD_MINUTES * 60_000);
  });

  it("moves a question answered well again further ahead each time", () => {
    const first = daysUntilDue([row({ marks: 0 })], monday);
    const second = daysUntilDue([row({ marks: 0 }), row({ attemptId: "a2", marks: 2, answeredAt: at(1) })], at(1));
    const third = daysUntilDue(
      [
        row({ marks: 0 }),
        row({ attemptId: "a2", marks: 2, answeredAt: at(1) }),
        row({ attemptId: "a3", marks: 2, answeredAt: at(1 + second) }),
      ],
      at(1 + second),
    );
    expect(second).toBeGreaterThan(first);
    expect(third).toBeGreaterThan(second);
  });

  it("replays reviews in the order they were given, whatever order the rows come in", () => {
    const rows = [
      row({ attemptId: "late", marks: 2, answeredAt: at(3) }),
      row({ attemptId: "early", marks: 0, answeredAt: at(0) }),
    ];
    expect(replay(reviewsOf(rows))!.logs.map((l) => l.attemptId)).toEqual(["early", "late"]);
    expect(replay(reviewsOf(rows))!.lastRating).toBe(Rating.Good);
  });

  it("holds recall high just after a good answer and lower as time passes", () => {
    const { card } = replay(reviewsOf([row({ marks: 2 })]))!;
    expect(recall(card, at(0.01))).toBeGreaterThan(recall(card, at(30)));
  });

  it("shows a weak structure by its misses and when it is due, not by a recall figure", () => {
    expect(weakDetail(1, at(0), monday)).toBe("Missed once · due now");
    expect(weakDetail(2, new Date(monday.getTime() + 10 * 60_000), monday)).toBe("Missed twice · due now");
    expect(weakDetail(3, at(3), monday)).toBe("Missed 3 times · due in 3 days");
  });

  it("says when the next review is due in words", () => {
    expect(dueIn(at(0), monday)).toBe("now");
    expect(dueIn(at(3), monday)).toBe("in 3 days");
    expect(dueIn(new Date(monday.getTime() + 5 * 60 * 60 * 1000), monday)).toBe("in 5 hours");
    expect(dueIn(new Date(monday.getTime() + 60_000), monday)).toBe("in 1 minute");
  });
});
