// Which questions a pool holds for a plan: the pools' locks, the active mocks in list order, and the
// question ids a practice, mock or review pool may draw from. Rules live in app/domain; this module reads.
import { and, asc, eq, inArray, notExists, sql } from "drizzle-orm";
import * as s from "../../db/schema";
import {
  allowedLevels,
  allQuestionsLock,
  FREE_SET_SIZE,
  lastMinuteLock,
  mockLock,
  mockTestsLock,
  practiceLock,
  type AccessLevel,
  type Lock,
} from "~/domain/access";
import type { Plan } from "~/domain/plan";
import { MOCK_QUESTIONS } from "~/domain/timer";
import { isUuid } from "~/domain/uuid";
import { getDb, preparedQueries, preparedQuery } from "./db.server";
import { qualified } from "./qualified-column.server";
import { reviewPool } from "./review-cards.server";

export type PoolKind = "free" | "high_yield" | "all" | "category" | "mock" | "due" | "weak";
/** A practice pool that is the same for every trainee on a plan (a category's depends on the category too). */
type WholePool = Exclude<PoolKind, "category" | "mock" | "due" | "weak">;
export type AttemptType = "practice" | "mock" | "random";

/** A refusal the screen shows as it is: a 403 with the reason. */
export class AccessDenied extends Error {
  override name = "AccessDenied";
}

export const attemptTypeFor = (pool: PoolKind): AttemptType =>
  pool === "free" ? "random" : pool === "mock" ? "mock" : "practice";

const activeNotInMock = () =>
  and(
    eq(s.questions.isActive, true),
    notExists(
      getDb()
        .select({ one: sql`1` })
        .from(s.mockQuestions)
        .where(eq(s.mockQuestions.questionId, s.questions.id)),
    ),
  );

/** Active mocks in list order; a mock's place in this list decides Last Minute's access. */
export async function listMocks() {
  const [mocks, counts] = await Promise.all([activeMocks().execute(), mockSizes().execute()]);
  const byMock = new Map(counts.map((c) => [c.mockId, Number(c.n)]));
  return mocks.map((m, index) => ({ ...m, index, questionCount: byMock.get(m.id) ?? 0 }));
}

/** Active questions held in a mock paper, which no practice pool offers (product-rules#honest-numbers). */
export async function mockOnlyQuestionCount() {
  const [row] = await getDb()
    .select({ n: sql<number>`count(distinct ${s.mockQuestions.questionId})::int` })
    .from(s.mockQuestions)
    .innerJoin(s.questions, and(eq(s.questions.id, s.mockQuestions.questionId), eq(s.questions.isActive, true)));
  return Number(row?.n ?? 0);
}

// The dashboard and every start read these: built once (docs/decisions/040-queries-built-once.md).
const activeMocks = preparedQuery((db) =>
  db
    .select({ id: s.mocks.id, name: s.mocks.name })
    .from(s.mocks)
    .where(eq(s.mocks.isActive, true))
    .orderBy(asc(s.mocks.orderIndex), asc(s.mocks.name))
    .prepare("active_mocks"),
);
const mockSizes = preparedQuery((db) =>
  db
    .select({ mockId: s.mockQuestions.mockId, n: sql<number>`count(*)::int` })
    .from(s.mockQuestions)
    .innerJoin(s.questions, eq(s.questions.id, s.mockQuestions.questionId))
    .where(eq(s.questions.isActive, true))
    .groupBy(s.mockQuestions.mockId)
    .prepare("mock_sizes"),
);

/**
 * An attempt's mock's place in the list above (0 for the first), read with the attempt instead of the
 * whole list: the same order (order_index, then the unique name), counting active mocks only. Null when
 * the attempt has no mock or its mock is no longer active.
 */
export const mockPlaceSql = sql<number | null>`(
  select case when mine.is_active then (
    select count(*)::int from ${s.mocks} m
    where m.is_active and (m.order_index, m.name) < (mine.order_index, mine.name)
  ) end
  from ${s.mocks} mine where mine.id = ${qualified(s.attempts.mockId)}
)`;

