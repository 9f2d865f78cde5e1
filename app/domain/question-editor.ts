// What the question editor's form holds and offers, shared by the console's server code and its screen.
import { ACCESS_LEVELS } from "./bank-format";

export { MAX_ARROWS } from "./bank-format";

/** The largest image the editor takes in one upload (a mammogram DICOM fits). */
export const MAX_IMAGE_BYTES = 64 * 1024 ** 2;
/** Blank answer rows the form shows without JavaScript, to add accepted answers. */
export const BLANK_ANSWER_ROWS = 3;

export type AnswerRow = { text: string; marks: string };
export type ArrowRow = { tipX: string; tipY: string; tailX: string; tailY: string };

/** Everything the editor's form holds, as typed (strings), so a re-render keeps it. */
export type EditorValues = {
  code: string;
  status: string;
  stem: string;
  modality: string;
  categories: string[];
  access: string;
  explanation: string;
  source: string;
  licence: string;
  windowCenter: string;
  windowWidth: string;
  answers: AnswerRow[];
  arrows: ArrowRow[];
  /** The uploaded image waiting to be saved with the question (a key under console-uploads/). */
  pendingImage: string;
  /** A series uploaded as several files or a zip, in viewing order: its slices' keys under console-uploads/. */
  pendingSeries: string[];
  /** A stack's arrowed slice, 1-based, as typed. */
  slice: string;
  burnedInConfirmed: boolean;
  tryAnswer: string;
  /** The waiting upload's windows and modality (UploadedImage as JSON), carried between submits. */
  uploadedImage: string;
};

/** Hounsfield windows: CT's alone, since no other modality's values are Hounsfield units. */
export const CT_WINDOW_PRESETS = [
  { name: "Brain", center: 40, width: 80 },
  { name: "Soft tissue", center: 40, width: 400 },
  { name: "Lung", center: -600, width: 1500 },
  { name: "Bone", center: 400, width: 1800 },
  { name: "Liver", center: 60, width: 160 },
] as const;

type Window = { center: number; width: number };

/** What the editor knows of an uploaded DICOM: its Modality tag, its own windows and its full range. */
export type UploadedImage = { modality: string; windows: Window[]; fullRange: Window | null };

export type WindowChoice = { label: string; center: number; width: number };

const rounded = (n: number) => Math.round(n * 100) / 100;

/**
 * The windows the editor offers, the file's own first: then CT's Hounsfield presets for a CT (the
 * upload's Modality tag, else the question's modality), then the image's full range.
 */
export function windowChoices(image: UploadedImage | null, questionModality: string): WindowChoice[] {
  const own = (image?.windows ?? []).map((w, i, all) => ({
    label: `The file's window${all.length > 1 ? ` ${i + 1}` : ""}`,
    center: rounded(w.center),
    width: rounded(w.width),
  }));
  const ct = (image ? image.modality === "CT" : questionModality === "CT")
    ? CT_WINDOW_PRESETS.map((p) => ({ label: p.name, center: p.center, width: p.width }))
    : [];
  const full = image?.fullRange
    ? [{ label: "Full range", center: rounded(image.fullRange.center), width: rounded(image.fullRange.width) }]
    : [];
  return [...own, ...ct, ...full];
}

export type FieldErrors = Record<string, string>;

export const ACCESS_OPTIONS = [
  { value: "free", label: "Free" },
  { value: "high_yield", label: "Last Minute" },
  { value: "premium", label: "Full Access" },
] satisfies Array<{ value: keyof typeof ACCESS_LEVELS; label: string }>;
