// NIfTI label maps and DICOM SEGs made at test time (tests/fixtures/segmentation.ts), laid over a small
// series of CT slices written the same way, and the command's package from them.
import { mkdtempSync, rmSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ctSlice,
  dicomSeg,
  disc,
  niftiLabelMap,
  SIZE,
  SLICES,
  together,
  Z0,
  type Volume,
} from "../../../tests/fixtures/segmentation";
import { CandidatesError, writeCandidates } from "./candidates.server";
import { readSegLabels } from "./dicom-seg.server";
import { LabelMapError, readNiftiLabels } from "./nifti.server";
import { readSeries } from "./series.server";

const folder = mkdtempSync(path.join(tmpdir(), "arrowed-label-maps-"));
const seriesDir = path.join(folder, "series");
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// File names in the reverse of the viewing order, so the order must come from the headers.
beforeAll(async () => {
  await mkdir(seriesDir);
  for (let k = 0; k < SLICES; k++) await writeFile(path.join(seriesDir, `im${SLICES - k}.dcm`), ctSlice(k));
  await writeFile(path.join(seriesDir, "notes.txt"), "not a slice");
});

/** A round liver on slices 1–2, a left erector spinae on slice 2, overlapping nothing. */
const VOLUME: Volume = together(disc(5, 24, 30, 12, [1, 2]), disc(86, 48, 44, 6, [2]));
const NAMES = { 5: "liver", 86: "autochthon_left" };

const pixelsOf = (mask: Uint8Array | undefined) =>
  mask ? [...mask].flatMap((v, i) => (v ? [[i % SIZE, Math.floor(i / SIZE)]] : [])) : [];
const expectedPixels = (label: number, slice: number) => {
  const out: number[][] = [];
  for (let r = 0; r < SIZE; r++) for (let c = 0; c < SIZE; c++) if (VOLUME(c, r, slice) === label) out.push([c, r]);
  return out;
};

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(LabelMapError);
    return (error as Error).message;
  }
  throw new Error("it was read");
};

describe("a series folder", () => {
  it("is read in viewing order from the headers, leaving out what is not DICOM", async () => {
    const series = await readSeries(seriesDir);
    expect(series.files.map((f) => f.name)).toEqual(["im4.dcm", "im3.dcm", "im2.dcm", "im1.dcm"]);
    expect(series.slices.map((s) => s.position[2])).toEqual([Z0, Z0 + 2, Z0 + 4, Z0 + 6]);
    expect(series).toMatchObject({ modality: "CT", contrast: true, ignored: ["notes.txt"] });
  });
});

describe("a NIfTI label map", () => {
  it.each([
    ["gzipped, sform in RAS with j against the rows", { gzip: true }],
    ["not gzipped", { gzip: false }],
    ["placed by a qform, j with the rows", { qformOnly: true }],
  ])("lays each label on its own pixels: %s", async (_, options) => {
    const { slices } = await readSeries(seriesDir);
    const labels = readNiftiLabels(niftiLabelMap(VOLUME, { ...options, names: NAMES }), slices);
    expect(labels.names).toEqual(
      new Map([
        [5, "liver"],
        [86, "autochthon_left"],
      ]),
    );
    expect(labels.areas.get(5)!.map((n) => n > 0)).toEqual([false, true, true, false]);
    expect(pixelsOf(labels.mask(86, 2))).toEqual(expectedPixels(86, 2));
    expect(pixelsOf(labels.mask(5, 1))).toEqual(expectedPixels(5, 1));
    expect(labels.mask(86, 1)).toBeUndefined();
  });

  it("takes the names given over none in the file, and asks for them when there are none", async () => {
    const { slices } = await readSeries(seriesDir);
    expect(readNiftiLabels(niftiLabelMap(VOLUME), slices, new Map([[5, "liver"]])).names.get(5)).toBe("liver");
    expect(refusal(() => readNiftiLabels(niftiLabelMap(VOLUME), slices))).toBe(
      "The label map names none of its labels: give their names with --labels labels.json",
    );
  });

  it("is refused when it does not line up with the series", async () => {
    const { slices } = await readSeries(seriesDir);
    expect(refusal(() => readNiftiLabels(niftiLabelMap(VOLUME, { names: NAMES, shiftMm: 3 }), slices))).toMatch(
      /^The label map does not line up with the series: slice 1 lies outside it/,
    );
    expect(refusal(() => readNiftiLabels(niftiLabelMap(VOLUME, { names: NAMES, shiftMm: 0.5 }), slices))).toContain(
      "slice 1's first pixel falls between its voxels, 0.5 mm from the nearest",
    );
  });

  it("is refused, before it is unpacked whole, when it unpacks to far more than its header declares", async () => {
    const { slices } = await readSeries(seriesDir);
    const honest = gunzipSync(niftiLabelMap(VOLUME, { names: NAMES }));
    const bomb = gzipSync(Buffer.concat([honest, Buffer.alloc(16 * 1024 ** 2)]));
    expect(bomb.length).toBeLessThan(1024 ** 2);
    expect(refusal(() => readNiftiLabels(bomb, slices))).toBe(
      "The label map unpacks to more than its header says it holds: it is damaged or built to exhaust the server",
    );
    expect(refusal(() => readNiftiLabels(gzipSync(Buffer.alloc(4096, 7)), slices))).toBe(
      "The label map is gzipped but what it holds is not a NIfTI file",
    );
  }, 30_000);

  it("is refused when it is not a NIfTI file", async () => {
    const { slices } = await readSeries(seriesDir);
    expect(refusal(() => readNiftiLabels(Buffer.from("hello, not a volume at all, just some text"), slices))).toContain(
      "not a NIfTI file",
    );
  });
});

