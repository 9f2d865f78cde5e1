// The starter bank is plain data: categories, questions with their answer keys, and the scene each
// question's image is drawn from. db/seed/seed.ts writes it to the database; db/seed/images renders
// the images. Nothing here touches I/O.
import type { AccessLevel } from "../../../app/domain/access";

export const CATEGORY_NAMES = [
  "Neuroanatomy",
  "Head and Neck",
  "Spine",
  "Thorax",
  "Cardiac",
  "Vascular",
  "Gastrointestinal",
  "Hepatobiliary and Pancreas",
  "Genitourinary",
  "Upper Limb",
  "Lower Limb",
  "Paediatrics",
] as const;

export type CategoryName = (typeof CATEGORY_NAMES)[number];

export type Modality = "X-ray" | "CT" | "MRI" | "Ultrasound" | "Fluoroscopy" | "Angiography";

export type { AccessLevel };

/** One row of the answer key, as an author enters it: the text and the marks it earns (2 full, 1 partial). */
export type SeedAnswer = {
  text: string;
  marks: 1 | 2;
};

export type SeedQuestion = {
  /** Stable, unique code, e.g. "NEU-001". Also the image's file name. */
  code: string;
  /** What the trainee reads above the image, e.g. "Axial T2-weighted MRI of the brain. Name the arrowed structure." */
  title: string;
  modality: Modality;
  accessLevel: AccessLevel;
  categories: CategoryName[];
  /** Answer key: at least one 2-mark row; 1-mark rows where the college would give 1; synonyms as extra rows. */
  answers: SeedAnswer[];
  /** A short teaching explanation shown after answering (2–4 sentences). */
  explanation: string;
  /** Which scene the image is drawn from and which of its named points the arrow marks. */
  image: { scene: string; target: string };
  /** Demo mock this question belongs to, if any (questions in a mock leave the practice pools). */
  mock?: 1 | 2;
};

/** A point in a scene, in the scene's own pixel space; `from` is the direction the arrow comes from. */
export type ScenePoint = {
  x: number;
  y: number;
  from?: "n" | "ne" | "e" | "se" | "s" | "sw" | "w" | "nw";
};

/**
 * A drawn image: greyscale on black in the look of its modality. `svg` returns the body of an SVG
 * (no outer <svg> element) in a width × height box; `points` names every structure an arrow may mark.
 */
export type Scene = {
  id: string;
  modality: Modality;
  width: number;
  height: number;
  svg: () => string;
  points: Record<string, ScenePoint>;
};
