// A folder of one series' DICOM slices: each file's bytes as they are, in viewing order, with where
// each slice sits (docs/decisions/061-question-candidates.md). Only the headers are parsed: the
// pixels are not needed to place an arrow, and the files are copied unchanged.
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import dcmjs, { type DicomElements } from "dcmjs";
import type { MODALITIES } from "~/domain/bank-format";
import { GeometryError, viewingOrder, type SliceGeometry, type Vec3 } from "~/domain/segmentation/geometry";
import { arrayBufferOf, asPart10 } from "~/server/dicom-input.server";
import { looksLikeDicom } from "~/server/dicom-sniff.server";
import { guardDicom } from "~/server/dicom-guard.server";
import { ImageRefusal } from "~/server/image-refusal.server";

export class SeriesError extends Error {}

export type SeriesFile = { name: string; bytes: Buffer };

export type Series = {
  /** The files in viewing order, and each one's slice geometry. */
  files: SeriesFile[];
  slices: SliceGeometry[];
  modality: (typeof MODALITIES)[number];
  contrast: boolean;
  bodyPart?: string;
  frameOfReference?: string;
  /** A short hash of every file's bytes in order: the same series gives the same drafts' codes. */
  fingerprint: string;
};

/** DICOM's Modality (0008,0060) as the bank names it. */
const BANK_MODALITIES: Record<string, Series["modality"]> = {
  CT: "CT",
  MR: "MRI",
  US: "Ultrasound",
  XA: "Angiography",
  RF: "Fluoroscopy",
  CR: "Radiograph",
  DX: "Radiograph",
  MG: "Mammography",
  NM: "Nuclear medicine",
  PT: "Nuclear medicine",
};

const values = (dict: DicomElements, tag: string) => (dict[tag]?.Value ?? []) as unknown[];
const numbers = (dict: DicomElements, tag: string) => values(dict, tag).map(Number);
export const textOf = (dict: DicomElements, tag: string) => {
  const value = values(dict, tag)[0];
  return typeof value === "string" ? value.trim() : undefined;
};

/** A DICOM file's dataset without its pixel data, after the same guards as every DICOM file the bank reads. */
export function dicomHeader(bytes: Buffer, name: string, withPixels = false): DicomElements {
  try {
    const file = guardDicom(asPart10(bytes));
    return dcmjs.data.DicomMessage.readFile(arrayBufferOf(file), withPixels ? {} : { untilTag: "7FE00010" }).dict;
  } catch (error) {
    const why = error instanceof ImageRefusal ? error.message : "it is damaged or cut short";
    throw new SeriesError(`${name}: cannot be read as DICOM: ${why}`);
  }
}

/** Where a slice sits, from ImagePositionPatient, ImageOrientationPatient, PixelSpacing, Rows and Columns. */
export function sliceGeometry(dict: DicomElements, name: string): SliceGeometry {
  const position = numbers(dict, "00200032");
  const orientation = numbers(dict, "00200037");
  const spacing = numbers(dict, "00280030");
  const rows = numbers(dict, "00280010")[0] ?? 0;
  const columns = numbers(dict, "00280011")[0] ?? 0;
  if (
    position.length !== 3 ||
    orientation.length !== 6 ||
    spacing.length !== 2 ||
    ![...position, ...orientation, ...spacing].every(Number.isFinite) ||
    spacing.some((s) => s <= 0) ||
    rows < 1 ||
    columns < 1
  ) {
    throw new SeriesError(
      `${name}: says not where it lies in the patient (ImagePositionPatient, ImageOrientationPatient, PixelSpacing): a label map cannot be laid over it`,
    );
  }
  return {
    position: position as Vec3,
    rowDirection: orientation.slice(0, 3) as Vec3,
    columnDirection: orientation.slice(3) as Vec3,
    spacing: spacing as [number, number],
    rows,
    columns,
  };
}

/** Reads every DICOM file directly in the folder (other files are listed in `ignored`) as one series. */
export async function readSeries(dir: string): Promise<Series & { ignored: string[] }> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => {
    throw new SeriesError(`${dir}: no such folder`);
  });
  const ignored: string[] = [];
  const files: SeriesFile[] = [];
  for (const entry of entries.filter((e) => e.isFile()).sort((a, b) => a.name.localeCompare(b.name))) {
    const bytes = await readFile(path.join(dir, entry.name));
    if (entry.name.startsWith(".") || entry.name.toUpperCase() === "DICOMDIR" || !looksLikeDicom(bytes)) {
      ignored.push(entry.name);
      continue;
    }
    files.push({ name: entry.name, bytes });
  }
  if (files.length === 0) throw new SeriesError(`${dir}: holds no DICOM files`);
  return { ...seriesOf(files, dir), ignored };
}

/** DICOM files of one series, in any order, as a series; `where` names them in messages (a folder, an upload). */
export function seriesOf(files: readonly SeriesFile[], where: string): Series {
  const read = files.map((file) => ({ file, dict: dicomHeader(file.bytes, file.name) }));
  const frames = read.find(({ dict }) => (numbers(dict, "00280008")[0] ?? 1) > 1);
  if (frames) throw new SeriesError(`${frames.file.name}: holds several frames: export the series as one file a slice`);
  const [first] = read;
  const modalityCode = textOf(first!.dict, "00080060")?.toUpperCase() ?? "";
  const modality = BANK_MODALITIES[modalityCode];
  if (!modality)
    throw new SeriesError(`${first!.file.name}: modality ${modalityCode || "(none)"} is not one the bank holds`);
  const frameOfReference = textOf(first!.dict, "00200052") || undefined;
  for (const { file, dict } of read) {
    if (
      (textOf(dict, "00080060")?.toUpperCase() ?? "") !== modalityCode ||
      (textOf(dict, "00200052") || undefined) !== frameOfReference
    )
      throw new SeriesError(
        `${file.name}: belongs to another series than ${first!.file.name}: give one series a folder`,
      );
  }
  const slices = read.map(({ file, dict }) => sliceGeometry(dict, file.name));
  let order: number[];
  try {
    order = viewingOrder(slices);
  } catch (error) {
    if (error instanceof GeometryError) throw new SeriesError(`${where}: ${error.message}`);
    throw error;
  }
  const ordered = order.map((i) => read[i]!.file);
  const hash = createHash("sha256");
  for (const file of ordered) hash.update(file.bytes);
  return {
    files: ordered,
    slices: order.map((i) => slices[i]!),
    modality,
    contrast: Boolean(textOf(first!.dict, "00180010")),
    bodyPart: textOf(first!.dict, "00180015") || undefined,
    frameOfReference,
    fingerprint: hash.digest("hex").slice(0, 6).toUpperCase(),
  };
}
