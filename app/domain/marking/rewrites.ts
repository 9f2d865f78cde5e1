// A phrase's words rewritten to one form each: synonyms, segment names and named branches.
import type { KeyVocabulary, Phrase, Side, Token } from "./phrase";
import { formOf, impliedBy, sortedKey, type Vocabulary } from "./vocabulary";
import { ORDINALS } from "./text";
export const byWord = (a: Token, b: Token) => (a.w < b.w ? -1 : a.w > b.w ? 1 : 0);

export function applySynonyms(tokens: Token[], side: Side | null, v: Vocabulary, used: Phrase["synonyms"]) {
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
export function applySegments(
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
    key && tokens.some((t) => t.w.startsWith("#")) ? new Set([...key.words].map((w) => formOf(w))) : null;
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
export const HEADS = new Set(["artery", "nerve", "vein", "trunk"]);
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
export function reduceBranch(sequence: Token[], v: Vocabulary): Token[] {
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
