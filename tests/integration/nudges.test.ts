// Study nudges (app/server/nudges.server.ts): only to verified trainees who asked, once a period, with
// the dashboard's figures, and stopped by one POST to the link in them.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { makeBank } from "../fixtures/bank";
import { get, post, run } from "../fixtures/route";
import { makeUser, signedInCookie } from "../fixtures/users";
import * as authRoute from "~/routes/auth";
import * as profileRoute from "~/routes/profile";
import * as questionRoute from "~/routes/question";
import * as unsubscribeRoute from "~/routes/unsubscribe";
import { startAttempt } from "~/server/attempts.server";
import { settled } from "~/server/background.server";
import { getCurrentPlan } from "~/server/current-plan.server";
import { getDb } from "~/server/db.server";
import { listOutbox } from "~/server/email.server";
import { claimJobs } from "~/server/jobs.server";
import { planNudges } from "~/server/nudges.server";
import { reviewsUpToDate } from "~/server/review-cards.server";

const DAY = 24 * 60 * 60 * 1000;
/** Ten in the morning (UTC) today: after the hour nudges go from. */
const morning = (days = 0) => new Date(new Date().setUTCHours(10, 0, 0, 0) + days * DAY);

const setNudges = (userId: string, nudges: string | null) =>
  getDb().update(s.profiles).set({ nudges }).where(eq(s.profiles.userId, userId));

const nudgesOf = async (userId: string) =>
  (await getDb().select({ nudges: s.profiles.nudges }).from(s.profiles).where(eq(s.profiles.userId, userId)))[0]!
    .nudges;

beforeEach(async () => {
  await makeBank();
});

/** A premium trainee who answered `wrong` questions wrongly, each now due for review. */
async function traineeWithMisses(wrong: number) {
  const user = await makeUser({ plan: "premium" });
  const cookie = await signedInCookie(user.id);
  const { plan } = await getCurrentPlan(user.id);
  const attemptId = (await startAttempt(user.id, plan, {
    pool: "all",
    questionCount: 100,
    isTimed: false,
    showAnswers: true,
    includeWrong: false,
    includeAttempted: true,
  }))!;
  const rows = await getDb().select().from(s.attemptQuestions).where(eq(s.attemptQuestions.attemptId, attemptId));
  for (const row of rows.slice(0, wrong))
    await run(
      questionRoute.action,
      post(
        `/question?attempt=${attemptId}`,
        { intent: "answer", questionId: row.questionId, answer: "spleen" },
        { cookie },
      ),
    );
  await reviewsUpToDate(user.id);
  // Their first relearning step has passed.
  await getDb()
    .update(s.reviewCards)
    .set({ due: new Date(Date.now() - 60_000) })
    .where(eq(s.reviewCards.userId, user.id));
  return { ...user, cookie };
}

