// The job queue (app/server/jobs.server.ts, job-runner.server.ts): emails that survive a provider's
// outage and a dead process, sent once; two workers never running one job; a schedule once a period;
// a re-mark in batches that resumes where it stopped.
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { makeBank, type TestBank } from "../fixtures/bank";
import { makeAdmin } from "../fixtures/admin";
import { get, post, run, runWithoutJobs } from "../fixtures/route";
import { startResendStandIn } from "../fixtures/resend-server";
import { makeUser, signedInCookie } from "../fixtures/users";
import * as jobsRoute from "~/routes/admin.jobs";
import * as authRoute from "~/routes/auth";
import { sendVerificationEmail, verifyEmailByCode } from "~/server/account.server";
import { settled } from "~/server/background.server";
import { getDb } from "~/server/db.server";
import { listOutbox, queueEmail } from "~/server/email.server";
import { resetEnvCache } from "~/server/env.server";
import { runDueJobs, scheduleDue, SCHEDULES } from "~/server/job-runner.server";
import { claimJobs, completeJob, enqueue, LEASE_MS } from "~/server/jobs.server";
import { remarkJob } from "~/server/remark.server";
import { createElement } from "react";
import { WelcomeEmail } from "../../emails/welcome";

const signUp = (email: string) =>
  run(
    authRoute.action,
    post("/auth", {
      intent: "signup",
      name: "Dr Grace Hopper",
      email,
      specialty: "Clinical Radiology",
      password: "mammography-2026",
      confirmPassword: "mammography-2026",
    }),
  );

/** Lets every waiting job's time come now, as if its backoff had passed. */
const timePasses = () =>
  getDb()
    .update(s.jobs)
    .set({ runAt: new Date(Date.now() - 1000) });

describe("emails through a provider that fails", () => {
  let standIn: Awaited<ReturnType<typeof startResendStandIn>>;
  beforeAll(async () => {
    standIn = await startResendStandIn();
    Object.assign(process.env, { RESEND_API_KEY: "re_test_key", RESEND_BASE_URL: standIn.baseUrl });
    resetEnvCache();
  });
  afterAll(async () => {
    delete process.env.RESEND_API_KEY;
    delete process.env.RESEND_BASE_URL;
    resetEnvCache();
    await standIn.close();
  });
  beforeEach(() => {
    standIn.requests.length = 0;
    standIn.delivered.clear();
    standIn.setMode("up");
  });

  it("delivers the sign-up's verification email exactly once when the provider is back after answering 500", async () => {
    standIn.setMode("down");
    expect((await signUp("down@example.com")).status).toBe(302);
    expect(standIn.delivered.size).toBe(0);
    const [waiting] = await getDb().select().from(s.jobs).where(eq(s.jobs.kind, "email.signup"));
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting!.lastError).toMatch(/Stand-in is down/);
    expect(waiting!.runAt.getTime()).toBeGreaterThan(Date.now());

    // Still down at the next try: the job waits again, longer.
    await timePasses();
    await settled();
    const [again] = await getDb().select().from(s.jobs).where(eq(s.jobs.kind, "email.signup"));
    expect(again).toMatchObject({ status: "pending", attempts: 2 });

    standIn.setMode("up");
    await timePasses();
    await settled();
    const subjects = [...standIn.delivered.values()].map((e) => e.subject).sort();
    expect(subjects).toEqual(["Verify your email for Arrowed", "Welcome to Arrowed"]);
    const [done] = await getDb().select().from(s.jobs).where(eq(s.jobs.kind, "email.signup"));
    expect(done!.status).toBe("done");
    // Every try of one email carried the same key.
    const verificationKeys = new Set(standIn.requests.filter((r) => r.subject.startsWith("Verify")).map((r) => r.key));
    expect(verificationKeys.size).toBe(1);
  });

  it("sends the other emails while one call to the provider hangs, and tries that one again later", async () => {
    standIn.hangTo.add("stuck@example.com");
    const email = (to: string, runAt = new Date()) => ({
      kind: "email",
      runAt,
      payload: { to, subject: "Hello", template: "test", html: "<p>Hi</p>", text: "Hi" },
    });
    // The stuck one is taken first.
    await enqueue(getDb(), email("stuck@example.com", new Date(Date.now() - 1000)));
    await enqueue(getDb(), ...Array.from({ length: 8 }, (_, i) => email(`flowing${i}@example.com`)));
    const running = runDueJobs({ batch: 4 });
    const others = () => [...standIn.delivered.values()].filter((e) => e.to.startsWith("flowing")).length;
    for (let waited = 0; others() < 8 && waited < 5000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    expect(others()).toBe(8);
    standIn.release();
    await running;
    standIn.hangTo.clear();
    const waiting = await getDb().select().from(s.jobs).where(eq(s.jobs.status, "pending"));
    expect(waiting.map((j) => [j.payload.to, j.attempts])).toEqual([["stuck@example.com", 1]]);
  });

  it("sends once when the provider sent the email but its answer was lost, and the link in it works", async () => {
    standIn.setMode("lost-answer");
    await signUp("lost@example.com");
    standIn.setMode("up");
    await timePasses();
    await settled();
    const verify = standIn.requests.filter((r) => r.subject.startsWith("Verify"));
    expect(verify.length).toBe(2);
    expect([...standIn.delivered.values()].filter((e) => e.subject.startsWith("Verify"))).toHaveLength(1);
    // The try that went and the retry made the same code: the code delivered is the one that works.
    const delivered = [...standIn.delivered.values()].find((e) => e.subject.startsWith("Verify"))!;
    const code = /\b(\d{6})\b/.exec(delivered.text)![1]!;
    expect(await verifyEmailByCode("lost@example.com", code)).toMatchObject({ email: "lost@example.com" });
  });
});

