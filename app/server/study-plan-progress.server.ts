// The trainee's plan to their sitting (product-rules#study-plan): the sitting chosen on /profile, and
// the dashboard's days left, today's target and streak. Per trainee: a handful of indexed reads.
import { and, asc, eq, gte, isNotNull, sql } from "drizzle-orm";
import * as s from "../../db/schema";
import type { Plan } from "~/domain/plan";
import { dayKey } from "~/domain/scoring";
import { studyPlan } from "~/domain/study-plan";
import { poolHistory } from "./attempts.server";
import { poolQuestionIds } from "./question-pools.server";
import { answeredSql, countsSql } from "./scoring-sql.server";
import { getDb, preparedQuery } from "./db.server";
import { dueSummary } from "./review-cards.server";

/** Sittings a trainee can still prepare for: the anatomy exam today or later, soonest first. */
export async function upcomingSittings(now: Date = new Date()) {
  return getDb()
    .select({ id: s.examSittings.id, label: s.examSittings.label, anatomyDate: s.examSittings.anatomyDate })
    .from(s.examSittings)
    .where(gte(s.examSittings.anatomyDate, dayKey(now)))
    .orderBy(asc(s.examSittings.anatomyDate));
}

/** A sitting chosen from the list replaces a day the trainee typed. */
export async function chooseSitting(userId: string, sittingId: string | null) {
  await getDb().update(s.profiles).set({ sittingId, examDate: null }).where(eq(s.profiles.userId, userId));
}

/** The anatomy exam's day the trainee typed (or null to clear it), in place of a sitting from the list. */
export async function chooseExamDate(userId: string, examDate: string | null) {
  await getDb().update(s.profiles).set({ examDate, sittingId: null }).where(eq(s.profiles.userId, userId));
}

/** Is any sitting ahead announced? (The plan explains when none is.) */
export async function sittingAhead(now: Date = new Date()) {
  const [row] = await getDb()
    .select({ id: s.examSittings.id })
    .from(s.examSittings)
    .where(gte(s.examSittings.anatomyDate, dayKey(now)))
    .limit(1);
  return Boolean(row);
}

/**
 * The plan to the trainee's exam: the chosen sitting while it is ahead, else the day they typed while
 * it is ahead (`sitting` null, `examDay` that day); null when neither is.
 */
export async function studyPlanFor(userId: string, plan: Plan, now: Date = new Date()) {
  const [profile] = await chosenSitting().execute({ userId });
  const today = dayKey(now);
  const chosen =
    profile?.anatomyDate && profile.anatomyDate >= today
      ? { label: profile.label as string | null, anatomyDate: profile.anatomyDate }
      : profile?.examDate && profile.examDate >= today
        ? { label: null, anatomyDate: profile.examDate }
        : null;
  if (!chosen) return null;
  const since = new Date(now.getTime() - 60 * 24 * 60 * 60 * 1000);
  const [pool, history, due, days] = await Promise.all([
    poolQuestionIds(plan, plan === "free" ? "free" : "all", {}),
    poolHistory(userId),
    dueSummary(userId, plan, now),
    answersByDay().execute({ userId, since: since.toISOString() }),
  ]);
  return {
    sitting: chosen.label,
    examDay: chosen.anatomyDate,
    ...studyPlan({
      examDay: chosen.anatomyDate,
      now,
      unseen: pool.filter((id) => !history.attempted.has(id)).length,
      due: due.due,
      answersByDay: new Map(days.map((d) => [d.day, d.answers])),
    }),
  };
}

// Read on every dashboard: built once (docs/decisions/040-queries-built-once.md).
const chosenSitting = preparedQuery((db) =>
  db
    .select({ label: s.examSittings.label, anatomyDate: s.examSittings.anatomyDate, examDate: s.profiles.examDate })
    .from(s.profiles)
    .leftJoin(s.examSittings, eq(s.examSittings.id, s.profiles.sittingId))
    .where(eq(s.profiles.userId, sql.placeholder("userId")))
    .prepare("chosen_sitting"),
);

const ukDay = sql<string>`to_char(${s.attemptQuestions.answeredAt} at time zone 'Europe/London', 'YYYY-MM-DD')`;
/** The trainee's answers on each UK day since a date. */
const answersByDay = preparedQuery((db) =>
  db
    .select({ day: ukDay, answers: sql<number>`count(*)::int` })
    .from(s.attemptQuestions)
    .innerJoin(s.attempts, eq(s.attempts.id, s.attemptQuestions.attemptId))
    .where(
      and(
        eq(s.attempts.userId, sql.placeholder("userId")),
        answeredSql,
        countsSql,
        isNotNull(s.attemptQuestions.answeredAt),
        gte(s.attemptQuestions.answeredAt, sql.placeholder("since")),
      ),
    )
    .groupBy(ukDay)
    .prepare("answers_by_day"),
);
