import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { dicomFile, el, greyAt, SYNTAX, twoHalvesCt, words } from "../../tests/fixtures/dicom";
import { arrowsOverlaySvg } from "~/domain/arrow";
import { ImageRefusal, prepareImage, renderVariants } from "./bank-image.server";

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ImageRefusal);
  return (error as ImageRefusal).message;
}

describe("photos", () => {
  it("keeps a PNG's pixels as a PNG with its size", async () => {
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: "#c03030" } })
      .png()
      .toBuffer();
    const prepared = await prepareImage(png, "hand.png");
    expect(prepared).toMatchObject({
      kind: "png",
      width: 30,
      height: 20,
      original: { extension: "png", contentType: "image/png" },
    });
    expect(prepared.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(prepared.defaultWindow).toBeUndefined();
    expect((await sharp(prepared.original.bytes).metadata()).format).toBe("png");
  });

  it("turns a JPEG upright from its EXIF orientation before dropping the EXIF", async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#808080" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const prepared = await prepareImage(jpeg, "knee.jpg");
    expect(prepared).toMatchObject({ kind: "jpeg", width: 30, height: 40 });
    const kept = await sharp(prepared.original.bytes).metadata();
    expect(kept).toMatchObject({ format: "png", width: 30, height: 40 });
    expect(kept.orientation).toBeUndefined();
    expect(kept.exif).toBeUndefined();
  });

  it("reads WebP, and keeps a greyscale photo in one channel", async () => {
    const grey = sharp(Buffer.alloc(32 * 16, 90), { raw: { width: 32, height: 16, channels: 1 } }).toColourspace("b-w");
    const webp = await prepareImage(await grey.clone().webp({ lossless: true }).toBuffer(), "foot.webp");
    expect(webp).toMatchObject({ kind: "webp", width: 32, height: 16 });
    const png = await prepareImage(await grey.clone().png().toBuffer(), "foot.png");
    expect((await sharp(png.original.bytes).metadata()).channels).toBe(1);
    expect((await prepareImage(png.original.bytes, "foot.png")).contentHash).toBe(png.contentHash);
  });

  it("reads a 16-bit greyscale PNG, as radiographs are often exported, scaled to 8 bits", async () => {
    const values = [0, 4000, 32768, 65535];
    const row = Buffer.alloc(1 + values.length * 2);
    values.forEach((value, i) => row.writeUInt16BE(value, 1 + i * 2));
    const header = Buffer.alloc(13);
    header.writeUInt32BE(values.length, 0);
    header.writeUInt32BE(1, 4);
    header[8] = 16; // bits per sample; colour type 0 (grey) follows as zero
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
      const framing = Buffer.alloc(8);
      framing.writeUInt32BE(data.length, 0);
      framing.writeUInt32BE(crc32(body), 4);
      return Buffer.concat([framing.subarray(0, 4), body, framing.subarray(4)]);
    };
    const png16 = Buffer.concat([
      Buffer.from("89504e470d0a1a0a", "hex"),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(row)),
      chunk("IEND", Buffer.alloc(0)),
    ]);
    const prepared = await prepareImage(png16, "chest.png");
    expect((await sharp(prepared.original.bytes).metadata()).channels).toBe(1);
    const { data } = await sharp(prepared.original.bytes)
      .toColourspace("b-w")
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data]).toEqual([0, 15, 128, 255]);
  });

  it("goes by the content, not the name", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect((await prepareImage(png, "scan.dcm")).kind).toBe("png");
  });

  it("gives the same picture the same hash in whichever container it came", async () => {
    const pixels = Buffer.from(Array.from({ length: 24 * 24 * 3 }, (_, i) => (i * 7) % 256));
    const raw = { raw: { width: 24, height: 24, channels: 3 as const } };
    const fromPng = await prepareImage(await sharp(pixels, raw).png().toBuffer(), "a.png");
    const fromWebp = await prepareImage(await sharp(pixels, raw).webp({ lossless: true }).toBuffer(), "a.webp");
    expect(fromWebp.contentHash).toBe(fromPng.contentHash);
    const other = await prepareImage(
      await sharp(Buffer.from(pixels).fill(3, 0, 3), raw)
        .png()
        .toBuffer(),
      "b.png",
    );
    expect(other.contentHash).not.toBe(fromPng.contentHash);
  });
});

