// A full mock paper balanced as the exam is (product-rules#mock-blueprint, docs/decisions/066-mocks-at-the-exams-pace.md):
// about a third each of plain films, contrast studies and cross-sectional images, and a quarter each of
// head, neck and spine; chest and cardiovascular; abdomen and pelvis; musculoskeletal. Pure: the
// console's server part reads the bank and writes the paper.
import { MOCK_QUESTIONS } from "./timer";

export const MODALITY_GROUPS = [
  { id: "plain", label: "plain films" },
  { id: "contrast", label: "contrast studies" },
  { id: "cross", label: "cross-sectional" },
] as const;

export const REGIONS = [
  { id: "head", label: "head, neck and spine" },
  { id: "chest", label: "chest and cardiovascular" },
  { id: "abdomen", label: "abdomen and pelvis" },
  { id: "msk", label: "musculoskeletal" },
] as const;

export type ModalityGroup = (typeof MODALITY_GROUPS)[number]["id"];
export type Region = (typeof REGIONS)[number]["id"];

const MODALITY_WORDS: [RegExp, ModalityGroup][] = [
  [/radiograph|x-?ray|plain film/i, "plain"],
  // Sectional first: a CT or MR angiogram is a cross-sectional image.
  [/\bct\b|computed tomography|\bmri?\b|magnetic resonance|ultrasound|\bus\b|sonograph/i, "cross"],
  [/fluoro|angio|contrast|barium|urogra|venogra|arthrogra|sialogra|cholangio|myelogra|hysterosalpingo/i, "contrast"],
];

/** The blueprint's group for a question's modality ("Radiograph" → plain films); null when it fits none. */
export function modalityGroup(modality: string): ModalityGroup | null {
  return MODALITY_WORDS.find(([words]) => words.test(modality))?.[1] ?? null;
}

const REGION_OF_CATEGORY: Record<string, Region> = {
  neuroanatomy: "head",
  "head and neck": "head",
  spine: "head",
  thorax: "chest",
  cardiac: "chest",
  vascular: "chest",
  gastrointestinal: "abdomen",
  "hepatobiliary and pancreas": "abdomen",
  genitourinary: "abdomen",
  "upper limb": "msk",
  "lower limb": "msk",
};

/** The blueprint's region for a question, from the first of its categories that names one; null otherwise. */
export function regionOf(categoryNames: readonly string[]): Region | null {
  for (const name of categoryNames) {
    const region = REGION_OF_CATEGORY[name.trim().toLowerCase()];
    if (region) return region;
  }
  return null;
}

/** Shares of `total` as whole questions, the remainder going to the last groups: 100 → 33, 33, 34. */
function shares<T extends string>(ids: readonly T[], total: number): Record<T, number> {
  const base = Math.floor(total / ids.length);
  const extra = total - base * ids.length;
  return Object.fromEntries(ids.map((id, i) => [id, base + (i >= ids.length - extra ? 1 : 0)])) as Record<T, number>;
}

/** How many questions of each group and region a balanced paper of `total` holds. */
export function blueprintTargets(total = MOCK_QUESTIONS) {
  return {
    modality: shares(
      MODALITY_GROUPS.map((g) => g.id),
      total,
    ),
    region: shares(
      REGIONS.map((r) => r.id),
      total,
    ),
  };
}

export type Candidate = { id: string; modality: ModalityGroup | null; region: Region | null };

export type Composition = { ok: true; chosen: string[] } | { ok: false; short: string[] };

/**
 * The questions to add to `current` for a balanced 100-question paper, drawn from `available`, or what
 * is short. The paper's questions already there stay and count towards the blueprint. Which cells
 * (group × region) to fill is a flow problem: groups send their targets through the cells, as far as
 * the bank holds questions there, to the regions' targets; a full flow is a balanced paper.
 */
