// Marking a typed answer against the answer key, as an FRCR examiner would (product-rules#marking;
// the college's anatomy guidance: 2 marks fully accurate, 1 less accurate, 0 wrong or vague; no
// acronyms; laterality; vascular segments; tendon is not muscle; minor slips forgiven; international
// terminology recognised). Pure: the anatomical knowledge lives in data files in ./marking/, each entry
// with its source (./marking/sources.ts); docs/decisions/017-marking-knowledge.md says why.
//
// The rules, in order:
// - case, punctuation, hyphens, plurals, word order and filler words do not count;
// - numbers, Roman numerals and ordinal words are one ("segment IV" = "segment 4"); a named segment
//   scheme (./marking/schemes.ts) makes every name and number of a segment one code ("S6" =
//   "superior segment of the lower lobe"), and another segment of the scheme a different structure;
// - a slip in a long word is forgiven unless the word typed is another anatomical word;
// - synonyms and eponyms (./marking/synonyms.ts) earn the same mark;
// - "X branch of Y" and "Y X branch" are "X artery" when X arises from Y (./marking/branches.ts);
// - a side that differs from the key's scores 0; a missing side earns only a side-less row's mark;
//   a side the key does not give scores 0 where it names another structure ("left coronary sinus"
//   for "coronary sinus", ./marking/sided-names.ts);
// - every word of a key row must be given; a word the key never uses (a different part, segment or
//   structure: "ulnar nerve" for "ulna") scores 0, unless it is detail true of any structure of the
//   row's kind ("muscle belly", "(intracanalicular segment)", ./marking/qualifiers.ts);
// - an acronym scores 0 unless the key lists it; "X or Y" naming two structures scores 0.
// An answer the marker cannot place with confidence keeps its mark and is flagged for review.
import { LOCATIVES } from "./marking/lexicon";
import {
  contrastOf,
  impliedBy,
  isAcronymWord,
  isHarmlessQualifier,
  isLexiconWord,
  namesSidedStructure,
  nearestKnown,
  prepare,
  sideOf,
  type KeyVocabulary,
  type Phrase,
  type Side,
} from "./marking/phrase";
import { isSeparator, pieces, type Word } from "./marking/text";

export type KeyRow = { text: string; marks: number };

export type MarkResult = {
  /** 0, 1 or 2. */
  marks: 0 | 1 | 2;
  /** The key row that earned the marks, if any. */
  matched: KeyRow | null;
  /** Why, in a trainee's words: what kept the answer from full marks, and what was forgiven. */
  reasons: string[];
  /**
   * The marker could not place the answer with confidence (a term it does not know, a spelling it
   * would not correct, a qualifier it cannot judge): the mark stands, and an editor should look.
   */
  review: boolean;
  /** What it could not place, for the editor; null when `review` is false. */
  reviewReason: string | null;
};

export const FULL_MARKS = 2;

/**
 * The reasons shown beside a stored answer's mark on the review screens, worked out again from the
 * answer (marking is cheap). The user's own "Mark as correct" is theirs to explain; and where the key
 * has changed since the answer was marked, the stored mark stands without reasons that no longer fit.
 */
export function storedMarkReasons(
  answer: { userAnswer: string | null; marksEarned: number | null; userOverrideCorrect: boolean; userOverrideMarks: number | null },
  key: readonly KeyRow[],
): string[] {
  if (answer.userOverrideCorrect && answer.userOverrideMarks) return ["marked correct by you"];
  const result = mark(answer.userAnswer ?? "", key);
  return result.marks === (answer.marksEarned ?? 0) ? result.reasons : [];
}

// ── The key, prepared once per key ───────────────────────────────────────────────────────────────

type Row = { row: KeyRow; marks: 0 | 1 | 2; phrase: Phrase; counts: Map<string, number> };

