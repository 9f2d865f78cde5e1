import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attemptQuestions, emailLog, profiles, sessions, users } from "../../db/schema";
import { makeBank, WHOLE_BANK_PRACTICE } from "../fixtures/bank";
import { cookiesFrom, get, post, run } from "../fixtures/route";
import { makeUser, signedInCookie } from "../fixtures/users";
import * as authRoute from "~/routes/auth";
import * as dashboardRoute from "~/routes/dashboard";
import * as logoutRoute from "~/routes/logout";
import * as questionRoute from "~/routes/question";
import { startAttempt } from "~/server/attempts.server";
import { settled } from "~/server/background.server";
import { getCurrentPlan } from "~/server/current-plan.server";
import { getDb } from "~/server/db.server";
import { listOutbox } from "~/server/email.server";
import { getSessionUser } from "~/server/session.server";
import { readToast } from "~/server/toast.server";

const toastOf = async (result: Awaited<ReturnType<typeof run>>) =>
  (await readToast(new Request("http://arrowed.test/", { headers: { Cookie: cookiesFrom(result) } }))).toast;

const signUpFields = (overrides: Record<string, string> = {}) => ({
  intent: "signup",
  name: "Dr Grace Hopper",
  email: "Grace.Hopper@Example.com",
  specialty: "Clinical Radiology",
  university: "University of Bristol",
  hospital: "",
  password: "mammography-2026",
  confirmPassword: "mammography-2026",
  ...overrides,
});

const signIn = (email: string, password: string, extra: Record<string, string> = {}) =>
  run(authRoute.action, post("/auth", { intent: "signin", email, password, ...extra }));

