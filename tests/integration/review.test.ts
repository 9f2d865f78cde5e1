// Spaced review from the answers (app/server/review-cards.server.ts): a wrong answer falls due soon, a good
// one later; a mock counts once submitted; an override counts as its marks; the due list keeps to the plan.
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { makeBank, type TestBank } from "../fixtures/bank";
import { get, post, run } from "../fixtures/route";
import { makeUser, signedInCookie } from "../fixtures/users";
import * as analysisRoute from "~/routes/analysis";
import * as dashboardRoute from "~/routes/dashboard";
import * as configureRoute from "~/routes/dashboard.configure";
import { refreshCategoryAverages } from "~/routes/dashboard.server";
import * as profileRoute from "~/routes/profile";
import * as questionRoute from "~/routes/question";
import { startAttempt, type TestSettings } from "~/server/attempts.server";
import { getDb } from "~/server/db.server";
import { getCurrentPlan } from "~/server/current-plan.server";
import { dueQuestionIds, dueSummary, reviewsUpToDate, weakestStructures } from "~/server/review-cards.server";

const DAY = 24 * 60 * 60 * 1000;
const later = (days: number) => new Date(Date.now() + days * DAY);

let bank: TestBank;
beforeEach(async () => {
  bank = await makeBank();
});
const idOf = (code: string) => [...bank.questions, ...bank.mockQuestions].find((q) => q.code === code)!.id;

async function trainee(plan: "free" | "premium" = "premium") {
  const user = await makeUser({ plan });
  const cookie = await signedInCookie(user.id);
  const { plan: current } = await getCurrentPlan(user.id);
  const start = async (settings: Partial<TestSettings>) => {
    const attemptId = (await startAttempt(user.id, current, {
      pool: "all",
      questionCount: 100,
      isTimed: false,
      showAnswers: true,
      includeWrong: false,
      includeAttempted: true,
      ...settings,
    }))!;
    const act = (fields: Record<string, string>) =>
      run(questionRoute.action, post(`/question?attempt=${attemptId}`, fields, { cookie }));
    return {
      attemptId,
      act,
      answer: (code: string, text: string) => act({ intent: "answer", questionId: idOf(code), answer: text }),
    };
  };
  return { user, plan: current, start };
}

// The cards as any reader of them sees them: brought up to date with the answers first.
const card = async (userId: string, questionId: string) => {
  await reviewsUpToDate(userId);
  return (
    await getDb()
      .select()
      .from(s.reviewCards)
      .where(and(eq(s.reviewCards.userId, userId), eq(s.reviewCards.questionId, questionId)))
  )[0];
};