describe("a job whose process died", () => {
  it("is taken again once its lease runs out, and sent once", async () => {
    await queueEmail(getDb(), {
      to: "lease@example.com",
      subject: "Welcome to Arrowed",
      template: "welcome",
      react: createElement(WelcomeEmail, { dashboardUrl: "http://arrowed.test/dashboard" }),
    });
    // A process claims it and is killed before finishing.
    const [claimed] = await claimJobs(5, { worker: "killed-process" });
    expect(claimed).toBeDefined();
    expect(await runDueJobs({ worker: "live-process" })).toBe(0);

    // Within the lease nobody takes it; after, another process does.
    expect(await claimJobs(5, { worker: "other", now: new Date(Date.now() + LEASE_MS / 2) })).toHaveLength(0);
    await getDb()
      .update(s.jobs)
      .set({ lockedUntil: new Date(Date.now() - 1) })
      .where(eq(s.jobs.id, claimed!.id));
    expect(await runDueJobs({ worker: "live-process" })).toBe(1);
    expect((await listOutbox()).map((m) => m.to)).toEqual(["lease@example.com"]);
    const [row] = await getDb().select().from(s.jobs).where(eq(s.jobs.id, claimed!.id));
    expect(row).toMatchObject({ status: "done", attempts: 2, lockedBy: "live-process" });

    // The killed process's late word changes nothing.
    await completeJob(claimed!.id, "killed-process");
    expect((await getDb().select().from(s.emailLog)).length).toBe(1);
  });

  it("fails for good after its cap of attempts and says why", async () => {
    await enqueue(getDb(), { kind: "no-such-kind", maxAttempts: 2 });
    await settled();
    await timePasses();
    await settled();
    const [row] = await getDb().select().from(s.jobs).where(eq(s.jobs.kind, "no-such-kind"));
    expect(row).toMatchObject({ status: "failed", attempts: 2 });
    expect(row!.lastError).toMatch(/No handler/);
  });

  it("gives an email hours of tries (its key keeps a retry from sending twice), other work 8", async () => {
    await sendVerificationEmail(await makeUser());
    await enqueue(getDb(), { kind: "remark", payload: {}, runAt: LATER });
    const rows = await getDb().select().from(s.jobs);
    expect(Object.fromEntries(rows.map((row) => [row.kind, row.maxAttempts]))).toEqual({
      "email.verification": 12,
      remark: 8,
    });
  });
});

/** Far enough ahead that no runner takes the job while a test looks at it. */
const LATER = new Date(Date.now() + 24 * 60 * 60 * 1000);

describe("several workers", () => {
  it("never run one job twice, and add a schedule's job once per period", async () => {
    const emails = Array.from({ length: 30 }, (_, i) => ({
      kind: "email",
      payload: { to: `w${i}@example.com`, subject: "Hello", template: "test", html: "<p>Hi</p>", text: "Hi" },
    }));
    await enqueue(getDb(), ...emails);
    // Two runners at once, each taking two jobs a claim (on PostgreSQL, over separate connections).
    const ran = await Promise.all([runDueJobs({ worker: "a", batch: 2 }), runDueJobs({ worker: "b", batch: 2 })]);
    expect(ran[0] + ran[1]).toBe(30);
    const log = await getDb().select({ to: s.emailLog.to }).from(s.emailLog);
    expect(log).toHaveLength(30);
    expect(new Set(log.map((l) => l.to)).size).toBe(30);

    const now = Date.now();
    await Promise.all([scheduleDue(now), scheduleDue(now), scheduleDue(now + 1000)]);
    for (const { kind } of SCHEDULES) {
      const rows = await getDb()
        .select()
        .from(s.jobs)
        .where(like(s.jobs.key, `${kind}@%`));
      expect(rows, kind).toHaveLength(1);
    }
    // The next period adds the next one.
    await scheduleDue(now + 5 * 60 * 1000);
    expect(await getDb().select().from(s.jobs).where(like(s.jobs.key, "category-averages@%"))).toHaveLength(2);
  });
});