describe("sign-up", () => {
  it("creates the account, emails a verification link and a welcome, and goes to /verify-email", async () => {
    const result = await run(authRoute.action, post("/auth", signUpFields()));

    expect(result.status).toBe(302);
    expect(result.location).toBe("/verify-email?email=grace.hopper%40example.com&sent=1");
    const [user] = await getDb().select().from(users).where(eq(users.email, "grace.hopper@example.com"));
    expect(user?.emailVerifiedAt).toBeNull();
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(profile).toMatchObject({ name: "Dr Grace Hopper", university: "University of Bristol", hospital: null });

    await settled();
    const outbox = await listOutbox();
    expect(outbox.map((m) => m.subject).sort()).toEqual(["Verify your email for Arrowed", "Welcome to Arrowed"]);
    const verification = outbox.find((m) => m.subject.startsWith("Verify"))!;
    expect(verification.to).toBe("grace.hopper@example.com");
    expect(verification.text).toMatch(/http:\/\/arrowed\.test\/verify-email\?token=[\w-]+/);
    expect(verification.text).toMatch(/\b\d{6}\b/);
    const logged = await getDb().select().from(emailLog);
    expect(logged.map((l) => l.status)).toEqual(["outbox", "outbox"]);
  });

  it("refuses mismatched passwords with its message and keeps what was typed", async () => {
    const result = await run(authRoute.action, post("/auth", signUpFields({ confirmPassword: "something-else" })));

    expect(result.status).toBe(400);
    expect(result.data.result.error.confirmPassword).toEqual(["Passwords do not match"]);
    expect(result.data.result.initialValue).toMatchObject({
      name: "Dr Grace Hopper",
      email: "Grace.Hopper@Example.com",
    });
    expect(result.data.result.initialValue.password).toBeUndefined();
    expect(await getDb().select().from(users)).toHaveLength(0);
  });

  it("asks for at least 8 characters", async () => {
    const result = await run(
      authRoute.action,
      post("/auth", signUpFields({ password: "short", confirmPassword: "short" })),
    );
    expect(result.status).toBe(400);
    expect(result.data.result.error.password).toEqual(["Password must be at least 8 characters long"]);
  });

  it("requires the starred fields", async () => {
    const result = await run(authRoute.action, post("/auth", signUpFields({ name: " ", email: "" })));
    expect(result.status).toBe(400);
    expect(result.data.result.error.name).toEqual(["Full Name is required"]);
    expect(result.data.result.error.email).toEqual(["Email is required"]);
  });

  it("answers an address that already has an account as it answers a new one, and tells the owner by email", async () => {
    const owner = await makeUser({ name: "Dr Grace Owner" });
    const fresh = await run(authRoute.action, post("/auth", signUpFields({ email: "someone.new@example.com" })));
    const again = await run(authRoute.action, post("/auth", signUpFields({ email: owner.email.toUpperCase() })));
    await settled();

    expect(again.status).toBe(fresh.status);
    expect(again.location).toBe(`/verify-email?${new URLSearchParams({ email: owner.email, sent: "1" })}`);
    expect({ ...(await toastOf(again)), id: "" }).toEqual({ ...(await toastOf(fresh)), id: "" });
    expect(await getDb().select().from(users).where(eq(users.email, owner.email))).toHaveLength(1);
    const toOwner = (await listOutbox()).filter((m) => m.to === owner.email);
    expect(toOwner.map((m) => m.subject)).toEqual(["Someone tried to sign up with your email"]);
    expect(toOwner[0]!.text).toContain("Dr Grace Owner");
    expect(toOwner[0]!.text).toContain("http://arrowed.test/auth");
  });

  it("refuses a name that carries a message or a link, saying what a name may hold, and sends nothing", async () => {
    const result = await run(
      authRoute.action,
      post("/auth", signUpFields({ name: "Dr X. ACTION NEEDED: pay at https://billing.example" })),
    );
    expect(result.status).toBe(400);
    expect(result.data.result.error.name).toEqual(["Use letters, spaces, hyphens, apostrophes and full stops only"]);
    const link = await run(authRoute.action, post("/auth", signUpFields({ name: "Pay at arrowed-billing.example" })));
    expect(link.status).toBe(400);
    expect(link.data.result.error.name).toEqual(["A name cannot contain a web address"]);
    await settled();
    expect(await getDb().select().from(users)).toHaveLength(0);
    expect(await listOutbox()).toEqual([]);
  });

  it("writes nothing the visitor typed into the emails to an address not yet verified", async () => {
    await run(authRoute.action, post("/auth", signUpFields({ name: "Dr Action Needed Confirm Billing Now" })));
    await run(authRoute.action, post("/auth", signUpFields({ name: "Dr Someone Else Entirely" })), {
      clientIp: "198.51.100.2",
    });
    await run(authRoute.action, post("/auth", { intent: "forgot", email: "grace.hopper@example.com" }));
    await settled();

    const outbox = await listOutbox();
    expect(outbox.map((m) => m.subject).sort()).toEqual([
      "Reset your Arrowed password",
      "Someone tried to sign up with your email",
      "Verify your email for Arrowed",
      "Welcome to Arrowed",
    ]);
    for (const message of outbox) {
      expect(message.to).toBe("grace.hopper@example.com");
      for (const typed of ["Action Needed", "Billing", "Someone Else", "Clinical Radiology", "Bristol"]) {
        expect(message.text, message.subject).not.toContain(typed);
        expect(message.html, message.subject).not.toContain(typed);
      }
    }
    expect(outbox.find((m) => m.subject.startsWith("Verify"))!.text).toMatch(/^Hello,$/m);
  });

  it("throttles repeated sign-ups for one address, from any client", async () => {
    for (let i = 0; i < 5; i++) {
      await run(authRoute.action, post("/auth", signUpFields()), { clientIp: `198.51.100.${i}` });
    }
    const blocked = await run(authRoute.action, post("/auth", signUpFields()), { clientIp: "198.51.100.99" });
    expect(blocked.status).toBe(429);
    expect(blocked.data.result.error[""][0]).toMatch(/^Too many attempts/);
  });

  it("keeps the account when the email provider fails", async () => {
    const saved = { key: process.env.RESEND_API_KEY, base: process.env.RESEND_BASE_URL };
    process.env.RESEND_API_KEY = "re_test_key";
    process.env.RESEND_BASE_URL = "http://127.0.0.1:9"; // nothing listens there
    const { resetEnvCache } = await import("~/server/env.server");
    resetEnvCache();
    try {
      const result = await run(authRoute.action, post("/auth", signUpFields()));
      expect(result.status).toBe(302);
      await settled();
      expect(await getDb().select().from(users)).toHaveLength(1);
      const logged = await getDb().select().from(emailLog);
      expect(logged.map((l) => l.status)).toEqual(["failed", "failed"]);
    } finally {
      if (saved.key === undefined) delete process.env.RESEND_API_KEY;
      else process.env.RESEND_API_KEY = saved.key;
      if (saved.base === undefined) delete process.env.RESEND_BASE_URL;
      else process.env.RESEND_BASE_URL = saved.base;
      resetEnvCache();
    }
  });
});

