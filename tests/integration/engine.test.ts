import { and, eq } from "drizzle-orm";
import { fieldError, typedValue } from "~/domain/form-refusal";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as s from "../../db/schema";
import { addFullPaper, makeBank, rightAnswer, type TestBank } from "../fixtures/bank";
import { get, post, run } from "../fixtures/route";
import { makeUser, signedInCookie } from "../fixtures/users";
import * as analysisRoute from "~/routes/analysis";
import * as configureRoute from "~/routes/dashboard.configure";
import * as dashboardRoute from "~/routes/dashboard";
import { refreshCategoryAverages } from "~/routes/dashboard.server";
import * as mockRoute from "~/routes/dashboard.mock";
import * as practiceRoute from "~/routes/dashboard.practice";
import * as questionRoute from "~/routes/question";
import { getDb } from "~/server/db.server";
import { mockSeconds } from "~/domain/timer";

let bank: TestBank;
beforeEach(async () => {
  bank = await makeBank();
});

async function signedIn(plan: "free" | "high_yield" | "premium") {
  const user = await makeUser({ plan });
  return { user, cookie: await signedInCookie(user.id) };
}

const start = (cookie: string, fields: Record<string, string>) =>
  run(configureRoute.action, post("/dashboard/configure", { mode: "new", showAnswers: "on", ...fields }, { cookie }));

const attemptIdFrom = (location: string | null) => new URL(location!, "http://x").searchParams.get("attempt")!;

const view = (cookie: string, attemptId: string, n?: number) =>
  run(questionRoute.loader, get(`/question?attempt=${attemptId}${n ? `&q=${n}` : ""}`, { cookie }));

const act = (cookie: string, attemptId: string, fields: Record<string, string>) =>
  run(questionRoute.action, post(`/question?attempt=${attemptId}`, fields, { cookie }));

