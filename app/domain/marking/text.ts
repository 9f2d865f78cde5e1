// Text helpers for the marker: folding, splitting into words, spelling variants, plurals, numbers
// and edit distance. Pure functions; the vocabulary they consult is passed in.

/** A word of an answer: `w` is what it is marked as, `raw` what was typed (for the reasons). */
export type Word = { w: string; raw: string; upper: boolean; sep?: never; parts?: string[] };
export type Separator = { sep: true; raw: string };
export type Piece = Word | Separator;

export const isSeparator = (piece: Piece): piece is Separator => piece.sep === true;

/** Lower case without accents or curly quotes: "Rosenmüller’s" → "rosenmuller's". */
export function fold(text: string) {
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u2010-\u2015]/g, "-");
}

// British and American spellings of the same root are marked alike, and so are the spelling families
// of anatomical names (product-rules#spelling-families): each is one small rule, tested on its own.
export const SPELLING_FAMILIES: Array<{ name: string; pattern: RegExp; replacement: string }> = [
  // "oesophagus", "oedema", "foetal", "coeliac", "diarrhoea"; not a plural ending ("toes", "fossae").
  { name: "oe/e", pattern: /(?<=[a-z]|^)oe(?=[a-z]{2}|[a-rt-z]$)/g, replacement: "e" },
  // "haemorrhage", "caecum", "paediatric", "ischaemia"; the Latin plural "-ae" stays ("vertebrae").
  { name: "ae/e", pattern: /ae(?=[a-z]{2}|[a-rt-z]$)/g, replacement: "e" },
  // "tumour", "humour", "colour".
  { name: "-our/-or", pattern: /(?<=^[a-z]{3,})our$/, replacement: "or" },
  // "centre", "fibre", "calibre".
  { name: "-re/-er", pattern: /([bt])re$/, replacement: "$1er" },
  // "lachrymal" and "lacrimal".
  { name: "lachrym/lacrim", pattern: /lachrym/g, replacement: "lacrim" },
  // "anulus", "anular ligament" (Terminologia Anatomica) and "annulus", "annular".
  { name: "anul/annul", pattern: /^anul/, replacement: "annul" },
  // "fontanel" (American) and "fontanelle".
  { name: "fontanel/fontanelle", pattern: /^fontanelle?/, replacement: "fontanel" },
  // A Latin adjective agrees with its noun, and trainees mix the endings: "ligamentum arteriosus".
  { name: "-osum/-osa/-osus", pattern: /(?<=^[a-z]{3,})os(?:um|a)$/, replacement: "osus" },
  { name: "-ale/-alis", pattern: /(?<=^[a-z]{4,})ale$/, replacement: "alis" },
];

const neutralised = new Map<string, string>();

/** One spelling for British/American variants ("caecum" and "cecum", "centre" and "center"). */
export function neutralise(word: string) {
  let out = neutralised.get(word);
  if (out !== undefined) return out;
  out = word;
  for (const { pattern, replacement } of SPELLING_FAMILIES) out = out.replace(pattern, replacement);
  if (neutralised.size < 50_000) neutralised.set(word, out);
  return out;
}

/** The ordinal words, first to twelfth: ribs, cranial nerves, vertebral and segment levels. */
export const ORDINALS = [
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
  "eleventh",
  "twelfth",
];
const ROMAN = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii"];

const CARDINALS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/**
 * "4th", "4", "four" and "iv" are "fourth" ("fourth ventricle", "cranial nerve VII"); a sub-segment
 * keeps its letter ("IVa" and "4a" are "fourtha"). "i" and "x" stay words.
 */
export function ordinal(word: string): string {
  const sub = /^(\d{1,2}|[ivx]{2,4})([ab])$/.exec(word);
  if (sub) {
    const base = ordinal(sub[1]!);
    return base === sub[1] ? word : base + sub[2];
  }
  const numbered = /^(\d{1,2})(st|nd|rd|th)?$/.exec(word);
  if (numbered) {
    const n = Number(numbered[1]);
    return n >= 1 && n <= 12 ? ORDINALS[n - 1]! : word;
  }
  const cardinal = CARDINALS.indexOf(word);
  if (cardinal >= 0) return ORDINALS[cardinal]!;
  const roman = ROMAN.indexOf(word);
  return roman >= 1 && word !== "x" ? ORDINALS[roman]! : word;
}

/**
 * The number a word gives after "segment" ("7", "VII", "seventh", "seven", "4a", "IVa"), or null.
 * After "segment" a lone "I" or "X" is a numeral too ("segment I" of the liver).
 */
