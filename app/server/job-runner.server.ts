// The runner every server process starts (docs/decisions/062-job-queue.md): it adds this period's
// scheduled jobs (once across every process, by key), claims due jobs a few at a time and runs them.
import { eq } from "drizzle-orm";
import * as s from "../../db/schema";
import { accountEmailJobs } from "./account.server";
import { refreshCategoryAverages } from "./category-averages.server";
import { sweepConsoleUploads } from "./console-uploads.server";
import { getDb } from "./db.server";
import { getEnv } from "./env.server";
import { deliverEmail, type RenderedEmail } from "./email.server";
import { pruneExpiredKeys } from "./idempotency.server";
import { claimJobs, completeJob, enqueue, failJob, onWake, pruneFinishedJobs, WORKER_ID } from "./jobs.server";
import { describeError, log } from "./log.server";
import { planNudges, sendNudge } from "./nudges.server";
import { remarkJob } from "./remark.server";

export type Job = { id: string; kind: string; payload: Record<string, unknown>; key: string | null };

const handlers: Record<string, (job: Job) => Promise<unknown>> = {
  ...accountEmailJobs,
  email: (job) => deliverEmail(job.payload as unknown as RenderedEmail, job.id),
  remark: (job) => remarkJob(job),
  nudge: sendNudge,
  "nudges.plan": () => planNudges(),
  "category-averages": () => refreshCategoryAverages(),
  "console-uploads.sweep": () => sweepConsoleUploads(),
  "idempotency.prune": () => pruneExpiredKeys(),
  "jobs.prune": () => pruneFinishedJobs(),
};

/** Work on a schedule: one job per period, whichever process adds it first (the key says which period). */
export const SCHEDULES: Array<{ kind: string; everyMs: number }> = [
  { kind: "category-averages", everyMs: 5 * 60 * 1000 },
  { kind: "nudges.plan", everyMs: 60 * 60 * 1000 },
  { kind: "console-uploads.sweep", everyMs: 60 * 60 * 1000 },
  { kind: "idempotency.prune", everyMs: 60 * 60 * 1000 },
  { kind: "jobs.prune", everyMs: 24 * 60 * 60 * 1000 },
];

/** This period's job of each schedule, added unless a process added it already. */
export async function scheduleDue(now = Date.now()) {
  await enqueue(
    getDb(),
    ...SCHEDULES.map(({ kind, everyMs }) => {
      const period = Math.floor(now / everyMs) * everyMs;
      return { kind, key: `${kind}@${new Date(period).toISOString()}`, maxAttempts: 3 };
    }),
  );
}

/** Runs one claimed job; what it threw is kept on the job, which is tried again later. */
async function run(job: Awaited<ReturnType<typeof claimJobs>>[number], worker: string) {
  const handler = handlers[job.kind];
  try {
    if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}.`);
    await handler(job);
    await completeJob(job.id, worker);
    // A sent email's address and words are not kept once it is gone.
    if (job.kind.startsWith("email"))
      await getDb()
        .update(s.jobs)
        .set({ payload: { template: (job.payload.template as string) ?? job.kind } })
        .where(eq(s.jobs.id, job.id));
  } catch (error) {
    log.warn("job.failed", { kind: job.kind, id: job.id, attempts: job.attempts, ...describeError(error) });
    await failJob(job, error, worker);
  }
}

/**
 * Runs due jobs, `batch` (4) at a time, until none is left (or `maxJobs` ran); returns how many ran.
 * A job that ends makes room for the next at once, so one slow job (a provider slow to answer) holds
 * up only its own place, not the three beside it. Tests call it (through settled()) to run what a
 * request queued.
 */
export async function runDueJobs(
  options: { batch?: number; worker?: string; kinds?: string[]; maxJobs?: number } = {},
) {
  const worker = options.worker ?? WORKER_ID;
  const batch = options.batch ?? 4;
  const maxJobs = options.maxJobs ?? 4000;
  const running = new Set<Promise<void>>();
  let ran = 0;
  while (ran < maxJobs) {
    const claimed = await claimJobs(Math.min(batch - running.size, maxJobs - ran), {
      worker,
      kinds: options.kinds,
    });
    for (const job of claimed) {
      // A run that could not even record its outcome (the database gone) is taken again after its lease.
      const done: Promise<void> = run(job, worker)
        .catch((error) => log.warn("jobs.outcome_lost", { kind: job.kind, id: job.id, ...describeError(error) }))
        .finally(() => running.delete(done));
      running.add(done);
    }
    ran += claimed.length;
    // Nothing due and nothing running: done. Otherwise wait for a place (a running job may queue more).
    if (!running.size) break;
    if (!claimed.length || running.size === batch) await Promise.race(running);
  }
  await Promise.all(running);
  return ran;
}

// ── The loop of a server process ────────────────────────────────────────────────────────────

let stopped = true;
let timer: NodeJS.Timeout | undefined;
let running: Promise<void> | null = null;

async function tick() {
  try {
    await scheduleDue();
    await runDueJobs();
  } catch (error) {
    // The database out of reach for a moment: the next tick tries again.
    log.warn("jobs.tick_failed", describeError(error));
  }
}

function schedule(delay: number) {
  if (stopped) return;
  clearTimeout(timer);
  timer = setTimeout(() => {
    running ??= tick().finally(() => {
      running = null;
      schedule(getEnv().JOBS_POLL_MS);
    });
  }, delay).unref();
}

/** Starts this process's runner: a look every JOBS_POLL_MS, and soon after a job is queued here. */
export function startJobRunner() {
  if (!stopped) return;
  stopped = false;
  // A job queued in a transaction is seen once that commits: a moment later.
  onWake(() => {
    if (!running) schedule(50);
  });
  schedule(0);
}

/** Stops claiming; the jobs already running finish (their leases would let another process take them). */
export async function stopJobRunner() {
  stopped = true;
  onWake(undefined);
  clearTimeout(timer);
  await running;
}