export function composeBalanced(
  current: readonly Candidate[],
  available: readonly Candidate[],
  random: () => number = Math.random,
): Composition {
  const targets = blueprintTargets();
  const need = { modality: { ...targets.modality }, region: { ...targets.region } };
  const short: string[] = [];
  for (const q of current) {
    if (!q.modality || !q.region) {
      short.push(
        `this paper already holds a question outside the blueprint (no plain, contrast or cross-sectional modality, or no region)`,
      );
      continue;
    }
    need.modality[q.modality]--;
    need.region[q.region]--;
  }
  for (const g of MODALITY_GROUPS)
    if (need.modality[g.id] < 0) short.push(`this paper already holds more ${g.label} than a balanced paper`);
  for (const r of REGIONS)
    if (need.region[r.id] < 0) short.push(`this paper already holds more ${r.label} than a balanced paper`);
  if (short.length > 0) return { ok: false, short: [...new Set(short)] };

  const pool = available.filter((q) => q.modality && q.region && !current.some((c) => c.id === q.id));
  const cells = new Map<string, Candidate[]>();
  for (const q of pool) {
    const key = `${q.modality}:${q.region}`;
    cells.set(key, [...(cells.get(key) ?? []), q]);
  }

  for (const g of MODALITY_GROUPS) {
    const have = pool.filter((q) => q.modality === g.id).length;
    if (have < need.modality[g.id]) short.push(`${g.label}: ${have} of ${need.modality[g.id]} needed`);
  }
  for (const r of REGIONS) {
    const have = pool.filter((q) => q.region === r.id).length;
    if (have < need.region[r.id]) short.push(`${r.label}: ${have} of ${need.region[r.id]} needed`);
  }
  if (short.length > 0) return { ok: false, short };

  const counts = fillCells(need, (g, r) => cells.get(`${g}:${r}`)?.length ?? 0);
  const wanted = Object.values(need.modality).reduce((a, b) => a + b, 0);
  const placed = counts.reduce((sum, c) => sum + c.n, 0);
  if (placed < wanted)
    return {
      ok: false,
      short: [
        `the published questions do not combine: ${wanted - placed} more are needed in the groups and regions that are short together`,
      ],
    };

  const chosen = counts.flatMap(({ g, r, n }) => (n > 0 ? shuffle(cells.get(`${g}:${r}`)!, random).slice(0, n) : []));
  return { ok: true, chosen: shuffle(chosen, random).map((q) => q.id) };
}

type Need = { modality: Record<ModalityGroup, number>; region: Record<Region, number> };

/** How many questions each cell gives: a maximum flow from the groups' needs through the cells to the regions'. */
function fillCells(need: Need, capacity: (g: ModalityGroup, r: Region) => number) {
  const flow = new Map<string, number>();
  const used = (g: ModalityGroup, r: Region) => flow.get(`${g}:${r}`) ?? 0;
  const sentFrom = (g: ModalityGroup) => REGIONS.reduce((sum, r) => sum + used(g, r.id), 0);
  const sentTo = (r: Region) => MODALITY_GROUPS.reduce((sum, g) => sum + used(g.id, r), 0);

  // Augmenting paths group → region, possibly moving earlier flow back (group → region ← group → region …).
  for (;;) {
    const from = new Map<string, string | null>(); // node → the node it was reached from
    const queue: string[] = [];
    for (const g of MODALITY_GROUPS)
      if (sentFrom(g.id) < need.modality[g.id]) {
        from.set(`g:${g.id}`, null);
        queue.push(`g:${g.id}`);
      }
    let end: string | null = null;
    while (queue.length > 0 && !end) {
      const node = queue.shift()!;
      const [kind, id] = node.split(":") as ["g" | "r", string];
      if (kind === "g") {
        for (const r of REGIONS) {
          const next = `r:${r.id}`;
          if (!from.has(next) && used(id as ModalityGroup, r.id) < capacity(id as ModalityGroup, r.id)) {
            from.set(next, node);
            if (sentTo(r.id) < need.region[r.id]) end = next;
            queue.push(next);
          }
        }
      } else {
        for (const g of MODALITY_GROUPS) {
          const next = `g:${g.id}`;
          if (!from.has(next) && used(g.id, id as Region) > 0) {
            from.set(next, node);
            queue.push(next);
          }
        }
      }
    }
    if (!end) break;
    // One question along the path: forward edges gain one, backward edges give one back.
    for (let node: string = end; from.get(node); node = from.get(node)!) {
      const prev = from.get(node)!;
      const [a, b] = [prev.slice(2), node.slice(2)];
      if (prev.startsWith("g:")) flow.set(`${a}:${b}`, used(a as ModalityGroup, b as Region) + 1);
      else flow.set(`${b}:${a}`, used(b as ModalityGroup, a as Region) - 1);
    }
  }
  return MODALITY_GROUPS.flatMap((g) => REGIONS.map((r) => ({ g: g.id, r: r.id, n: used(g.id, r.id) })));
}

function shuffle<T>(items: readonly T[], random: () => number) {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** How a paper stands against the blueprint: its count in each group and region beside the target. */
export function paperBalance(paper: readonly Candidate[]) {
  const targets = blueprintTargets();
  return {
    modality: MODALITY_GROUPS.map((g) => ({
      label: g.label,
      have: paper.filter((q) => q.modality === g.id).length,
      target: targets.modality[g.id],
    })),
    region: REGIONS.map((r) => ({
      label: r.label,
      have: paper.filter((q) => q.region === r.id).length,
      target: targets.region[r.id],
    })),
    outside: paper.filter((q) => !q.modality || !q.region).length,
  };
}
