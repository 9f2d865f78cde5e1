// Re-marking after an answer key changes (app/server/remark.server.ts): stored answers take the new
// key's marks, the user's own "Mark as correct" stays, and submitted attempts are scored again.
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { makeBank, rightAnswer, type TestBank } from "../fixtures/bank";
import { get, post, run } from "../fixtures/route";
import { makeUser, signedInCookie } from "../fixtures/users";
import * as analysisRoute from "~/routes/analysis";
import * as questionRoute from "~/routes/question";
import { startAttempt } from "~/server/attempts.server";
import { getDb } from "~/server/db.server";
import { getCurrentPlan } from "~/server/current-plan.server";
import { remarkQuestion } from "~/server/remark.server";

let bank: TestBank;
beforeEach(async () => {
  bank = await makeBank();
});

/** A premium user's practice attempt over the whole bank (every practice question), answers shown. */
async function practice() {
  const user = await makeUser({ plan: "premium" });
  const cookie = await signedInCookie(user.id);
  const settings = {
    pool: "all" as const,
    questionCount: 100,
    isTimed: false,
    showAnswers: true,
    includeWrong: false,
    includeAttempted: true,
  };
  const { plan } = await getCurrentPlan(user.id);
  const attemptId = (await startAttempt(user.id, plan, settings))!;
  const rows = await getDb().select().from(s.attemptQuestions).where(eq(s.attemptQuestions.attemptId, attemptId));
  const byCode = new Map(rows.map((r) => [bank.codeOf(r.questionId), r]));
  const act = (fields: Record<string, string>) =>
    run(questionRoute.action, post(`/question?attempt=${attemptId}`, fields, { cookie }));
  const answer = (code: string, text: string) =>
    act({ intent: "answer", questionId: byCode.get(code)!.questionId, answer: text });
  const n = (code: string) => byCode.get(code)!.displayOrder;
  // The Review panel while practising, and the review dialog on the analysis screen.
  const practiceReview = async (code: string) =>
    (await run(questionRoute.loader, get(`/question?attempt=${attemptId}&q=${n(code)}`, { cookie }))).data.review;
  const analysisReview = async (code: string) =>
    (await run(analysisRoute.loader, get(`/analysis?attempt=${attemptId}&review=${n(code)}`, { cookie }))).data.review;
  return {
    user,
    cookie,
    attemptId,
    total: rows.length,
    idOf: (code: string) => byCode.get(code)!.questionId,
    act,
    answer,
    practiceReview,
    analysisReview,
  };
}

async function answerRow(attemptId: string, questionId: string) {
  const [row] = await getDb()
    .select()
    .from(s.attemptQuestions)
    .where(and(eq(s.attemptQuestions.attemptId, attemptId), eq(s.attemptQuestions.questionId, questionId)));
  return row!;
}

async function attemptRow(attemptId: string) {
  const [row] = await getDb().select().from(s.attempts).where(eq(s.attempts.id, attemptId));
  return row!;
}

/** Replaces a question's key, as an author editing the answers would. */
async function setKey(questionId: string, rows: Array<{ text: string; marks: number }>) {
  await getDb().delete(s.answers).where(eq(s.answers.questionId, questionId));
  await getDb()
    .insert(s.answers)
    .values(rows.map((r, i) => ({ questionId, answerText: r.text, marks: r.marks, orderIndex: i })));
}

