// The marker's core (app/domain/marking.ts has the rules and the public API): a key prepared once, a
// response split into the answers it gives, each reading compared with each key row, the best kept.
import { LOCATIVES } from "./lexicon";
import {
  isHarmlessQualifier,
  namesSidedStructure,
  prepare,
  sideOf,
  type KeyVocabulary,
  type Phrase,
  type Side,
} from "./phrase";
import { contrastOf, impliedBy, isAcronymWord, isLevel, isLexiconWord, structureOf } from "./vocabulary";
import { isSeparator, pieces, type Word } from "./text";

export type KeyRow = { text: string; marks: number };

/** The most a question earns. */
export const FULL_MARKS = 2;

// ── The key, prepared once per key ───────────────────────────────────────────────────────────────

export type Row = {
  row: KeyRow;
  marks: 0 | 1 | 2;
  phrase: Phrase;
  counts: Map<string, number>;
  /** Words an answer may add to this row: its kind's word, its parents' words (./structures.ts). */
  harmless: Set<string>;
  /** Words of this row an answer may leave out: its kind's word ("erector spinae" for "… muscle"). */
  optional: Set<string>;
};

export type Key = {
  rows: Row[];
  vocabulary: KeyVocabulary;
  /**
   * Words of the rows worth at least n marks, by n: a response may add these to a row worth n (it is
   * then more specific, as the key foresaw); a word only a lesser row uses names a lesser answer.
   */
  wordsFrom: Array<Set<string>>;
  sides: Set<Side>;
  full: Row | null;
};

export const counts = (phrase: Phrase) => {
  const map = new Map<string, number>();
  for (const t of phrase.tokens) map.set(t.w, (map.get(t.w) ?? 0) + 1);
  return map;
};

export const clampMarks = (marks: number) => Math.max(0, Math.min(FULL_MARKS, Math.round(marks))) as 0 | 1 | 2;

// A question's key is prepared once and reused for every answer to it (re-marking, the CLI).
export const keyCache = new Map<string, Key>();
export const keyObjects = new WeakMap<readonly KeyRow[], { id: string; key: Key }>();

export function prepareKey(key: readonly KeyRow[]): Key {
  let id = "";
  for (const row of key) id += `${row.marks}\u0000${row.text}\u0001`;
  const seen = keyObjects.get(key);
  if (seen && seen.id === id) return seen.key;
  const cached = keyCache.get(id);
  if (cached) {
    keyObjects.set(key, { id, key: cached });
    return cached;
  }
  const rows: Row[] = [];
  for (const row of key) {
    // A key row may itself name alternatives ("patellar tendon / ligament"): each earns the row's marks.
    for (const words of alternatives(splitAnswer(row.text))) {
      const phrase = prepare(words, {});
      if (phrase.tokens.length === 0) continue;
      rows.push({
        row,
        marks: clampMarks(row.marks),
        phrase,
        counts: counts(phrase),
        harmless: new Set(),
        optional: new Set(),
      });
    }
  }
  const keyWords = new Set(rows.flatMap((r) => r.phrase.tokens.map((t) => t.w)));
  for (const r of rows) placeRow(r, keyWords);
  const vocabulary: KeyVocabulary = { words: new Set(), joins: new Map() };
  for (const { phrase } of rows) {
    phrase.base.forEach((w, i) => {
      vocabulary.words.add(w);
      const next = phrase.base[i + 1];
      if (next) vocabulary.joins.set(w + next, [w, next]);
    });
  }
  const prepared: Key = {
    rows,
    vocabulary,
    wordsFrom: [0, 1, 2].map(
      (n) => new Set(rows.filter((r) => r.marks >= n).flatMap((r) => r.phrase.tokens.map((t) => t.w))),
    ),
    sides: new Set(rows.flatMap((r) => (r.phrase.side ? [r.phrase.side] : []))),
    full: rows.find((r) => r.marks === FULL_MARKS) ?? rows[0] ?? null,
  };
  if (keyCache.size >= 500) keyCache.delete(keyCache.keys().next().value!);
  keyCache.set(id, prepared);
  keyObjects.set(key, { id, key: prepared });
  return prepared;
}

const TISSUES = new Set(["muscle", "tendon", "ligament", "bone", "artery", "vein", "nerve", "cartilage", "joint"]);

/**
 * What an answer may add to or leave out of a row, from the structure the row names: never a word
 * that excludes another word of the key ("lateral" where a row says "medial", "muscle" where a row
 * says "tendon"), and no level where the key gives one.
 */