type Key = {
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

const counts = (phrase: Phrase) => {
  const map = new Map<string, number>();
  for (const t of phrase.tokens) map.set(t.w, (map.get(t.w) ?? 0) + 1);
  return map;
};

const clampMarks = (marks: number) => Math.max(0, Math.min(FULL_MARKS, Math.round(marks))) as 0 | 1 | 2;

// A question's key is prepared once and reused for every answer to it (re-marking, the CLI).
const keyCache = new Map<string, Key>();
const keyObjects = new WeakMap<readonly KeyRow[], { id: string; key: Key }>();

function prepareKey(key: readonly KeyRow[]): Key {
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
      rows.push({ row, marks: clampMarks(row.marks), phrase, counts: counts(phrase) });
    }
  }
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
    wordsFrom: [0, 1, 2].map((n) => new Set(rows.filter((r) => r.marks >= n).flatMap((r) => r.phrase.tokens.map((t) => t.w)))),
    sides: new Set(rows.flatMap((r) => (r.phrase.side ? [r.phrase.side] : []))),
    full: rows.find((r) => r.marks === FULL_MARKS) ?? rows[0] ?? null,
  };
  if (keyCache.size >= 500) keyCache.delete(keyCache.keys().next().value!);
  keyCache.set(id, prepared);
  keyObjects.set(key, { id, key: prepared });
  return prepared;
}

// ── Splitting a response into the answers it gives ───────────────────────────────────────────────

/** "(SMA)" after the name adds nothing; other words in brackets are part of the answer. */
function dropBracketedAcronyms(text: string) {
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

const splitAnswer = (text: string) => pieces(dropBracketedAcronyms(text));

/** The answers a response gives, split at "or", "/", "and"; empty ones dropped. */
function alternatives(all: ReturnType<typeof pieces>): Word[][] {
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
function readings(all: Word[][], index: number, completed: boolean): Word[][] {
  const own = all[index]!;
  const out: Word[][] = [own];
  for (const neighbour of [all[index - 1], all[index + 1]]) {
    if (!neighbour) continue;
    if (completed && neighbour.length > own.length) {
      out.push([...neighbour.slice(0, neighbour.length - own.length), ...own]);
      out.push([...own, ...neighbour.slice(own.length)]);
    }
    const side = neighbour.find((w) => sideOf(w.w));
    if (side && !own.some((w) => sideOf(w.w))) out.push([side, ...own]);
  }
  for (const words of [...out]) {
    const cut = words.findIndex((w, i) => i > 0 && LOCATIVES.has(w.w));
    // The side still counts where it is said in the description ("ureter on the left").
    if (cut > 0) out.push([...words.slice(0, cut), ...words.slice(cut).filter((w) => sideOf(w.w))]);
  }
  return out;
}

// ── Comparing one reading with one key row ───────────────────────────────────────────────────────

type Contrast = NonNullable<ReturnType<typeof contrastOf>>;

type Verdict =
  | { kind: "match" }
  | { kind: "side-missing"; side: Side }
  | { kind: "wrong-side"; expected: Side; given: Side }
  | { kind: "sided-other"; given: string }
  | { kind: "conflict"; contrast: Contrast["kind"]; given: string; expected: string }
  | { kind: "less-specific" }
  | { kind: "extra" }
  | { kind: "different" };

type Comparison = { row: Row; verdict: Verdict; overlap: number; extras: number; asTyped: boolean; unforeseen: string[] };

const rawOf = (phrase: Phrase, word: string) => phrase.tokens.find((t) => t.w === word)?.raw ?? word;
const sortedWords = (words: readonly string[]) => [...words].sort().join(" ");

/** Does a word among `words` (other than `word`, and present in `present` if given) make `word` go without saying? */
function implied(word: string, words: Iterable<string>, present?: ReadonlyMap<string, number>) {
  for (const w of words) {
    if (w !== word && (!present || present.has(w)) && impliedBy(w).has(word)) return true;
  }
  return false;
}

function compare(phrase: Phrase, given: ReadonlyMap<string, number>, row: Row, key: Key): Comparison {
  const missing: string[] = [];
  let shared = 0;
  for (const [w, n] of row.counts) {
    if (given.has(w)) shared++;
    // A word the row holds may go unsaid when another word given implies it ("thyroid" for "thyroid
    // gland", "Couinaud segment 7" for "segment 7 of the liver").
    if ((given.get(w) ?? 0) < n && !implied(w, row.counts.keys(), given) && !implied(w, given.keys())) missing.push(w);
  }
  const extra: string[] = [];
  const unforeseen: string[] = [];
  for (const [w, n] of given) {
    if (n <= (row.counts.get(w) ?? 0)) continue;
    extra.push(w);
    if (!key.wordsFrom[row.marks]!.has(w) && !implied(w, row.counts.keys()) && !isHarmlessQualifier(w, row.counts.keys(), key.wordsFrom[0]!)) {
      unforeseen.push(w);
    }
  }
  const overlap = shared / (row.counts.size + given.size - shared);
  const asTyped = phrase.plainKey === row.phrase.plainKey;
  const result = (verdict: Verdict): Comparison => ({ row, verdict, overlap, extras: extra.length, asTyped, unforeseen });

  if (missing.length === 0 && unforeseen.length === 0) {
    if (!row.phrase.side && namesSidedStructure(phrase)) return result({ kind: "sided-other", given: phrase.text });
    const wrongSide = phrase.sides.find((s) => key.sides.size > 0 && !key.sides.has(s));
    if (wrongSide) return result({ kind: "wrong-side", expected: [...key.sides][0]!, given: wrongSide });
    if (row.phrase.side && !phrase.side) return result({ kind: "side-missing", side: row.phrase.side });
    if (row.phrase.side && phrase.side !== row.phrase.side) return result({ kind: "wrong-side", expected: row.phrase.side, given: phrase.side! });
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
        return result({ kind: "conflict", contrast: expected.kind, given: rawOf(phrase, e), expected: rawOf(row.phrase, m) });
      }
    }
  }
  if (missing.length > 0 && extra.length === 0) return result({ kind: "less-specific" });
  if (missing.length === 0) return result({ kind: "extra" });
  return result({ kind: "different" });
}

