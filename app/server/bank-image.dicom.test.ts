// DICOM images through the bank's image pipeline: read, de-identified, and windowed to 8-bit.
import dcmjs from "dcmjs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { dicomFile, el, greyAt, SYNTAX, twoHalvesCt, words } from "../../tests/fixtures/dicom";
import { prepareImage, renderVariants } from "./bank-image.server";
import { readDicom } from "./dicom.server";

const readKept = (bytes: Buffer) =>
  dcmjs.data.DicomMessage.readFile(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer,
  );

describe("DICOM", () => {
  it("reads implicit VR little endian, with the file's window and modality", async () => {
    const file = twoHalvesCt(1024, 2048, { "00281050": el("DS", 50, 400), "00281051": el("DS", 350, 2000) });
    const prepared = await prepareImage(
      dicomFile({
        rows: 4,
        columns: 4,
        transferSyntax: SYNTAX.implicit,
        pixels: words(new Array(16).fill(1000)),
        extra: { "00281050": el("DS", 50), "00281051": el("DS", 350) },
      }),
      "ct.dcm",
    );
    expect(prepared).toMatchObject({
      kind: "dicom",
      width: 4,
      height: 4,
      modality: "CT",
      defaultWindow: { center: 50, width: 350 },
    });
    expect(prepared.original).toMatchObject({ extension: "dcm", contentType: "application/dicom" });
    expect((await prepareImage(file, "ct.dcm")).defaultWindow).toEqual({ center: 50, width: 350 });
  });

  it("reads explicit VR little endian, and files written without the preamble", async () => {
    const spec = { rows: 8, columns: 6, bitsAllocated: 8, modality: "CR", pixels: Buffer.alloc(48, 100) };
    const withPreamble = await prepareImage(dicomFile(spec), "cr.dcm");
    const without = await prepareImage(dicomFile({ ...spec, preamble: false }), "cr.dcm");
    expect(withPreamble).toMatchObject({ kind: "dicom", width: 6, height: 8, modality: "CR" });
    expect(without.contentHash).toBe(withPreamble.contentHash);
  });

  it("reads JPEG baseline, greyscale and colour", async () => {
    const grey = await sharp(Buffer.alloc(16 * 12, 120), { raw: { width: 16, height: 12, channels: 1 } })
      .jpeg()
      .toBuffer();
    const mono = await prepareImage(
      dicomFile({
        rows: 12,
        columns: 16,
        bitsAllocated: 8,
        modality: "DX",
        transferSyntax: SYNTAX.jpegBaseline,
        pixels: [grey],
      }),
      "dx.dcm",
    );
    expect(mono).toMatchObject({ kind: "dicom", width: 16, height: 12, modality: "DX" });
    expect(await greyAt((await renderVariants(mono.original.bytes, { arrows: [] })).full, 0.5, 0.5)).toBeGreaterThan(
      100,
    );

    const colour = await sharp({ create: { width: 20, height: 10, channels: 3, background: "#d04020" } })
      .jpeg()
      .toBuffer();
    const us = await prepareImage(
      dicomFile({
        rows: 10,
        columns: 20,
        bitsAllocated: 8,
        samplesPerPixel: 3,
        photometric: "YBR_FULL_422",
        modality: "US",
        transferSyntax: SYNTAX.jpegBaseline,
        pixels: [colour],
      }),
      "us.dcm",
    );
    expect(us).toMatchObject({ width: 20, height: 10, modality: "US", defaultWindow: undefined });
    const { data } = await sharp((await renderVariants(us.original.bytes, { arrows: [] })).full.bytes)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(180);
    expect(data[2]).toBeLessThan(80);
  });

  it("shows RGB ultrasound, interleaved or by planes", async () => {
    const plane = (value: number) => Buffer.alloc(8 * 8, value);
    const planar = dicomFile({
      rows: 8,
      columns: 8,
      bitsAllocated: 8,
      samplesPerPixel: 3,
      photometric: "RGB",
      planarConfiguration: 1,
      modality: "US",
      pixels: Buffer.concat([plane(250), plane(0), plane(0)]),
    });
    const prepared = await prepareImage(planar, "us.dcm");
    const { data } = await sharp((await renderVariants(prepared.original.bytes, { arrows: [] })).full.bytes)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[1]).toBeLessThan(40);
  });

  it("shows the first frame of a multi-frame file", async () => {
    const frames = Buffer.concat([Buffer.alloc(64, 250), Buffer.alloc(64, 10)]);
    const prepared = await prepareImage(
      dicomFile({ rows: 8, columns: 8, bitsAllocated: 8, modality: "XA", frames: 2, pixels: frames }),
      "xa.dcm",
    );
    const { full } = await renderVariants(prepared.original.bytes, { arrows: [], window: { center: 128, width: 256 } });
    expect(await greyAt(full, 0.5, 0.5)).toBeGreaterThan(230);
    // Only the first frame is kept: 64 samples of 250.
    const kept = await readDicom(prepared.original.bytes);
    expect(kept.pixels).toEqual(Buffer.alloc(64, 250));
    expect(readKept(prepared.original.bytes).dict["00280008"]).toBeUndefined();
  });

  it("reads signed 16-bit samples with their rescale", async () => {
    // Stored −1000 and +1000 with slope 1, intercept 0: a window at 0 shows one black and one white.
    const values = Array.from({ length: 64 }, (_, i) => (i % 8 < 4 ? -1000 : 1000));
    const file = dicomFile({
      rows: 8,
      columns: 8,
      pixelRepresentation: 1,
      modality: "CT",
      pixels: words(values),
      extra: { "00281052": el("DS", 0), "00281053": el("DS", 1) },
    });
    const prepared = await prepareImage(file, "signed.dcm");
    const { full } = await renderVariants(prepared.original.bytes, { arrows: [], window: { center: 0, width: 100 } });
    expect(await greyAt(full, 0.1, 0.5)).toBeLessThan(20);
    expect(await greyAt(full, 0.9, 0.5)).toBeGreaterThan(235);
  });
});

