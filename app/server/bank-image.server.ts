// Images for the question bank (docs/decisions/018-bank-images.md): what an editor uploads becomes a
// de-identified original that may be kept, and the served WebP variants with the arrows drawn in.
// Nothing that could name a patient survives either step.
import { createHash } from "node:crypto";
import path from "node:path";
import sharp, { type OutputInfo } from "sharp";
import { arrowsOverlay, type Arrow, type Point } from "~/domain/arrow";
import type { ImageWindow } from "~/domain/windowing";
import { dicomPool } from "./dicom-pool.server";
import { looksLikeDicom } from "./dicom-sniff.server";
import { ImageRefusal, MAX_PIXELS, refuseOversize } from "./image-refusal.server";

// Each image is read once and written once: libvips' operation cache only holds memory (up to 50 MB)
// on a small server whose first start renders the whole starter bank, and one libvips thread per
// image keeps each render's buffers to one set (the bank import renders two images at a time).
sharp.cache(false);
sharp.concurrency(1);

export type { Arrow, ImageWindow, Point };
export { ImageRefusal };

export type PreparedImage = {
  kind: "dicom" | "png" | "jpeg" | "webp";
  /** The original as it may be kept: a DICOM de-identified, or a photo's pixels as a PNG without metadata. */
  original: { bytes: Buffer; extension: "dcm" | "png"; contentType: string };
  /** sha256 hex over the decoded pixels and their dimensions, not the container or its metadata. */
  contentHash: string;
  width: number;
  height: number;
  /** DICOM only: the file's own window or the modality default. */
  defaultWindow?: ImageWindow;
  /** DICOM only: the Modality tag (CT, MR, CR, DX, US, …). */
  modality?: string;
  /** DICOM only: every window the file gives, and its full range, for the editor to choose from. */
  fileWindows?: ImageWindow[];
  fullRange?: ImageWindow;
  /** DICOM only: the file says its pixels carry burned-in text. */
  burnedInAnnotation?: boolean;
  /** DICOM only, when asked for: its pixels windowed for display, so a render need not decode it again. */
  displayed?: DisplayedPixels;
};

/** 8-bit pixels ready for sharp: greyscale (one channel) or RGB interleaved (three). */
export type DisplayedPixels = { data: Uint8Array; channels: 1 | 3; width: number; height: number };

export type Variant = { bytes: Buffer; width: number; height: number };

export const FULL_SIDE = 1200;
export const SMALL_WIDTH = 400;
export const PLACEHOLDER_WIDTH = 16;
/** An image whose longest side is under this is enlarged for display (a 64-pixel MR, a 128-pixel CT)… */
export const SMALL_IMAGE_SIDE = 256;
/** …to this longest side, so it is not a postage stamp and its arrows have room to be drawn. */
export const ENLARGED_SIDE = 512;

type PhotoKind = "png" | "jpeg" | "webp";

/** The kind from the first bytes, whatever the file is called. */
function photoKind(bytes: Buffer): PhotoKind | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 12 && bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP")
    return "webp";
  return null;
}

const notAnImage = (fileName: string) =>
  new ImageRefusal(`${path.basename(fileName)} is not an image Arrowed can read: use PNG, JPEG, WebP or DICOM`);

const damagedPhoto = (kind: PhotoKind) =>
  new ImageRefusal(`This ${kind.toUpperCase()} file is damaged or cut short: save or export it again`);

/** Decoded photo pixels, upright (EXIF orientation applied), 8-bit, greyscale kept as one channel. */
async function decodePhoto(bytes: Buffer, kind: PhotoKind) {
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw damagedPhoto(kind);
    });
  refuseOversize(metadata.width ?? 0, metadata.height ?? 0);
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS }).autoOrient();
    if (metadata.space === "b-w" || metadata.space === "grey16") image.toColourspace("b-w");
    return await image.raw({ depth: "uchar" }).toBuffer({ resolveWithObject: true });
  } catch {
    throw damagedPhoto(kind);
  }
}

function photoContentHash(width: number, height: number, channels: number, pixels: Buffer) {
  return createHash("sha256").update(`photo ${width}x${height} channels=${channels}\n`).update(pixels).digest("hex");
}

/** Detects the kind by content (not the name), refuses what it cannot handle, de-identifies. */
export async function prepareImage(
  bytes: Buffer,
  fileName: string,
  options: {
    burnedInAnnotationConfirmed?: boolean;
    /** A DICOM's pixels windowed for display come back too (`window`, else the file's default). */
    display?: { window?: ImageWindow };
    /** The caller is done with `bytes`: a DICOM's move to the worker instead of being copied (and are then empty). */
    handOver?: boolean;
  } = {},
): Promise<PreparedImage> {
  if (looksLikeDicom(bytes)) {
    // Parsed and decoded on the DICOM worker, within its memory limit and time budget.
    const { original, ...dicom } = await dicomPool.prepare(
      bytes,
      options.burnedInAnnotationConfirmed ?? false,
      options.display,
      options.handOver,
    );
    return {
      kind: "dicom",
      original: {
        bytes: Buffer.from(original.buffer, original.byteOffset, original.byteLength),
        extension: "dcm",
        contentType: "application/dicom",
      },
      ...dicom,
    };
  }
  const kind = photoKind(bytes);
  if (!kind) throw notAnImage(fileName);
  const { data, info } = await decodePhoto(bytes, kind);
  const pixels = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  // sharp writes sRGB unless told otherwise: a greyscale photo stays one channel (and its hash the same).
  if (info.channels <= 2) pixels.toColourspace("b-w");
  const png = await pixels.png().toBuffer();
  return {
    kind,
    original: { bytes: png, extension: "png", contentType: "image/png" },
    contentHash: photoContentHash(info.width, info.height, info.channels, data),
    width: info.width,
    height: info.height,
  };
}

