import { describe, expect, it } from "vitest";
import { MIN_SITTINGS, percentBeaten, percentileIn } from "./standing";

describe("where a trainee stands on a mock paper", () => {
  it("says nothing until the paper has been sat enough times", () => {
    expect(percentBeaten(10, MIN_SITTINGS - 1)).toBeNull();
    expect(percentBeaten(10, MIN_SITTINGS)).not.toBeNull();
  });

  it("is the share of the other sittings scored lower, rounded down", () => {
    // 20 sittings: 19 others, 15 of them lower.
    expect(percentBeaten(15, 20)).toBe(78);
    expect(percentBeaten(19, 20)).toBe(100);
    expect(percentBeaten(0, 20)).toBe(0);
  });

  it("reads a category percentile from the kept histogram of trainees per accuracy", () => {
    // 25 trainees: 10 at 40 %, 10 at 70 %, 5 at 90 %.
    const histogram = { "40": 10, "70": 10, "90": 5 };
    expect(percentileIn(histogram, 70)).toBe(Math.floor((10 / 24) * 100));
    expect(percentileIn(histogram, 95)).toBe(100);
    expect(percentileIn({ "50": 19 }, 60)).toBeNull();
  });
});
