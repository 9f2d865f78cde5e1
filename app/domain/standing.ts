// Where a trainee stands against everyone who sat the same mock paper (product-rules#where-you-stand).

/** A percentile means something only over enough sittings of the paper. */
export const MIN_SITTINGS = 20;

/** The share of the other sittings this score beats, in whole per cent (rounded down); null below the minimum. */
export function percentBeaten(lower: number, sittings: number): number | null {
  if (sittings < MIN_SITTINGS) return null;
  const others = sittings - 1;
  return others > 0 ? Math.floor((lower / others) * 100) : 0;
}
