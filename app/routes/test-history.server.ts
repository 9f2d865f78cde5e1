// Test history (product-rules#history): the user's submitted attempts, filtered.
import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import * as s from "../../db/schema";
import { formatDate, formatTime } from "~/domain/format";
import { attemptSeconds } from "~/domain/timer";
import { isUuid } from "~/domain/uuid";
import { answeredSql, correctSql, effectiveMarksSql } from "~/server/scoring-sql.server";
import { getDb } from "~/server/db.server";

export type HistoryFilter = { type: "all" | "practice" | "mock"; categoryId: string | null; page: number };

/** Attempts per page of the history. */
export const HISTORY_PAGE_SIZE = 20;

export function parseHistoryFilter(url: URL): HistoryFilter {
  const type = url.searchParams.get("type");
  const category = url.searchParams.get("category");
  const page = Number(url.searchParams.get("page"));
  return {
    type: type === "practice" || type === "mock" ? type : "all",
    categoryId: isUuid(category) ? category : null,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

const POOL_LABEL: Record<string, string> = {
  free: "Free Questions",
  all: "All Questions",
  high_yield: "Last Minute Revision",
};

export async function historyData(userId: string, filter: HistoryFilter) {
  const db = getDb();
  const conditions = [eq(s.attempts.userId, userId), isNotNull(s.attempts.submittedAt)];
  // Free-set tests are practice too; only mocks are mocks.
  if (filter.type === "mock") conditions.push(eq(s.attempts.type, "mock"));
  if (filter.type === "practice") conditions.push(inArray(s.attempts.type, ["practice", "random"]));
  if (filter.categoryId) {
    conditions.push(
      inArray(
        s.attempts.id,
        db
          .select({ id: s.attemptCategories.attemptId })
          .from(s.attemptCategories)
          .where(eq(s.attemptCategories.categoryId, filter.categoryId)),
      ),
    );
  }
  const mine = and(...conditions);
  // One page of attempts, and the figures over all of them counted in SQL: the history never comes whole.
  const [attempts, totals, answerTotals] = await Promise.all([
    db
      .select({
        id: s.attempts.id,
        type: s.attempts.type,
        pool: s.attempts.pool,
        mockName: s.mocks.name,
        submittedAt: s.attempts.submittedAt,
        totalQuestions: s.attempts.totalQuestions,
        score: s.attempts.score,
        timeElapsed: s.attempts.timeElapsed,
      })
      .from(s.attempts)
      .leftJoin(s.mocks, eq(s.mocks.id, s.attempts.mockId))
      .where(mine)
      .orderBy(desc(s.attempts.submittedAt), desc(s.attempts.id))
      .limit(HISTORY_PAGE_SIZE)
      .offset((filter.page - 1) * HISTORY_PAGE_SIZE),
    db
      .select({
        count: sql<number>`count(*)::int`,
        averageScore: sql<number>`coalesce(round(avg(coalesce(${s.attempts.score}, 0))), 0)::int`,
      })
      .from(s.attempts)
      .where(mine),
    db
      .select({
        answered: sql<number>`count(*) filter (where ${answeredSql})::int`,
        correct: sql<number>`count(*) filter (where ${correctSql})::int`,
      })
      .from(s.attemptQuestions)
      .innerJoin(s.attempts, eq(s.attempts.id, s.attemptQuestions.attemptId))
      // product-rules#category-score: filtered by a category, the answers counted are that category's.
      .where(
        filter.categoryId
          ? and(
              mine,
              inArray(
                s.attemptQuestions.questionId,
                db
                  .select({ id: s.questionCategories.questionId })
                  .from(s.questionCategories)
                  .where(eq(s.questionCategories.categoryId, filter.categoryId)),
              ),
            )
          : mine,
      ),
  ]);
  const totalAttempts = Number(totals[0]?.count ?? 0);

  const ids = attempts.map((a) => a.id);
  const [answers, categoryNames, categories] = await Promise.all([
    ids.length
      ? db
          .select({
            attemptId: s.attemptQuestions.attemptId,
            answered: sql<number>`count(*) filter (where ${answeredSql})::int`,
            marks: sql<number>`coalesce(sum(${effectiveMarksSql}), 0)::int`,
            correct: sql<number>`count(*) filter (where ${correctSql})::int`,
            seconds: sql<number>`coalesce(sum(${s.attemptQuestions.timeSpent}), 0)::int`,
          })
          .from(s.attemptQuestions)
          .where(inArray(s.attemptQuestions.attemptId, ids))
          .groupBy(s.attemptQuestions.attemptId)
      : Promise.resolve([]),
    ids.length
      ? db
          .select({ attemptId: s.attemptCategories.attemptId, name: s.categories.name })
          .from(s.attemptCategories)
          .innerJoin(s.categories, eq(s.categories.id, s.attemptCategories.categoryId))
          .where(inArray(s.attemptCategories.attemptId, ids))
      : Promise.resolve([]),
    db
      .select({ id: s.categories.id, name: s.categories.name })
      .from(s.categories)
      .where(eq(s.categories.isActive, true))
      .orderBy(asc(s.categories.orderIndex), asc(s.categories.name)),
  ]);
  const byAttempt = new Map(answers.map((a) => [a.attemptId, a]));

  const rows = attempts.map((attempt) => {
    const facts = byAttempt.get(attempt.id) ?? { answered: 0, marks: 0, correct: 0, seconds: 0 };
    const category =
      attempt.type === "mock"
        ? (attempt.mockName ?? "Mock Test")
        : categoryNames
            .filter((c) => c.attemptId === attempt.id)
            .map((c) => c.name)
            .join(", ") ||
          POOL_LABEL[attempt.pool] ||
          "Practice";
    const when = attempt.submittedAt!;
    return {
      id: attempt.id,
      date: formatDate(when),
      time: formatTime(when),
      type: attempt.type === "mock" ? "Mock" : attempt.type === "random" ? "Free" : "Practice",
      category,
      marks: Number(facts.marks),
      possible: attempt.totalQuestions * 2,
      score: attempt.score ?? 0,
      seconds: attemptSeconds(attempt.timeElapsed, [Number(facts.seconds)]),
      autoEnded: Number(facts.answered) < attempt.totalQuestions,
      answered: Number(facts.answered),
      correct: Number(facts.correct),
    };
  });

  return {
    filter: { type: filter.type, categoryId: filter.categoryId },
    categories,
    rows,
    pages: { current: filter.page, count: Math.max(1, Math.ceil(totalAttempts / HISTORY_PAGE_SIZE)) },
    summary: {
      totalAttempts,
      averageScore: Number(totals[0]?.averageScore ?? 0),
      questionsAttempted: Number(answerTotals[0]?.answered ?? 0),
      correctAnswers: Number(answerTotals[0]?.correct ?? 0),
    },
  };
}
