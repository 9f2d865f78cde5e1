// Which questions a test draws (product-rules#pools): the pool less what the user has attempted, plus the
// previously wrong with "include wrong", or the whole pool with "include attempted"; shuffled; first N.

export const COUNT_OPTIONS = [10, 20, 30, 40, 50, 75, 100] as const;
export const DEFAULT_COUNT = 20;
export const MAX_AVAILABLE = 100;

export type PoolHistory = {
  /** Questions the user has answered (non-blank) at least once. */
  attempted: ReadonlySet<string>;
  /** Attempted questions whose latest answer earned no marks. */
  wrong: ReadonlySet<string>;
};

export type PoolOptions = { includeWrong: boolean; includeAttempted: boolean };

/** The questions a test may draw from, in pool order. */
export function eligibleQuestions(pool: readonly string[], history: PoolHistory, options: PoolOptions): string[] {
  if (options.includeAttempted) return [...pool];
  return pool.filter((id) => !history.attempted.has(id) || (options.includeWrong && history.wrong.has(id)));
}

/** How many questions can be drawn, capped at 100. */
export function availableCount(pool: readonly string[], history: PoolHistory, options: PoolOptions) {
  return Math.min(MAX_AVAILABLE, eligibleQuestions(pool, history, options).length);
}

/** The counts offered: the standard options not above availability, plus the available number itself. */
export function countOptions(available: number): number[] {
  const options: number[] = COUNT_OPTIONS.filter((n) => n <= available);
  if (available > 0 && !options.includes(available)) options.push(available);
  return options;
}

/** A requested count above availability resets to the smallest offered option, or 10. */
export function resolveCount(requested: number, available: number): number {
  if (requested <= available && countOptions(available).includes(requested)) return requested;
  return countOptions(available)[0] ?? COUNT_OPTIONS[0];
}

/** Fisher–Yates with an injectable random source, so tests can fix the order. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

export function drawQuestions(
  pool: readonly string[],
  history: PoolHistory,
  options: PoolOptions & { count: number },
  random: () => number = Math.random,
): string[] {
  return shuffle(eligibleQuestions(pool, history, options), random).slice(0, options.count);
}
