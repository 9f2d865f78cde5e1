// Emails: Resend when RESEND_API_KEY is set, otherwise one JSON file per message in
// $DATA_DIR/outbox (docs/decisions/005-email-outbox.md). Every email is a job (queueEmail), committed
// with the change it tells of and sent by the job runner under an idempotency key, tried again on
// failure (docs/decisions/062-job-queue.md); each failure is logged and recorded in the email log.
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { render } from "@react-email/render";
import type { ReactElement } from "react";
import { Resend } from "resend";
import { emailLog } from "../../db/schema";
import { requireUser } from "./auth.server";
import { getDb, type Database } from "./db.server";
import { getEnv } from "./env.server";
import { EMAIL_MAX_ATTEMPTS, enqueue } from "./jobs.server";
import { log, withoutQuotedValues } from "./log.server";

export type OutgoingEmail = {
  to: string;
  subject: string;
  react: ReactElement;
  /** Which template, for the email log: "verification", "welcome", … */
  template: string;
  userId?: string | null;
  replyTo?: string;
  /** What the email log says it went to, when not the address (a deleted account's goodbye). */
  logTo?: string;
  /** Extra headers: a nudge's List-Unsubscribe pair. */
  headers?: Record<string, string>;
};

/** An email ready to send: what an email job holds. */
export type RenderedEmail = Omit<OutgoingEmail, "react"> & { html: string; text: string };

export type OutboxMessage = {
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  createdAt: string;
};

export type SendResult = { ok: true; status: "sent" | "outbox" } | { ok: false; error: string };

/**
 * How long a send may wait for the provider's answer. Past it the try counts as failed and the job
 * tries again under the same key: the provider sends at most one email for it whether or not that try
 * went through, and a stuck call does not hold the runner's other jobs.
 */
export const SEND_TIMEOUT_MS = 15_000;

export function outboxDir() {
  return path.join(getEnv().dataDir, "outbox");
}

export function emailTransport(): "resend" | "outbox" {
  return getEnv().RESEND_API_KEY ? "resend" : "outbox";
}

export async function renderEmail(email: OutgoingEmail): Promise<RenderedEmail> {
  const { react, ...rest } = email;
  const [html, text] = await Promise.all([render(react), render(react, { plainText: true })]);
  return { ...rest, html, text };
}

/**
 * Sends an email now, under an idempotency key: Resend sends one email per key however often it is
 * asked (for a day), and the outbox writes one file per key. Throws when it could not be sent, so the
 * job that asked tries again (docs/decisions/062-job-queue.md); every try is in the email log.
 */
export async function deliverEmail(email: RenderedEmail, idempotencyKey: string): Promise<SendResult> {
  const env = getEnv();
  const from = env.EMAIL_FROM;
  let result: SendResult;
  let providerId: string | null = null;
  try {
    if (env.RESEND_API_KEY) {
      const resend = new Resend(env.RESEND_API_KEY);
      const response = await resend.emails.send(
        {
          from,
          to: email.to,
          subject: email.subject,
          html: email.html,
          text: email.text,
          replyTo: email.replyTo,
          headers: email.headers,
        },
        { idempotencyKey, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) },
      );
      if (response.error) throw new Error(`${response.error.name}: ${response.error.message}`);
      providerId = response.data?.id ?? null;
      result = { ok: true, status: "sent" };
    } else {
      const { html, text, headers } = email;
      await writeToOutbox(
        { to: email.to, from, subject: email.subject, html, text, headers, createdAt: new Date().toISOString() },
        email.template,
        idempotencyKey,
      );
      result = { ok: true, status: "outbox" };
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // The address is someone's typed text: the log names the account, the email log table the address.
    log.error("email.failed", { template: email.template, userId: email.userId, error: withoutQuotedValues(message) });
    result = { ok: false, error: message };
  }
  try {
    await getDb()
      .insert(emailLog)
      .values({
        userId: email.userId ?? null,
        template: email.template,
        to: email.logTo ?? email.to,
        from,
        subject: email.subject,
        status: result.ok ? result.status : "failed",
        providerId,
        error: result.ok ? null : result.error.slice(0, 1000),
      });
  } catch (error) {
    log.error("email.log_failed", { template: email.template, error: String(error) });
  }
  if (!result.ok) throw new Error(result.error);
  return result;
}

/**
 * Queues an email on `db` (the transaction of the change it tells of): rendered now, sent by the job
 * runner, tried again until it goes.
 */
export async function queueEmail(db: Pick<Database, "insert">, email: OutgoingEmail) {
  const rendered = await renderEmail(email);
  return enqueue(db, { kind: "email", payload: rendered, maxAttempts: EMAIL_MAX_ATTEMPTS });
}

/** One file per idempotency key: a second try of the same email finds it written and writes nothing. */
async function writeToOutbox(message: OutboxMessage, template: string, idempotencyKey: string) {
  const dir = outboxDir();
  await mkdir(dir, { recursive: true });
  const keyed = createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 16);
  if ((await readdir(dir)).some((name) => name.endsWith(`-${keyed}.json`))) return;
  const stamp = message.createdAt.replace(/[:.]/g, "-");
  const file = path.join(dir, `${stamp}-${template}-${keyed}.json`);
  await writeFile(file, JSON.stringify(message, null, 2), { flag: "wx" });
}

/** Newest first. */
export async function listOutbox(): Promise<Array<OutboxMessage & { id: string }>> {
  let files: string[];
  try {
    files = (await readdir(outboxDir())).filter((name) => name.endsWith(".json"));
  } catch {
    return [];
  }
  const messages = await Promise.all(
    files.map(async (name) => ({
      id: name.replace(/\.json$/, ""),
      ...(JSON.parse(await readFile(path.join(outboxDir(), name), "utf8")) as OutboxMessage),
    })),
  );
  return messages.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}

/** Removes every outbox message sent to `email` or naming it, as a deleted account's data goes (product-rules#account-deletion). */
export async function removeFromOutbox(email: string) {
  const wanted = email.toLowerCase();
  const named = (await listOutbox()).filter(
    (message) => message.to.toLowerCase() === wanted || message.text.toLowerCase().includes(wanted),
  );
  await Promise.all(named.map((message) => rm(path.join(outboxDir(), `${message.id}.json`), { force: true })));
}

/** The outbox page exists only where emails go to the outbox and this is not a real deployment. */
function outboxPageEnabled() {
  const env = getEnv();
  return emailTransport() === "outbox" && (!env.isProduction || env.demoMode);
}

/**
 * The outbox messages this visitor may read, or null where the page does not exist. On a laptop every
 * message; on a demo others can reach, only the signed in: an admin every message, anyone else the
 * ones sent to their own address (product-rules#outbox).
 */
export async function readableOutbox(request: Request) {
  if (!outboxPageEnabled()) return null;
  if (!getEnv().publicDemo) return { messages: await listOutbox(), onlyOwn: false };
  const user = await requireUser(request);
  const messages = await listOutbox();
  if (user.role === "admin") return { messages, onlyOwn: false };
  return { messages: messages.filter((m) => m.to.toLowerCase() === user.email), onlyOwn: true };
}
