// The transfer syntaxes a PACS writes besides uncompressed little endian, decoded to the native
// samples the windowing reads (docs/decisions/053-dicom-codecs.md): dcmjs-codecs' WebAssembly build
// of dcmtk's JPEG and RLE decoders, CharLS, OpenJPEG, OpenJPH and libjxl does the decoding; this
// module only picks the decoder, unpacks big endian and turns YBR into RGB.
import { createRequire } from "node:module";
import path from "node:path";
import dcmjsCodecs from "dcmjs-codecs";
import { ImageRefusal } from "./image-refusal.server";

const { Context, NativeCodecs } = dcmjsCodecs;

/** What a frame's samples are, as the Image Pixel module describes them. */
export type PixelDescription = {
  rows: number;
  columns: number;
  samplesPerPixel: number;
  photometric: string;
  bitsAllocated: number;
  bitsStored: number;
  pixelRepresentation: 0 | 1;
  planarConfiguration: 0 | 1;
  /** PALETTE COLOR's red, green and blue tables, when the file gives them whole. */
  palette?: Palette;
};

/** One colour table per channel, indexed from the first mapped sample value, entries of `bits` bits. */
export type Palette = { firstMapped: number; bits: number; red: Uint16Array; green: Uint16Array; blue: Uint16Array };

/** A frame as native little-endian samples; colour comes out as RGB. */
export type DecodedFrame = PixelDescription & { pixels: Buffer };

type Decoder = "native" | "bigEndian" | "rle" | "jpeg" | "jpegLs" | "jpeg2000" | "htj2k" | "jpegXl";

const DECODERS: Record<string, Decoder> = {
  "1.2.840.10008.1.2": "native",
  "1.2.840.10008.1.2.1": "native",
  "1.2.840.10008.1.2.1.99": "native",
  "1.2.840.10008.1.2.2": "bigEndian",
  "1.2.840.10008.1.2.5": "rle",
  "1.2.840.10008.1.2.4.50": "jpeg",
  "1.2.840.10008.1.2.4.51": "jpeg",
  "1.2.840.10008.1.2.4.57": "jpeg",
  "1.2.840.10008.1.2.4.70": "jpeg",
  "1.2.840.10008.1.2.4.80": "jpegLs",
  "1.2.840.10008.1.2.4.81": "jpegLs",
  "1.2.840.10008.1.2.4.90": "jpeg2000",
  "1.2.840.10008.1.2.4.91": "jpeg2000",
  "1.2.840.10008.1.2.4.201": "htj2k",
  "1.2.840.10008.1.2.4.202": "htj2k",
  "1.2.840.10008.1.2.4.203": "htj2k",
  "1.2.840.10008.1.2.4.110": "jpegXl",
  "1.2.840.10008.1.2.4.111": "jpegXl",
  "1.2.840.10008.1.2.4.112": "jpegXl",
};

/** Video syntaxes: a film, not a still, so there is no one image to take. */
const VIDEO_SYNTAXES: Record<string, string> = {
  "1.2.840.10008.1.2.4.100": "MPEG2",
  "1.2.840.10008.1.2.4.101": "MPEG2",
  "1.2.840.10008.1.2.4.102": "MPEG-4",
  "1.2.840.10008.1.2.4.103": "MPEG-4",
  "1.2.840.10008.1.2.4.104": "MPEG-4",
  "1.2.840.10008.1.2.4.105": "MPEG-4",
  "1.2.840.10008.1.2.4.106": "MPEG-4",
  "1.2.840.10008.1.2.4.107": "HEVC",
  "1.2.840.10008.1.2.4.108": "HEVC",
};

export const canDecode = (syntax: string) => syntax in DECODERS;

/** Which codec a transfer syntax's pixel data is for (undefined for one no decoder reads). */
export const codecOf = (syntax: string): Decoder | undefined => DECODERS[syntax];

export const isEncapsulated = (syntax: string) =>
  canDecode(syntax) && DECODERS[syntax] !== "native" && DECODERS[syntax] !== "bigEndian";

/** Refuses a syntax no decoder here reads, saying what the file is and what to export instead. */
export function refuseSyntax(syntax: string, name: string | undefined): never {
  const video = VIDEO_SYNTAXES[syntax];
  if (video)
    throw new ImageRefusal(
      `This DICOM file is a video (${video}), not a still image: save the frame you want as an image in the PACS (a secondary capture) and export that`,
    );
  throw new ImageRefusal(
    `DICOM transfer syntax ${syntax}${name ? ` (${name})` : ""} is not supported: export it uncompressed (explicit VR little endian)`,
  );
}

