// Every transfer syntax a PACS writes, made here from one uncompressed source by the codecs editors'
// systems use (dcmtk and gdcm, run at test time), is read and shown like the source: the same
// samples when the syntax is lossless, within a few grey levels of the source's render when lossy.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import dcmjs from "dcmjs";
import dcmjsCodecs from "dcmjs-codecs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dicomFile, el, words, type DicomSpec } from "../../tests/fixtures/dicom";
import { prepareImage } from "./bank-image.server";
import { readDicom } from "./dicom.server";
import { displayPixels } from "./dicom-display.server";

const installed = (tool: string) => !spawnSync(tool, ["--version"]).error;
const TOOLS = Object.fromEntries(
  ["dcmcjpeg", "dcmcjpls", "dcmcrle", "dcmconv", "gdcmconv", "gdcmraw"].map((tool) => [tool, installed(tool)]),
);
const MISSING = "is not installed (apt-get install dcmtk libgdcm-tools), so this syntax was not tried";

/** A 12-bit radiograph: a diagonal ramp over the whole range with a bright disc and fine stripes. */
function radiograph(): DicomSpec {
  const rows = 64;
  const columns = 96;
  const values = Array.from({ length: rows * columns }, (_, i) => {
    const x = i % columns;
    const y = Math.floor(i / columns);
    if ((x - 60) ** 2 + (y - 30) ** 2 < 150) return 4000;
    if (y > 50) return x % 2 ? 300 : 3500;
    return Math.round(((x + y) / (rows + columns)) * 4095);
  });
  return {
    rows,
    columns,
    bitsStored: 12,
    modality: "CR",
    pixels: words(values),
    extra: { "00281050": el("DS", 2048), "00281051": el("DS", 4096) },
  };
}

/** A CT slice stored signed, as many scanners write Hounsfield units directly. */
function signedCt(): DicomSpec {
  const size = 64;
  const values = Array.from({ length: size * size }, (_, i) => {
    const x = i % size;
    const y = Math.floor(i / size);
    return (x - 32) ** 2 + (y - 32) ** 2 < 400 ? 40 + ((x * 7 + y * 3) % 60) : -1000 + x * 3;
  });
  return {
    rows: size,
    columns: size,
    pixelRepresentation: 1,
    pixels: words(values),
    extra: { "00281050": el("DS", 40), "00281051": el("DS", 400) },
  };
}

/** An 8-bit colour ultrasound still: smooth colour ramps, so lossy colour coding stays close. */
function colourStill(): DicomSpec {
  const rows = 48;
  const columns = 64;
  const pixels = Buffer.alloc(rows * columns * 3);
  for (let i = 0; i < rows * columns; i++) {
    const x = i % columns;
    const y = Math.floor(i / columns);
    pixels[i * 3] = 40 + x * 3;
    pixels[i * 3 + 1] = 30 + y * 4;
    pixels[i * 3 + 2] = 200 - x - y;
  }
  return {
    rows,
    columns,
    bitsAllocated: 8,
    samplesPerPixel: 3,
    photometric: "RGB",
    planarConfiguration: 0,
    modality: "US",
    pixels,
  };
}

const SPECS = { radiograph: radiograph(), "signed CT": signedCt(), "colour still": colourStill() };
type Source = keyof typeof SPECS;
const SOURCES = Object.fromEntries(Object.entries(SPECS).map(([name, spec]) => [name, dicomFile(spec)])) as Record<
  Source,
  Buffer
>;

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "arrowed-syntaxes-"));
  for (const [name, bytes] of Object.entries(SOURCES)) await writeFile(path.join(folder, `${name}.dcm`), bytes);
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Runs a codec tool on a source and returns the file it wrote, checking it is in the syntax meant. */
async function encode(source: Source, tool: string, args: string[], syntax: string) {
  const output = path.join(folder, `${source}-${tool}-${args.join("")}.dcm`);
  const input = path.join(folder, `${source}.dcm`);
  execFileSync(tool, [...args, input, output], { stdio: "pipe" });
  const bytes = await readFile(output);
  expect(bytes.includes(Buffer.from(syntax, "latin1"))).toBe(true);
  return bytes;
}

