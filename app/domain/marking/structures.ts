// Anatomy's vocabulary as data (./data/*.ts): the structures of the syllabus by kind, their exact
// synonyms and their parents. Each data file is plain text an author can read and extend:
//
//   ## muscle · ta2                         a section: the kind of structure, then its source (./sources.ts)
//   erector spinae                          one structure a line (or several, separated by commas)
//   anterior scalene = scalenus anterior    " = " between names of the same structure (EXACT synonyms only)
//   clivus < occipital bone; skull          " < " then its parents, separated by semicolons
//
// What the marker does with it: the kind's own word ("muscle", "bone", "artery") may be added to or
// left out of a name of that kind ("erector spinae muscle"); a parent's words may be added ("clivus of
// the occipital bone"), since they only say where the structure is; the names of one line mark
// alike. A parent is less specific than its part and a sibling is another structure: neither is
// written here as a synonym. Kinds "part" and "region" have no word of their own.
import { SOURCES, type SourceId } from "./sources";
import { BRAIN, BRAIN_MORE } from "./data/brain";
import { HEAD_NECK, HEAD_NECK_MORE } from "./data/head-neck";
import { THORAX, THORAX_MORE } from "./data/thorax";
import { ABDOMEN_PELVIS, ABDOMEN_PELVIS_MORE } from "./data/abdomen-pelvis";
import { LIMBS, LIMBS_MORE } from "./data/limbs";
import { SPINE } from "./data/spine";

export const KINDS = [
  "muscle",
  "tendon",
  "bone",
  "ligament",
  "joint",
  "artery",
  "vein",
  "nerve",
  "gland",
  "cartilage",
  "duct",
  "sinus",
  "nucleus",
  "gyrus",
  "sulcus",
  "foramen",
  "canal",
  "fissure",
  "suture",
  "bursa",
  "node",
  "part",
  "region",
] as const;

export type Kind = (typeof KINDS)[number];

export type Structure = {
  names: string[];
  parents: string[];
  kind: Kind;
  source: SourceId;
  file: string;
  line: number;
};

/** The data files, by name: each is the text of one region of the syllabus. */
export const STRUCTURE_FILES: Record<string, string> = {
  brain: BRAIN,
  "brain-more": BRAIN_MORE,
  "head-neck": HEAD_NECK,
  "head-neck-more": HEAD_NECK_MORE,
  spine: SPINE,
  thorax: THORAX,
  "thorax-more": THORAX_MORE,
  "abdomen-pelvis": ABDOMEN_PELVIS,
  "abdomen-pelvis-more": ABDOMEN_PELVIS_MORE,
  limbs: LIMBS,
  "limbs-more": LIMBS_MORE,
};

/** Reads one data file; a malformed line throws with its file and line, so a slip is found at once. */
export function parseStructures(file: string, text: string): Structure[] {
  const out: Structure[] = [];
  let section: { kind: Kind; source: SourceId } | null = null;
  text.split("\n").forEach((raw, index) => {
    const line = raw.trim();
    const where = `${file}:${index + 1}`;
    if (!line || (line.startsWith("#") && !line.startsWith("##"))) return;
    if (line.startsWith("##")) {
      const match = /^##\s*([a-z]+)\s*·\s*([a-z0-9]+)\s*$/.exec(line);
      if (!match) throw new Error(`${where}: a section is "## kind · source"`);
      const [, kind, source] = match;
      if (!(KINDS as readonly string[]).includes(kind!)) throw new Error(`${where}: unknown kind "${kind}"`);
      if (!(source! in SOURCES)) throw new Error(`${where}: unknown source "${source}"`);
      section = { kind: kind as Kind, source: source as SourceId };
      return;
    }
    if (!section) throw new Error(`${where}: a structure before any section`);
    for (const item of line.split(",")) {
      const [namesPart, parentsPart] = item.split("<");
      const names = namesPart!.split("=").map((n) => n.trim());
      const parents = parentsPart === undefined ? [] : parentsPart.split(";").map((p) => p.trim());
      if ([...names, ...parents].some((n) => !/^[a-z0-9][a-z0-9 '-]*[a-z0-9]$/.test(n)))
        throw new Error(`${where}: "${item.trim()}" has an empty or malformed name (lower case words only)`);
      out.push({ names, parents, ...section, file, line: index + 1 });
    }
  });
  return out;
}

let parsed: Structure[] | null = null;

/** Every structure of every data file. */
export function structures(): Structure[] {
  parsed ??= Object.entries(STRUCTURE_FILES).flatMap(([file, text]) => parseStructures(file, text));
  return parsed;
}
