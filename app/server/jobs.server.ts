// The job queue: a table (docs/decisions/062-job-queue.md). A job is enqueued on the caller's
// database handle, so a transaction that rolls back takes its jobs with it. Every server process
// claims due jobs with `for update skip locked` (two processes never take the same row) and a lease:
// a job whose process died is taken again once its lease runs out. A failed run is tried again after
// an exponentially growing wait, up to the job's cap of attempts, and then shows as failed in /admin/jobs.
import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import * as s from "../../db/schema";
import { getDb, type Database } from "./db.server";

export type JobRow = typeof s.jobs.$inferSelect;

export type NewJob = {
  kind: string;
  payload?: Record<string, unknown>;
  /** Once-only: a second job with the same key is not added (a schedule's period, a nudge's day). */
  key?: string;
  runAt?: Date;
  maxAttempts?: number;
};

/** How long a claimed job is its process's before another may take it again. */
export const LEASE_MS = 2 * 60 * 1000;
/** The first retry waits this long; each next one twice as long, up to BACKOFF_CAP_MS. */
export const BACKOFF_BASE_MS = 10 * 1000;
export const BACKOFF_CAP_MS = 60 * 60 * 1000;
/** Tries before a job fails for good: 8 cover about 21 minutes of retries. */
export const MAX_ATTEMPTS = 8;
/**
 * An email job's (its queuer says so): about 3.5 hours, so an outage of the provider that long heals
 * itself, within the 24 hours Resend keeps an idempotency key (a retry can never send twice).
 */
export const EMAIL_MAX_ATTEMPTS = 12;
/** Finished jobs are kept this long (longer than any period a key guards), then pruned. */
export const KEEP_DONE_MS = 15 * 24 * 60 * 60 * 1000;

/** This process's name on the jobs it holds. */
export const WORKER_ID = `${process.pid}-${randomUUID().slice(0, 8)}`;

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

/** Adds jobs on `db` (a transaction, usually); returns the ids added (none for a key already used). */
export async function enqueue(db: Pick<Database, "insert">, ...jobs: NewJob[]): Promise<string[]> {
  if (!jobs.length) return [];
  const rows = await db
    .insert(s.jobs)
    .values(
      jobs.map((job) => ({
        kind: job.kind,
        payload: job.payload ?? {},
        key: job.key ?? null,
        runAt: job.runAt ?? new Date(),
        maxAttempts: job.maxAttempts ?? MAX_ATTEMPTS,
      })),
    )
    .onConflictDoNothing({ target: s.jobs.key })
    .returning({ id: s.jobs.id });
  wakeRunner();
  return rows.map((row) => row.id);
}

