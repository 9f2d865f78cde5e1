import { and, eq } from "drizzle-orm";
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
});

async function practice(fields: Record<string, string> = {}) {
  const user = await makeUser({ plan: "premium" });
  const cookie = await signedInCookie(user.id);
  const started = await run(
    configureRoute.action,
    post(
      "/dashboard/configure",
      { mode: "new", pool: "all", questionCount: "10", showAnswers: "on", ...fields },
      { cookie },
    ),
  );
  const attemptId = new URL(started.location!, "http://x").searchParams.get("attempt")!;
  const page = await run(questionRoute.loader, get(`/question?attempt=${attemptId}&q=1`, { cookie }));
  return { user, cookie, attemptId, page: page.data };
}

const act = (cookie: string, attemptId: string, fields: Record<string, string>) =>
  run(questionRoute.action, post(`/question?attempt=${attemptId}&q=1`, fields, { cookie }));

/** The right answer to the page's question, given after 20 seconds on it. */
const rightAnswerOn = (page: { question: { id: string }; formKey: string }) => ({
  intent: "answer",
  questionId: page.question.id,
  answer: rightAnswer(bank.codeOf(page.question.id)),
  shownAt: String(Date.now() - 20_000),
  idempotencyKey: page.formKey,
});

async function storedAnswer(attemptId: string, questionId: string) {
  const [row] = await getDb()
    .select()
    .from(s.attemptQuestions)
    .where(and(eq(s.attemptQuestions.attemptId, attemptId), eq(s.attemptQuestions.questionId, questionId)));
  return row!;
}

/** Stored with its 2 marks and the 20 seconds counted once. */
function expectStoredOnce(row: { marksEarned: number | null; timeSpent: number }) {
  expect(row.marksEarned).toBe(2);
  expect(row.timeSpent).toBeGreaterThanOrEqual(19);
  expect(row.timeSpent).toBeLessThan(40);
}

describe("a form sent twice stores once", () => {
  it("gives every render of the question screen a new key", async () => {
    const { cookie, attemptId, page } = await practice();
    const again = await run(questionRoute.loader, get(`/question?attempt=${attemptId}&q=1`, { cookie }));
    expect(page.formKey).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(again.data.formKey).not.toBe(page.formKey);
  });

  it("counts a double-clicked answer's time once and does not refuse the second click once the key shows", async () => {
    const { cookie, attemptId, page } = await practice();
    const form = rightAnswerOn(page);
    const [first, second] = [await act(cookie, attemptId, form), await act(cookie, attemptId, form)];
    expect(first.status).toBe(302);
    expect(second.status).toBe(302);
    expect(second.location).toBe(first.location);
    expectStoredOnce(await storedAnswer(attemptId, page.question.id));
  });

  it("stores an answer sent several times at once once, its time counted once", async () => {
    const { cookie, attemptId, page } = await practice();
    const form = rightAnswerOn(page);
    const sent = await Promise.all([1, 2, 3].map(() => act(cookie, attemptId, form)));
    expect(sent.map((r) => r.status)).toEqual([302, 302, 302]);
    expectStoredOnce(await storedAnswer(attemptId, page.question.id));
  });

  it("puts an answer the marker doubts, sent twice, in the editors' queue once", async () => {
    const { cookie, attemptId, page } = await practice();
    const form = {
      intent: "answer",
      questionId: page.question.id,
      answer: "left zorbular structure",
      idempotencyKey: page.formKey,
    };
    expect((await act(cookie, attemptId, form)).status).toBe(302);
    expect((await act(cookie, attemptId, form)).status).toBe(302);
    const doubts = await getDb()
      .select()
      .from(s.disputes)
      .where(and(eq(s.disputes.attemptId, attemptId), eq(s.disputes.source, "marker")));
    expect(doubts.map((d) => d.userAnswer)).toEqual(["left zorbular structure"]);
    expect((await storedAnswer(attemptId, page.question.id)).userAnswer).toBe("left zorbular structure");
  });

  it("sends a dispute resent by the browser to the team once, and a second dispute with new words as well", async () => {
    const { user, cookie, attemptId, page } = await practice();
    await act(cookie, attemptId, {
      intent: "answer",
      questionId: page.question.id,
      answer: "wrong",
      idempotencyKey: page.formKey,
    });
    const after = await run(questionRoute.loader, get(`/question?attempt=${attemptId}&q=1`, { cookie }));
    const dispute = {
      intent: "dispute",
      questionId: page.question.id,
      message: "My answer names the same vessel.",
      idempotencyKey: after.data.formKey,
    };
    await act(cookie, attemptId, dispute);
    await act(cookie, attemptId, dispute);
    await act(cookie, attemptId, { ...dispute, message: "And the key misspells it." });
    const stored = await getDb()
      .select({ message: s.disputes.message })
      .from(s.disputes)
      .where(eq(s.disputes.userId, user.id));
    expect(stored.map((d) => d.message).sort()).toEqual([
      "And the key misspells it.",
      "My answer names the same vessel.",
    ]);
  });

  it("keeps a note saved again with new words from the same screen", async () => {
    const { user, cookie, attemptId, page } = await practice();
    await act(cookie, attemptId, {
      intent: "answer",
      questionId: page.question.id,
      answer: "wrong",
      idempotencyKey: page.formKey,
    });
    const after = await run(questionRoute.loader, get(`/question?attempt=${attemptId}&q=1`, { cookie }));
    const note = { intent: "note", questionId: page.question.id, title: "Aorta", idempotencyKey: after.data.formKey };
    await act(cookie, attemptId, { ...note, content: "First thought" });
    await act(cookie, attemptId, { ...note, content: "Second thought" });
    const [saved] = await getDb().select({ content: s.notes.content }).from(s.notes).where(eq(s.notes.userId, user.id));
    expect(saved!.content).toBe("Second thought");
  });
});

