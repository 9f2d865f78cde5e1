// From typed text to what the marker compares: the words of a name, reduced to one form each
// (plural, spelling variant, adjective, synonym), with the side set apart. The key and the response
// go through the same steps; only the response has its slips corrected and its acronyms found.
import { FILLERS, FORMS, IMPLIED, CONTRASTS, JUNK, SOFT_WORDS, TERMS } from "./lexicon";
import { BRANCHES } from "./branches";
import { QUALIFIERS } from "./qualifiers";
import { SCHEMES } from "./schemes";
import { SIDED_NAMES } from "./sided-names";
import { ACRONYMS, SYNONYMS } from "./synonyms";
import { distance, numberOf, ordinal, ORDINALS, pieces, singular, slipsAllowed, type Word } from "./text";

export type Side = "left" | "right" | "bilateral";

/** A word as compared (`w`) and as typed (`raw`). */
export type Token = { w: string; raw: string };

export type Phrase = {
  /** The words as typed, for the reasons. */
  text: string;
  /** Compared words, sorted; sides and filler words removed. */
  tokens: Token[];
  /** The same words in the order typed. */
  sequence: Token[];
  /** The side named (the last one if several), and every side named. */
  side: Side | null;
  sides: Side[];
  /** Words before synonyms were applied (forms applied), to tell whether a synonym was needed. */
  plain: string[];
  /** `plain`, sorted and joined: two phrases typed with the same words. */
  plainKey: string;
  /** Words before forms and synonyms (singular): a key's words, towards which slips are corrected. */
  base: string[];
  corrections: Array<{ from: string; to: string }>;
  synonyms: Array<{ raw: string; words: string[]; canonical: string; canonicalText: string }>;
  /** Acronyms not explained by the words around them ("SMA" alone, not "superior mesenteric artery (SMA)"). */
  acronyms: string[];
  /** Only filler or junk words: no answer. */
  empty: boolean;
};

const SIDES: Record<string, Side> = {
  left: "left",
  l: "left",
  lt: "left",
  lhs: "left",
  sinister: "left",
  sinistra: "left",
  leftsided: "left",
  right: "right",
  r: "right",
  rt: "right",
  rhs: "right",
  dexter: "right",
  dextra: "right",
  rightsided: "right",
  bilateral: "bilateral",
  both: "bilateral",
};

/** The side a word names ("left", "Rt", "bilateral"), if any. */
export const sideOf = (word: string): Side | undefined => SIDES[word];

// ── The vocabulary, built once ─────────────────────────────────────────────────────────────────

/** One name of a synonym group, indexed by its words: what it becomes, and whether it already is that. */
type SynonymEntry = {
  side: Side | null;
  canonical: string[];
  canonicalSide: Side | null;
  canonicalText: string;
  isCanonical: boolean;
};

type Vocabulary = {
  lexicon: Set<string>;
  byInitial: Map<string, string[]>;
  synonyms: Map<string, SynonymEntry[]>;
  /** Every word of every synonym: a window holding another word cannot be a synonym. */
  synonymWords: Set<string>;
  longestSynonym: number;
  segments: Segments[];
  singulars: Map<string, string>;
  /** Lexicon words a slip stands for, by slip (the key's own words are considered apart). */
  slips: Map<string, { distance: number; winners: string[] }>;
  implied: Map<string, Set<string>>;
  contrasts: Map<string, { kind: "segment" | "part" | "tissue"; group: number }>;
  acronyms: Set<string>;
  /** A one-word synonym and the one word it is marked as ("cusp" → "leaflet"). */
  oneWord: Map<string, string>;
  /** Branches by their own words (the branch's name without "artery"): the kind and the parents. */
  branches: Map<string, Array<{ head: string; parents: string[][] }>>;
  /** Names in which a side makes another structure, by words: the sides that do. */
  sided: Map<string, Set<Side>>;
  /** Harmless extra words: the kinds of structure they may be said of (null: any). */
  qualifiers: Map<string, Array<Set<string> | null>>;
};

