// The key's name at the arrow (docs/product-rules.md#key-label) reaches the page with the key and never
// before: not before answering in practice, not in a running mock, and in the mock's review once submitted.
import { inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { makeBank, rightAnswer, type TestBank } from "../fixtures/bank";
import { get, post, run } from "../fixtures/route";
import { makeUser, signedInCookie } from "../fixtures/users";
import * as analysisRoute from "~/routes/analysis";
import * as configureRoute from "~/routes/dashboard.configure";
import * as questionRoute from "~/routes/question";
import { getDb } from "~/server/db.server";

let bank: TestBank;
beforeEach(async () => {
  bank = await makeBank();
  // Every question with one arrow, as the bank stores them.
  const ids = [...bank.questions, ...bank.mockQuestions].map((q) => q.id);
  await getDb()
    .update(s.questions)
    .set({ imageArrows: [{ tip: [0.42, 0.47], tail: [0.25, 0.3] }], imageWidth: 800, imageHeight: 600 })
    .where(inArray(s.questions.id, ids));
});

async function start(cookie: string, fields: Record<string, string>) {
  const started = await run(
    configureRoute.action,
    post("/dashboard/configure", { mode: "new", ...fields }, { cookie }),
  );
  return new URL(started.location!, "http://x").searchParams.get("attempt")!;
}

const answer = (cookie: string, attemptId: string, questionId: string, text: string) =>
  run(
    questionRoute.action,
    post(`/question?attempt=${attemptId}`, { intent: "answer", questionId, answer: text }, { cookie }),
  );

describe("the key's name at the arrow", () => {
  it("is absent from the question's data before answering and beside the arrowhead after a wrong answer", async () => {
    const user = await makeUser({ plan: "premium" });
    const cookie = await signedInCookie(user.id);
    const attemptId = await start(cookie, { pool: "free", questionCount: "3", showAnswers: "on" });

    const before = await run(questionRoute.loader, get(`/question?attempt=${attemptId}&q=1`, { cookie }));
    const name = rightAnswer(bank.codeOf(before.data.question.id));
    expect(JSON.stringify(before.data)).not.toContain(name);

    await answer(cookie, attemptId, before.data.question.id, "wrong");
    const after = await run(questionRoute.loader, get(`/question?attempt=${attemptId}&q=1`, { cookie }));
    const label = after.data.review.label;
    expect(label.text).toBe(name);
    // Near the tip at (0.42, 0.47), not on it.
    expect(Math.abs(label.x - 0.42)).toBeLessThan(0.05);
    expect(Math.abs(label.y - 0.47)).toBeLessThan(0.05);
  });

  it("stays out of a running mock's data, answered or not, and shows in its review once submitted", async () => {
    const user = await makeUser({ plan: "premium" });
    const cookie = await signedInCookie(user.id);
    const attemptId = await start(cookie, { pool: "mock", mockId: bank.mocks[0]!.id });

    const shown = await run(questionRoute.loader, get(`/question?attempt=${attemptId}&q=1`, { cookie }));
    const name = rightAnswer(bank.codeOf(shown.data.question.id));
    await answer(cookie, attemptId, shown.data.question.id, "wrong");
    const answered = await run(questionRoute.loader, get(`/question?attempt=${attemptId}&q=1`, { cookie }));
    expect(JSON.stringify(answered.data)).not.toContain(name);

    await run(questionRoute.action, post(`/question?attempt=${attemptId}`, { intent: "finish" }, { cookie }));
    const review = await run(analysisRoute.loader, get(`/analysis?attempt=${attemptId}&review=1`, { cookie }));
    expect(review.data.review.label.text).toBe(name);
  });
});
