// Account operations behind the auth screens: sign-up, verification, sign-in checks, reset and
// password change. Screens validate input; these decide and write.
import { createElement } from "react";
import { eq } from "drizzle-orm";
import { profiles, users } from "../../db/schema";
import { AccountExistsEmail, accountExistsSubject } from "../../emails/account-exists";
import { PasswordResetEmail, passwordResetSubject } from "../../emails/password-reset";
import { VerificationEmail, verificationSubject } from "../../emails/verification";
import { WelcomeEmail, welcomeSubject } from "../../emails/welcome";
import { getDb, type Database } from "./db.server";
import { deliverEmail, renderEmail } from "./email.server";
import { getEnv } from "./env.server";
import { EMAIL_MAX_ATTEMPTS, enqueue, jobProgress, noteProgress } from "./jobs.server";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "./password.server";
import { revokeSessions } from "./session.server";
import { consumeCode, consumeToken, createVerification, VERIFICATION_TTL_MINUTES } from "./verification.server";

export type NewAccount = {
  name: string;
  email: string;
  password: string;
  specialty?: string;
  university?: string;
  hospital?: string;
};

export async function findUserByEmail(email: string) {
  const rows = await getDb()
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      emailVerifiedAt: users.emailVerifiedAt,
      name: profiles.name,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return rows[0] ?? null;
}

/** Creates the user and profile; null when the email is already registered. */
export async function createAccount(
  account: NewAccount,
  options: {
    verified?: boolean;
    role?: "trainee" | "admin";
    nudges?: "daily" | "weekly" | null;
    sendEmails?: boolean;
  } = {},
) {
  const passwordHash = await hashPassword(account.password);
  return getDb().transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values({
        email: account.email.toLowerCase(),
        passwordHash,
        role: options.role ?? "trainee",
        emailVerifiedAt: options.verified ? new Date() : null,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    const user = inserted[0];
    if (!user) return null;
    await tx.insert(profiles).values({
      userId: user.id,
      name: account.name,
      specialty: account.specialty ?? null,
      university: account.university ?? null,
      hospital: account.hospital ?? null,
      nudges: options.nudges ?? null,
    });
    // The account and its emails commit together, or neither does.
    if (options.sendEmails) await queueSignUpEmails(tx, user.id);
    return { id: user.id, email: account.email.toLowerCase(), name: account.name };
  });
}

/** The name its owner gave, once the address is proved theirs; until then, none (product-rules#emails). */
function verifiedName(user: { name: string | null; emailVerifiedAt: Date | null }) {
  return user.emailVerifiedAt ? user.name : null;
}

// Each email below is sent by a job (docs/decisions/062-job-queue.md): the request only adds a row
// naming whom to write to, the same one insert whether or not the address has an account, and the
// job looks the account up, makes the link and sends. A job tried again makes the same link and code
// (seeded by its id) and sends under the same idempotency key, so the trainee gets one email that works.

/** Queues the verification email and the welcome email of a new account, on the sign-up's transaction. */
export function queueSignUpEmails(db: Pick<Database, "insert">, userId: string) {
  return enqueue(db, { kind: "email.signup", payload: { userId }, maxAttempts: EMAIL_MAX_ATTEMPTS });
}

/** Queues another verification email (the "send again" of /verify-email). */
export function sendVerificationEmail(user: { id: string }) {
  return enqueue(getDb(), {
    kind: "email.verification",
    payload: { userId: user.id },
    maxAttempts: EMAIL_MAX_ATTEMPTS,
  });
}

/** Someone tried to sign up with a registered address: its owner hears of it, the visitor learns nothing. */
export function queueAccountExistsEmail(email: string) {
  return enqueue(getDb(), {
    kind: "email.account-exists",
    payload: { email: email.toLowerCase() },
    maxAttempts: EMAIL_MAX_ATTEMPTS,
  });
}

/** Sends a reset link if the account exists; says nothing either way (no account enumeration). */
export function requestPasswordReset(email: string) {
  return enqueue(getDb(), {
    kind: "email.password-reset",
    payload: { email: email.toLowerCase() },
    maxAttempts: EMAIL_MAX_ATTEMPTS,
  });
}

type EmailJob = { id: string; payload: Record<string, unknown> };

