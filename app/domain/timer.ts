// Test time (product-rules#mock-clock): a mock counts down from 54 s a question (a 100-question paper
// from 90 minutes, as in the exam); timed practice counts up.
// The server keeps the clock: time used = seconds banked before the current stretch + the stretch
// itself, unless the browser reported the tab hidden (paused; a mock's pauses share 15 minutes in all).

/** Questions in a full paper, as in the exam. */
export const MOCK_QUESTIONS = 100;
/** The exam's pace: 100 images in 90 minutes (product-rules#mock-clock). */
export const MOCK_SECONDS_PER_QUESTION = 54;

/** A mock's time limit: 54 s for each of its questions, so 10 questions run 9 minutes and 100 run 90. */
export function mockSeconds(questionCount: number) {
  return MOCK_SECONDS_PER_QUESTION * Math.max(0, Math.floor(questionCount));
}

/** Only a full 100-question paper is run "as in the exam"; a shorter mock keeps the exam's pace, not its length. */
export function isFullPaper(questionCount: number) {
  return questionCount >= MOCK_QUESTIONS;
}

/** A length in words: 540 → "9 minutes", 162 → "2 minutes 42 seconds", 54 → "54 seconds". */
export function formatMinutes(totalSeconds: number) {
  const s = Math.max(0, Math.round(totalSeconds));
  const minutes = Math.floor(s / 60);
  const seconds = s % 60;
  const words = (n: number, unit: string) => `${n} ${n === 1 ? unit : `${unit}s`}`;
  if (minutes === 0) return words(seconds, "second");
  return seconds === 0 ? words(minutes, "minute") : `${words(minutes, "minute")} ${words(seconds, "second")}`;
}

/** A mock's real length, as every screen shows it: "10 questions · 9 minutes". */
export function mockLength(questionCount: number) {
  const questions = `${questionCount} ${questionCount === 1 ? "question" : "questions"}`;
  return `${questions} · ${formatMinutes(mockSeconds(questionCount))}`;
}
/** Expected time per timed practice question. */
export const SECONDS_PER_PRACTICE_QUESTION = 90;
/** One visit to a question never counts for more than this (a laptop left open overnight). */
export const MAX_SECONDS_PER_VISIT = 15 * 60;

/**
 * The one time figure of an attempt, shown in its analysis header, its Time Analysis and history
 * (product-rules#attempt-time): the test clock's time used when a clock ran, else the time spent on its questions.
 */
export function attemptSeconds(timeElapsed: number, questionSeconds: readonly number[]) {
  return timeElapsed > 0 ? timeElapsed : questionSeconds.reduce((sum, s) => sum + Math.max(0, s), 0);
}

/** A mock's pauses share this many seconds in all; once spent, its clock runs on (product-rules#pause-budget). */
export const MOCK_PAUSE_SECONDS = 15 * 60;

/**
 * `pausedSeconds` is the pause already taken, counted against a mock's budget; a clock without
 * `timeLimit` (practice) may pause without end.
 */
export type Clock = {
  timeElapsed: number;
  timePausedAt: Date | null;
  resumedAt: Date;
  timeLimit?: number | null;
  pausedSeconds?: number;
};

/** Seconds of pause the clock may still take before it runs on regardless (product-rules#pause-budget). */
export function pauseLeft(clock: Clock): number {
  if (clock.timeLimit === null || clock.timeLimit === undefined) return Infinity;
  return Math.max(0, MOCK_PAUSE_SECONDS - (clock.pausedSeconds ?? 0));
}

const pausedFor = (clock: Clock, now: Date) =>
  clock.timePausedAt ? Math.max(0, Math.floor((now.getTime() - clock.timePausedAt.getTime()) / 1000)) : 0;

export function elapsedSeconds(clock: Clock, now: Date = new Date()): number {
  // Paused, the clock stands still until the pause budget is spent, then runs on.
  if (clock.timePausedAt) return clock.timeElapsed + Math.max(0, pausedFor(clock, now) - pauseLeft(clock));
  return clock.timeElapsed + Math.max(0, Math.floor((now.getTime() - clock.resumedAt.getTime()) / 1000));
}

