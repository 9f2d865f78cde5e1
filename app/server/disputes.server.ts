// Disputes raised: by a trainee from the question screen, or by the marker when it cannot place an
// answer with confidence. Both wait in the editors' queue (dispute-queue.server.ts), grouped by
// question and answer (docs/decisions/023-dispute-queue.md).
import { and, eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import * as s from "../../db/schema";
import { disputeAnswerKey } from "~/domain/dispute-decisions";
import { getDb, type Database } from "./db.server";

/** An answer as disputes compare it, in SQL: what disputeAnswerKey does in TypeScript. */
export const normalisedSql = (column: AnyPgColumn) =>
  sql<string | null>`nullif(lower(btrim(regexp_replace(coalesce(${column}, ''), '\\s+', ' ', 'g'))), '')`;

/** A dispute's group key; a dispute sent before keys were stored is grouped by its answer all the same. */
export const disputeKeySql = sql<
  string | null
>`coalesce(${s.disputes.answerKey}, ${normalisedSql(s.disputes.userAnswer)})`;

/** One decision covers these disputes: a blank answer is decided on its own. */
export const groupSql = sql<string>`${s.disputes.questionId}::text || '|' || coalesce(${disputeKeySql}, ${s.disputes.id}::text) || '|' || coalesce(${s.disputes.resolvedAt}::text, '')`;

export async function createDispute(
  dispute: { userId: string; questionId: string; attemptId: string | null; userAnswer: string | null; message: string },
  db: Database = getDb(),
) {
  const [row] = await db
    .insert(s.disputes)
    .values({ ...dispute, source: "trainee", answerKey: disputeAnswerKey(dispute.userAnswer) })
    .returning({ id: s.disputes.id });
  return row!.id;
}

/**
 * The marker could not place an answer with confidence: the answer waits in the queue once per
 * question, unless an editor has already rejected the same answer to it.
 */
export async function recordMarkerDoubt(
  doubt: { questionId: string; attemptId: string; userAnswer: string; reason: string },
  db: Database = getDb(),
) {
  const answerKey = disputeAnswerKey(doubt.userAnswer);
  if (!answerKey) return;
  const [decided] = await db
    .select({ id: s.disputes.id })
    .from(s.disputes)
    .where(
      and(
        eq(s.disputes.questionId, doubt.questionId),
        eq(s.disputes.status, "rejected"),
        sql`${disputeKeySql} = ${answerKey}`,
      ),
    )
    .limit(1);
  if (decided) return;
  await db
    .insert(s.disputes)
    .values({
      questionId: doubt.questionId,
      attemptId: doubt.attemptId,
      userAnswer: doubt.userAnswer,
      message: doubt.reason,
      source: "marker",
      answerKey,
    })
    .onConflictDoNothing();
}
