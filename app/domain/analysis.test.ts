import { describe, expect, it } from "vitest";
import { feedback, recommendations, timeAnalysis } from "./analysis";

describe("analysis (spec part 2 §9)", () => {
  it("gives feedback in bands of 90, 80, 70 and 60", () => {
    expect(feedback(95)).toMatch(/^Outstanding/);
    expect(feedback(85)).toMatch(/^Excellent/);
    expect(feedback(75)).toMatch(/^Good/);
    expect(feedback(65)).toMatch(/^Fair/);
    expect(feedback(10)).toMatch(/^Keep going/);
  });

  it("summarises time: total, average, fastest and slowest", () => {
    expect(timeAnalysis([30, 90, 0, 60])).toEqual({ total: 180, average: 60, fastest: 30, slowest: 90 });
    expect(timeAnalysis([])).toEqual({ total: 0, average: 0, fastest: 0, slowest: 0 });
  });

  it("names weak (<70%) and strong (≥90%) categories and the pace", () => {
    const advice = recommendations([{ name: "Thorax", accuracy: 50 }, { name: "Spine", accuracy: 95 }, { name: "Cardiac", accuracy: 70 }], 130);
    expect(advice[0]).toBe("Focus on Thorax: below 70% accuracy.");
    expect(advice[1]).toMatch(/^Strong in Spine/);
    expect(advice[2]).toMatch(/over 2 minutes/);
    expect(recommendations([], 20)[0]).toMatch(/very quickly/);
  });
});