/** The 8-bit pixels the bank shows for an upload, at the file's own window. */
async function shown(bytes: Buffer) {
  const prepared = await prepareImage(bytes, "upload.dcm");
  return { prepared, pixels: displayPixels(await readDicom(prepared.original.bytes)).data };
}

function largestDifference(a: Buffer, b: Buffer) {
  expect(a.length).toBe(b.length);
  let largest = 0;
  for (let i = 0; i < a.length; i++) largest = Math.max(largest, Math.abs(a[i]! - b[i]!));
  return largest;
}

type Case = {
  name: string;
  syntax: string;
  tool: string;
  args: string[];
  sources: Source[];
  /** Grey levels (0–255) the lossy render may differ from the source's; absent for lossless. */
  tolerance?: number;
};

const CASES: Case[] = [
  {
    name: "JPEG Lossless, first-order prediction",
    syntax: "1.2.840.10008.1.2.4.70",
    tool: "dcmcjpeg",
    args: ["+e1"],
    sources: ["radiograph", "signed CT", "colour still"],
  },
  {
    name: "JPEG Lossless, process 14",
    syntax: "1.2.840.10008.1.2.4.57",
    tool: "dcmcjpeg",
    args: ["+el"],
    sources: ["radiograph", "signed CT", "colour still"],
  },
  {
    name: "JPEG Extended, 12 bits",
    syntax: "1.2.840.10008.1.2.4.51",
    tool: "dcmcjpeg",
    args: ["+ee", "+q", "95"],
    sources: ["radiograph"],
    tolerance: 4,
  },
  {
    name: "JPEG-LS Lossless",
    syntax: "1.2.840.10008.1.2.4.80",
    tool: "dcmcjpls",
    args: [],
    sources: ["radiograph", "signed CT", "colour still"],
  },
  {
    name: "JPEG-LS Near-Lossless",
    syntax: "1.2.840.10008.1.2.4.81",
    tool: "dcmcjpls",
    args: ["+en", "+md", "2"],
    sources: ["radiograph", "colour still"],
    tolerance: 2,
  },
  {
    name: "JPEG 2000 Lossless",
    syntax: "1.2.840.10008.1.2.4.90",
    tool: "gdcmconv",
    args: ["--j2k"],
    sources: ["radiograph", "signed CT", "colour still"],
  },
  {
    name: "JPEG 2000",
    syntax: "1.2.840.10008.1.2.4.91",
    tool: "gdcmconv",
    args: ["--j2k", "--lossy", "-q", "80"],
    sources: ["radiograph", "colour still"],
    tolerance: 4,
  },
  {
    name: "RLE Lossless",
    syntax: "1.2.840.10008.1.2.5",
    tool: "dcmcrle",
    args: [],
    sources: ["radiograph", "signed CT", "colour still"],
  },
  {
    name: "Explicit VR Big Endian",
    syntax: "1.2.840.10008.1.2.2",
    tool: "dcmconv",
    args: ["+tb"],
    sources: ["radiograph", "signed CT", "colour still"],
  },
  {
    name: "Deflated Explicit VR Little Endian",
    syntax: "1.2.840.10008.1.2.1.99",
    tool: "dcmconv",
    args: ["+td"],
    sources: ["radiograph", "colour still"],
  },
  {
    name: "YBR_FULL, uncompressed",
    syntax: "1.2.840.10008.1.2.1",
    tool: "gdcmconv",
    args: ["-P", "YBR_FULL"],
    sources: ["colour still"],
    tolerance: 2,
  },
];

/** Colour stored as YBR_FULL by gdcm, then compressed by each codec that keeps YBR as it is. */
const YBR_CASES: { name: string; syntax: string; args: string[] }[] = [
  { name: "RLE Lossless", syntax: "1.2.840.10008.1.2.5", args: ["--rle"] },
  { name: "JPEG-LS Lossless", syntax: "1.2.840.10008.1.2.4.80", args: ["--jpegls"] },
  { name: "JPEG 2000 Lossless", syntax: "1.2.840.10008.1.2.4.90", args: ["--j2k"] },
];