describe("re-marking in batches", () => {
  let bank: TestBank;
  beforeEach(async () => {
    bank = await makeBank();
  });

  it("resumes after the last batch that committed, and marks each answer once", async () => {
    const question = bank.questions[0]!;
    // Five trainees answered "spleen", worth nothing under the current key.
    const trainees = await Promise.all(Array.from({ length: 5 }, () => makeUser()));
    for (const trainee of trainees) {
      const [attempt] = await getDb()
        .insert(s.attempts)
        .values({ userId: trainee.id, type: "practice", pool: "all", totalQuestions: 1, submittedAt: new Date() })
        .returning({ id: s.attempts.id });
      await getDb().insert(s.attemptQuestions).values({
        attemptId: attempt!.id,
        questionId: question.id,
        displayOrder: 1,
        userAnswer: "spleen",
        marksEarned: 0,
        isCorrect: false,
        answeredAt: new Date(),
      });
    }
    await getDb().insert(s.answers).values({ questionId: question.id, answerText: "spleen", marks: 2, orderIndex: 9 });
    const [jobId] = await enqueue(getDb(), {
      kind: "remark",
      payload: { questionId: question.id, answers: 5, batch: 2 },
    });

    // The process stops after one batch of two.
    await remarkJob(
      { id: jobId!, payload: { questionId: question.id, answers: 5, batch: 2 } },
      { stopAfterBatches: 1 },
    );
    const marks = async () =>
      (await getDb().select().from(s.attemptQuestions).where(eq(s.attemptQuestions.questionId, question.id))).map(
        (r) => r.marksEarned,
      );
    expect((await marks()).sort()).toEqual([0, 0, 0, 2, 2]);
    const [half] = await getDb().select().from(s.jobs).where(eq(s.jobs.id, jobId!));
    expect(half!.progress).toMatchObject({ answers: 2, remarked: 2, total: 5 });

    // Taken again, it goes on from there: every answer marked once, the attempts scored again.
    await settled();
    expect(await marks()).toEqual([2, 2, 2, 2, 2]);
    const [done] = await getDb().select().from(s.jobs).where(eq(s.jobs.id, jobId!));
    expect(done).toMatchObject({ status: "done" });
    expect(done!.progress).toMatchObject({ answers: 5, remarked: 5, up: 5 });
    const scores = await getDb().select({ score: s.attempts.score }).from(s.attempts);
    expect(scores.map((a) => a.score)).toEqual([100, 100, 100, 100, 100]);
  });
});

describe("/admin/jobs", () => {
  it("shows a failed job with its error to an admin, who can run it again or discard it, each in the audit trail", async () => {
    const admin = await makeAdmin();
    const [failedId] = await enqueue(getDb(), { kind: "no-such-kind", maxAttempts: 1 });
    await settled();
    const [waitingId] = await enqueue(getDb(), { kind: "later", runAt: new Date(Date.now() + 60 * 60 * 1000) });

    const page = await run(jobsRoute.loader, get("/admin/jobs", { cookie: admin.cookie }));
    expect(page.data.failed).toEqual([
      expect.objectContaining({
        id: failedId,
        kind: "no-such-kind",
        error: "No handler for jobs of kind no-such-kind.",
      }),
    ]);
    expect(page.data.pending.map((j: { id: string }) => j.id)).toEqual([waitingId]);

    const retried = await runWithoutJobs(
      jobsRoute.action,
      post("/admin/jobs", { intent: "retry", jobId: failedId! }, { cookie: admin.cookie }),
    );
    expect(retried.status).toBe(302);
    const [again] = await getDb().select().from(s.jobs).where(eq(s.jobs.id, failedId!));
    expect(again).toMatchObject({ status: "pending", attempts: 0 });
    await run(
      jobsRoute.action,
      post("/admin/jobs", { intent: "discard", jobId: waitingId! }, { cookie: admin.cookie }),
    );
    expect(await getDb().select().from(s.jobs).where(eq(s.jobs.id, waitingId!))).toHaveLength(0);
    const audit = await getDb().select().from(s.auditEvents).orderBy(s.auditEvents.createdAt);
    expect(audit.map((a) => [a.action, a.subjectId, a.actorId])).toEqual([
      ["job.retried", failedId, admin.id],
      ["job.discarded", waitingId, admin.id],
    ]);

    const missing = await run(
      jobsRoute.action,
      post("/admin/jobs", { intent: "discard", jobId: waitingId! }, { cookie: admin.cookie }),
    );
    expect(missing.status).toBe(409);
    const trainee = await makeUser();
    const refused = await run(jobsRoute.loader, get("/admin/jobs", { cookie: await signedInCookie(trainee.id) }));
    expect(refused.status).not.toBe(200);
  });
});