describe("access by plan, on the server", () => {
  it("lets a free user start the free set only", async () => {
    const { cookie } = await signedIn("free");
    expect((await start(cookie, { pool: "free", questionCount: "10" })).status).toBe(302);
    for (const [fields, reason] of [
      [{ pool: "high_yield", questionCount: "10" }, "Last Minute Required"],
      [{ pool: "all", questionCount: "10" }, "Subscription Required"],
      [{ pool: "category", categoryId: bank.thorax.id, questionCount: "10" }, "Subscription Required"],
      [{ pool: "mock", mockId: bank.mocks[0]!.id }, "Subscription Required"],
    ] as const) {
      const refused = await start(cookie, fields);
      expect(refused.status, fields.pool).toBe(403);
      expect(refused.data.result.error[""][0]).toBe(reason);
    }
    expect((await run(practiceRoute.loader, get("/dashboard/practice", { cookie }))).status).toBe(403);
    expect((await run(mockRoute.loader, get("/dashboard/mock", { cookie }))).status).toBe(403);
  });

  it("keeps Last Minute out of the all-questions card and mocks 3 and 4", async () => {
    const { cookie } = await signedIn("high_yield");
    expect((await start(cookie, { pool: "high_yield", questionCount: "10" })).status).toBe(302);
    expect((await start(cookie, { pool: "category", categoryId: bank.spine.id, questionCount: "10" })).status).toBe(
      302,
    );
    expect((await start(cookie, { pool: "mock", mockId: bank.mocks[0]!.id })).status).toBe(302);
    const all = await start(cookie, { pool: "all", questionCount: "10" });
    expect(all.status).toBe(403);
    expect(all.data.result.error[""][0]).toBe("Full Access Only");
    const third = await start(cookie, { pool: "mock", mockId: bank.mocks[2]!.id });
    expect(third.status).toBe(403);
    expect(third.data.result.error[""][0]).toBe("Full Access Required");
    const mocks = await run(mockRoute.loader, get("/dashboard/mock", { cookie }));
    expect(mocks.data.mocks.map((m: { lock: { locked: boolean } }) => m.lock.locked)).toEqual([false, false, true]);
  });

  it("opens everything to Full Access", async () => {
    const { cookie } = await signedIn("premium");
    const choices: Array<Record<string, string>> = [
      { pool: "all", questionCount: "10" },
      { pool: "mock", mockId: bank.mocks[2]!.id },
    ];
    for (const fields of choices) {
      expect((await start(cookie, fields)).status).toBe(302);
    }
  });

  it("never draws a premium question for Last Minute, nor a mock question for practice", async () => {
    const { user, cookie } = await signedIn("high_yield");
    await start(cookie, { pool: "category", categoryId: bank.thorax.id, questionCount: "100" });
    const rows = await getDb()
      .select({ level: s.questions.accessLevel, code: s.questions.code })
      .from(s.attemptQuestions)
      .innerJoin(s.attempts, eq(s.attempts.id, s.attemptQuestions.attemptId))
      .innerJoin(s.questions, eq(s.questions.id, s.attemptQuestions.questionId))
      .where(eq(s.attempts.userId, user.id));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.level).not.toBe("premium");
      expect(row.code.startsWith("MCK")).toBe(false);
    }
  });

  it("refuses to show a question the plan no longer opens", async () => {
    const { user, cookie } = await signedIn("premium");
    // Every question outside the mocks: 55 is the available number, so it is offered.
    const started = await start(cookie, { pool: "all", questionCount: "55" });
    const attemptId = attemptIdFrom(started.location);
    await getDb().delete(s.subscriptions).where(eq(s.subscriptions.userId, user.id));
    const premiumRow = (
      await getDb()
        .select()
        .from(s.attemptQuestions)
        .innerJoin(s.questions, eq(s.questions.id, s.attemptQuestions.questionId))
        .where(and(eq(s.attemptQuestions.attemptId, attemptId), eq(s.questions.accessLevel, "premium")))
    )[0]!;
    const refused = await view(cookie, attemptId, premiumRow.attempt_questions.displayOrder);
    expect(refused.status).toBe(403);
  });

  it("does not show another user's attempt", async () => {
    const owner = await signedIn("premium");
    const other = await signedIn("premium");
    const attemptId = attemptIdFrom((await start(owner.cookie, { pool: "all", questionCount: "10" })).location);
    expect((await view(other.cookie, attemptId)).status).toBe(404);
    expect((await act(other.cookie, attemptId, { intent: "finish" })).status).toBe(404);
    expect(
      (await run(analysisRoute.loader, get(`/analysis?attempt=${attemptId}`, { cookie: other.cookie }))).status,
    ).toBe(404);
  });
});