/** One scheme, indexed: its names by their words (each with the side it needs, if any), its codes. */
type Segments = {
  within: string[][];
  terms: Map<string, Array<{ code: string; side: Side | null }>>;
  codes: Set<string>;
  prefix: string;
  side: Side | null;
  words: Set<string>;
  longest: number;
};

let vocabulary: Vocabulary | null = null;

const sortedKey = (words: readonly string[]) => [...words].sort().join(" ");

function buildVocabulary(): Vocabulary {
  const lexicon = new Set<string>();
  const addWords = (text: string) => {
    for (const piece of pieces(text)) if (!("sep" in piece && piece.sep)) lexicon.add((piece as Word).w);
  };
  addWords(TERMS.replace(/^#.*$/gm, ""));
  for (const [from, to] of Object.entries(FORMS)) addWords(`${from} ${to}`);
  for (const group of SYNONYMS) addWords(group.names.join(" "));
  for (const scheme of SCHEMES) addWords([...scheme.within.flat(), ...Object.values(scheme.codes).flat()].join(" "));
  for (const entry of BRANCHES) addWords([entry.branch, ...entry.of].join(" "));
  for (const entry of SIDED_NAMES) addWords(entry.names.join(" "));
  for (const entry of QUALIFIERS) addWords([...entry.words, ...(entry.with ?? [])].join(" "));

  const byInitial = new Map<string, string[]>();
  for (const word of lexicon) {
    if (word.length < 4 || /\d/.test(word)) continue;
    const list = byInitial.get(word[0]!) ?? [];
    list.push(word);
    byInitial.set(word[0]!, list);
  }

  vocabulary = {
    lexicon,
    byInitial,
    synonyms: new Map(),
    synonymWords: new Set(),
    longestSynonym: 0,
    segments: [],
    singulars: new Map(),
    slips: new Map(),
    implied: new Map(),
    contrasts: new Map(),
    acronyms: new Set(ACRONYMS),
    oneWord: new Map(),
    branches: new Map(),
    sided: new Map(),
    qualifiers: new Map(),
  };
  const v = vocabulary;

  // One-word synonyms first ("cusp" is "leaflet"), so that longer names holding either word meet.
  const prepared = SYNONYMS.map((group) =>
    group.names.map((text) => ({ ...prepare(text, { synonyms: false }), text })),
  );
  for (const names of prepared) {
    const canonical = names[0]!;
    if (canonical.tokens.length !== 1 || canonical.side) continue;
    for (const name of names.slice(1)) {
      if (name.tokens.length === 1 && !name.side) v.oneWord.set(name.tokens[0]!.w, canonical.tokens[0]!.w);
    }
  }
  const one = (w: string) => v.oneWord.get(w) ?? w;
  // Synonym groups: every name is indexed by its words in any order; the first name is canonical.
  for (const names of prepared) {
    const canonical = names[0]!;
    for (const name of names) {
      for (const t of name.tokens) v.synonymWords.add(t.w);
      const words = name.tokens.map((t) => one(t.w));
      if (words.length === 0) continue;
      const key = sortedKey(words);
      const entries = v.synonyms.get(key) ?? [];
      if (entries.some((e) => e.side === name.side)) continue;
      entries.push({
        side: name.side,
        canonical: canonical.sequence.map((t) => one(t.w)),
        canonicalSide: canonical.side,
        canonicalText: canonical.text,
        isCanonical: name === canonical || key === sortedKey(canonical.tokens.map((t) => one(t.w))),
      });
      v.synonyms.set(key, entries);
      for (const w of words) v.synonymWords.add(w);
      v.longestSynonym = Math.max(v.longestSynonym, words.length);
    }
  }

  const canonicalWord = (word: string) => prepare(word, {}).tokens[0]?.w ?? word;
  for (const scheme of SCHEMES) {
    const terms: Segments["terms"] = new Map();
    const termWords = new Set<string>();
    let longest = 0;
    for (const [code, names] of Object.entries(scheme.codes)) {
      for (const text of names) {
        const name = prepare(text, { synonyms: false });
        const words = name.tokens.map((t) => t.w);
        if (words.length === 0) continue;
        const key = sortedKey(words);
        terms.set(key, [...(terms.get(key) ?? []), { code, side: name.side ?? scheme.side ?? null }]);
        for (const w of words) termWords.add(w);
        longest = Math.max(longest, words.length);
      }
    }
    const within = scheme.within.map((set) => set.map(canonicalWord));
    v.segments.push({
      within,
      terms,
      codes: new Set(Object.keys(scheme.codes)),
      prefix: scheme.prefix,
      side: scheme.side ?? null,
      words: termWords,
      longest,
    });
    // A code makes its scheme's words go without saying ("liver" with "h7").
    for (const code of Object.keys(scheme.codes)) {
      const set = v.implied.get(code) ?? new Set<string>();
      for (const w of scheme.implies ?? []) set.add(canonicalWord(w));
      v.implied.set(code, set);
    }
  }
  for (const entry of IMPLIED) {
    const implies = entry.implies.map(canonicalWord);
    for (const word of entry.words) {
      const set = v.implied.get(canonicalWord(word)) ?? new Set<string>();
      for (const i of implies) set.add(i);
      v.implied.set(canonicalWord(word), set);
    }
  }
  for (const entry of BRANCHES) {
    const words = prepare(entry.branch, {}).sequence.map((t) => t.w);
    let at = words.length - 1;
    while (at >= 0 && !HEADS.has(words[at]!)) at--;
    if (at < 0) continue;
    const own = sortedKey(words.filter((_, i) => i !== at));
    const parents = entry.of.map((name) => prepare(name, {}).sequence.map((t) => t.w));
    v.branches.set(own, [...(v.branches.get(own) ?? []), { head: words[at]!, parents }]);
  }
  for (const entry of SIDED_NAMES) {
    for (const name of entry.names) {
      const phrase = prepare(name, {});
      if (!phrase.side) continue;
      const key = sortedKey(phrase.tokens.map((t) => t.w));
      v.sided.set(key, (v.sided.get(key) ?? new Set()).add(phrase.side));
    }
  }
  for (const entry of QUALIFIERS) {
    const kinds = entry.with ? new Set(entry.with.map(canonicalWord)) : null;
    for (const word of entry.words) {
      const w = canonicalWord(word);
      v.qualifiers.set(w, [...(v.qualifiers.get(w) ?? []), kinds]);
    }
  }
  CONTRASTS.forEach((contrast, group) => {
    for (const word of contrast.words) v.contrasts.set(canonicalWord(word), { kind: contrast.kind, group });
  });
  // Names prepared while building may have asked before the implied words were known.
  impliedCache.clear();
  return v;
}

export function getVocabulary(): Vocabulary {
  return vocabulary ?? buildVocabulary();
}

// ── One name, step by step ─────────────────────────────────────────────────────────────────────

export type KeyVocabulary = {
  /** Words of the key as typed, reduced to singular (before forms): slips are corrected towards them. */
  words: Set<string>;
  /** Two neighbouring key words written as one ("mainstem" for "main stem"), and back. */
  joins: Map<string, [string, string]>;
};

type Options = {
  /** Correct slips and find acronyms (the response), against the key's own words. */
  key?: KeyVocabulary;
  /** Capitals mark an acronym only where the answer also has lower case ("SSP tendon", not "SCAPOID"). */
  capitalsMeanAcronym?: boolean;
  synonyms?: boolean;
};

const isFiller = (word: string) => FILLERS.has(word) || SOFT_WORDS.has(word) || JUNK.has(word);

function singularOf(word: string, v: Pick<Vocabulary, "lexicon" | "singulars">) {
  let out = v.singulars.get(word);
  if (out === undefined) {
    out = singular(word, v.lexicon);
    if (v.singulars.size < 50_000) v.singulars.set(word, out);
  }
  return out;
}

const LEVEL_LETTERS: Record<string, string> = { cervical: "c", thoracic: "t", lumbar: "l" };
const SEGMENT_WORDS = new Set(["segment", "segments"]);

/**
 * Numbered names read one way: "segment 7", "7th segment" and "segment VII" become "#7" (a scheme
 * makes it its code, or it stays "seventh"); "third lumbar" becomes "l3", as "L3" is typed.
 */
function numbered(words: readonly Word[]): Word[] {
  const out: Word[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = words[i + 1];
    if (SEGMENT_WORDS.has(word.w) && next && numberOf(next.w)) {
      out.push({ w: `#${numberOf(next.w)}`, raw: `${word.raw} ${next.raw}`, upper: false });
      i++;
      continue;
    }
    const previous = out[out.length - 1];
    const n = numberOf(word.w);
    if (n && next && SEGMENT_WORDS.has(next.w) && word.w !== "i" && word.w !== "x") {
      out.push({ w: `#${n}`, raw: `${word.raw} ${next.raw}`, upper: false });
      i++;
      continue;
    }
    if (
      previous &&
      LEVEL_LETTERS[word.w] &&
      /^\d{1,2}$/.test(numberOf(previous.w) ?? "") &&
      !previous.w.startsWith("#")
    ) {
      out[out.length - 1] = {
        w: `${LEVEL_LETTERS[word.w]}${numberOf(previous.w)}`,
        raw: `${previous.raw} ${word.raw}`,
        upper: false,
      };
      continue;
    }
    out.push(word);
  }
  return out;
}

/** Words, fillers removed, numbers as ordinals, compounds joined, plurals singular. */
function baseWords(
  words: readonly Word[],
  v: Pick<Vocabulary, "lexicon" | "singulars">,
  key?: KeyVocabulary,
): Array<Token & { upper: boolean }> {
  // "main stem" → "mainstem" when that is one word; "gall bladder" → "gallbladder".
  const known = (w: string) => v.lexicon.has(w) || (key !== undefined && key.words.has(w));
  const kept: Array<Token & { upper: boolean }> = [];
  for (const word of numbered(words)) {
    const split =
      word.parts && !known(word.w) && !SIDES[word.w] && word.parts.every((p) => known(p) || isFiller(p) || SIDES[p]);
    for (const w of split ? word.parts! : [word.w])
      if (!isFiller(w)) kept.push({ w: ordinal(w), raw: word.raw, upper: word.upper });
  }
  const joined: Array<Token & { upper: boolean }> = [];
  for (let i = 0; i < kept.length; i++) {
    const a = kept[i]!;
    const b = kept[i + 1];
    const c = kept[i + 2];
    if (b && c && known(a.w + b.w + c.w) && !known(a.w)) {
      joined.push({ w: a.w + b.w + c.w, raw: `${a.raw} ${b.raw} ${c.raw}`, upper: false });
      i += 2;
    } else if (b && known(a.w + b.w)) {
      joined.push({ w: a.w + b.w, raw: `${a.raw} ${b.raw}`, upper: false });
      i += 1;
    } else if (key?.joins.has(a.w) && !v.lexicon.has(a.w)) {
      const [first, second] = key.joins.get(a.w)!;
      joined.push({ w: first, raw: a.raw, upper: false }, { w: second, raw: a.raw, upper: false });
    } else {
      joined.push(a);
    }
  }
  const out: Array<Token & { upper: boolean }> = [];
  for (const t of joined) {
    const w = singularOf(t.w, v);
    if (!isFiller(w)) out.push({ w, raw: t.raw, upper: t.upper });
  }
  return out;
}

/** Is this word an acronym? Capitals that are no word, or a known abbreviation, or no vowel at all. */
function looksLikeAcronym(token: Token & { upper: boolean }, v: Vocabulary, capitals: boolean) {
  if (!/^[a-z]{2,6}$/.test(token.w) || v.lexicon.has(token.w) || SIDES[token.w]) return false;
  return (capitals && token.upper) || isAcronymWord(token.w);
}

const SKIPPABLE = new Set(["of", "the", "and", "de"]);

/** "superior mesenteric artery SMA": the acronym spells the initials of words around it. */
function glosses(acronym: string, words: readonly string[]) {
  const from = (a: number, t: number): boolean => {
    if (a === acronym.length) return true;
    if (t >= words.length) return false;
    if (words[t]![0] === acronym[a] && from(a + 1, t + 1)) return true;
    return a > 0 && SKIPPABLE.has(words[t]!) && from(a, t + 1);
  };
  return words.some((_, start) => from(0, start));
}

/** The lexicon word a slip stands for, when only one word (by meaning) is that close. */
function nearest(word: string, candidates: Iterable<string>, found: { distance: number; winners: string[] }) {
  const allowed = slipsAllowed(word.length);
  for (const candidate of candidates) {
    if (candidate[0] !== word[0] || candidate.length < 4 || /\d/.test(candidate)) continue;
    const max = Math.min(allowed, slipsAllowed(candidate.length));
    const d = distance(word, candidate, max);
    if (d > max || d > found.distance) continue;
    if (d < found.distance) found = { distance: d, winners: [candidate] };
    else if (!found.winners.includes(candidate)) found = { distance: d, winners: [...found.winners, candidate] };
  }
  return found;
}

const undoubled = (word: string) => word.replace(/(.)\1/g, "$1");

function correct(word: string, v: Vocabulary, key: KeyVocabulary): string | null {
  const allowed = slipsAllowed(word.length);
  if (allowed === 0) {
    // A short word may still have lost or gained a doubled letter ("gali" for "galli").
    if (word.length < 4) return null;
    const plain = undoubled(word);
    const doubled = [...key.words].filter((k) => k !== word && undoubled(k) === plain && !v.lexicon.has(word));
    return doubled.length === 1 ? doubled[0]! : null;
  }
  let fromLexicon = v.slips.get(word);
  if (!fromLexicon) {
    fromLexicon = nearest(word, v.byInitial.get(word[0]!) ?? [], { distance: allowed + 1, winners: [] });
    if (v.slips.size < 50_000) v.slips.set(word, fromLexicon);
  }
  const { winners } = nearest(word, key.words, fromLexicon);
  if (winners.length === 0) return null;
  const meanings = new Set(winners.map((w) => FORMS[w] ?? w));
  return meanings.size === 1 ? (winners.find((w) => key.words.has(w)) ?? winners[0]!) : null;
}

/** The key word or lexicon word nearest to a word that is neither, within two slips; null if none. */
export function nearestKnown(word: string, keyWords: Iterable<string>): string | null {
  const v = getVocabulary();
  const max = word.length <= 4 ? 1 : 2;
  let best: { word: string; d: number } | null = null;
  for (const candidate of [...keyWords, ...(v.byInitial.get(word[0]!) ?? [])]) {
    if (candidate.length < 3 || /\d/.test(candidate)) continue;
    const d = distance(word, candidate, max);
    if (d <= max && (!best || d < best.d)) best = { word: candidate, d };
  }
  return best?.word ?? null;
}

/**
 * The compared form of a name. With `key`, the name is a response: its slips are corrected towards
 * the lexicon and the key, and its acronyms are found.
 */
export function prepare(text: string | readonly Word[], options: Options): Phrase {
  const v = getVocabulary();
  const words = typeof text === "string" ? (pieces(text).filter((p) => !("sep" in p && p.sep)) as Word[]) : text;
  const tokens = baseWords(words, v, options.key);
  const empty = tokens.length === 0;

  const acronyms: string[] = [];
  const corrections: Phrase["corrections"] = [];
  const key = options.key;
  const capitals = options.capitalsMeanAcronym !== false;
  const base: string[] = [];
  const formed: Token[] = [];
  const sides: Side[] = [];
  for (const token of tokens) {
    let w = token.w;
    if (key && !key.words.has(w)) {
      if (looksLikeAcronym(token, v, capitals)) {
        // "superior mesenteric artery SMA": an acronym spelt out beside it adds nothing.
        if (
          glosses(
            w,
            words.map((x) => x.w).filter((x) => x !== w),
          )
        )
          continue;
        acronyms.push(token.raw);
      } else if (!v.lexicon.has(w) && !/\d/.test(w)) {
        const fixed = correct(w, v, key);
        if (fixed) {
          corrections.push({ from: token.raw, to: fixed });
          w = fixed;
        }
      }
    }
    base.push(w);
    const formedWord = FORMS[w] ?? w;
    const side = SIDES[formedWord];
    if (side) sides.push(side);
    else formed.push({ w: formedWord, raw: token.raw });
  }
  let side: Side | null = sides.length ? sides[sides.length - 1]! : null;
  const plain = formed.map((t) => t.w);

  let sequence = formed;
  const synonyms: Phrase["synonyms"] = [];
  if (options.synonyms !== false && vocabulary) {
    ({ tokens: sequence, side } = applySynonyms(formed, side, v, synonyms));
    ({ tokens: sequence, side } = applySegments(sequence, side, v, synonyms, options.key));
  }
  if (options.synonyms !== false && vocabulary && sequence.some((t) => t.w === "branch")) {
    const reduced = reduceBranch(sequence, v);
    if (reduced !== sequence) ({ tokens: sequence, side } = applySynonyms(reduced, side, v, synonyms));
  }
  // A segment number no scheme claimed reads as an ordinal ("segment 4" of something unnamed).
  sequence = sequence.map((t) => (t.w.startsWith("#") ? { w: ordinal(t.w.slice(1)), raw: t.raw } : t));

  return {
    text: words.map((w) => w.raw).join(" "),
    sequence,
    tokens: [...sequence].sort(byWord),
    side,
    sides,
    plain,
    plainKey: sortedKey(plain),
    base,
    corrections,
    synonyms,
    acronyms,
    empty: empty && sides.length === 0,
  };
}

const byWord = (a: Token, b: Token) => (a.w < b.w ? -1 : a.w > b.w ? 1 : 0);

function applySynonyms(tokens: Token[], side: Side | null, v: Vocabulary, used: Phrase["synonyms"]) {
  const out = tokens;
  let current = side;
  for (let i = 0; i < out.length; i++) {
    // Only a run of words that all belong to some synonym can be one.
    let run = 0;
    while (run < v.longestSynonym && i + run < out.length && v.synonymWords.has(out[i + run]!.w)) run++;
    for (let length = run; length >= 1; length--) {
      const window = out.slice(i, i + length);
      const entries = v.synonyms.get(sortedKey(window.map((t) => v.oneWord.get(t.w) ?? t.w)));
      const entry =
        entries?.find((e) => e.side === current) ?? entries?.find((e) => e.side === null && !e.canonicalSide);
      if (!entry) continue;
      if (!entry.isCanonical) {
        const raw = window.map((t) => t.raw).join(" ");
        out.splice(i, length, ...entry.canonical.map((w) => ({ w, raw })));
        used.push({
          raw,
          words: window.map((t) => t.w),
          canonical: entry.canonical.join(" "),
          canonicalText: entry.canonicalText,
        });
        if (entry.side && entry.side === current) current = entry.canonicalSide;
        else if (entry.canonicalSide) current = entry.canonicalSide;
      } else {
        // The canonical name, its one-word synonyms made canonical too ("non-coronary cusp").
        const words = window.map((t) => v.oneWord.get(t.w) ?? t.w);
        out.splice(i, length, ...window.map((t, j) => ({ w: words[j]!, raw: t.raw })));
        if (words.some((w, j) => w !== window[j]!.w)) {
          const raw = window.map((t) => t.raw).join(" ");
          used.push({
            raw,
            words: window.map((t) => t.w),
            canonical: words.join(" "),
            canonicalText: entry.canonicalText,
          });
        }
        // The canonical name itself holds the side ("left coronary artery"): it stays.
        if (entry.side && entry.side === current) current = entry.canonicalSide;
      }
      i += (entry.isCanonical ? length : entry.canonical.length) - 1;
      break;
    }
  }
  return { tokens: out, side: current };
}

/**
 * Segment names and numbers become their scheme's code ("petrous" in the internal carotid artery is
 * "c2"; "segment 7" of the liver is "h7"). A name that fits only one side gives the phrase that side
 * when none was typed ("inferior lingular" is on the left).
 */
function applySegments(
  tokens: Token[],
  side: Side | null,
  v: Vocabulary,
  used: Phrase["synonyms"],
  key?: KeyVocabulary,
) {
  // A scheme's words may be implied ("mid right coronary" is the artery).
  const present = new Set<string>();
  for (const t of tokens) {
    present.add(t.w);
    for (const w of impliedBy(t.w)) present.add(w);
  }
  const schemes = v.segments.filter((s) => s.within.some((set) => set.every((w) => present.has(w))));
  // A bare "segment 7" is read in the key's scheme: the question has named the organ.
  const keyWords =
    key && tokens.some((t) => t.w.startsWith("#")) ? new Set([...key.words].map((w) => FORMS[w] ?? w)) : null;
  const keyed = keyWords ? v.segments.filter((s) => s.within.some((set) => set.every((w) => keyWords.has(w)))) : [];
  if (schemes.length === 0 && keyed.length === 0) return { tokens, side };
  let current = side;
  const choose = (found: Array<{ code: string; side: Side | null }>) => {
    // The names for the side given (or for no side) first; then any that may fit.
    const exact = found.filter((f) => f.side === current);
    const fits = exact.length ? exact : found.filter((f) => f.side === null || current === null);
    const codes = new Set(fits.map((f) => f.code));
    if (codes.size !== 1) return null;
    const sides = new Set(fits.map((f) => f.side));
    if (current === null && sides.size === 1 && fits[0]!.side) current = fits[0]!.side;
    return fits[0]!.code;
  };
  const longest = Math.max(0, ...schemes.map((s) => s.longest));
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.w.startsWith("#")) {
      const n = token.w.slice(1);
      const own = schemes.filter((s) => s.codes.has(s.prefix + n));
      const code = choose(
        (own.length ? own : keyed.filter((s) => s.codes.has(s.prefix + n))).map((s) => ({
          code: s.prefix + n,
          side: s.side,
        })),
      );
      if (code) {
        out.push({ w: code, raw: token.raw });
        used.push({ raw: token.raw, words: [token.w], canonical: code, canonicalText: code.toUpperCase() });
        continue;
      }
    }
    let run = 0;
    while (run < longest && i + run < tokens.length && schemes.some((s) => s.words.has(tokens[i + run]!.w))) run++;
    let replaced = false;
    for (let length = run; length >= 1 && !replaced; length--) {
      const window = tokens.slice(i, i + length);
      const words = sortedKey(window.map((t) => t.w));
      const code = choose(schemes.flatMap((s) => s.terms.get(words) ?? []));
      if (!code) continue;
      const raw = window.map((t) => t.raw).join(" ");
      out.push({ w: code, raw });
      used.push({ raw, words: window.map((t) => t.w), canonical: code, canonicalText: code.toUpperCase() });
      i += length - 1;
      replaced = true;
    }
    if (!replaced) out.push(token);
  }
  return { tokens: out, side: current };
}

