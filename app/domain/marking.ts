// Marking a typed answer against the answer key. This is the spec's rule (part 1 §5 "Auto-marking"):
// lower-case and trim the response; every key text contained in it earns its marks; the highest wins.
// The marking issue replaces the inside of `mark`, never its callers.

export type KeyRow = { text: string; marks: number };

export type MarkResult = {
  /** 0, 1 or 2. */
  marks: 0 | 1 | 2;
  /** The key row that earned the marks, if any. */
  matched: KeyRow | null;
  /** Why, in a trainee's words, for the review screen. */
  reasons: string[];
};

export const FULL_MARKS = 2;

export function normalise(text: string) {
  return text.toLowerCase().trim();
}

export function mark(response: string, key: readonly KeyRow[]): MarkResult {
  const answer = normalise(response);
  if (!answer) return { marks: 0, matched: null, reasons: ["No answer given."] };
  let best: KeyRow | null = null;
  for (const row of key) {
    const text = normalise(row.text);
    if (text && answer.includes(text) && (!best || row.marks > best.marks)) best = row;
  }
  if (!best) return { marks: 0, matched: null, reasons: ["Your answer does not contain any accepted answer."] };
  const marks = Math.max(0, Math.min(FULL_MARKS, best.marks)) as 0 | 1 | 2;
  return {
    marks,
    matched: best,
    reasons: [`Matches "${best.text}" (${marks} ${marks === 1 ? "mark" : "marks"}).`],
  };
}
