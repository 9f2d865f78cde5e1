// A series and its label map uploaded in the console (docs/decisions/072-drafts-in-the-console.md): the
// same drafts as bank:candidates, made in memory as a package for the bank's own import. Drafts whose
// code is already in the bank are left out (product-rules#segmentation-drafts).
import { inArray } from "drizzle-orm";
import * as s from "../../../db/schema";
import type { BankPackage } from "~/server/bank-package.server";
import { getDb } from "~/server/db.server";
import { looksLikeDicom } from "~/server/dicom-sniff.server";
import { ImageRefusal } from "~/server/image-refusal.server";
import { unpackSeries } from "~/server/stack-upload.server";
import {
  CandidatesError,
  draftPackage,
  labelNames,
  LabelMapError,
  SeriesError,
  type DraftPackage,
} from "./candidates.server";
import { seriesOf, type SeriesFile } from "./series.server";

export type DraftField = "series" | "labelMap" | "labels";

/** An upload refused, with the field whose file is at fault. */
export class DraftRefusal extends Error {
  constructor(
    readonly field: DraftField,
    message: string,
  ) {
    super(message);
  }
}

export type DraftUpload = { series: SeriesFile[]; labelMap?: SeriesFile; labels?: SeriesFile };

export type UploadedDrafts = {
  report: DraftPackage["report"];
  /** The package of the drafts not yet in the bank (null when every one is). */
  pkg: BankPackage | null;
  /** Drafts of this series already in the bank, left as they are. */
  kept: number;
};

function refusedAs<T>(field: DraftField, make: () => T): T {
  try {
    return make();
  } catch (error) {
    if (
      error instanceof ImageRefusal ||
      error instanceof SeriesError ||
      error instanceof LabelMapError ||
      error instanceof CandidatesError
    )
      throw new DraftRefusal(field, error.message);
    throw error;
  }
}

/** The drafts of an uploaded series and label map; throws a DraftRefusal naming the field at fault. */
export async function draftsFromUpload(upload: DraftUpload): Promise<UploadedDrafts> {
  const { labelMap, labels } = upload;
  if (!upload.series.length)
    throw new DraftRefusal("series", "Choose the series: its DICOM files, or a zip of its folder");
  if (!labelMap)
    throw new DraftRefusal("labelMap", "Choose the label map: a NIfTI file (.nii or .nii.gz) or a DICOM SEG");
  const names = labels ? refusedAs("labels", () => labelNames(labels.bytes.toString("utf8"), labels.name)) : undefined;
  const slices = refusedAs("series", () => unpackSeries(upload.series));
  const stranger = slices.find((slice) => !looksLikeDicom(slice.bytes));
  if (stranger)
    throw new DraftRefusal(
      "series",
      `${stranger.name} is not a DICOM file: upload only the series' DICOM files, or a zip of its folder`,
    );
  const series = refusedAs("series", () => seriesOf(slices, "This series"));
  const drafts = refusedAs("labelMap", () => draftPackage(series, labelMap, { names }));
  if (!drafts.report.drafts)
    throw new DraftRefusal(
      "labelMap",
      `${labelMap.name}: no structure in it could be drafted (${skippedText(drafts.report)})`,
    );

  const lines = drafts.jsonl.split("\n").filter(Boolean);
  const codes = lines.map((line) => (JSON.parse(line) as { code: string }).code);
  const inBank = new Set(
    (await getDb().select({ code: s.questions.code }).from(s.questions).where(inArray(s.questions.code, codes))).map(
      (row) => row.code,
    ),
  );
  const fresh = lines.filter((_, i) => !inBank.has(codes[i]!));
  const pkg: BankPackage | null = fresh.length
    ? {
        name: `${drafts.report.codePrefix} drafts from ${labelMap.name}`,
        text: fresh.map((line) => `${line}\n`).join(""),
        file: async (path) => drafts.files.get(path) ?? null,
      }
    : null;
  return { report: drafts.report, pkg, kept: inBank.size };
}

/** The labels left out and why, in one line: unknown classes and structures too small to arrow. */
export function skippedText(report: DraftPackage["report"]) {
  const skipped = [
    ...report.unknown.map((each) => `${each.className} (label ${each.label}): unknown label`),
    ...report.passed.map((each) => `${each.className} (label ${each.label}): ${each.reason}`),
  ];
  return skipped.length ? `skipped ${skipped.join("; ")}` : "no label skipped";
}