/** The word a named branch is a kind of ("artery" for "middle meningeal artery"). */
const HEADS = new Set(["artery", "nerve", "vein", "trunk"]);
const ORDINAL_WORDS = new Set<string>(ORDINALS);

/** Removes every word of `part` from `words` (as many times as it appears there), or null if one is missing. */
function without(words: readonly string[], part: readonly string[]) {
  const rest = [...words];
  for (const w of part) {
    const at = rest.indexOf(w);
    if (at < 0) return null;
    rest.splice(at, 1);
  }
  return rest;
}

/**
 * "X branch of Y", "Y X branch" and "X branch" read as "X artery" when X is a branch of Y
 * (./branches.ts); a branch named without a parent and without another kind of structure is an
 * artery ("diagonal branch"). A parent that X does not arise from is left for the key to judge.
 */
function reduceBranch(sequence: Token[], v: Vocabulary): Token[] {
  const at = sequence.findIndex((t) => t.w === "branch");
  const rest = sequence.filter((_, i) => i !== at);
  const words = rest.map((t) => t.w);
  const ownKey = (x: readonly string[]) => sortedKey(x.filter((w) => !ORDINAL_WORDS.has(w)));
  const raw = sequence[at]!.raw;
  for (const [own, entries] of v.branches) {
    for (const entry of entries) {
      for (const parent of [[], ...entry.parents]) {
        const x = without(words, parent);
        if (!x || ownKey(x) !== own) continue;
        const kept = [...x];
        const tokens = rest.filter((t) => {
          const i = kept.indexOf(t.w);
          if (i < 0) return false;
          kept.splice(i, 1);
          return true;
        });
        return [...tokens, { w: entry.head, raw }];
      }
    }
  }
  if (words.some((w) => HEADS.has(w) || w === "duct")) return sequence;
  return [...rest, { w: "artery", raw }];
}