describe("pools and setup", () => {
  it("draws the free set from at most 30 free questions, never mock ones", async () => {
    const { cookie } = await signedIn("free");
    const config = await run(configureRoute.loader, get("/dashboard/configure?pool=free", { cookie }));
    expect(config.data.questionTotal).toBe(30);
    expect(config.data.available).toEqual({ none: 30, wrong: 30, attempted: 30, flagged: 0 });
    expect(config.data.canContinue).toBe(false);
  });

  it("resets a count above availability to the smallest option", async () => {
    const { user, cookie } = await signedIn("high_yield");
    const started = await start(cookie, { pool: "category", categoryId: bank.spine.id, questionCount: "75" });
    const [attempt] = await getDb()
      .select()
      .from(s.attempts)
      .where(eq(s.attempts.id, attemptIdFrom(started.location)));
    expect(attempt?.totalQuestions).toBe(10);
    expect(attempt?.userId).toBe(user.id);
  });

  it("refuses both include options at once", async () => {
    const { cookie } = await signedIn("premium");
    const result = await start(cookie, {
      pool: "all",
      questionCount: "10",
      includeWrong: "on",
      includeAttempted: "on",
    });
    expect(result.status).toBe(400);
    expect(result.data.result.error.includeAttempted[0]).toMatch(/not both/);
  });

  it("continues the newest unfinished attempt, and a new one ends the old", async () => {
    const { user, cookie } = await signedIn("premium");
    const first = attemptIdFrom((await start(cookie, { pool: "all", questionCount: "10" })).location);
    const config = await run(configureRoute.loader, get("/dashboard/configure?pool=all", { cookie }));
    expect(config.data.canContinue).toBe(true);
    const resumed = await start(cookie, { pool: "all", mode: "continue" });
    expect(attemptIdFrom(resumed.location)).toBe(first);

    // Answer two of the first attempt: one right, one wrong; then start anew.
    const rows = await getDb().select().from(s.attemptQuestions).where(eq(s.attemptQuestions.attemptId, first));
    const sorted = rows.sort((a, b) => a.displayOrder - b.displayOrder);
    await act(cookie, first, {
      intent: "answer",
      questionId: sorted[0]!.questionId,
      answer: rightAnswer(bank.codeOf(sorted[0]!.questionId)),
    });
    await act(cookie, first, { intent: "answer", questionId: sorted[1]!.questionId, answer: "no idea" });
    const second = attemptIdFrom((await start(cookie, { pool: "all", questionCount: "10" })).location);
    expect(second).not.toBe(first);
    const [old] = await getDb().select().from(s.attempts).where(eq(s.attempts.id, first));
    expect(old?.submittedAt).not.toBeNull();
    // 2 of 20 marks: the eight unanswered questions count 0 of theirs (product-rules#auto-end).
    expect(old).toMatchObject({ score: 10, correctCount: 1, userId: user.id, endedBy: "auto" });

    // Its analysis and the history show the same score, and marking the wrong one correct keeps the rule.
    const analysis = await run(analysisRoute.loader, get(`/analysis?attempt=${first}`, { cookie }));
    expect(analysis.data.totals.scorePercent).toBe(10);
    expect(analysis.data.attempt).toMatchObject({ autoEnded: true, endedBy: "auto" });
    await act(cookie, first, { intent: "override", questionId: sorted[1]!.questionId, marks: "1" });
    const [marked] = await getDb().select().from(s.attempts).where(eq(s.attempts.id, first));
    expect(marked).toMatchObject({ score: 15, correctCount: 2 });
    expect(
      (await run(analysisRoute.loader, get(`/analysis?attempt=${first}`, { cookie }))).data.totals.scorePercent,
    ).toBe(15);
  });
});

