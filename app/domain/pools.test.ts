import { describe, expect, it } from "vitest";
import { availableCount, countOptions, drawQuestions, eligibleQuestions, resolveCount, shuffle } from "./pools";

const pool = Array.from({ length: 12 }, (_, i) => `q${i + 1}`);
const history = { attempted: new Set(["q1", "q2", "q3", "q4"]), wrong: new Set(["q2", "q4"]) };
const none = { includeWrong: false, includeAttempted: false };

describe("pool selection", () => {
  it("leaves out what the user has attempted", () => {
    expect(eligibleQuestions(pool, history, none)).toEqual(pool.slice(4));
    expect(availableCount(pool, history, none)).toBe(8);
  });

  it("adds back the previously wrong with include wrong", () => {
    expect(eligibleQuestions(pool, history, { includeWrong: true, includeAttempted: false })).toEqual([
      "q2",
      "q4",
      ...pool.slice(4),
    ]);
  });

  it("uses the whole pool with include attempted", () => {
    expect(availableCount(pool, history, { includeWrong: false, includeAttempted: true })).toBe(12);
  });

  it("caps availability at 100", () => {
    const big = Array.from({ length: 250 }, (_, i) => `b${i}`);
    expect(availableCount(big, { attempted: new Set(), wrong: new Set() }, none)).toBe(100);
  });

  it("draws N distinct eligible questions in shuffled order", () => {
    let seed = 0.42;
    const random = () => (seed = (seed * 9301 + 0.49297) % 1);
    const drawn = drawQuestions(pool, history, { ...none, count: 5 }, random);
    expect(drawn).toHaveLength(5);
    expect(new Set(drawn).size).toBe(5);
    for (const id of drawn) expect(history.attempted.has(id)).toBe(false);
  });

  it("draws everything available when asked for more", () => {
    expect(drawQuestions(pool, history, { ...none, count: 20 }).sort()).toEqual(pool.slice(4).sort());
  });
});

describe("question count options", () => {
  it("offers the standard counts not above availability, plus the available number", () => {
    expect(countOptions(35)).toEqual([10, 20, 30, 35]);
    expect(countOptions(100)).toEqual([10, 20, 30, 40, 50, 75, 100]);
    expect(countOptions(50)).toEqual([10, 20, 30, 40, 50]);
    expect(countOptions(7)).toEqual([7]);
    expect(countOptions(0)).toEqual([]);
  });

  it("resets a count above availability to the smallest offered option, or 10", () => {
    expect(resolveCount(20, 35)).toBe(20);
    expect(resolveCount(50, 35)).toBe(10);
    expect(resolveCount(20, 7)).toBe(7);
    expect(resolveCount(20, 0)).toBe(10);
    expect(resolveCount(33, 35)).toBe(10);
  });
});

describe("shuffle", () => {
  it("keeps every item", () => {
    expect(shuffle(pool).sort()).toEqual([...pool].sort());
  });
});
