// One table for email verification and password reset: a 6-digit code and a link token, both
// stored hashed, expiring, single use (docs/decisions/003-sessions.md).
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { verifications } from "../../db/schema";
import { VERIFICATION_CODE_LENGTH } from "~/domain/account-forms";
import { getDb } from "./db.server";
import { getSessionSecret } from "./env.server";

export type VerificationType = "email" | "reset";

export const VERIFICATION_TTL_MINUTES: Record<VerificationType, number> = {
  email: 24 * 60,
  reset: 60,
};

/** Wrong codes allowed against one verification before it stops working. */
const MAX_CODE_ATTEMPTS = 5;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * A new code and link; older unused ones are spent. With a `seed` (the id of the email job making it)
 * the code and link are derived from it and the server's secret, so a job tried again makes the same
 * ones, and the email that reaches the trainee (one per idempotency key) carries a code that works.
 */
export async function createVerification(
  type: VerificationType,
  userId: string,
  email: string,
  options: { seed?: string } = {},
) {
  const seeded = options.seed
    ? createHmac("sha256", getSessionSecret()).update(`${type}:${options.seed}`).digest()
    : null;
  const code = String(
    seeded ? seeded.readUInt32BE(0) % 10 ** VERIFICATION_CODE_LENGTH : randomInt(0, 10 ** VERIFICATION_CODE_LENGTH),
  ).padStart(VERIFICATION_CODE_LENGTH, "0");
  const token = (seeded ? seeded.subarray(4) : randomBytes(32)).toString("base64url");
  const db = getDb();
  // Only the newest link or code works: older unused ones are spent.
  await db
    .update(verifications)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(verifications.type, type),
        eq(verifications.userId, userId),
        isNull(verifications.usedAt),
        ne(verifications.tokenHash, sha256(token)),
      ),
    );
  await db
    .insert(verifications)
    .values({
      type,
      userId,
      email,
      codeHash: sha256(`${email}:${code}`),
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + VERIFICATION_TTL_MINUTES[type] * 60 * 1000),
    })
    .onConflictDoNothing();
  return { code, token };
}

type Found = { id: string; userId: string; email: string };

/** Spends a link token; null when it is unknown, used or expired. */
export async function consumeToken(type: VerificationType, token: string): Promise<Found | null> {
  const rows = await getDb()
    .update(verifications)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(verifications.type, type),
        eq(verifications.tokenHash, sha256(token)),
        isNull(verifications.usedAt),
        gt(verifications.expiresAt, new Date()),
      ),
    )
    .returning({ id: verifications.id, userId: verifications.userId, email: verifications.email });
  return rows[0] ?? null;
}

/** Looks a link token up without spending it (to show the reset form only for a live link). */
export async function peekToken(type: VerificationType, token: string): Promise<Found | null> {
  const rows = await getDb()
    .select({ id: verifications.id, userId: verifications.userId, email: verifications.email })
    .from(verifications)
    .where(
      and(
        eq(verifications.type, type),
        eq(verifications.tokenHash, sha256(token)),
        isNull(verifications.usedAt),
        gt(verifications.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Spends a code typed by the user; a wrong code counts against the verification. */
export async function consumeCode(type: VerificationType, email: string, code: string): Promise<Found | null> {
  const db = getDb();
  const rows = await db
    .select()
    .from(verifications)
    .where(
      and(
        eq(verifications.type, type),
        eq(verifications.email, email),
        isNull(verifications.usedAt),
        gt(verifications.expiresAt, new Date()),
      ),
    )
    .orderBy(sql`${verifications.createdAt} desc`)
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const expected = Buffer.from(row.codeHash, "hex");
  const given = Buffer.from(sha256(`${email}:${code}`), "hex");
  if (expected.length === given.length && timingSafeEqual(expected, given)) {
    const spent = await db
      .update(verifications)
      .set({ usedAt: new Date() })
      .where(and(eq(verifications.id, row.id), isNull(verifications.usedAt)))
      .returning({ id: verifications.id });
    return spent.length ? { id: row.id, userId: row.userId, email: row.email } : null;
  }
  await db
    .update(verifications)
    .set({
      attempts: sql`${verifications.attempts} + 1`,
      usedAt: row.attempts + 1 >= MAX_CODE_ATTEMPTS ? new Date() : null,
    })
    .where(eq(verifications.id, row.id));
  return null;
}
