// What a DICOM file may cost before dcmjs reads it (docs/decisions/050-dicom-worker-and-caps.md): a
// walk over the elements' headers alone refuses sequences nested past a sane depth and dimensions past
// the pixel cap, and a deflated dataset is inflated here in small steps, stopped once it outgrows the
// image it declares, instead of all at once by dcmjs.
import { Inflate } from "fflate";
import { ImageRefusal, refuseOversize } from "./image-refusal.server";

const EXPLICIT_LITTLE = "1.2.840.10008.1.2.1";
const DEFLATED_LITTLE = "1.2.840.10008.1.2.1.99";
const IMPLICIT_LITTLE = "1.2.840.10008.1.2";

/** Real images nest a handful of sequences; thousands are a file built to exhaust the parser. */
export const MAX_SEQUENCE_DEPTH = 32;
/** An enhanced multi-frame file of a few hundred frames holds tens of thousands; dcmjs slows past this. */
export const MAX_ELEMENTS = 100_000;
/** Attributes before the pixel data: a few kilobytes in practice, a few megabytes with private blobs. */
const MAX_ATTRIBUTE_BYTES = 16 * 1024 ** 2;
/** A deflated dataset unpacks to at most this, whatever it declares: several hundred CT slices. */
export const MAX_INFLATED_BYTES = 256 * 1024 ** 2;
/** Room after the declared frames for trailing padding and attributes. */
const TRAILING_BYTES = 1024 ** 2;
/** Deflate expands at most about 1,000-fold: 4 KB in gives at most a few megabytes out per step. */
const INFLATE_STEP = 4 * 1024;

const UNDEFINED_LENGTH = 0xffffffff;
const LONG_VRS = new Set(["OB", "OD", "OF", "OL", "OV", "OW", "SQ", "SV", "UC", "UN", "UR", "UT", "UV"]);

const DAMAGED = "This DICOM file is damaged or cut short: export it again from the PACS";

type Declared = { rows?: number; columns?: number; frames?: number; samplesPerPixel?: number; bitsAllocated?: number };
type Walk = { declared: Declared; pixelDataAt?: number };
type Open = { end: number; kind: "sequence" | "item" | "fragments" };

const isItemTag = (bytes: Buffer, at: number) =>
  at + 4 <= bytes.length && bytes.readUInt16LE(at) === 0xfffe && bytes.readUInt16LE(at + 2) === 0xe000;

function recordDeclared(declared: Declared, element: number, bytes: Buffer, value: number, length: number) {
  const short = length >= 2 && value + 2 <= bytes.length ? bytes.readUInt16LE(value) : undefined;
  if (element === 0x0002) declared.samplesPerPixel = short;
  else if (element === 0x0010) declared.rows = short;
  else if (element === 0x0011) declared.columns = short;
  else if (element === 0x0100) declared.bitsAllocated = short;
  else if (element === 0x0008) {
    const frames = Number.parseInt(bytes.toString("latin1", value, Math.min(value + length, bytes.length)).trim(), 10);
    declared.frames = Number.isFinite(frames) ? frames : undefined;
  }
}

/**
 * Walks a dataset's element headers without reading their values (one loop, no recursion), refusing
 * sequences nested deeper than MAX_SEQUENCE_DEPTH and more than MAX_ELEMENTS elements. Stops at the
 * top-level pixel data when asked.
 */