describe("transfer syntaxes made by dcmtk and gdcm", () => {
  for (const each of CASES) {
    for (const source of each.sources) {
      const title = `${each.name} (${each.syntax}): ${source}`;
      it.skipIf(!TOOLS[each.tool])(TOOLS[each.tool] ? title : `${title}: ${each.tool} ${MISSING}`, async () => {
        const reference = await shown(SOURCES[source]);
        const encoded = await shown(await encode(source, each.tool, each.args, each.syntax));
        expect(encoded.prepared).toMatchObject({
          width: reference.prepared.width,
          height: reference.prepared.height,
          modality: reference.prepared.modality,
          defaultWindow: reference.prepared.defaultWindow,
        });
        if (each.tolerance === undefined) {
          expect(encoded.prepared.contentHash).toBe(reference.prepared.contentHash);
        } else {
          expect(largestDifference(encoded.pixels, reference.pixels)).toBeLessThanOrEqual(each.tolerance);
          expect(encoded.prepared.contentHash).not.toBe(reference.prepared.contentHash);
        }
      });
    }
  }
});

describe("YBR_FULL colour", () => {
  for (const each of YBR_CASES) {
    const title = `${each.name} (${each.syntax}) of YBR_FULL`;
    it.skipIf(!TOOLS.gdcmconv)(TOOLS.gdcmconv ? title : `${title}: gdcmconv ${MISSING}`, async () => {
      const ybr = path.join(folder, "colour-ybr.dcm");
      execFileSync("gdcmconv", ["-P", "YBR_FULL", path.join(folder, "colour still.dcm"), ybr], { stdio: "pipe" });
      const output = path.join(folder, `colour-ybr${each.args.join("")}.dcm`);
      execFileSync("gdcmconv", [...each.args, ybr, output], { stdio: "pipe" });
      const bytes = await readFile(output);
      expect(bytes.includes(Buffer.from("YBR_FULL", "latin1"))).toBe(true);
      const reference = await shown(SOURCES["colour still"]);
      const encoded = await shown(bytes);
      expect(largestDifference(encoded.pixels, reference.pixels)).toBeLessThanOrEqual(2);
    });
  }
});

/** The file with its frame cut to half, the rest of it well formed, as a transfer broken off might leave it. */
function cutShort(bytes: Buffer) {
  const file = dcmjs.data.DicomMessage.readFile(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer,
  );
  const frame = file.dict["7FE00010"]!.Value![0] as ArrayBuffer;
  file.dict["7FE00010"]!.Value = [frame.slice(0, Math.floor(frame.byteLength / 4) * 2)];
  return Buffer.from(file.write());
}

describe("compressed frames cut short", () => {
  const cases = [
    { name: "JPEG Lossless", tool: "dcmcjpeg", args: [], syntax: "1.2.840.10008.1.2.4.70" },
    { name: "JPEG-LS Lossless", tool: "dcmcjpls", args: [], syntax: "1.2.840.10008.1.2.4.80" },
    { name: "JPEG 2000 Lossless", tool: "gdcmconv", args: ["--j2k"], syntax: "1.2.840.10008.1.2.4.90" },
  ];
  for (const each of cases) {
    const title = `${each.name}: refused as damaged, never half drawn`;
    it.skipIf(!TOOLS[each.tool])(TOOLS[each.tool] ? title : `${title}: ${each.tool} ${MISSING}`, async () => {
      const whole = await encode("radiograph", each.tool, each.args, each.syntax);
      await expect(prepareImage(cutShort(whole), "cut.dcm")).rejects.toThrow(
        "This DICOM file is damaged or cut short: export it again from the PACS",
      );
    });
  }
});

/** Two frames of the radiograph, the second inverted, so taking the wrong frame shows. */
function twoFrames() {
  const spec = radiograph();
  const frame = spec.pixels as Buffer;
  const second = Buffer.from(frame);
  for (let i = 0; i < second.length; i += 2) second.writeUInt16LE(4095 - second.readUInt16LE(i), i);
  return dicomFile({ ...spec, frames: 2, pixels: Buffer.concat([frame, second]) });
}

