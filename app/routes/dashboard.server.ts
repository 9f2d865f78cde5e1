// What the dashboard shows: the user's numbers, category performance against everyone's, and the
// three cards with their locks (product-rules#locks).
import { and, asc, eq, sql } from "drizzle-orm";
import * as s from "../../db/schema";
import { mockTestsLock, practiceLock } from "~/domain/access";
import { formatDate } from "~/domain/format";
import { PLAN_LABELS, type CurrentPlan } from "~/domain/plan";
import { accuracy, studyStreak } from "~/domain/scoring";
import { answeredSql, countsSql, effectiveMarksSql, latestAnswers, listMocks, poolQuestionIds } from "~/server/attempts.server";
import { getDb } from "~/server/db.server";

/** Latest answer per user and question, everyone's: the system average for each category. */
async function systemAverages() {
  const rows = await getDb().execute<{ category_id: string; average: number | string }>(sql`
    with latest as (
      select distinct on (${s.attempts.userId}, ${s.attemptQuestions.questionId})
        ${s.attemptQuestions.questionId} as question_id,
        ${effectiveMarksSql} as marks
      from ${s.attemptQuestions}
      join ${s.attempts} on ${s.attempts.id} = ${s.attemptQuestions.attemptId}
      where ${answeredSql} and ${countsSql}
      order by ${s.attempts.userId}, ${s.attemptQuestions.questionId}, ${s.attemptQuestions.answeredAt} desc nulls last
    )
    select qc.category_id, round(100.0 * avg(case when latest.marks = 2 then 1 else 0 end)) as average
    from latest join ${s.questionCategories} qc on qc.question_id = latest.question_id
    group by qc.category_id
  `);
  const list = Array.isArray(rows) ? rows : (rows as unknown as { rows: typeof rows }).rows;
  return new Map((list as Array<{ category_id: string; average: number | string }>).map((r) => [r.category_id, Number(r.average)]));
}

export async function dashboardData(userId: string, plan: CurrentPlan) {
  const db = getDb();
  const [profileRows, latest, categories, categoryQuestions, freeSet, mocks, averages] = await Promise.all([
    db
      .select({ specialty: s.profiles.specialty, university: s.profiles.university })
      .from(s.profiles)
      .where(eq(s.profiles.userId, userId))
      .limit(1),
    latestAnswers(userId),
    db
      .select({ id: s.categories.id, name: s.categories.name })
      .from(s.categories)
      .where(eq(s.categories.isActive, true))
      .orderBy(asc(s.categories.orderIndex), asc(s.categories.name)),
    db
      .select({ categoryId: s.questionCategories.categoryId, questionId: s.questionCategories.questionId })
      .from(s.questionCategories)
      .innerJoin(s.questions, and(eq(s.questions.id, s.questionCategories.questionId), eq(s.questions.isActive, true))),
    poolQuestionIds(plan.plan, "free", {}),
    listMocks(),
    systemAverages(),
  ]);

  const answers = [...latest.values()];
  const correct = answers.filter((a) => a.marks === 2).length;
  const byCategory = new Map<string, string[]>();
  for (const row of categoryQuestions) byCategory.set(row.categoryId, [...(byCategory.get(row.categoryId) ?? []), row.questionId]);

  const performance = categories.flatMap((category) => {
    const attempted = (byCategory.get(category.id) ?? []).filter((id) => latest.has(id));
    if (attempted.length === 0) return [];
    const right = attempted.filter((id) => latest.get(id)!.marks === 2).length;
    return [{ id: category.id, name: category.name, attempted: attempted.length, correct: right, accuracy: accuracy(right, attempted.length), systemAverage: averages.get(category.id) ?? null }];
  });

  return {
    specialty: profileRows[0]?.specialty ?? null,
    university: profileRows[0]?.university ?? null,
    plan: {
      key: plan.plan,
      label: PLAN_LABELS[plan.plan],
      endsAt: plan.endsAt ? formatDate(plan.endsAt) : null,
    },
    stats: {
      totalQuestions: answers.length,
      correctAnswers: correct,
      accuracy: accuracy(correct, answers.length),
      studyStreak: studyStreak(answers.flatMap((a) => (a.answeredAt ? [a.answeredAt] : []))),
      freeTotal: freeSet.length,
      freeAttempted: freeSet.filter((id) => latest.has(id)).length,
      mockCount: mocks.length,
    },
    cards: {
      practice: practiceLock(plan.plan),
      mock: mockTestsLock(plan.plan),
    },
    performance,
    // Study notes: 'Full Random Questions' first, then categories that have questions.
    noteCategories: categories.filter((c) => (byCategory.get(c.id)?.length ?? 0) > 0).map((c) => c.name),
  };
}