function walkDataset(bytes: Buffer, start: number, explicit: boolean, stopAtPixelData = false): Walk {
  const open: Open[] = [];
  const declared: Declared = {};
  let depth = 0;
  let elements = 0;
  let at = start;
  const close = () => {
    if (open.pop()?.kind === "sequence") depth--;
  };
  while (at + 8 <= bytes.length) {
    while (open.length > 0 && at >= open.at(-1)!.end) close();
    const group = bytes.readUInt16LE(at);
    const element = bytes.readUInt16LE(at + 2);
    if (group === 0xfffe) {
      const length = bytes.readUInt32LE(at + 4);
      at += 8;
      const inside = open.at(-1);
      if (element === 0xe000 && inside?.kind === "fragments") at += length === UNDEFINED_LENGTH ? 0 : length;
      else if (element === 0xe000)
        open.push({ end: length === UNDEFINED_LENGTH ? Infinity : at + length, kind: "item" });
      else if (element === 0xe00d && inside?.kind === "item") close();
      else if (element === 0xe0dd && inside && inside.kind !== "item") close();
      continue;
    }
    if (++elements > MAX_ELEMENTS) {
      throw new ImageRefusal(
        `This DICOM file holds more than ${MAX_ELEMENTS.toLocaleString("en-GB")} attributes, far more than an image needs: export the image alone from the PACS`,
      );
    }
    const vr = explicit ? bytes.toString("latin1", at + 4, at + 6) : undefined;
    const long = !explicit || LONG_VRS.has(vr!);
    if (explicit && long && at + 12 > bytes.length) break;
    const length = !explicit
      ? bytes.readUInt32LE(at + 4)
      : long
        ? bytes.readUInt32LE(at + 8)
        : bytes.readUInt16LE(at + 6);
    const value = at + (explicit && long ? 12 : 8);
    const topLevel = open.length === 0;
    const pixelData = group === 0x7fe0 && element === 0x0010;
    if (topLevel && pixelData && stopAtPixelData) return { declared, pixelDataAt: at };
    if (pixelData && length === UNDEFINED_LENGTH) {
      open.push({ end: Infinity, kind: "fragments" });
      at = value;
      continue;
    }
    // Implicit VR names no SQ: a value of undefined length, or one opening with an item, is a sequence.
    const sequence =
      vr === "SQ" || length === UNDEFINED_LENGTH || (!explicit && !pixelData && length >= 8 && isItemTag(bytes, value));
    if (sequence) {
      if (++depth > MAX_SEQUENCE_DEPTH) {
        throw new ImageRefusal(
          `This DICOM file nests sequences more than ${MAX_SEQUENCE_DEPTH} deep, which no image needs: export it again from the PACS`,
        );
      }
      open.push({ end: length === UNDEFINED_LENGTH ? Infinity : value + length, kind: "sequence" });
      at = value;
      continue;
    }
    if (topLevel && group === 0x0028) recordDeclared(declared, element, bytes, value, length);
    at = value + length;
  }
  return { declared };
}

type Meta = { end: number; syntax: string; syntaxElement?: { start: number; end: number }; groupLengthAt?: number };

/** The file meta group (always explicit VR little endian), read element by element after "DICM". */
function readMeta(file: Buffer): Meta {
  let at = 132;
  let syntax = "";
  let syntaxElement: Meta["syntaxElement"];
  let groupLengthAt: number | undefined;
  while (at + 8 <= file.length && file.readUInt16LE(at) === 0x0002) {
    const element = file.readUInt16LE(at + 2);
    const long = LONG_VRS.has(file.toString("latin1", at + 4, at + 6));
    if (long && at + 12 > file.length) throw new ImageRefusal(DAMAGED);
    const length = long ? file.readUInt32LE(at + 8) : file.readUInt16LE(at + 6);
    const value = at + (long ? 12 : 8);
    if (length === UNDEFINED_LENGTH || value + length > file.length) throw new ImageRefusal(DAMAGED);
    if (element === 0x0000) groupLengthAt = value;
    if (element === 0x0010) {
      syntax = file.toString("latin1", value, value + length).replace(/[\0 ]+$/, "");
      syntaxElement = { start: at, end: value + length };
    }
    at = value + length;
  }
  return { end: at, syntax, syntaxElement, groupLengthAt };
}

