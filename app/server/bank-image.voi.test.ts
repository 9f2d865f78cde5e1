// A radiograph shown as a PACS shows it: through the file's VOI LUT when it gives one, and through
// the VOI LUT Function its window names (SIGMOID), compared with dcmtk's dcmj2pnm render of the same file.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dicomFile, el, words } from "../../tests/fixtures/dicom";
import { prepareImage } from "./bank-image.server";
import { readDicom } from "./dicom.server";
import { displayPixels } from "./dicom-display.server";

const DCMJ2PNM = !spawnSync("dcmj2pnm", ["--version"]).error;
const MISSING = "skipped: dcmj2pnm is not installed (apt-get install dcmtk)";

const SIZE = 64;
/** A 12-bit ramp across the image, with faint steps down it. */
const RAMP = words(
  Array.from({ length: SIZE * SIZE }, (_, i) =>
    Math.round(((i % SIZE) / (SIZE - 1)) * 3700 + (Math.floor(i / SIZE) % 8) * 40),
  ),
);

/** A DX with no window, only a VOI LUT: an S-shaped 12-bit table, as detector workstations write. */
const voiLutDx = () =>
  dicomFile({
    rows: SIZE,
    columns: SIZE,
    bitsStored: 12,
    modality: "DX",
    pixels: RAMP,
    extra: {
      "00283010": el("SQ", {
        "00283002": el("US", 4096, 0, 12),
        "00283003": el("LO", "Processed for Philippa Featherstonehaugh"),
        "00283006": {
          vr: "OW",
          Value: [new Uint16Array(4096).map((_, i) => Math.round(4095 / (1 + Math.exp(-(i - 1800) / 300)))).buffer],
        },
      }),
    },
  });

/** An 8-bit PALETTE COLOR image (as nuclear medicine and some ultrasound write) with 16-bit tables. */
const paletteImage = () => {
  const table = (f: (i: number) => number) => ({
    vr: "OW",
    Value: [new Uint16Array(256).map((_, i) => Math.round(f(i)) * 257).buffer],
  });
  return dicomFile({
    rows: SIZE,
    columns: SIZE,
    bitsAllocated: 8,
    photometric: "PALETTE COLOR",
    modality: "NM",
    pixels: Buffer.from(Array.from({ length: SIZE * SIZE }, (_, i) => (i * 7) % 256)),
    extra: {
      "00281101": el("US", 256, 0, 16),
      "00281102": el("US", 256, 0, 16),
      "00281103": el("US", 256, 0, 16),
      "00281201": table((i) => i),
      "00281202": table((i) => 255 - i),
      "00281203": table((i) => (i * 3) % 256),
    },
  });
};

/** A CR whose window is to be applied as a sigmoid. */
const sigmoidCr = () =>
  dicomFile({
    rows: SIZE,
    columns: SIZE,
    bitsStored: 12,
    modality: "CR",
    pixels: RAMP,
    extra: { "00281050": el("DS", 2000), "00281051": el("DS", 1500), "00281056": el("CS", "SIGMOID") },
  });

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "arrowed-voi-"));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/**
 * dcmj2pnm's 8-bit render (a binary PGM, or PPM for colour) with the given options; a JPEG-LS file (as
 * the bank keeps one) goes to its sibling dcml2pnm, which takes the same options.
 */
async function dcmtkRender(bytes: Buffer, option: string[], channels = 1) {
  const input = path.join(folder, "in.dcm");
  const output = path.join(folder, "out.pgm");
  await writeFile(input, bytes);
  const jpegLs = bytes.includes(Buffer.from("1.2.840.10008.1.2.4.80", "latin1"));
  execFileSync(jpegLs ? "dcml2pnm" : "dcmj2pnm", [...option, input, output], { stdio: "pipe" });
  const pgm = await readFile(output);
  expect(pgm.toString("latin1", 0, 2)).toBe(channels === 1 ? "P5" : "P6");
  return pgm.subarray(pgm.length - SIZE * SIZE * channels);
}

function largestDifference(a: Buffer, b: Buffer) {
  expect(a.length).toBe(b.length);
  let largest = 0;
  for (let i = 0; i < a.length; i++) largest = Math.max(largest, Math.abs(a[i]! - b[i]!));
  return largest;
}

describe("display as a PACS does", () => {
  it.skipIf(!DCMJ2PNM)(
    DCMJ2PNM ? "shows a DX through its VOI LUT, as dcmj2pnm does, and keeps the table" : `VOI LUT: ${MISSING}`,
    async () => {
      const upload = voiLutDx();
      const prepared = await prepareImage(upload, "dx.dcm");
      // The file's table is the default: no window is offered in its place.
      expect(prepared.defaultWindow).toBeUndefined();
      const shown = displayPixels(await readDicom(prepared.original.bytes)).data;
      expect(largestDifference(shown, await dcmtkRender(upload, ["+Wl", "1"]))).toBeLessThanOrEqual(1);
      // The kept copy carries the table (not its explanation), so dcmtk draws it the same.
      expect(largestDifference(shown, await dcmtkRender(prepared.original.bytes, ["+Wl", "1"]))).toBeLessThanOrEqual(1);
      expect(prepared.original.bytes.includes(Buffer.from("Featherstonehaugh", "latin1"))).toBe(false);
    },
  );

  it.skipIf(!DCMJ2PNM)(
    DCMJ2PNM ? "shows a CR whose window is SIGMOID as dcmj2pnm does" : `SIGMOID: ${MISSING}`,
    async () => {
      const upload = sigmoidCr();
      const prepared = await prepareImage(upload, "cr.dcm");
      expect(prepared.defaultWindow).toEqual({ center: 2000, width: 1500 });
      const shown = displayPixels(await readDicom(prepared.original.bytes)).data;
      expect(largestDifference(shown, await dcmtkRender(upload, ["+Wi", "1"]))).toBeLessThanOrEqual(1);
      expect(largestDifference(shown, await dcmtkRender(prepared.original.bytes, ["+Wi", "1"]))).toBeLessThanOrEqual(1);
    },
  );

  it.skipIf(!DCMJ2PNM)(
    DCMJ2PNM ? "shows PALETTE COLOR through its tables, as dcmj2pnm does" : `PALETTE COLOR: ${MISSING}`,
    async () => {
      const upload = paletteImage();
      const prepared = await prepareImage(upload, "nm.dcm");
      const kept = await readDicom(prepared.original.bytes);
      expect(kept.photometric).toBe("RGB");
      expect(largestDifference(displayPixels(kept).data, await dcmtkRender(upload, [], 3))).toBeLessThanOrEqual(1);
    },
  );
});