describe("spaced review", () => {
  it("makes a wrong answer due for review at once and a right one days later; answering well moves it further", async () => {
    const { user, plan, start } = await trainee();
    const practice = await start({});
    await practice.answer("TST-001", "not this structure"); // 0 marks
    await practice.answer("TST-002", "structure 2 left"); // 2 marks

    // product-rules#spaced-review: a miss can be reviewed the same day, straight after the test.
    expect(await dueQuestionIds(user.id, plan, new Date())).toEqual([idOf("TST-001")]);
    const summary = await dueSummary(user.id, plan, new Date());
    expect(summary.due).toBe(1);
    expect((await card(user.id, idOf("TST-001")))!.due.getTime()).toBeLessThan(later(1 / 24).getTime());
    expect((await card(user.id, idOf("TST-002")))!.due.getTime()).toBeGreaterThan(later(1.01).getTime());
    expect(summary.nextDue!.getTime()).toBe((await card(user.id, idOf("TST-002")))!.due.getTime());

    // Reviewed again, correctly this time (a new practice): due further ahead than the first wrong answer left it.
    const before = (await card(user.id, idOf("TST-001")))!.due;
    const again = await start({});
    await again.answer("TST-001", "structure 1 left");
    const after = (await card(user.id, idOf("TST-001")))!;
    expect(after.due.getTime()).toBeGreaterThan(before.getTime());
    expect(after.reps).toBe(2);
    const logs = await getDb()
      .select()
      .from(s.reviewLogs)
      .where(and(eq(s.reviewLogs.userId, user.id), eq(s.reviewLogs.questionId, idOf("TST-001"))));
    expect(logs.map((l) => l.rating).sort()).toEqual([1, 3]);
  });

  it("offers five missed questions for review the same day, on the dashboard and in the review test", async () => {
    const { user, start } = await trainee();
    const cookie = await signedInCookie(user.id);
    const practice = await start({});
    const missed = ["TST-001", "TST-002", "TST-003", "TST-004", "TST-005"];
    for (const code of missed) await practice.answer(code, "no idea");
    await practice.act({ intent: "finish" });

    const dashboard = await run(dashboardRoute.loader, get("/dashboard", { cookie }));
    expect(dashboard.data.review.due).toBe(5);
    const setup = await run(configureRoute.loader, get("/dashboard/configure?pool=due", { cookie }));
    expect(setup.data.available.none).toBe(5);
    const started = await run(
      configureRoute.action,
      post(
        "/dashboard/configure?pool=due",
        { pool: "due", mode: "new", questionCount: "10", showAnswers: "on" },
        { cookie },
      ),
    );
    expect(started.status).toBe(302);
    const attemptId = new URL(started.location!, "http://arrowed.test").searchParams.get("attempt")!;
    const rows = await getDb().select().from(s.attemptQuestions).where(eq(s.attemptQuestions.attemptId, attemptId));
    expect(rows.map((r) => r.questionId).sort()).toEqual(missed.map(idOf).sort());
  });

  it("lists the most overdue first", async () => {
    const { user, plan, start } = await trainee();
    const practice = await start({});
    await practice.answer("TST-003", "wrong"); // due first
    await practice.answer("TST-001", "structure 1"); // 1 mark: Hard, due later
    const due = await dueQuestionIds(user.id, plan, later(30));
    expect(due.indexOf(idOf("TST-003"))).toBeLessThan(due.indexOf(idOf("TST-001")));
  });

  it("counts a mock's answers only once it is submitted, and an override as its marks", async () => {
    const { user, start } = await trainee();
    const mock = await start({ pool: "mock", mockId: bank.mocks[0]!.id });
    await mock.answer("MCK-001", "wrong answer");
    expect(await card(user.id, idOf("MCK-001"))).toBeUndefined();
    await mock.act({ intent: "finish" });
    expect((await card(user.id, idOf("MCK-001")))!.lastRating).toBe(1);
    // Opened in the mock and left blank counts as Again; never opened, no review at all.
    expect(await card(user.id, idOf("MCK-003"))).toBeUndefined();

    const practice = await start({});
    await practice.answer("TST-005", "not it");
    expect((await card(user.id, idOf("TST-005")))!.lastRating).toBe(1);
    await practice.act({ intent: "override", questionId: idOf("TST-005"), marks: "2" });
    expect((await card(user.id, idOf("TST-005")))!.lastRating).toBeGreaterThanOrEqual(3);
  });

  it("keeps the due list to the plan's questions and never offers a mock's", async () => {
    const premium = await trainee();
    const mock = await premium.start({ pool: "mock", mockId: bank.mocks[0]!.id });
    await mock.answer("MCK-001", "wrong");
    await mock.act({ intent: "finish" });
    const practice = await premium.start({});
    await practice.answer("TST-040", "wrong"); // a premium question
    expect(await dueQuestionIds(premium.user.id, premium.plan, later(2))).toEqual([idOf("TST-040")]);
    // On Free, the same card is out of reach.
    expect(await dueQuestionIds(premium.user.id, "free", later(2))).toEqual([]);
    // So for the dashboard's count and weakest structures, whichever plan asked first (each plan has its own query).
    expect((await dueSummary(premium.user.id, premium.plan, later(2))).due).toBe(1);
    expect((await dueSummary(premium.user.id, "free", later(2))).due).toBe(0);
    expect((await weakestStructures(premium.user.id, premium.plan, later(2))).map((w) => w.code)).toEqual(["TST-040"]);
    expect(await weakestStructures(premium.user.id, "free", later(2))).toEqual([]);
  });

  it("names the weakest structures by their key, least likely recalled first", async () => {
    const { user, plan, start } = await trainee();
    const practice = await start({});
    await practice.answer("TST-001", "wrong");
    await practice.answer("TST-002", "structure 2"); // Hard
    await practice.answer("TST-004", "structure 4 left"); // Good: not weak
    const weak = await weakestStructures(user.id, plan, later(3));
    expect(weak.map((w) => w.answer)).toEqual(["structure 1 left", "structure 2 left"]);
    expect(weak.map((w) => w.detail)).toEqual(["Missed once · due now", "Missed once · due now"]);
    const dashboard = await run(dashboardRoute.loader, get("/dashboard", { cookie: await signedInCookie(user.id) }));
    expect(dashboard.data.review.weakest.map((w: { detail: string }) => w.detail)).toEqual([
      "Missed once · due now",
      "Missed once · due now",
    ]);
    // The test's analysis names them too (just after answering, their order is a near tie).
    await practice.act({ intent: "finish" });
    const cookie = await signedInCookie(user.id);
    const analysis = await run(analysisRoute.loader, get(`/analysis?attempt=${practice.attemptId}`, { cookie }));
    expect(analysis.data.weakest.map((w: { answer: string }) => w.answer).sort()).toEqual([
      "structure 1 left",
      "structure 2 left",
    ]);
  });

  it("shows where a mock's score stands once the paper has 20 finished sittings", async () => {
    const { user, start } = await trainee();
    const cookie = await signedInCookie(user.id);
    const mockId = bank.mocks[0]!.id;
    const mock = await start({ pool: "mock", mockId });
    await mock.answer("MCK-001", "mock answer 1");
    await mock.act({ intent: "finish" });
    const standing = async () =>
      (await run(analysisRoute.loader, get(`/analysis?attempt=${mock.attemptId}`, { cookie }))).data.standing;
    expect(await standing()).toEqual({ sittings: 1, percentBeaten: null });

    // 19 more finished sittings by others: scores 0 to 90; ours is 2 marks of 6, 33 %.
    const other = await makeUser({ plan: "premium" });
    const scores = Array.from({ length: 19 }, (_, i) => i * 5);
    await getDb()
      .insert(s.attempts)
      .values(
        scores.map((score) => ({
          userId: other.id,
          type: "mock" as const,
          pool: "mock",
          mockId,
          totalQuestions: 3,
          score,
          submittedAt: new Date(),
          endedBy: "finish",
        })),
      );
    // An unfinished sitting does not count.
    await getDb()
      .insert(s.attempts)
      .values({ userId: other.id, type: "mock", pool: "mock", mockId, totalQuestions: 3 });
    const mine = (await getDb().select().from(s.attempts).where(eq(s.attempts.id, mock.attemptId)))[0]!.score!;
    const lower = scores.filter((score) => score < mine).length;
    expect(await standing()).toEqual({ sittings: 20, percentBeaten: Math.floor((lower / 19) * 100) });
  });

  it("gives a practice test no standing", async () => {
    const { user, start } = await trainee();
    const cookie = await signedInCookie(user.id);
    const practice = await start({});
    await practice.answer("TST-001", "structure 1 left");
    await practice.act({ intent: "finish" });
    expect(
      (await run(analysisRoute.loader, get(`/analysis?attempt=${practice.attemptId}`, { cookie }))).data.standing,
    ).toBeNull();
  });
});

