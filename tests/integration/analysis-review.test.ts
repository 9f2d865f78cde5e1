// The review dialog on /analysis: its forms (like, mark as correct, note, dispute) are answered by the
// analysis screen itself, back to the same review, and a refusal comes back there with its message and
// what was typed (docs/product-rules.md#notes).
import { typedValue } from "~/domain/form-refusal";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { makeBank } from "../fixtures/bank";
import { cookiesFrom, get, post, run } from "../fixtures/route";
import { makeUser, signedInCookie } from "../fixtures/users";
import * as analysisRoute from "~/routes/analysis";
import * as configureRoute from "~/routes/dashboard.configure";
import * as questionRoute from "~/routes/question";
import { getDb } from "~/server/db.server";
import { listOutbox } from "~/server/email.server";
import { getNote } from "~/server/study.server";
import { readToast } from "~/server/toast.server";

beforeEach(async () => {
  await makeBank();
});

/** A submitted free practice whose first question was answered wrongly, open on its review. */
async function submittedReview() {
  const user = await makeUser({ plan: "premium" });
  const cookie = await signedInCookie(user.id);
  const started = await run(
    configureRoute.action,
    post("/dashboard/configure", { mode: "new", pool: "free", questionCount: "10", showAnswers: "on" }, { cookie }),
  );
  const attemptId = new URL(started.location!, "http://x").searchParams.get("attempt")!;
  const questionId = (await run(questionRoute.loader, get(`/question?attempt=${attemptId}&q=1`, { cookie }))).data
    .question.id as string;
  await run(
    questionRoute.action,
    post(`/question?attempt=${attemptId}`, { intent: "answer", questionId, answer: "wrong" }, { cookie }),
  );
  await run(questionRoute.action, post(`/question?attempt=${attemptId}`, { intent: "finish" }, { cookie }));
  const here = `/analysis?attempt=${attemptId}&review=1`;
  return {
    user,
    cookie,
    attemptId,
    questionId,
    here,
    act: (fields: Record<string, string>, as = cookie) =>
      run(analysisRoute.action, post(here, { questionId, ...fields }, { cookie: as })),
  };
}

const toastOf = async (result: Awaited<ReturnType<typeof run>>) =>
  (await readToast(new Request("http://arrowed.test/", { headers: { Cookie: cookiesFrom(result) } }))).toast;

describe("the analysis review's forms", () => {
  it("saves a note and comes back to the same review with the review's toast", async () => {
    const { user, questionId, here, act } = await submittedReview();
    const saved = await act({
      intent: "note",
      title: "Left main bronchus",
      content: "Longer and more horizontal than the right.",
    });
    expect(saved.location).toBe(here);
    expect(await toastOf(saved)).toMatchObject({ title: "Success", description: "Note saved successfully!" });
    expect(await getNote(user.id, questionId)).toMatchObject({ title: "Left main bronchus" });
  });

  it("refuses a note without a title or content with 'Missing information', keeping what was typed", async () => {
    const { user, questionId, act } = await submittedReview();
    const refused = await act({ intent: "note", title: "Only a title", content: "   " });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ ok: false, error: "Please fill in both title and content" });
    // Which form it was and what was typed, as the refusal's reply keeps them.
    expect(["intent", "title", "content"].map((name) => typedValue(refused.data, name))).toEqual([
      "note",
      "Only a title",
      "   ",
    ]);
    expect(await getNote(user.id, questionId)).toBeNull();
  });

  it("refuses an empty dispute with its message, and sends a real one", async () => {
    const { questionId, here, act, user } = await submittedReview();
    const empty = await act({ intent: "dispute", message: " " });
    expect(empty.status).toBe(400);
    expect(empty.data).toMatchObject({ ok: false, error: "Please enter your dispute message" });
    expect(typedValue(empty.data, "intent")).toBe("dispute");
    const sent = await act({ intent: "dispute", message: "The arrow points at the right bronchus." });
    expect(sent.location).toBe(here);
    expect(
      await getDb()
        .select()
        .from(s.disputes)
        .where(and(eq(s.disputes.userId, user.id), eq(s.disputes.questionId, questionId))),
    ).toHaveLength(1);
  });

  it("sends at most five disputes an hour per trainee, then refuses with 429 and emails nobody", async () => {
    const { act, user } = await submittedReview();
    const toTeam = async () =>
      (await listOutbox()).filter((m) => m.to === "team@arrowed.example" && m.subject.startsWith("[Dispute]"));
    for (let i = 1; i <= 5; i += 1)
      expect((await act({ intent: "dispute", message: `Dispute number ${i}` })).status).toBe(302);
    const refused = await act({ intent: "dispute", message: "Dispute number 6" });
    expect(refused.status).toBe(429);
    expect(refused.data).toMatchObject({ ok: false, error: expect.stringMatching(/^Too many attempts\. Please wait/) });
    expect(typedValue(refused.data, "intent")).toBe("dispute");
    expect(await toTeam()).toHaveLength(5);
    expect(await getDb().select().from(s.disputes).where(eq(s.disputes.userId, user.id))).toHaveLength(5);
  });

  it("likes, and marks an answer correct, coming back to the review each time", async () => {
    const { user, questionId, here, act } = await submittedReview();
    expect((await act({ intent: "like", liked: "true" })).location).toBe(here);
    expect(
      await getDb()
        .select()
        .from(s.likedQuestions)
        .where(and(eq(s.likedQuestions.userId, user.id), eq(s.likedQuestions.questionId, questionId))),
    ).toHaveLength(1);
    const marked = await act({ intent: "override", marks: "2" });
    expect(marked.location).toBe(here);
    expect(await toastOf(marked)).toMatchObject({ title: "Marked as correct" });
  });

  it("changes nothing for another user, who gets 404", async () => {
    const { user, questionId, act } = await submittedReview();
    const other = await signedInCookie((await makeUser({ plan: "premium" })).id);
    const refused = await act({ intent: "note", title: "Not mine", content: "Not mine" }, other);
    expect(refused.status).toBe(404);
    expect(await getNote(user.id, questionId)).toBeNull();
  });
});
