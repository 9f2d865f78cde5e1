// Marks, scores and the numbers the dashboard and analysis show (product-rules#scoring).

export type AnswerFacts = {
  userAnswer: string | null;
  marksEarned: number | null;
  userOverrideCorrect: boolean;
  userOverrideMarks: number | null;
};

/** Only a non-blank answer counts as attempted. */
export function isAnswered(answer: Pick<AnswerFacts, "userAnswer">) {
  return (answer.userAnswer ?? "").trim().length > 0;
}

/** The marks that count: the user's own override when they marked it correct, else the marker's. */
export function effectiveMarks(answer: AnswerFacts): 0 | 1 | 2 {
  if (!isAnswered(answer)) return 0;
  const marks =
    answer.userOverrideCorrect && answer.userOverrideMarks ? answer.userOverrideMarks : (answer.marksEarned ?? 0);
  return Math.max(0, Math.min(2, marks)) as 0 | 1 | 2;
}

/**
 * A correct answer (product-rules#correct-answer): one worth the full 2 marks, or one the trainee marked
 * correct themselves, with 1 mark or 2. Every figure of correct answers counts by this rule; its SQL twin
 * is correctSql (app/server/scoring-sql.server.ts).
 */
export function isCorrect(answer: AnswerFacts) {
  if (!isAnswered(answer)) return false;
  return isOwnOverride(answer) || effectiveMarks(answer) === 2;
}

const isOwnOverride = (answer: AnswerFacts) => answer.userOverrideCorrect && Boolean(answer.userOverrideMarks);

export type AttemptTotals = {
  answered: number;
  totalMarks: number;
  possibleMarks: number;
  /** Marks over possible, rounded. */
  scorePercent: number;
  /** Correct answers (isCorrect). */
  correctCount: number;
  /** Answers with 1 mark that are not correct. */
  partialCount: number;
};

export function attemptTotals(answers: readonly AnswerFacts[], totalQuestions: number): AttemptTotals {
  const answered = answers.filter(isAnswered);
  const marks = answered.map(effectiveMarks);
  const correct = answered.filter(isCorrect).length;
  const totalMarks = marks.reduce<number>((sum, m) => sum + m, 0);
  const possibleMarks = 2 * totalQuestions;
  return {
    answered: answered.length,
    totalMarks,
    possibleMarks,
    scorePercent: possibleMarks === 0 ? 0 : Math.round((totalMarks / possibleMarks) * 100),
    correctCount: correct,
    partialCount: answered.filter((a) => !isCorrect(a) && effectiveMarks(a) === 1).length,
  };
}

/**
 * A submitted attempt's score and correct count (product-rules#scoring): marks over possible, however it
 * ended; a question left unanswered, also in an attempt ended by a newer test, counts 0 of its 2 marks.
 * Its SQL twin is scorePercentSql (app/server/scoring-sql.server.ts).
 */
export function submittedScore(answers: readonly AnswerFacts[], totalQuestions: number) {
  const totals = attemptTotals(answers, totalQuestions);
  return { score: totals.scorePercent, correctCount: totals.correctCount };
}

/** Correct over attempted, as a whole percent. */
export function accuracy(correct: number, attempted: number) {
  return attempted === 0 ? 0 : Math.round((correct / attempted) * 100);
}

/** Colour of a percentage (product-rules#score-tone): 80 and above good, 60 and above warning, else bad. */
export function scoreTone(percent: number): "good" | "warning" | "bad" {
  return percent >= 80 ? "good" : percent >= 60 ? "warning" : "bad";
}

/** One formatter per time zone: making one costs far more than using it (a streak formats every answer). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of an instant where the trainee is (UK by default), as 2026-03-12. */
export function dayKey(date: Date, timeZone = "Europe/London") {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  return format.format(date);
}

/**
 * Consecutive days, ending today or yesterday (UK time), on which the user answered something.
 * A streak is not broken until a whole day passes without practice.
 */
export function studyStreak(answeredAt: readonly Date[], now: Date = new Date(), timeZone = "Europe/London") {
  const days = new Set(answeredAt.map((d) => dayKey(d, timeZone)));
  const oneDay = 24 * 60 * 60 * 1000;
  let cursor = new Date(now);
  if (!days.has(dayKey(cursor, timeZone))) cursor = new Date(cursor.getTime() - oneDay);
  let streak = 0;
  while (days.has(dayKey(cursor, timeZone))) {
    streak++;
    cursor = new Date(cursor.getTime() - oneDay);
  }
  return streak;
}
