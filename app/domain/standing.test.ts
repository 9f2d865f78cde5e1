import { describe, expect, it } from "vitest";
import { MIN_SITTINGS, percentBeaten } from "./standing";

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
});
