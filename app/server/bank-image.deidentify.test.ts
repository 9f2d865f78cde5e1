// No patient identifier is ever stored or served: images carrying a patient's name and number in
// every place a PACS or a camera puts them go through the pipeline, everything it produces is written
// to a storage folder, and no byte of that folder may name the patient.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { inflateRawSync } from "node:zlib";
import dcmjs from "dcmjs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dicomFile, el, SYNTAX, withJpegComment, words } from "../../tests/fixtures/dicom";
import { prepareImage, renderVariants } from "./bank-image.server";
import { DEIDENTIFICATION_METHOD } from "./dicom.server";

const SURNAME = "Featherstonehaugh";
const GIVEN = "Philippa";
const PATIENT_ID = "9434765919";
const HOSPITAL_NUMBER = "RX4411872";
const NEEDLES = [SURNAME, GIVEN, PATIENT_ID, HOSPITAL_NUMBER];

/** Every way a string is likely to be written: ASCII or UTF-8, UTF-16 either way round, any case. */
function encodings(needle: string) {
  const cases = [needle, needle.toUpperCase(), needle.toLowerCase()];
  return cases.flatMap((text) => {
    const le = Buffer.from(text, "utf16le");
    const be = Buffer.from(le).swap16();
    return [Buffer.from(text, "utf8"), le, be];
  });
}

function traces(bytes: Buffer) {
  return NEEDLES.filter((needle) => encodings(needle).some((encoded) => bytes.includes(encoded)));
}

const identifiers = {
  "00100010": el("PN", `${SURNAME}^${GIVEN}`),
  "00100020": el("LO", PATIENT_ID),
  "00101000": el("LO", HOSPITAL_NUMBER),
  "00100030": el("DA", "19580214"),
  "00080050": el("SH", HOSPITAL_NUMBER),
  "00080080": el("LO", "St Elsewhere Hospital"),
  "00080090": el("PN", "Referrer^Rebecca"),
  "00081030": el("LO", `CT chest for ${GIVEN} ${SURNAME}`),
  "0008103E": el("LO", `Series of ${PATIENT_ID}`),
  "00204000": el("LT", `Patient ${SURNAME}, NHS ${PATIENT_ID}, hospital number ${HOSPITAL_NUMBER}`),
  // Free text inside a module the image needs.
  "00281055": el("LO", `Window chosen for ${SURNAME}`),
  // A nested item.
  "00400275": el("SQ", { "00401001": el("SH", HOSPITAL_NUMBER), "00321060": el("LO", `Scan of ${GIVEN} ${SURNAME}`) }),
  // A private block.
  "00090010": el("LO", "ACME PACS 1.0"),
  "00091001": el("LO", `${SURNAME}^${GIVEN} ${PATIENT_ID}`),
  "00091002": el("UN", Buffer.from(`${PATIENT_ID}\u0000${SURNAME}`, "utf16le").buffer),
};

let storage: string;

beforeAll(async () => {
  storage = await mkdtemp(path.join(tmpdir(), "arrowed-deidentify-"));
});

afterAll(async () => {
  await rm(storage, { recursive: true, force: true });
});

/** What the bank keeps and serves for one upload: the original, its description, and the three variants. */
async function storeEverything(
  name: string,
  bytes: Buffer,
  options?: { burnedInAnnotationConfirmed?: boolean },
  folder = storage,
) {
  const prepared = await prepareImage(bytes, `${name}.upload`, options);
  const variants = await renderVariants(prepared.original.bytes, { arrows: [{ tip: [0.4, 0.5], tail: [0.6, 0.3] }] });
  const { original, ...description } = prepared;
  await writeFile(path.join(folder, `${name}.${original.extension}`), original.bytes);
  await writeFile(path.join(folder, `${name}.json`), JSON.stringify(description));
  for (const [size, variant] of Object.entries(variants))
    await writeFile(path.join(folder, `${name}-${size}.webp`), variant.bytes);
  return prepared;
}

/** A 12-bit CT slice with the patient in every usual place of its header. */
function identifiedCt(transferSyntax: string = SYNTAX.implicit) {
  return dicomFile({
    rows: 128,
    columns: 128,
    bitsStored: 12,
    transferSyntax,
    pixels: words(Array.from({ length: 128 * 128 }, (_, i) => 900 + (i % 300))),
    extra: { ...identifiers, "00281050": el("DS", 40), "00281051": el("DS", 400) },
  });
}

