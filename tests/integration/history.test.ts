import { beforeEach, describe, expect, it } from "vitest";
import { makeBank, rightAnswer, type TestBank } from "../fixtures/bank";
import { get, post, run } from "../fixtures/route";
import { makeUser, signedInCookie } from "../fixtures/users";
import * as s from "../../db/schema";
import { getDb } from "~/server/db.server";
import * as attemptsRoute from "~/routes/attempts";
import * as configureRoute from "~/routes/dashboard.configure";
import * as questionRoute from "~/routes/question";

let bank: TestBank;
beforeEach(async () => {
  bank = await makeBank();
});

async function takeTest(cookie: string, fields: Record<string, string>, answers: Array<"right" | "wrong" | null>) {
  const started = await run(
    configureRoute.action,
    post("/dashboard/configure", { mode: "new", showAnswers: "on", ...fields }, { cookie }),
  );
  const attemptId = new URL(started.location!, "http://x").searchParams.get("attempt")!;
  for (const [index, kind] of answers.entries()) {
    if (!kind) continue;
    const page = await run(
      questionRoute.loader,
      new Request(`http://arrowed.test/question?attempt=${attemptId}&q=${index + 1}`, { headers: { Cookie: cookie } }),
    );
    const questionId = page.data.question.id;
    const answer = kind === "right" ? rightAnswer(bank.codeOf(questionId)) : "no idea";
    await run(
      questionRoute.action,
      post(`/question?attempt=${attemptId}`, { intent: "answer", questionId, answer }, { cookie }),
    );
  }
  await run(questionRoute.action, post(`/question?attempt=${attemptId}`, { intent: "finish" }, { cookie }));
  return attemptId;
}

describe("test history", () => {
  it("lists submitted attempts only, newest first, with marks, score and the auto-ended mark", async () => {
    const user = await makeUser({ plan: "premium" });
    const cookie = await signedInCookie(user.id);
    const practice = await takeTest(cookie, { pool: "category", categoryId: bank.thorax.id, questionCount: "10" }, [
      "right",
      "wrong",
    ]);
    const mock = await takeTest(cookie, { pool: "mock", mockId: bank.mocks[0]!.id }, ["right", "right", "right"]);
    // An unfinished test is not history.
    await run(
      configureRoute.action,
      post("/dashboard/configure", { mode: "new", pool: "all", questionCount: "10" }, { cookie }),
    );

    const page = await run(attemptsRoute.loader, get("/attempts", { cookie }));
    expect(page.data.rows.map((r: { id: string }) => r.id)).toEqual([mock, practice]);
    expect(page.data.rows[0]).toMatchObject({
      type: "Mock",
      category: "Mock Paper 1",
      marks: 6,
      possible: 6,
      score: 100,
      autoEnded: false,
    });
    expect(page.data.rows[1]).toMatchObject({
      type: "Practice",
      category: "Thorax",
      marks: 2,
      possible: 20,
      score: 10,
      autoEnded: true,
    });
    expect(page.data.rows[1].date).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(page.data.summary).toEqual({ totalAttempts: 2, averageScore: 55, questionsAttempted: 5, correctAnswers: 4 });
  });

  it("filters by type and category from the query", async () => {
    const user = await makeUser({ plan: "premium" });
    const cookie = await signedInCookie(user.id);
    await takeTest(cookie, { pool: "category", categoryId: bank.thorax.id, questionCount: "10" }, ["right"]);
    await takeTest(cookie, { pool: "mock", mockId: bank.mocks[0]!.id }, ["right"]);
    await takeTest(cookie, { pool: "free", questionCount: "10" }, ["wrong"]);

    const mocks = await run(attemptsRoute.loader, get("/attempts?type=mock", { cookie }));
    expect(mocks.data.rows.map((r: { type: string }) => r.type)).toEqual(["Mock"]);
    const practice = await run(attemptsRoute.loader, get("/attempts?type=practice", { cookie }));
    expect(practice.data.rows.map((r: { type: string }) => r.type)).toEqual(["Free", "Practice"]);
    const spine = await run(attemptsRoute.loader, get(`/attempts?category=${bank.spine.id}`, { cookie }));
    expect(spine.data.rows).toEqual([]);
    const thorax = await run(
      attemptsRoute.loader,
      get(`/attempts?type=practice&category=${bank.thorax.id}`, { cookie }),
    );
    expect(thorax.data.rows).toHaveLength(1);
    expect(thorax.data.filter).toEqual({ type: "practice", categoryId: bank.thorax.id });
    const junk = await run(attemptsRoute.loader, get("/attempts?type=<script>&category=1%27or", { cookie }));
    expect(junk.data.filter).toEqual({ type: "all", categoryId: null });
    // Shaped like an id but not one: ignored, not sent to the database.
    const almost = await run(attemptsRoute.loader, get(`/attempts?category=${"-".repeat(36)}`, { cookie }));
    expect(almost.data.filter).toEqual({ type: "all", categoryId: null });
  });

  it("shows twenty attempts a page, newest first, with the figures over all of them", async () => {
    const user = await makeUser({ plan: "premium" });
    const cookie = await signedInCookie(user.id);
    const day = 24 * 60 * 60 * 1000;
    await getDb()
      .insert(s.attempts)
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          userId: user.id,
          type: "practice" as const,
          pool: "all",
          totalQuestions: 10,
          score: i % 2 ? 100 : 0,
          endedBy: "finish",
          submittedAt: new Date(Date.UTC(2026, 0, 1) + i * day),
        })),
      );
    const first = await run(attemptsRoute.loader, get("/attempts", { cookie }));
    expect(first.data.rows).toHaveLength(20);
    expect(first.data.rows[0].date).toBe("25 Jan 2026");
    expect(first.data.pages).toEqual({ current: 1, count: 2 });
    expect(first.data.summary).toMatchObject({ totalAttempts: 25, averageScore: 48 });
    const second = await run(attemptsRoute.loader, get("/attempts?page=2", { cookie }));
    expect(second.data.rows.map((r: { date: string }) => r.date)).toEqual([
      "5 Jan 2026",
      "4 Jan 2026",
      "3 Jan 2026",
      "2 Jan 2026",
      "1 Jan 2026",
    ]);
    expect(second.data.summary.totalAttempts).toBe(25);
  });

  it("shows nobody else's attempts", async () => {
    const owner = await makeUser({ plan: "premium" });
    await takeTest(await signedInCookie(owner.id), { pool: "free", questionCount: "10" }, ["right"]);
    const other = await makeUser({ plan: "premium" });
    const page = await run(attemptsRoute.loader, get("/attempts", { cookie: await signedInCookie(other.id) }));
    expect(page.data.rows).toEqual([]);
    expect(page.data.summary.totalAttempts).toBe(0);
  });

  it("sends a signed-out visitor to sign in", async () => {
    const page = await run(attemptsRoute.loader, get("/attempts?type=mock"));
    expect(page.location).toBe("/auth?redirectTo=%2Fattempts%3Ftype%3Dmock");
  });
});
