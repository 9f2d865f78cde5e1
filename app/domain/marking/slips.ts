// Typing slips in a response: acronyms found, and words corrected towards the lexicon and the key.
import { SIDES, type KeyVocabulary, type Token } from "./phrase";
import { formOf, getVocabulary, isAcronymWord, type Vocabulary } from "./vocabulary";
import { distance, slipsAllowed } from "./text";
/** Is this word an acronym? Capitals that are no word, or a known abbreviation, or no vowel at all. */
export function looksLikeAcronym(token: Token & { upper: boolean }, v: Vocabulary, capitals: boolean) {
  if (!/^[a-z]{2,6}$/.test(token.w) || v.lexicon.has(token.w) || SIDES[token.w]) return false;
  return (capitals && token.upper) || isAcronymWord(token.w);
}

const SKIPPABLE = new Set(["of", "the", "and", "de"]);

/** "superior mesenteric artery SMA": the acronym spells the initials of words around it. */
export function glosses(acronym: string, words: readonly string[]) {
  const from = (a: number, t: number): boolean => {
    if (a === acronym.length) return true;
    if (t >= words.length) return false;
    if (words[t]![0] === acronym[a] && from(a + 1, t + 1)) return true;
    return a > 0 && SKIPPABLE.has(words[t]!) && from(a, t + 1);
  };
  return words.some((_, start) => from(0, start));
}

// A first letter that sounds like another is a slip too ("singulate" for "cingulate", "kalyx").
const SOUNDS_ALIKE: Record<string, string[]> = { c: ["c", "s", "k"], s: ["s", "c"], k: ["k", "c"] };

/** The initials a slip of this word may have been typed for: its own, and those that sound alike. */
export const initialsOf = (word: string) => SOUNDS_ALIKE[word[0]!] ?? [word[0]!];

/** The lexicon word a slip stands for, when only one word (by meaning) is that close. */
function nearest(word: string, candidates: Iterable<string>, found: { distance: number; winners: string[] }) {
  const allowed = slipsAllowed(word.length);
  const initials = initialsOf(word);
  for (const candidate of candidates) {
    if (!initials.includes(candidate[0]!) || candidate.length < 4 || /\d/.test(candidate)) continue;
    const max = Math.min(allowed, slipsAllowed(candidate.length));
    const d = distance(word, candidate, max);
    if (d > max || d > found.distance) continue;
    if (d < found.distance) found = { distance: d, winners: [candidate] };
    else if (!found.winners.includes(candidate)) found = { distance: d, winners: [...found.winners, candidate] };
  }
  return found;
}

const undoubled = (word: string) => word.replace(/(.)\1/g, "$1");

export function correct(word: string, v: Vocabulary, key: KeyVocabulary): string | null {
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
    const candidates = initialsOf(word).flatMap((initial) => v.byInitial.get(initial) ?? []);
    fromLexicon = nearest(word, candidates, { distance: allowed + 1, winners: [] });
    if (v.slips.size < 50_000) v.slips.set(word, fromLexicon);
  }
  const { winners } = nearest(word, key.words, fromLexicon);
  if (winners.length === 0) return null;
  const meanings = new Set(winners.map((w) => formOf(w)));
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
