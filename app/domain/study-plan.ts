// A plan to the sitting the trainee has chosen (product-rules#study-plan): days left, what to do each
// day to cover the bank before the exam, and a streak of days that met it. Pure; days are UK days.
import { dayKey } from "./scoring";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from one calendar day to another (2026-03-10 → 2026-03-12 is 2). */
export function daysBetween(from: string, to: string) {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export type StudyPlanInput = {
  /** The anatomy exam's day, as 2026-03-12. */
  examDay: string;
  now: Date;
  /** Questions on the trainee's plan not answered yet. */
  unseen: number;
  /** Reviews due now. */
  due: number;
  /** Answers given per UK day, by day (2026-03-12 → 14). */
  answersByDay: ReadonlyMap<string, number>;
};

export type StudyPlan = {
  daysLeft: number;
  /** New questions a day that cover the rest of the bank by the day before the exam. */
  newPerDay: number;
  /** Today's target: new questions plus the reviews due. */
  target: number;
  doneToday: number;
  /** Days in a row, ending today or yesterday, with at least a day's worth of new questions answered. */
  streak: number;
};

export function studyPlan(input: StudyPlanInput): StudyPlan {
  const today = dayKey(input.now);
  const daysLeft = Math.max(0, daysBetween(today, input.examDay));
  const newPerDay = daysLeft > 0 ? Math.ceil(input.unseen / daysLeft) : 0;
  const target = newPerDay + input.due;
  const doneToday = input.answersByDay.get(today) ?? 0;
  // A day counts when it met the day's share of new questions (at least one answer): yesterday's
  // target is not kept, so today's share stands for it.
  const bar = Math.max(1, newPerDay);
  let streak = 0;
  let cursor = doneToday >= bar ? input.now : new Date(input.now.getTime() - DAY_MS);
  while ((input.answersByDay.get(dayKey(cursor)) ?? 0) >= bar) {
    streak++;
    cursor = new Date(cursor.getTime() - DAY_MS);
  }
  return { daysLeft, newPerDay, target, doneToday, streak };
}
