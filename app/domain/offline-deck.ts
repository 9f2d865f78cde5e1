// Which questions a page of the question screen carries so the trainee can go on with the connection
// down (product-rules#offline-mock, product-rules#offline-practice): a mock's page carries every question
// (it is short and timed), a practice page the one on screen and the next few.

/** Questions carried after the one on screen in practice: a few minutes of work, a few small images. */
export const PRACTICE_DECK_AHEAD = 5;

/** The positions (1-based, inclusive) a page at question `n` of `total` carries. */
export function deckRange(isMock: boolean, n: number, total: number) {
  return isMock ? { from: 1, to: total } : { from: n, to: Math.min(n + PRACTICE_DECK_AHEAD, total) };
}
