import { describe, expect, it } from "vitest";
import {
  accuracy,
  attemptTotals,
  submittedScore,
  effectiveMarks,
  isAnswered,
  isCorrect,
  scoreTone,
  studyStreak,
  type AnswerFacts,
} from "./scoring";

const answer = (userAnswer: string | null, marksEarned: number | null, override?: 1 | 2): AnswerFacts => ({
  userAnswer,
  marksEarned,
  userOverrideCorrect: override !== undefined,
  userOverrideMarks: override ?? null,
});

describe("marks", () => {
  it("counts only non-blank answers as attempted", () => {
    expect(isAnswered(answer("  ", 0))).toBe(false);
    expect(isAnswered(answer(null, null))).toBe(false);
    expect(isAnswered(answer("aorta", 0))).toBe(true);
  });

  it("calls full marks or the trainee's own Mark as correct a correct answer, and nothing else", () => {
    expect(isCorrect(answer("aorta", 2))).toBe(true);
    expect(isCorrect(answer("aorta", 0, 1))).toBe(true);
    expect(isCorrect(answer("aorta", 0, 2))).toBe(true);
    expect(isCorrect(answer("aorta", 1))).toBe(false);
    expect(isCorrect(answer("aorta", 0))).toBe(false);
    expect(isCorrect(answer("  ", 2))).toBe(false);
  });

  it("honours the user's override", () => {
    expect(effectiveMarks(answer("aorta", 0, 2))).toBe(2);
    expect(effectiveMarks(answer("aorta", 1, 2))).toBe(2);
    expect(effectiveMarks(answer("aorta", 0))).toBe(0);
  });
});

describe("attempt totals", () => {
  it("scores marks over 2 × questions and counts 2-mark answers as correct", () => {
    const totals = attemptTotals([answer("a", 2), answer("b", 1), answer("c", 0), answer(null, null)], 4);
    expect(totals).toEqual({
      answered: 3,
      totalMarks: 3,
      possibleMarks: 8,
      scorePercent: 38,
      correctCount: 1,
      partialCount: 1,
    });
  });

  it("counts an answer the trainee marked correct as correct, with 1 mark or 2", () => {
    const totals = attemptTotals([answer("a", 0, 1), answer("b", 1, 2), answer("c", 1), answer("d", 0)], 4);
    expect(totals).toEqual({
      answered: 4,
      totalMarks: 4,
      possibleMarks: 8,
      scorePercent: 50,
      correctCount: 2,
      partialCount: 1,
    });
    expect(submittedScore([answer("a", 0, 1), answer("b", 0)], 2)).toEqual({ score: 25, correctCount: 1 });
  });

  it("is zero for an empty attempt", () => {
    expect(attemptTotals([], 10).scorePercent).toBe(0);
  });
});

describe("auto-ended attempts", () => {
  it("scores marks over possible however the attempt ended: an unanswered question counts 0 of its 2 marks", () => {
    // One answer of 1 mark in a 9-question test left by a newer one: 1/18 marks, 6 %, not 100 %.
    const answers = [answer("a", 1), ...Array.from({ length: 8 }, () => answer(null, null))];
    expect(submittedScore(answers, 9)).toEqual({ score: 6, correctCount: 0 });
    expect(submittedScore([answer("a", 2), answer("b", 1), answer(null, null), answer(null, null)], 4)).toEqual({
      score: 38,
      correctCount: 1,
    });
  });
});

describe("accuracy and tones", () => {
  it("rounds correct over attempted", () => {
    expect(accuracy(2, 3)).toBe(67);
    expect(accuracy(0, 0)).toBe(0);
  });

  it("colours 80+ good, 60+ warning, else bad", () => {
    expect(scoreTone(80)).toBe("good");
    expect(scoreTone(79)).toBe("warning");
    expect(scoreTone(60)).toBe("warning");
    expect(scoreTone(59)).toBe("bad");
  });
});

describe("study streak", () => {
  const now = new Date("2026-11-22T10:00:00Z");
  const day = (iso: string) => new Date(iso);

  it("counts consecutive days ending today", () => {
    expect(
      studyStreak([day("2026-11-22T08:00:00Z"), day("2026-11-21T20:00:00Z"), day("2026-11-20T07:00:00Z")], now),
    ).toBe(3);
  });

  it("is not broken before today's practice", () => {
    expect(studyStreak([day("2026-11-21T20:00:00Z"), day("2026-11-20T07:00:00Z")], now)).toBe(2);
  });

  it("is zero after a whole day without practice", () => {
    expect(studyStreak([day("2026-11-20T07:00:00Z")], now)).toBe(0);
  });

  it("uses UK days, not UTC", () => {
    // 23:30 UTC on 21 Jun is 00:30 on 22 Jun in London (BST).
    expect(studyStreak([day("2026-06-21T23:30:00Z")], new Date("2026-06-22T12:00:00Z"))).toBe(1);
  });
});