/** "left hepatic vein" where the key has no side: a side that makes another structure (./sided-names.ts). */
export function namesSidedStructure(phrase: Phrase) {
  if (!phrase.side) return false;
  return (
    getVocabulary()
      .sided.get(sortedKey(phrase.tokens.map((t) => t.w)))
      ?.has(phrase.side) ?? false
  );
}

/**
 * Is `word` harmless extra detail beside a key row of these words (./qualifiers.ts)? Never when a
 * word of the key excludes it ("proximal" where a row says "mid").
 */
export function isHarmlessQualifier(word: string, rowWords: Iterable<string>, keyWords: ReadonlySet<string>) {
  const v = getVocabulary();
  const kinds = v.qualifiers.get(word);
  // A segment code is detail too where the key names no segment of that scheme ("V2" of a vertebral
  // artery), nor uses a word of its segments' names (a segment it does not know may be meant).
  const code = v.segments.some((s) => s.prefix && s.codes.has(word) && ![...s.words].some((w) => keyWords.has(w)));
  if (!kinds && !code) return false;
  const contrast = contrastOf(word);
  if (contrast) for (const k of keyWords) if (k !== word && contrastOf(k)?.group === contrast.group) return false;
  if (code) return true;
  const row = [...rowWords];
  return kinds!.some(
    (kind) => kind === null || row.some((r) => kind.has(r) || [...impliedBy(r)].some((i) => kind.has(i))),
  );
}