describe("the analysis review's forms sent twice store once", () => {
  /** A submitted practice whose first question was answered wrongly, and its review's render. */
  async function review() {
    const { user, cookie, attemptId, page } = await practice();
    const questionId = page.question.id as string;
    await act(cookie, attemptId, { intent: "answer", questionId, answer: "wrong" });
    await act(cookie, attemptId, { intent: "finish" });
    const here = `/analysis?attempt=${attemptId}&review=1`;
    const view = await run(analysisRoute.loader, get(here, { cookie }));
    const send = (fields: Record<string, string>) =>
      run(analysisRoute.action, post(here, { questionId, ...fields }, { cookie }));
    return { user, attemptId, questionId, here, formKey: view.data.formKey as string, send };
  }

  it("gives the review its own key, new on every render", async () => {
    const { here, formKey, user } = await review();
    const again = await run(analysisRoute.loader, get(here, { cookie: await signedInCookie(user.id) }));
    expect(formKey).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(again.data.formKey).not.toBe(formKey);
  });

  it("sends a dispute resent from the review to the team once", async () => {
    const { user, formKey, send } = await review();
    const dispute = { intent: "dispute", message: "The arrow points at the right bronchus.", idempotencyKey: formKey };
    expect((await send(dispute)).status).toBe(302);
    expect((await send(dispute)).status).toBe(302);
    const stored = await getDb()
      .select({ message: s.disputes.message })
      .from(s.disputes)
      .where(eq(s.disputes.userId, user.id));
    expect(stored).toHaveLength(1);
  });

  it("does not let a like or a Mark as correct sent again later undo a newer choice", async () => {
    const { user, attemptId, questionId, formKey, send, here } = await review();
    const like = { intent: "like", liked: "true", idempotencyKey: formKey };
    await send(like);
    const later = (await run(analysisRoute.loader, get(here, { cookie: await signedInCookie(user.id) }))).data
      .formKey as string;
    await send({ intent: "like", liked: "false", idempotencyKey: later });
    await send(like); // the first form again, as a retry or the offline queue would send it
    expect(await getDb().select().from(s.likedQuestions).where(eq(s.likedQuestions.userId, user.id))).toHaveLength(0);

    const one = { intent: "override", marks: "1", idempotencyKey: formKey };
    expect((await send(one)).status).toBe(302);
    await send({ intent: "override", marks: "2", idempotencyKey: later });
    expect((await send(one)).status).toBe(302);
    const [row] = await getDb()
      .select({ marks: s.attemptQuestions.userOverrideMarks })
      .from(s.attemptQuestions)
      .where(and(eq(s.attemptQuestions.attemptId, attemptId), eq(s.attemptQuestions.questionId, questionId)));
    expect(row!.marks).toBe(2);
  });
});
