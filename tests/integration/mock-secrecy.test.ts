// A running mock gives nothing away: its answers count nowhere until it is submitted (or runs out),
// and its clock stops for a hidden tab without anyone being able to freeze it.
import { refreshCategoryAverages } from "~/routes/dashboard.server";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { addFullPaper, makeBank, rightAnswer, type TestBank } from "../fixtures/bank";
import { get, post, run } from "../fixtures/route";
import { makeUser, signedInCookie } from "../fixtures/users";
import * as attemptsRoute from "~/routes/attempts";
import * as configureRoute from "~/routes/dashboard.configure";
import * as dashboardRoute from "~/routes/dashboard";
import * as pauseRoute from "~/routes/question.pause";
import * as questionRoute from "~/routes/question";
import { getDb } from "~/server/db.server";
import { mockSeconds } from "~/domain/timer";

let bank: TestBank;
beforeEach(async () => {
  bank = await makeBank();
});

async function trainee() {
  const user = await makeUser({ plan: "premium" });
  return { user, cookie: await signedInCookie(user.id) };
}

/** Starts the bank's first 3-question paper (3 × 54 s), or the paper given. */
async function startMock(cookie: string, mockId = bank.mocks[0]!.id) {
  const started = await run(
    configureRoute.action,
    post("/dashboard/configure", { mode: "new", pool: "mock", mockId }, { cookie }),
  );
  return new URL(started.location!, "http://x").searchParams.get("attempt")!;
}

const act = (cookie: string, attemptId: string, fields: Record<string, string>) =>
  run(questionRoute.action, post(`/question?attempt=${attemptId}`, fields, { cookie }));

/** Every figure a trainee could watch for a mock answer's mark (everyone's figures refreshed first, as the background does). */
async function figures(cookie: string, otherCookie: string) {
  await refreshCategoryAverages();
  const dashboard = await run(dashboardRoute.loader, get("/dashboard", { cookie }));
  const others = await run(dashboardRoute.loader, get("/dashboard", { cookie: otherCookie }));
  const setup = await run(
    configureRoute.loader,
    get(`/dashboard/configure?pool=mock&mockId=${bank.mocks[0]!.id}`, { cookie }),
  );
  const history = await run(attemptsRoute.loader, get("/attempts", { cookie }));
  // Everyone's figures as stored, below the 20 trainees from which a dashboard shows them.
  const everyoneStored = await getDb()
    .select({
      categoryId: s.categoryAverages.categoryId,
      answered: s.categoryAverages.answered,
      correct: s.categoryAverages.correct,
      histogram: s.categoryAverages.accuracyHistogram,
    })
    .from(s.categoryAverages)
    .orderBy(s.categoryAverages.categoryId);
  return {
    stats: dashboard.data.stats,
    performance: dashboard.data.performance,
    everyone: others.data.performance,
    everyoneStored,
    available: setup.data.available,
    history: history.data.rows?.length ?? history.data.attempts?.length,
  };
}

describe("answers in a running mock", () => {
  it("leave every figure unchanged until the mock is submitted", async () => {
    const { cookie } = await trainee();
    const other = await trainee();
    // The other trainee has answered a Thorax question, so everyone's Thorax figure exists on their dashboard.
    const practice = await run(
      configureRoute.action,
      post(
        "/dashboard/configure",
        { mode: "new", pool: "category", categoryId: bank.thorax.id, questionCount: "1", showAnswers: "on" },
        { cookie: other.cookie },
      ),
    );
    const practiceId = new URL(practice.location!, "http://x").searchParams.get("attempt")!;
    const shown = await run(questionRoute.loader, get(`/question?attempt=${practiceId}`, { cookie: other.cookie }));
    await act(other.cookie, practiceId, {
      intent: "answer",
      questionId: shown.data.question.id,
      answer: rightAnswer(bank.codeOf(shown.data.question.id)),
    });

    const attemptId = await startMock(cookie);
    const before = await figures(cookie, other.cookie);
    const rows = await getDb().select().from(s.attemptQuestions).where(eq(s.attemptQuestions.attemptId, attemptId));
    const [first, second] = rows.sort((a, b) => a.displayOrder - b.displayOrder);

    // Try an answer, watch, change it: the oracle the probe found.
    for (const answer of ["a wrong guess", rightAnswer(bank.codeOf(first!.questionId))]) {
      expect((await act(cookie, attemptId, { intent: "answer", questionId: first!.questionId, answer })).status).toBe(
        302,
      );
      expect(await figures(cookie, other.cookie)).toEqual(before);
    }
    await act(cookie, attemptId, { intent: "answer", questionId: second!.questionId, answer: "wrong" });
    expect(await figures(cookie, other.cookie)).toEqual(before);

    expect((await act(cookie, attemptId, { intent: "finish" })).location).toBe(`/analysis?attempt=${attemptId}`);
    const after = await figures(cookie, other.cookie);
    expect(after.stats.correctAnswers).toBe(before.stats.correctAnswers + 1);
    expect(after.stats.totalQuestions).toBe(before.stats.totalQuestions + 2);
    expect(after.available).not.toEqual(before.available);
    expect(after.everyoneStored).not.toEqual(before.everyoneStored);
    expect(after.history).toBe(before.history + 1);
  });

  it("count once the mock's time has run out, even if its page is never opened again", async () => {
    const { cookie } = await trainee();
    const attemptId = await startMock(cookie);
    const [row] = await getDb()
      .select()
      .from(s.attemptQuestions)
      .where(eq(s.attemptQuestions.attemptId, attemptId))
      .limit(1);
    await act(cookie, attemptId, {
      intent: "answer",
      questionId: row!.questionId,
      answer: rightAnswer(bank.codeOf(row!.questionId)),
    });
    await getDb()
      .update(s.attempts)
      .set({ resumedAt: new Date(Date.now() - (mockSeconds(3) + 1) * 1000) })
      .where(eq(s.attempts.id, attemptId));
    const dashboard = await run(dashboardRoute.loader, get("/dashboard", { cookie }));
    expect(dashboard.data.stats.correctAnswers).toBe(1);
  });
});