const LEVEL: ReadonlySet<string> = new Set(["vertebra"]);
const NOTHING: ReadonlySet<string> = new Set();
const impliedCache = new Map<string, ReadonlySet<string>>();

/** Words that may be added to or left out of a name holding `word` ("bone" with "scaphoid"). */
export function impliedBy(word: string): ReadonlySet<string> {
  let out = impliedCache.get(word);
  if (out) return out;
  // "C7 vertebra", "L5 vertebra": a spinal level names its vertebra.
  const own = getVocabulary().implied.get(word);
  out = /^[ctls]\d{1,2}$/.test(word) ? new Set([...LEVEL, ...(own ?? [])]) : (own ?? NOTHING);
  if (impliedCache.size < 50_000) impliedCache.set(word, out);
  return out;
}

export function contrastOf(word: string) {
  const segmentCode = /^([a-z])(\d{1,2}[ab]?)$/.exec(word);
  if (segmentCode) return { kind: "segment" as const, group: 1000 + segmentCode[1]!.charCodeAt(0) };
  return getVocabulary().contrasts.get(word);
}

export function isLexiconWord(word: string) {
  return getVocabulary().lexicon.has(word);
}

/** A known abbreviation ("sma", "acl"), or letters with no vowel ("cfa", "lcx"). */
export function isAcronymWord(word: string) {
  return /^[a-z]{2,6}$/.test(word) && (getVocabulary().acronyms.has(word) || !/[aeiouy]/.test(word));
}