/** The codec tools that write each transfer syntax from the uncompressed slice, as a PACS would export it. */
const ENCODINGS: { syntax: string; name: string; tool: string; args: string[] }[] = [
  { syntax: "1.2.840.10008.1.2.4.70", name: "JPEG Lossless SV1", tool: "dcmcjpeg", args: ["+e1"] },
  { syntax: "1.2.840.10008.1.2.4.57", name: "JPEG Lossless", tool: "dcmcjpeg", args: ["+el"] },
  { syntax: "1.2.840.10008.1.2.4.51", name: "JPEG Extended", tool: "dcmcjpeg", args: ["+ee"] },
  { syntax: "1.2.840.10008.1.2.4.80", name: "JPEG-LS Lossless", tool: "dcmcjpls", args: [] },
  { syntax: "1.2.840.10008.1.2.4.81", name: "JPEG-LS Near-Lossless", tool: "dcmcjpls", args: ["+en"] },
  { syntax: "1.2.840.10008.1.2.4.90", name: "JPEG 2000 Lossless", tool: "gdcmconv", args: ["--j2k"] },
  { syntax: "1.2.840.10008.1.2.4.91", name: "JPEG 2000", tool: "gdcmconv", args: ["--j2k", "--lossy", "-q", "60"] },
  { syntax: "1.2.840.10008.1.2.5", name: "RLE Lossless", tool: "dcmcrle", args: [] },
  { syntax: "1.2.840.10008.1.2.2", name: "Explicit VR Big Endian", tool: "dcmconv", args: ["+tb"] },
  { syntax: "1.2.840.10008.1.2.1.99", name: "Deflated", tool: "dcmconv", args: ["+td"] },
];

/** The upload as a reader sees it: a deflated dataset inflated after its meta group (whose length opens it). */
function readable(upload: Buffer) {
  if (!upload.includes(Buffer.from("1.2.840.10008.1.2.1.99", "latin1"))) return upload;
  return inflateRawSync(upload.subarray(144 + upload.readUInt32LE(140)));
}

const installed = (tool: string) => !spawnSync(tool, ["--version"]).error;

/**
 * The upload with the patient written into its codestream: a COM and an APP1 segment after a JPEG's
 * start marker, or a COM segment after a JPEG 2000 codestream's SIZ segment.
 */
function withCodestreamComments(upload: Buffer, text: string) {
  const file = dcmjs.data.DicomMessage.readFile(
    upload.buffer.slice(upload.byteOffset, upload.byteOffset + upload.length) as ArrayBuffer,
  );
  const segment = (marker: number, body: Buffer, prefix = Buffer.alloc(0)) => {
    const head = Buffer.alloc(4);
    head.writeUInt16BE(marker, 0);
    head.writeUInt16BE(prefix.length + body.length + 2, 2);
    return Buffer.concat([head, prefix, body]);
  };
  const body = Buffer.from(text, "latin1");
  const fragments = (file.dict["7FE00010"]!.Value as ArrayBuffer[]).map((fragment) => {
    const bytes = Buffer.from(fragment);
    if (bytes.readUInt16BE(0) === 0xff4f) {
      const sizEnd = 4 + bytes.readUInt16BE(4);
      const com = segment(0xff64, body, Buffer.from([0, 1]));
      return Buffer.concat([bytes.subarray(0, sizEnd), com, bytes.subarray(sizEnd)]);
    }
    const planted = Buffer.concat([segment(0xfffe, body), segment(0xffe1, Buffer.from(`Exif\0\0${text}`, "latin1"))]);
    return Buffer.concat([bytes.subarray(0, 2), planted, bytes.subarray(2)]);
  });
  const padded = fragments.map((f) => (f.length % 2 ? Buffer.concat([f, Buffer.alloc(1)]) : f));
  file.dict["7FE00010"]!.Value = padded.map(
    (f) => f.buffer.slice(f.byteOffset, f.byteOffset + f.length) as ArrayBuffer,
  );
  const out = Buffer.from(file.write());
  expect(out.includes(body)).toBe(true);
  return out;
}