export function numberOf(word: string): string | null {
  if (word === "i") return "1";
  if (word === "x") return "10";
  const form = ordinal(word);
  const match = /^([a-z]+?)([ab])?$/.exec(form);
  const index = match ? ORDINALS.indexOf(match[1]!) : -1;
  if (index >= 0) return `${index + 1}${match![2] ?? ""}`;
  return /^\d{1,2}[ab]?$/.test(word) ? word : null;
}

// "C5/6", "C5-C6", "C5 to C6", "L5/S1": one level between two vertebrae (a disc, a space), one word.
const LEVEL_RANGE = /\b([ctl])(\d{1,2})\s*(?:[-\u2013/]|\bto\b|\band\b)\s*([ctls])?(\d{1,2})\b/gi;

const TOKEN = /[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*|[/;&+?]/gu;
const LETTERS = /^\p{L}+$/u;
const SEPARATOR_WORDS = new Set(["or", "and", "versus", "vs", "nor"]);

/**
 * Splits an answer into words and separators ("or", "/", ";", "and", "versus"). Hyphenated letters
 * are one word ("septo-marginal" → "septomarginal"); a hyphen or slash between codes splits them
 * ("C1/C2", "T12-L1"). A possessive "'s" is dropped ("Douglas's pouch").
 */
export function pieces(text: string): Piece[] {
  const out: Piece[] = [];
  const ranges = fold(text)
    .replace(LEVEL_RANGE, (_, a: string, n: string, b: string | undefined, m: string) =>
      `${a}${n}${b ?? a}${m}`.toLowerCase(),
    )
    .replace(/\bs1\s*\+\s*2\b/gi, "s12");
  const matches = ranges.match(TOKEN) ?? [];
  for (let i = 0; i < matches.length; i++) {
    const token = matches[i]!;
    if (token === "?") continue;
    if (token === "/") {
      // "C1/C2" names a level, not two answers.
      if (!(/\d/.test(matches[i - 1] ?? "") && /\d/.test(matches[i + 1] ?? ""))) out.push({ sep: true, raw: token });
      continue;
    }
    if (token === ";" || token === "&" || token === "+") {
      out.push({ sep: true, raw: token });
      continue;
    }
    const bare = token.includes("'") ? token.replace(/'s$/i, "").replace(/'/g, "") : token;
    const parts = bare.includes("-") ? bare.split("-") : [bare];
    if (parts.length > 1 && parts.every((p) => LETTERS.test(p))) {
      // One word, unless the joined form is unknown and its parts are not ("contrast-filled").
      out.push({
        w: neutralise(parts.join("").toLowerCase()),
        raw: token,
        upper: false,
        parts: parts.map((p) => neutralise(p.toLowerCase())),
      });
      continue;
    }
    for (const part of parts) {
      if (!part) continue;
      const lower = part.toLowerCase();
      if (SEPARATOR_WORDS.has(lower)) {
        out.push({ sep: true, raw: lower });
        continue;
      }
      const upper = part.length >= 2 && part.length <= 6 && part === part.toUpperCase() && LETTERS.test(part);
      out.push({ w: neutralise(lower), raw: part, upper });
    }
  }
  return out;
}

// Plural endings and their singulars, tried in order; the first that makes a known word wins.
const PLURALS: Array<[string, string]> = [
  ["ies", "y"],
  ["yces", "yx"],
  ["ices", "ex"],
  ["ices", "ix"],
  ["ae", "a"],
  ["i", "us"],
  ["a", "um"],
  ["ina", "en"],
  ["ora", "us"],
  ["ura", "us"],
  ["es", "is"],
  ["es", ""],
  ["s", ""],
];

/** Plural → singular, trusting the lexicon: "arteries" → "artery", "menisci" → "meniscus", "fossae" → "fossa". */
export function singular(word: string, lexicon: ReadonlySet<string>): string {
  if (lexicon.has(word) || word.length < 4 || /\d/.test(word)) return word;
  for (const [ending, replacement] of PLURALS) {
    if (!word.endsWith(ending)) continue;
    const candidate = word.slice(0, word.length - ending.length) + replacement;
    if (lexicon.has(candidate)) return candidate;
  }
  return /[^su]s$/.test(word) && !/(is|as|os|ys)$/.test(word) ? word.slice(0, -1) : word;
}

/** Edit distance counting a swap of neighbours as one slip; gives up (returns max + 1) beyond `max`. */
export function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(0);
    current[0] = i;
    let rowMin = current[0];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** How many slips a word of this length may carry: none up to 4 letters, one up to 8, two beyond. */
export const slipsAllowed = (length: number) => (length <= 4 ? 0 : length <= 8 ? 1 : 2);
