// Everyone's accuracy per category (the dashboard's "everyone" figures and percentiles), kept in
// category_averages and refreshed in the background (docs/decisions/031-cheaper-pages.md).
//
// The refresh reads the trainees a batch at a time, each batch one short query over those trainees'
// own answers (by the attempts' user index), and adds them up here; the table is written at the end in
// one short statement. No single statement scans every answer, so PGlite's one connection is never
// held for longer than a batch and pages are served between batches.
import { and, gt, sql } from "drizzle-orm";
import * as s from "../../db/schema";
import { answeredSql, correctSql, countsSql } from "./scoring-sql.server";
import { getDatabaseHandle, type Database } from "./db.server";

/** Trainees per batch: a few hundred keeps each query to milliseconds at any size of the answers table. */
export const TRAINEES_PER_BATCH = 250;

type Figures = { answered: number; correct: number; histogram: Map<number, number> };

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

/** One batch: each trainee's latest counted answer per question, summed per category and trainee. */
async function batch(db: Database, after: string | null) {
  const trainees = await db
    .select({ id: s.users.id })
    .from(s.users)
    .where(after ? gt(s.users.id, after) : undefined)
    .orderBy(s.users.id)
    .limit(TRAINEES_PER_BATCH);
  if (trainees.length === 0) return { last: null, rows: [] };
  const first = trainees[0]!.id;
  const last = trainees.at(-1)!.id;
  const rows = rowsOf<{ category_id: string; answered: number; correct: number }>(
    await db.execute(sql`
      with latest as (
        select distinct on (${s.attempts.userId}, ${s.attemptQuestions.questionId})
          ${s.attempts.userId} as user_id,
          ${s.attemptQuestions.questionId} as question_id,
          ${correctSql} as correct
        from ${s.attempts}
        join ${s.attemptQuestions} on ${s.attemptQuestions.attemptId} = ${s.attempts.id}
        where ${and(sql`${s.attempts.userId} between ${first} and ${last}`, answeredSql, countsSql)}
        order by ${s.attempts.userId}, ${s.attemptQuestions.questionId}, ${s.attemptQuestions.answeredAt} desc nulls last
      )
      select qc.category_id, count(*)::int as answered, (count(*) filter (where latest.correct))::int as correct
      from latest join ${s.questionCategories} qc on qc.question_id = latest.question_id
      group by qc.category_id, latest.user_id
    `),
  );
  return { last: trainees.length < TRAINEES_PER_BATCH ? null : last, rows };
}

/** Reads every trainee's figures, batch by batch, and replaces the kept figures with the totals. */
export async function recomputeCategoryAverages(db: Database) {
  // Every category gets a row, answered or not: an empty table means "never refreshed", which the
  // dashboard waits for; a bank nobody has answered yet must not send every dashboard back to refresh.
  const categories = await db.select({ id: s.categories.id }).from(s.categories);
  const totals = new Map<string, Figures>(
    categories.map((c) => [c.id, { answered: 0, correct: 0, histogram: new Map<number, number>() }]),
  );
  let after: string | null = null;
  do {
    const { last, rows } = await batch(db, after);
    for (const row of rows) {
      const figures = totals.get(row.category_id) ?? { answered: 0, correct: 0, histogram: new Map() };
      figures.answered += Number(row.answered);
      figures.correct += Number(row.correct);
      // The same rounding as a trainee's own accuracy: where they stand is read from these buckets.
      const percent = Math.round((100 * Number(row.correct)) / Number(row.answered));
      figures.histogram.set(percent, (figures.histogram.get(percent) ?? 0) + 1);
      totals.set(row.category_id, figures);
    }
    after = last;
  } while (after);

  const values = [...totals].map(([categoryId, f]) => ({
    categoryId,
    answered: f.answered,
    correct: f.correct,
    accuracyHistogram: Object.fromEntries([...f.histogram].map(([percent, trainees]) => [String(percent), trainees])),
    refreshedAt: new Date(),
  }));
  await db.transaction(async (tx) => {
    await tx.delete(s.categoryAverages);
    if (values.length) await tx.insert(s.categoryAverages).values(values);
  });
}

let refreshing: Promise<void> | null = null;

/**
 * Refreshes everyone's figures, one refresh at a time in this process; on PostgreSQL also one at a time
 * across processes (an advisory lock held by a connection of its own while the batches run).
 */
export function refreshCategoryAverages(): Promise<void> {
  refreshing ??= run().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function run() {
  const handle = getDatabaseHandle();
  if (handle.driver === "pglite") return recomputeCategoryAverages(handle.db);
  await handle.db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext('category_averages')) as locked`);
    if (!rowsOf<{ locked: boolean }>(lock)[0]?.locked) return; // another process is at it
    await recomputeCategoryAverages(tx);
  });
}