describe("multi-frame files", () => {
  const cases = [
    { name: "JPEG-LS Lossless", tool: "dcmcjpls", args: [] },
    { name: "JPEG-LS Lossless, 1 KB fragments, no offset table", tool: "dcmcjpls", args: ["+fs", "1", "-ot"] },
    { name: "JPEG Lossless", tool: "dcmcjpeg", args: [] },
    { name: "JPEG Lossless, 1 KB fragments, no offset table", tool: "dcmcjpeg", args: ["+fs", "1", "-ot"] },
    { name: "RLE Lossless", tool: "dcmcrle", args: [] },
    { name: "JPEG 2000 Lossless", tool: "gdcmconv", args: ["--j2k"] },
  ];
  for (const each of cases) {
    const title = `${each.name}: the first frame`;
    it.skipIf(!TOOLS[each.tool])(TOOLS[each.tool] ? title : `${title}: ${each.tool} ${MISSING}`, async () => {
      const input = path.join(folder, "two-frames.dcm");
      const output = path.join(folder, `two-frames-${each.tool}${each.args.join("")}.dcm`);
      await writeFile(input, twoFrames());
      execFileSync(each.tool, [...each.args, input, output], { stdio: "pipe" });
      const prepared = await prepareImage(await readFile(output), "frames.dcm");
      expect(prepared.contentHash).toBe((await prepareImage(SOURCES.radiograph, "one.dcm")).contentHash);
    });
  }
});

/** Uncompressed YBR_FULL_422 as an ultrasound machine writes it: Y1 Y2 Cb Cr for each pair along a row. */
function ybrFull422(spec: DicomSpec) {
  const rgb = spec.pixels as Buffer;
  const out = Buffer.alloc((rgb.length / 3) * 2);
  for (let pair = 0; pair < rgb.length / 6; pair++) {
    const [r1, g1, b1, r2, g2, b2] = rgb.subarray(pair * 6, pair * 6 + 6);
    const [r, g, b] = [(r1! + r2!) / 2, (g1! + g2!) / 2, (b1! + b2!) / 2];
    out[pair * 4] = Math.round(0.299 * r1! + 0.587 * g1! + 0.114 * b1!);
    out[pair * 4 + 1] = Math.round(0.299 * r2! + 0.587 * g2! + 0.114 * b2!);
    out[pair * 4 + 2] = Math.round(-0.168736 * r - 0.331264 * g + 0.5 * b + 128);
    out[pair * 4 + 3] = Math.round(0.5 * r - 0.418688 * g - 0.081312 * b + 128);
  }
  return dicomFile({ ...spec, photometric: "YBR_FULL_422", pixels: out });
}

describe("YBR_FULL_422 colour, uncompressed", () => {
  it("shows the colours of the RGB it was made from", async () => {
    const reference = await shown(SOURCES["colour still"]);
    const encoded = await shown(ybrFull422(SPECS["colour still"]));
    expect(largestDifference(encoded.pixels, reference.pixels)).toBeLessThanOrEqual(4);
  });
});

/** Frames written by the decoding library's own encoders, for syntaxes no Debian tool writes. */
async function libraryEncoded(
  source: Source,
  encoder: "encodeJpeg2000" | "encodeHtJpeg2000",
  syntax: string,
  lossy = false,
) {
  const { Context, NativeCodecs } = dcmjsCodecs;
  await NativeCodecs.initializeAsync();
  const spec = SPECS[source];
  const pixels = spec.pixels as Buffer;
  const encoded = NativeCodecs[encoder](
    new Context({
      width: spec.columns,
      height: spec.rows,
      bitsAllocated: spec.bitsAllocated ?? 16,
      bitsStored: spec.bitsStored ?? spec.bitsAllocated ?? 16,
      samplesPerPixel: spec.samplesPerPixel ?? 1,
      pixelRepresentation: spec.pixelRepresentation ?? 0,
      planarConfiguration: 0,
      photometricInterpretation: spec.photometric ?? "MONOCHROME2",
      decodedBuffer: new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.length),
    }),
    { lossy },
  );
  const codestream = Buffer.from(encoded.getEncodedBuffer()!);
  const colour = spec.samplesPerPixel === 3;
  if (colour) {
    // The colour transform is flagged in the coding style (COD) segment: byte 8 from its marker.
    expect(codestream[codestream.indexOf(Buffer.from([0xff, 0x52])) + 8]).toBe(1);
  }
  const photometric = colour ? (lossy ? "YBR_ICT" : "YBR_RCT") : (spec.photometric ?? "MONOCHROME2");
  return dicomFile({ ...spec, transferSyntax: syntax, photometric, pixels: [codestream] });
}

