// Where a trainee stands against everyone who sat the same mock paper (product-rules#where-you-stand).

/** A percentile or everyone's average means something only over enough sittings or trainees. */
export const MIN_SITTINGS = 20;

/**
 * Everyone's accuracy in a category (product-rules#everyone): correct over answered, as a whole percent;
 * null below the minimum of trainees, so a first test is never compared with an average of nobody.
 */
export function everyonesAverage(correct: number, answered: number, trainees: number): number | null {
  if (trainees < MIN_SITTINGS || answered === 0) return null;
  return Math.round((100 * correct) / answered);
}

/** The share of the other sittings this score beats, in whole per cent (rounded down); null below the minimum. */
export function percentBeaten(lower: number, sittings: number): number | null {
  if (sittings < MIN_SITTINGS) return null;
  const others = sittings - 1;
  // Capped: a histogram refreshed before the trainee's latest answers may not hold the trainee yet.
  return others > 0 ? Math.min(100, Math.floor((lower / others) * 100)) : 0;
}

/**
 * The share of trainees below an accuracy, from the kept histogram of trainees per whole-percent
 * accuracy; null below the minimum of trainees.
 */
export function percentileIn(histogram: Readonly<Record<string, number>>, accuracy: number): number | null {
  let total = 0;
  let lower = 0;
  for (const [percent, trainees] of Object.entries(histogram)) {
    total += trainees;
    if (Number(percent) < accuracy) lower += trainees;
  }
  return percentBeaten(lower, total);
}
