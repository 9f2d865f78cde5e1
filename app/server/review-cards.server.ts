// Spaced review kept in step with the answers (docs/decisions/024-spaced-review.md): a trainee's review
// logs and cards for a question are rebuilt from their attempt rows. An answer, an override, a
// submission or a key change only marks the rows it changed as pending; every reader of the cards
// first rebuilds the questions of the trainee's pending rows (decision 041), so the schedule read can
// never disagree with the marks shown elsewhere.
import { and, asc, eq, gt, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import * as s from "../../db/schema";
import type { Plan } from "~/domain/plan";
import {
  DUE_POOL_LIMIT,
  dueBy,
  dueIn,
  recall,
  replay,
  reviewsOf,
  weakDetail,
  type ReviewSource,
} from "~/domain/review";
import { Rating } from "ts-fsrs";
import { effectiveMarks, isCorrect } from "~/domain/scoring";
import { percentBeaten } from "~/domain/standing";
import { practicePoolQuery } from "./question-pools.server";
import { getDb, oncePerTick, preparedQueries, preparedQuery, type Database } from "./db.server";

/** The user's attempt rows for these questions, each with its attempt's kind and submission. */
function reviewHistory(userId: string, questionIds: readonly string[], db: Database) {
  return db
    .select({
      questionId: s.attemptQuestions.questionId,
      attemptId: s.attemptQuestions.attemptId,
      userAnswer: s.attemptQuestions.userAnswer,
      marksEarned: s.attemptQuestions.marksEarned,
      userOverrideCorrect: s.attemptQuestions.userOverrideCorrect,
      userOverrideMarks: s.attemptQuestions.userOverrideMarks,
      timeSpent: s.attemptQuestions.timeSpent,
      answeredAt: s.attemptQuestions.answeredAt,
      attemptType: s.attempts.type,
      submittedAt: s.attempts.submittedAt,
    })
    .from(s.attemptQuestions)
    .innerJoin(s.attempts, eq(s.attempts.id, s.attemptQuestions.attemptId))
    .where(and(eq(s.attempts.userId, userId), inArray(s.attemptQuestions.questionId, [...questionIds])));
}

type AttemptRow = Awaited<ReturnType<typeof reviewHistory>>[number];

/** Rebuilds the user's review logs and cards for these questions from their attempt rows. */
async function refreshReviews(userId: string, questionIds: readonly string[], db: Database) {
  const ids = [...new Set(questionIds)];
  const mine = (table: typeof s.reviewLogs | typeof s.reviewCards) =>
    and(eq(table.userId, userId), inArray(table.questionId, ids));
  // The history is read while the old logs and cards go (in a transaction, in one round trip).
  const [rows] = await Promise.all([
    reviewHistory(userId, ids, db),
    db.delete(s.reviewLogs).where(mine(s.reviewLogs)),
    db.delete(s.reviewCards).where(mine(s.reviewCards)),
  ]);
  await writeReviews(userId, ids, rows, db);
}

/** The logs and cards these attempt rows (all of the user's for these questions) make. */
async function writeReviews(userId: string, ids: readonly string[], rows: AttemptRow[], db: Database) {
  const byQuestion = new Map<string, ReviewSource[]>(ids.map((id) => [id, []]));
  for (const row of rows) {
    byQuestion.get(row.questionId)!.push({
      attemptId: row.attemptId,
      attemptType: row.attemptType,
      submittedAt: row.submittedAt,
      answered: (row.userAnswer ?? "").trim() !== "",
      marks: effectiveMarks(row),
      correct: isCorrect(row),
      timeSpent: row.timeSpent,
      answeredAt: row.answeredAt,
    });
  }

  const logs: (typeof s.reviewLogs.$inferInsert)[] = [];
  const cards: (typeof s.reviewCards.$inferInsert)[] = [];
  for (const [questionId, sources] of byQuestion) {
    const replayed = replay(reviewsOf(sources));
    if (!replayed) continue;
    for (const log of replayed.logs) {
      logs.push({
        userId,
        questionId,
        attemptId: log.attemptId,
        rating: log.rating,
        reviewedAt: log.at,
        state: log.state,
        due: log.due,
        stability: log.stability,
        difficulty: log.difficulty,
        scheduledDays: log.scheduledDays,
      });
    }
    const { card } = replayed;
    cards.push({
      userId,
      questionId,
      due: card.due,
      stability: card.stability,
      difficulty: card.difficulty,
      scheduledDays: card.scheduled_days,
      learningSteps: card.learning_steps,
      reps: card.reps,
      lapses: card.lapses,
      state: card.state,
      lastReview: card.last_review ?? replayed.logs.at(-1)!.at,
      lastRating: replayed.lastRating,
    });
  }

  // Both inserts go together (in a transaction, in one round trip).
  await Promise.all([
    logs.length ? db.insert(s.reviewLogs).values(logs) : null,
    cards.length ? db.insert(s.reviewCards).values(cards) : null,
  ]);
}

/** Has the trainee a row whose review is waiting? One look along their attempts' pending rows. */
const anyPending = preparedQuery((db) =>
  db
    .select({ questionId: s.attemptQuestions.questionId })
    .from(s.attemptQuestions)
    .innerJoin(s.attempts, eq(s.attempts.id, s.attemptQuestions.attemptId))
    .where(and(eq(s.attempts.userId, sql.placeholder("userId")), eq(s.attemptQuestions.reviewPending, true)))
    .limit(1)
    .prepare("review_pending"),
);

/**
 * Brings the trainee's review cards up to date with their answers: the questions of their pending rows
 * are rebuilt, and those rows stop being pending. Every reader of the cards awaits this first; readers
 * asking at once (a page's, side by side) share it.
 */
export function reviewsUpToDate(userId: string): Promise<void> {
  return oncePerTick(`reviews:${userId}`, () => catchUp(userId));
}

async function catchUp(userId: string) {
  if (!(await anyPending().execute({ userId })).length) return;
  await getDb().transaction(async (tx) => {
    // One rebuild at a time per trainee (two would both insert the same cards).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`reviews:${userId}`}, 0))`);
    // A row being written at this moment is skipped, not waited for: it stays pending for the next reader.
    const waiting = await tx
      .select({ attemptId: s.attemptQuestions.attemptId, questionId: s.attemptQuestions.questionId })
      .from(s.attemptQuestions)
      .innerJoin(s.attempts, eq(s.attempts.id, s.attemptQuestions.attemptId))
      .where(and(eq(s.attempts.userId, userId), eq(s.attemptQuestions.reviewPending, true)))
      .for("update", { of: s.attemptQuestions, skipLocked: true });
    if (!waiting.length) return;
    await refreshReviews(
      userId,
      waiting.map((row) => row.questionId),
      tx,
    );
    // Only the rows locked above: one skipped (being written) stays pending, and none changed meanwhile.
    await tx
      .update(s.attemptQuestions)
      .set({ reviewPending: false })
      .where(
        or(
          ...waiting.map((row) =>
            and(eq(s.attemptQuestions.attemptId, row.attemptId), eq(s.attemptQuestions.questionId, row.questionId)),
          ),
        ),
      );
  });
}

/** The practice questions the plan opens, as a subquery: a Free trainee reviews within the free set. */
const reviewableQuestions = (plan: Plan) => practicePoolQuery(plan, plan === "free" ? "free" : "all");

/**
 * A review test's questions: due now, most overdue first (with the flagged and noted ones after them
 * when asked), or the weakest structures, weakest first. At most a test's worth.
 */
export async function reviewPool(
  userId: string,
  plan: Plan,
  pool: "due" | "weak",
  options: { includeFlagged: boolean },
  now: Date = new Date(),
) {
  if (pool === "weak") return (await weakestStructures(userId, plan, now, DUE_POOL_LIMIT)).map((w) => w.questionId);
  const due = await dueQuestionIds(userId, plan, now, DUE_POOL_LIMIT);
  if (!options.includeFlagged) return due;
  const db = getDb();
  const [flagged, noted] = await Promise.all([
    db
      .selectDistinct({ questionId: s.attemptQuestions.questionId })
      .from(s.attemptQuestions)
      .innerJoin(s.attempts, eq(s.attempts.id, s.attemptQuestions.attemptId))
      .where(
        and(
          eq(s.attempts.userId, userId),
          eq(s.attemptQuestions.flagged, true),
          inArray(s.attemptQuestions.questionId, reviewableQuestions(plan)),
        ),
      ),
    db
      .select({ questionId: s.notes.questionId })
      .from(s.notes)
      .where(and(eq(s.notes.userId, userId), inArray(s.notes.questionId, reviewableQuestions(plan)))),
  ]);
  const extra = [...flagged, ...noted].map((r) => r.questionId).filter((id) => !due.includes(id));
  return [...due, ...new Set(extra)].slice(0, DUE_POOL_LIMIT);
}

/** Questions due now (or within the learn-ahead minutes) for the user, most overdue first. */
export async function dueQuestionIds(userId: string, plan: Plan, now: Date = new Date(), limit = 100) {
  await reviewsUpToDate(userId);
  const rows = await getDb()
    .select({ questionId: s.reviewCards.questionId })
    .from(s.reviewCards)
    .where(
      and(
        eq(s.reviewCards.userId, userId),
        lte(s.reviewCards.due, dueBy(now)),
        inArray(s.reviewCards.questionId, reviewableQuestions(plan)),
      ),
    )
    .orderBy(asc(s.reviewCards.due))
    .limit(limit);
  return rows.map((r) => r.questionId);
}

/** The dashboard's card: how many are due now and, when none, when the next one is. */
export async function dueSummary(userId: string, plan: Plan, now: Date = new Date()) {
  await reviewsUpToDate(userId);
  const [row] = await dueSummaryQuery(plan).execute({ userId, now: dueBy(now).toISOString() });
  return { due: Number(row?.due ?? 0), nextDue: row?.nextDue ?? null };
}

// One pass over the trainee's own cards (by their user index) gives both figures; built once per plan.
const dueSummaryQuery = preparedQueries((db, plan: Plan) =>
  db
    .select({
      due: sql<number>`(count(*) filter (where ${lte(s.reviewCards.due, sql.placeholder("now"))}))::int`,
      nextDue:
        sql<Date | null>`min(${s.reviewCards.due}) filter (where ${gt(s.reviewCards.due, sql.placeholder("now"))})`.mapWith(
          s.reviewCards.due,
        ),
    })
    .from(s.reviewCards)
    .where(
      and(
        eq(s.reviewCards.userId, sql.placeholder("userId")),
        inArray(s.reviewCards.questionId, reviewableQuestions(plan)),
      ),
    )
    .prepare(`due_summary_${plan}`),
);

export type WeakStructure = {
  questionId: string;
  code: string;
  answer: string;
  recall: number;
  lapses: number;
  /** Answers to it under full marks, and what the trainee reads of it ("Missed twice · due now"). */
  misses: number;
  detail: string;
};

/**
 * The structures the user is least likely to name now: lowest recall by the scheduler, then most misses.
 * The key's first 2-mark answer names the structure. Per user, so flat in the size of the bank's use.
 */
export async function weakestStructures(
  userId: string,
  plan: Plan,
  now: Date = new Date(),
  limit = 5,
): Promise<WeakStructure[]> {
  await reviewsUpToDate(userId);
  const cards = await cardsQuery(plan).execute({ userId });
  const ranked = cards
    // Only what the trainee has missed or found hard at least once: a structure always named is not weak.
    .filter((c) => c.lapses > 0 || c.lastRating <= 2)
    .map((c) => ({
      questionId: c.questionId,
      code: c.code,
      lapses: c.lapses,
      due: c.due,
      recall: recall(
        {
          due: c.due,
          stability: c.stability,
          difficulty: c.difficulty,
          state: c.state,
          last_review: c.lastReview,
          scheduled_days: c.scheduledDays,
          reps: c.reps,
          lapses: c.lapses,
          learning_steps: c.learningSteps,
          elapsed_days: 0,
        },
        now,
      ),
    }))
    .sort((a, b) => a.recall - b.recall || b.lapses - a.lapses)
    .slice(0, limit);
  if (!ranked.length) return [];
  const questionIds = ranked.map((r) => r.questionId);
  const [names, misses] = await Promise.all([
    getDb()
      .select({ questionId: s.answers.questionId, text: s.answers.answerText })
      .from(s.answers)
      .where(and(inArray(s.answers.questionId, questionIds), eq(s.answers.marks, 2)))
      .orderBy(asc(s.answers.orderIndex)),
    // Reviews rated Again or Hard: the answers that were not worth full marks.
    getDb()
      .select({ questionId: s.reviewLogs.questionId, misses: sql<number>`count(*)::int` })
      .from(s.reviewLogs)
      .where(
        and(
          eq(s.reviewLogs.userId, userId),
          inArray(s.reviewLogs.questionId, questionIds),
          lte(s.reviewLogs.rating, Rating.Hard),
        ),
      )
      .groupBy(s.reviewLogs.questionId),
  ]);
  const nameOf = new Map<string, string>();
  for (const n of names) if (!nameOf.has(n.questionId)) nameOf.set(n.questionId, n.text);
  const missesOf = new Map(misses.map((m) => [m.questionId, Number(m.misses)]));
  return ranked.map(({ due, ...r }) => {
    const count = Math.max(1, missesOf.get(r.questionId) ?? 0);
    return { ...r, answer: nameOf.get(r.questionId) ?? r.code, misses: count, detail: weakDetail(count, due, now) };
  });
}

/** The trainee's cards of the questions their plan opens, with each question's code; built once per plan. */
const cardsQuery = preparedQueries((db, plan: Plan) =>
  db
    .select({
      questionId: s.reviewCards.questionId,
      code: s.questions.code,
      due: s.reviewCards.due,
      stability: s.reviewCards.stability,
      difficulty: s.reviewCards.difficulty,
      state: s.reviewCards.state,
      lastReview: s.reviewCards.lastReview,
      scheduledDays: s.reviewCards.scheduledDays,
      reps: s.reviewCards.reps,
      lapses: s.reviewCards.lapses,
      learningSteps: s.reviewCards.learningSteps,
      lastRating: s.reviewCards.lastRating,
    })
    .from(s.reviewCards)
    .innerJoin(s.questions, eq(s.questions.id, s.reviewCards.questionId))
    .where(
      and(
        eq(s.reviewCards.userId, sql.placeholder("userId")),
        inArray(s.reviewCards.questionId, reviewableQuestions(plan)),
      ),
    )
    .prepare(`review_cards_${plan}`),
);

/** The dashboard's review card: due now, or when the next falls due; and the weakest structures. */
export async function reviewOverview(userId: string, plan: Plan, now: Date = new Date()) {
  const [summary, weakest] = await Promise.all([dueSummary(userId, plan, now), weakestStructures(userId, plan, now)]);
  return {
    due: summary.due,
    nextDue: summary.nextDue ? dueIn(summary.nextDue, now) : null,
    weakest: weakest.map((w) => ({ questionId: w.questionId, name: w.answer, detail: w.detail })),
  };
}

/**
 * A submitted mock's standing: how many of the paper's finished sittings (this one included) exist, and
 * the share of the others it beats once there are enough. One indexed count over that paper's attempts.
 */
export async function mockStanding(attempt: {
  id: string;
  mockId: string | null;
  score: number | null;
  submittedAt: Date | null;
}) {
  if (!attempt.mockId || !attempt.submittedAt || attempt.score === null) return null;
  const [row] = await getDb()
    .select({
      sittings: sql<number>`count(*)::int`,
      lower: sql<number>`(count(*) filter (where ${s.attempts.score} < ${attempt.score}))::int`,
    })
    .from(s.attempts)
    .where(and(eq(s.attempts.mockId, attempt.mockId), eq(s.attempts.type, "mock"), isNotNull(s.attempts.submittedAt)));
  const sittings = row?.sittings ?? 0;
  return { sittings, percentBeaten: percentBeaten(row?.lower ?? 0, sittings) };
}
