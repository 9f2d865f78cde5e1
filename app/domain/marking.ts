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
// - spelling families are one spelling ("lachrymal", "anular", "fontanel", "-osum"/"-osus",
//   product-rules#spelling-families); a slip in a long word is forgiven unless the word typed is
//   another anatomical word;
// - synonyms and eponyms (./marking/synonyms.ts, ./marking/data) earn the same mark; for a structure
//   of ./marking/data the word of its kind and its parents' names cost nothing (product-rules#structures-as-data);
// - "X branch of Y" and "Y X branch" are "X artery" when X arises from Y (./marking/branches.ts);
// - a side that differs from the key's scores 0; a missing side earns only a side-less row's mark;
//   a side the key does not give scores 0 where it names another structure ("left coronary sinus"
//   for "coronary sinus", ./marking/sided-names.ts);
// - every word of a key row must be given; a word the key never uses (a different part, segment or
//   structure: "ulnar nerve" for "ulna") scores 0, unless it is detail true of any structure of the
//   row's kind ("muscle belly", "(intracanalicular segment)", ./marking/qualifiers.ts);
// - an acronym scores 0 unless the key lists it; "X or Y" naming two structures scores 0.
// An answer the marker cannot place with confidence keeps its mark provisionally and is flagged for
// review (product-rules#honest-doubt).
import { prepare, type Phrase } from "./marking/phrase";
import { nearestKnown } from "./marking/slips";
import { contrastOf, isAcronymWord, isKnownName, isLevel, isLexiconWord } from "./marking/vocabulary";
import { KINDS } from "./marking/structures";
import { SIDES } from "./marking/phrase";
import {
  alternatives,
  better,
  type Comparison,
  evaluate,
  type Key,
  type Outcome,
  prepareKey,
  rawOf,
  readings,
  type Row,
  sortedWords,
  splitAnswer,
  type Verdict,
  FULL_MARKS,
  type KeyRow,
} from "./marking/judge";

export { FULL_MARKS, type KeyRow };

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

/**
 * The reasons shown beside a stored answer's mark on the review screens, worked out again from the
 * answer (marking is cheap). The user's own "Mark as correct" is theirs to explain; and where the key
 * has changed since the answer was marked, the stored mark stands without reasons that no longer fit.
 */
export function storedMarkReasons(
  answer: {
    userAnswer: string | null;
    marksEarned: number | null;
    userOverrideCorrect: boolean;
    userOverrideMarks: number | null;
  },
  key: readonly KeyRow[],
): string[] {
  if (answer.userOverrideCorrect && answer.userOverrideMarks) return ["marked correct by you"];
  const result = mark(answer.userAnswer ?? "", key);
  return result.marks === (answer.marksEarned ?? 0) ? result.reasons : [];
}

// ── Reasons ──────────────────────────────────────────────────────────────────────────────────────

const quote = (text: string) => `'${text}'`;

const PRIORITY: Record<Verdict["kind"], number> = {
  match: 6,
  "sided-other": 5,
  "wrong-side": 5,
  "side-missing": 4,
  conflict: 3,
  extra: 2,
  "less-specific": 1,
  different: 0,
};

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

