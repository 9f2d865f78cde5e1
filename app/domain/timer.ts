// Test time (product-rules#mock-clock): a mock counts down from 5400 s; timed practice counts up.
// The server keeps the clock: time used = seconds banked before the current stretch + the stretch
// itself, unless the browser reported the tab hidden (paused).

export const MOCK_SECONDS = 5400;
export const MOCK_QUESTIONS = 100;
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

export type Clock = { timeElapsed: number; timePausedAt: Date | null; resumedAt: Date };

export function elapsedSeconds(clock: Clock, now: Date = new Date()): number {
  if (clock.timePausedAt) return clock.timeElapsed;
  return clock.timeElapsed + Math.max(0, Math.floor((now.getTime() - clock.resumedAt.getTime()) / 1000));
}

export function remainingSeconds(clock: Clock & { timeLimit: number | null }, now: Date = new Date()): number | null {
  if (clock.timeLimit === null) return null;
  return Math.max(0, clock.timeLimit - elapsedSeconds(clock, now));
}

export function isExpired(clock: Clock & { timeLimit: number | null }, now: Date = new Date()) {
  if (clock.timeLimit === null) return false;
  if (elapsedSeconds(clock, now) >= clock.timeLimit) return true;
  // A pause stops the clock, but never for longer than the time that was left: no freezing a mock.
  return (
    clock.timePausedAt !== null &&
    now.getTime() - clock.timePausedAt.getTime() >= (clock.timeLimit - clock.timeElapsed) * 1000
  );
}

/** The clock after pausing (tab hidden, page left): the running stretch is banked. */
export function pause(clock: Clock, now: Date = new Date()): Clock {
  if (clock.timePausedAt) return clock;
  return { timeElapsed: elapsedSeconds(clock, now), timePausedAt: now, resumedAt: clock.resumedAt };
}

/** The clock after resuming: a new stretch starts now. */
export function resume(clock: Clock, now: Date = new Date()): Clock {
  if (!clock.timePausedAt) return clock;
  return { timeElapsed: clock.timeElapsed, timePausedAt: null, resumedAt: now };
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

/** The question screen's clock: 83 → "01:23"; 5400 → "1:30:00". */
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
