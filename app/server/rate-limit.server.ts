// Fixed-window counters in the database, so that every server instance sees the same counts.
import { sql } from "drizzle-orm";
import { data } from "react-router";
import { rateLimits } from "../../db/schema";
import { getDb, type Database } from "./db.server";

export type Limit = { max: number; windowSeconds: number };

/** How often each throttled action may happen per key (docs/decisions/006-http-server-and-throttling.md). */
export const LIMITS = {
  // Sign-in refuses per address and client together, so a stranger cannot lock a trainee out; past
  // the per-address count it only slows down (docs/decisions/016-hardening.md).
  signInPerEmailAndIp: { max: 5, windowSeconds: 15 * 60 },
  signInPerEmail: { max: 5, windowSeconds: 15 * 60 },
  signInPerIp: { max: 50, windowSeconds: 15 * 60 },
  signUpPerIp: { max: 20, windowSeconds: 60 * 60 },
  signUpPerEmail: { max: 5, windowSeconds: 60 * 60 },
  resetPerEmail: { max: 3, windowSeconds: 60 * 60 },
  resetPerIp: { max: 20, windowSeconds: 60 * 60 },
  resendPerEmail: { max: 1, windowSeconds: 30 },
  codePerEmail: { max: 10, windowSeconds: 15 * 60 },
  messagesPerClient: { max: 10, windowSeconds: 60 * 60 },
  // Each dispute emails the team.
  disputesPerUser: { max: 5, windowSeconds: 60 * 60 },
  // Deleting an account asks for the password: a session left open must not become a way to guess it.
  deleteAccountPerUser: { max: 5, windowSeconds: 15 * 60 },
  // Changing the password asks for the current one: the same guard as deleting the account.
  changePasswordPerUser: { max: 5, windowSeconds: 15 * 60 },
} satisfies Record<string, Limit>;

/** How long a sign-in waits once its address is over signInPerEmail: slower guessing, nobody refused. */
export const SIGN_IN_SLOWDOWN_MS = 2_000;

export type RateResult = { allowed: boolean; retryAfterSeconds: number };

/** Counts one hit on `key` and says whether it is still within the limit. */
export async function hit(key: string, limit: Limit, db: Database = getDb()): Promise<RateResult> {
  const window = `${limit.windowSeconds} seconds`;
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= now() - ${window}::interval then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= now() - ${window}::interval then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + ${window}::interval - now())))::int`,
    });
  const row = rows[0]!;
  return { allowed: row.count <= limit.max, retryAfterSeconds: Math.max(1, Number(row.retryAfter)) };
}

/** Hits every key; refused if any is over its limit. */
export async function hitAll(entries: Array<[string, Limit]>, db?: Database): Promise<RateResult> {
  const results = await Promise.all(entries.map(([key, limit]) => hit(key, limit, db)));
  const refused = results.filter((r) => !r.allowed);
  if (refused.length === 0) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.max(...refused.map((r) => r.retryAfterSeconds)) };
}

export async function clearLimit(key: string, db: Database = getDb()) {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

export function tooManyMessage(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait =
    retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : minutes === 1 ? "1 minute" : `${minutes} minutes`;
  return `Too many attempts. Please wait ${wait} and try again.`;
}

/**
 * The reply to a throttled request, the same for every form: 429, Retry-After, and the body the
 * action shows its errors in, made from the message saying how long to wait.
 */
export function tooMany<T>(limit: { retryAfterSeconds: number }, body: (message: string) => T) {
  return data(body(tooManyMessage(limit.retryAfterSeconds)), {
    status: 429,
    headers: { "Retry-After": String(limit.retryAfterSeconds) },
  });
}