// The WebAssembly file sits beside the package's script; resolved here so a bundled server finds it too.
const WASM = path.join(
  path.dirname(createRequire(import.meta.url).resolve("dcmjs-codecs")),
  "dcmjs-native-codecs.wasm",
);

let loaded: Promise<void> | undefined;

/** Compiles the codecs once per thread; a failed load is retried on the next file. */
export function loadCodecs() {
  loaded ??= NativeCodecs.initializeAsync({ webAssemblyModulePathOrUrl: WASM }).catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

const DAMAGED = "This DICOM file is damaged or cut short: export it again from the PACS";

const startsJpeg = (bytes: Buffer) => bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
const startsJpeg2000 = (bytes: Buffer) =>
  (bytes.length >= 4 && bytes.readUInt32BE(0) === 0xff4fff51) ||
  (bytes.length >= 8 && bytes.toString("latin1", 4, 8) === "jP  ");

/** The end-of-image marker (FF D9), before the zero byte that pads a fragment to an even length. */
function endsWithEoi(frame: Buffer) {
  const end = frame.length >= 1 && frame[frame.length - 1] === 0 ? frame.length - 1 : frame.length;
  return end >= 2 && frame[end - 2] === 0xff && frame[end - 1] === 0xd9;
}

/** How each kind of codestream begins, to tell where the next frame starts among fragments. */
const FRAME_STARTS: Partial<Record<Decoder, (bytes: Buffer) => boolean>> = {
  jpeg: startsJpeg,
  jpegLs: startsJpeg,
  jpeg2000: startsJpeg2000,
  htj2k: startsJpeg2000,
};

/**
 * The first frame's bytes among the encapsulated fragments: every fragment of a single-frame image,
 * one fragment when each frame has its own (RLE always does), else those up to the next codestream.
 */
export function firstFrame(syntax: string, fragments: Buffer[], numberOfFrames: number): Buffer {
  const [head, ...rest] = fragments;
  if (!head) throw new ImageRefusal(DAMAGED);
  // One fragment is the frame itself (Buffer.concat would copy it even alone).
  if (numberOfFrames <= 1) return rest.length ? Buffer.concat(fragments) : head;
  const starts = FRAME_STARTS[DECODERS[syntax] ?? "native"];
  if (fragments.length === numberOfFrames || !starts) return head;
  const next = rest.findIndex(starts);
  return Buffer.concat([head, ...(next === -1 ? rest : rest.slice(0, next))]);
}

const bytesPerFrame = (d: PixelDescription) => d.rows * d.columns * d.samplesPerPixel * Math.ceil(d.bitsAllocated / 8);

/**
 * The first frame as native samples: `frame` is the frame's encapsulated bytes for a compressed
 * syntax, or the pixel data (first frame first) for a native one.
 */
export async function decodeFrame(syntax: string, frame: Buffer, description: PixelDescription): Promise<DecodedFrame> {
  const decoder = DECODERS[syntax];
  if (!decoder) refuseSyntax(syntax, undefined);
  if (decoder === "native" || decoder === "bigEndian") {
    if (description.photometric === "YBR_FULL_422" && description.samplesPerPixel === 3)
      return fromYbrFull422(frame, description);
    const length = bytesPerFrame(description);
    if (frame.length < length) throw new ImageRefusal(DAMAGED);
    const pixels = Buffer.from(frame.subarray(0, length));
    if (decoder === "bigEndian" && description.bitsAllocated === 16) pixels.swap16();
    return toRgb({ ...description, pixels });
  }
  // A JPEG cut short would be drawn half grey, and CharLS takes up to a minute to give up on one: without
  // its end marker it is refused at once.
  if ((decoder === "jpeg" || decoder === "jpegLs") && !endsWithEoi(frame)) throw new ImageRefusal(DAMAGED);
  await loadCodecs();
  let decoded;
  try {
    decoded = runDecoder(decoder, frame, description);
  } catch {
    throw new ImageRefusal(DAMAGED);
  }
  // The codec hands back a copy of its own (taken out of its WebAssembly memory): used as it is, not copied again.
  const out = decoded.getDecodedBuffer();
  const pixels = out ? Buffer.from(out.buffer, out.byteOffset, out.byteLength) : Buffer.alloc(0);
  if (pixels.length < bytesPerFrame(description)) throw new ImageRefusal(DAMAGED);
  // The decoder says what it made: JPEG's YBR comes out as RGB, other codecs keep the stored colours.
  const photometric = decoded.getPhotometricInterpretation() ?? description.photometric;
  return toRgb({
    ...description,
    // JPEG 2000's own colour transforms (RCT, ICT) are undone by the decoder whenever the codestream used them.
    photometric: photometric === "YBR_RCT" || photometric === "YBR_ICT" ? "RGB" : photometric,
    planarConfiguration: decoded.getPlanarConfiguration() === 1 ? 1 : 0,
    pixels: pixels.subarray(0, bytesPerFrame(description)),
  });
}

function runDecoder(decoder: Exclude<Decoder, "native" | "bigEndian">, frame: Buffer, d: PixelDescription) {
  const context = new Context({
    width: d.columns,
    height: d.rows,
    bitsAllocated: d.bitsAllocated,
    bitsStored: d.bitsStored,
    samplesPerPixel: d.samplesPerPixel,
    pixelRepresentation: d.pixelRepresentation,
    planarConfiguration: d.planarConfiguration,
    photometricInterpretation: d.photometric,
    encodedBuffer: new Uint8Array(frame.buffer, frame.byteOffset, frame.length),
  });
  switch (decoder) {
    case "rle":
      return NativeCodecs.decodeRle(context);
    case "jpeg":
      return NativeCodecs.decodeJpeg(context, { convertColorspaceToRgb: d.photometric !== "RGB" });
    case "jpegLs":
      return NativeCodecs.decodeJpegLs(context);
    case "jpeg2000":
      return NativeCodecs.decodeJpeg2000(context);
    case "htj2k":
      return NativeCodecs.decodeHtJpeg2000(context);
    case "jpegXl":
      return NativeCodecs.decodeJpegXl(context);
  }
}

const clamp = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : Math.round(value));