describe("refusals an editor can act on", () => {
  it("names a transfer syntax it cannot decode, and says a video is one", async () => {
    const frame = (transferSyntax: string) =>
      dicomFile({ rows: 8, columns: 8, bitsAllocated: 8, transferSyntax, pixels: [Buffer.alloc(64, 1)] });
    expect(await refusal(prepareImage(frame("1.2.840.10008.1.2.4.92"), "a.dcm"))).toBe(
      "DICOM transfer syntax 1.2.840.10008.1.2.4.92 (JPEG 2000 Part 2 Lossless) is not supported: export it uncompressed (explicit VR little endian)",
    );
    expect(await refusal(prepareImage(frame("1.2.840.10008.1.2.4.102"), "a.dcm"))).toBe(
      "This DICOM file is a video (MPEG-4), not a still image: save the frame you want as an image in the PACS (a secondary capture) and export that",
    );
  });

  it("refuses a compressed frame its codec cannot read as damaged", async () => {
    const garbage = dicomFile({
      rows: 8,
      columns: 8,
      bitsAllocated: 8,
      transferSyntax: "1.2.840.10008.1.2.4.80",
      pixels: [Buffer.from([0xff, 0xd8, 0xff, 0xf7, 0, 1, 2, 3])],
    });
    expect(await refusal(prepareImage(garbage, "a.dcm"))).toBe(
      "This DICOM file is damaged or cut short: export it again from the PACS",
    );
  });

  it("refuses by name what carries pixels but is not an image: SR, RTDOSE, SEG", async () => {
    const spec = { rows: 4, columns: 4, bitsAllocated: 8, pixels: Buffer.alloc(16, 1) };
    expect(await refusal(prepareImage(dicomFile({ ...spec, modality: "SR" }), "a.dcm"))).toBe(
      "This DICOM file is a structured report (SR), not an image: export the images of the study instead",
    );
    expect(await refusal(prepareImage(dicomFile({ ...spec, modality: "RTDOSE" }), "a.dcm"))).toContain(
      "radiotherapy dose grid (RTDOSE), not an image: export the CT or MR images",
    );
    const seg = dicomFile({ ...spec, extra: { "00080016": el("UI", "1.2.840.10008.5.1.4.1.1.66.4") } });
    expect(await refusal(prepareImage(seg, "a.dcm"))).toContain("segmentation (SEG), a mask drawn over other images");
  });

  it("refuses burned-in annotation unless an editor confirms the pixels are clean", async () => {
    const file = dicomFile({
      rows: 8,
      columns: 8,
      bitsAllocated: 8,
      modality: "US",
      pixels: Buffer.alloc(64, 5),
      extra: { "00280301": el("CS", "YES") },
    });
    expect(await refusal(prepareImage(file, "us.dcm"))).toMatch(/Burned In Annotation YES.*confirm/);
    const confirmed = await prepareImage(file, "us.dcm", { burnedInAnnotationConfirmed: true });
    expect(confirmed.kind).toBe("dicom");
    // The kept copy passed the check, so preparing it again needs no second confirmation.
    expect(
      (await prepareImage(confirmed.original.bytes, "us.dcm")).original.bytes.equals(confirmed.original.bytes),
    ).toBe(true);
  });

  it("refuses what is not an image, naming the file", async () => {
    expect(await refusal(prepareImage(Buffer.from("Patient list, not a picture"), "notes/list.txt"))).toBe(
      "list.txt is not an image Arrowed can read: use PNG, JPEG, WebP or DICOM",
    );
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    expect(await refusal(prepareImage(gif, "x.gif"))).toContain("is not an image Arrowed can read");
    expect(await refusal(prepareImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), "x.svg"))).toContain(
      "is not an image Arrowed can read",
    );
  });

  it("refuses a DICOM with no image or colours it cannot show", async () => {
    const palette = dicomFile({
      rows: 8,
      columns: 8,
      bitsAllocated: 8,
      photometric: "PALETTE COLOR",
      pixels: Buffer.alloc(64),
    });
    expect(await refusal(prepareImage(palette, "p.dcm"))).toBe(
      "DICOM photometric interpretation PALETTE COLOR is not supported: export it as MONOCHROME2 or RGB",
    );
    const report = dicomFile({ rows: 8, columns: 8, pixels: Buffer.alloc(0) });
    expect(await refusal(prepareImage(report, "sr.dcm"))).toContain("holds no image");
  });

  it("refuses an image too large to decode safely", async () => {
    const huge = dicomFile({ rows: 8000, columns: 8000, pixels: Buffer.alloc(16) });
    expect(await refusal(prepareImage(huge, "huge.dcm"))).toBe(
      "This image is 8000 × 8000 pixels: Arrowed takes up to 50 megapixels, so reduce it first",
    );
  });

  it("refuses truncated files", async () => {
    const dicom = dicomFile({ rows: 64, columns: 64, pixels: words(new Array(64 * 64).fill(500)) });
    expect(await refusal(prepareImage(dicom.subarray(0, dicom.length - 1000), "cut.dcm"))).toBe(
      "This DICOM file is damaged or cut short: export it again from the PACS",
    );
    expect(await refusal(prepareImage(dicom.subarray(0, 200), "cut.dcm"))).toContain("damaged or cut short");
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#888" } })
      .jpeg()
      .toBuffer();
    expect(await refusal(prepareImage(jpeg.subarray(0, jpeg.length / 2), "cut.jpg"))).toBe(
      "This JPEG file is damaged or cut short: save or export it again",
    );
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#888" } })
      .png()
      .toBuffer();
    expect(await refusal(prepareImage(png.subarray(0, png.length - 20), "cut.png"))).toContain("PNG file is damaged");
  });
});