describe("sign-in", () => {
  it("refuses a body that is not a form with a 400 and a message, signing nobody in", async () => {
    const request = new Request("http://arrowed.test/auth", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=cut", Accept: "text/html" },
      body: '--cut\r\nContent-Disposition: form-data; name="email"\r\n\r\nhalf a field',
    });
    const result = await run(authRoute.action, request);

    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ ok: false, error: "The form could not be read: send it again." });
    expect(result.headers.getSetCookie().some((c) => c.startsWith("arrowed_session="))).toBe(false);
  });

  it("signs a verified user in with a new session and goes to redirectTo", async () => {
    const user = await makeUser({ name: "Dr Alan Turing" });
    const result = await signIn(user.email, user.password, { redirectTo: "/notes?category=Thorax" });

    expect(result.status).toBe(302);
    expect(result.location).toBe("/notes?category=Thorax");
    const setCookie = result.headers.getSetCookie().find((c) => c.startsWith("arrowed_session="))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const signedIn = await getSessionUser(
      new Request("http://arrowed.test/", { headers: { Cookie: cookiesFrom(result) } }),
    );
    expect(signedIn?.name).toBe("Dr Alan Turing");
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });

  it("issues a different session id at every sign-in", async () => {
    const user = await makeUser();
    const first = cookiesFrom(await signIn(user.email, user.password));
    const second = cookiesFrom(await signIn(user.email, user.password));
    expect(first).not.toBe(second);
  });

  it("ignores a redirectTo that leaves the site", async () => {
    const user = await makeUser();
    const result = await signIn(user.email, user.password, { redirectTo: "https://evil.example/steal" });
    expect(result.location).toBe("/dashboard");
  });

  it("welcomes a trainee who has not answered yet, and welcomes back one who has", async () => {
    await makeBank();
    const user = await makeUser({ plan: "premium" });
    expect((await toastOf(await signIn(user.email, user.password)))?.title).toBe("Welcome!");

    const cookie = await signedInCookie(user.id);
    const { plan } = await getCurrentPlan(user.id);
    const attemptId = (await startAttempt(user.id, plan, WHOLE_BANK_PRACTICE))!;
    const [first] = await getDb()
      .select({ questionId: attemptQuestions.questionId })
      .from(attemptQuestions)
      .where(eq(attemptQuestions.attemptId, attemptId))
      .orderBy(attemptQuestions.displayOrder)
      .limit(1);
    await run(
      questionRoute.action,
      post(
        `/question?attempt=${attemptId}`,
        { intent: "answer", questionId: first!.questionId, answer: "spleen" },
        { cookie },
      ),
    );
    expect((await toastOf(await signIn(user.email, user.password)))?.title).toBe("Welcome back!");
  });

  it("refuses an unverified account with its message", async () => {
    const user = await makeUser({ verified: false });
    const result = await signIn(user.email, user.password);
    expect(result.status).toBe(403);
    expect(result.data.result.error[""]).toEqual([
      "Please verify your email first. Check your inbox for the verification link.",
    ]);
    expect(result.headers.getSetCookie().some((c) => c.startsWith("arrowed_session="))).toBe(false);
  });

  it("gives one message for a wrong password and for an unknown email", async () => {
    const user = await makeUser();
    const wrong = await signIn(user.email, "not the password");
    const unknown = await signIn("nobody@example.com", "not the password");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.data.result.error[""]).toEqual(["Invalid email or password."]);
    expect(unknown.data.result.error[""]).toEqual(["Invalid email or password."]);
  });

  it("throttles repeated wrong passwords for an address from one client, even when the right one follows", async () => {
    const user = await makeUser();
    for (let i = 0; i < 5; i++) expect((await signIn(user.email, "wrong password")).status).toBe(401);
    const blocked = await signIn(user.email, user.password);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(blocked.data.result.error[""][0]).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
  });

  it("never lets a stranger's wrong passwords lock the trainee out", async () => {
    const user = await makeUser();
    const from = (clientIp: string, password: string) =>
      run(authRoute.action, post("/auth", { intent: "signin", email: user.email, password }), { clientIp });
    for (let i = 0; i < 6; i++) await from("198.51.100.66", "a stranger's guess");
    expect((await from("198.51.100.66", user.password)).status).toBe(429);
    // Past the address's count a try only waits; another stranger is still told no, the trainee gets in.
    expect((await from("198.51.100.67", "another guess")).status).toBe(401);
    const trainee = await from("203.0.113.10", user.password);
    expect(trainee.status).toBe(302);
    expect(trainee.location).toBe("/dashboard");
  });

  it("throttles by address of the client across many emails", async () => {
    for (let i = 0; i < 50; i++) await signIn(`someone${i}@example.com`, "guess");
    const blocked = await signIn("another@example.com", "guess");
    expect(blocked.status).toBe(429);
    const elsewhere = await run(
      authRoute.action,
      post("/auth", { intent: "signin", email: "another@example.com", password: "guess" }),
      { clientIp: "198.51.100.1" },
    );
    expect(elsewhere.status).toBe(401);
  });

  it("validates the form before touching an account", async () => {
    const result = await signIn("not-an-email", "");
    expect(result.status).toBe(400);
    expect(result.data.result.error.email).toEqual(["Please enter a valid email address"]);
    expect(result.data.result.error.password).toEqual(["Password is required"]);
  });
});