describe("windowing a DICOM to 8-bit", () => {
  // Left half water (0 HU), right half bone (+1000 HU).
  const ct = twoHalvesCt(1024, 2024);

  it("uses the window it is given", async () => {
    const prepared = await prepareImage(ct, "ct.dcm");
    const bone = await renderVariants(prepared.original.bytes, { arrows: [], window: { center: 500, width: 2000 } });
    // water is a quarter of the way up a −500…1500 window, bone three quarters
    expect(await greyAt(bone.full, 0.25, 0.5)).toBeGreaterThan(55);
    expect(await greyAt(bone.full, 0.25, 0.5)).toBeLessThan(75);
    expect(await greyAt(bone.full, 0.75, 0.5)).toBeGreaterThan(180);
    expect(await greyAt(bone.full, 0.75, 0.5)).toBeLessThan(200);
  });

  it("falls back to the file's own window, then to soft tissue for CT", async () => {
    const withWindow = await prepareImage(
      twoHalvesCt(1024, 2024, { "00281050": el("DS", 2000), "00281051": el("DS", 100) }),
      "ct.dcm",
    );
    const filesOwn = await renderVariants(withWindow.original.bytes, { arrows: [] });
    expect(await greyAt(filesOwn.full, 0.75, 0.5)).toBeLessThan(10);

    const plain = await prepareImage(ct, "ct.dcm");
    expect(plain.defaultWindow).toEqual({ center: 40, width: 400 });
    const softTissue = await renderVariants(plain.original.bytes, { arrows: [] });
    expect(await greyAt(softTissue.full, 0.25, 0.5)).toBeGreaterThan(95);
    expect(await greyAt(softTissue.full, 0.25, 0.5)).toBeLessThan(115);
    expect(await greyAt(softTissue.full, 0.75, 0.5)).toBeGreaterThan(245);
  });

  it("spreads an MR without a window over its own range", async () => {
    const values = Array.from({ length: 64 }, (_, i) => (i % 8 < 4 ? 200 : 1200));
    const prepared = await prepareImage(
      dicomFile({ rows: 8, columns: 8, modality: "MR", pixels: words(values) }),
      "mr.dcm",
    );
    expect(prepared.defaultWindow).toEqual({ center: 700, width: 1001 });
    const { full } = await renderVariants(prepared.original.bytes, { arrows: [] });
    expect(await greyAt(full, 0.1, 0.5)).toBeLessThan(15);
    expect(await greyAt(full, 0.9, 0.5)).toBeGreaterThan(240);
  });

  it("shows MONOCHROME1 inverted: the lowest value white", async () => {
    const values = Array.from({ length: 64 }, (_, i) => (i % 8 < 4 ? 100 : 3000));
    const spec = { rows: 8, columns: 8, bitsStored: 12, modality: "CR", pixels: words(values) };
    const window = { center: 1550, width: 2900 };
    const m2 = await renderVariants((await prepareImage(dicomFile(spec), "cr.dcm")).original.bytes, {
      arrows: [],
      window,
    });
    const m1 = await renderVariants(
      (await prepareImage(dicomFile({ ...spec, photometric: "MONOCHROME1" }), "cr.dcm")).original.bytes,
      { arrows: [], window },
    );
    expect(await greyAt(m2.full, 0.1, 0.5)).toBeLessThan(15);
    expect(await greyAt(m1.full, 0.1, 0.5)).toBeGreaterThan(240);
    expect(await greyAt(m1.full, 0.9, 0.5)).toBeLessThan(15);
  });
});