describe("arrows drawn into the variants", () => {
  type Arrow = { tip: [number, number]; tail: [number, number] };
  const grey = () =>
    sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#404040" } })
      .png()
      .toBuffer();
  const arrow: Arrow = { tip: [0.3, 0.6], tail: [0.55, 0.35] };

  /** A point inside the head: back from the tip towards the tail by 1% of the longest side. */
  function inHead({ tip, tail }: Arrow, width: number, height: number): [number, number] {
    const dx = (tail[0] - tip[0]) * width;
    const dy = (tail[1] - tip[1]) * height;
    const back = (0.01 * Math.max(width, height)) / Math.hypot(dx, dy);
    return [tip[0] + (dx * back) / width, tip[1] + (dy * back) / height];
  }

  it("lands the head's point on the tip at every size, and leaves the rest of the image alone", async () => {
    const prepared = await prepareImage(await grey(), "chest.png");
    const { full, small, placeholder } = await renderVariants(prepared.original.bytes, { arrows: [arrow] });
    expect([full.width, full.height]).toEqual([1200, 900]);
    expect([small.width, small.height]).toEqual([400, 300]);
    expect(placeholder.width).toBe(16);
    expect(await greyAt(full, ...inHead(arrow, 1200, 900))).toBeGreaterThan(200);
    expect(await greyAt(small, ...inHead(arrow, 400, 300))).toBeGreaterThan(180);
    // the shaft half-way along
    expect(await greyAt(full, 0.425, 0.475)).toBeGreaterThan(200);
    // beyond the tip, and far away, the image is as it was
    expect(await greyAt(full, 0.28, 0.63)).toBeLessThan(80);
    expect(await greyAt(full, 0.8, 0.2)).toBeLessThan(80);
  });

  it("draws nothing when there is no arrow", async () => {
    const prepared = await prepareImage(await grey(), "chest.png");
    const { full } = await renderVariants(prepared.original.bytes, { arrows: [] });
    expect(await greyAt(full, ...inHead(arrow, 1200, 900))).toBeLessThan(80);
  });

  it("draws every arrow on a DICOM too", async () => {
    const prepared = await prepareImage(twoHalvesCt(0, 0, {}, 256), "ct.dcm");
    const second: Arrow = { tip: [0.7, 0.3], tail: [0.9, 0.1] };
    const { full } = await renderVariants(prepared.original.bytes, { arrows: [arrow, second] });
    expect(await greyAt(full, ...inHead(arrow, 256, 256))).toBeGreaterThan(200);
    expect(await greyAt(full, ...inHead(second, 256, 256))).toBeGreaterThan(200);
    expect(await greyAt(full, 0.2, 0.2)).toBeLessThan(20);
  });

  it("draws arrows over the part of the image they cover exactly as over the whole image, to its edges", async () => {
    const arrows: Arrow[] = [arrow, { tip: [0.01, 0.98], tail: [0.2, 0.8] }, { tip: [0.99, 0.02], tail: [0.99, 0.02] }];
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#a05030" } })
      .png()
      .toBuffer();
    for (const [bytes, name] of [
      [twoHalvesCt(0, 0, {}, 256), "ct.dcm"],
      [photo, "hand.png"],
    ] as const) {
      const prepared = await prepareImage(bytes, name, { display: {} });
      const { full } = await renderVariants(prepared.original.bytes, { arrows, displayed: prepared.displayed });
      // The whole image's worth of overlay, laid over the same pixels at the same size.
      const base = prepared.displayed
        ? sharp(prepared.displayed.data, { raw: prepared.displayed })
        : sharp(prepared.original.bytes);
      const sized = await base
        .resize({ width: full.width, height: full.height })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const overlay = Buffer.from(arrowsOverlaySvg(arrows, full.width, full.height));
      const whole = await sharp(sized.data, { raw: sized.info })
        .composite([{ input: overlay, top: 0, left: 0 }])
        .webp({ quality: 82 })
        .toBuffer();
      const pixels = (webp: Buffer) => sharp(webp).toColourspace("srgb").removeAlpha().raw().toBuffer();
      expect((await pixels(full.bytes)).equals(await pixels(whole))).toBe(true);
    }
  });

  it("enlarges a 64-pixel MR for display and draws its arrow with a head and a shaft", async () => {
    const mr = dicomFile({
      rows: 64,
      columns: 64,
      bitsStored: 12,
      modality: "MR",
      pixels: words(new Array(64 * 64).fill(100)),
      extra: { "00281050": el("DS", 2000), "00281051": el("DS", 400) },
    });
    const prepared = await prepareImage(mr, "mr.dcm");
    const { full, small } = await renderVariants(prepared.original.bytes, { arrows: [arrow] });
    expect([full.width, full.height]).toEqual([512, 512]);
    expect([small.width, small.height]).toEqual([400, 400]);
    for (const variant of [full, small]) {
      expect(await greyAt(variant, ...inHead(arrow, variant.width, variant.height))).toBeGreaterThan(180);
      // the shaft half-way along
      expect(await greyAt(variant, 0.425, 0.475)).toBeGreaterThan(150);
      expect(await greyAt(variant, 0.8, 0.8)).toBeLessThan(20);
    }
  });
});