describe("where a trainee stands in a category", () => {
  it("shows the share of trainees whose accuracy in the category is lower, once 20 have answered there", async () => {
    const thoraxQuestion = bank.questions.find((q, i) => i % 2 === 0)!; // the fixture puts even ones in Thorax
    const db = getDb();
    // 21 other trainees, each with one counted answer to a Thorax question: 10 right, 11 wrong.
    const others = await db
      .insert(s.users)
      .values(
        Array.from({ length: 21 }, (_, i) => ({
          email: `peer${i}@example.com`,
          passwordHash: "not used",
          emailVerifiedAt: new Date(),
        })),
      )
      .returning({ id: s.users.id });
    const attempts = await db
      .insert(s.attempts)
      .values(
        others.map((u) => ({
          userId: u.id,
          type: "practice" as const,
          pool: "all",
          totalQuestions: 1,
          submittedAt: new Date(),
          endedBy: "finish",
        })),
      )
      .returning({ id: s.attempts.id });
    await db.insert(s.attemptQuestions).values(
      attempts.map((a, i) => ({
        attemptId: a.id,
        questionId: thoraxQuestion.id,
        displayOrder: 1,
        userAnswer: i < 10 ? "right" : "wrong",
        marksEarned: i < 10 ? 2 : 0,
        isCorrect: i < 10,
        answeredAt: new Date(),
      })),
    );
    const { user, start } = await trainee();
    const cookie = await signedInCookie(user.id);
    const practice = await start({});
    await practice.answer(thoraxQuestion.code, `structure ${Number(thoraxQuestion.code.slice(4))} left`);
    await refreshCategoryAverages();
    const thorax = (await run(dashboardRoute.loader, get("/dashboard", { cookie }))).data.performance.find(
      (p: { name: string }) => p.name === "Thorax",
    );
    // Ours is 100 %; 11 of the 21 others are below it.
    expect(thorax).toMatchObject({ accuracy: 100, percentile: Math.floor((11 / 21) * 100) });
  });
});