describe("answering", () => {
  async function practice(showAnswers = true) {
    const { user, cookie } = await signedIn("premium");
    const started = await start(cookie, {
      pool: "all",
      questionCount: "10",
      ...(showAnswers ? {} : { showAnswers: "" }),
    });
    const attemptId = attemptIdFrom(started.location);
    const first = await view(cookie, attemptId, 1);
    return { user, cookie, attemptId, first };
  }

  it("keeps the answer key out of the page until the question is answered", async () => {
    const { cookie, attemptId, first } = await practice();
    const code = bank.codeOf(first.data.question.id);
    expect(first.data.review).toBeNull();
    expect(JSON.stringify(first.data)).not.toContain(rightAnswer(code));

    const answered = await act(cookie, attemptId, {
      intent: "answer",
      questionId: first.data.question.id,
      answer: `  ${rightAnswer(code).toUpperCase()} `,
    });
    expect(answered.location).toBe(`/question?attempt=${attemptId}&q=1`);
    const after = await view(cookie, attemptId, 1);
    expect(after.data.review).toMatchObject({ marks: 2, explanation: `Explanation ${Number(code.slice(4))}` });
    expect(after.data.review.key[0]).toEqual({ text: rightAnswer(code), marks: 2 });
    expect(after.data.overview[0]).toMatchObject({ answered: true, marks: 2 });
  });

  it("never reveals answers in practice without Show Answers, and moves on", async () => {
    const { cookie, attemptId, first } = await practice(false);
    const answered = await act(cookie, attemptId, {
      intent: "answer",
      questionId: first.data.question.id,
      answer: "anything",
    });
    expect(answered.location).toBe(`/question?attempt=${attemptId}&q=2`);
    const back = await view(cookie, attemptId, 1);
    expect(back.data.review).toBeNull();
    expect(back.data.overview[0]).toMatchObject({ answered: true, marks: null });
    expect(back.data.question.userAnswer).toBe("anything");
  });

  it("keeps an answer's mark once the key is showing: a changed answer is refused", async () => {
    const { cookie, attemptId, first } = await practice();
    const questionId = first.data.question.id;
    await act(cookie, attemptId, { intent: "answer", questionId, answer: "a guess" });
    const revealed = await view(cookie, attemptId, 1);
    const key = JSON.stringify(revealed.data.review);
    expect(key).toContain(rightAnswer(bank.codeOf(questionId)));
    const changed = await act(cookie, attemptId, {
      intent: "answer",
      questionId,
      answer: rightAnswer(bank.codeOf(questionId)),
    });
    expect(changed.status).toBe(409);
    expect(changed.data.error).toContain("Mark as correct");
    expect((await view(cookie, attemptId, 1)).data.question.userAnswer).toBe("a guess");
  });

  it("lets an answer change while the key is hidden (practice without answers shown)", async () => {
    const { cookie, attemptId, first } = await practice(false);
    const questionId = first.data.question.id;
    await act(cookie, attemptId, { intent: "answer", questionId, answer: "a guess" });
    const changed = await act(cookie, attemptId, {
      intent: "answer",
      questionId,
      answer: rightAnswer(bank.codeOf(questionId)),
    });
    expect(changed.status).toBe(302);
    expect((await view(cookie, attemptId, 1)).data.question.userAnswer).toBe(rightAnswer(bank.codeOf(questionId)));
  });

  it("saves an answer typed but not submitted when Next or Previous is pressed, but never over a revealed one", async () => {
    const { cookie, attemptId, first } = await practice(false);
    const questionId = first.data.question.id;
    const moved = await act(cookie, attemptId, {
      intent: "move",
      questionId,
      to: "2",
      answer: rightAnswer(bank.codeOf(questionId)),
    });
    expect(moved.location).toMatch(/&q=2$/);
    const [saved] = await getDb()
      .select()
      .from(s.attemptQuestions)
      .where(and(eq(s.attemptQuestions.attemptId, attemptId), eq(s.attemptQuestions.questionId, questionId)));
    expect(saved).toMatchObject({ userAnswer: rightAnswer(bank.codeOf(questionId)), marksEarned: 2 });

    const revealedAttempt = await practice();
    const revealedId = revealedAttempt.first.data.question.id;
    await act(revealedAttempt.cookie, revealedAttempt.attemptId, {
      intent: "answer",
      questionId: revealedId,
      answer: "a guess",
    });
    await act(revealedAttempt.cookie, revealedAttempt.attemptId, {
      intent: "move",
      questionId: revealedId,
      to: "2",
      answer: rightAnswer(bank.codeOf(revealedId)),
    });
    expect((await view(revealedAttempt.cookie, revealedAttempt.attemptId, 1)).data.question.userAnswer).toBe("a guess");
  });

  it("refuses a blank answer and keeps the saved one", async () => {
    const { cookie, attemptId, first } = await practice();
    await act(cookie, attemptId, { intent: "answer", questionId: first.data.question.id, answer: "first try" });
    const blank = await act(cookie, attemptId, { intent: "answer", questionId: first.data.question.id, answer: "   " });
    expect(blank.status).toBe(400);
    expect(blank.data.error).toBe("Type an answer first.");
    expect((await view(cookie, attemptId, 1)).data.question.userAnswer).toBe("first try");
  });

  it("refuses a question that is not in the attempt", async () => {
    const { cookie, attemptId } = await practice();
    const outsider = bank.mockQuestions[0]!.id;
    expect((await act(cookie, attemptId, { intent: "answer", questionId: outsider, answer: "x" })).status).toBe(400);
    expect((await act(cookie, attemptId, { intent: "answer", questionId: "not-a-uuid", answer: "x" })).status).toBe(
      400,
    );
  });

  it("records time spent, flags, likes, notes, disputes and overrides", async () => {
    const { user, cookie, attemptId, first } = await practice();
    const questionId = first.data.question.id;
    await act(cookie, attemptId, {
      intent: "answer",
      questionId,
      answer: "wrong",
      shownAt: String(Date.now() - 42_000),
    });
    await act(cookie, attemptId, { intent: "flag", questionId, flagged: "true" });
    await act(cookie, attemptId, { intent: "like", questionId, liked: "true" });
    const note = await act(cookie, attemptId, { intent: "note", questionId, title: "Carina", content: "At T4/5" });
    expect(note.status).toBe(302);
    const emptyNote = await act(cookie, attemptId, { intent: "note", questionId, title: " ", content: "" });
    expect(emptyNote.status).toBe(400);
    expect(emptyNote.data.error).toBe("Please fill in both title and content");
    const blankTitle = await act(cookie, attemptId, {
      intent: "note",
      questionId,
      title: "  ",
      content: "Bifurcation at T4/5",
    });
    expect(blankTitle.status).toBe(400);
    // Told beside the Title field, and what was typed comes back for the re-rendered form.
    expect(fieldError(blankTitle.data, "title")).toBe("Please fill in both title and content");
    expect(fieldError(blankTitle.data, "content")).toBeUndefined();
    expect([typedValue(blankTitle.data, "title"), typedValue(blankTitle.data, "content")]).toEqual([
      "  ",
      "Bifurcation at T4/5",
    ]);
    const emptyDispute = await act(cookie, attemptId, { intent: "dispute", questionId, message: "  " });
    expect(emptyDispute.data.error).toBe("Please enter your dispute message");
    expect((await act(cookie, attemptId, { intent: "dispute", questionId, message: "Key is wrong" })).status).toBe(302);
    const override = await act(cookie, attemptId, { intent: "override", questionId, marks: "2" });
    expect(override.status).toBe(302);

    const [row] = await getDb()
      .select()
      .from(s.attemptQuestions)
      .where(and(eq(s.attemptQuestions.attemptId, attemptId), eq(s.attemptQuestions.questionId, questionId)));
    expect(row).toMatchObject({ flagged: true, marksEarned: 0, userOverrideCorrect: true, userOverrideMarks: 2 });
    expect(row!.timeSpent).toBeGreaterThanOrEqual(41);
    const after = await view(cookie, attemptId, 1);
    expect(after.data.question).toMatchObject({
      flagged: true,
      liked: true,
      note: { title: "Carina", content: "At T4/5" },
    });
    expect(after.data.review).toMatchObject({ marks: 2, overridden: true });
    const disputes = await getDb().select().from(s.disputes).where(eq(s.disputes.userId, user.id));
    expect(disputes).toMatchObject([{ message: "Key is wrong", userAnswer: "wrong", status: "open" }]);
  });

  it("opens notes and disputes only with the answers", async () => {
    const { cookie, attemptId, first } = await practice();
    const questionId = first.data.question.id;
    const early = await act(cookie, attemptId, {
      intent: "note",
      questionId,
      title: "Early",
      content: "Before answering",
    });
    expect(early.status).toBe(403);
    expect((await act(cookie, attemptId, { intent: "dispute", questionId, message: "Too soon" })).status).toBe(403);
    await act(cookie, attemptId, { intent: "answer", questionId, answer: "a guess" });
    expect((await act(cookie, attemptId, { intent: "note", questionId, title: "After", content: "Now" })).status).toBe(
      302,
    );
  });

  it("finishes with marks over possible, then is read-only", async () => {
    const { cookie, attemptId, first } = await practice();
    const code = bank.codeOf(first.data.question.id);
    await act(cookie, attemptId, { intent: "answer", questionId: first.data.question.id, answer: rightAnswer(code) });
    const finished = await act(cookie, attemptId, { intent: "finish" });
    expect(finished.location).toBe(`/analysis?attempt=${attemptId}`);
    const [attempt] = await getDb().select().from(s.attempts).where(eq(s.attempts.id, attemptId));
    expect(attempt).toMatchObject({ score: 10, correctCount: 1, endedBy: "finish" });

    const late = await act(cookie, attemptId, {
      intent: "answer",
      questionId: first.data.question.id,
      answer: "changed",
    });
    expect(late.status).toBe(409);
    expect((await view(cookie, attemptId)).location).toBe(`/analysis?attempt=${attemptId}`);

    const analysis = await run(analysisRoute.loader, get(`/analysis?attempt=${attemptId}&review=1`, { cookie }));
    expect(analysis.data.totals).toMatchObject({ scorePercent: 10, correctCount: 1, totalMarks: 2, possibleMarks: 20 });
    expect(analysis.data.summary).toHaveLength(10);
    expect(analysis.data.attempt.autoEnded).toBe(true);
    expect(analysis.data.review).toMatchObject({ n: 1, marks: 2 });
  });

  it("asks to finish after Next on the last question", async () => {
    const { cookie, attemptId } = await practice();
    const last = await view(cookie, attemptId, 10);
    const next = await act(cookie, attemptId, { intent: "move", questionId: last.data.question.id, to: "11" });
    expect(next.location).toBe(`/question?attempt=${attemptId}&q=10&confirm=finish`);
  });
});