describe("a DICOM SEG", () => {
  it("lays each binary segment on its own pixels, whatever order its frames come in", async () => {
    const { slices, frameOfReference } = await readSeries(seriesDir);
    const seg = dicomSeg(VOLUME, NAMES, { frameOrder: (frames) => frames.reverse() });
    const labels = readSegLabels(seg, slices, frameOfReference);
    expect(labels.names).toEqual(
      new Map([
        [5, "liver"],
        [86, "autochthon_left"],
      ]),
    );
    expect(pixelsOf(labels.mask(86, 2))).toEqual(expectedPixels(86, 2));
    expect(pixelsOf(labels.mask(5, 1))).toEqual(expectedPixels(5, 1));
    expect(labels.mask(5, 0)).toBeUndefined();
    expect(pixelsOf(labels.others(5, 2))).toEqual(expectedPixels(86, 2));
  });

  it("reads a label-map SEG's segment numbers", async () => {
    const { slices, frameOfReference } = await readSeries(seriesDir);
    const labels = readSegLabels(dicomSeg(VOLUME, NAMES, { type: "LABELMAP" }), slices, frameOfReference);
    expect(pixelsOf(labels.mask(86, 2))).toEqual(expectedPixels(86, 2));
    expect(labels.areas.get(5)!.map((n) => n > 0)).toEqual([false, true, true, false]);
  });

  it("is refused when a frame lies on none of the slices", async () => {
    const { slices, frameOfReference } = await readSeries(seriesDir);
    expect(refusal(() => readSegLabels(dicomSeg(VOLUME, NAMES, { zOffset: 1 }), slices, frameOfReference))).toMatch(
      /^The SEG does not line up with the series: its frame 1 at \(-32, -20, -97\) mm is none of the slices/,
    );
    expect(refusal(() => readSegLabels(dicomSeg(VOLUME, NAMES), slices, "1.2.3.4"))).toContain(
      "another frame of reference",
    );
  });
});

describe("the package the command writes", () => {
  it("drafts a question a structure from a SEG, tip on the structure, slices copied unchanged", async () => {
    const out = path.join(folder, "from-seg");
    const segFile = path.join(folder, "labels.dcm");
    await writeFile(segFile, dicomSeg(VOLUME, NAMES));
    const report = await writeCandidates(seriesDir, segFile, out);
    expect(report).toMatchObject({ drafts: 2, slices: 4, modality: "CT", unknown: [], passed: [] });
    const lines = (await readFile(path.join(out, "bank.jsonl"), "utf8"))
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    const erector = lines.find((line) => line.answers[0].text === "left erector spinae")!;
    const liver = lines.find((line) => line.answers[0].text === "liver")!;
    expect(erector.image.slice).toBe(3);
    expect(erector.answers).toEqual([
      { text: "left erector spinae", marks: 2 },
      { text: "erector spinae", marks: 1 },
    ]);
    const [x, y] = erector.image.arrows[0].tip;
    expect(VOLUME(Math.floor(x * SIZE), Math.floor(y * SIZE), 2)).toBe(86);
    expect(erector.image.series).toEqual(["series/im4.dcm", "series/im3.dcm", "series/im2.dcm", "series/im1.dcm"]);
    expect(liver.image.series).toEqual(erector.image.series);
    for (const name of ["im4.dcm", "im3.dcm", "im2.dcm", "im1.dcm"]) {
      expect((await readFile(path.join(out, "series", name))).equals(await readFile(path.join(seriesDir, name)))).toBe(
        true,
      );
    }
  });

  it("lists an unknown label and writes into no folder that holds something already", async () => {
    const out = path.join(folder, "unknown");
    const map = path.join(folder, "unknown.nii.gz");
    await writeFile(
      map,
      niftiLabelMap(together(VOLUME, disc(200, 50, 12, 5, [1])), { names: { ...NAMES, 200: "mystery_gland" } }),
    );
    const report = await writeCandidates(seriesDir, map, out);
    expect(report.unknown).toEqual([{ label: 200, className: "mystery_gland", reason: "not in the name map" }]);
    expect(report.drafts).toBe(2);
    await expect(writeCandidates(seriesDir, map, out)).rejects.toThrow(CandidatesError);
  });
});
