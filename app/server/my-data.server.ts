// A trainee's own data: a copy of all of it, and the deletion of the account
// (docs/decisions/026-own-data-backups-audit.md).
import { createElement } from "react";
import { and, asc, eq, inArray, like, or, sql } from "drizzle-orm";
import * as s from "../../db/schema";
import { AccountDeletedEmail, accountDeletedSubject } from "../../emails/account-deleted";
import { getDb } from "./db.server";
import { queueEmail, removeFromOutbox } from "./email.server";
import { getEnv } from "./env.server";
import { log } from "./log.server";
import { verifyPassword } from "./password.server";
import { paymentsLive } from "./payment-settings.server";
import { stripeClient } from "./stripe-client.server";

/** Everything Arrowed holds about one user, as JSON, and nothing of anyone else. */
export async function exportUserData(userId: string, now = new Date()) {
  const db = getDb();
  const [
    [user],
    [profile],
    subscriptions,
    payments,
    attempts,
    notes,
    likes,
    disputes,
    messages,
    featureRequests,
    sessions,
  ] = await Promise.all([
    db
      .select({
        email: s.users.email,
        role: s.users.role,
        emailVerifiedAt: s.users.emailVerifiedAt,
        createdAt: s.users.createdAt,
      })
      .from(s.users)
      .where(eq(s.users.id, userId)),
    db
      .select({
        name: s.profiles.name,
        specialty: s.profiles.specialty,
        university: s.profiles.university,
        hospital: s.profiles.hospital,
        updatedAt: s.profiles.updatedAt,
      })
      .from(s.profiles)
      .where(eq(s.profiles.userId, userId)),
    db
      .select({
        plan: s.subscriptions.plan,
        durationMonths: s.subscriptions.durationMonths,
        status: s.subscriptions.status,
        currentPeriodEnd: s.subscriptions.currentPeriodEnd,
        cancelAtPeriodEnd: s.subscriptions.cancelAtPeriodEnd,
        createdAt: s.subscriptions.createdAt,
      })
      .from(s.subscriptions)
      .where(eq(s.subscriptions.userId, userId))
      .orderBy(asc(s.subscriptions.createdAt)),
    db
      .select({
        date: s.paymentHistory.paymentDate,
        status: s.paymentHistory.status,
        plan: s.paymentHistory.subscriptionTier,
        durationMonths: s.paymentHistory.durationMonths,
        amountPence: s.paymentHistory.amount,
        currency: s.paymentHistory.currency,
        note: s.paymentHistory.note,
      })
      .from(s.paymentHistory)
      .where(eq(s.paymentHistory.userId, userId))
      .orderBy(asc(s.paymentHistory.paymentDate)),
    attemptsWithAnswers(userId),
    db
      .select({
        question: s.questions.code,
        title: s.notes.title,
        content: s.notes.content,
        starred: s.notes.starred,
        createdAt: s.notes.createdAt,
        updatedAt: s.notes.updatedAt,
      })
      .from(s.notes)
      .innerJoin(s.questions, eq(s.questions.id, s.notes.questionId))
      .where(eq(s.notes.userId, userId))
      .orderBy(asc(s.notes.createdAt)),
    db
      .select({ question: s.questions.code, likedAt: s.likedQuestions.createdAt })
      .from(s.likedQuestions)
      .innerJoin(s.questions, eq(s.questions.id, s.likedQuestions.questionId))
      .where(eq(s.likedQuestions.userId, userId))
      .orderBy(asc(s.likedQuestions.createdAt)),
    db
      .select({
        question: s.questions.code,
        answer: s.disputes.userAnswer,
        message: s.disputes.message,
        status: s.disputes.status,
        reply: s.disputes.reply,
        awardedMarks: s.disputes.awardedMarks,
        createdAt: s.disputes.createdAt,
        resolvedAt: s.disputes.resolvedAt,
      })
      .from(s.disputes)
      .innerJoin(s.questions, eq(s.questions.id, s.disputes.questionId))
      .where(eq(s.disputes.userId, userId))
      .orderBy(asc(s.disputes.createdAt)),
    db
      .select({
        kind: s.contactMessages.kind,
        name: s.contactMessages.senderName,
        email: s.contactMessages.senderEmail,
        subject: s.contactMessages.subject,
        message: s.contactMessages.message,
        sentAt: s.contactMessages.createdAt,
      })
      .from(s.contactMessages)
      .where(eq(s.contactMessages.userId, userId))
      .orderBy(asc(s.contactMessages.createdAt)),
    db
      .select({
        title: s.featureRequests.title,
        description: s.featureRequests.description,
        sentAt: s.featureRequests.createdAt,
      })
      .from(s.featureRequests)
      .where(eq(s.featureRequests.userId, userId))
      .orderBy(asc(s.featureRequests.createdAt)),
    db
      .select({
        signedInAt: s.sessions.createdAt,
        expiresAt: s.sessions.expiresAt,
        userAgent: s.sessions.userAgent,
        ip: s.sessions.ip,
      })
      .from(s.sessions)
      .where(eq(s.sessions.userId, userId))
      .orderBy(asc(s.sessions.createdAt)),
  ]);
  if (!user) return null;
  return {
    exportedAt: now.toISOString(),
    account: user,
    profile: profile ?? null,
    subscriptions,
    payments,
    attempts,
    notes,
    likes,
    disputes,
    messages,
    featureRequests,
    sessions,
  };
}