describe("mocks", () => {
  /** The fixture's papers hold 3 questions, so they run 3 × 54 s; `mockId` picks another paper. */
  const SMALL_MOCK = mockSeconds(3);
  async function mock(mockId = bank.mocks[0]!.id) {
    const { cookie } = await signedIn("premium");
    const attemptId = attemptIdFrom(
      (
        await start(cookie, {
          pool: "mock",
          mockId,
          isTimed: "",
          showAnswers: "on",
          questionCount: "10",
        })
      ).location,
    );
    return { cookie, attemptId };
  }

  it("ignores the user's settings: timed at 54 s a question, answers hidden", async () => {
    const { cookie, attemptId } = await mock();
    const [attempt] = await getDb().select().from(s.attempts).where(eq(s.attempts.id, attemptId));
    expect(attempt).toMatchObject({
      type: "mock",
      isTimed: true,
      showAnswers: false,
      timeLimit: 162,
      totalQuestions: 3,
    });
    const page = await view(cookie, attemptId, 1);
    expect(page.data.attempt.remaining).toBeGreaterThan(152);
    await act(cookie, attemptId, {
      intent: "answer",
      questionId: page.data.question.id,
      answer: rightAnswer(bank.codeOf(page.data.question.id)),
    });
    const after = await view(cookie, attemptId, 1);
    expect(after.data.review).toBeNull();
    expect(JSON.stringify(after.data)).not.toContain("Mock explanation");
    expect(after.data.overview[0].marks).toBeNull();
  });

  it("runs a full 100-question paper for 90 minutes, as in the exam", async () => {
    const { cookie, attemptId } = await mock((await addFullPaper(bank)).id);
    const [attempt] = await getDb().select().from(s.attempts).where(eq(s.attempts.id, attemptId));
    expect(attempt).toMatchObject({ timeLimit: 90 * 60, totalQuestions: 100 });
    const page = await view(cookie, attemptId, 1);
    expect(page.data.attempt.remaining).toBeGreaterThan(5390);
    expect(page.data.attempt.remaining).toBeLessThanOrEqual(5400);
  });

  it("refuses answers after its 54 s a question and submits at the next request", async () => {
    const { cookie, attemptId } = await mock();
    const page = await view(cookie, attemptId, 1);
    // Move the clock: the 3-question test began 163 seconds ago and the browser never reported.
    await getDb()
      .update(s.attempts)
      .set({ resumedAt: new Date(Date.now() - (SMALL_MOCK + 1) * 1000) })
      .where(eq(s.attempts.id, attemptId));
    const late = await act(cookie, attemptId, {
      intent: "answer",
      questionId: page.data.question.id,
      answer: "too late",
    });
    expect(late.location).toBe(`/analysis?attempt=${attemptId}`);
    const [attempt] = await getDb().select().from(s.attempts).where(eq(s.attempts.id, attemptId));
    expect(attempt?.submittedAt).not.toBeNull();
    expect(attempt?.timeElapsed).toBe(SMALL_MOCK);
    const [row] = await getDb()
      .select()
      .from(s.attemptQuestions)
      .where(
        and(eq(s.attemptQuestions.attemptId, attemptId), eq(s.attemptQuestions.questionId, page.data.question.id)),
      );
    expect(row?.userAnswer).toBeNull();
  });

  it("times a mock by the application's clock, even when the database's says otherwise", async () => {
    // The application's clock three days ahead of the database's, as on a second machine or a moved test clock.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 3 * 24 * 3600 * 1000 });
    try {
      const { cookie, attemptId } = await mock();
      const page = await view(cookie, attemptId, 1);
      expect(page.data.attempt.remaining).toBeGreaterThan(SMALL_MOCK - 10);
      const answered = await act(cookie, attemptId, {
        intent: "answer",
        questionId: page.data.question.id,
        answer: "aorta",
      });
      expect(answered.location).not.toBe(`/analysis?attempt=${attemptId}`);
    } finally {
      vi.useRealTimers();
    }
  });

  it("stops the clock while paused and restarts it on return", async () => {
    // A full paper: its 90 minutes outlast the ten minutes' stretch and ten minutes' pause below.
    const { cookie, attemptId } = await mock((await addFullPaper(bank)).id);
    await getDb()
      .update(s.attempts)
      .set({ resumedAt: new Date(Date.now() - 600 * 1000) })
      .where(eq(s.attempts.id, attemptId));
    expect((await act(cookie, attemptId, { intent: "pause" })).status).toBe(200);
    const [paused] = await getDb().select().from(s.attempts).where(eq(s.attempts.id, attemptId));
    expect(paused?.timePausedAt).not.toBeNull();
    expect(paused?.timeElapsed).toBeGreaterThanOrEqual(600);
    // Ten minutes away do not count (a mock's pauses share 15 minutes, product-rules#pause-budget).
    await getDb()
      .update(s.attempts)
      .set({ timePausedAt: new Date(Date.now() - 600 * 1000) })
      .where(eq(s.attempts.id, attemptId));
    const back = await view(cookie, attemptId, 1);
    expect(back.data.attempt.remaining).toBeLessThanOrEqual(4800);
    expect(back.data.attempt.remaining).toBeGreaterThan(4700);
  });
});

