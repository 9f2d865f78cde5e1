// What the dashboard shows: the user's numbers, category performance against everyone's, and the
// three cards with their locks (product-rules#locks).
import { and, asc, eq, sql } from "drizzle-orm";
import * as s from "../../db/schema";
import { mockTestsLock, practiceLock } from "~/domain/access";
import { formatDate } from "~/domain/format";
import { PLAN_LABELS, type CurrentPlan } from "~/domain/plan";
import { categoryPerformance } from "~/domain/analysis";
import { accuracy, studyStreak } from "~/domain/scoring";
import { everyonesAverage, percentileIn } from "~/domain/standing";
import { latestAnswers } from "~/server/attempts.server";
import { listMocks, poolQuestionIds } from "~/server/question-pools.server";
import { refreshCategoryAverages } from "~/server/category-averages.server";
import { preparedQuery } from "~/server/db.server";

// Everyone's figures are refreshed a batch of trainees at a time (app/server/category-averages.server.ts).
export { refreshCategoryAverages };

/**
 * The system average per category, from the kept figures: refreshed first only when there are none yet,
 * and otherwise every five minutes by a scheduled job (app/server/job-runner.server.ts).
 */
async function systemAverages() {
  const read = () => averagesQuery().execute();
  let rows = await read();
  if (rows.length === 0) {
    await refreshCategoryAverages();
    rows = await read();
  }
  return new Map(
    rows.map((r) => [
      r.categoryId,
      {
        average: everyonesAverage(
          r.correct,
          r.answered,
          Object.values(r.accuracyHistogram).reduce((sum, n) => sum + n, 0),
        ),
        histogram: r.accuracyHistogram,
      },
    ]),
  );
}

const profileQuery = preparedQuery((db) =>
  db
    .select({ specialty: s.profiles.specialty, university: s.profiles.university })
    .from(s.profiles)
    .where(eq(s.profiles.userId, sql.placeholder("userId")))
    .limit(1)
    .prepare("dashboard_profile"),
);
const categoriesQuery = preparedQuery((db) =>
  db
    .select({ id: s.categories.id, name: s.categories.name })
    .from(s.categories)
    .where(eq(s.categories.isActive, true))
    .orderBy(asc(s.categories.orderIndex), asc(s.categories.name))
    .prepare("dashboard_categories"),
);
const categoryQuestionsQuery = preparedQuery((db) =>
  db
    .select({ categoryId: s.questionCategories.categoryId, questionId: s.questionCategories.questionId })
    .from(s.questionCategories)
    .innerJoin(s.questions, and(eq(s.questions.id, s.questionCategories.questionId), eq(s.questions.isActive, true)))
    .prepare("dashboard_category_questions"),
);
const averagesQuery = preparedQuery((db) => db.select().from(s.categoryAverages).prepare("category_averages"));

export async function dashboardData(userId: string, plan: CurrentPlan) {
  const [profileRows, latest, categories, categoryQuestions, freeSet, mocks, averages] = await Promise.all([
    profileQuery().execute({ userId }),
    latestAnswers(userId),
    categoriesQuery().execute(),
    categoryQuestionsQuery().execute(),
    poolQuestionIds(plan.plan, "free", {}),
    listMocks(),
    systemAverages(),
  ]);

  const answers = [...latest.values()];
  const correct = answers.filter((a) => a.correct).length;
  const byCategory = new Map<string, string[]>();
  const categoriesOf = new Map<string, string[]>();
  for (const row of categoryQuestions) {
    byCategory.set(row.categoryId, [...(byCategory.get(row.categoryId) ?? []), row.questionId]);
    categoriesOf.set(row.questionId, [...(categoriesOf.get(row.questionId) ?? []), row.categoryId]);
  }

  // product-rules#category-score: the analysis's rule, over the trainee's latest answers.
  const performance = categoryPerformance(
    categories,
    [...latest].map(([questionId, answer]) => ({
      categoryIds: categoriesOf.get(questionId) ?? [],
      correct: answer.correct,
    })),
  ).map((mine) => {
    const everyone = averages.get(mine.id);
    return {
      id: mine.id,
      name: mine.name,
      attempted: mine.questions,
      correct: mine.correct,
      accuracy: mine.accuracy,
      systemAverage: everyone?.average ?? null,
      // product-rules#where-you-stand: the share of trainees in the category whose accuracy is lower.
      percentile: everyone ? percentileIn(everyone.histogram, mine.accuracy) : null,
    };
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
      // product-rules#honest-numbers: each paper's size as the database holds it.
      mockQuestions: mocks.map((m) => m.questionCount),
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
