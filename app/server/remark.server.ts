// Re-marking: after a question's answer key changes, every stored answer to it is marked again with
// the current key (app/domain/marking.ts), and the submitted attempts whose marks changed are scored
// again. A user's own "Mark as correct" stays as it is: it is theirs, not the marker's. A question
// with more answers than one batch is re-marked by a job, a batch per transaction
// (docs/decisions/062-job-queue.md), so a key change commits at once and holds no long locks.
import { and, asc, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import * as s from "../../db/schema";
import { mark } from "~/domain/marking";
import { submittedScore } from "~/domain/scoring";
import { testRowColumns } from "./attempts.server";
import { answerKey } from "./answers.server";
import { answeredSql } from "./scoring-sql.server";
import { getDb, type Database } from "./db.server";
import { enqueue, jobProgress, noteProgress } from "./jobs.server";

export type RemarkSummary = {
  /** Non-blank answers to the question. */
  answers: number;
  /** Answers whose marks (or correctness) changed. */
  remarked: number;
  /** Of those, answers that now earn more marks, and fewer. */
  up: number;
  down: number;
  /** Submitted attempts whose score and correct count were computed again. */
  attemptsRescored: number;
};

/** Answers re-marked in one transaction; a question with more is re-marked by a job, a batch at a time. */
export const REMARK_BATCH = 1000;

type Batch = RemarkSummary & { last: string | null };

/**
 * Re-marks the stored answers to the question in attempts after `after` (by attempt id), at most
 * `limit` of them, and scores their submitted attempts again. Marking again with the same key changes
 * nothing, so a batch run twice (a job interrupted and taken again) does no harm.
 */
async function remarkBatch(
  db: Database,
  questionId: string,
  key: Awaited<ReturnType<typeof answerKey>>,
  after: string | null,
  limit: number,
): Promise<Batch> {
  const stored = await db
    .select({
      attemptId: s.attemptQuestions.attemptId,
      userAnswer: s.attemptQuestions.userAnswer,
      marksEarned: s.attemptQuestions.marksEarned,
      isCorrect: s.attemptQuestions.isCorrect,
      userOverrideCorrect: s.attemptQuestions.userOverrideCorrect,
    })
    .from(s.attemptQuestions)
    .where(
      and(
        eq(s.attemptQuestions.questionId, questionId),
        answeredSql,
        after ? gt(s.attemptQuestions.attemptId, after) : undefined,
      ),
    )
    .orderBy(asc(s.attemptQuestions.attemptId))
    .limit(limit);

  const changed: Array<{ attemptId: string; marks: number; isCorrect: boolean }> = [];
  let up = 0;
  let down = 0;
  for (const row of stored) {
    const { marks } = mark(row.userAnswer ?? "", key);
    // As saveAnswer decides it; an answer the user marked correct stays correct.
    const isCorrect = row.userOverrideCorrect || marks > 0;
    if (row.marksEarned === marks && row.isCorrect === isCorrect) continue;
    if (marks > (row.marksEarned ?? 0)) up++;
    if (marks < (row.marksEarned ?? 0)) down++;
    changed.push({ attemptId: row.attemptId, marks, isCorrect });
  }
  // One statement for the batch's changed answers. Their spaced review follows the new marks when next
  // read (decision 041).
  if (changed.length)
    await db.execute(sql`
      update ${s.attemptQuestions} set marks_earned = v.marks, is_correct = v.is_correct, review_pending = true
      from (values ${sql.join(
        changed.map((c) => sql`(${c.attemptId}::uuid, ${c.marks}::smallint, ${c.isCorrect}::boolean)`),
        sql`, `,
      )}) as v(attempt_id, marks, is_correct)
      where ${s.attemptQuestions.attemptId} = v.attempt_id and ${s.attemptQuestions.questionId} = ${questionId}`);
  // Scored again (submittedScore), as overrideMarks does: every answer of the batch's submitted attempts
  // read at once, their scores written in one statement.
  const submitted = changed.length
    ? await db
        .select({ id: s.attempts.id, totalQuestions: s.attempts.totalQuestions })
        .from(s.attempts)
        .where(
          and(
            inArray(
              s.attempts.id,
              changed.map((c) => c.attemptId),
            ),
            isNotNull(s.attempts.submittedAt),
          ),
        )
    : [];
  if (submitted.length) {
    const answers = await db
      .select({ attemptId: s.attemptQuestions.attemptId, ...testRowColumns })
      .from(s.attemptQuestions)
      .innerJoin(s.questions, eq(s.questions.id, s.attemptQuestions.questionId))
      .where(
        inArray(
          s.attemptQuestions.attemptId,
          submitted.map((a) => a.id),
        ),
      );
    const byAttempt = new Map<string, typeof answers>();
    for (const answer of answers) {
      const list = byAttempt.get(answer.attemptId);
      if (list) list.push(answer);
      else byAttempt.set(answer.attemptId, [answer]);
    }
    const scores = submitted.map((a) => ({ id: a.id, ...submittedScore(byAttempt.get(a.id) ?? [], a.totalQuestions) }));
    await db.execute(sql`
      update ${s.attempts} set score = v.score, correct_count = v.correct_count
      from (values ${sql.join(
        scores.map((a) => sql`(${a.id}::uuid, ${a.score}::int, ${a.correctCount}::int)`),
        sql`, `,
      )}) as v(id, score, correct_count)
      where ${s.attempts.id} = v.id`);
  }
  return {
    answers: stored.length,
    remarked: changed.length,
    up,
    down,
    attemptsRescored: submitted.length,
    last: stored.length < limit ? null : stored.at(-1)!.attemptId,
  };
}

/** Runs on `db`, which may be a transaction: every stored answer, in one go. */
export async function remarkQuestion(questionId: string, db: Database = getDb()): Promise<RemarkSummary> {
  const key = await answerKey(questionId, db);
  const total: RemarkSummary = { answers: 0, remarked: 0, up: 0, down: 0, attemptsRescored: 0 };
  let after: string | null = null;
  do {
    const batch: Batch = await remarkBatch(db, questionId, key, after, REMARK_BATCH);
    addUp(total, batch);
    after = batch.last;
  } while (after);
  return total;
}

function addUp(total: RemarkSummary, batch: RemarkSummary) {
  total.answers += batch.answers;
  total.remarked += batch.remarked;
  total.up += batch.up;
  total.down += batch.down;
  total.attemptsRescored += batch.attemptsRescored;
}

/** Stored (non-blank) answers to a question. */
export async function storedAnswerCount(questionId: string, db: Database = getDb()) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(s.attemptQuestions)
    .where(and(eq(s.attemptQuestions.questionId, questionId), answeredSql));
  return Number(row?.n ?? 0);
}

