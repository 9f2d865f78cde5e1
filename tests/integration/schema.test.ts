import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { makeUser } from "../fixtures/users";
import { getDb } from "~/server/db.server";

async function aQuestion() {
  const [question] = await getDb()
    .insert(s.questions)
    .values({
      code: "TST-001",
      title: "Axial CT. Name the arrowed structure.",
      imageUrl: "questions/TST-001.webp",
      modality: "CT",
      accessLevel: "free_trial",
    })
    .returning();
  return question!;
}

/** The constraint a driver's error names: PGlite says `constraint`, postgres.js `constraint_name`. */
function constraintOf(error: unknown): string | undefined {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { constraint, constraint_name } = cause as { constraint?: string; constraint_name?: string };
    if (constraint ?? constraint_name) return constraint ?? constraint_name;
  }
  return undefined;
}

/** The database refuses the write, and it is this constraint that does. */
async function refused(write: Promise<unknown>, constraint: string) {
  const error = await write.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error, `${constraint} should refuse this write`).not.toBeNull();
  expect(constraintOf(error)).toBe(constraint);
}

describe("what the database enforces", () => {
  it("keeps answer-key marks to 1 or 2", async () => {
    const question = await aQuestion();
    await refused(
      getDb().insert(s.answers).values({ questionId: question.id, answerText: "aorta", marks: 3 }),
      "answers_marks",
    );
    await refused(
      getDb().insert(s.answers).values({ questionId: question.id, answerText: "aorta", marks: 0 }),
      "answers_marks",
    );
    await getDb().insert(s.answers).values({ questionId: question.id, answerText: "aorta", marks: 2 });
  });

  it("allows one note per user and question", async () => {
    const user = await makeUser();
    const question = await aQuestion();
    await getDb()
      .insert(s.notes)
      .values({ userId: user.id, questionId: question.id, title: "Aorta", content: "Left of the spine" });
    await refused(
      getDb().insert(s.notes).values({ userId: user.id, questionId: question.id, title: "Again", content: "Twice" }),
      "notes_user_question_unique",
    );
  });

  it("allows one answer row per attempt and question", async () => {
    const user = await makeUser();
    const question = await aQuestion();
    const [attempt] = await getDb()
      .insert(s.attempts)
      .values({ userId: user.id, type: "practice", pool: "free", totalQuestions: 10 })
      .returning();
    await getDb()
      .insert(s.attemptQuestions)
      .values({ attemptId: attempt!.id, questionId: question.id, displayOrder: 1 });
    await refused(
      getDb().insert(s.attemptQuestions).values({ attemptId: attempt!.id, questionId: question.id, displayOrder: 2 }),
      "attempt_questions_attempt_id_question_id_pk",
    );
    await refused(getDb().update(s.attemptQuestions).set({ marksEarned: 3 }), "attempt_questions_marks");
    await refused(getDb().update(s.attemptQuestions).set({ userOverrideMarks: 0 }), "attempt_questions_override_marks");
  });

  it("stores email addresses once, in lower case", async () => {
    const user = await makeUser();
    await refused(getDb().insert(s.users).values({ email: user.email, passwordHash: "x" }), "users_email_unique");
    await refused(
      getDb().insert(s.users).values({ email: "Mixed@Example.com", passwordHash: "x" }),
      "users_email_lowercase",
    );
  });

  it("takes a user's own work with the user, but keeps payments for the accounts", async () => {
    const user = await makeUser();
    const question = await aQuestion();
    await getDb().insert(s.notes).values({ userId: user.id, questionId: question.id, title: "t", content: "c" });
    await getDb().insert(s.likedQuestions).values({ userId: user.id, questionId: question.id });
    await getDb().insert(s.paymentHistory).values({
      userId: user.id,
      status: "paid",
      paymentDate: new Date(),
      subscriptionTier: "premium",
      durationMonths: 3,
      amount: 4500,
    });

    await getDb().delete(s.users).where(eq(s.users.id, user.id));

    expect((await getDb().select({ n: count() }).from(s.notes))[0]!.n).toBe(0);
    expect((await getDb().select({ n: count() }).from(s.likedQuestions))[0]!.n).toBe(0);
    const [payment] = await getDb().select().from(s.paymentHistory);
    expect(payment).toMatchObject({ userId: null, amount: 4500 });
  });

  it("will not delete a question that trainees have answered", async () => {
    const user = await makeUser();
    const question = await aQuestion();
    const [attempt] = await getDb()
      .insert(s.attempts)
      .values({ userId: user.id, type: "practice", pool: "free", totalQuestions: 1 })
      .returning();
    await getDb()
      .insert(s.attemptQuestions)
      .values({ attemptId: attempt!.id, questionId: question.id, displayOrder: 1, userAnswer: "aorta" });
    await refused(
      getDb().delete(s.questions).where(eq(s.questions.id, question.id)),
      "attempt_questions_question_id_questions_id_fk",
    );
  });
});
