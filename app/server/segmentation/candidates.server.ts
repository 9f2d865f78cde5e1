// Draft questions from a series and its label map, written as a bank package
// (docs/decisions/061-question-candidates.md): bank.jsonl, and the series' files its stacks name, copied unchanged.
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { BANK_FILE } from "~/domain/bank-format";
import { draftCandidates, stackAround, type Candidate, type Passed } from "~/domain/segmentation/candidates";
import { readSegLabels, isDicom } from "./dicom-seg.server";
import { isNifti, LabelMapError, readNiftiLabels } from "./nifti.server";
import { readSeries, SeriesError, type Series } from "./series.server";

export { LabelMapError, SeriesError };

export class CandidatesError extends Error {}

export type CandidateOptions = {
  /** labels.json: label number → class name, over the names the label map carries. */
  labelsFile?: string;
  source?: string;
  licence?: string;
};

export type CandidateReport = {
  drafts: number;
  slices: number;
  modality: Series["modality"];
  codePrefix: string;
  passed: Passed[];
  unknown: Passed[];
  ignored: string[];
};

async function readNames(file: string): Promise<Map<number, string>> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    throw new CandidatesError(`${file}: not a readable JSON file of label numbers and class names`);
  }
  return labelNames(text, file);
}

/** labels.json's text (label number → class name), checked; `name` names it in messages. */
export function labelNames(text: string, name: string): Map<number, string> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CandidatesError(`${name}: not a readable JSON file of label numbers and class names`);
  }
  if (!json || typeof json !== "object" || Array.isArray(json))
    throw new CandidatesError(`${name}: must be an object of label numbers and class names, like {"1": "spleen"}`);
  const names = new Map<number, string>();
  for (const [key, value] of Object.entries(json)) {
    if (!/^\d+$/.test(key) || typeof value !== "string" || !value.trim())
      throw new CandidatesError(`${name}: "${key}" must be a label number naming a class, like "1": "spleen"`);
    names.set(Number(key), value.trim());
  }
  return names;
}

/** Package paths for the series' files: their own names where the bank can hold them, else numbered. */
function packagePaths(series: Series) {
  const safe = series.files.every((file) => /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(file.name));
  const width = String(series.files.length).length;
  return series.files.map((file, index) =>
    path.posix.join("series", safe ? file.name : `slice-${String(index + 1).padStart(Math.max(3, width), "0")}.dcm`),
  );
}

export type DraftPackage = {
  /** bank.jsonl's text, a draft a line. */
  jsonl: string;
  /** The series' files the stacks name, by their path in the package, unchanged. */
  files: Map<string, Buffer>;
  report: Omit<CandidateReport, "ignored">;
};

/** The drafts of a series and its label map (NIfTI or DICOM SEG, told apart by their bytes), as a package. */
export function draftPackage(
  series: Series,
  labelMap: { name: string; bytes: Buffer },
  options: Omit<CandidateOptions, "labelsFile"> & { names?: Map<number, string> } = {},
): DraftPackage {
  const { bytes } = labelMap;
  const labels = isNifti(bytes)
    ? readNiftiLabels(bytes, series.slices, options.names)
    : isDicom(bytes)
      ? readSegLabels(bytes, series.slices, series.frameOfReference, options.names)
      : undefined;
  if (!labels)
    throw new LabelMapError(`${labelMap.name}: is neither a NIfTI label map (.nii, .nii.gz) nor a DICOM SEG`);
  const codePrefix = `SEG-${series.fingerprint}`;
  const { candidates, passed, unknown } = draftCandidates(labels, series, codePrefix);
  const paths = packagePaths(series);
  const used = new Set<number>();
  const line = (candidate: Candidate) => {
    const { slice, ...image } = candidate.image;
    const { first, last } = stackAround(slice - 1, paths.length);
    for (let i = first; i <= last; i++) used.add(i);
    return JSON.stringify({
      ...candidate,
      image: {
        series: paths.slice(first, last + 1),
        slice: slice - first,
        ...image,
        ...(options.source ? { source: options.source } : {}),
        ...(options.licence ? { licence: options.licence } : {}),
      },
    });
  };
  const jsonl = candidates.map((c) => `${line(c)}\n`).join("");
  const files = new Map([...used].sort((a, b) => a - b).map((i) => [paths[i]!, series.files[i]!.bytes]));
  return {
    jsonl,
    files,
    report: {
      drafts: candidates.length,
      slices: series.files.length,
      modality: series.modality,
      codePrefix,
      passed,
      unknown,
    },
  };
}

/** Reads the series and its label map, and writes the drafts into `outDir`, which must be new or empty. */
export async function writeCandidates(
  seriesDir: string,
  labelMap: string,
  outDir: string,
  options: CandidateOptions = {},
): Promise<CandidateReport> {
  const existing = await readdir(outDir).catch(() => []);
  if (existing.length) throw new CandidatesError(`${outDir}: is not empty: give a new folder for the drafts`);
  const names = options.labelsFile ? await readNames(options.labelsFile) : undefined;
  const series = await readSeries(seriesDir);
  const bytes = await readFile(labelMap).catch(() => {
    throw new CandidatesError(`${labelMap}: no such file`);
  });
  const drafts = draftPackage(series, { name: labelMap, bytes }, { ...options, names });
  await mkdir(path.join(outDir, "series"), { recursive: true });
  for (const [file, content] of drafts.files) await writeFile(path.join(outDir, file), content);
  await writeFile(path.join(outDir, BANK_FILE), drafts.jsonl);
  return { ...drafts.report, ignored: series.ignored };
}
