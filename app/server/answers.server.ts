// A trainee's answers to an attempt's questions: saving one (once, whatever the retries), its time and
// flag, "Mark as correct", and a submitted attempt scored again after a change. The attempt itself (its
// start, clock and end) is in attempts.server.ts; the rules live in app/domain.
import { and, asc, desc, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import * as s from "../../db/schema";
import { mark } from "~/domain/marking";
import { submittedScore } from "~/domain/scoring";
import { getDb, preparedQuery, type Database } from "./db.server";
import { recordMarkerDoubt } from "./disputes.server";
import { storeOnce } from "./idempotency.server";
import { attemptQuestionRows, type Attempt } from "./attempts.server";
import { answeredSql } from "./scoring-sql.server";

const answerKeyOf = (db: Database, questionId: string | Placeholder) =>
  db
    .select({ text: s.answers.answerText, marks: s.answers.marks })
    .from(s.answers)
    .where(eq(s.answers.questionId, questionId))
    .orderBy(desc(s.answers.marks), asc(s.answers.orderIndex));
const preparedAnswerKey = preparedQuery((db) => answerKeyOf(db, sql.placeholder("questionId")).prepare("answer_key"));

/** A question's key, best answers first; `db` for a transaction's own reads. */
export async function answerKey(questionId: string, db?: Database) {
  return db ? answerKeyOf(db, questionId) : preparedAnswerKey().execute({ questionId });
}

/**
 * Marks and saves one answer; an edit replaces the previous answer and adds the time spent. The
 * question's key may come read already (alongside the request's other reads).
 */
export async function saveAnswer(
  attempt: Attempt,
  questionId: string,
  response: string,
  seconds: number,
  now: Date = new Date(),
  db: Database = getDb(),
  key?: Awaited<ReturnType<typeof answerKey>>,
) {
  key ??= await answerKey(questionId, db);
  const result = mark(response, key);
  await writeAnswer(attempt, questionId, response, result, seconds, now, db);
  return result;
}

async function writeAnswer(
  attempt: Attempt,
  questionId: string,
  response: string,
  result: ReturnType<typeof mark>,
  seconds: number,
  now: Date,
  db: Database,
) {
  await db
    .update(s.attemptQuestions)
    .set(
      answerColumns({
        response,
        marks: result.marks,
        correct: result.marks > 0,
        timeSpent: sql`${s.attemptQuestions.timeSpent} + ${seconds}`,
        now,
      }),
    )
    .where(and(eq(s.attemptQuestions.attemptId, attempt.id), eq(s.attemptQuestions.questionId, questionId)));
  // An answer the marker could not place waits in the editors' dispute queue; the mark stands meanwhile.
  if (result.review)
    await recordMarkerDoubt(
      {
        questionId,
        attemptId: attempt.id,
        userAnswer: response,
        reason: result.reviewReason ?? "the marker could not place this answer",
      },
      db,
    );
}

/**
 * saveAnswer once per sending of its form (app/server/idempotency.server.ts), as the question screen's
 * answer: in one statement, built once, that claims the form's key and writes the answer only if the
 * claim is new (decision 042). An answer the marker doubts, or a form without a key, takes the
 * transaction of storeOnce.
 */
export async function saveAnswerOnce(
  fingerprint: string | null,
  attempt: Attempt,
  questionId: string,
  response: string,
  seconds: number,
  now: Date,
  key: Awaited<ReturnType<typeof answerKey>>,
) {
  const result = mark(response, key);
  if (!fingerprint || result.review) {
    await storeOnce(fingerprint, attempt.userId, (db) =>
      writeAnswer(attempt, questionId, response, result, seconds, now, db),
    );
    return result;
  }
  await answerOnce().execute({
    fingerprint,
    userId: attempt.userId,
    attemptId: attempt.id,
    questionId,
    response,
    marks: result.marks,
    correct: result.marks > 0,
    seconds,
    now: now.toISOString(),
  });
  return result;
}

/** What an answer's write sets: the review cards follow when next read (decision 041). */
function answerColumns(answer: {
  response: string | SQL;
  marks: number | SQL;
  correct: boolean | SQL;
  timeSpent: SQL;
  now: Date | SQL;
}) {
  const { response, marks, correct, timeSpent, now } = answer;
  return {
    userAnswer: response,
    marksEarned: marks,
    isCorrect: correct,
    // An edited answer is marked afresh: an earlier override no longer applies.
    userOverrideCorrect: false,
    userOverrideMarks: null,
    timeSpent,
    answeredAt: now,
    reviewPending: true,
  };
}

/** A value given when a prepared write runs. */
const valueOf = (name: string) => sql`${sql.placeholder(name)}`;

const answerOnce = preparedQuery((db) => {
  // A second sending waits on the first's claim, finds the key taken once it commits, and writes nothing.
  const claim = db.$with("claim").as(
    db
      .insert(s.idempotencyKeys)
      .values({ key: sql.placeholder("fingerprint"), userId: sql.placeholder("userId") })
      .onConflictDoNothing()
      .returning({ key: s.idempotencyKeys.key }),
  );
  return db
    .with(claim)
    .update(s.attemptQuestions)
    .set(
      answerColumns({
        response: valueOf("response"),
        marks: valueOf("marks"),
        correct: valueOf("correct"),
        timeSpent: sql`${s.attemptQuestions.timeSpent} + ${sql.placeholder("seconds")}`,
        now: valueOf("now"),
      }),
    )
    .where(
      and(
        eq(s.attemptQuestions.attemptId, sql.placeholder("attemptId")),
        eq(s.attemptQuestions.questionId, sql.placeholder("questionId")),
        sql`exists (select 1 from ${claim})`,
      ),
    )
    .prepare("answer_once");
});

export async function addTime(attempt: Attempt, questionId: string, seconds: number, db: Database = getDb()) {
  if (seconds <= 0) return;
  await db
    .update(s.attemptQuestions)
    .set({ timeSpent: sql`${s.attemptQuestions.timeSpent} + ${seconds}` })
    .where(and(eq(s.attemptQuestions.attemptId, attempt.id), eq(s.attemptQuestions.questionId, questionId)));
}

export async function setFlag(attempt: Attempt, questionId: string, flagged: boolean, db: Database = getDb()) {
  await db
    .update(s.attemptQuestions)
    .set({ flagged })
    .where(and(eq(s.attemptQuestions.attemptId, attempt.id), eq(s.attemptQuestions.questionId, questionId)));
}

/** "Mark as correct" with 1 or 2 marks (product-rules#mark-as-correct); only for an answered question. */
export async function overrideMarks(attempt: Attempt, questionId: string, marks: 1 | 2) {
  const rows = await getDb()
    .update(s.attemptQuestions)
    .set({ userOverrideCorrect: true, userOverrideMarks: marks, isCorrect: true, reviewPending: true })
    .where(
      and(eq(s.attemptQuestions.attemptId, attempt.id), eq(s.attemptQuestions.questionId, questionId), answeredSql),
    )
    .returning({ questionId: s.attemptQuestions.questionId });
  if (rows.length === 0) return false;
  // A submitted attempt's score follows the override at once.
  if (attempt.submittedAt) await rescoreAttempt(attempt.id);
  return true;
}

/** A submitted attempt scored again after a change (an override, a late answer). */
export async function rescoreAttempt(attemptId: string) {
  const [attempt] = await getDb().select().from(s.attempts).where(eq(s.attempts.id, attemptId));
  if (!attempt?.submittedAt) return;
  const all = await attemptQuestionRows(attempt.id);
  const scored = submittedScore(all, attempt.totalQuestions);
  await getDb().update(s.attempts).set(scored).where(eq(s.attempts.id, attempt.id));
}