type Outcome = { phrase: Phrase; marks: 0 | 1 | 2; best: Comparison | null; comparisons: Comparison[] };

function evaluate(phrase: Phrase, key: Key): Outcome {
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
function better(a: Outcome, b: Outcome) {
  if (a.marks !== b.marks) return a.marks > b.marks ? a : b;
  const closeness = (o: Outcome) => Math.max(0, ...o.comparisons.map((c) => c.overlap));
  return closeness(b) > closeness(a) ? b : a;
}

// ── Reasons ──────────────────────────────────────────────────────────────────────────────────────

const quote = (text: string) => `'${text}'`;

const PRIORITY: Record<Verdict["kind"], number> = { match: 6, "sided-other": 5, "wrong-side": 5, "side-missing": 4, conflict: 3, extra: 2, "less-specific": 1, different: 0 };

function closest(comparisons: readonly Comparison[]) {
  return [...comparisons].sort(
    (a, b) => PRIORITY[b.verdict.kind] - PRIORITY[a.verdict.kind] || b.overlap - a.overlap || b.row.marks - a.row.marks,
  )[0];
}

function explainMiss(c: Comparison | undefined, key: Key): string {
  const full = key.full?.row.text ?? "";
  if (!c) return `a different structure from ${quote(full)}`;
  const v = c.verdict;
  switch (v.kind) {
    case "wrong-side":
      return `wrong side: the exam expects ${quote(v.expected)}, not ${quote(v.given)}`;
    case "sided-other":
      return `${quote(v.given)} is a different structure from ${quote(c.row.row.text)}`;
    case "side-missing":
      return `side not given: the exam expects ${quote(v.side)}`;
    case "conflict":
      if (v.contrast === "tissue") return `different structure: the exam expects the ${v.expected}, not the ${v.given}`;
      return `wrong ${v.contrast}: ${quote(v.given)} given, the exam expects ${quote(v.expected)}`;
    case "less-specific":
      return `less specific than ${quote(c.row.row.text)}`;
    case "extra":
    case "different":
    case "match":
      return `a different structure from ${quote(c.row.marks === FULL_MARKS ? c.row.row.text : full)}`;
  }
}

/** How a phrase wrote the name that became `canonical`: its own words if a synonym was applied. */
function writtenAs(phrase: Phrase, canonical: string) {
  const used = phrase.synonyms.find((s) => s.canonical === canonical);
  if (used) return { words: sortedWords(used.words), raw: used.raw };
  const words = canonical.split(" ");
  const raws = [...new Set(phrase.sequence.filter((t) => words.includes(t.w)).map((t) => t.raw))];
  return { words: sortedWords(words), raw: raws.join(" ") || canonical };
}

function forgiven(phrase: Phrase, row: Row): string[] {
  const out = phrase.corrections.map((c) => `spelling slip accepted: ${quote(c.from)} read as ${quote(c.to)}`);
  const canonicals = new Set([...phrase.synonyms, ...row.phrase.synonyms].map((s) => s.canonical));
  for (const canonical of canonicals) {
    const given = writtenAs(phrase, canonical);
    const keyed = writtenAs(row.phrase, canonical);
    if (given.words !== keyed.words) out.push(`synonym accepted: ${quote(given.raw)} for ${quote(keyed.raw)}`);
  }
  return out;
}

function reasons(outcome: Outcome, key: Key): string[] {
  const { phrase, marks, best } = outcome;
  if (phrase.empty) return ["no answer given"];
  if (marks === 0) {
    if (phrase.acronyms.length) return [`acronym not accepted: write ${quote(phrase.acronyms[0]!)} in full`];
    return [explainMiss(closest(outcome.comparisons), key)];
  }
  const row = best!.row;
  const extra = forgiven(phrase, row);
  if (marks === FULL_MARKS) return extra.length ? extra : [`matches ${quote(row.row.text)}`];
  const fullRows = outcome.comparisons.filter((c) => c.row.marks === FULL_MARKS);
  const acronym = row.phrase.tokens.some((t) => !isLexiconWord(t.w) && isAcronymWord(t.w));
  const why = acronym
    ? `acronym: ${quote(key.full?.row.text ?? "")} in full earns 2 marks`
    : (() => {
        const c = closest(fullRows);
        if (c?.verdict.kind === "side-missing") return explainMiss(c, key);
        return `less specific than ${quote(c?.row.row.text ?? key.full?.row.text ?? "")}`;
      })();
  return [why, ...extra];
}

// ── Doubt ────────────────────────────────────────────────────────────────────────────────────────

const STRUCTURE_NOUNS = new Set(["tract", "nucleus", "sinus", "fossa", "canal", "foramen", "lobe", "gyrus", "sulcus", "process", "ventricle", "cistern"]);

/** Words given as a qualifier: in brackets, or after a comma ("left optic nerve, intracanalicular part"). */
function qualifierWords(response: string) {
  const parts = [...response.matchAll(/\(([^()]*)\)/g)].map((m) => m[1]!);
  const comma = response.indexOf(",");
  if (comma >= 0) parts.push(response.slice(comma + 1));
  return new Set(parts.flatMap((part) => prepare(part, {}).tokens.map((t) => t.w)));
}

/**
 * Why the marker cannot place this answer with confidence, or null: a word it knows neither from
 * the lexicon nor the key (near a known word: a slip it would not correct), or a qualifier in
 * brackets or after a comma that it cannot judge and that cost the answer its marks.
 */
function doubt(response: string, outcomes: readonly Outcome[], key: Key): string | null {
  for (const { phrase } of outcomes) {
    for (const word of phrase.base) {
      if (word.length < 4 || /[\d#]/.test(word) || isLexiconWord(word) || key.vocabulary.words.has(word)) continue;
      if (phrase.acronyms.some((a) => a.toLowerCase() === word)) continue;
      const near = nearestKnown(word, key.vocabulary.words);
      return near ? `spelling not placed: ${quote(word)} is close to ${quote(near)}` : `term not recognised: ${quote(word)}`;
    }
  }
  if (!/[(,]/.test(response)) return null;
  const qualifiers = qualifierWords(response);
  // A qualifier that names a structure of its own ("(facial nerve)") is judged: another structure.
  if ([...qualifiers].some((w) => contrastOf(w)?.kind === "tissue" || STRUCTURE_NOUNS.has(w))) return null;
  for (const { marks, comparisons } of outcomes) {
    const blocked = comparisons.find(
      (c) => c.verdict.kind === "extra" && c.row.marks > marks && c.unforeseen.every((w) => !contrastOf(w) && qualifiers.has(w)),
    );
    if (blocked) return `qualifier not judged: ${blocked.unforeseen.map(quote).join(", ")} beside ${quote(blocked.row.row.text)}`;
  }
  return null;
}

// ── Marking ──────────────────────────────────────────────────────────────────────────────────────

export function mark(response: string, key: readonly KeyRow[]): MarkResult {
  const answers = alternatives(splitAnswer(response));
  const capitalsMeanAcronym = /\p{Ll}/u.test(response);
  const prepared = prepareKey(key);
  if (answers.length === 0) return { marks: 0, matched: null, reasons: ["no answer given"], review: false, reviewReason: null };
  if (prepared.rows.length === 0) return { marks: 0, matched: null, reasons: ["the question has no answer key"], review: false, reviewReason: null };

  const best = (i: number, completed: boolean) =>
    readings(answers, i, completed)
      .map((reading) => evaluate(prepare(reading, { key: prepared.vocabulary, capitalsMeanAcronym }), prepared))
      .reduce(better);
  const outcomes = answers
    .map((words, i) => {
      const asGiven = best(i, false);
      // A one-word alternative beside a longer one may be a shortened name ("non-coronary / posterior cusp").
      const complete = answers.length > 1 && (asGiven.marks === 0 || (words.length === 1 && asGiven.marks < FULL_MARKS));
      return { typed: words.map((w) => w.raw).join(" "), ...(complete ? better(asGiven, best(i, true)) : asGiven) };
    })
    .filter((o) => !o.phrase.empty || answers.length === 1);

  const reviewReason = doubt(response, outcomes, prepared);
  const review = { review: reviewReason !== null, reviewReason };
  if (outcomes.length === 1) {
    const only = outcomes[0]!;
    return { marks: only.marks, matched: only.best?.row.row ?? null, reasons: reasons(only, prepared), ...review };
  }
  if (outcomes.length === 0) return { marks: 0, matched: null, reasons: ["no answer given"], ...review };

  // Two or more answers: two names for one structure keep its mark; two structures score 0.
  const lowest = outcomes.reduce((a, b) => (b.marks < a.marks ? b : a));
  if (lowest.marks === 0) {
    const named = outcomes.map((o) => quote(o.typed));
    return { marks: 0, matched: null, reasons: [`two different answers: ${named.join(" or ")}`], ...review };
  }
  const highest = outcomes.reduce((a, b) => (b.marks > a.marks ? b : a));
  const own = reasons(lowest, prepared);
  return {
    marks: lowest.marks,
    matched: lowest.best!.row.row,
    reasons: highest.marks > lowest.marks ? [`two answers given: the lower mark counts, ${own[0]}`] : own,
    ...review,
  };
}
