// Spaced review of structures (docs/decisions/024-spaced-review.md): every marked answer is a review of
// that question for that trainee, scheduled by FSRS (ts-fsrs). Pure: which answers count, the rating an
// answer gives, and the card that a trainee's reviews of one question add up to.
import { createEmptyCard, fsrs, Rating, type Card, type Grade } from "ts-fsrs";

/** A 2-mark answer given this fast was easy: well inside the exam's 54 seconds a question. */
export const EASY_SECONDS = 20;

/** How many questions a due-review test holds at most, like any practice test. */
export const DUE_POOL_LIMIT = 100;

// No fuzz: the same answers always give the same due dates, which trainees (and tests) can rely on.
// Short-term steps: a miss comes back the same day, after minutes, not days (product-rules#spaced-review).
const scheduler = fsrs({
  enable_fuzz: false,
  enable_short_term: true,
  learning_steps: ["10m"],
  relearning_steps: ["10m"],
  request_retention: 0.9,
});

/** A question falling due this soon already counts as due, so one just missed can be reviewed at once. */
export const LEARN_AHEAD_MINUTES = 20;

/** The moment up to which a question counts as due (product-rules#spaced-review). */
export function dueBy(now: Date) {
  return new Date(now.getTime() + LEARN_AHEAD_MINUTES * 60_000);
}

export type ReviewSource = {
  attemptId: string;
  attemptType: "practice" | "mock" | "random";
  submittedAt: Date | null;
  /** The trainee's answer, blank if none. */
  answered: boolean;
  /** Marks as they count: the trainee's own override, else the marker's. */
  marks: 0 | 1 | 2;
  /** A correct answer (isCorrect in scoring.ts): full marks, or the trainee's own Mark as correct. */
  correct: boolean;
  timeSpent: number;
  answeredAt: Date | null;
};

export type Review = { attemptId: string; at: Date; rating: Grade };

/**
 * The reviews one trainee's attempt rows of a question give: an answer counts once given, except in a
 * mock, which counts only once submitted; a question opened and left blank counts as Again once its test
 * is submitted. Oldest first.
 */
export function reviewsOf(rows: readonly ReviewSource[]): Review[] {
  const reviews: Review[] = [];
  for (const row of rows) {
    if (row.attemptType === "mock" && !row.submittedAt) continue;
    if (row.answered) {
      reviews.push({
        attemptId: row.attemptId,
        at: row.answeredAt ?? row.submittedAt ?? new Date(0),
        rating: ratingFor(row, row.timeSpent),
      });
    } else if (row.submittedAt && row.timeSpent > 0) {
      reviews.push({ attemptId: row.attemptId, at: row.submittedAt, rating: Rating.Again });
    }
  }
  return reviews.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** A correct answer Good (Easy when quick); otherwise 1 mark Hard, 0 Again. */
export function ratingFor(answer: Pick<ReviewSource, "marks" | "correct">, seconds: number): Grade {
  if (answer.correct) return seconds > 0 && seconds <= EASY_SECONDS ? Rating.Easy : Rating.Good;
  return answer.marks === 1 ? Rating.Hard : Rating.Again;
}

export type ReplayedLog = Review & {
  state: number;
  due: Date;
  stability: number;
  difficulty: number;
  scheduledDays: number;
};

/** The card a question's reviews add up to, and each review with the state it met. Null with no review. */
export function replay(reviews: readonly Review[]): { card: Card; lastRating: Grade; logs: ReplayedLog[] } | null {
  if (!reviews.length) return null;
  let card = createEmptyCard(reviews[0]!.at);
  const logs: ReplayedLog[] = [];
  for (const review of reviews) {
    const next = scheduler.next(card, review.at, review.rating);
    logs.push({
      ...review,
      state: card.state,
      due: card.due,
      stability: card.stability,
      difficulty: card.difficulty,
      scheduledDays: card.scheduled_days,
    });
    card = next.card;
  }
  return { card, lastRating: reviews.at(-1)!.rating, logs };
}

/** The probability the trainee would name the structure now (FSRS retrievability, 0 to 1). */
export function recall(
  card: Pick<
    Card,
    | "due"
    | "stability"
    | "difficulty"
    | "state"
    | "last_review"
    | "scheduled_days"
    | "reps"
    | "lapses"
    | "learning_steps"
    | "elapsed_days"
  >,
  now: Date,
) {
  return scheduler.get_retrievability(card as Card, now, false);
}

/**
 * A weak structure as the trainee reads it: how often it was not named in full and when it is next due
 * ("Missed twice · due now"), never a recall percentage (product-rules#spaced-review).
 */
export function weakDetail(misses: number, due: Date, now: Date) {
  const missed = misses === 1 ? "Missed once" : misses === 2 ? "Missed twice" : `Missed ${misses} times`;
  return `${missed} · ${due <= dueBy(now) ? "due now" : `due ${dueIn(due, now)}`}`;
}

/** "in 3 days", "in 5 hours", "in 20 minutes", "now": when the next review falls due. */
export function dueIn(due: Date, now: Date) {
  const minutes = Math.max(0, Math.round((due.getTime() - now.getTime()) / 60_000));
  if (minutes < 1) return "now";
  if (minutes < 60) return `in ${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `in ${hours} hour${hours === 1 ? "" : "s"}`;
  const days = Math.round(hours / 24);
  return `in ${days} day${days === 1 ? "" : "s"}`;
}