describe("de-identification", () => {
  it("leaves no trace of the patient anywhere in storage", async () => {
    const ct = identifiedCt();

    const usJpeg = withJpegComment(
      await sharp({ create: { width: 96, height: 64, channels: 3, background: "#603020" } })
        .jpeg()
        .toBuffer(),
      `${SURNAME}^${GIVEN} ${PATIENT_ID}`,
    );
    const us = dicomFile({
      rows: 64,
      columns: 96,
      bitsAllocated: 8,
      samplesPerPixel: 3,
      photometric: "YBR_FULL_422",
      modality: "US",
      transferSyntax: SYNTAX.jpegBaseline,
      pixels: [usJpeg],
      extra: { ...identifiers, "00280301": el("CS", "YES") },
    });

    const exif = {
      IFD0: { Artist: `${GIVEN} ${SURNAME}`, ImageDescription: `NHS ${PATIENT_ID}`, Copyright: HOSPITAL_NUMBER },
    };
    const xmp =
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
      `<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${GIVEN} ${SURNAME}</dc:creator>` +
      `<dc:description>${PATIENT_ID} ${HOSPITAL_NUMBER}</dc:description></rdf:Description></rdf:RDF></x:xmpmeta>`;
    const photo = () => sharp({ create: { width: 120, height: 90, channels: 3, background: "#a08070" } });
    const jpeg = await photo().jpeg().withExif(exif).withXmp(xmp).withMetadata({ orientation: 6 }).toBuffer();
    const png = await photo().png().withExif(exif).withXmp(xmp).toBuffer();
    const webp = await photo().webp().withExif(exif).withXmp(xmp).toBuffer();

    const uploads = { ct, us, jpeg, png, webp };
    // The uploads do carry the patient, so a clean storage folder means something.
    for (const bytes of Object.values(uploads)) expect(traces(bytes)).toEqual(NEEDLES);

    await storeEverything("ct", ct);
    await storeEverything("us", us, { burnedInAnnotationConfirmed: true });
    await storeEverything("jpeg", jpeg);
    await storeEverything("png", png);
    await storeEverything("webp", webp);

    const files = await readdir(storage);
    expect(files).toHaveLength(5 * 5);
    for (const file of files) {
      const bytes = await readFile(path.join(storage, file));
      expect({ file, traces: traces(bytes) }).toEqual({ file, traces: [] });
    }
  });

  for (const each of ENCODINGS) {
    const title = `leaves no trace of the patient from a DICOM in ${each.name} (${each.syntax})`;
    const ready = installed(each.tool);
    it.skipIf(!ready)(
      ready ? title : `${title}: skipped, ${each.tool} is not installed (apt-get install dcmtk libgdcm-tools)`,
      async () => {
        const folder = path.join(storage, each.syntax);
        await mkdir(folder);
        const source = path.join(folder, "source.dcm");
        const encoded = path.join(folder, "encoded.dcm");
        await writeFile(source, identifiedCt(SYNTAX.explicit));
        execFileSync(each.tool, [...each.args, source, encoded], { stdio: "pipe" });
        const upload = await readFile(encoded);
        await rm(source);
        await rm(encoded);
        expect(upload.includes(Buffer.from(each.syntax, "latin1"))).toBe(true);
        expect(traces(readable(upload))).toEqual(NEEDLES);

        await storeEverything("ct", upload, {}, folder);
        const files = await readdir(folder);
        expect(files).toHaveLength(5);
        for (const file of files) {
          const bytes = await readFile(path.join(folder, file));
          expect({ file, traces: traces(bytes) }).toEqual({ file, traces: [] });
        }
      },
    );
  }

  // The kept copy holds the codestream as it came when it is a JPEG, JPEG-LS or JPEG 2000 one: a
  // comment or application segment a modality wrote inside it must go.
  for (const each of ENCODINGS.filter((e) => /^1\.2\.840\.10008\.1\.2\.4\.(5|7|8|9)/.test(e.syntax))) {
    const title = `leaves no trace of a comment inside a ${each.name} codestream, and keeps no more than the upload`;
    const ready = installed(each.tool);
    it.skipIf(!ready)(ready ? title : `${title}: skipped, ${each.tool} is not installed`, async () => {
      const folder = path.join(storage, `codestream-${each.syntax}`);
      await mkdir(folder);
      const source = path.join(folder, "source.dcm");
      const encoded = path.join(folder, "encoded.dcm");
      await writeFile(source, identifiedCt(SYNTAX.explicit));
      execFileSync(each.tool, [...each.args, source, encoded], { stdio: "pipe" });
      const upload = withCodestreamComments(
        await readFile(encoded),
        `${SURNAME}^${GIVEN} ${PATIENT_ID} ${HOSPITAL_NUMBER}`,
      );
      await rm(source);
      await rm(encoded);
      const prepared = await storeEverything("ct", upload, {}, folder);
      for (const file of await readdir(folder)) {
        const bytes = await readFile(path.join(folder, file));
        expect({ file, traces: traces(bytes) }).toEqual({ file, traces: [] });
      }
      expect(prepared.original.bytes.length).toBeLessThanOrEqual(upload.length);
      expect(prepared.original.bytes.includes(Buffer.from(each.syntax, "latin1"))).toBe(true);
    });
  }

  // Japanese (ISO 2022 code extensions), UTF-8 and Latin-1 files are read, not refused, and keep no text.
  for (const charset of [["ISO 2022 IR 13", "ISO 2022 IR 87"], ["ISO_IR 192"], ["ISO_IR 100"]]) {
    it(`leaves no trace of the patient from a DICOM in ${charset.join("\\")}`, async () => {
      const folder = path.join(storage, `charset-${charset.join("-").replace(/ /g, "_")}`);
      await mkdir(folder);
      const ct = dicomFile({
        rows: 32,
        columns: 32,
        bitsStored: 12,
        pixels: words(Array.from({ length: 32 * 32 }, (_, i) => 900 + (i % 300))),
        extra: {
          ...identifiers,
          "00080005": el("CS", ...charset),
          "00100010": el("PN", `${SURNAME}^${GIVEN}=\u001b$B;3ED\u001b(B^\u001b$BB@O:\u001b(B`),
        },
      });
      expect(traces(ct)).toEqual(NEEDLES);
      await storeEverything("ct", ct, {}, folder);
      for (const file of await readdir(folder)) {
        const bytes = await readFile(path.join(folder, file));
        expect({ file, traces: traces(bytes) }).toEqual({ file, traces: [] });
      }
    });
  }

  it("reads a dataset written without its Part 10 header, and keeps nothing of the patient", async () => {
    const folder = path.join(storage, "bare");
    await mkdir(folder);
    const file = identifiedCt(SYNTAX.explicit);
    const bare = file.subarray(144 + file.readUInt32LE(140));
    expect(bare.readUInt16LE(0)).toBe(0x0008);
    const prepared = await storeEverything("ct", bare, {}, folder);
    expect(prepared.kind).toBe("dicom");
    expect(prepared.width).toBe(128);
    for (const name of await readdir(folder)) {
      const bytes = await readFile(path.join(folder, name));
      expect({ name, traces: traces(bytes) }).toEqual({ name, traces: [] });
    }
  });

  it("keeps only display attributes in a DICOM, marked as de-identified, with new UIDs", async () => {
    const file = dicomFile({ rows: 16, columns: 16, pixels: words(new Array(256).fill(1024)), extra: identifiers });
    const prepared = await prepareImage(file, "ct.dcm");
    const bytes = prepared.original.bytes;
    const kept = dcmjs.data.DicomMessage.readFile(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer,
    );
    const tags = Object.keys(kept.dict);
    expect(tags.filter((tag) => parseInt(tag.slice(0, 4), 16) % 2 === 1)).toEqual([]);
    expect(tags).not.toContain("00081030");
    expect(tags).not.toContain("00281055");
    expect(tags).not.toContain("00400275");
    expect(kept.dict["00100010"]?.Value ?? []).toEqual([]);
    expect(kept.dict["00120062"]?.Value).toEqual(["YES"]);
    expect(kept.dict["00120063"]?.Value).toEqual([DEIDENTIFICATION_METHOD]);
    expect(kept.dict["00080018"]?.Value?.[0]).toMatch(/^2\.25\.\d+$/);
    expect(kept.dict["00080018"]?.Value?.[0]).not.toBe("1.2.826.0.1.3680043.2.1125.1.123456");
    expect(kept.meta["00020003"]?.Value).toEqual(kept.dict["00080018"]?.Value);
  });

  it("keeps a modality only when it is one DICOM defines", async () => {
    const spec = { rows: 4, columns: 4, bitsAllocated: 8, pixels: Buffer.alloc(16, 1) };
    expect((await prepareImage(dicomFile({ ...spec, modality: "MR" }), "a.dcm")).modality).toBe("MR");
    expect(
      (await prepareImage(dicomFile({ ...spec, modality: SURNAME.toUpperCase().slice(0, 16) }), "a.dcm")).modality,
    ).toBe("OT");
  });
});
