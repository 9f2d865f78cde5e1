// The pixel data of the kept DICOM copy (docs/decisions/064-one-kept-copy-per-image.md), never bigger
// than what the editor uploaded: a JPEG, JPEG-LS or JPEG 2000 codestream is kept as it came, with its
// comment and application segments (free text that could name a patient) taken out; anything else is
// re-encoded as JPEG-LS lossless by the same codec library that decodes it, and kept so only when it
// decodes back to the very same samples.
import dcmjsCodecs from "dcmjs-codecs";
import { codecOf, loadCodecs, type PixelDescription } from "./dicom-codecs.server";

const { Context, NativeCodecs } = dcmjsCodecs;

export const JPEG_LS_LOSSLESS = "1.2.840.10008.1.2.4.80";

/** Codecs whose codestream is kept as it came (their markers are read to take the free text out). */
const KEPT_AS_IT_CAME = new Set(["jpeg", "jpegLs", "jpeg2000"]);

/** The Image Pixel attributes that describe a frame's samples (a kept copy has no palette). */
export type PixelAttributes = Omit<PixelDescription, "palette">;

/**
 * One frame's pixel data as the kept copy writes it: its bytes in the pieces they were found in (views
 * of the upload's frame, copied once, into the kept file itself).
 */
export type KeptPixels = { syntax: string; attributes: PixelAttributes; frame: Buffer[]; encapsulated: boolean };

/**
 * The frame's codestream without comments or application data, as the pieces of the frame it is made
 * of, or null when it is not one kept as it came (or its markers are not as expected, and it is
 * re-encoded instead).
 */
export function keptCodestream(syntax: string, frame: Buffer): Buffer[] | null {
  const kind = codecOf(syntax);
  if (!kind || !KEPT_AS_IT_CAME.has(kind)) return null;
  return kind === "jpeg2000" ? jpeg2000WithoutComments(frame) : jpegWithoutMetadata(frame, kind === "jpegLs");
}

/** Adobe's APP14 says how colour was transformed, and nothing else: it stays. */
const isAdobe = (bytes: Buffer, at: number, length: number) =>
  bytes[at + 1] === 0xee && length >= 7 && bytes.toString("latin1", at + 4, at + 9) === "Adobe";

/**
 * A JPEG or JPEG-LS stream with every APPn (but Adobe's) and COM segment dropped, before and between
 * scans. Entropy-coded data runs until a marker: in JPEG an FF not followed by 00 or a restart, in
 * JPEG-LS an FF followed by a byte with its top bit set.
 */
function jpegWithoutMetadata(bytes: Buffer, jpegLs: boolean): Buffer[] | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === undefined) return null;
    if (marker === 0xd9) {
      kept.push(bytes.subarray(at, at + 2));
      return kept;
    }
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (at + 4 > bytes.length) return null;
    const length = bytes.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    const metadata = (marker >= 0xe0 && marker <= 0xef && !isAdobe(bytes, at, length)) || marker === 0xfe;
    if (marker !== 0xda) {
      if (!metadata) kept.push(bytes.subarray(at, end));
      at = end;
      continue;
    }
    // A scan: its header, then entropy-coded data up to the next marker.
    // Each 0xFF is found by Buffer's own search: a byte-by-byte loop over megabytes of scan is slow.
    let next = bytes.indexOf(0xff, end);
    while (next !== -1 && next + 1 < bytes.length) {
      const following = bytes[next + 1]!;
      const restart = following >= 0xd0 && following <= 0xd7;
      if (!restart && (jpegLs ? following >= 0x80 : following !== 0x00 && following !== 0xff)) break;
      next = bytes.indexOf(0xff, next + 1);
    }
    if (next === -1 || next + 1 >= bytes.length) return null;
    kept.push(bytes.subarray(at, next));
    at = next;
  }
  return null;
}

/**
 * A JPEG 2000 codestream without the comment (COM) segments of its main header; one with a comment in
 * a tile-part header, or wrapped in the JP2 file format, is re-encoded instead.
 */