const frameBytes = ({ rows = 0, columns = 0, samplesPerPixel = 1, bitsAllocated = 16, frames = 1 }: Declared) =>
  rows * columns * Math.max(samplesPerPixel, 1) * Math.ceil(Math.max(bitsAllocated, 8) / 8) * Math.max(frames, 1);

const unpacksTooFar = () =>
  new ImageRefusal("This deflated DICOM file unpacks to more than the image it declares: export it again uncompressed");

/**
 * Inflates a deflated dataset a few kilobytes at a time. Until the pixel data is reached the
 * attributes may take MAX_ATTRIBUTE_BYTES; from then on, only what the declared frames need.
 */
function inflateWithinDeclared(deflated: Buffer): Buffer {
  const chunks: Uint8Array[] = [];
  let inflated = 0;
  let cap = MAX_ATTRIBUTE_BYTES;
  let headerKnown = false;
  let nextLook = 64 * 1024;
  const inflater = new Inflate((chunk) => {
    chunks.push(chunk);
    inflated += chunk.length;
  });
  for (let at = 0; at < deflated.length; at += INFLATE_STEP) {
    try {
      inflater.push(deflated.subarray(at, at + INFLATE_STEP), at + INFLATE_STEP >= deflated.length);
    } catch {
      throw new ImageRefusal(DAMAGED);
    }
    if (!headerKnown && (inflated >= nextLook || at + INFLATE_STEP >= deflated.length)) {
      // Looking again each time the output doubles keeps the walks to twice the attributes' size.
      nextLook = inflated * 2;
      const walk = walkDataset(Buffer.concat(chunks), 0, true, true);
      if (walk.pixelDataAt !== undefined) {
        headerKnown = true;
        const { rows = 0, columns = 0 } = walk.declared;
        refuseOversize(columns, rows);
        const needed = walk.pixelDataAt + frameBytes(walk.declared) + TRAILING_BYTES;
        if (needed > MAX_INFLATED_BYTES) {
          throw new ImageRefusal(
            `This DICOM file declares more than ${MAX_INFLATED_BYTES / 1024 ** 2} MB of pixels: export the image alone, uncompressed`,
          );
        }
        cap = needed;
      }
    }
    if (inflated > cap) throw unpacksTooFar();
  }
  return Buffer.concat(chunks);
}

/**
 * The file as dcmjs may read it, or an ImageRefusal: nesting and dimensions checked, and a deflated
 * dataset inflated within its caps and handed on as explicit VR little endian (what it is inside).
 * `file` starts with the preamble and "DICM".
 */
export function guardDicom(file: Buffer): Buffer {
  const meta = readMeta(file);
  if (meta.syntax !== DEFLATED_LITTLE) {
    const { declared } = walkDataset(file, meta.end, meta.syntax !== IMPLICIT_LITTLE);
    refuseOversize(declared.columns ?? 0, declared.rows ?? 0);
    return file;
  }
  const dataset = inflateWithinDeclared(file.subarray(meta.end));
  walkDataset(dataset, 0, true);
  const { start, end } = meta.syntaxElement!;
  const syntaxElement = Buffer.alloc(8 + EXPLICIT_LITTLE.length + 1);
  syntaxElement.writeUInt16LE(0x0002, 0);
  syntaxElement.writeUInt16LE(0x0010, 2);
  syntaxElement.write("UI", 4, "latin1");
  syntaxElement.writeUInt16LE(EXPLICIT_LITTLE.length + 1, 6);
  syntaxElement.write(EXPLICIT_LITTLE, 8, "latin1");
  const metaGroup = Buffer.concat([file.subarray(0, start), syntaxElement, file.subarray(end, meta.end)]);
  if (meta.groupLengthAt !== undefined) {
    metaGroup.writeUInt32LE(
      metaGroup.readUInt32LE(meta.groupLengthAt) + syntaxElement.length - (end - start),
      meta.groupLengthAt,
    );
  }
  return Buffer.concat([metaGroup, dataset]);
}