describe("the gate", () => {
  it("sends a signed-out visitor from /dashboard to /auth with redirectTo", async () => {
    const result = await run(dashboardRoute.loader, get("/dashboard"));
    expect(result.status).toBe(302);
    expect(result.location).toBe("/auth?redirectTo=%2Fdashboard");
  });

  it("greets a signed-in user by name on the dashboard", async () => {
    const user = await makeUser({ name: "Dr Rosalind Franklin" });
    const result = await run(dashboardRoute.loader, get("/dashboard", { cookie: await signedInCookie(user.id) }));
    expect(result.data).toMatchObject({
      name: "Dr Rosalind Franklin",
      specialty: "Clinical Radiology",
      university: "University of Leeds",
    });
    expect(result.data.plan.label).toBe("Free");
  });

  it("calls a user without a profile name 'Student'", async () => {
    const user = await makeUser();
    await getDb().delete(profiles).where(eq(profiles.userId, user.id));
    const result = await run(dashboardRoute.loader, get("/dashboard", { cookie: await signedInCookie(user.id) }));
    expect(result.data.name).toBe("Student");
  });

  it("sends a signed-in visitor from /auth to the dashboard", async () => {
    const user = await makeUser();
    const result = await run(authRoute.loader, get("/auth", { cookie: await signedInCookie(user.id) }));
    expect(result.location).toBe("/dashboard");
  });

  it("signs out by ending the session", async () => {
    const user = await makeUser();
    const cookie = await signedInCookie(user.id);
    const result = await run(logoutRoute.action, post("/logout", {}, { cookie }));
    expect(result.location).toBe("/");
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    const after = await run(dashboardRoute.loader, get("/dashboard", { cookie }));
    expect(after.location).toBe("/auth?redirectTo=%2Fdashboard");
  });

  it("does not accept an expired session", async () => {
    const user = await makeUser();
    const cookie = await signedInCookie(user.id);
    await getDb()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const result = await run(dashboardRoute.loader, get("/dashboard", { cookie }));
    expect(result.status).toBe(302);
  });
});