async function userById(userId: string) {
  const rows = await getDb()
    .select({ id: users.id, email: users.email, emailVerifiedAt: users.emailVerifiedAt, name: profiles.name })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

async function verificationEmail(job: EmailJob, user: { id: string; email: string }) {
  const { code, token } = await createVerification("email", user.id, user.email, { seed: job.id });
  const link = `${getEnv().appUrl}/verify-email?${new URLSearchParams({ token })}`;
  return renderEmail({
    to: user.email,
    subject: verificationSubject,
    template: "verification",
    userId: user.id,
    react: createElement(VerificationEmail, { code, link, hours: VERIFICATION_TTL_MINUTES.email / 60 }),
  });
}

/** The jobs' side of the emails above; an account deleted meanwhile gets nothing. */
export const accountEmailJobs = {
  async "email.signup"(job: EmailJob) {
    const user = await userById(String(job.payload.userId));
    if (!user) return;
    const emails = {
      verification: () => verificationEmail(job, user),
      welcome: () =>
        renderEmail({
          to: user.email,
          subject: welcomeSubject,
          template: "welcome",
          userId: user.id,
          react: createElement(WelcomeEmail, { dashboardUrl: `${getEnv().appUrl}/dashboard` }),
        }),
    };
    // Both are tried; the job is tried again if either failed. The one that went is noted on the job,
    // so a retry asks the provider for the other only, and would not send it twice anyway (its key).
    const sent = ((await jobProgress(job.id))?.sent as string[] | undefined) ?? [];
    let failed: unknown = null;
    for (const [name, make] of Object.entries(emails)) {
      if (sent.includes(name)) continue;
      try {
        await deliverEmail(await make(), `${job.id}:${name}`);
        sent.push(name);
        await noteProgress(getDb(), job.id, { sent });
      } catch (error) {
        failed ??= error;
      }
    }
    if (failed) throw failed;
  },
  async "email.verification"(job: EmailJob) {
    const user = await userById(String(job.payload.userId));
    if (!user || user.emailVerifiedAt) return;
    await deliverEmail(await verificationEmail(job, user), `${job.id}:verification`);
  },
  async "email.account-exists"(job: EmailJob) {
    const user = await findUserByEmail(String(job.payload.email));
    if (!user) return;
    const email = await renderEmail({
      to: user.email,
      subject: accountExistsSubject,
      template: "account-exists",
      userId: user.id,
      react: createElement(AccountExistsEmail, { name: verifiedName(user), signInUrl: `${getEnv().appUrl}/auth` }),
    });
    await deliverEmail(email, job.id);
  },
  async "email.password-reset"(job: EmailJob) {
    const user = await findUserByEmail(String(job.payload.email));
    if (!user) return;
    const { token } = await createVerification("reset", user.id, user.email, { seed: job.id });
    const link = `${getEnv().appUrl}/reset-password?${new URLSearchParams({ token })}`;
    const email = await renderEmail({
      to: user.email,
      subject: passwordResetSubject,
      template: "password-reset",
      userId: user.id,
      react: createElement(PasswordResetEmail, {
        name: verifiedName(user),
        link,
        minutes: VERIFICATION_TTL_MINUTES.reset,
      }),
    });
    await deliverEmail(email, job.id);
  },
};

async function markVerified(userId: string) {
  const rows = await getDb()
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id, email: users.email });
  return rows[0] ?? null;
}

export async function verifyEmailByToken(token: string) {
  const found = await consumeToken("email", token);
  return found ? markVerified(found.userId) : null;
}

export async function verifyEmailByCode(email: string, code: string) {
  const found = await consumeCode("email", email, code);
  return found ? markVerified(found.userId) : null;
}

export type SignInCheck =
  { ok: true; user: { id: string; email: string; name: string } } | { ok: false; reason: "invalid" | "unverified" };

/** Checks the password in constant-ish time whether or not the account exists. */
export async function checkCredentials(email: string, password: string): Promise<SignInCheck> {
  const user = await findUserByEmail(email);
  if (!user) {
    await verifyAgainstNothing(password);
    return { ok: false, reason: "invalid" };
  }
  if (!(await verifyPassword(user.passwordHash, password))) return { ok: false, reason: "invalid" };
  if (!user.emailVerifiedAt) return { ok: false, reason: "unverified" };
  return { ok: true, user: { id: user.id, email: user.email, name: user.name ?? "Student" } };
}

async function setPassword(userId: string, password: string) {
  await getDb()
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, userId));
}

/**
 * Spends the reset link and sets the new password. Every session is revoked; the link also proves
 * the address, so an unverified account becomes verified.
 */
export async function resetPassword(token: string, password: string) {
  const found = await consumeToken("reset", token);
  if (!found) return null;
  await setPassword(found.userId, password);
  await getDb().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, found.userId));
  await revokeSessions(found.userId);
  return { userId: found.userId };
}

/** For /profile: the current password must be right; other sessions are signed out. */
export async function changePassword(
  user: { id: string; sessionId: string },
  currentPassword: string,
  newPassword: string,
): Promise<{ ok: true } | { ok: false; reason: "wrong-password" }> {
  const rows = await getDb()
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  const row = rows[0];
  if (!row || !(await verifyPassword(row.passwordHash, currentPassword))) {
    return { ok: false, reason: "wrong-password" };
  }
  await setPassword(user.id, newPassword);
  await revokeSessions(user.id, user.sessionId);
  return { ok: true };
}
