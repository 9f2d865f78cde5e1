import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { makeBank, type TestBank } from "../fixtures/bank";
import { get, post, run } from "../fixtures/route";
import { makeUser, signedInCookie } from "../fixtures/users";
import * as configureRoute from "~/routes/dashboard.configure";
import * as profileRoute from "~/routes/profile";
import * as questionRoute from "~/routes/question";
import { checkCredentials } from "~/server/account.server";
import { getDb } from "~/server/db.server";
import { dueSummary } from "~/server/review-cards.server";
import { getSessionUser } from "~/server/session.server";

let bank: TestBank;
beforeEach(async () => {
  bank = await makeBank();
});

describe("profile", () => {
  it("shows the summary, the plan from the server and the free questions left", async () => {
    const user = await makeUser({ name: "Dr Jo Bloggs" });
    const cookie = await signedInCookie(user.id);
    const page = await run(profileRoute.loader, get("/profile", { cookie }));
    expect(page.data).toMatchObject({
      email: user.email,
      profile: {
        name: "Dr Jo Bloggs",
        specialty: "Clinical Radiology",
        university: "University of Leeds",
        hospital: "",
      },
      plan: { label: "Free", endsAt: null, status: "Free Plan" },
      trialRemaining: 30,
    });

    const started = await run(
      configureRoute.action,
      post("/dashboard/configure", { mode: "new", pool: "free", questionCount: "10", showAnswers: "on" }, { cookie }),
    );
    const attemptId = new URL(started.location!, "http://x").searchParams.get("attempt")!;
    const question = await run(questionRoute.loader, get(`/question?attempt=${attemptId}&q=1`, { cookie }));
    await run(
      questionRoute.action,
      post(
        `/question?attempt=${attemptId}`,
        { intent: "answer", questionId: question.data.question.id, answer: "a guess" },
        { cookie },
      ),
    );
    expect((await run(profileRoute.loader, get("/profile", { cookie }))).data.trialRemaining).toBe(29);
  });

  it("shows a paid plan's expiry and status", async () => {
    const user = await makeUser({ plan: "premium" });
    const page = await run(profileRoute.loader, get("/profile", { cookie: await signedInCookie(user.id) }));
    expect(page.data.plan).toMatchObject({ label: "Full Access", status: "Active", durationMonths: 3 });
    expect(page.data.plan.endsAt).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  });

  it("updates the editable fields and keeps typed values on error", async () => {
    const user = await makeUser();
    const cookie = await signedInCookie(user.id);
    const bad = await run(
      profileRoute.action,
      post("/profile", { intent: "profile", name: "  ", university: "Oxford" }, { cookie }),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.result.error.name).toEqual(["Full Name is required"]);
    expect(bad.data.result.initialValue.university).toBe("Oxford");

    const good = await run(
      profileRoute.action,
      post(
        "/profile",
        {
          intent: "profile",
          name: "Dr Jo Bloggs",
          specialty: "",
          university: "Oxford",
          hospital: "John Radcliffe",
          email: "hacker@example.com",
        },
        { cookie },
      ),
    );
    expect(good.location).toBe("/profile");
    expect(good.headers.get("Set-Cookie")).toMatch(/^arrowed_toast=/);
    const [profile] = await getDb().select().from(s.profiles).where(eq(s.profiles.userId, user.id));
    expect(profile).toMatchObject({
      name: "Dr Jo Bloggs",
      specialty: null,
      university: "Oxford",
      hospital: "John Radcliffe",
    });
    const [row] = await getDb().select().from(s.users).where(eq(s.users.id, user.id));
    expect(row?.email).toBe(user.email);
  });

  it("refuses a form it does not know with a 400 and a message, changing nothing", async () => {
    const user = await makeUser();
    const cookie = await signedInCookie(user.id);
    const forms: Array<Record<string, string>> = [{ intent: "upgrade", name: "Changed" }, { name: "Changed" }];
    for (const form of forms) {
      const refused = await run(profileRoute.action, post("/profile", form, { cookie }));
      expect(refused.status).toBe(400);
      expect(refused.data.result.error[""]).toEqual(["Unknown action."]);
    }
    const [profile] = await getDb().select().from(s.profiles).where(eq(s.profiles.userId, user.id));
    expect(profile?.name).not.toBe("Changed");
  });

  it("changes the password only with the right current one, and signs other devices out", async () => {
    const user = await makeUser({ password: "first-password" });
    const here = await signedInCookie(user.id);
    const phone = await signedInCookie(user.id);

    const mismatch = await run(
      profileRoute.action,
      post(
        "/profile",
        {
          intent: "password",
          currentPassword: "first-password",
          newPassword: "second-password",
          confirmPassword: "other-password",
        },
        { cookie: here },
      ),
    );
    expect(mismatch.data.result.error.confirmPassword).toEqual(["New passwords do not match"]);
    const wrong = await run(
      profileRoute.action,
      post(
        "/profile",
        {
          intent: "password",
          currentPassword: "not-it",
          newPassword: "second-password",
          confirmPassword: "second-password",
        },
        { cookie: here },
      ),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.data.result.error.currentPassword).toEqual(["Your current password is not right."]);
    expect((await checkCredentials(user.email, "first-password")).ok).toBe(true);

    const ok = await run(
      profileRoute.action,
      post(
        "/profile",
        {
          intent: "password",
          currentPassword: "first-password",
          newPassword: "second-password",
          confirmPassword: "second-password",
        },
        { cookie: here },
      ),
    );
    expect(ok.location).toBe("/profile");
    expect((await checkCredentials(user.email, "second-password")).ok).toBe(true);
    expect(await getSessionUser(get("/", { cookie: here }))).not.toBeNull();
    expect(await getSessionUser(get("/", { cookie: phone }))).toBeNull();
  });

  it("refuses a sixth current password in a quarter of an hour, even the right one, and keeps the old password", async () => {
    const user = await makeUser({ password: "first-password" });
    const cookie = await signedInCookie(user.id);
    const change = (currentPassword: string) =>
      run(
        profileRoute.action,
        post(
          "/profile",
          { intent: "password", currentPassword, newPassword: "second-password", confirmPassword: "second-password" },
          { cookie },
        ),
      );
    for (let i = 0; i < 5; i++) expect((await change(`guess ${i}`)).status).toBe(400);
    const refused = await change("first-password");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(refused.data.result.error[""][0]).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect((await checkCredentials(user.email, "first-password")).ok).toBe(true);
    expect((await checkCredentials(user.email, "second-password")).ok).toBe(false);
  });

  it("resets test data and the review it made but keeps notes and likes, then shows the history", async () => {
    const user = await makeUser({ plan: "premium" });
    const cookie = await signedInCookie(user.id);
    const other = await makeUser({ plan: "premium" });
    const otherCookie = await signedInCookie(other.id);
    const inTwoDays = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    for (const [c, who] of [
      [cookie, user],
      [otherCookie, other],
    ] as const) {
      const started = await run(
        configureRoute.action,
        post("/dashboard/configure", { mode: "new", pool: "all", questionCount: "10" }, { cookie: c }),
      );
      // A wrong answer: due for review within a day.
      const [row] = await getDb()
        .select({ questionId: s.attemptQuestions.questionId })
        .from(s.attemptQuestions)
        .innerJoin(s.attempts, eq(s.attempts.id, s.attemptQuestions.attemptId))
        .where(eq(s.attempts.userId, who.id))
        .limit(1);
      await run(
        questionRoute.action,
        post(started.location!, { intent: "answer", questionId: row!.questionId, answer: "not this" }, { cookie: c }),
      );
      expect((await dueSummary(who.id, "premium", inTwoDays)).due).toBe(1);
    }
    const questionId = bank.questions[0]!.id;
    await getDb().insert(s.notes).values({ userId: user.id, questionId, title: "Keep", content: "me" });
    await getDb().insert(s.likedQuestions).values({ userId: user.id, questionId });

    const unconfirmed = await run(profileRoute.action, post("/profile", { intent: "reset" }, { cookie }));
    expect(unconfirmed.status).toBe(400);
    const reset = await run(profileRoute.action, post("/profile", { intent: "reset", confirm: "yes" }, { cookie }));
    expect(reset.location).toBe("/attempts");

    expect(await getDb().select().from(s.attempts).where(eq(s.attempts.userId, user.id))).toHaveLength(0);
    expect(await getDb().select().from(s.attempts).where(eq(s.attempts.userId, other.id))).toHaveLength(1);
    expect(await getDb().select().from(s.notes).where(eq(s.notes.userId, user.id))).toHaveLength(1);
    expect(await getDb().select().from(s.likedQuestions).where(eq(s.likedQuestions.userId, user.id))).toHaveLength(1);
    // Nothing is left due from the answers that went; the other trainee's review stands.
    expect((await dueSummary(user.id, "premium", inTwoDays)).due).toBe(0);
    expect((await dueSummary(other.id, "premium", inTwoDays)).due).toBe(1);
  });

  it("sends a signed-out visitor to sign in", async () => {
    expect((await run(profileRoute.loader, get("/profile"))).location).toBe("/auth?redirectTo=%2Fprofile");
    expect((await run(profileRoute.action, post("/profile", { intent: "reset", confirm: "yes" }))).location).toBe(
      "/auth?redirectTo=%2Fprofile",
    );
  });
});