/** 8-bit pixels of a kept original (or any supported image), ready for sharp. */
async function displayImage(original: Buffer, window?: ImageWindow, displayed?: DisplayedPixels) {
  if (displayed) {
    const { data, channels, width, height } = displayed;
    return sharp(data, { raw: { width, height, channels } });
  }
  if (looksLikeDicom(original)) {
    const { data, channels, width, height } = await dicomPool.display(original, window);
    return sharp(data, { raw: { width, height, channels } });
  }
  const kind = photoKind(original);
  if (!kind) throw notAnImage("The image");
  const { data, info } = await decodePhoto(original, kind);
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).flatten({
    background: "#000",
  });
}

type Raw = { data: Buffer; info: OutputInfo };

const rawInput = ({ data, info }: Raw) =>
  sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

/**
 * Draws the arrows onto pixels already at their final size, so lines stay crisp at every size. Only the
 * part of the image under the arrows is drawn on and blended (a whole image's blending costs more than
 * the arrows), then set back in a copy of the pixels. The arrows are black and white, so a greyscale
 * image stays one channel: the WebP made from it is the same, from a quarter of the bytes
 * (docs/decisions/087-a-bank-import-that-renders-and-copies-less.md).
 */
async function withArrows(raw: Raw, arrows: Arrow[]): Promise<Raw> {
  const overlay = arrowsOverlay(arrows, raw.info.width, raw.info.height);
  if (!overlay) return raw;
  const { left, top, width, height, svg } = overlay;
  const { channels } = raw.info;
  if (channels !== 1 && channels !== 3) {
    return rawInput(raw)
      .composite([{ input: Buffer.from(svg), top, left }])
      .raw()
      .toBuffer({ resolveWithObject: true });
  }
  const patch = rawInput(raw)
    .extract({ left, top, width, height })
    .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
    // The pixels were opaque and stay so: the alpha channel blending adds says nothing.
    .removeAlpha()
    .toColourspace(channels === 1 ? "b-w" : "srgb");
  const { data } = await patch.raw().toBuffer({ resolveWithObject: true });
  const drawn = Buffer.from(raw.data);
  const row = width * channels;
  for (let y = 0; y < height; y++)
    data.copy(drawn, ((top + y) * raw.info.width + left) * channels, y * row, (y + 1) * row);
  return { data: drawn, info: raw.info };
}

async function webp(raw: Raw, quality: number): Promise<Variant> {
  const { data, info } = await rawInput(raw).webp({ quality }).toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/**
 * The served images, with the arrows drawn in: full (longest side ≤ 1200 px), small (400 px wide)
 * and placeholder (16 px wide, blurred), WebP without metadata. A DICOM is windowed with `window`
 * if given, else the file's own, else its modality's default; `displayed`, when the preparation gave
 * the pixels already windowed that way, saves decoding the original again.
 */
export async function renderVariants(
  original: Buffer,
  options: { window?: ImageWindow; arrows: Arrow[]; displayed?: DisplayedPixels },
): Promise<{ full: Variant; small: Variant; placeholder: Variant }> {
  const base = await displayImage(original, options.window, options.displayed);
  const { width = 0, height = 0 } = await base.metadata();
  // Enlarged with a smooth kernel when small; otherwise only ever made smaller.
  const side = Math.max(width, height) < SMALL_IMAGE_SIDE ? ENLARGED_SIDE : FULL_SIDE;
  const enlarge = side === ENLARGED_SIDE;
  const fullRaw = await base
    .resize({ width: side, height: side, fit: "inside", withoutEnlargement: !enlarge })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // The small one from the full one: a fifth of the pixels of a radiograph's own to read again.
  const smallRaw = await rawInput(fullRaw)
    .resize({ width: SMALL_WIDTH, withoutEnlargement: !enlarge })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [fullDrawn, smallDrawn] = await Promise.all([
    withArrows(fullRaw, options.arrows),
    withArrows(smallRaw, options.arrows),
  ]);
  const placeholderRaw = await rawInput(smallDrawn)
    .resize({ width: PLACEHOLDER_WIDTH })
    .blur(1)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [full, small, placeholder] = await Promise.all([
    webp(fullDrawn, 82),
    webp(smallDrawn, 72),
    webp(placeholderRaw, 40),
  ]);
  return { full, small, placeholder };
}
