// One crafted history, the same figures on analysis, dashboard and history (product-rules#category-score,
// product-rules#scoring, product-rules#everyone).
import { beforeEach, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { makeBank, rightAnswer, type TestBank } from "../fixtures/bank";
import { get, post, run } from "../fixtures/route";
import { makeUser, signedInCookie } from "../fixtures/users";
import * as analysisRoute from "~/routes/analysis";
import * as attemptsRoute from "~/routes/attempts";
import * as configureRoute from "~/routes/dashboard.configure";
import * as dashboardRoute from "~/routes/dashboard";
import * as practiceRoute from "~/routes/dashboard.practice";
import * as questionRoute from "~/routes/question";
import { getDb } from "~/server/db.server";

let bank: TestBank;
beforeEach(async () => {
  bank = await makeBank();
});

type Given = "full" | "half" | "wrong" | null;

/** Starts a Thorax practice of `count` questions and answers the first ones as given; returns the attempt. */
async function thoraxTest(cookie: string, count: number, given: Given[]) {
  const started = await run(
    configureRoute.action,
    post(
      "/dashboard/configure",
      { mode: "new", showAnswers: "on", pool: "category", categoryId: bank.thorax.id, questionCount: String(count) },
      { cookie },
    ),
  );
  const attemptId = new URL(started.location!, "http://x").searchParams.get("attempt")!;
  for (const [index, kind] of given.entries()) {
    if (!kind) continue;
    const page = await run(
      questionRoute.loader,
      new Request(`http://arrowed.test/question?attempt=${attemptId}&q=${index + 1}`, { headers: { Cookie: cookie } }),
    );
    const questionId: string = page.data.question.id;
    const full = rightAnswer(bank.codeOf(questionId));
    // The fixture's key gives 2 marks for "structure n left" and 1 for "structure n".
    const answer = kind === "full" ? full : kind === "half" ? full.replace(/ left$/, "") : "no idea";
    await run(
      questionRoute.action,
      post(`/question?attempt=${attemptId}`, { intent: "answer", questionId, answer }, { cookie }),
    );
  }
  return attemptId;
}

const finish = (cookie: string, attemptId: string) =>
  run(questionRoute.action, post(`/question?attempt=${attemptId}`, { intent: "finish" }, { cookie }));

describe("one source for every figure", () => {
  it("gives a category the same figures on analysis, dashboard and history after one test", async () => {
    const user = await makeUser({ plan: "premium" });
    const cookie = await signedInCookie(user.id);
    // One 2-mark answer, two 1-mark answers and seven wrong: 4 of 20 marks, one correct answer.
    const attemptId = await thoraxTest(cookie, 10, ["full", "half", "half", ...Array<Given>(7).fill("wrong")]);
    await finish(cookie, attemptId);

    const analysis = (await run(analysisRoute.loader, get(`/analysis?attempt=${attemptId}`, { cookie }))).data;
    const dashboard = (await run(dashboardRoute.loader, get("/dashboard", { cookie }))).data;
    const history = (await run(attemptsRoute.loader, get(`/attempts?category=${bank.thorax.id}`, { cookie }))).data;

    const inAnalysis = analysis.categories.find((c: { name: string }) => c.name === "Thorax");
    const onDashboard = dashboard.performance.find((c: { name: string }) => c.name === "Thorax");
    expect(inAnalysis).toMatchObject({ questions: 10, correct: 1, accuracy: 10 });
    expect(onDashboard).toMatchObject({ attempted: 10, correct: 1, accuracy: 10 });
    expect(history.summary).toMatchObject({ questionsAttempted: 10, correctAnswers: 1 });
    expect(analysis.totals).toMatchObject({ correctCount: 1, totalMarks: 4, possibleMarks: 20, scorePercent: 20 });
    expect(history.rows[0]).toMatchObject({ marks: 4, possible: 20, score: 20 });
  });

  it("counts what an auto-ended test left unanswered as 0 of its marks, in history and the Average Score", async () => {
    const user = await makeUser({ plan: "premium" });
    const cookie = await signedInCookie(user.id);
    const first = await thoraxTest(cookie, 10, ["half"]);
    // A newer test ends the first one.
    await thoraxTest(cookie, 10, []);

    const history = (await run(attemptsRoute.loader, get("/attempts", { cookie }))).data;
    expect(history.rows).toHaveLength(1);
    // 1 mark of 20: 5 %, not the 100 % of "every answered question earned marks".
    expect(history.rows[0]).toMatchObject({ id: first, marks: 1, possible: 20, score: 5, autoEnded: true });
    expect(history.summary).toMatchObject({ totalAttempts: 1, averageScore: 5, correctAnswers: 0 });
    const analysis = (await run(analysisRoute.loader, get(`/analysis?attempt=${first}`, { cookie }))).data;
    expect(analysis.totals.scorePercent).toBe(5);
  });

  it("shows everyone's average only from 20 trainees, and says why before", async () => {
    const user = await makeUser({ plan: "premium" });
    const cookie = await signedInCookie(user.id);
    await finish(cookie, await thoraxTest(cookie, 10, ["full", "wrong"]));

    const first = (await run(dashboardRoute.loader, get("/dashboard", { cookie }))).data;
    // After the first test everyone's average is nobody's but this trainee's: not shown, not 0 %.
    expect(first.performance.find((c: { name: string }) => c.name === "Thorax").systemAverage).toBeNull();

    // Everyone's kept figures as 20 trainees leave them, half of their answers correct.
    await getDb().delete(s.categoryAverages);
    await getDb()
      .insert(s.categoryAverages)
      .values({ categoryId: bank.thorax.id, answered: 200, correct: 100, accuracyHistogram: { "50": 20 } });
    const enough = (await run(dashboardRoute.loader, get("/dashboard", { cookie }))).data;
    expect(enough.performance.find((c: { name: string }) => c.name === "Thorax").systemAverage).toBe(50);

    await getDb().delete(s.categoryAverages);
    await getDb()
      .insert(s.categoryAverages)
      .values({ categoryId: bank.thorax.id, answered: 190, correct: 95, accuracyHistogram: { "50": 19 } });
    const short = (await run(dashboardRoute.loader, get("/dashboard", { cookie }))).data;
    expect(short.performance.find((c: { name: string }) => c.name === "Thorax").systemAverage).toBeNull();
  });

  it("says how many questions the practice pool leaves to the mock papers, counted in the database", async () => {
    const user = await makeUser({ plan: "premium" });
    const cookie = await signedInCookie(user.id);
    const dialog = (await run(practiceRoute.loader, get("/dashboard/practice", { cookie }))).data;
    // The fixture's bank: 55 practice questions and 9 in its three mock papers.
    expect(dialog.allQuestions).toMatchObject({ total: 55, inMocks: 9 });
  });
});