/**
 * After a key change: re-marked now when the answers fit one batch (the change's own transaction),
 * otherwise queued on that transaction as a `remark` job. Returns what was done now and what was queued.
 */
export async function remarkNowOrLater(questionId: string, db: Database) {
  const answers = await storedAnswerCount(questionId, db);
  if (answers <= REMARK_BATCH) return { ...(await remarkQuestion(questionId, db)), queued: 0 };
  await enqueue(db, { kind: "remark", payload: { questionId, answers } });
  return { answers, remarked: 0, up: 0, down: 0, attemptsRescored: 0, queued: answers };
}

/**
 * The `remark` job: a batch per transaction, its progress written in the same transaction, so an
 * interrupted job resumes after the last batch that committed. The key is read afresh for each batch:
 * a newer change re-marks with the newest key (and queues its own job for the answers already passed).
 */
export async function remarkJob(
  job: { id: string; payload: Record<string, unknown> },
  // Stops after this many batches, as a process killed between two would (tests).
  options: { stopAfterBatches?: number } = {},
) {
  const questionId = String(job.payload.questionId);
  const progress = ((await jobProgress(job.id)) ?? {}) as Partial<
    RemarkSummary & { after: string | null; total: number }
  >;
  const total: RemarkSummary = {
    answers: progress.answers ?? 0,
    remarked: progress.remarked ?? 0,
    up: progress.up ?? 0,
    down: progress.down ?? 0,
    attemptsRescored: progress.attemptsRescored ?? 0,
  };
  let after = progress.after ?? null;
  const expected = Number(job.payload.answers ?? 0);
  const size = Number(job.payload.batch ?? REMARK_BATCH);
  let batches = 0;
  do {
    if (options.stopAfterBatches !== undefined && batches++ >= options.stopAfterBatches) return;
    after = await getDb().transaction(async (db) => {
      const batch = await remarkBatch(db, questionId, await answerKey(questionId, db), after, size);
      addUp(total, batch);
      await noteProgress(db, job.id, { ...total, after: batch.last, total: expected });
      return batch.last;
    });
  } while (after);
}