describe("study nudges", () => {
  it("sends an opted-in trainee one nudge a day with what is due and the weakest three; none to the unverified or the unasked", async () => {
    const trainee = await traineeWithMisses(4);
    await setNudges(trainee.id, "daily");
    const unverified = await makeUser({ verified: false });
    await setNudges(unverified.id, "daily");
    await makeUser(); // never asked

    expect(await planNudges(morning())).toBe(1);
    await settled();
    // A second planner in the same day (another server, the next hour) adds nothing.
    expect(await planNudges(morning())).toBe(0);
    await settled();

    const outbox = await listOutbox();
    expect(outbox.map((m) => m.to)).toEqual([trainee.email]);
    const [nudge] = outbox;
    expect(nudge!.subject).toBe("4 questions due for review today");
    expect(nudge!.text).toContain("4 questions are due for review.");
    // No sitting chosen: the way to a plan, including the day typed while no dates are announced.
    expect(nudge!.text.replace(/\s+/g, " ")).toContain(
      "Choose your sitting, or the day you expect to sit the exam while no dates are announced, on your profile",
    );
    expect(nudge!.text).toContain("Your weakest structures:");
    expect(nudge!.text.match(/^structure \d+ left/gm)).toHaveLength(3);
    expect(nudge!.text).toContain("http://arrowed.test/dashboard/configure?pool=due");
    const unsubscribeUrl = /^<(.+)>$/.exec(nudge!.headers!["List-Unsubscribe"]!)![1]!;
    expect(unsubscribeUrl).toMatch(/^http:\/\/arrowed\.test\/unsubscribe\?token=/);
    expect(nudge!.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(nudge!.text).toContain(unsubscribeUrl);
  });

  it("is stopped by one POST to its unsubscribe address; opening the link only asks", async () => {
    const trainee = await traineeWithMisses(1);
    await setNudges(trainee.id, "weekly");
    await planNudges(morning());
    await settled();
    const [nudge] = await listOutbox();
    const unsubscribeUrl = /^<(.+)>$/.exec(nudge!.headers!["List-Unsubscribe"]!)![1]!;

    const page = await run(unsubscribeRoute.loader, get(unsubscribeUrl));
    expect(page.status).toBe(200);
    expect(await nudgesOf(trainee.id)).toBe("weekly");

    // A mail client's one-click unsubscribe (RFC 8058), without a session.
    const done = await run(unsubscribeRoute.action, post(unsubscribeUrl, { "List-Unsubscribe": "One-Click" }));
    expect(done.data).toMatchObject({ done: true });
    expect(await nudgesOf(trainee.id)).toBeNull();
    expect(await planNudges(morning(7))).toBe(0);
    await settled();
    expect(await listOutbox()).toHaveLength(1);

    const forged = await run(
      unsubscribeRoute.action,
      post(unsubscribeUrl.replace(/.{4}$/, "AAAA"), { "List-Unsubscribe": "One-Click" }),
    );
    expect(forged.status).toBe(400);
  });

  // On PostgreSQL only: the embedded database's queries take milliseconds each, so there the runner's
  // clock has nearly always moved on by the time planning returns (40 rounds without the fix passed),
  // and the 300 rounds cost seconds.
  it.runIf(process.env.TEST_DB === "postgres")(
    "is due at once for a runner whose clock reads the moment planning returned",
    async () => {
      const trainee = await makeUser();
      await setNudges(trainee.id, "daily");
      // A runner claims what is due by its own clock, in milliseconds. Nudges are stamped by the database's
      // clock, in microseconds: claimed within the same millisecond, one was a fraction of it ahead and
      // waited for the next poll: settled() returned with it unsent (the unsubscribe test above failed so, once).
      for (let round = 0; round < 300; round++) {
        await getDb().delete(s.jobs);
        expect(await planNudges(morning())).toBe(1);
        const claimed = await claimJobs(4, { now: new Date(), kinds: ["nudge"] });
        expect(
          claimed.map((job) => job.kind),
          `round ${round}`,
        ).toEqual(["nudge"]);
      }
    },
  );

  it("is chosen on the profile, daily or weekly, and refused for anything else", async () => {
    const trainee = await makeUser();
    const cookie = await signedInCookie(trainee.id);
    const chosen = await run(profileRoute.action, post("/profile", { intent: "nudges", nudges: "daily" }, { cookie }));
    expect(chosen.status).toBe(302);
    expect(await nudgesOf(trainee.id)).toBe("daily");
    const loaded = await run(profileRoute.loader, get("/profile", { cookie }));
    expect(loaded.data.profile.nudges).toBe("daily");
    const bad = await run(profileRoute.action, post("/profile", { intent: "nudges", nudges: "hourly" }, { cookie }));
    expect(bad.status).toBe(400);
    expect(await nudgesOf(trainee.id)).toBe("daily");
    await run(profileRoute.action, post("/profile", { intent: "nudges", nudges: "none" }, { cookie }));
    expect(await nudgesOf(trainee.id)).toBeNull();
  });

  it("is asked for at sign-up, and waits for the address to be verified", async () => {
    const fields = {
      intent: "signup",
      name: "Dr Nia Nudge",
      specialty: "Clinical Radiology",
      password: "mammography-2026",
      confirmPassword: "mammography-2026",
    };
    await run(authRoute.action, post("/auth", { ...fields, email: "weekly@example.com", nudges: "weekly" }));
    await run(authRoute.action, post("/auth", { ...fields, email: "none@example.com" }));
    const chosen = await getDb()
      .select({ email: s.users.email, nudges: s.profiles.nudges })
      .from(s.users)
      .innerJoin(s.profiles, eq(s.profiles.userId, s.users.id))
      .orderBy(s.users.email);
    expect(chosen).toEqual([
      { email: "none@example.com", nudges: null },
      { email: "weekly@example.com", nudges: "weekly" },
    ]);
    expect(await planNudges(morning())).toBe(0);
    await getDb().update(s.users).set({ emailVerifiedAt: new Date() }).where(eq(s.users.email, "weekly@example.com"));
    expect(await planNudges(morning())).toBe(1);
  });
});
