// Answers given offline reach the server late (product-rules#late-answers): made before the mock ran
// out and received within 15 minutes after it they count, once; later ones are refused with a reason.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { makeBank, rightAnswer, type TestBank } from "../fixtures/bank";
import { post, run } from "../fixtures/route";
import { makeUser, signedInCookie } from "../fixtures/users";
import * as configureRoute from "~/routes/dashboard.configure";
import * as questionRoute from "~/routes/question";
import { IDEMPOTENCY_FIELD } from "~/domain/idempotency-key";
import { LATE_ANSWER_REFUSED } from "~/domain/late-answers";
import { getDb } from "~/server/db.server";

let bank: TestBank;
beforeEach(async () => {
  bank = await makeBank();
});

const MINUTE = 60_000;

/** A mock whose 90 minutes ran out `minutesAgo` minutes ago, while its page was offline. */
async function mockThatRanOut(minutesAgo: number) {
  const user = await makeUser({ plan: "premium" });
  const cookie = await signedInCookie(user.id);
  const started = await run(
    configureRoute.action,
    post("/dashboard/configure", { mode: "new", pool: "mock", mockId: bank.mocks[0]!.id }, { cookie }),
  );
  const attemptId = new URL(started.location!, "http://x").searchParams.get("attempt")!;
  await getDb()
    .update(s.attempts)
    .set({ resumedAt: new Date(Date.now() - 5400 * 1000 - minutesAgo * MINUTE) })
    .where(eq(s.attempts.id, attemptId));
  const rows = (
    await getDb().select().from(s.attemptQuestions).where(eq(s.attemptQuestions.attemptId, attemptId))
  ).sort((a, b) => a.displayOrder - b.displayOrder);
  const answer = (n: number, madeMinutesAgo: number, key: string) =>
    run(
      questionRoute.action,
      post(
        `/question?attempt=${attemptId}&q=${n}`,
        {
          intent: "answer",
          advance: "client",
          questionId: rows[n - 1]!.questionId,
          answer: rightAnswer(bank.codeOf(rows[n - 1]!.questionId)),
          madeAt: String(Date.now() - madeMinutesAgo * MINUTE),
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
  return { answer, attempt, stored };
}

describe("answers that arrive after the mock ran out", () => {
  it("count, once, with their marks, when made before the end and received within 15 minutes", async () => {
    const mock = await mockThatRanOut(10);
    const first = await mock.answer(1, 12, "offline-key-1");
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ ok: true });
    // The same queued answer sent again (a retry after a dropped reply) is stored once.
    expect((await mock.answer(1, 12, "offline-key-1")).status).toBe(200);
    expect((await mock.answer(2, 11, "offline-key-2")).status).toBe(200);

    const attempt = await mock.attempt();
    expect(attempt.endedBy).toBe("expired");
    // The mock ended when its time did, not when the server heard of it.
    expect(Math.abs(attempt.submittedAt!.getTime() - (Date.now() - 10 * MINUTE))).toBeLessThan(5_000);
    const stored = await mock.stored();
    expect(stored).toHaveLength(2);
    expect(stored.every((r) => r.marksEarned === 2)).toBe(true);
    expect(attempt.correctCount).toBe(2);
    expect(attempt.score).toBeGreaterThan(0);
  });

  it("are refused with a reason when made after the end, or received more than 15 minutes after it", async () => {
    const ranOut = await mockThatRanOut(5);
    const afterEnd = await ranOut.answer(1, 2, "made-after-end");
    expect(afterEnd.status).toBe(409);
    expect(afterEnd.data).toMatchObject({ ok: false, error: LATE_ANSWER_REFUSED });

    const longAgo = await mockThatRanOut(20);
    const tooLate = await longAgo.answer(1, 25, "received-too-late");
    expect(tooLate.status).toBe(409);
    expect(tooLate.data).toMatchObject({ ok: false, error: LATE_ANSWER_REFUSED });
    expect(await longAgo.stored()).toHaveLength(0);
    expect((await longAgo.attempt()).score).toBe(0);
  });
});