export function remainingSeconds(clock: Clock, now: Date = new Date()): number | null {
  if (clock.timeLimit === null || clock.timeLimit === undefined) return null;
  return Math.max(0, clock.timeLimit - elapsedSeconds(clock, now));
}

export function isExpired(clock: Clock, now: Date = new Date()) {
  if (clock.timeLimit === null || clock.timeLimit === undefined) return false;
  if (elapsedSeconds(clock, now) >= clock.timeLimit) return true;
  // A pause stops the clock, but never for longer than the time that was left: no freezing a mock.
  return (
    clock.timePausedAt !== null &&
    now.getTime() - clock.timePausedAt.getTime() >= (clock.timeLimit - clock.timeElapsed) * 1000
  );
}

/** The clock after pausing (tab hidden, page left): the running stretch is banked. */
export function pause<C extends Clock>(clock: C, now: Date = new Date()): C {
  if (clock.timePausedAt) return clock;
  return { ...clock, timeElapsed: elapsedSeconds(clock, now), timePausedAt: now };
}

/** The clock after resuming: the pause is counted against the budget (any of it past the budget as time used), and a new stretch starts now. */
export function resume(clock: Clock, now: Date = new Date()) {
  if (!clock.timePausedAt) {
    const { timeElapsed, timePausedAt, resumedAt, pausedSeconds = 0 } = clock;
    return { timeElapsed, timePausedAt, resumedAt, pausedSeconds };
  }
  return {
    timeElapsed: elapsedSeconds(clock, now),
    timePausedAt: null,
    resumedAt: now,
    pausedSeconds: (clock.pausedSeconds ?? 0) + Math.min(pausedFor(clock, now), pauseLeft(clock)),
  };
}

/** What the question screen says of a mock's pause time, once some was used (product-rules#pause-budget). */
export function pauseBudgetWords(pauseLeftSeconds: number) {
  if (pauseLeftSeconds <= 0)
    return `You have used your ${MOCK_PAUSE_SECONDS / 60} minutes of pause time: the clock now keeps running while you are away.`;
  const minutes = Math.floor(pauseLeftSeconds / 60);
  const left = minutes === 0 ? "less than a minute" : minutes === 1 ? "1 minute" : `${minutes} minutes`;
  return `You have ${left} of pause time left in this mock; after that the clock keeps running while you are away.`;
}

const two = (n: number) => String(n).padStart(2, "0");

function clockParts(totalSeconds: number) {
  const s = Math.max(0, Math.floor(totalSeconds));
  return { hours: Math.floor(s / 3600), mmss: `${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}` };
}

/** Times on the analysis screen: 83 → "01:23"; 3725 → "01:02:05". */
export function formatClock(totalSeconds: number) {
  const { hours, mmss } = clockParts(totalSeconds);
  return hours > 0 ? `${two(hours)}:${mmss}` : mmss;
}

/** The question screen's clock: 83 → "01:23"; 5400 → "1:30:00" (a full mock's start). */
export function formatTestClock(totalSeconds: number) {
  const { hours, mmss } = clockParts(totalSeconds);
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}

/** 3725 → "1h 2m 5s" (test history). */
export function formatDuration(totalSeconds: number) {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  return [hours ? `${hours}h` : "", hours || minutes ? `${minutes}m` : "", `${seconds}s`].filter(Boolean).join(" ");
}

/** Seconds spent on one visit to a question, from when the page showed it, less time hidden. */
export function visitSeconds(shownAt: number, now: number, hiddenMs = 0) {
  if (!Number.isFinite(shownAt) || shownAt > now) return 0;
  const ms = Math.max(0, now - shownAt - Math.max(0, hiddenMs));
  return Math.min(MAX_SECONDS_PER_VISIT, Math.round(ms / 1000));
}
