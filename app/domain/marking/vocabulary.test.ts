// The vocabulary is data authors extend: these checks keep it sound.
import { describe, expect, it } from "vitest";
import { mark } from "~/domain/marking";
import { prepare } from "./phrase";
import { getVocabulary } from "./vocabulary";
import { BRANCHES } from "./branches";
import { QUALIFIERS } from "./qualifiers";
import { SCHEMES } from "./schemes";
import { SIDED_NAMES } from "./sided-names";
import { SOURCES } from "./sources";
import { SYNONYMS } from "./synonyms";
import { distance, neutralise, ordinal, singular, slipsAllowed } from "./text";

describe("the lexicon", () => {
  it("is broad: well over a thousand anatomical words", () => {
    expect(getVocabulary().lexicon.size).toBeGreaterThan(1000);
  });

  it("keeps easily confused neighbours apart: two words a slip apart mark as each other only if they are one word", () => {
    const words = [...getVocabulary().lexicon].filter((w) => w.length >= 5 && !/\d/.test(w));
    const reduced = (w: string) =>
      prepare(w, {})
        .tokens.map((t) => t.w)
        .join(" ");
    const leaks: string[] = [];
    for (const a of words) {
      for (const b of words) {
        const max = Math.min(slipsAllowed(a.length), slipsAllowed(b.length));
        if (a >= b || distance(a, b, max) > max) continue;
        // "tibia" and "tibial" are one word; "ileum" and "ilium" are not.
        if (mark(a, [{ text: b, marks: 2 }]).marks > 0 && reduced(a) !== reduced(b)) leaks.push(`${a} ~ ${b}`);
      }
    }
    expect(leaks).toEqual([]);
    // Every pair of a lexicon of thousands of words: slow on a busy machine, not a measure of speed.
  }, 60_000);
});

describe("the synonym table", () => {
  it("has every name of a group mark as every other", () => {
    for (const { names } of SYNONYMS) {
      for (const given of names) {
        for (const keyed of names)
          expect(mark(given, [{ text: keyed, marks: 2 }]).marks, `${given} for ${keyed}`).toBe(2);
      }
    }
  });

  it("has no name in two groups, and no name that reduces to nothing", () => {
    const seen = new Map<string, number>();
    SYNONYMS.forEach((group, index) => {
      for (const name of group.names) {
        const phrase = prepare(name, { synonyms: false });
        expect(phrase.tokens.length, name).toBeGreaterThan(0);
        const id = `${phrase.side ?? ""}|${phrase.tokens.map((t) => t.w).join(" ")}`;
        expect(seen.get(id) ?? index, `${name} is also in group ${seen.get(id)}`).toBe(index);
        seen.set(id, index);
      }
    });
  });

  it("is broad: synonym pairs across the body", () => {
    expect(SYNONYMS.length).toBeGreaterThan(200);
    for (const [a, b] of [
      ["fibularis brevis", "peroneus brevis"],
      ["os calcis", "calcaneus"],
      ["greater multangular", "trapezium"],
      ["acoustic nerve", "vestibulocochlear nerve"],
      ["ductus deferens", "vas deferens"],
      ["hypophysis", "pituitary gland"],
      ["innominate artery", "brachiocephalic trunk"],
    ]) {
      expect(mark(a!, [{ text: b!, marks: 2 }]).marks, a).toBe(2);
    }
  });

  it("names every numbered segment with its scheme's letter and a number", () => {
    for (const scheme of SCHEMES.filter((s) => s.prefix)) {
      for (const code of Object.keys(scheme.codes))
        expect(code, scheme.name).toMatch(new RegExp(`^${scheme.prefix}\\d{1,2}[ab]?$`));
    }
  });

  it("gives every entry of every data file a source that is listed", () => {
    const sources = Object.keys(SOURCES);
    for (const group of SYNONYMS) expect(sources, group.names[0]).toContain(group.source);
    for (const scheme of SCHEMES) expect(sources, scheme.name).toContain(scheme.source);
    for (const branch of BRANCHES) expect(sources, branch.branch).toContain(branch.source);
    for (const entry of SIDED_NAMES) expect(sources, entry.names[0]).toContain(entry.source);
    for (const entry of QUALIFIERS) expect(sources, entry.words[0]).toContain(entry.source);
  });

  it("has a side in every sided name, and a kind of structure in every branch", () => {
    for (const name of SIDED_NAMES.flatMap((e) => e.names)) expect(prepare(name, {}).side, name).not.toBeNull();
    for (const { branch } of BRANCHES) expect(branch, branch).toMatch(/\b(artery|nerve|vein|trunk)$/);
  });
});

describe("text helpers", () => {
  it("reduces plurals to words the lexicon knows", () => {
    const lexicon = getVocabulary().lexicon;
    expect(singular("arteries", lexicon)).toBe("artery");
    expect(singular("menisci", lexicon)).toBe("meniscus");
    expect(singular("fossae", lexicon)).toBe("fossa");
    expect(singular("processes", lexicon)).toBe("process");
    expect(singular("pubis", lexicon)).toBe("pubis");
    expect(singular("pons", lexicon)).toBe("pons");
  });

  it("reads numbers and Roman numerals as ordinals", () => {
    expect(ordinal("4th")).toBe("fourth");
    expect(ordinal("12")).toBe("twelfth");
    expect(ordinal("vii")).toBe("seventh");
    expect(ordinal("x")).toBe("x");
  });

  it("writes British and American spellings one way", () => {
    expect(neutralise("haemorrhoidal")).toBe(neutralise("hemorrhoidal"));
    expect(neutralise("centre")).toBe(neutralise("center"));
    expect(neutralise("coeliac")).toBe(neutralise("celiac"));
  });

  it("counts a swap of neighbouring letters as one slip", () => {
    expect(distance("mastiod", "mastoid", 2)).toBe(1);
    expect(distance("ureter", "urethra", 1)).toBe(2);
  });
});
