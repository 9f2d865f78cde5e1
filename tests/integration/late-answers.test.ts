// Answers given offline reach the server late (product-rules#late-answers): made before the mock ran
// out, on a page the server proves it served while the mock was open, and received within 15 minutes
// after the end they count, once, unless the mock's marks and key have been shown; the rest are refused
// with a reason, whatever time the device claims.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as s from "../../db/schema";
import { addFullPaper, makeBank, rightAnswer, type TestBank } from "../fixtures/bank";
import { get, post, run } from "../fixtures/route";
import { makeUser, signedInCookie } from "../fixtures/users";
import * as analysisRoute from "~/routes/analysis";
import * as configureRoute from "~/routes/dashboard.configure";
import * as explainRoute from "~/routes/explain";
import * as questionRoute from "~/routes/question";
import { IDEMPOTENCY_FIELD } from "~/domain/idempotency-key";
import { LATE_ANSWER_AFTER_KEY, LATE_ANSWER_REFUSED, LATE_ANSWER_UNPROVEN } from "~/domain/late-answers";
import { getDb } from "~/server/db.server";
import { mockSeconds } from "~/domain/timer";

let bank: TestBank;
beforeEach(async () => {
  bank = await makeBank();
});

const MINUTE = 60_000;

/**
 * A full 100-question mock whose 90 minutes (54 s a question) ran out `minutesAgo` minutes ago, while its page was offline. Question 1 was
 * answered "no idea" while it ran; the page was last served 20 minutes before the end, and its proof
 * is what a queued answer sends back.
 */
async function mockThatRanOut(minutesAgo: number) {
  const user = await makeUser({ plan: "premium" });
  const cookie = await signedInCookie(user.id);
  const paper = await addFullPaper(bank);
  const started = await run(
    configureRoute.action,
    post("/dashboard/configure", { mode: "new", pool: "mock", mockId: paper.id }, { cookie }),
  );
  const attemptId = new URL(started.location!, "http://x").searchParams.get("attempt")!;
  const rows = (
    await getDb().select().from(s.attemptQuestions).where(eq(s.attemptQuestions.attemptId, attemptId))
  ).sort((a, b) => a.displayOrder - b.displayOrder);
  const wrong = await run(
    questionRoute.action,
    post(
      `/question?attempt=${attemptId}&q=1`,
      { intent: "answer", questionId: rows[0]!.questionId, answer: "no idea" },
      { cookie },
    ),
  );
  expect(wrong.status).toBe(302);
  await getDb()
    .update(s.attempts)
    .set({ resumedAt: new Date(Date.now() - mockSeconds(100) * 1000 - minutesAgo * MINUTE) })
    .where(eq(s.attempts.id, attemptId));
  // The page as the server served it 20 minutes before the end, on its clock then.
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() - (minutesAgo + 20) * MINUTE });
  let proof: string;
  try {
    const page = await run(questionRoute.loader, get(`/question?attempt=${attemptId}&q=2`, { cookie }));
    expect(page.status).toBe(200);
    proof = page.data.proof;
    expect(proof).toEqual(expect.any(String));
  } finally {
    vi.useRealTimers();
  }

  const answer = (n: number, madeMinutesAgo: number, key: string, sent: { proof?: string; madeAt?: string } = {}) =>
    run(
      questionRoute.action,
      post(
        `/question.data?attempt=${attemptId}&q=${n}`,
        {
          intent: "answer",
          advance: "client",
          questionId: rows[n - 1]!.questionId,
          answer: rightAnswer(bank.codeOf(rows[n - 1]!.questionId)),
          madeAt: sent.madeAt ?? String(Date.now() - madeMinutesAgo * MINUTE),
          ...(sent.proof === undefined ? { proof } : sent.proof ? { proof: sent.proof } : {}),
          [IDEMPOTENCY_FIELD]: key,
        },
        { cookie },
      ),
    );
  const attempt = async () => (await getDb().select().from(s.attempts).where(eq(s.attempts.id, attemptId)))[0]!;
  const stored = async () =>
    (await getDb().select().from(s.attemptQuestions).where(eq(s.attemptQuestions.attemptId, attemptId))).filter(
      (r) => r.userAnswer,
    );
  return { answer, attempt, stored, cookie, attemptId, proof, mockId: paper.id };
}