describe("a plan to the sitting", () => {
  const sitting = (anatomyDate: string, label: string) => ({
    label,
    slug: label.toLowerCase().replace(/\s+/g, "-"),
    physicsDate: anatomyDate,
    anatomyDate,
    startsAt: new Date(`${anatomyDate}T09:00:00Z`),
    bookingOpensMembers: "2026-01-01",
    membersLabel: "members",
    bookingOpensNonMembers: "2026-01-08",
    closingDate: "2026-02-01",
    resultsDate: "2027-04-01",
    ukMemberFeeMin: 300,
    ukMemberFeeMax: 400,
    ukNonMemberFee: 500,
    ukVenues: ["London"],
    globalFees: {},
  });
  const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

  it("is chosen on /profile from the sittings still ahead, and the dashboard counts the days and today's target", async () => {
    const { user, start } = await trainee();
    const cookie = await signedInCookie(user.id);
    const [ahead, past] = await getDb()
      .insert(s.examSittings)
      .values([sitting(inDays(20), "Ahead 2027"), sitting("2025-09-12", "Past 2025")])
      .returning();
    const dashboard = async () => (await run(dashboardRoute.loader, get("/dashboard", { cookie }))).data.studyPlan;
    expect(await dashboard()).toBeNull();

    const profile = await run(profileRoute.loader, get("/profile", { cookie }));
    expect(profile.data.sittings.map((x: { label: string }) => x.label)).toEqual(["Ahead 2027"]);
    const refused = await run(
      profileRoute.action,
      post("/profile", { intent: "sitting", sittingId: past!.id }, { cookie }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.result.error.sittingId).toEqual(["Choose a sitting from the list."]);
    expect(
      (await run(profileRoute.action, post("/profile", { intent: "sitting", sittingId: ahead!.id }, { cookie })))
        .status,
    ).toBe(302);

    const practice = await start({});
    await practice.answer("TST-001", "structure 1 left");
    const plan = (await dashboard())!;
    // 55 practice questions on Full Access, one answered, over the days left (19 or 20 by the hour).
    expect(plan.sitting).toBe("Ahead 2027");
    expect([19, 20]).toContain(plan.daysLeft);
    expect(plan.newPerDay).toBe(Math.ceil(54 / plan.daysLeft));
    expect(plan).toMatchObject({ target: plan.newPerDay, doneToday: 1 });
  });
});

describe("review cards brought up to date when read", () => {
  const pendingRows = async (userId: string) =>
    (
      await getDb()
        .select({ questionId: s.attemptQuestions.questionId })
        .from(s.attemptQuestions)
        .innerJoin(s.attempts, eq(s.attempts.id, s.attemptQuestions.attemptId))
        .where(and(eq(s.attempts.userId, userId), eq(s.attemptQuestions.reviewPending, true)))
    ).map((r) => r.questionId);

  it("leaves an answer's review to the next reader, who finds it on the dashboard", async () => {
    const { user, start } = await trainee();
    const practice = await start({});
    await practice.answer("TST-001", "not this structure");
    expect(await pendingRows(user.id)).toEqual([idOf("TST-001")]);

    const cookie = await signedInCookie(user.id);
    const dashboard = await run(dashboardRoute.loader, get("/dashboard", { cookie }));
    expect(dashboard.data.review.weakest.map((w: { name: string }) => w.name)).toEqual(["structure 1 left"]);
    expect(await pendingRows(user.id)).toEqual([]);
  });

  it("gives readers arriving together one rebuild, with one card and one log per answer", async () => {
    const { user, plan, start } = await trainee();
    const practice = await start({});
    await practice.answer("TST-001", "wrong");
    await practice.answer("TST-002", "wrong");
    const [due] = await Promise.all([
      dueQuestionIds(user.id, plan, later(2)),
      dueSummary(user.id, plan, later(2)),
      weakestStructures(user.id, plan, later(2)),
      reviewsUpToDate(user.id),
      reviewsUpToDate(user.id),
    ]);
    expect([...due].sort()).toEqual([idOf("TST-001"), idOf("TST-002")].sort());
    const cards = await getDb().select().from(s.reviewCards).where(eq(s.reviewCards.userId, user.id));
    const logs = await getDb().select().from(s.reviewLogs).where(eq(s.reviewLogs.userId, user.id));
    expect(cards).toHaveLength(2);
    expect(logs).toHaveLength(2);
  });

  // Two connections at once: the embedded database has one.
  it.runIf(process.env.TEST_DB === "postgres")(
    "leaves an answer being written for the next reader, who sees its new marks",
    async () => {
      const { user, start } = await trainee();
      const practice = await start({});
      await practice.answer("TST-001", "wrong");
      await practice.answer("TST-002", "wrong");
      await getDb().transaction(async (tx) => {
        // The answer to TST-001 is corrected, and not yet committed, while the cards are read.
        await tx
          .update(s.attemptQuestions)
          .set({ userAnswer: "structure 1 left", marksEarned: 2, isCorrect: true, reviewPending: true })
          .where(
            and(
              eq(s.attemptQuestions.attemptId, practice.attemptId),
              eq(s.attemptQuestions.questionId, idOf("TST-001")),
            ),
          );
        await reviewsUpToDate(user.id);
      });
      expect(await pendingRows(user.id)).toEqual([idOf("TST-001")]);
      expect((await card(user.id, idOf("TST-001")))!.lastRating).toBeGreaterThanOrEqual(3);
      expect((await card(user.id, idOf("TST-002")))!.lastRating).toBe(1);
      expect(await pendingRows(user.id)).toEqual([]);
    },
  );
});
