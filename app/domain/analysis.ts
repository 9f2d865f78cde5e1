// What the analysis screen concludes from a finished test (product-rules#analysis).
import { accuracy } from "./scoring";

export const SUMMARY_ROWS = 10;
export const WEAK_BELOW = 70;
export const STRONG_FROM = 90;
export const SLOW_AVERAGE_SECONDS = 120;
export const FAST_AVERAGE_SECONDS = 30;

export function feedback(percent: number) {
  if (percent >= 90) return "Outstanding: exam-ready on this material.";
  if (percent >= 80) return "Excellent work: keep your edge with timed practice.";
  if (percent >= 70) return "Good: a little more precision will lift your marks.";
  if (percent >= 60) return "Fair: review the answers you missed and try again.";
  return "Keep going: revisit the explanations and practise these areas again.";
}

export type CategoryResult = { id: string; name: string; questions: number; correct: number; accuracy: number };

/**
 * A category's score, the one rule of analysis, dashboard and history (product-rules#category-score):
 * its correct answers (isCorrect) over its questions, in the order the categories are given; a category
 * with no question is left out. The analysis gives a test's questions (unanswered ones count, as the
 * score does), the dashboard the trainee's latest answers; everyone's averages count the same in SQL
 * (correctSql over answered, app/server/category-averages.server.ts).
 */
export function categoryPerformance(
  categories: ReadonlyArray<{ id: string; name: string }>,
  questions: ReadonlyArray<{ categoryIds: readonly string[]; correct: boolean }>,
): CategoryResult[] {
  return categories.flatMap(({ id, name }) => {
    const inCategory = questions.filter((q) => q.categoryIds.includes(id));
    if (inCategory.length === 0) return [];
    const correct = inCategory.filter((q) => q.correct).length;
    return [{ id, name, questions: inCategory.length, correct, accuracy: accuracy(correct, inCategory.length) }];
  });
}

export type TimeFacts = { total: number; average: number; fastest: number; slowest: number; questions: number };

/**
 * Total, average, fastest and slowest time per question, over the questions the trainee answered or
 * spent time on: an answer given in under a second counts as 0 s, and a question never opened does not
 * make the fastest 0. The total is the attempt's one time figure when given (attemptSeconds in timer.ts),
 * so the header and Time Analysis agree; the average shares it out over those questions.
 */
export function timeAnalysis(
  questions: ReadonlyArray<{ seconds: number; answered: boolean }>,
  attemptTotal?: number,
): TimeFacts {
  const spent = questions.filter((q) => q.answered || q.seconds > 0).map((q) => Math.max(0, q.seconds));
  if (spent.length === 0) return { total: attemptTotal ?? 0, average: 0, fastest: 0, slowest: 0, questions: 0 };
  const total = attemptTotal ?? spent.reduce((sum, s) => sum + s, 0);
  return {
    total,
    average: Math.round(total / spent.length),
    fastest: Math.min(...spent),
    slowest: Math.max(...spent),
    questions: spent.length,
  };
}

export function recommendations(
  categories: ReadonlyArray<{ name: string; accuracy: number }>,
  time: Pick<TimeFacts, "average" | "questions">,
): string[] {
  const advice: string[] = [];
  const weak = categories.filter((c) => c.accuracy < WEAK_BELOW).map((c) => c.name);
  const strong = categories.filter((c) => c.accuracy >= STRONG_FROM).map((c) => c.name);
  if (weak.length) advice.push(`Focus on ${weak.join(", ")}: below ${WEAK_BELOW}% accuracy.`);
  if (strong.length) advice.push(`Strong in ${strong.join(", ")}: keep these fresh with mixed practice.`);
  if (time.average > SLOW_AVERAGE_SECONDS)
    advice.push(
      "You averaged over 2 minutes a question: practise timed tests to build speed (the exam allows 54 seconds).",
    );
  else if (time.questions > 0 && time.average < FAST_AVERAGE_SECONDS)
    advice.push("You answered very quickly: read each image carefully and name side, part and segment.");
  if (advice.length === 0) advice.push("Well balanced: keep practising across all categories.");
  return advice;
}