describe("answers that arrive after the mock ran out", () => {
  it("count, once, with their marks, when made before the end and received within 15 minutes", async () => {
    const mock = await mockThatRanOut(10);
    const first = await mock.answer(2, 12, "offline-key-2");
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ ok: true });
    // The same queued answer sent again (a retry after a dropped reply) is stored once.
    expect((await mock.answer(2, 12, "offline-key-2")).status).toBe(200);
    expect((await mock.answer(3, 11, "offline-key-3")).status).toBe(200);

    const attempt = await mock.attempt();
    expect(attempt.endedBy).toBe("expired");
    // The mock ended when its time did, not when the server heard of it.
    expect(Math.abs(attempt.submittedAt!.getTime() - (Date.now() - 10 * MINUTE))).toBeLessThan(5_000);
    const stored = await mock.stored();
    expect(stored).toHaveLength(3);
    expect(stored.filter((r) => r.marksEarned === 2)).toHaveLength(2);
    expect(attempt.correctCount).toBe(2);
    expect(attempt.score).toBeGreaterThan(0);
  });

  it("are refused with a reason when made after the end, or received more than 15 minutes after it", async () => {
    const ranOut = await mockThatRanOut(5);
    const afterEnd = await ranOut.answer(2, 2, "made-after-end");
    expect(afterEnd.status).toBe(409);
    expect(afterEnd.data).toMatchObject({ ok: false, error: LATE_ANSWER_REFUSED });

    const longAgo = await mockThatRanOut(20);
    const tooLate = await longAgo.answer(2, 25, "received-too-late");
    expect(tooLate.status).toBe(409);
    expect(tooLate.data).toMatchObject({ ok: false, error: LATE_ANSWER_REFUSED });
    expect(await longAgo.stored()).toHaveLength(1);
    expect((await longAgo.attempt()).score).toBe(0);
  });

  it("are refused without the server's proof of a page served before the end, whatever time they claim", async () => {
    const mock = await mockThatRanOut(5);
    const claimed = await mock.answer(2, 0, "no-proof", { proof: "", madeAt: "0" });
    expect(claimed.status).toBe(409);
    expect(claimed.data).toMatchObject({ ok: false, error: LATE_ANSWER_UNPROVEN });
    // A proof altered by the device (an earlier time, the same signature) proves nothing.
    const [servedAt, signature] = mock.proof.split(".");
    const altered = await mock.answer(2, 0, "altered-proof", {
      proof: `${Number(servedAt) - MINUTE}.${signature}`,
      madeAt: "0",
    });
    expect(altered.status).toBe(409);
    expect(altered.data).toMatchObject({ ok: false, error: LATE_ANSWER_UNPROVEN });
    expect(await mock.stored()).toHaveLength(1);
    expect((await mock.attempt()).score).toBe(0);
  });

  it("never count once the mock's marks and key were shown, even with a proof and within 15 minutes", async () => {
    // The probe: Q1 answered "no idea", the time ran out, the review shows the key, then answers come.
    const mock = await mockThatRanOut(5);
    // An answer kept offline arrives in time; its reply is lost, and it is sent again after the review.
    const madeAt = String(Date.now() - 10 * MINUTE);
    expect((await mock.answer(3, 10, "before-the-review", { madeAt })).status).toBe(200);
    // The page, opened again, finds the time up and goes to the analysis.
    const reopened = await run(
      questionRoute.loader,
      get(`/question?attempt=${mock.attemptId}&q=1`, { cookie: mock.cookie }),
    );
    expect(reopened.location).toBe(`/analysis?attempt=${mock.attemptId}`);
    const review = await run(
      analysisRoute.loader,
      get(`/analysis?attempt=${mock.attemptId}&review=1`, { cookie: mock.cookie }),
    );
    expect(review.status).toBe(200);
    expect(review.data.review.key.length).toBeGreaterThan(0);

    const rewritten = await mock.answer(1, 0, "rewrite-q1", { madeAt: "0" });
    expect(rewritten.status).toBe(409);
    expect(rewritten.data).toMatchObject({ ok: false, error: LATE_ANSWER_AFTER_KEY });
    const blankFilled = await mock.answer(2, 0, "fill-q2", { madeAt: "0" });
    expect(blankFilled.status).toBe(409);
    expect(blankFilled.data).toMatchObject({ ok: false, error: LATE_ANSWER_AFTER_KEY });

    const resent = await mock.answer(3, 10, "before-the-review", { madeAt });
    expect(resent.status).toBe(200);

    const stored = (await mock.stored()).sort((a, b) => a.displayOrder - b.displayOrder);
    expect(stored.map((r) => [r.userAnswer, r.marksEarned])).toEqual([
      ["no idea", 0],
      [expect.any(String), 2],
    ]);
    expect((await mock.attempt()).correctCount).toBe(1);
  });

  it("never count once another sitting of the same paper showed its key", async () => {
    const mock = await mockThatRanOut(5);
    const reopened = await run(
      questionRoute.loader,
      get(`/question?attempt=${mock.attemptId}&q=1`, { cookie: mock.cookie }),
    );
    expect(reopened.location).toBe(`/analysis?attempt=${mock.attemptId}`);
    // The same paper sat again and finished at once: its review shows the same key.
    const again = await run(
      configureRoute.action,
      post("/dashboard/configure", { mode: "new", pool: "mock", mockId: mock.mockId }, { cookie: mock.cookie }),
    );
    const secondId = new URL(again.location!, "http://x").searchParams.get("attempt")!;
    expect(secondId).not.toBe(mock.attemptId);
    await run(
      questionRoute.action,
      post(`/question?attempt=${secondId}`, { intent: "finish" }, { cookie: mock.cookie }),
    );
    const review = await run(
      analysisRoute.loader,
      get(`/analysis?attempt=${secondId}&review=2`, { cookie: mock.cookie }),
    );
    expect(review.data.review.key.length).toBeGreaterThan(0);

    const late = await mock.answer(2, 10, "after-another-sitting");
    expect(late.status).toBe(409);
    expect(late.data).toMatchObject({ ok: false, error: LATE_ANSWER_AFTER_KEY });
    expect(await mock.stored()).toHaveLength(1);
  });

  it("never count once an explanation of the mock's question was served", async () => {
    const mock = await mockThatRanOut(5);
    expect((await mock.answer(2, 10, "in-time")).status).toBe(200);
    const explained = await run(
      explainRoute.loader,
      get(`/question/explain?attempt=${mock.attemptId}&q=2`, { cookie: mock.cookie }),
    );
    expect(explained.status).toBe(200);
    const late = await mock.answer(3, 10, "after-explanation");
    expect(late.status).toBe(409);
    expect(late.data).toMatchObject({ ok: false, error: LATE_ANSWER_AFTER_KEY });
  });
});
