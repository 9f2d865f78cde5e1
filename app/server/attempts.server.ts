// Tests on the server: the user's history, starting or continuing an attempt, the clock, and finishing;
// the answers are in answers.server.ts and which questions a pool holds in question-pools.server.ts.
// The rules live in app/domain; this module reads and writes.
import { and, asc, desc, eq, gte, isNull, min, or, sql, type Placeholder } from "drizzle-orm";
import * as s from "../../db/schema";
import type { Plan } from "~/domain/plan";
import { drawQuestions, type PoolHistory } from "~/domain/pools";
import { deadline } from "~/domain/late-answers";
import { submittedScore } from "~/domain/scoring";
import { elapsedSeconds, isExpired, mockSeconds, resume } from "~/domain/timer";
import { REVIEW_POOLS } from "~/domain/test-setup";
import { isUuid } from "~/domain/uuid";
import { getDb, preparedQuery, type Database } from "./db.server";
import {
  AccessDenied,
  attemptTypeFor,
  listMocks,
  poolLock,
  poolQuestionIds,
  type AttemptType,
  type PoolKind,
} from "./question-pools.server";
import { answeredSql, correctSql, countsSql, effectiveMarksSql } from "./scoring-sql.server";

export type LatestAnswer = { questionId: string; marks: 0 | 1 | 2; correct: boolean; answeredAt: Date | null };

/** The latest answer to each question the user has attempted (override honoured). */
// One row per question in SQL: as many as the bank has, however long the user's history.
const latestAnswerRows = preparedQuery((db) =>
  db
    .selectDistinctOn([s.attemptQuestions.questionId], {
      questionId: s.attemptQuestions.questionId,
      marks: effectiveMarksSql,
      correct: correctSql,
      answeredAt: s.attemptQuestions.answeredAt,
    })
    .from(s.attemptQuestions)
    .innerJoin(s.attempts, eq(s.attempts.id, s.attemptQuestions.attemptId))
    .where(and(eq(s.attempts.userId, sql.placeholder("userId")), answeredSql, countsSql))
    .orderBy(s.attemptQuestions.questionId, sql`${s.attemptQuestions.answeredAt} desc nulls last`)
    .prepare("latest_answers"),
);

export async function latestAnswers(userId: string): Promise<Map<string, LatestAnswer>> {
  await submitExpiredMocks(userId);
  const rows = await latestAnswerRows().execute({ userId });
  const latest = new Map<string, LatestAnswer>();
  for (const row of rows.sort((a, b) => (b.answeredAt?.getTime() ?? 0) - (a.answeredAt?.getTime() ?? 0))) {
    const marks = Number(row.marks) as 0 | 1 | 2;
    latest.set(row.questionId, {
      questionId: row.questionId,
      marks,
      correct: Boolean(row.correct),
      answeredAt: row.answeredAt,
    });
  }
  return latest;
}

/** Has the user an answer that counts (the dashboard's questions attempted above 0)? Only they are welcomed back. */
export async function hasAnswered(userId: string) {
  const rows = await getDb()
    .select({ one: sql`1` })
    .from(s.attemptQuestions)
    .innerJoin(s.attempts, eq(s.attempts.id, s.attemptQuestions.attemptId))
    .where(and(eq(s.attempts.userId, userId), answeredSql, countsSql))
    .limit(1);
  return rows.length > 0;
}

export async function poolHistory(userId: string): Promise<PoolHistory> {
  const latest = await latestAnswers(userId);
  return {
    attempted: new Set(latest.keys()),
    wrong: new Set([...latest.values()].filter((a) => a.marks === 0).map((a) => a.questionId)),
  };
}

export type TestSettings = {
  pool: PoolKind;
  categoryId?: string;
  mockId?: string;
  questionCount: number;
  isTimed: boolean;
  showAnswers: boolean;
  includeWrong: boolean;
  includeAttempted: boolean;
  includeFlagged?: boolean;
};

/** The newest unfinished attempt of a type, for "Continue Latest Test". */
export async function latestUnfinished(userId: string, type: AttemptType) {
  const [row] = await getDb()
    .select()
    .from(s.attempts)
    .where(and(eq(s.attempts.userId, userId), eq(s.attempts.type, type), isNull(s.attempts.submittedAt)))
    .orderBy(desc(s.attempts.createdAt))
    .limit(1);
  return row ?? null;
}

/** The questions a test may draw from, once its lock is checked, with the history a practice draws by. */
export type TestPool = { ids: string[]; history: PoolHistory | null };

export async function testPool(userId: string, plan: Plan, settings: TestSettings): Promise<TestPool> {
  const lock = await poolLock(plan, settings.pool, settings);
  if (lock.locked) throw new AccessDenied(lock.reason);
  const drawn = settings.pool !== "mock" && !REVIEW_POOLS.includes(settings.pool);
  const [ids, history] = await Promise.all([
    poolQuestionIds(plan, settings.pool, { ...settings, userId }),
    drawn ? poolHistory(userId) : null,
  ]);
  return { ids, history };
}