export type UserData = NonNullable<Awaited<ReturnType<typeof exportUserData>>>;

/** Attempts with every answer given; a mock still running keeps its marks hidden, as it does on screen. */
async function attemptsWithAnswers(userId: string) {
  const db = getDb();
  const attempts = await db
    .select({
      id: s.attempts.id,
      type: s.attempts.type,
      pool: s.attempts.pool,
      mock: s.mocks.name,
      isTimed: s.attempts.isTimed,
      totalQuestions: s.attempts.totalQuestions,
      startedAt: s.attempts.startedAt,
      submittedAt: s.attempts.submittedAt,
      score: s.attempts.score,
      correctCount: s.attempts.correctCount,
      timeElapsedSeconds: s.attempts.timeElapsed,
    })
    .from(s.attempts)
    .leftJoin(s.mocks, eq(s.mocks.id, s.attempts.mockId))
    .where(eq(s.attempts.userId, userId))
    .orderBy(asc(s.attempts.startedAt));
  if (attempts.length === 0) return [];
  const answers = await db
    .select({
      attemptId: s.attemptQuestions.attemptId,
      position: s.attemptQuestions.displayOrder,
      question: s.questions.code,
      title: s.questions.title,
      answer: s.attemptQuestions.userAnswer,
      marks: s.attemptQuestions.marksEarned,
      overrideMarks: s.attemptQuestions.userOverrideMarks,
      flagged: s.attemptQuestions.flagged,
      timeSpentSeconds: s.attemptQuestions.timeSpent,
      answeredAt: s.attemptQuestions.answeredAt,
    })
    .from(s.attemptQuestions)
    .innerJoin(s.attempts, eq(s.attempts.id, s.attemptQuestions.attemptId))
    .innerJoin(s.questions, eq(s.questions.id, s.attemptQuestions.questionId))
    .where(eq(s.attempts.userId, userId))
    .orderBy(asc(s.attemptQuestions.displayOrder));
  const byAttempt = new Map<string, typeof answers>();
  for (const a of answers) {
    const list = byAttempt.get(a.attemptId);
    if (list) list.push(a);
    else byAttempt.set(a.attemptId, [a]);
  }
  return attempts.map(({ id, ...attempt }) => {
    const secret = attempt.type === "mock" && !attempt.submittedAt;
    return {
      ...attempt,
      answers: (byAttempt.get(id) ?? [])
        .filter((a) => a.answer !== null || a.flagged)
        .map(({ attemptId: _, marks, overrideMarks, ...a }) =>
          secret ? a : { ...a, marks: overrideMarks ?? marks, markedByMarker: marks },
        ),
    };
  });
}