describe("dashboard", () => {
  it("shows the dashboard's numbers and category performance from the latest answers", async () => {
    const { cookie } = await signedIn("premium");
    const empty = await run(dashboardRoute.loader, get("/dashboard", { cookie }));
    expect(empty.data.stats).toEqual({
      totalQuestions: 0,
      correctAnswers: 0,
      accuracy: 0,
      studyStreak: 0,
      freeTotal: 30,
      freeAttempted: 0,
      mockQuestions: [3, 3, 3],
    });
    expect(empty.data.performance).toEqual([]);

    const attemptId = attemptIdFrom((await start(cookie, { pool: "free", questionCount: "10" })).location);
    const page = await view(cookie, attemptId, 1);
    await act(cookie, attemptId, {
      intent: "answer",
      questionId: page.data.question.id,
      answer: rightAnswer(bank.codeOf(page.data.question.id)),
    });
    const second = await view(cookie, attemptId, 2);
    await act(cookie, attemptId, { intent: "answer", questionId: second.data.question.id, answer: "wrong" });

    const after = await run(dashboardRoute.loader, get("/dashboard", { cookie }));
    expect(after.data.stats).toMatchObject({
      totalQuestions: 2,
      correctAnswers: 1,
      accuracy: 50,
      studyStreak: 1,
      freeAttempted: 2,
    });
    const attempted = after.data.performance.reduce((sum: number, c: { attempted: number }) => sum + c.attempted, 0);
    expect(attempted).toBe(2);
    // One trainee is not enough for everyone's average (product-rules#everyone).
    for (const row of after.data.performance) expect(row.systemAverage).toBeNull();
    expect(after.data.noteCategories).toEqual(["Thorax", "Spine"]);
  });
});

