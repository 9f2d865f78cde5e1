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
};

export const WINDOW_PRESETS = [
  { name: "Brain", center: 40, width: 80 },
  { name: "Soft tissue", center: 40, width: 400 },
  { name: "Lung", center: -600, width: 1500 },
  { name: "Bone", center: 400, width: 1800 },
  { name: "Liver", center: 60, width: 160 },
] as const;

export type FieldErrors = Record<string, string>;

export const ACCESS_OPTIONS = [
  { value: "free", label: "Free" },
  { value: "high_yield", label: "Last Minute" },
  { value: "premium", label: "Full Access" },
] satisfies Array<{ value: keyof typeof ACCESS_LEVELS; label: string }>;