describe("remarkQuestion", () => {
  it("marks stored answers with the new key and scores submitted attempts again", async () => {
    const trainee = await practice();
    expect(trainee.total).toBe(55);
    await trainee.answer("TST-001", "structure 1"); // 1 mark: side not given
    await trainee.answer("TST-002", rightAnswer("TST-002")); // 2 marks
    await trainee.answer("TST-003", "structure 3 right"); // 0: wrong side
    expect(await trainee.practiceReview("TST-001")).toMatchObject({
      marks: 1,
      reasons: ["side not given: the exam expects 'left'"],
    });
    expect(await trainee.practiceReview("TST-003")).toMatchObject({
      marks: 0,
      reasons: ["wrong side: the exam expects 'left', not 'right'"],
    });
    expect((await trainee.act({ intent: "finish" })).location).toBe(`/analysis?attempt=${trainee.attemptId}`);
    // (1 + 2 + 0) / (2 × 55) = 2.7 %, one answer worth 2.
    expect(await attemptRow(trainee.attemptId)).toMatchObject({ score: 3, correctCount: 1 });

    // The author decides the side does not matter for question 1: the side-less row is now worth 2.
    const first = trainee.idOf("TST-001");
    await setKey(first, [{ text: "structure 1", marks: 2 }]);
    expect(await remarkQuestion(first)).toEqual({ answers: 1, remarked: 1, up: 1, down: 0, attemptsRescored: 1 });
    expect(await answerRow(trainee.attemptId, first)).toMatchObject({ marksEarned: 2, isCorrect: true });
    // (2 + 2 + 0) / 110 = 3.6 %, two answers worth 2.
    expect(await attemptRow(trainee.attemptId)).toMatchObject({ score: 4, correctCount: 2 });
    expect(await trainee.analysisReview("TST-001")).toMatchObject({ marks: 2, reasons: ["matches 'structure 1'"] });

    // A key that no longer accepts an answer takes its marks away.
    const second = trainee.idOf("TST-002");
    await setKey(second, [{ text: "structure 2 right", marks: 2 }]);
    expect(await remarkQuestion(second)).toEqual({ answers: 1, remarked: 1, up: 0, down: 1, attemptsRescored: 1 });
    expect(await answerRow(trainee.attemptId, second)).toMatchObject({ marksEarned: 0, isCorrect: false });
    expect(await attemptRow(trainee.attemptId)).toMatchObject({ score: 2, correctCount: 1 });
  });

  it("keeps the user's own mark, and the score it gives", async () => {
    const trainee = await practice();
    const third = trainee.idOf("TST-003");
    await trainee.answer("TST-003", "structure three, left");
    expect((await trainee.act({ intent: "override", questionId: third, marks: "2" })).status).toBe(302);
    await trainee.act({ intent: "finish" });
    expect(await attemptRow(trainee.attemptId)).toMatchObject({ score: 2, correctCount: 1 });

    // The new key accepts the answer for 1 mark; the user's 2 marks stand.
    await setKey(third, [{ text: "structure three left", marks: 1 }]);
    expect(await remarkQuestion(third)).toMatchObject({ answers: 1, remarked: 1 });
    expect(await answerRow(trainee.attemptId, third)).toMatchObject({
      marksEarned: 1,
      isCorrect: true,
      userOverrideCorrect: true,
      userOverrideMarks: 2,
    });
    expect(await attemptRow(trainee.attemptId)).toMatchObject({ score: 2, correctCount: 1 });

    // The review says the marks are the user's own.
    expect(await trainee.analysisReview("TST-003")).toMatchObject({ marks: 2, reasons: ["marked correct by you"] });
  });

  it("re-marks unfinished attempts without scoring them, and leaves blank answers alone", async () => {
    const finished = await practice();
    const open = await practice();
    const fourth = finished.idOf("TST-004");
    await finished.answer("TST-004", "structure 4");
    await finished.act({ intent: "finish" });
    await open.answer("TST-004", "structure 4 left");

    await setKey(fourth, [{ text: "structure 4 left", marks: 1 }]);
    expect(await remarkQuestion(fourth)).toEqual({ answers: 2, remarked: 2, up: 0, down: 2, attemptsRescored: 1 });
    expect(await answerRow(finished.attemptId, fourth)).toMatchObject({ marksEarned: 0, isCorrect: false });
    expect(await answerRow(open.attemptId, fourth)).toMatchObject({ marksEarned: 1, isCorrect: true });
    expect(await attemptRow(open.attemptId)).toMatchObject({ submittedAt: null, score: null });
    expect(await attemptRow(finished.attemptId)).toMatchObject({ score: 0, correctCount: 0 });

    // Nobody answered question 5: nothing to do. Running again changes nothing.
    expect(await remarkQuestion(finished.idOf("TST-005"))).toEqual({
      answers: 0,
      remarked: 0,
      up: 0,
      down: 0,
      attemptsRescored: 0,
    });
    expect(await remarkQuestion(fourth)).toEqual({ answers: 2, remarked: 0, up: 0, down: 0, attemptsRescored: 0 });
    expect(await answerRow(finished.attemptId, finished.idOf("TST-005"))).toMatchObject({
      userAnswer: null,
      marksEarned: null,
    });
  });
});
