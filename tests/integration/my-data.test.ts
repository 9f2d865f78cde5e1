// A trainee's own data on /profile: the download holds everything of theirs and nothing of anyone
// else's; deleting the account removes the person and keeps the payment records without them.
import { readFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { makeBank, rightAnswer, type TestBank } from "../fixtures/bank";
import { get, post, run } from "../fixtures/route";
import { settled } from "~/server/background.server";
import { startStripeServer, type StripeFixture } from "../fixtures/stripe-server";
import { makeUser, signedInCookie } from "../fixtures/users";
import * as configureRoute from "~/routes/dashboard.configure";
import * as dataRoute from "~/routes/profile.data";
import * as profileRoute from "~/routes/profile";
import * as questionRoute from "~/routes/question";
import { checkCredentials, requestPasswordReset } from "~/server/account.server";
import { getDb } from "~/server/db.server";
import { listOutbox, outboxDir } from "~/server/email.server";
import { sendContactMessage } from "~/server/messages.server";
import { resetEnvCache } from "~/server/env.server";

let bank: TestBank;
beforeEach(async () => {
  bank = await makeBank();
});

type Trainee = Awaited<ReturnType<typeof makeUser>> & { cookie: string };

/** A trainee with something of every kind: a marked practice answer, a running mock, a note, a like, a dispute, a payment, messages. */
async function traineeWithData(tag: string): Promise<Trainee> {
  const user = await makeUser({ name: `Dr ${tag} Person`, plan: "premium" });
  const cookie = await signedInCookie(user.id);
  const started = await run(
    configureRoute.action,
    post("/dashboard/configure", { mode: "new", pool: "all", questionCount: "10", showAnswers: "on" }, { cookie }),
  );
  const attemptId = new URL(started.location!, "http://x").searchParams.get("attempt")!;
  const question = (await run(questionRoute.loader, get(`/question?attempt=${attemptId}&q=1`, { cookie }))).data
    .question;
  await run(
    questionRoute.action,
    post(
      `/question?attempt=${attemptId}`,
      { intent: "answer", questionId: question.id, answer: rightAnswer(bank.codeOf(question.id)) },
      { cookie },
    ),
  );

  const mock = await run(
    configureRoute.action,
    post("/dashboard/configure", { mode: "new", pool: "mock", mockId: bank.mocks[0]!.id }, { cookie }),
  );
  const mockId = new URL(mock.location!, "http://x").searchParams.get("attempt")!;
  const mockQuestion = (await run(questionRoute.loader, get(`/question?attempt=${mockId}&q=1`, { cookie }))).data
    .question;
  await run(
    questionRoute.action,
    post(
      `/question?attempt=${mockId}`,
      { intent: "answer", questionId: mockQuestion.id, answer: `${tag} mock guess` },
      { cookie },
    ),
  );

  const db = getDb();
  const q = bank.questions[0]!.id;
  await db
    .insert(s.notes)
    .values({ userId: user.id, questionId: q, title: `${tag} note`, content: `${tag} remembers the carina` });
  await db.insert(s.likedQuestions).values({ userId: user.id, questionId: bank.questions[1]!.id });
  await db
    .insert(s.disputes)
    .values({ userId: user.id, questionId: q, userAnswer: `${tag} answer`, message: `${tag} thinks this is right` });
  await db.insert(s.paymentHistory).values({
    userId: user.id,
    status: "paid",
    paymentDate: new Date(),
    subscriptionTier: "premium",
    durationMonths: 3,
    amount: 4900,
    providerPaymentId: `in_${tag}`,
  });
  await db.insert(s.contactMessages).values({
    userId: user.id,
    kind: "support",
    senderName: `Dr ${tag} Person`,
    senderEmail: user.email,
    subject: `${tag} subject`,
    message: `${tag} message`,
  });
  await db
    .insert(s.featureRequests)
    .values({ userId: user.id, title: `${tag} idea`, description: `${tag} would like dark mode` });
  return { ...user, cookie };
}

/** The downloaded file's text, as the browser saves it. */
async function downloadText(cookie: string) {
  const response = await dataRoute.loader({
    request: get("/profile/data", { cookie }),
    params: {},
    context: {},
  } as never);
  return (response as Response).text();
}

describe("Download my data", () => {
  it("is a JSON file to save, never cached", async () => {
    const ada = await traineeWithData("Ada");
    const result = await run(dataRoute.loader, get("/profile/data", { cookie: ada.cookie }));
    expect(result.status).toBe(200);
    expect(result.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(result.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="arrowed-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(result.headers.get("Cache-Control")).toContain("no-store");
  });

  it("holds the trainee's account, profile, answers with marks, notes, likes, disputes and payments, and nothing of another trainee's", async () => {
    const ada = await traineeWithData("Ada");
    const bob = await traineeWithData("Bob");
    const text = await downloadText(ada.cookie);
    const mine = JSON.parse(text);

    expect(mine.account).toMatchObject({ email: ada.email, role: "trainee" });
    expect(mine.profile).toMatchObject({ name: "Dr Ada Person", specialty: "Clinical Radiology" });
    expect(mine.notes).toEqual([
      expect.objectContaining({ question: "TST-001", title: "Ada note", content: "Ada remembers the carina" }),
    ]);
    expect(mine.likes).toEqual([expect.objectContaining({ question: "TST-002" })]);
    expect(mine.disputes).toEqual([
      expect.objectContaining({
        question: "TST-001",
        answer: "Ada answer",
        message: "Ada thinks this is right",
        status: "open",
      }),
    ]);
    expect(mine.payments).toEqual([expect.objectContaining({ amountPence: 4900, plan: "premium", status: "paid" })]);
    expect(mine.messages).toEqual([expect.objectContaining({ subject: "Ada subject" })]);
    expect(mine.featureRequests).toEqual([expect.objectContaining({ title: "Ada idea" })]);
    const practice = mine.attempts.find((a: { type: string }) => a.type !== "mock");
    expect(practice.answers).toHaveLength(1);
    expect(practice.answers[0]).toMatchObject({ marks: 2, markedByMarker: 2 });
    expect(practice.answers[0].answer).toBe(rightAnswer(practice.answers[0].question));

    for (const theirs of [bob.email, "Bob", bob.id]) expect(text).not.toContain(theirs);
    expect(text).not.toContain(ada.id);
    expect(text).not.toContain("password");
  });

  it("gives a running mock's answers without their marks, as the mock's own screen does", async () => {
    const ada = await traineeWithData("Ada");
    const mine = JSON.parse(await downloadText(ada.cookie));
    const mock = mine.attempts.find((a: { type: string }) => a.type === "mock");
    expect(mock).toMatchObject({ mock: "Mock Paper 1", submittedAt: null, score: null });
    expect(mock.answers).toEqual([expect.objectContaining({ answer: "Ada mock guess" })]);
    expect(mock.answers[0]).not.toHaveProperty("marks");
    expect(mock.answers[0]).not.toHaveProperty("markedByMarker");
  });

  it("sends a signed-out visitor to sign in", async () => {
    const result = await run(dataRoute.loader, get("/profile/data"));
    expect(result.status).toBe(302);
    expect(result.location).toMatch(/^\/auth\?/);
  });
});

describe("Delete my account", () => {
  it("asks for the password and deletes nothing when it is wrong or missing", async () => {
    const ada = await traineeWithData("Ada");
    const missing = await run(
      profileRoute.action,
      post("/profile", { intent: "delete-account" }, { cookie: ada.cookie }),
    );
    expect(missing.status).toBe(400);
    expect(missing.data.result.error.password).toEqual(["Enter your password to delete your account."]);
    const wrong = await run(
      profileRoute.action,
      post("/profile", { intent: "delete-account", password: "not my password" }, { cookie: ada.cookie }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.data.result.error.password).toEqual(["Your password is not right."]);
    expect(wrong.data.result.initialValue?.password).toBeUndefined();
    expect(await getDb().select().from(s.users).where(eq(s.users.id, ada.id))).toHaveLength(1);
    expect((await run(profileRoute.loader, get("/profile", { cookie: ada.cookie }))).status).toBe(200);
  });

  it("refuses a sixth password in a quarter of an hour, even the right one", async () => {
    const ada = await traineeWithData("Ada");
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await run(
            profileRoute.action,
            post("/profile", { intent: "delete-account", password: `guess ${i}` }, { cookie: ada.cookie }),
          )
        ).status,
      ).toBe(400);
    }
    const refused = await run(
      profileRoute.action,
      post("/profile", { intent: "delete-account", password: ada.password }, { cookie: ada.cookie }),
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(refused.data.result.error[""][0]).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(await getDb().select().from(s.users).where(eq(s.users.id, ada.id))).toHaveLength(1);
  });

  it("removes from the local outbox every email sent to or naming the address, and writes only the confirmation", async () => {
    const ada = await makeUser({ name: "Dr Ada Person" });
    const bob = await makeUser({ name: "Dr Bob Person" });
    await requestPasswordReset(ada.email);
    await requestPasswordReset(bob.email);
    await sendContactMessage({
      kind: "support",
      subject: "Billing question",
      message: "Please call me back.",
      sender: { id: ada.id, name: "Dr Ada Person", email: ada.email },
    });
    await settled();
    const before = (await readdir(outboxDir())).map((name) => readFileSync(path.join(outboxDir(), name), "utf8"));
    expect(before.filter((file) => file.includes(ada.email))).toHaveLength(2);

    await run(
      profileRoute.action,
      post("/profile", { intent: "delete-account", password: ada.password }, { cookie: await signedInCookie(ada.id) }),
    );

    const after = (await readdir(outboxDir())).map((name) => readFileSync(path.join(outboxDir(), name), "utf8"));
    const naming = after.filter((file) => file.includes(ada.email)).map((file) => JSON.parse(file).subject);
    expect(naming).toEqual(["Your Arrowed account has been deleted"]);
    expect(after.filter((file) => file.includes(bob.email)).map((file) => JSON.parse(file).subject)).toEqual([
      "Reset your Arrowed password",
    ]);
  });

  it("deletes the person and their work, keeps payments and disputes without them, signs out and emails a confirmation", async () => {
    const ada = await traineeWithData("Ada");
    const bob = await traineeWithData("Bob");
    const db = getDb();
    await db.insert(s.auditEvents).values({
      action: "grant.created",
      subjectType: "grant",
      subjectId: ada.id,
      summary: `Full Access (3 months) granted to ${ada.email}`,
      details: { email: ada.email, note: "Special Offer" },
    });

    const deleted = await run(
      profileRoute.action,
      post("/profile", { intent: "delete-account", password: ada.password }, { cookie: ada.cookie }),
    );
    expect(deleted.location).toBe("/");
    const cookies = deleted.headers.getSetCookie().join("\n");
    expect(cookies).toMatch(/arrowed_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);
    expect(cookies).toMatch(/arrowed_toast=/);

    expect((await run(profileRoute.loader, get("/profile", { cookie: ada.cookie }))).location).toMatch(/^\/auth\?/);
    expect(await checkCredentials(ada.email, ada.password)).toEqual({ ok: false, reason: "invalid" });
    for (const table of [
      s.profiles,
      s.sessions,
      s.subscriptions,
      s.attempts,
      s.notes,
      s.likedQuestions,
      s.reviewCards,
    ]) {
      expect(await db.select().from(table).where(eq(table.userId, ada.id))).toHaveLength(0);
    }
    // Payments stay for the accounts, detached; so do disputes and feature requests, without a name.
    const orphanPayments = await db.select().from(s.paymentHistory).where(isNull(s.paymentHistory.userId));
    expect(orphanPayments.map((p) => p.providerPaymentId)).toEqual(["in_Ada"]);
    // The trainee's own dispute; answers the marker sent for review are the queue's, never anyone's.
    const orphanDisputes = await db
      .select()
      .from(s.disputes)
      .where(and(isNull(s.disputes.userId), eq(s.disputes.source, "trainee")));
    expect(orphanDisputes.map((d) => d.message)).toEqual(["Ada thinks this is right"]);
    expect(
      (await db.select().from(s.featureRequests).where(isNull(s.featureRequests.userId))).map((f) => f.title),
    ).toEqual(["Ada idea"]);
    // Messages to the team carry the sender's name and address: gone.
    expect((await db.select().from(s.contactMessages)).map((m) => m.subject)).toEqual(["Bob subject"]);
    const [grant] = await db.select().from(s.auditEvents).where(eq(s.auditEvents.subjectType, "grant"));
    expect(grant!.summary).toBe("Full Access (3 months) granted to a deleted account");
    expect(grant!.details).toEqual({ note: "Special Offer" });

    const outbox = await listOutbox();
    expect(outbox.filter((m) => m.to === ada.email).map((m) => m.subject)).toEqual([
      "Your Arrowed account has been deleted",
    ]);
    const log = await db.select().from(s.emailLog).where(eq(s.emailLog.template, "account-deleted"));
    expect(log).toHaveLength(1);
    expect(log[0]!.to).not.toContain(ada.email);

    // Nothing found anywhere still names her.
    const dump = JSON.stringify(
      await Promise.all(
        [s.users, s.profiles, s.contactMessages, s.emailLog, s.auditEvents, s.rateLimits].map((t) =>
          db.select().from(t),
        ),
      ),
    );
    expect(dump).not.toContain(ada.email);
    expect(dump).not.toContain("Dr Ada Person");
    // Bob is untouched.
    expect(JSON.parse(await downloadText(bob.cookie)).attempts).toHaveLength(2);
  });
});

describe("Delete my account with a Stripe subscription", () => {
  let stripe: StripeFixture;
  const saved = { ...process.env };
  beforeAll(async () => {
    stripe = await startStripeServer();
  });
  afterAll(async () => {
    await stripe.close();
  });
  beforeEach(() => {
    Object.assign(process.env, {
      STRIPE_SECRET_KEY: "sk_test_fixture",
      STRIPE_WEBHOOK_SECRET: "whsec_test",
      STRIPE_API_BASE: stripe.url,
    });
    resetEnvCache();
    stripe.requests.length = 0;
  });
  afterEach(() => {
    for (const key of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_BASE"]) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    resetEnvCache();
  });

  async function subscriber() {
    const user = await makeUser();
    await getDb()
      .insert(s.subscriptions)
      .values({
        userId: user.id,
        plan: "premium",
        durationMonths: 3,
        status: "active",
        currentPeriodEnd: new Date(Date.now() + 86_400_000),
        providerSubscriptionId: "sub_fixture_1",
        providerCustomerId: "cus_fixture_1",
      });
    return { ...user, cookie: await signedInCookie(user.id) };
  }

  it("cancels the subscription at Stripe straight away", async () => {
    const user = await subscriber();
    const deleted = await run(
      profileRoute.action,
      post("/profile", { intent: "delete-account", password: user.password }, { cookie: user.cookie }),
    );
    expect(deleted.location).toBe("/");
    expect(stripe.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["DELETE /v1/subscriptions/sub_fixture_1"]);
  });

  it("deletes nothing when Stripe cannot cancel it, and says so", async () => {
    const user = await subscriber();
    stripe.failNext("/v1/subscriptions/sub_fixture_1");
    const refused = await run(
      profileRoute.action,
      post("/profile", { intent: "delete-account", password: user.password }, { cookie: user.cookie }),
    );
    expect(refused.status).toBe(503);
    expect(refused.data.result.error[""]).toEqual([
      "Your subscription could not be cancelled just now, so nothing was deleted. Please try again in a few minutes.",
    ]);
    expect(await getDb().select().from(s.users).where(eq(s.users.id, user.id))).toHaveLength(1);
  });
});
