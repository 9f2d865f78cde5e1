import { describe, expect, it } from "vitest";
import { categoryPerformance, feedback, recommendations, timeAnalysis } from "./analysis";

describe("analysis", () => {
  it("gives feedback in bands of 90, 80, 70 and 60", () => {
    expect(feedback(95)).toMatch(/^Outstanding/);
    expect(feedback(85)).toMatch(/^Excellent/);
    expect(feedback(75)).toMatch(/^Good/);
    expect(feedback(65)).toMatch(/^Fair/);
    expect(feedback(10)).toMatch(/^Keep going/);
  });

  it("counts a category's correct answers over its questions: 1-mark answers are not correct", () => {
    const thorax = { id: "t", name: "Thorax" };
    const spine = { id: "s", name: "Spine" };
    const result = categoryPerformance(
      [thorax, spine],
      [
        { categoryIds: ["t"], correct: false },
        { categoryIds: ["t"], correct: false },
        { categoryIds: ["t", "s"], correct: true },
        { categoryIds: ["t"], correct: false },
        { categoryIds: ["s"], correct: false },
      ],
    );
    expect(result).toEqual([
      { id: "t", name: "Thorax", questions: 4, correct: 1, accuracy: 25 },
      { id: "s", name: "Spine", questions: 2, correct: 1, accuracy: 50 },
    ]);
  });

  it("keeps the categories' order and leaves out those with no question in the test", () => {
    const order = [
      { id: "b", name: "B" },
      { id: "none", name: "None" },
      { id: "a", name: "A" },
    ];
    const result = categoryPerformance(order, [
      { categoryIds: ["a"], correct: true },
      { categoryIds: ["b"], correct: false },
    ]);
    expect(result.map((c) => [c.name, c.correct, c.accuracy])).toEqual([
      ["B", 0, 0],
      ["A", 1, 100],
    ]);
  });

  it("summarises time: total, average, fastest and slowest over the questions answered or opened", () => {
    const seen = (seconds: number, answered = true) => ({ seconds, answered });
    expect(timeAnalysis([seen(30), seen(90), seen(60, false)])).toEqual({
      total: 180,
      average: 60,
      fastest: 30,
      slowest: 90,
      questions: 3,
    });
    // An answer given in under a second counts, at 0 s; a question never opened does not.
    expect(timeAnalysis([seen(30), seen(0), seen(90), seen(0, false)])).toEqual({
      total: 120,
      average: 40,
      fastest: 0,
      slowest: 90,
      questions: 3,
    });
    expect(timeAnalysis([seen(0, false)])).toEqual({ total: 0, average: 0, fastest: 0, slowest: 0, questions: 0 });
    expect(timeAnalysis([])).toEqual({ total: 0, average: 0, fastest: 0, slowest: 0, questions: 0 });
  });

  it("totals with the attempt's own time figure when given, so the header and Time Analysis agree", () => {
    const seen = (seconds: number) => ({ seconds, answered: true });
    expect(timeAnalysis([seen(2), seen(2)], 10)).toEqual({
      total: 10,
      average: 5,
      fastest: 2,
      slowest: 2,
      questions: 2,
    });
  });

  it("names weak (<70%) and strong (≥90%) categories and the pace", () => {
    const advice = recommendations(
      [
        { name: "Thorax", accuracy: 50 },
        { name: "Spine", accuracy: 95 },
        { name: "Cardiac", accuracy: 70 },
      ],
      { average: 130, questions: 3 },
    );
    expect(advice[0]).toBe("Focus on Thorax: below 70% accuracy.");
    expect(advice[1]).toMatch(/^Strong in Spine/);
    expect(advice[2]).toMatch(/over 2 minutes/);
    expect(recommendations([], { average: 20, questions: 3 })[0]).toMatch(/very quickly/);
    // Answers averaging under half a second are very quick too; no timed question says nothing of pace.
    expect(recommendations([], { average: 0, questions: 3 })[0]).toMatch(/very quickly/);
    expect(recommendations([], { average: 0, questions: 0 })).toEqual([
      "Well balanced: keep practising across all categories.",
    ]);
  });
});
