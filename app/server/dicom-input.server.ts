// How a DICOM upload is recognised and parsed (docs/decisions/065-dicom-files-as-archives-write-them.md):
// a Part 10 file, one whose meta group has no preamble, or a bare dataset with no Part 10 header at
// all (some archives store those); and a file in any character set, ISO 2022 code extensions included,
// since the bank keeps none of the file's text.
import dcmjs from "dcmjs";

/** The value representations of explicit VR, to tell a bare explicit dataset from an implicit one. */
const VRS = new Set(
  "AE AS AT CS DA DS DT FD FL IS LO LT OB OD OF OL OV OW PN SH SL SQ SS ST SV TM UC UI UL UN UR US UT UV".split(" "),
);

/** A dataset with no Part 10 header: it opens on a group 0008 element, as every image's first elements are. */
function bareDataset(bytes: Buffer): "implicit" | "explicit" | null {
  if (bytes.length < 8 || bytes.readUInt16LE(0) !== 0x0008 || bytes.readUInt16LE(2) > 0x00ff) return null;
  if (VRS.has(bytes.toString("latin1", 4, 6))) return "explicit";
  return bytes.readUInt32LE(4) <= bytes.length - 8 ? "implicit" : null;
}

const hasPreamble = (bytes: Buffer) => bytes.length >= 132 && bytes.toString("latin1", 128, 132) === "DICM";

/** Part 10 files start with a 128-byte preamble and "DICM"; some tools write the meta group without them, some no header at all. */
export function looksLikeDicom(bytes: Buffer) {
  if (hasPreamble(bytes)) return true;
  const metaFirst =
    bytes.length >= 8 && bytes.readUInt16LE(0) === 0x0002 && /^(UL|OB|UI)$/.test(bytes.toString("latin1", 4, 6));
  return metaFirst || bareDataset(bytes) !== null;
}

const IMPLICIT_LITTLE = "1.2.840.10008.1.2";
const EXPLICIT_LITTLE = "1.2.840.10008.1.2.1";

/** A preamble and "DICM" for a meta group written without them; a meta group too for a bare dataset. */
export function asPart10(bytes: Buffer): Buffer {
  if (hasPreamble(bytes)) return bytes;
  const bare = bareDataset(bytes);
  if (!bare) return Buffer.concat([Buffer.alloc(128), Buffer.from("DICM", "latin1"), bytes]);
  const header = new dcmjs.data.DicomDict({
    "00020001": { vr: "OB", Value: [new Uint8Array([0, 1]).buffer] },
    "00020010": { vr: "UI", Value: [bare === "explicit" ? EXPLICIT_LITTLE : IMPLICIT_LITTLE] },
  });
  header.dict = {};
  return Buffer.concat([Buffer.from(header.write()), bytes]);
}

export const arrayBufferOf = (bytes: Buffer) =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer;

/**
 * Parses a Part 10 file. dcmjs decodes text in one character set only and refuses ISO 2022 code
 * extensions ("ISO 2022 IR 13\ISO 2022 IR 87") or a set it does not know: such a file is read again
 * with the text taken in its first set, which is harmless here, since no text of the file is kept.
 */
export function readDicomMessage(file: Buffer) {
  try {
    return dcmjs.data.DicomMessage.readFile(arrayBufferOf(file));
  } catch (error) {
    if (!/character set/i.test(String((error as Error)?.message))) throw error;
    return dcmjs.data.DicomMessage.readFile(arrayBufferOf(file), { ignoreErrors: true });
  }
}