describe("pausing a mock", () => {
  const pause = (cookie: string, attemptId: string) =>
    run(pauseRoute.action, post(`/question/pause?attempt=${attemptId}`, {}, { cookie }));

  it("has a request of its own that stops the clock and runs no loader to restart it", async () => {
    const { cookie } = await trainee();
    const attemptId = await startMock(cookie, (await addFullPaper(bank)).id);
    await getDb()
      .update(s.attempts)
      .set({ resumedAt: new Date(Date.now() - 600 * 1000) })
      .where(eq(s.attempts.id, attemptId));
    expect((await pause(cookie, attemptId)).status).toBe(200);
    const [paused] = await getDb().select().from(s.attempts).where(eq(s.attempts.id, attemptId));
    expect(paused?.timePausedAt).not.toBeNull();
    expect(paused?.timeElapsed).toBeGreaterThanOrEqual(600);
    expect(pauseRoute).not.toHaveProperty("default");
  });

  it("refuses someone else's attempt", async () => {
    const { cookie } = await trainee();
    const stranger = await trainee();
    const attemptId = await startMock(cookie);
    expect((await pause(stranger.cookie, attemptId)).status).toBe(404);
    const [attempt] = await getDb().select().from(s.attempts).where(eq(s.attempts.id, attemptId));
    expect(attempt?.timePausedAt).toBeNull();
  });

  it("shares 15 minutes among all of a mock's pauses, then lets the clock run on, and says what is left", async () => {
    const { cookie } = await trainee();
    // A full paper, whose 90 minutes outlast the pauses below.
    const attemptId = await startMock(cookie, (await addFullPaper(bank)).id);
    /** Paused through the page's beacon, then `minutes` later by the server's clock the page is opened again. */
    const away = async (minutes: number) => {
      expect((await pause(cookie, attemptId)).status).toBe(200);
      await getDb()
        .update(s.attempts)
        .set({ timePausedAt: new Date(Date.now() - minutes * 60_000) })
        .where(eq(s.attempts.id, attemptId));
      const page = await run(questionRoute.loader, get(`/question?attempt=${attemptId}&q=1`, { cookie }));
      expect(page.status).toBe(200);
      return page.data.attempt as { remaining: number; pauseBudget: string | null };
    };
    const about = (seconds: number) => [seconds - 10, seconds + 1] as const;

    // Ten minutes away: the clock stood still, and five minutes of pause are left.
    const first = await away(10);
    expect(first.remaining).toBeGreaterThanOrEqual(about(5400)[0]);
    expect(first.pauseBudget).toBe(
      "You have 5 minutes of pause time left in this mock; after that the clock keeps running while you are away.",
    );
    // An hour away: five minutes stand still and the other 55 count.
    const second = await away(60);
    expect(second.remaining).toBeGreaterThanOrEqual(about(5400 - 55 * 60)[0]);
    expect(second.remaining).toBeLessThanOrEqual(about(5400 - 55 * 60)[1]);
    expect(second.pauseBudget).toBe(
      "You have used your 15 minutes of pause time: the clock now keeps running while you are away.",
    );
    // With the budget spent, time away counts in full.
    const third = await away(20);
    expect(third.remaining).toBeLessThanOrEqual(about(5400 - 75 * 60)[1]);
    const [attempt] = await getDb().select().from(s.attempts).where(eq(s.attempts.id, attemptId));
    expect(attempt).toMatchObject({ pausedSeconds: 900, timePausedAt: null, submittedAt: null });
  });

  it("says nothing of pause time until some is used", async () => {
    const { cookie } = await trainee();
    const attemptId = await startMock(cookie);
    const page = await run(questionRoute.loader, get(`/question?attempt=${attemptId}&q=1`, { cookie }));
    expect(page.data.attempt.pauseBudget).toBeNull();
  });

  it("never outlasts the time that was left: a mock paused for good still ends", async () => {
    const { cookie } = await trainee();
    const attemptId = await startMock(cookie, (await addFullPaper(bank)).id);
    await getDb()
      .update(s.attempts)
      .set({ resumedAt: new Date(Date.now() - 5000 * 1000) })
      .where(eq(s.attempts.id, attemptId));
    await pause(cookie, attemptId);
    // Paused with about 400 seconds left; 401 seconds later the mock is over.
    await getDb()
      .update(s.attempts)
      .set({ timePausedAt: new Date(Date.now() - 401 * 1000) })
      .where(eq(s.attempts.id, attemptId));
    const page = await run(questionRoute.loader, get(`/question?attempt=${attemptId}`, { cookie }));
    expect(page.location).toBe(`/analysis?attempt=${attemptId}`);
    const [attempt] = await getDb().select().from(s.attempts).where(eq(s.attempts.id, attemptId));
    expect(attempt).toMatchObject({ endedBy: "expired", timeElapsed: 5400 });
  });
});
