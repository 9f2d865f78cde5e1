// The data files of ./data are read by authors and extended by them: each is well formed, names its
// sources, keeps its synonyms exact, and the marker uses them without giving marks to another structure.
import { describe, expect, it } from "vitest";
import { mark, type KeyRow } from "~/domain/marking";
import { prepare } from "./phrase";
import { parseStructures, STRUCTURE_FILES, structures } from "./structures";
import { SYNONYMS } from "./synonyms";

const key = (...rows: Array<[string, number]>): KeyRow[] => rows.map(([text, marks]) => ({ text, marks }));
const marks = (response: string, rows: KeyRow[]) => mark(response, rows).marks;
const idOf = (name: string) => {
  const phrase = prepare(name, { synonyms: false });
  return `${phrase.side ?? ""}|${phrase.tokens.map((t) => t.w).join(" ")}`;
};

describe.each(Object.entries(STRUCTURE_FILES))("the data file %s", (file, text) => {
  const entries = parseStructures(file, text);

  it("is well formed: every line a section or structures with a kind and a source", () => {
    expect(entries.length).toBeGreaterThan(50);
    for (const entry of entries) {
      for (const name of entry.names)
        expect(prepare(name, {}).tokens.length, `${file}:${entry.line} ${name}`).toBeGreaterThan(0);
    }
  });

  it("gives no name twice among its structures' synonyms", () => {
    const seen = new Map<string, number>();
    for (const entry of entries.filter((e) => e.names.length > 1)) {
      for (const id of new Set(entry.names.map(idOf))) {
        expect(seen.get(id), `${file}:${entry.line} ${id}`).toBeUndefined();
        seen.set(id, entry.line);
      }
    }
  });
});

describe("the structures, across files", () => {
  it("are broad: well over a thousand structures of the whole syllabus", () => {
    expect(structures().length).toBeGreaterThan(1500);
  });

  it("throw on a malformed line, naming the file and line", () => {
    expect(() => parseStructures("x", "## muscle · ta2\nErector Spinae")).toThrow(/x:2/);
    expect(() => parseStructures("x", "## organ · ta2\nliver")).toThrow(/unknown kind/);
    expect(() => parseStructures("x", "## muscle · nowhere\npsoas")).toThrow(/unknown source/);
    expect(() => parseStructures("x", "psoas")).toThrow(/before any section/);
  });

  it("have every name of a structure mark as every other", () => {
    for (const { names, file, line } of structures().filter((s) => s.names.length > 1)) {
      for (const given of names)
        for (const keyed of names)
          expect(marks(given, key([keyed, 2])), `${file}:${line} ${given} for ${keyed}`).toBe(2);
    }
  });

  it("keep a one-word name out of a group led by another one-word name of ./synonyms.ts", () => {
    const synonymIds = new Set(SYNONYMS.flatMap((g) => g.names.map(idOf)));
    const clashes = structures()
      .filter(({ names }) => names.filter((n) => !n.includes(" ")).length > 1)
      .filter(({ names }) => names.some((n) => synonymIds.has(idOf(n))))
      .map(({ file, line, names }) => `${file}:${line} ${names.join(" = ")}`);
    expect(clashes).toEqual([]);
  });
});

describe("siblings in the data", () => {
  it("never give a mark for one another: a sibling is a different structure", () => {
    // Structures with a parent in common, a few of each parent's: a mark one way only is allowed
    // where the answer names more than the key (its words hold the key's).
    const byParent = new Map<string, string[]>();
    for (const s of structures())
      for (const p of s.parents) byParent.set(p, [...(byParent.get(p) ?? []), s.names[0]!].slice(0, 8));
    const words = (name: string) => new Set(prepare(name, {}).tokens.map((t) => t.w));
    const leaks: string[] = [];
    for (const siblings of byParent.values()) {
      for (const a of siblings) {
        for (const b of siblings) {
          if (a === b || marks(a, key([b, 2])) === 0 || marks(b, key([a, 2])) > 0) continue;
          const given = words(a);
          if (![...words(b)].every((w) => given.has(w))) leaks.push(`${a} for ${b}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });
});

describe("what the marker makes of them", () => {
  it("lets a name carry its kind's word, or leave it out", () => {
    expect(marks("left multifidus muscle", key(["left multifidus", 2]))).toBe(2);
    expect(marks("right splenius capitis", key(["right splenius capitis muscle", 2]))).toBe(2);
    expect(marks("cuboid bone", key(["cuboid", 2]))).toBe(2);
    expect(marks("lingual artery", key(["lingual", 2]))).toBe(0);
  });

  it("lets a name say where the structure is, naming its parent", () => {
    expect(marks("crista galli of the ethmoid bone", key(["crista galli", 2]))).toBe(2);
    expect(marks("left red nucleus of the midbrain", key(["left red nucleus", 2]))).toBe(2);
    expect(marks("hook of the hamate of the wrist", key(["hook of hamate", 2]))).toBe(2);
    expect(marks("uterosacral ligament of the uterus", key(["uterosacral ligament", 2]))).toBe(2);
  });

  it("does not let a parent stand for its part, or a sibling for another", () => {
    expect(marks("ethmoid bone", key(["crista galli", 2]))).toBe(0);
    expect(marks("crista galli of the sphenoid bone", key(["crista galli", 2]))).toBe(0);
    expect(marks("left lateral meniscus", key(["left medial meniscus", 2]))).toBe(0);
    expect(marks("left atrioventricular valve", key(["tricuspid valve", 2]))).toBe(0);
    expect(marks("ulnar nerve", key(["ulna", 2]))).toBe(0);
    expect(marks("supraspinatus muscle", key(["supraspinatus tendon", 2]))).toBe(0);
  });

  it("takes a vertebral level as detail where the key names none, not where it names another", () => {
    expect(marks("L2/3 annulus fibrosus", key(["annulus fibrosus", 2]))).toBe(2);
    expect(marks("T11-T12 intervertebral disc", key(["intervertebral disc", 2]))).toBe(2);
    expect(marks("L2/3 intervertebral disc", key(["L3/4 intervertebral disc", 2]))).toBe(0);
  });
});
