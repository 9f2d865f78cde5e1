// Writes made once per sending of a form (app/domain/idempotency-key.ts). The form's key and everything the
// form says make a fingerprint: the same form sent again matches it and writes nothing; the same screen's
// note saved with new words, or another form, does not. The claim and the write share a transaction,
// so a write that fails leaves the key free for the retry.
import { createHash } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import * as s from "../../db/schema";
import { formKeyOf, IDEMPOTENCY_FIELD } from "~/domain/idempotency-key";
import { getDb, preparedQuery, type Database } from "./db.server";

/** Long enough for any retry; the table stays small. */
const KEEP_MS = 24 * 60 * 60 * 1000;

export function formFingerprint(userId: string, formData: FormData): string | null {
  const key = formKeyOf(formData);
  if (!key) return null;
  const fields = [...formData]
    .filter(([name, value]) => name !== IDEMPOTENCY_FIELD && typeof value === "string")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash("sha256")
    .update(JSON.stringify([userId, key, fields]))
    .digest("base64url");
}

/** Was a form with this fingerprint stored already? */
export async function wasStored(fingerprint: string | null) {
  if (!fingerprint) return false;
  const rows = await storedKey().execute({ fingerprint });
  return rows.length > 0;
}

const storedKey = preparedQuery((db) =>
  db
    .select({ key: s.idempotencyKeys.key })
    .from(s.idempotencyKeys)
    .where(eq(s.idempotencyKeys.key, sql.placeholder("fingerprint")))
    .prepare("stored_key"),
);

/** Thrown to roll back a write whose form was stored before. */
class StoredBefore extends Error {}

/**
 * Runs the write unless this fingerprint was stored before; true when it ran. Without a fingerprint
 * (a form from an older page) the write simply runs.
 */
export async function storeOnce(
  fingerprint: string | null,
  userId: string,
  write: (db: Database) => Promise<unknown>,
): Promise<boolean> {
  if (!fingerprint) {
    await write(getDb());
    return true;
  }
  let stored = true;
  try {
    await getDb().transaction(async (tx) => {
      // The write and the claim go to the database together, not one round trip after the other. A
      // second sending makes the same statements in the same order, so it waits for the first to
      // commit, finds the key taken, and its write is rolled back.
      const [written, claim] = await Promise.allSettled([
        write(tx),
        tx
          .insert(s.idempotencyKeys)
          .values({ key: fingerprint, userId })
          .onConflictDoNothing()
          .returning({ key: s.idempotencyKeys.key }),
      ]);
      if (claim.status === "fulfilled" && claim.value.length === 0) throw new StoredBefore();
      if (written.status === "rejected") throw written.reason;
      if (claim.status === "rejected") throw claim.reason;
    });
  } catch (error) {
    if (!(error instanceof StoredBefore)) throw error;
    stored = false;
  }
  return stored;
}

/** The keys older than a day go: a scheduled job, hourly (app/server/job-runner.server.ts). */
export async function pruneExpiredKeys(now = Date.now()) {
  await getDb()
    .delete(s.idempotencyKeys)
    .where(lt(s.idempotencyKeys.createdAt, new Date(now - KEEP_MS)));
}