describe("everyone's accuracy per category", () => {
  it("is refreshed from the latest answers, and an unsubmitted mock's answers count only once it is submitted", async () => {
    const answered = async () => {
      await refreshCategoryAverages();
      const rows = await getDb().select().from(s.categoryAverages);
      return rows.reduce((sum, r) => sum + r.answered, 0);
    };
    const before = await answered();
    const { cookie } = await signedIn("premium");
    const attemptId = attemptIdFrom((await start(cookie, { pool: "mock", mockId: bank.mocks[0]!.id })).location);
    const page = await view(cookie, attemptId, 1);
    await act(cookie, attemptId, {
      intent: "answer",
      questionId: page.data.question.id,
      answer: rightAnswer(bank.codeOf(page.data.question.id)),
    });
    expect(await answered()).toBe(before);
    await act(cookie, attemptId, { intent: "finish" });
    expect(await answered()).toBeGreaterThan(before);
  });
});

describe("everyone's figures before anyone has answered", () => {
  it("are kept as a row per category with nothing answered, so later dashboards do not wait for a refresh", async () => {
    await refreshCategoryAverages();
    const rows = await getDb().select().from(s.categoryAverages);
    const categories = await getDb().select({ id: s.categories.id }).from(s.categories);
    expect(rows.map((r) => r.categoryId).sort()).toEqual(categories.map((c) => c.id).sort());
    expect(rows.every((r) => r.answered === 0 && Object.keys(r.accuracyHistogram).length === 0)).toBe(true);

    const { cookie } = await signedIn("premium");
    const dashboard = await run(dashboardRoute.loader, get("/dashboard", { cookie }));
    expect(dashboard.status).toBe(200);
    // The dashboard read the kept rows as they were: nothing was replaced by a refresh on the way.
    const refreshed = async () =>
      (await getDb().select().from(s.categoryAverages).orderBy(s.categoryAverages.categoryId)).map((r) =>
        r.refreshedAt.getTime(),
      );
    expect(await refreshed()).toEqual(
      [...rows].sort((a, b) => a.categoryId.localeCompare(b.categoryId)).map((r) => r.refreshedAt.getTime()),
    );
  });
});

describe("going back after a form from another screen", () => {
  it("honours a path on this site and refuses anything else", async () => {
    const { cookie } = await signedIn("premium");
    const attemptId = attemptIdFrom((await start(cookie, { pool: "all", questionCount: "10" })).location);
    const page = await view(cookie, attemptId, 1);
    const like = (back: string) =>
      run(
        questionRoute.action,
        post(
          `/question?attempt=${attemptId}&back=${encodeURIComponent(back)}`,
          { intent: "like", questionId: page.data.question.id, liked: "true" },
          { cookie },
        ),
      );
    expect((await like("/analysis?attempt=x")).location).toBe("/analysis?attempt=x");
    expect((await like("/\\evil.example")).location).toBe(`/question?attempt=${attemptId}&q=1`);
    expect((await like("https://evil.example")).location).toBe(`/question?attempt=${attemptId}&q=1`);
  });
});
