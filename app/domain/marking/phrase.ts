// From typed text to what the marker compares: the words of a name, reduced to one form each
// (plural, spelling variant, adjective, synonym), with the side set apart. The key and the response
// go through the same steps; only the response has its slips corrected and its acronyms found.
import { FILLERS, JUNK, SOFT_WORDS } from "./lexicon";
import { contrastOf, formOf, getVocabulary, impliedBy, sortedKey, type Vocabulary } from "./vocabulary";
import { correct, glosses, looksLikeAcronym } from "./slips";
import { applySegments, applySynonyms, byWord, reduceBranch } from "./rewrites";
import { numberOf, ordinal, pieces, singular, type Word } from "./text";

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

export const SIDES: Record<string, Side> = {
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
    const formedWord = formOf(w);
    const side = SIDES[formedWord];
    if (side) sides.push(side);
    else formed.push({ w: formedWord, raw: token.raw });
  }
  let side: Side | null = sides.length ? sides[sides.length - 1]! : null;
  const plain = formed.map((t) => t.w);

  let sequence = formed;
  const synonyms: Phrase["synonyms"] = [];
  if (options.synonyms !== false && v) {
    ({ tokens: sequence, side } = applySynonyms(formed, side, v, synonyms));
    ({ tokens: sequence, side } = applySegments(sequence, side, v, synonyms, options.key));
  }
  if (options.synonyms !== false && v && sequence.some((t) => t.w === "branch")) {
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