export type DeleteOutcome = { ok: true } | { ok: false; reason: "wrong-password" | "payments-unavailable" };

/**
 * Deletes the account after checking its password. Stripe subscriptions are cancelled first, so a
 * failure there deletes nothing and the card is never charged for an account that no longer exists.
 * Payment records stay for the accounts, without the person (payment_history.user_id is set null).
 */
export async function deleteAccount(userId: string, password: string): Promise<DeleteOutcome> {
  const db = getDb();
  const [user] = await db
    .select({ email: s.users.email, passwordHash: s.users.passwordHash, name: s.profiles.name })
    .from(s.users)
    .leftJoin(s.profiles, eq(s.profiles.userId, s.users.id))
    .where(eq(s.users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, password))) return { ok: false, reason: "wrong-password" };

  if (!(await cancelStripeSubscriptions(userId))) return { ok: false, reason: "payments-unavailable" };

  await db.transaction(async (tx) => {
    // Messages to the team carry the sender's name and address: they go with the account.
    await tx
      .delete(s.contactMessages)
      .where(or(eq(s.contactMessages.userId, userId), eq(s.contactMessages.senderEmail, user.email)));
    // A grant's trail names the trainee's address; the grant itself stays on record.
    await tx
      .update(s.auditEvents)
      .set({
        summary: sql`replace(${s.auditEvents.summary}, ${user.email}, 'a deleted account')`,
        details: sql`${s.auditEvents.details} - 'email'`,
      })
      .where(and(eq(s.auditEvents.subjectType, "grant"), eq(s.auditEvents.subjectId, userId)));
    await tx.delete(s.rateLimits).where(like(s.rateLimits.key, `%:email:${user.email}%`));
    // Sessions, verifications, profile, subscriptions, attempts, notes, likes and reviews cascade;
    // disputes, feature requests and payments stay with user_id set null.
    await tx.delete(s.users).where(eq(s.users.id, userId));
    // Emails and nudges still waiting for the account go with it (done ones keep no address).
    await tx
      .delete(s.jobs)
      .where(and(inArray(s.jobs.status, ["pending", "failed"]), sql`${s.jobs.payload}->>'userId' = ${userId}`));
    // Its goodbye is queued with the deletion; the log of emails sent keeps that one was sent, not to whom.
    await queueEmail(tx, {
      to: user.email,
      subject: accountDeletedSubject,
      template: "account-deleted",
      userId: null,
      logTo: "a deleted account",
      replyTo: getEnv().SUPPORT_EMAIL,
      react: createElement(AccountDeletedEmail, { name: user.name ?? "Student" }),
    });
  });
  log.info("account.deleted", { userId });
  await removeFromOutbox(user.email);
  await db.update(s.emailLog).set({ to: "a deleted account" }).where(eq(s.emailLog.to, user.email));
  return { ok: true };
}

/** Cancels at once every Stripe subscription that could still renew; false if Stripe could not be reached. */
async function cancelStripeSubscriptions(userId: string) {
  const rows = await getDb()
    .select({ id: s.subscriptions.providerSubscriptionId })
    .from(s.subscriptions)
    .where(and(eq(s.subscriptions.userId, userId), inArray(s.subscriptions.status, ["active", "past_due"])));
  // The local test checkout's subscriptions exist only in this database.
  const live = rows.flatMap((r) => (r.id && !r.id.startsWith("sub_test_local_") ? [r.id] : []));
  if (live.length === 0) return true;
  if (!paymentsLive()) {
    log.error("account.delete.stripe_unconfigured", { userId, subscriptions: live.length });
    return false;
  }
  for (const id of live) {
    try {
      await stripeClient().subscriptions.cancel(id);
    } catch (error) {
      // Already cancelled at Stripe: nothing left to stop.
      if ((error as { code?: string }).code === "resource_missing") continue;
      log.error("account.delete.stripe_failed", { userId, subscription: id, error: (error as Error).message });
      return false;
    }
  }
  return true;
}
