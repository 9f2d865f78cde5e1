// The marker's vocabulary, built once from the lexicon, synonyms, schemes and branches: what each word
// becomes, and what may be added to or left out of a name.
import { FILLERS, FORMS, IMPLIED, CONTRASTS, TERMS } from "./lexicon";
import { BRANCHES } from "./branches";
import { QUALIFIERS } from "./qualifiers";
import { SCHEMES } from "./schemes";
import { SIDED_NAMES } from "./sided-names";
import { ACRONYMS, SYNONYMS } from "./synonyms";
import { KINDS, structures } from "./structures";
import { prepare, type Phrase, type Side } from "./phrase";
import { HEADS } from "./rewrites";
import { neutralise, pieces, singular, type Word } from "./text";

/** One name of a synonym group, indexed by its words: what it becomes, and whether it already is that. */
type SynonymEntry = {
  side: Side | null;
  canonical: string[];
  canonicalSide: Side | null;
  canonicalText: string;
  isCanonical: boolean;
};

export type Vocabulary = {
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
  /** The structures of ./data by the words of each name: the kind's word, and the parents' words. */
  structures: Map<string, { kindWord: string | null; parentWords: Set<string> }>;
  /** Every name the marker knows (terms, synonyms, structures), by its words: an answer it can place. */
  knownNames: Set<string>;
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

// FORMS as the marker reads words: spelt in the one form every spelling family becomes.
const FORMED = new Map(Object.entries(FORMS).map(([from, to]) => [neutralise(from), neutralise(to)]));

/** The word another word is marked as ("aortic" → "aorta"), or the word itself. */
export const formOf = (word: string) => FORMED.get(word) ?? word;

export const sortedKey = (words: readonly string[]) => [...words].sort().join(" ");

export function buildVocabulary(): Vocabulary {
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
  for (const entry of structures()) for (const name of entry.names) for (const w of cleanWords(name)) lexicon.add(w);

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
    structures: new Map(),
    knownNames: new Set(),
  };
  const v = vocabulary;

  // One-word synonyms first ("cusp" is "leaflet"), so that longer names holding either word meet.
  const groups = [...SYNONYMS.map((g) => g.names), ...structureGroups()];
  const prepared = groups.map((names) => names.map((text) => ({ ...plainPhrase(text), text })));
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
  structureIndex = null;
  return v;
}

const KIND_WORDS: ReadonlySet<string> = new Set(KINDS.filter((k) => k !== "part" && k !== "region"));
const isLevel = (word: string) => /^[ctls]\d{1,2}(?:[ctls]\d{1,2})?$/.test(word);
// Names prepared without synonyms, once each while building: groups, structures and their ids share them.
const plainPhrases = new Map<string, Phrase>();
const plainPhrase = (text: string) => {
  let out = plainPhrases.get(text);
  if (!out) plainPhrases.set(text, (out = prepare(text, { synonyms: false })));
  return out;
};
/**
 * A structure's name as formed, before synonyms (every name of a structure is indexed, so none is
 * needed): as prepared if it was, else read quickly (a plain name needs no joins or numbering).
 */
const wordsOf = (text: string) => plainPhrases.get(text)?.plain ?? quickWords(text);

/**
 * The names of each structure of ./data as one synonym group. Where a name is already in a group of
 * ./synonyms.ts, that group's first name leads, so that both files name the structure alike.
 */
function structureGroups(): string[][] {
  const idOf = (name: string) => {
    const phrase = plainPhrase(name);
    return `${phrase.side ?? ""}|${sortedKey(phrase.tokens.map((t) => t.w))}`;
  };
  const leaders = new Map<string, string>();
  for (const group of SYNONYMS) for (const name of group.names) leaders.set(idOf(name), group.names[0]!);
  const out: string[][] = [];
  for (const { names } of structures()) {
    if (names.length < 2) continue;
    const ids = names.map(idOf);
    const leader = ids.map((id) => leaders.get(id)).find((l) => l !== undefined);
    const fresh = names.filter((_, i) => !leaders.has(ids[i]!));
    if (leader === undefined) out.push(names);
    else if (fresh.length > 0) out.push([leader, ...fresh]);
  }
  return out;
}

const parentCache = new Map<string, string[]>();

