// Whether an upload is DICOM, from its first bytes alone (docs/decisions/065-dicom-files-as-archives-write-them.md):
// no DICOM library here, so the server's thread can tell a DICOM file from a photograph without loading
// the parser and codecs that only the DICOM worker needs.

/** The value representations of explicit VR, to tell a bare explicit dataset from an implicit one. */
const VRS = new Set(
  "AE AS AT CS DA DS DT FD FL IS LO LT OB OD OF OL OV OW PN SH SL SQ SS ST SV TM UC UI UL UN UR US UT UV".split(" "),
);

/** A dataset with no Part 10 header: it opens on a group 0008 element, as every image's first elements are. */
export function bareDataset(bytes: Buffer): "implicit" | "explicit" | null {
  if (bytes.length < 8 || bytes.readUInt16LE(0) !== 0x0008 || bytes.readUInt16LE(2) > 0x00ff) return null;
  if (VRS.has(bytes.toString("latin1", 4, 6))) return "explicit";
  return bytes.readUInt32LE(4) <= bytes.length - 8 ? "implicit" : null;
}

export const hasPreamble = (bytes: Buffer) => bytes.length >= 132 && bytes.toString("latin1", 128, 132) === "DICM";

/** Part 10 files start with a 128-byte preamble and "DICM"; some tools write the meta group without them, some no header at all. */
export function looksLikeDicom(bytes: Buffer) {
  if (hasPreamble(bytes)) return true;
  const metaFirst =
    bytes.length >= 8 && bytes.readUInt16LE(0) === 0x0002 && /^(UL|OB|UI)$/.test(bytes.toString("latin1", 4, 6));
  return metaFirst || bareDataset(bytes) !== null;
}
