// A correct answer is one worth 2 marks or one the trainee marked correct themselves
// (product-rules#correct-answer): every figure of correct answers counts by that one rule.
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { makeBank, rightAnswer, type TestBank } from "../fixtures/bank";
import { get, post, run } from "../fixtures/route";
import { makeUser, signedInCookie } from "../fixtures/users";
import * as analysisRoute from "~/routes/analysis";
import * as attemptsRoute from "~/routes/attempts";
import { refreshCategoryAverages } from "~/routes/dashboard.server";
import * as dashboardRoute from "~/routes/dashboard";
import * as questionRoute from "~/routes/question";
import { latestAnswers, startAttempt } from "~/server/attempts.server";
import { getDb } from "~/server/db.server";
import { reviewsUpToDate } from "~/server/review-cards.server";
import { getCurrentPlan } from "~/server/current-plan.server";

let bank: TestBank;
beforeEach(async () => {
  bank = await makeBank();
});

/** A premium trainee's practice of the whole bank with answers shown: one right, one marked correct by them, one half right. */
async function practiseAndOverride() {
  const user = await makeUser({ plan: "premium" });
  const cookie = await signedInCookie(user.id);
  const { plan } = await getCurrentPlan(user.id);
  const settings = {
    pool: "all" as const,
    questionCount: 100,
    isTimed: false,
    showAnswers: true,
    includeWrong: false,
    includeAttempted: true,
  };
  const attemptId = (await startAttempt(user.id, plan, settings))!;
  const act = (fields: Record<string, string>) =>
    run(questionRoute.action, post(`/question?attempt=${attemptId}`, fields, { cookie }));
  const id = (code: string) => bank.questions.find((q) => q.code === code)!.id;
  await act({ intent: "answer", questionId: id("TST-002"), answer: rightAnswer("TST-002") }); // 2 marks
  await act({ intent: "answer", questionId: id("TST-003"), answer: "structure 3 right" }); // 0: wrong side
  await act({ intent: "answer", questionId: id("TST-001"), answer: "structure 1" }); // 1 mark: side not given
  // The trainee judges the wrong-side answer right, for 1 mark.
  expect((await act({ intent: "override", questionId: id("TST-003"), marks: "1" })).status).toBe(302);
  return { user, cookie, attemptId, act, id };
}

describe("an answer the trainee marked correct", () => {
  it("counts as a correct answer in analysis, history and the dashboard, before and after the test is submitted", async () => {
    const trainee = await practiseAndOverride();
    const { cookie, attemptId } = trainee;
    // Counted while the practice is open: the latest answers, and so the dashboard.
    const latest = await latestAnswers(trainee.user.id);
    expect(latest.get(trainee.id("TST-003"))).toMatchObject({ marks: 1, correct: true });
    expect(latest.get(trainee.id("TST-001"))).toMatchObject({ marks: 1, correct: false });
    expect(latest.get(trainee.id("TST-002"))).toMatchObject({ marks: 2, correct: true });

    await trainee.act({ intent: "finish" });
    const analysis = (await run(analysisRoute.loader, get(`/analysis?attempt=${attemptId}`, { cookie }))).data;
    expect(analysis.totals).toMatchObject({ correctCount: 2, totalMarks: 4, partialCount: 1 });
    const [stored] = await getDb().select().from(s.attempts).where(eq(s.attempts.id, attemptId));
    expect(stored!.correctCount).toBe(2);

    const history = (await run(attemptsRoute.loader, get("/attempts", { cookie }))).data;
    expect(history.summary).toMatchObject({ questionsAttempted: 3, correctAnswers: 2 });
    expect(history.rows[0]).toMatchObject({ answered: 3, correct: 2, marks: 4 });

    const dashboard = (await run(dashboardRoute.loader, get("/dashboard", { cookie }))).data;
    expect(dashboard.stats).toMatchObject({ totalQuestions: 3, correctAnswers: 2, accuracy: 67 });
    expect(dashboard.performance.reduce((sum: number, c: { correct: number }) => sum + c.correct, 0)).toBe(2);
  });

  it("counts as correct in everyone's category figures and as a Good review", async () => {
    const trainee = await practiseAndOverride();
    await refreshCategoryAverages();
    const everyone = await getDb().select().from(s.categoryAverages);
    // One trainee, three answers (each question in one category): the 2-mark one and the one marked correct are correct.
    expect(everyone.reduce((sum, row) => sum + row.answered, 0)).toBe(3);
    expect(everyone.reduce((sum, row) => sum + row.correct, 0)).toBe(2);

    await reviewsUpToDate(trainee.user.id);
    const [card] = await getDb()
      .select()
      .from(s.reviewCards)
      .where(and(eq(s.reviewCards.userId, trainee.user.id), eq(s.reviewCards.questionId, trainee.id("TST-003"))));
    // Good (3), not Hard (2): the trainee's own judgement is that the answer was right.
    expect(card!.lastRating).toBe(3);
  });
});
