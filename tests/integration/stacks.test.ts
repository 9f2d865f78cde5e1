// Stacks in the bank (docs/decisions/059-stacks.md) on a real CT series: 20 axial slices exported by a
// scanner as JPEG 2000 Lossless, read from ../shared/real-ct beside the checkout (never copied into the
// repository). The series is ordered by position, not name; every slice is de-identified and rendered
// with one window; export writes the same form, and importing the export changes nothing.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import dcmjs from "dcmjs";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { exportBank } from "~/server/bank-export.server";
import { describeProblems, importBank } from "~/server/bank.server";
import { openBankPackage, writeBankFolder } from "~/server/bank-package.server";
import { getDb } from "~/server/db.server";
import { orderSeries } from "~/server/stack-order.server";
import { variantKey } from "~/server/image-variants.server";
import { imageStore } from "~/server/storage.server";

const SERIES_DIR = path.resolve("../shared/real-ct/series");
const present = existsSync(SERIES_DIR);
if (!present) console.warn(`stacks.test.ts: skipped, no real CT series at ${SERIES_DIR}`);

/** The slices as the scanner named them; the README says slice-01 is the most inferior. */
const sliceFiles = () =>
  readdirSync(SERIES_DIR)
    .filter((name) => name.endsWith(".dcm"))
    .sort()
    .map((name) => ({ name, bytes: readFileSync(path.join(SERIES_DIR, name)) }));

/** Study date and time, accession number, institution, referrer, station, patient name, id and birth date. */
const STUDY_DETAILS = [
  "00080020",
  "00080030",
  "00080050",
  "00080080",
  "00080090",
  "00081010",
  "00100010",
  "00100020",
  "00100030",
];

/** A header value of an original file, read with dcmjs as any DICOM reader would. */
function header(bytes: Buffer, tag: string): string {
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer;
  const { dict } = dcmjs.data.DicomMessage.readFile(buffer, { untilTag: "7FE00010" });
  return (dict[tag]?.Value ?? []).map(String).join("\\");
}

const line = (series: string[], slice: number) => ({
  code: "ABD-201",
  status: "published",
  stem: "Axial contrast-enhanced CT of the upper abdomen. Name the arrowed structure.",
  modality: "CT",
  categories: ["Hepatobiliary and Pancreas"],
  access: "free",
  image: {
    series,
    slice,
    arrows: [{ tip: [0.62, 0.55], tail: [0.8, 0.7] }],
    window: { center: 40, width: 400 },
    source: "TotalSegmentator test data",
    licence: "Apache-2.0",
  },
  answers: [{ text: "spleen", marks: 2 }],
});

async function stackPackage(lines: object[], files: { name: string; bytes: Buffer }[]) {
  const dir = mkdtempSync(path.join(tmpdir(), "arrowed-stack-"));
  await mkdir(path.join(dir, "ct"));
  await writeFile(path.join(dir, "bank.jsonl"), lines.map((l) => JSON.stringify(l)).join("\n") + "\n");
  for (const file of files) await writeFile(path.join(dir, "ct", file.name), file.bytes);
  return dir;
}

beforeEach(async () => {
  await getDb()
    .insert(s.categories)
    .values([{ name: "Hepatobiliary and Pancreas", orderIndex: 1 }]);
});