/** A parent's words as written and as its synonyms make them ("middle ear" is "tympanic cavity"). */
function parentWords(text: string) {
  let out = parentCache.get(text);
  if (!out) {
    out = [...new Set([...quickWords(text), ...prepare(text, {}).tokens.map((t) => t.w)])];
    parentCache.set(text, out);
  }
  return out;
}

/** A name's words read quickly: singular, formed, without fillers or sides. */
function quickWords(text: string) {
  const v = vocabulary!;
  const out: string[] = [];
  for (const word of cleanWords(text)) {
    const w = formOf(singular(word, v.lexicon));
    if (!FILLERS.has(w) && !SIDE_WORDS.has(w)) out.push(w);
  }
  return out;
}

/**
 * The words of a name of ./data, which the parser has checked are lower case words, as `pieces`
 * reads them (hyphens joined, a possessive dropped) without its general cost.
 */
function cleanWords(text: string) {
  return text.split(" ").map((word) => neutralise(word.replace(/'s$/, "").replace(/['-]/g, "")));
}

const SIDE_WORDS = new Set(["left", "right"]);

/** Indexes ./data's structures by their words, each with its kind's word and its parents' words (theirs too). */
// Built on first use (the first key prepared), not at start-up: start-up stays quick.
let structureIndex: Pick<Vocabulary, "structures" | "knownNames"> | null = null;

/** The structures of ./data by their names' words, and every name the marker knows; built once. */
export function getStructureIndex() {
  const v = getVocabulary();
  if (!structureIndex) {
    v.structures.clear();
    v.knownNames.clear();
    indexStructures(v);
    plainPhrases.clear();
    parentCache.clear();
    structureIndex = v;
  }
  return structureIndex;
}

function indexStructures(v: Vocabulary) {
  const entries = structures().map((entry) => ({
    entry,
    keys: entry.names.map((name) => sortedKey(wordsOf(name))),
    parents: entry.parents.map(parentWords),
  }));
  const byKey = new Map(entries.flatMap((e) => e.keys.map((k) => [k, e] as const)));
  for (const e of entries) {
    const parentWords = new Set<string>();
    // A parent's own parents say where it is too ("dentate nucleus" < "cerebellum" < "brain").
    const queue = [...e.parents];
    for (let seen = 0; queue.length && seen < 20; seen++) {
      const words = queue.shift()!;
      for (const w of words) parentWords.add(w);
      const parent = byKey.get(sortedKey(words));
      if (parent && KIND_WORDS.has(parent.entry.kind)) parentWords.add(parent.entry.kind);
      if (parent && parent !== e) queue.push(...parent.parents);
    }
    const kindWord = KIND_WORDS.has(e.entry.kind) ? e.entry.kind : null;
    for (const key of e.keys) {
      if (!key) continue;
      v.structures.set(key, { kindWord, parentWords });
      v.knownNames.add(key);
    }
  }
  // The canonical form of every synonym group is a name the marker knows too.
  for (const entries of v.synonyms.values()) for (const e of entries) v.knownNames.add(sortedKey(e.canonical));
}

/**
 * The structure of ./data a key row names (its words, side apart), looked up without the kind's
 * own word and without a vertebral level ("L4/5 nucleus pulposus"), or undefined.
 */
export function structureOf(words: readonly string[]) {
  const { structures } = getStructureIndex();
  const bare = words.filter((w) => !KIND_WORDS.has(w));
  const unlevelled = words.filter((w) => !isLevel(w));
  for (const candidate of [words, unlevelled, bare, bare.filter((w) => !isLevel(w))]) {
    const found = structures.get(sortedKey(candidate));
    // `named`: the name itself holds the kind's word ("supraspinatus tendon"), so it may not go unsaid.
    if (found) return { ...found, named: candidate !== bare && candidate.length !== bare.length };
  }
  return undefined;
}

/** Is this answer, by its words, a name the marker knows? */
export const isKnownName = (words: readonly string[]) => getStructureIndex().knownNames.has(sortedKey(words));

/** A vertebral level or the space between two ("l4", "l4l5"). */
export { isLevel };

export function getVocabulary(): Vocabulary {
  return vocabulary ?? buildVocabulary();
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
