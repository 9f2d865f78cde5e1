import { describe, expect, it } from "vitest";
import { questionSvg } from "../images/render";
import { scenes } from "../images/scenes";
import { categories, mocks, questions } from "./index";

describe("starter bank", () => {
  it("has enough questions and categories for every plan", () => {
    expect(categories.length).toBeGreaterThanOrEqual(12);
    expect(questions.length).toBeGreaterThanOrEqual(80);
    const poolQuestions = questions.filter((q) => !q.mock);
    expect(poolQuestions.filter((q) => q.accessLevel === "free_trial").length).toBeGreaterThanOrEqual(30);
    expect(poolQuestions.filter((q) => q.accessLevel === "high_yield").length).toBeGreaterThanOrEqual(10);
    expect(poolQuestions.filter((q) => q.accessLevel === "premium").length).toBeGreaterThanOrEqual(10);
    for (const mock of mocks) {
      expect(questions.filter((q) => q.mock === mock.number).length).toBeGreaterThanOrEqual(8);
    }
  });

  it("gives every category questions outside the mocks", () => {
    for (const category of categories) {
      const inCategory = questions.filter((q) => !q.mock && q.categories.includes(category.name));
      expect(inCategory.length, category.name).toBeGreaterThanOrEqual(3);
    }
  });

  it("uses unique codes and well-formed answer keys", () => {
    const codes = new Set(questions.map((q) => q.code));
    expect(codes.size).toBe(questions.length);
    for (const q of questions) {
      expect(q.code, q.code).toMatch(/^[A-Z]{2,4}-\d{3}$/);
      expect(q.title.trim().length, q.code).toBeGreaterThan(10);
      expect(q.explanation.trim().length, q.code).toBeGreaterThan(40);
      expect(q.categories.length, q.code).toBeGreaterThan(0);
      expect(q.answers.some((a) => a.marks === 2), `${q.code} has a 2-mark answer`).toBe(true);
      const texts = q.answers.map((a) => a.text.trim().toLowerCase());
      expect(new Set(texts).size, `${q.code} has no duplicate answer rows`).toBe(texts.length);
      for (const answer of q.answers) expect([1, 2]).toContain(answer.marks);
    }
  });

  it("draws every question's image from a known scene and point", () => {
    for (const q of questions) {
      const scene = scenes.get(q.image.scene);
      expect(scene, `${q.code} scene ${q.image.scene}`).toBeDefined();
      expect(scene!.modality, q.code).toBe(q.modality);
      expect(() => questionSvg(scene!, q.image.target), q.code).not.toThrow();
    }
  });
});