/**
 * Starts a test: older unfinished attempts of the same type are ended and scored (product-rules#auto-end).
 * `pool` is the one the caller read with `testPool` (to count what is available), if any.
 */
export async function startAttempt(
  userId: string,
  plan: Plan,
  settings: TestSettings,
  random: () => number = Math.random,
  now: Date = new Date(),
  pool?: TestPool,
) {
  const type = attemptTypeFor(settings.pool);
  const db = getDb();
  const [{ ids, history }, unfinished] = await Promise.all([
    pool ?? testPool(userId, plan, settings),
    db
      .select({ id: s.attempts.id })
      .from(s.attempts)
      .where(and(eq(s.attempts.userId, userId), eq(s.attempts.type, type), isNull(s.attempts.submittedAt))),
  ]);
  const isMock = settings.pool === "mock";
  const chosen = isMock
    ? ids
    : history
      ? drawQuestions(ids, history, { ...settings, count: settings.questionCount }, random)
      : ids.slice(0, settings.questionCount);
  if (chosen.length === 0) return null;

  for (const old of unfinished) await endAttempt(old.id, "auto", now);

  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .insert(s.attempts)
      .values({
        userId,
        type,
        pool: settings.pool,
        mockId: isMock ? settings.mockId! : null,
        // Mocks ignore the user's settings (product-rules#mock-settings).
        isTimed: isMock ? true : settings.isTimed,
        showAnswers: isMock ? false : settings.showAnswers,
        includeWrong: !isMock && settings.includeWrong,
        includeAttempted: !isMock && settings.includeAttempted,
        totalQuestions: chosen.length,
        // A mock runs at the exam's pace: 54 s a question (product-rules#mock-clock).
        timeLimit: isMock ? mockSeconds(chosen.length) : null,
        // The timer reads the application's clock, so the clock starts on it (docs/decisions/020-one-clock.md).
        startedAt: now,
        resumedAt: now,
      })
      .returning({ id: s.attempts.id });
    await tx
      .insert(s.attemptQuestions)
      .values(chosen.map((questionId, index) => ({ attemptId: attempt!.id, questionId, displayOrder: index + 1 })));
    if (settings.pool === "category" && settings.categoryId) {
      await tx.insert(s.attemptCategories).values({ attemptId: attempt!.id, categoryId: settings.categoryId });
    }
    return attempt!.id;
  });
}

/** For a mock attempt, the mock's place in the list (its lock depends on it); null otherwise. */
export async function mockIndexOf(attempt: { mockId: string | null }) {
  if (!attempt.mockId) return null;
  const mock = (await listMocks()).find((m) => m.id === attempt.mockId);
  return mock ? mock.index : Number.MAX_SAFE_INTEGER;
}

/** An attempt of the user's, or null (someone else's attempt is as good as missing). */
export async function findAttempt(userId: string, attemptId: string) {
  if (!isUuid(attemptId)) return null;
  const [row] = await getDb()
    .select()
    .from(s.attempts)
    .where(and(eq(s.attempts.id, attemptId), eq(s.attempts.userId, userId)))
    .limit(1);
  return row ?? null;
}

export type Attempt = NonNullable<Awaited<ReturnType<typeof findAttempt>>>;

/** An attempt's question as its rules read it: the trainee's answer, marks, time and flag, and who may open it. */
export const testRowColumns = {
  questionId: s.attemptQuestions.questionId,
  displayOrder: s.attemptQuestions.displayOrder,
  userAnswer: s.attemptQuestions.userAnswer,
  marksEarned: s.attemptQuestions.marksEarned,
  userOverrideCorrect: s.attemptQuestions.userOverrideCorrect,
  userOverrideMarks: s.attemptQuestions.userOverrideMarks,
  timeSpent: s.attemptQuestions.timeSpent,
  flagged: s.attemptQuestions.flagged,
  accessLevel: s.questions.accessLevel,
};

const questionRowsOf = (db: Database, attemptId: string | Placeholder) =>
  db
    .select(testRowColumns)
    .from(s.attemptQuestions)
    .innerJoin(s.questions, eq(s.questions.id, s.attemptQuestions.questionId))
    .where(eq(s.attemptQuestions.attemptId, attemptId))
    .orderBy(asc(s.attemptQuestions.displayOrder));
const preparedQuestionRows = preparedQuery((db) =>
  questionRowsOf(db, sql.placeholder("attemptId")).prepare("attempt_question_rows"),
);

