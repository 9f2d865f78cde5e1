// The Test Analysis loader on a finished test whose marks and times are set directly (docs/product-rules.md#analysis).
import { describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { get, run } from "../fixtures/route";
import { makeUser, signedInCookie } from "../fixtures/users";
import * as analysisRoute from "~/routes/analysis";
import { getDb } from "~/server/db.server";

type Row = { categories: string[]; answer: string | null; marks: number | null; seconds: number };

/** `keys[i]` is question i's answer key, in its order; none by default. */
async function finishedTest(rows: Row[], keys: Array<Array<{ text: string; marks: 1 | 2 }>> = []) {
  const db = getDb();
  const categories = await db
    .insert(s.categories)
    .values([
      // Listed out of order on purpose: the screen follows order_index, not names nor insertion.
      { name: "Abdomen", orderIndex: 2 },
      { name: "Spine", orderIndex: 1 },
      { name: "Retired", orderIndex: 0, isActive: false },
    ])
    .returning();
  const categoryId = new Map(categories.map((c) => [c.name, c.id]));
  const questions = await db
    .insert(s.questions)
    .values(
      rows.map((_, i) => ({
        code: `ANL-${i + 1}`,
        title: `Question ${i + 1}`,
        imageUrl: `questions/ANL-${i + 1}.webp`,
        modality: "CT",
        accessLevel: "free_trial" as const,
      })),
    )
    .returning();
  await db
    .insert(s.questionCategories)
    .values(
      rows.flatMap((row, i) =>
        row.categories.map((name) => ({ questionId: questions[i]!.id, categoryId: categoryId.get(name)! })),
      ),
    );

  const keyRows = keys.flatMap((key, i) =>
    key.map((k, order) => ({ questionId: questions[i]!.id, answerText: k.text, marks: k.marks, orderIndex: order })),
  );
  if (keyRows.length) await db.insert(s.answers).values(keyRows);

  const user = await makeUser({ plan: "premium" });
  const [attempt] = await db
    .insert(s.attempts)
    .values({ userId: user.id, type: "practice", pool: "all", totalQuestions: rows.length, submittedAt: new Date() })
    .returning();
  await db.insert(s.attemptQuestions).values(
    rows.map((row, i) => ({
      attemptId: attempt!.id,
      questionId: questions[i]!.id,
      displayOrder: i + 1,
      userAnswer: row.answer,
      marksEarned: row.marks,
      timeSpent: row.seconds,
    })),
  );
  const cookie = await signedInCookie(user.id);
  return (await run(analysisRoute.loader, get(`/analysis?attempt=${attempt!.id}`, { cookie }))).data;
}

describe("Performance by Category", () => {
  it("counts a category's correct answers over its questions, as the header counts them (1-mark answers are not correct)", async () => {
    const view = await finishedTest([
      { categories: ["Spine"], answer: "pedicle", marks: 1, seconds: 30 },
      { categories: ["Spine"], answer: "lamina", marks: 1, seconds: 40 },
      { categories: ["Abdomen"], answer: "left renal vein", marks: 2, seconds: 45 },
      { categories: ["Abdomen"], answer: null, marks: null, seconds: 0 },
    ]);
    const byName = Object.fromEntries(view.categories.map((c: { name: string }) => [c.name, c]));
    // Two 1-mark answers are no correct answer (product-rules#category-score).
    expect(byName.Spine).toMatchObject({ questions: 2, correct: 0, accuracy: 0 });
    expect(byName.Abdomen).toMatchObject({ questions: 2, correct: 1, accuracy: 50 });
    expect(view.totals).toMatchObject({ correctCount: 1, totalMarks: 4, possibleMarks: 8, scorePercent: 50 });
    expect(view.advice[0]).toMatch(/^Focus on .*Spine.*: below 70% accuracy\.$/);
  });

  it("shows active categories only, ordered by order_index", async () => {
    const view = await finishedTest([
      { categories: ["Abdomen", "Retired"], answer: "portal vein", marks: 2, seconds: 20 },
      { categories: ["Spine"], answer: "pedicle", marks: 2, seconds: 20 },
      { categories: ["Retired"], answer: "aorta", marks: 0, seconds: 20 },
    ]);
    expect(view.categories.map((c: { name: string }) => c.name)).toEqual(["Spine", "Abdomen"]);
    expect(view.advice.join(" ")).not.toMatch(/Retired/);
  });
});

describe("Time Analysis", () => {
  it("counts an answer given in under a second at 0 s and leaves out questions never opened", async () => {
    const view = await finishedTest([
      { categories: ["Spine"], answer: "pedicle", marks: 2, seconds: 30 },
      { categories: ["Spine"], answer: "lamina", marks: 2, seconds: 0 },
      { categories: ["Abdomen"], answer: null, marks: null, seconds: 45 },
      { categories: ["Abdomen"], answer: null, marks: null, seconds: 0 },
    ]);
    expect(view.time).toEqual({ total: 75, average: 25, fastest: 0, slowest: 45, questions: 3 });
    expect(view.advice).toContain(
      "You answered very quickly: read each image carefully and name side, part and segment.",
    );
  });
});

describe("Question Summary", () => {
  it("shows beside each answer the key's 2-mark answer, whatever the trainee wrote", async () => {
    const view = await finishedTest(
      [
        { categories: ["Spine"], answer: "odontoid", marks: 1, seconds: 20 },
        { categories: ["Spine"], answer: null, marks: null, seconds: 0 },
        { categories: ["Spine"], answer: "x", marks: 0, seconds: 5 },
      ],
      [
        // A 1-mark answer listed first: the column still shows the one worth 2 marks.
        [
          { text: "odontoid", marks: 1 },
          { text: "odontoid process of C2", marks: 2 },
        ],
        [{ text: "anterior arch of atlas", marks: 2 }],
        [],
      ],
    );
    expect(view.summary.map((r: { correct: string | null }) => r.correct)).toEqual([
      "odontoid process of C2",
      "anterior arch of atlas",
      null,
    ]);
  });
});
