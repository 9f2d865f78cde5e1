// How a DICOM upload is recognised and parsed (docs/decisions/065-dicom-files-as-archives-write-them.md):
// a Part 10 file, one whose meta group has no preamble, or a bare dataset with no Part 10 header at
// all (some archives store those); and a file in any character set, ISO 2022 code extensions included,
// since the bank keeps none of the file's text.
import dcmjs from "dcmjs";
import { bareDataset, hasPreamble } from "./dicom-sniff.server";
import { wholeBufferOf } from "./let-go.server";

export { looksLikeDicom } from "./dicom-sniff.server";

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

/** The file's bytes as dcmjs reads them: the buffer itself when the file fills it, else a copy of the file. */
export const arrayBufferOf = (bytes: Buffer) =>
  wholeBufferOf(bytes) ?? (bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer);

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
