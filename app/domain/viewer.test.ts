import { describe, expect, it } from "vitest";
import { stepBrightness, stepZoom } from "./viewer";

describe("image viewer steps (spec part 1 §2)", () => {
  it("zooms by 0.2 between 0.5 and 3", () => {
    expect(stepZoom(1, 1)).toBe(1.2);
    expect(stepZoom(0.6, -1)).toBe(0.5);
    expect(stepZoom(0.5, -1)).toBe(0.5);
    expect(stepZoom(2.9, 1)).toBe(3);
    expect(stepZoom(3, 1)).toBe(3);
  });

  it("changes brightness by 20 between 20 and 200", () => {
    expect(stepBrightness(100, 1)).toBe(120);
    expect(stepBrightness(20, -1)).toBe(20);
    expect(stepBrightness(200, 1)).toBe(200);
  });
});