describe("preparing is deterministic and idempotent", () => {
  it("gives a kept DICOM back byte for byte when it is prepared again", async () => {
    const file = twoHalvesCt(1000, 1500, {
      "00281050": el("DS", 40.25, 300),
      "00281051": el("DS", 401.5),
      "00281053": el("DS", 0.999999),
      "00100010": el("PN", "Doe^Jane"),
    });
    const once = await prepareImage(file, "ct.dcm");
    const again = await prepareImage(file, "ct.dcm");
    const twice = await prepareImage(once.original.bytes, "ct.dcm");
    expect(again.original.bytes.equals(once.original.bytes)).toBe(true);
    expect(twice.original.bytes.equals(once.original.bytes)).toBe(true);
    expect(twice.contentHash).toBe(once.contentHash);
    expect(twice.defaultWindow).toEqual(once.defaultWindow);
  });

  it("keeps a JPEG-baseline DICOM's pixels, so its kept copy has the same hash", async () => {
    const jpeg = await sharp(Buffer.from(Array.from({ length: 32 * 32 }, (_, i) => i % 256)), {
      raw: { width: 32, height: 32, channels: 1 },
    })
      .jpeg()
      .toBuffer();
    const once = await prepareImage(
      dicomFile({ rows: 32, columns: 32, bitsAllocated: 8, transferSyntax: SYNTAX.jpegBaseline, pixels: [jpeg] }),
      "dx.dcm",
    );
    const twice = await prepareImage(once.original.bytes, "dx.dcm");
    expect(twice.contentHash).toBe(once.contentHash);
    expect(twice.original.bytes.equals(once.original.bytes)).toBe(true);
  });

  it("gives a kept photo back byte for byte when it is prepared again", async () => {
    const jpeg = await sharp({ create: { width: 50, height: 40, channels: 3, background: "#5080a0" } })
      .jpeg()
      .withMetadata({ orientation: 8 })
      .toBuffer();
    const once = await prepareImage(jpeg, "a.jpg");
    const twice = await prepareImage(once.original.bytes, "a.png");
    expect(twice.original.bytes.equals(once.original.bytes)).toBe(true);
    expect(twice.contentHash).toBe(once.contentHash);
    expect([twice.width, twice.height]).toEqual([40, 50]);
  });

  it("renders the same variants from the same original", async () => {
    const prepared = await prepareImage(twoHalvesCt(1000, 1500), "ct.dcm");
    const options = {
      arrows: [{ tip: [0.5, 0.5], tail: [0.7, 0.3] }] as { tip: [number, number]; tail: [number, number] }[],
    };
    const [a, b] = [
      await renderVariants(prepared.original.bytes, options),
      await renderVariants(prepared.original.bytes, options),
    ];
    expect(a.full.bytes.equals(b.full.bytes)).toBe(true);
    expect(a.placeholder.bytes.equals(b.placeholder.bytes)).toBe(true);
  });
});