describe("transfer syntaxes written by the decoding library's own encoders", () => {
  const cases = [
    { name: "HTJ2K Lossless", syntax: "1.2.840.10008.1.2.4.201", encoder: "encodeHtJpeg2000", source: "radiograph" },
    { name: "HTJ2K Lossless", syntax: "1.2.840.10008.1.2.4.201", encoder: "encodeHtJpeg2000", source: "signed CT" },
    { name: "HTJ2K Lossless", syntax: "1.2.840.10008.1.2.4.201", encoder: "encodeHtJpeg2000", source: "colour still" },
    { name: "JPEG 2000 Lossless", syntax: "1.2.840.10008.1.2.4.90", encoder: "encodeJpeg2000", source: "colour still" },
    {
      name: "JPEG 2000",
      syntax: "1.2.840.10008.1.2.4.91",
      encoder: "encodeJpeg2000",
      source: "colour still",
      tolerance: 6,
    },
  ] as const;
  for (const each of cases) {
    it(`${each.name} (${each.syntax}): ${each.source}`, async () => {
      const bytes = await libraryEncoded(each.source, each.encoder, each.syntax, "tolerance" in each);
      const reference = await shown(SOURCES[each.source]);
      const encoded = await shown(bytes);
      if ("tolerance" in each)
        expect(largestDifference(encoded.pixels, reference.pixels)).toBeLessThanOrEqual(each.tolerance);
      else expect(encoded.prepared.contentHash).toBe(reference.prepared.contentHash);
    });
  }
});

// A real Siemens CT export (see its README), used from beside the project and never copied into it.
const REAL_CT = path.resolve(import.meta.dirname, "../..", "../shared/real-ct/series");
const SLICES = Array.from({ length: 20 }, (_, i) => `slice-${String(i + 1).padStart(2, "0")}.dcm`);
const HAS_REAL_CT = existsSync(REAL_CT);

describe("the real CT series (JPEG 2000 Lossless)", () => {
  const ready = HAS_REAL_CT && TOOLS.gdcmraw;
  const why = HAS_REAL_CT ? `gdcmraw ${MISSING}` : "../shared/real-ct/series is not beside the project";
  for (const slice of SLICES) {
    const title = `${slice}: the file's window, and the samples gdcm decodes`;
    it.skipIf(!ready)(ready ? title : `${title}: skipped, ${why}`, async () => {
      const bytes = await readFile(path.join(REAL_CT, slice));
      expect(bytes.includes(Buffer.from("1.2.840.10008.1.2.4.90", "latin1"))).toBe(true);
      const raw = path.join(folder, `${slice}.raw`);
      execFileSync("gdcmraw", ["-P", "-i", path.join(REAL_CT, slice), "-o", raw], { stdio: "pipe" });
      const prepared = await prepareImage(bytes, slice);
      expect(prepared).toMatchObject({
        width: 512,
        height: 512,
        modality: "CT",
        defaultWindow: { center: 40, width: 300 },
      });
      expect((await readDicom(prepared.original.bytes)).pixels.equals(await readFile(raw))).toBe(true);
      // The export still carries its study date; the kept copy does not.
      expect(bytes.includes(Buffer.from("20221208", "latin1"))).toBe(true);
      expect(prepared.original.bytes.includes(Buffer.from("20221208", "latin1"))).toBe(false);
    });
  }
});