function jpeg2000WithoutComments(bytes: Buffer): Buffer[] | null {
  if (bytes.length < 4 || bytes.readUInt16BE(0) !== 0xff4f) return null;
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let at = 2;
  for (;;) {
    if (at + 4 > bytes.length) return null;
    const marker = bytes.readUInt16BE(at);
    if (marker === 0xff90) break;
    const end = at + 2 + bytes.readUInt16BE(at + 2);
    if ((marker & 0xff00) !== 0xff00 || end > bytes.length) return null;
    if (marker !== 0xff64) kept.push(bytes.subarray(at, end));
    at = end;
  }
  // Tile-parts: each header, from its SOT to SOD, must hold no comment.
  for (let tile = at; tile + 12 <= bytes.length && bytes.readUInt16BE(tile) === 0xff90;) {
    const length = bytes.readUInt32BE(tile + 6);
    let marker = tile + 12;
    while (marker + 4 <= bytes.length && bytes.readUInt16BE(marker) !== 0xff93) {
      if (bytes.readUInt16BE(marker) === 0xff64) return null;
      marker += 2 + bytes.readUInt16BE(marker + 2);
    }
    if (length === 0) break;
    tile += length;
  }
  kept.push(bytes.subarray(at));
  return kept;
}

const contextFor = (a: PixelAttributes, buffers: { encodedBuffer?: Uint8Array; decodedBuffer?: Uint8Array }) =>
  new Context({
    width: a.columns,
    height: a.rows,
    bitsAllocated: a.bitsAllocated,
    bitsStored: a.bitsStored,
    samplesPerPixel: a.samplesPerPixel,
    pixelRepresentation: a.pixelRepresentation,
    planarConfiguration: a.planarConfiguration,
    photometricInterpretation: a.photometric,
    ...buffers,
  });

const view = (bytes: Buffer) => new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Native samples as JPEG-LS lossless, when the codestream decodes back to exactly these samples and is
 * smaller; otherwise null (they are kept uncompressed).
 */
export async function jpegLsLossless(attributes: PixelAttributes, pixels: Buffer): Promise<Buffer | null> {
  await loadCodecs();
  try {
    const encoded = NativeCodecs.encodeJpegLs(contextFor(attributes, { decodedBuffer: view(pixels) }), {
      lossy: false,
    }).getEncodedBuffer();
    if (!encoded || encoded.length >= pixels.length) return null;
    const codestream = Buffer.from(encoded);
    const decoded = NativeCodecs.decodeJpegLs(contextFor(attributes, { encodedBuffer: view(codestream) }));
    const back = decoded.getDecodedBuffer();
    return back && Buffer.from(back.buffer, back.byteOffset, pixels.length).equals(pixels) ? codestream : null;
  } catch {
    return null;
  }
}

/** A fragment is an even number of bytes: a codestream of odd length gets a zero after its end. */
function evenLength(pieces: Buffer[]) {
  const length = pieces.reduce((sum, piece) => sum + piece.length, 0);
  return length % 2 ? { pieces: [...pieces, Buffer.alloc(1)], length: length + 1 } : { pieces, length };
}

/**
 * (7FE0,0010) in explicit VR little endian, as the pieces to write one after another: one fragment
 * after an empty offset table, or the samples.
 */
export function pixelDataElement(kept: KeptPixels, bitsAllocated: number): Buffer[] {
  const header = (vr: string, length: number) => {
    const bytes = Buffer.alloc(12);
    bytes.writeUInt32LE(0x00107fe0, 0);
    bytes.write(vr, 4, "latin1");
    bytes.writeUInt32LE(length, 8);
    return bytes;
  };
  const item = (tag: number, length: number) => {
    const bytes = Buffer.alloc(8);
    bytes.writeUInt32LE(tag, 0);
    bytes.writeUInt32LE(length, 4);
    return bytes;
  };
  if (kept.encapsulated) {
    const fragment = evenLength(kept.frame);
    return [
      header("OB", 0xffffffff),
      item(0xe000fffe, 0),
      item(0xe000fffe, fragment.length),
      ...fragment.pieces,
      item(0xe0ddfffe, 0),
    ];
  }
  const samples = evenLength(kept.frame);
  return [header(bitsAllocated === 16 ? "OW" : "OB", samples.length), ...samples.pieces];
}