describe.skipIf(!present)("a stack from a real CT series", () => {
  it("orders a folder of slices by position along the slice normal, whatever the files are called", () => {
    const files = sliceFiles();
    // Named against their order (the most inferior last by name) and handed over in name order.
    const renamed = files.map((file, i) => ({ name: `IM-${String(files.length - i).padStart(4, "0")}.dcm`, file }));
    const byName = [...renamed].sort((a, b) => (a.name < b.name ? -1 : 1));
    const ordered = orderSeries(byName.map(({ name, file }) => ({ name, bytes: file.bytes })));
    const zOf = (bytes: Buffer) => Number(header(bytes, "00200032").split("\\")[2] ?? Number.NaN);
    expect(ordered.map((file) => renamed.find((r) => r.name === file.name)!.file.name)).toEqual(
      files.map((f) => f.name),
    );
    const zs = ordered.map((file) => zOf(file.bytes));
    expect(zs[0]).toBeCloseTo(-804.5, 1);
    expect(zs.at(-1)).toBeCloseTo(-766.5, 1);
  });

  it("imports 20 slices de-identified with one window, and its export imports as unchanged", async () => {
    const files = sliceFiles();
    const series = files.map((file) => `ct/${file.name}`);
    const dir = await stackPackage([line(series, 12)], files);
    const first = await importBank(await openBankPackage(dir));
    expect(describeProblems(first)).toEqual([]);
    expect(first.summary).toBe("imported: 1 added, 0 updated, 0 unchanged, 0 answers re-marked");

    const [question] = await getDb().select().from(s.questions).where(eq(s.questions.code, "ABD-201"));
    expect(question!.imageSlice).toBe(12);
    const slices = await getDb()
      .select()
      .from(s.questionSlices)
      .where(eq(s.questionSlices.questionId, question!.id))
      .orderBy(asc(s.questionSlices.position));
    expect(slices.map((slice) => slice.position)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // The question's own image is the arrowed slice; every slice has its own served image.
    expect(slices[11]!.imageUrl).toBe(question!.imageUrl);
    expect(new Set(slices.map((slice) => slice.imageUrl)).size).toBe(20);
    expect(slices.every((slice) => slice.smallBytes > 0 && slice.smallBytes < slice.fullBytes)).toBe(true);

    // Every kept slice is stripped of what could lead back to the patient or the study.
    const store = imageStore();
    for (const [i, slice] of slices.entries()) {
      const kept = (await store.get(slice.sourceKey))!;
      const original = files[i]!.bytes;
      expect(header(original, "00080020"), "the scanner's file carries its study date").toBe("20221208");
      for (const tag of STUDY_DETAILS) {
        expect(header(kept, tag), `${files[i]!.name} keeps ${tag}`).toBe("");
      }
      expect(kept.includes(Buffer.from("20221208")), `${files[i]!.name} keeps its study date`).toBe(false);
      expect(header(kept, "00120062")).toBe("YES");
    }

    const exported = await exportBank();
    const exportedLine = JSON.parse(exported.jsonl.trim());
    expect(exportedLine.image.file).toBeUndefined();
    expect(exportedLine.image.slice).toBe(12);
    expect(exportedLine.image.series).toHaveLength(20);
    expect(exportedLine.image.window).toEqual({ center: 40, width: 400 });
    const out = mkdtempSync(path.join(tmpdir(), "arrowed-stack-export-"));
    await writeBankFolder(out, exported);
    const again = await importBank(await openBankPackage(out));
    expect(again.changes[0]!.fields).toEqual([]);
    expect(again.summary).toBe("imported: 0 added, 0 updated, 1 unchanged, 0 answers re-marked");

    // Moving the arrow to another slice is a change: the two slices it leaves and reaches are rendered, the
    // others are read back from the store (a recognisable file in place of one shows it is not rendered again).
    const marker = await sharp({ create: { width: 400, height: 7, channels: 3, background: "#c00" } })
      .webp()
      .toBuffer();
    await store.put(variantKey(slices[0]!.imageUrl, "sm"), marker, "image/webp");
    const moved = await importBank(await openBankPackage(await stackPackage([line(series, 13)], files)));
    expect(moved.summary).toBe("imported: 0 added, 1 updated, 0 unchanged, 0 answers re-marked");
    expect(moved.changes[0]!.fields).toEqual(["slice"]);
    const [after] = await getDb().select().from(s.questions).where(eq(s.questions.code, "ABD-201"));
    const arrowed = await getDb()
      .select()
      .from(s.questionSlices)
      .where(eq(s.questionSlices.questionId, after!.id))
      .orderBy(asc(s.questionSlices.position));
    expect(arrowed[12]!.imageUrl).toBe(after!.imageUrl);
    expect(arrowed[11]!.imageUrl).not.toBe(after!.imageUrl);
    expect(arrowed.slice(13).map((slice) => slice.imageUrl)).toEqual(slices.slice(13).map((slice) => slice.imageUrl));
    expect(await store.get(variantKey(arrowed[0]!.imageUrl, "sm"))).toEqual(marker);
    // The slice the arrow left is rendered without it, at the size the others have.
    const left = arrowed[11]!;
    expect(await store.exists(variantKey(left.imageUrl, "sm"))).toBe(true);
    expect({ width: left.width, height: left.height }).toEqual({
      width: arrowed[0]!.width,
      height: arrowed[0]!.height,
    });
  }, 240_000);
});

describe("a stack's line in bank.jsonl", () => {
  it("names each problem with image.series and image.slice", async () => {
    const files = [{ name: "a.dcm", bytes: Buffer.from("x") }];
    const dir = await stackPackage(
      [
        line(["ct/a.dcm", "ct/b.dcm"], 3),
        {
          ...line(["ct/a.dcm", "ct/b.dcm"], 1),
          code: "ABD-202",
          image: { ...line([], 1).image, series: ["ct/a.dcm", "ct/a.dcm"] },
        },
        {
          ...line(["ct/a.dcm", "ct/b.dcm"], 1),
          code: "ABD-203",
          image: { ...line(["ct/a.dcm", "ct/b.dcm"], 1).image, slice: undefined },
        },
        {
          ...line(["ct/a.dcm", "ct/b.dcm"], 1),
          code: "ABD-204",
          image: { ...line(["ct/a.dcm", "ct/b.dcm"], 1).image, file: "ct/a.dcm" },
        },
        { ...line(["ct/a.dcm", "ct/b.dcm"], 1), code: "ABD-205" },
      ],
      files,
    );
    const report = await importBank(await openBankPackage(dir));
    expect(describeProblems(report)).toEqual([
      "bank.jsonl:1: image.slice: must be at most 2, the number of slices",
      "bank.jsonl:2: image.series: names a file twice",
      "bank.jsonl:3: image.slice: is required with image.series",
      "bank.jsonl:4: image.series: must not be given with image.file",
      "bank.jsonl:5: image.series.1: ct/b.dcm is not in the package",
    ]);
  });
});
