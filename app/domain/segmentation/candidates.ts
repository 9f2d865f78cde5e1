// Draft questions from a label map laid over a series (docs/decisions/061-question-candidates.md): one
// a structure big enough to arrow, on the slice where it is best seen, keyed in the exam's words.
import type { MODALITIES } from "~/domain/bank-format";
import { bestSlice, placeArrow, type Pixel } from "./arrow-placement";
import { examName, isMidline, type Side, type WindowKind } from "./exam-names";
import { patientPoint, planeName, type SliceGeometry } from "./geometry";
import type { LabelSlices } from "./labels";

export type SeriesFacts = {
  /** The slices in viewing order, as their headers place them. */
  slices: SliceGeometry[];
  modality: (typeof MODALITIES)[number];
  contrast: boolean;
  /** BodyPartExamined, when the file gives one. */
  bodyPart?: string;
};

/** A draft as bank.jsonl holds it, less the series' file names (added where the package is written). */
export type Candidate = {
  code: string;
  status: "draft";
  stem: string;
  modality: SeriesFacts["modality"];
  categories: string[];
  access: "premium";
  image: {
    slice: number;
    arrows: { tip: [number, number]; tail: [number, number] }[];
    window?: { center: number; width: number };
  };
  answers: { text: string; marks: 1 | 2 }[];
  explanation: string;
};

export type Passed = { label: number; className: string; reason: string };

const WINDOWS: Record<WindowKind, { center: number; width: number; name: string }> = {
  "soft tissue": { center: 40, width: 400, name: "soft-tissue window" },
  bone: { center: 300, width: 1500, name: "bone window" },
  lung: { center: -600, width: 1500, name: "lung window" },
};

/** BodyPartExamined's defined terms (PS3.16 CID 4031) that name a region a stem can say. */
const REGIONS: Record<string, string> = {
  HEAD: "the head",
  BRAIN: "the brain",
  NECK: "the neck",
  HEADNECK: "the head and neck",
  CHEST: "the thorax",
  THORAX: "the thorax",
  ABDOMEN: "the abdomen",
  PELVIS: "the pelvis",
  CHESTABDOMEN: "the thorax and abdomen",
  ABDOMENPELVIS: "the abdomen and pelvis",
  CHESTABDPELVIS: "the thorax, abdomen and pelvis",
};

const round = (n: number) => Math.round(n * 10_000) / 10_000;

/** A draft's stack: the arrowed slice and ten either side, enough to scroll through the structure. */
export const STACK_SLICES = 21;

/**
 * The slices (0-based, first and last included) a draft's stack holds: STACK_SLICES centred on the
 * arrowed slice, moved inwards at the series' ends; the whole series when it is no longer.
 */
export function stackAround(slice: number, sliceCount: number, size = STACK_SLICES) {
  if (sliceCount <= size) return { first: 0, last: sliceCount - 1 };
  const first = Math.min(Math.max(0, slice - Math.floor(size / 2)), sliceCount - size);
  return { first, last: first + size - 1 };
}

function stem(series: SeriesFacts, window: WindowKind) {
  const region = series.bodyPart ? REGIONS[series.bodyPart.toUpperCase().replace(/[^A-Z]/g, "")] : undefined;
  const kind = `${series.contrast ? "contrast-enhanced " : ""}${series.modality}`;
  const shown = series.modality === "CT" ? `, ${WINDOWS[window].name}` : "";
  return `${planeName(series.slices[0]!)} ${kind}${region ? ` of ${region}` : ""}${shown}. Name the arrowed structure.`;
}

/** The patient's side of a point, against the midline structures on its slice (or on any slice). */
function sideOf(labels: LabelSlices, series: SeriesFacts, slice: number, tip: Pixel): Side | undefined {
  const geometry = series.slices[slice]!;
  const midline = [...labels.names].filter(([, name]) => isMidline(name)).map(([label]) => label);
  const onSlice = (s: number) => {
    let sum = 0;
    let count = 0;
    for (const label of midline) {
      const mask = labels.mask(label, s);
      if (!mask) continue;
      for (let i = 0; i < mask.length; i++) {
        if (!mask[i]) continue;
        sum += patientPoint(series.slices[s]!, i % labels.columns, Math.floor(i / labels.columns))[0];
        count++;
      }
    }
    return count ? sum / count : undefined;
  };
  const centre = onSlice(slice) ?? series.slices.map((_, s) => onSlice(s)).find((x) => x !== undefined);
  if (centre === undefined) return undefined;
  // LPS: x grows to the patient's left.
  return patientPoint(geometry, tip.column, tip.row)[0] > centre ? "left" : "right";
}

/**
 * Every structure of the label map as a draft, or the reason it is passed over. `codePrefix` ties a
 * series' drafts together (and to their next run, so a new run updates them instead of adding more).
 */
export function draftCandidates(labels: LabelSlices, series: SeriesFacts, codePrefix: string) {
  const candidates: Candidate[] = [];
  const passed: Passed[] = [];
  const unknown: Passed[] = [];
  const { rows, columns } = labels;
  const spacing = series.slices[0]!.spacing;
  for (const [label, counts] of [...labels.areas].sort((a, b) => a[0] - b[0])) {
    const className = labels.names.get(label) ?? `label ${label}`;
    const named = examName(className);
    if (named.kind === "unknown") {
      unknown.push({ label, className, reason: "not in the name map" });
      continue;
    }
    if (named.kind === "skipped") {
      passed.push({ label, className, reason: named.reason });
      continue;
    }
    const best = bestSlice(counts, (slice) => labels.mask(label, slice), rows, columns);
    const arrow =
      best && placeArrow(best.piece, best.own, labels.others(label, best.slice), { rows, columns, spacing });
    if (!best || !arrow) {
      passed.push({ label, className, reason: "too small to arrow on any slice" });
      continue;
    }
    let name = named.name;
    if (name.needsSide) {
      const side = sideOf(labels, series, best.slice, arrow.tip);
      const sided = side ? examName(className, side) : undefined;
      if (sided?.kind !== "named") {
        passed.push({ label, className, reason: "no midline structure to tell its side from" });
        continue;
      }
      name = sided.name;
    }
    const window = series.modality === "CT" ? WINDOWS[name.window] : undefined;
    candidates.push({
      code: `${codePrefix}-${String(label).padStart(3, "0")}`,
      status: "draft",
      stem: stem(series, name.window),
      modality: series.modality,
      categories: [name.category],
      access: "premium",
      image: {
        slice: best.slice + 1,
        arrows: [
          {
            tip: [round((arrow.tip.column + 0.5) / columns), round((arrow.tip.row + 0.5) / rows)],
            tail: [round((arrow.tail.column + 0.5) / columns), round((arrow.tail.row + 0.5) / rows)],
          },
        ],
        ...(window ? { window: { center: window.center, width: window.width } } : {}),
      },
      answers: name.answers,
      explanation: "",
    });
  }
  return { candidates, passed, unknown };
}