/** One YCbCr triple in full range to RGB (the DICOM YBR_FULL equations). */
function ybrPixel(out: Buffer, at: number, y: number, cb: number, cr: number) {
  out[at] = clamp(y + 1.402 * (cr - 128));
  out[at + 1] = clamp(y - 0.344136 * (cb - 128) - 0.714136 * (cr - 128));
  out[at + 2] = clamp(y + 1.772 * (cb - 128));
}

/** Each sample looked up in the palette's three tables (values outside them take the nearest end). */
function fromPalette(frame: DecodedFrame, palette: Palette): DecodedFrame {
  const count = frame.rows * frame.columns;
  const out = Buffer.alloc(count * 3);
  const last = palette.red.length - 1;
  const shift = Math.max(0, palette.bits - 8);
  for (let i = 0; i < count; i++) {
    const sample = frame.bitsAllocated === 16 ? frame.pixels.readUInt16LE(i * 2) : frame.pixels[i]!;
    const index = Math.min(last, Math.max(0, sample - palette.firstMapped));
    out[i * 3] = palette.red[index]! >> shift;
    out[i * 3 + 1] = palette.green[index]! >> shift;
    out[i * 3 + 2] = palette.blue[index]! >> shift;
  }
  return { ...frame, samplesPerPixel: 3, photometric: "RGB", bitsAllocated: 8, bitsStored: 8, pixels: out };
}

function toRgb(frame: DecodedFrame): DecodedFrame {
  if (frame.photometric === "PALETTE COLOR" && frame.samplesPerPixel === 1 && frame.palette)
    return fromPalette(frame, frame.palette);
  if (frame.photometric !== "YBR_FULL" || frame.samplesPerPixel !== 3 || frame.bitsAllocated !== 8) return frame;
  const count = frame.rows * frame.columns;
  const out = Buffer.alloc(count * 3);
  const planar = frame.planarConfiguration === 1;
  const p = frame.pixels;
  for (let i = 0; i < count; i++) {
    if (planar) ybrPixel(out, i * 3, p[i]!, p[count + i]!, p[2 * count + i]!);
    else ybrPixel(out, i * 3, p[i * 3]!, p[i * 3 + 1]!, p[i * 3 + 2]!);
  }
  return { ...frame, photometric: "RGB", planarConfiguration: 0, pixels: out };
}

/** Uncompressed 4:2:2: each pair of pixels along a row is stored as Y1 Y2 Cb Cr. */
function fromYbrFull422(frame: Buffer, d: PixelDescription): DecodedFrame {
  if (d.bitsAllocated !== 8 || d.columns % 2 !== 0) throw new ImageRefusal(DAMAGED);
  const count = d.rows * d.columns;
  if (frame.length < count * 2) throw new ImageRefusal(DAMAGED);
  const out = Buffer.alloc(count * 3);
  for (let pair = 0; pair < count / 2; pair++) {
    const at = pair * 4;
    const cb = frame[at + 2]!;
    const cr = frame[at + 3]!;
    ybrPixel(out, pair * 6, frame[at]!, cb, cr);
    ybrPixel(out, pair * 6 + 3, frame[at + 1]!, cb, cr);
  }
  return { ...d, photometric: "RGB", planarConfiguration: 0, pixels: out };
}