/** The attempt's questions in order; `db` for a transaction's own reads. */
export async function attemptQuestionRows(attemptId: string, db?: Database) {
  return db ? questionRowsOf(db, attemptId) : preparedQuestionRows().execute({ attemptId });
}

/**
 * Submits an attempt, scored marks over possible (submittedScore): "finish", the user finished; "auto",
 * a newer test replaced it; "expired", the mock's time ran out. Submitting twice changes nothing.
 */
export async function endAttempt(attemptId: string, how: "finish" | "auto" | "expired", now: Date = new Date()) {
  const db = getDb();
  const [attempt] = await db.select().from(s.attempts).where(eq(s.attempts.id, attemptId));
  if (!attempt || attempt.submittedAt) return;
  const rows = await attemptQuestionRows(attemptId);
  const scored = submittedScore(rows, attempt.totalQuestions);
  const used = elapsedSeconds(attempt, now);
  await db
    .update(s.attempts)
    .set({
      // A mock that ran out ended when its time did, whenever the server noticed (product-rules#late-answers).
      submittedAt:
        how === "expired" ? new Date(Math.min(now.getTime(), deadline(attempt)?.getTime() ?? now.getTime())) : now,
      endedBy: how,
      score: scored.score,
      correctCount: scored.correctCount,
      // A mock that ran out used all of its time, also when the clock stood paused to the end.
      timeElapsed:
        attempt.timeLimit === null ? used : how === "expired" ? attempt.timeLimit : Math.min(attempt.timeLimit, used),
      timePausedAt: null,
    })
    .where(and(eq(s.attempts.id, attemptId), isNull(s.attempts.submittedAt)));
  // A mock's answers, and questions opened and left blank, become reviews only now (decision 041).
  await db.update(s.attemptQuestions).set({ reviewPending: true }).where(eq(s.attemptQuestions.attemptId, attemptId));
}

/**
 * Brings an open attempt up to date at the start of a request: an expired mock is submitted (even
 * if the browser never said so), a paused clock restarts.
 */
export async function touchAttempt(attempt: Attempt, now: Date = new Date()): Promise<Attempt> {
  if (attempt.submittedAt) return attempt;
  if (isExpired(attempt, now)) {
    await endAttempt(attempt.id, "expired", now);
    return (await findAttempt(attempt.userId, attempt.id))!;
  }
  if (attempt.timePausedAt) {
    const clock = resume(attempt, now);
    await getDb().update(s.attempts).set(clock).where(eq(s.attempts.id, attempt.id));
    return { ...attempt, ...clock };
  }
  return attempt;
}

const openMocks = preparedQuery((db) =>
  db
    .select()
    .from(s.attempts)
    .where(
      and(
        eq(s.attempts.userId, sql.placeholder("userId")),
        eq(s.attempts.type, "mock"),
        isNull(s.attempts.submittedAt),
      ),
    )
    .prepare("open_mocks"),
);

/** A mock whose time ran out counts from then on, even if its page was never opened again. */
async function submitExpiredMocks(userId: string, now: Date = new Date()) {
  const open = await openMocks().execute({ userId });
  for (const attempt of open) if (isExpired(attempt, now)) await endAttempt(attempt.id, "expired", now);
}

/** The tab was hidden or the page left: bank the time used (product-rules#mock-clock). */
export async function pauseAttempt(attempt: Attempt, now: Date = new Date()) {
  if (attempt.submittedAt || attempt.timePausedAt) return;
  await getDb()
    .update(s.attempts)
    .set({ timeElapsed: elapsedSeconds(attempt, now), timePausedAt: now })
    .where(and(eq(s.attempts.id, attempt.id), isNull(s.attempts.timePausedAt)));
}

/** A submitted mock's marks or key are served: from then on no late answer counts (product-rules#late-answers). */
export async function recordKeyShown(attempt: Attempt, now: Date = new Date()) {
  if (attempt.type !== "mock" || !attempt.submittedAt || attempt.keyShownAt) return;
  await getDb()
    .update(s.attempts)
    .set({ keyShownAt: now })
    .where(and(eq(s.attempts.id, attempt.id), isNull(s.attempts.keyShownAt)));
}

/**
 * When the key of this mock's paper was first served to its trainee after the mock ended (its own
 * analysis, or another sitting of the same paper finished since), or null.
 */
export async function paperKeyShownSince(attempt: Attempt, since: Date) {
  const samePaper = attempt.mockId ? eq(s.attempts.mockId, attempt.mockId) : undefined;
  const [row] = await getDb()
    .select({ at: min(s.attempts.keyShownAt) })
    .from(s.attempts)
    .where(
      and(
        eq(s.attempts.userId, attempt.userId),
        or(eq(s.attempts.id, attempt.id), samePaper),
        gte(s.attempts.keyShownAt, since),
      ),
    );
  return row?.at ?? null;
}