/** The wait before try number `attempts + 1`. */
export function backoffMs(attempts: number) {
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Takes up to `limit` due jobs for this process: pending ones whose time has come, and running ones
 * whose lease ran out (their process died). Locked rows are skipped, not waited for.
 */
export async function claimJobs(limit: number, options: { now?: Date; kinds?: string[]; worker?: string } = {}) {
  const now = options.now ?? new Date();
  const until = new Date(now.getTime() + LEASE_MS);
  // Due by this process's clock, which reads whole milliseconds: a job stamped within the same
  // millisecond is due too, whoever stamped it (the column's default is the database's clock, in
  // microseconds, and was a fraction of a millisecond ahead of a runner that claimed at once).
  const dueBefore = new Date(now.getTime() + 1);
  const kinds = options.kinds?.length
    ? sql`and kind in (${sql.join(
        options.kinds.map((k) => sql`${k}`),
        sql`, `,
      )})`
    : sql``;
  const result = await getDb().execute(sql`
    update ${s.jobs} set status = 'running', attempts = attempts + 1, locked_until = ${until.toISOString()},
      locked_by = ${options.worker ?? WORKER_ID}
    where id in (
      select id from ${s.jobs}
      where ((status = 'pending' and run_at < ${dueBefore.toISOString()}) or (status = 'running' and locked_until < ${now.toISOString()}))
        ${kinds}
      order by run_at
      limit ${limit}
      for update skip locked
    )
    returning id, kind, payload, key, attempts, max_attempts as "maxAttempts", locked_by as "lockedBy"`);
  return rowsOf<Pick<JobRow, "id" | "kind" | "payload" | "key" | "attempts" | "maxAttempts" | "lockedBy">>(result);
}

/** A run that finished: the job is done, unless its lease was lost to another process meanwhile. */
export async function completeJob(id: string, worker = WORKER_ID) {
  await getDb()
    .update(s.jobs)
    .set({ status: "done", finishedAt: new Date(), lockedUntil: null, lastError: null })
    .where(and(eq(s.jobs.id, id), eq(s.jobs.lockedBy, worker), eq(s.jobs.status, "running")));
}

/** A run that threw: tried again after the backoff, or failed for good once the cap is reached. */
export async function failJob(
  job: { id: string; attempts: number; maxAttempts: number },
  error: unknown,
  worker = WORKER_ID,
) {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  const last = job.attempts >= job.maxAttempts;
  await getDb()
    .update(s.jobs)
    .set({
      status: last ? "failed" : "pending",
      runAt: new Date(Date.now() + backoffMs(job.attempts)),
      lockedUntil: null,
      lastError: message,
      finishedAt: last ? new Date() : null,
    })
    .where(and(eq(s.jobs.id, job.id), eq(s.jobs.lockedBy, worker), eq(s.jobs.status, "running")));
}

/** Keeps a long job's lease and records how far it got (each batch of a re-mark). */
export async function noteProgress(db: Database, id: string, progress: Record<string, unknown>) {
  await db
    .update(s.jobs)
    .set({ progress, lockedUntil: new Date(Date.now() + LEASE_MS) })
    .where(eq(s.jobs.id, id));
}

/** What a job noted on its earlier tries (noteProgress), so that a retry goes on from there. */
export async function jobProgress(id: string) {
  const [row] = await getDb().select({ progress: s.jobs.progress }).from(s.jobs).where(eq(s.jobs.id, id));
  return row?.progress ?? null;
}

// ── For /admin/jobs ────────────────────────────────────────────────────────────────────────

export async function jobCounts() {
  const rows = await getDb()
    .select({ status: s.jobs.status, count: sql<number>`count(*)`.mapWith(Number) })
    .from(s.jobs)
    .groupBy(s.jobs.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.count])) as Partial<Record<JobRow["status"], number>>;
}

/** The jobs of one status, newest first; the page shows at most `limit`. */
export async function listJobs(status: "pending" | "running" | "failed" | "done", limit = 100) {
  return getDb().select().from(s.jobs).where(eq(s.jobs.status, status)).orderBy(desc(s.jobs.createdAt)).limit(limit);
}

/** A failed (or waiting) job runs again now, with its attempts counted afresh. */
export async function retryJob(db: Database, id: string) {
  const rows = await db
    .update(s.jobs)
    .set({ status: "pending", runAt: new Date(), attempts: 0, finishedAt: null, lockedUntil: null })
    .where(and(eq(s.jobs.id, id), inArray(s.jobs.status, ["failed", "pending"])))
    .returning({ id: s.jobs.id, kind: s.jobs.kind });
  if (rows.length) wakeRunner();
  return rows[0] ?? null;
}

/** A failed or waiting job is removed without running. */
export async function discardJob(db: Database, id: string) {
  const rows = await db
    .delete(s.jobs)
    .where(and(eq(s.jobs.id, id), inArray(s.jobs.status, ["failed", "pending"])))
    .returning({ id: s.jobs.id, kind: s.jobs.kind });
  return rows[0] ?? null;
}

/** Finished jobs older than KEEP_DONE_MS go; failed ones stay until an admin discards them. */
export async function pruneFinishedJobs(now = Date.now()) {
  await getDb()
    .delete(s.jobs)
    .where(and(eq(s.jobs.status, "done"), lt(s.jobs.finishedAt, new Date(now - KEEP_DONE_MS))));
}

// ── Waking this process's runner ────────────────────────────────────────────────────────────

let wake: (() => void) | undefined;

/** Called when a job is added: the runner of this process looks at once instead of at its next poll. */
export function wakeRunner() {
  wake?.();
}

export function onWake(listener: (() => void) | undefined) {
  wake = listener;
}
