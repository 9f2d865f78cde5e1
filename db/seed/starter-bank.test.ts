import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CATEGORY_NAMES, STARTER_MOCKS } from "./categories";
import { imageFiles } from "../../app/domain/bank-format";
import { starterBankDir, starterQuestions } from "./starter-bank";

const questions = starterQuestions();
const inMock = (q: (typeof questions)[number]) => (q.mocks ?? []).length > 0;

describe("starter bank", () => {
  it("has enough questions for every plan and both demo mocks", () => {
    expect(questions.length).toBeGreaterThanOrEqual(80);
    const pool = questions.filter((q) => !inMock(q));
    expect(pool.filter((q) => q.access === "free").length).toBeGreaterThanOrEqual(30);
    expect(pool.filter((q) => q.access === "high_yield").length).toBeGreaterThanOrEqual(10);
    expect(pool.filter((q) => q.access === "premium").length).toBeGreaterThanOrEqual(10);
    for (const mock of STARTER_MOCKS) {
      expect(
        questions.filter((q) => q.mocks?.some((m) => m.name === mock.name)).length,
        mock.name,
      ).toBeGreaterThanOrEqual(8);
    }
  });

  it("gives every category questions outside the mocks", () => {
    for (const name of CATEGORY_NAMES) {
      expect(questions.filter((q) => !inMock(q) && q.categories.includes(name)).length, name).toBeGreaterThanOrEqual(3);
    }
    for (const q of questions) for (const name of q.categories) expect(CATEGORY_NAMES, q.code).toContain(name);
  });

  it("names an image file that is in the package for every question, with a teaching explanation", () => {
    for (const q of questions) {
      for (const file of imageFiles(q.image)) {
        expect(existsSync(path.join(starterBankDir(), file)), `${q.code} ${file}`).toBe(true);
      }
      expect(q.explanation.trim().length, q.code).toBeGreaterThan(40);
    }
  });
});
