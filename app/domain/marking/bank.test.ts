// The starter bank's own answer keys (db/seed/starter-bank) as test material: every key row typed exactly
// earns its own marks; a 2-mark row with its side swapped earns nothing.
import { describe, expect, it } from "vitest";
import { starterQuestions } from "../../../db/seed/starter-bank";
import { mark } from "~/domain/marking";

const questions = starterQuestions();

const swapSide = (text: string) => text.replace(/\b(left|right)\b/g, (side) => (side === "left" ? "right" : "left"));

describe("the starter bank's keys", () => {
  it.each(questions.map((q) => [q.code, q] as const))("%s: each row scores its own marks", (_, question) => {
    for (const row of question.answers) {
      expect(mark(row.text, question.answers).marks, row.text).toBe(row.marks);
    }
  });

  it("gives 0 to every 2-mark row with its side swapped", () => {
    const sided = questions.flatMap((q) =>
      q.answers.filter((a) => a.marks === 2 && /\b(left|right)\b/.test(a.text)).map((a) => ({ q, a })),
    );
    expect(sided.length).toBeGreaterThan(30);
    for (const { q, a } of sided)
      expect(mark(swapSide(a.text), q.answers).marks, `${q.code} ${swapSide(a.text)}`).toBe(0);
  });

  it("gives a side-less row's mark, or nothing, when the side is left out", () => {
    const question = questions.find((q) => q.code === "UL-004")!;
    expect(mark("trapezium", question.answers).marks).toBe(1);
    const bronchus = questions.find((q) => q.code === "THX-006")!;
    expect(mark("main bronchus", bronchus.answers).marks).toBe(0);
  });
});