const STRUCTURE_NOUNS = new Set([
  "tract",
  "nucleus",
  "sinus",
  "fossa",
  "canal",
  "foramen",
  "lobe",
  "gyrus",
  "sulcus",
  "process",
  "ventricle",
  "cistern",
]);

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
function doubt(response: string, outcomes: readonly Outcome[], key: Key, marks: number): string | null {
  for (const { phrase } of outcomes) {
    for (const word of phrase.base) {
      if (word.length < 4 || /[\d#]/.test(word) || isLexiconWord(word) || key.vocabulary.words.has(word)) continue;
      if (phrase.acronyms.some((a) => a.toLowerCase() === word)) continue;
      const near = nearestKnown(word, key.vocabulary.words);
      return near
        ? `spelling not placed: ${quote(word)} is close to ${quote(near)}`
        : `term not recognised: ${quote(word)}`;
    }
  }
  const qualifiers = /[(,]/.test(response) ? qualifierWords(response) : new Set<string>();
  // A qualifier that names a structure of its own ("(facial nerve)") is judged: another structure.
  if ([...qualifiers].some((w) => contrastOf(w)?.kind === "tissue" || STRUCTURE_NOUNS.has(w))) return null;
  for (const { marks, comparisons } of outcomes) {
    const blocked = comparisons.find(
      (c) =>
        c.verdict.kind === "extra" &&
        c.row.marks > marks &&
        c.unforeseen.every((w) => !contrastOf(w) && qualifiers.has(w)),
    );
    if (blocked)
      return `qualifier not judged: ${blocked.unforeseen.map(quote).join(", ")} beside ${quote(blocked.row.row.text)}`;
  }
  return marks < FULL_MARKS ? unplaced(outcomes, key) : null;
}

/** Misses the marker has judged: it knows why the answer is another structure, and says so. */
const JUDGED = new Set<Verdict["kind"]>(["wrong-side", "sided-other", "side-missing", "conflict"]);
const GENERIC = new Set<string>([...STRUCTURE_NOUNS, ...KINDS]);

/** A word that names this structure rather than any structure: not a side, direction, part, kind or level. */
const isCore = (word: string) =>
  word.length >= 3 && !SIDES[word] && !GENERIC.has(word) && !contrastOf(word) && !isLevel(word) && !/\d/.test(word);

/**
 * Why a mark below full is not confident (product-rules#honest-doubt), or null: the answer shares a
 * core word with a row worth more and the marker cannot say why it differs, or it is no name the
 * marker knows at all. A miss it has judged (wrong side, another segment, part or tissue, a word
 * naming another kind of structure) is confident, and so is an answer a key row gives word for word.
 */
function unplaced(outcomes: readonly Outcome[], key: Key): string | null {
  for (const o of outcomes) {
    if (o.marks === FULL_MARKS || o.phrase.empty || o.phrase.acronyms.length) continue;
    if (o.best && o.best.extras === 0 && o.best.asTyped) continue;
    const c = closest(o.comparisons);
    // Another tissue typed as an adjective is often only a description ("venous sinus"): not judged.
    const described = c?.verdict.kind === "conflict" && !contrastOf(c.verdict.given.toLowerCase());
    if (c && JUDGED.has(c.verdict.kind) && !described) continue;
    if (c && c.unforeseen.some((w) => contrastOf(w)?.kind === "tissue")) continue;
    const words = o.phrase.tokens.map((t) => t.w);
    for (const row of key.rows) {
      if (row.marks <= o.marks) continue;
      const shared = words.find((w) => row.counts.has(w) && isCore(w));
      if (!shared) continue;
      // The word as typed, unless a synonym made it of several ("azygos arch").
      const raw = rawOf(o.phrase, shared);
      return `not matched though it shares ${quote(raw.includes(" ") ? shared : raw)} with ${quote(row.row.text)}`;
    }
    if (!isKnownName(o.phrase.plain) && !isKnownName(words))
      return `not placed: ${quote(o.phrase.text)} is no name the marker knows`;
  }
  return null;
}

/** What a trainee reads beside a mark an editor will check. */
export const PROVISIONAL = "marked provisionally: an editor will check this answer";

// ── Marking ──────────────────────────────────────────────────────────────────────────────────────

export function mark(response: string, key: readonly KeyRow[]): MarkResult {
  const answers = alternatives(splitAnswer(response));
  const capitalsMeanAcronym = /\p{Ll}/u.test(response);
  const prepared = prepareKey(key);
  if (answers.length === 0)
    return { marks: 0, matched: null, reasons: ["no answer given"], review: false, reviewReason: null };
  if (prepared.rows.length === 0)
    return { marks: 0, matched: null, reasons: ["the question has no answer key"], review: false, reviewReason: null };

  const best = (i: number, completed: boolean) =>
    readings(answers, i, completed)
      .map((reading) => evaluate(prepare(reading, { key: prepared.vocabulary, capitalsMeanAcronym }), prepared))
      .reduce(better);
  const outcomes = answers
    .map((words, i) => {
      const asGiven = best(i, false);
      // A one-word alternative beside a longer one may be a shortened name ("non-coronary / posterior cusp").
      const complete =
        answers.length > 1 && (asGiven.marks === 0 || (words.length === 1 && asGiven.marks < FULL_MARKS));
      return { typed: words.map((w) => w.raw).join(" "), ...(complete ? better(asGiven, best(i, true)) : asGiven) };
    })
    .filter((o) => !o.phrase.empty || answers.length === 1);

  const result = marked(outcomes, prepared);
  const reviewReason = doubt(response, outcomes, prepared, result.marks);
  if (reviewReason === null) return { ...result, review: false, reviewReason };
  // A provisional miss is not yet known to be another structure: the trainee is told it was not matched.
  const reasons =
    result.marks < FULL_MARKS
      ? [...result.reasons.map((r) => r.replace(/^a different structure from /, "not matched to ")), PROVISIONAL]
      : result.reasons;
  return { ...result, reasons, review: true, reviewReason };
}

type Marked = Omit<MarkResult, "review" | "reviewReason">;

function marked(outcomes: ReadonlyArray<Outcome & { typed: string }>, prepared: Key): Marked {
  if (outcomes.length === 1) {
    const only = outcomes[0]!;
    return { marks: only.marks, matched: only.best?.row.row ?? null, reasons: reasons(only, prepared) };
  }
  if (outcomes.length === 0) return { marks: 0, matched: null, reasons: ["no answer given"] };

  // Two or more answers: two names for one structure keep its mark; two structures score 0.
  const lowest = outcomes.reduce((a, b) => (b.marks < a.marks ? b : a));
  if (lowest.marks === 0) {
    const named = outcomes.map((o) => quote(o.typed));
    return { marks: 0, matched: null, reasons: [`two different answers: ${named.join(" or ")}`] };
  }
  const highest = outcomes.reduce((a, b) => (b.marks > a.marks ? b : a));
  const own = reasons(lowest, prepared);
  return {
    marks: lowest.marks,
    matched: lowest.best!.row.row,
    reasons: highest.marks > lowest.marks ? [`two answers given: the lower mark counts, ${own[0]}`] : own,
  };
}