/** The lock on a pool for a plan, before any question is drawn. */
export async function poolLock(
  plan: Plan,
  pool: PoolKind,
  ids: { categoryId?: string; mockId?: string },
): Promise<Lock> {
  switch (pool) {
    // Every plan reviews, within the questions it opens (app/server/review-cards.server.ts).
    case "free":
    case "due":
    case "weak":
      return { locked: false };
    case "high_yield":
      return lastMinuteLock(plan);
    case "all":
      return allQuestionsLock(plan);
    case "category": {
      const lock = practiceLock(plan);
      if (lock.locked) return lock;
      if (!isUuid(ids.categoryId)) return { locked: true, reason: "This category is not available.", badge: "" };
      const [category] = await getDb()
        .select({ id: s.categories.id })
        .from(s.categories)
        .where(and(eq(s.categories.id, ids.categoryId), eq(s.categories.isActive, true)));
      return category ? lock : { locked: true, reason: "This category is not available.", badge: "" };
    }
    case "mock": {
      const lock = mockTestsLock(plan);
      if (lock.locked) return lock;
      const mock = (await listMocks()).find((m) => m.id === ids.mockId);
      return mock ? mockLock(plan, mock.index) : { locked: true, reason: "This mock is not available.", badge: "" };
    }
  }
}

export type PoolIds = { categoryId?: string; mockId?: string; userId?: string; includeFlagged?: boolean };

/** The question ids of a pool that the plan may open, in a stable order (review pools: most urgent first). */
export async function poolQuestionIds(plan: Plan, pool: PoolKind, ids: PoolIds): Promise<string[]> {
  if (pool === "due" || pool === "weak")
    return reviewPool(ids.userId ?? "", plan, pool, { includeFlagged: ids.includeFlagged ?? false });
  if (pool === "mock") {
    const rows = await mockPool().execute({ mockId: ids.mockId ?? "" });
    return rows.map((r) => r.id);
  }
  const rows = await (pool === "category"
    ? practicePoolQuery(plan, pool, ids)
    : practicePool(`${plan} ${pool}`).execute());
  return rows.map((r) => r.id);
}

const mockPool = preparedQuery((db) =>
  db
    .select({ id: s.questions.id })
    .from(s.mockQuestions)
    .innerJoin(s.questions, eq(s.questions.id, s.mockQuestions.questionId))
    // The mock's lock (checked by the caller) opens all of its questions, whatever their level.
    .where(and(eq(s.mockQuestions.mockId, sql.placeholder("mockId")), eq(s.questions.isActive, true)))
    .orderBy(asc(s.mockQuestions.position))
    .limit(MOCK_QUESTIONS)
    .prepare("mock_pool"),
);

/** The practice pools but a category's, one built query for each plan and pool. */
const practicePool = preparedQueries((_db, key: `${Plan} ${WholePool}`) => {
  const [plan, pool] = key.split(" ") as [Plan, WholePool];
  return practicePoolQuery(plan, pool).prepare(`practice_pool_${plan}_${pool}`);
});

/**
 * A practice pool's questions as a query (awaited for the ids, or used as a subquery): active, in no
 * mock, on the plan; the free set is the first 30 free ones by code (product-rules#free-set).
 */
export function practicePoolQuery(
  plan: Plan,
  pool: Exclude<PoolKind, "mock" | "due" | "weak">,
  ids: Pick<PoolIds, "categoryId"> = {},
) {
  const db = getDb();
  const levels: readonly AccessLevel[] =
    pool === "free" ? ["free_trial"] : pool === "high_yield" ? ["free_trial", "high_yield"] : allowedLevels(plan);
  const conditions = [
    activeNotInMock(),
    inArray(s.questions.accessLevel, [...levels.filter((l) => allowedLevels(plan).includes(l))]),
  ];
  if (pool === "category") {
    conditions.push(
      inArray(
        s.questions.id,
        db
          .select({ id: s.questionCategories.questionId })
          .from(s.questionCategories)
          .where(eq(s.questionCategories.categoryId, ids.categoryId ?? "")),
      ),
    );
  }
  return db
    .select({ id: s.questions.id })
    .from(s.questions)
    .where(and(...conditions))
    .orderBy(asc(s.questions.code))
    .limit(pool === "free" ? FREE_SET_SIZE : 100_000);
}