function placeRow(r: Row, keyWords: ReadonlySet<string>) {
  const words = r.phrase.tokens.map((t) => t.w);
  const found = structureOf(r.phrase.plain) ?? structureOf(words);
  if (!found) return;
  const clashes = (w: string) => {
    const contrast = contrastOf(w);
    return contrast !== undefined && [...keyWords].some((k) => k !== w && contrastOf(k)?.group === contrast.group);
  };
  const kindGiven = words.some((w) => TISSUES.has(w));
  const kind = found.kindWord;
  if (kind && words.includes(kind) && !found.named) r.optional.add(kind);
  if (kind && !words.includes(kind) && !kindGiven && !clashes(kind)) r.harmless.add(kind);
  // Words that go with the kind's: Latin "os naviculare", "lymph node".
  if (kind && (words.includes(kind) || !kindGiven) && !clashes(kind))
    for (const w of KIND_COMPANIONS[kind] ?? []) r.harmless.add(w);
  for (const w of found.parentWords) if (!r.counts.has(w) && !clashes(w)) r.harmless.add(w);
  if (![...keyWords].some(isLevel)) r.harmless.add(LEVEL_DETAIL);
}

const KIND_COMPANIONS: Record<string, string[]> = { bone: ["os"], node: ["lymph"] };

/** Stands for any vertebral level in `Row.harmless`: detail where the key names none. */
const LEVEL_DETAIL = "#level";

// ── Splitting a response into the answers it gives ───────────────────────────────────────────────

/** "(SMA)" after the name adds nothing; other words in brackets are part of the answer. */
export function dropBracketedAcronyms(text: string) {
  return text.replace(/\(([^()]*)\)/g, (_, inner: string) => {
    // "(CN VII)" is a second name for the nerve, held to the same structure as the first.
    const nerve = /^\s*CN\s*(\d{1,2}|[ivxIVX]{1,4})\s*$/i.exec(inner);
    if (nerve) return ` / cranial nerve ${nerve[1]} `;
    const word = inner.trim();
    const acronym =
      /^[A-Za-z]{2,6}$/.test(word) &&
      !isLexiconWord(word.toLowerCase()) &&
      (word === word.toUpperCase() || isAcronymWord(word.toLowerCase()));
    return acronym ? " " : ` ${inner} `;
  });
}

export const splitAnswer = (text: string) => pieces(dropBracketedAcronyms(text));

/** The answers a response gives, split at "or", "/", "and"; empty ones dropped. */
export function alternatives(all: ReturnType<typeof pieces>): Word[][] {
  const out: Word[][] = [[]];
  for (const piece of all) {
    if (isSeparator(piece)) out.push([]);
    else out[out.length - 1]!.push(piece);
  }
  return out.filter((words) => words.length > 0);
}

/**
 * The readings of one alternative: as typed, with the side another alternative gives ("right
 * calcaneus or os calcis"), and without a trailing description of where it lies ("… in the
 * transverse foramen"). `completed` adds readings completed from a longer neighbour, for an
 * alternative that names nothing on its own ("aortic arch/knuckle", "left or right ureter").
 */
export function readings(all: Word[][], index: number, completed: boolean): Word[][] {
  const own = all[index]!;
  const out: Word[][] = [own];
  // Lengths without sides: "left medial / first cuneiform" completes "medial" from "first cuneiform".
  const unsided = (words: Word[]) => words.filter((w) => !sideOf(w.w));
  const bare = unsided(own);
  for (const neighbour of [all[index - 1], all[index + 1]]) {
    if (!neighbour) continue;
    if (completed && unsided(neighbour).length > bare.length) {
      out.push([...neighbour.slice(0, neighbour.length - bare.length), ...own]);
      out.push([...own, ...neighbour.slice(bare.length)]);
    }
    const side = neighbour.find((w) => sideOf(w.w));
    if (side && !own.some((w) => sideOf(w.w))) out.push([side, ...own]);
  }
  for (const words of [...out]) {
    const cut = words.findIndex((w, i) => i > 0 && LOCATIVES.has(w.w));
    // The side and the level still count where the description says them ("ureter on the left",
    // "disc at L4/5").
    if (cut > 0) out.push([...words.slice(0, cut), ...words.slice(cut).filter((w) => sideOf(w.w) || isLevel(w.w))]);
  }
  return out;
}

// ── Comparing one reading with one key row ───────────────────────────────────────────────────────

export type Contrast = NonNullable<ReturnType<typeof contrastOf>>;

export type Verdict =
  | { kind: "match" }
  | { kind: "side-missing"; side: Side }
  | { kind: "wrong-side"; expected: Side; given: Side }
  | { kind: "sided-other"; given: string }
  | { kind: "conflict"; contrast: Contrast["kind"]; given: string; expected: string }
  | { kind: "less-specific" }
  | { kind: "extra" }
  | { kind: "different" };

export type Comparison = {
  row: Row;
  verdict: Verdict;
  overlap: number;
  extras: number;
  asTyped: boolean;
  unforeseen: string[];
};

export const rawOf = (phrase: Phrase, word: string) => phrase.tokens.find((t) => t.w === word)?.raw ?? word;
export const sortedWords = (words: readonly string[]) => [...words].sort().join(" ");

/** Does a word among `words` (other than `word`, and present in `present` if given) make `word` go without saying? */
export function implied(word: string, words: Iterable<string>, present?: ReadonlyMap<string, number>) {
  for (const w of words) {
    if (w !== word && (!present || present.has(w)) && impliedBy(w).has(word)) return true;
  }
  return false;
}

export function compare(phrase: Phrase, given: ReadonlyMap<string, number>, row: Row, key: Key): Comparison {
  const missing: string[] = [];
  let shared = 0;
  for (const [w, n] of row.counts) {
    if (given.has(w)) shared++;
    // A word the row holds may go unsaid when another word given implies it ("thyroid" for "thyroid
    // gland", "Couinaud segment 7" for "segment 7 of the liver").
    if (
      (given.get(w) ?? 0) < n &&
      !row.optional.has(w) &&
      !implied(w, row.counts.keys(), given) &&
      !implied(w, given.keys())
    )
      missing.push(w);
  }
  const extra: string[] = [];
  const unforeseen: string[] = [];
  for (const [w, n] of given) {
    if (n <= (row.counts.get(w) ?? 0)) continue;
    extra.push(w);
    if (
      !key.wordsFrom[row.marks]!.has(w) &&
      !row.harmless.has(w) &&
      !(isLevel(w) && row.harmless.has(LEVEL_DETAIL)) &&
      !implied(w, row.counts.keys()) &&
      !isHarmlessQualifier(w, row.counts.keys(), key.wordsFrom[0]!)
    ) {
      unforeseen.push(w);
    }
  }
  const overlap = shared / (row.counts.size + given.size - shared);
  const asTyped = phrase.plainKey === row.phrase.plainKey;
  const result = (verdict: Verdict): Comparison => ({
    row,
    verdict,
    overlap,
    extras: extra.length,
    asTyped,
    unforeseen,
  });

  if (missing.length === 0 && unforeseen.length === 0) {
    if (!row.phrase.side && namesSidedStructure(phrase)) return result({ kind: "sided-other", given: phrase.text });
    const wrongSide = phrase.sides.find((s) => key.sides.size > 0 && !key.sides.has(s));
    if (wrongSide) return result({ kind: "wrong-side", expected: [...key.sides][0]!, given: wrongSide });
    if (row.phrase.side && !phrase.side) return result({ kind: "side-missing", side: row.phrase.side });
    if (row.phrase.side && phrase.side !== row.phrase.side)
      return result({ kind: "wrong-side", expected: row.phrase.side, given: phrase.side! });
    return result({ kind: "match" });
  }
  for (const m of missing) {
    const expected = contrastOf(m);
    if (!expected) continue;
    for (const e of extra) {
      const other = contrastOf(e);
      // A level or segment code only conflicts when typed as one ("V3"), not as a name ("atlas").
      const typedAsCode = expected.kind !== "segment" || !/^[a-z]\d/.test(e) || /\d/.test(rawOf(phrase, e));
      if (other && other.group === expected.group && e !== m && typedAsCode) {
        return result({
          kind: "conflict",
          contrast: expected.kind,
          given: rawOf(phrase, e),
          expected: rawOf(row.phrase, m),
        });
      }
    }
  }
  if (missing.length > 0 && extra.length === 0) return result({ kind: "less-specific" });
  if (missing.length === 0) return result({ kind: "extra" });
  return result({ kind: "different" });
}

export type Outcome = { phrase: Phrase; marks: 0 | 1 | 2; best: Comparison | null; comparisons: Comparison[] };

export function evaluate(phrase: Phrase, key: Key): Outcome {
  if (phrase.empty) return { phrase, marks: 0, best: null, comparisons: [] };
  const given = counts(phrase);
  const comparisons = key.rows.map((row) => compare(phrase, given, row, key));
  // A row matched word for word is the author's own verdict on this answer ("common hepatic duct"
  // is 1 mark even though it holds "common duct"); otherwise the best row the answer contains.
  const matches = comparisons.filter((c) => c.verdict.kind === "match");
  const exact = matches.filter((c) => c.extras === 0);
  let best: Comparison | null = null;
  for (const c of exact.length ? exact : matches) {
    const rank = (x: Comparison) => x.row.marks * 4 + (x.asTyped ? 2 : 0) - Math.min(x.extras, 1);
    if (!best || rank(c) > rank(best)) best = c;
  }
  return { phrase, marks: best ? best.row.marks : 0, best, comparisons };
}

/** The better of two readings: more marks; then the closer miss (for the reasons). */
export function better(a: Outcome, b: Outcome) {
  if (a.marks !== b.marks) return a.marks > b.marks ? a : b;
  const closeness = (o: Outcome) => Math.max(0, ...o.comparisons.map((c) => c.overlap));
  return closeness(b) > closeness(a) ? b : a;
}
