// DICOM images for the bank (docs/decisions/018-bank-images.md): dcmjs parses and writes the files,
// this module picks the first frame, decodes it to native samples, windows it to 8-bit and writes the
// de-identified copy that may be kept: an allow-list of display attributes, nothing else.
import { createHash } from "node:crypto";
import dcmjs, { type DicomElement, type DicomElements } from "dcmjs";
import { VOI_FUNCTIONS, type ImageWindow, type VoiFunction, type VoiLut } from "~/domain/windowing";
import {
  canDecode,
  decodeFrame,
  firstFrame,
  isEncapsulated,
  refuseSyntax,
  type DecodedFrame,
  type Palette,
} from "./dicom-codecs.server";
import { guardDicom } from "./dicom-guard.server";
import { asPart10, readDicomMessage } from "./dicom-input.server";
import {
  jpegLsLossless,
  JPEG_LS_LOSSLESS,
  keptCodestream,
  pixelDataElement,
  type KeptPixels,
  type PixelAttributes,
} from "./dicom-kept.server";
import { ImageRefusal, MAX_PIXELS, refuseOversize } from "./image-refusal.server";

export { arrayBufferOf, looksLikeDicom } from "./dicom-input.server";

// dcmjs logs what it finds odd in a file (damage, the ambiguous VR of implicit pixel data); we refuse
// what we cannot show with our own message instead, and keep the server log for the server.
dcmjs.log.getLogger("validation.dcmjs").setLevel("silent");

const EXPLICIT_LITTLE = "1.2.840.10008.1.2.1";
const JPEG_BASELINE = "1.2.840.10008.1.2.4.50";

/** Names of the transfer syntaxes an editor is likely to meet, so a refusal says what the file is. */
const SYNTAX_NAMES: Record<string, string> = {
  "1.2.840.10008.1.2.2": "Explicit VR Big Endian",
  "1.2.840.10008.1.2.4.51": "JPEG Extended",
  "1.2.840.10008.1.2.4.57": "JPEG Lossless",
  "1.2.840.10008.1.2.4.70": "JPEG Lossless",
  "1.2.840.10008.1.2.4.80": "JPEG-LS Lossless",
  "1.2.840.10008.1.2.4.81": "JPEG-LS Near-Lossless",
  "1.2.840.10008.1.2.4.90": "JPEG 2000 Lossless",
  "1.2.840.10008.1.2.4.91": "JPEG 2000",
  "1.2.840.10008.1.2.4.92": "JPEG 2000 Part 2 Lossless",
  "1.2.840.10008.1.2.4.93": "JPEG 2000 Part 2",
  "1.2.840.10008.1.2.4.100": "MPEG2",
  "1.2.840.10008.1.2.4.101": "MPEG2",
  "1.2.840.10008.1.2.4.102": "MPEG-4",
  "1.2.840.10008.1.2.4.103": "MPEG-4",
  "1.2.840.10008.1.2.4.110": "JPEG XL Lossless",
  "1.2.840.10008.1.2.4.112": "JPEG XL",
  "1.2.840.10008.1.2.4.201": "HTJ2K Lossless",
  "1.2.840.10008.1.2.4.202": "HTJ2K Lossless RPCL",
  "1.2.840.10008.1.2.4.203": "HTJ2K",
  "1.2.840.10008.1.2.5": "RLE Lossless",
};

/** Secondary Capture, for files whose SOP class is not a standard one. */
const SECONDARY_CAPTURE = "1.2.840.10008.5.1.4.1.1.7";

export const DEIDENTIFICATION_METHOD = "Arrowed: display attributes only, all others removed, new UIDs";

export type Photometric = "MONOCHROME1" | "MONOCHROME2" | "RGB";

/** The first frame as native little-endian samples, with what is needed to show it. */
export type DicomImage = {
  rows: number;
  columns: number;
  samplesPerPixel: 1 | 3;
  photometric: Photometric;
  bitsAllocated: 8 | 16;
  bitsStored: number;
  pixelRepresentation: 0 | 1;
  planarConfiguration: 0 | 1;
  pixels: Buffer;
  modality: string;
  sopClassUid: string;
  /** The file's first WindowCenter/WindowWidth, when it has a usable one. */
  window?: ImageWindow;
  /** Every window the file gives, the first included. */
  windows: ImageWindow[];
  /** How the file says its windows are applied, when not LINEAR. */
  voiFunction?: VoiFunction;
  /** The file's first VOI LUT, shown when it gives no window. */
  voiLut?: VoiLut;
  rescale?: { slope: number; intercept: number };
  burnedInAnnotation: boolean;
  /** A compressed file's first frame as it came, and the attributes that describe its samples. */
  source?: { syntax: string; frame: Buffer; attributes: PixelAttributes };
};

function first(elements: DicomElements, tag: string): unknown {
  return elements[tag]?.Value?.[0];
}

function text(elements: DicomElements, tag: string): string | undefined {
  const value = first(elements, tag);
  return typeof value === "string" ? value.trim() : undefined;
}

function number(elements: DicomElements, tag: string): number | undefined {
  const value = first(elements, tag);
  const parsed = typeof value === "number" ? value : typeof value === "string" ? Number(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : undefined;
}

const DAMAGED = "This DICOM file is damaged or cut short: export it again from the PACS";

/** Parses and decodes a whole file: run it in the DICOM worker (dicom-worker.server.ts), never on the server's thread. */
export async function readDicom(bytes: Buffer): Promise<DicomImage> {
  const file = guardDicom(asPart10(bytes));
  let parsed;
  try {
    parsed = readDicomMessage(file);
  } catch {
    throw new ImageRefusal(DAMAGED);
  }
  const syntax = text(parsed.meta, "00020010") ?? "";
  const { dict } = parsed;
  refuseNonImage(dict);
  if (!canDecode(syntax)) refuseSyntax(syntax, SYNTAX_NAMES[syntax]);
  const pixelElement = dict["7FE00010"];
  const fragments = (pixelElement?.Value ?? []).map((value) => Buffer.from(value as ArrayBuffer));
  if (fragments.every((fragment) => fragment.length === 0)) {
    throw new ImageRefusal(
      "This DICOM file holds no image (a report or a structured document?): export the image itself",
    );
  }
  const rows = number(dict, "00280010") ?? 0;
  const columns = number(dict, "00280011") ?? 0;
  if (rows < 1 || columns < 1) throw new ImageRefusal(DAMAGED);
  refuseOversize(columns, rows);

  const sopClass = text(dict, "00080016");
  const common = {
    rows,
    columns,
    modality: normaliseModality(text(dict, "00080060")),
    sopClassUid: sopClass?.startsWith("1.2.840.10008.") ? sopClass : SECONDARY_CAPTURE,
    ...fileWindows(dict),
    voiFunction: fileVoiFunction(dict),
    voiLut: fileVoiLut(dict),
    rescale: fileRescale(dict),
    burnedInAnnotation: text(dict, "00280301")?.toUpperCase() === "YES",
  };
  const photometric = text(dict, "00280004")?.toUpperCase() ?? "";
  const frame = isEncapsulated(syntax)
    ? firstFrame(syntax, fragments, number(dict, "00280008") ?? 1)
    : Buffer.concat(fragments);
  const description = {
    rows,
    columns,
    samplesPerPixel: number(dict, "00280002") ?? 1,
    photometric,
    bitsAllocated: number(dict, "00280100") ?? 0,
    bitsStored: number(dict, "00280101") ?? number(dict, "00280100") ?? 0,
    pixelRepresentation: number(dict, "00280103") === 1 ? 1 : 0,
    planarConfiguration: number(dict, "00280006") === 1 ? 1 : 0,
    palette: photometric === "PALETTE COLOR" ? filePalette(dict) : undefined,
  } as const;
  const { palette, ...attributes } = description;
  const source = isEncapsulated(syntax) && !palette ? { source: { syntax, frame, attributes } } : {};
  // Baseline JPEG stays with sharp, so images kept before other syntaxes were read keep their content hash.
  if (syntax === JPEG_BASELINE)
    return { ...common, ...source, ...(await decodeJpegFrame(frame, photometric, rows, columns)) };
  checkLayout(description, number(dict, "00280102"));
  return { ...common, ...source, ...checkedFrame(await decodeFrame(syntax, frame, description)) };
}

/** DICOM objects that carry pixel data but are not a picture to show. */
const NOT_IMAGES = [
  {
    modality: "SR",
    sopClass: /^1\.2\.840\.10008\.5\.1\.4\.1\.1\.88\./,
    refusal: "This DICOM file is a structured report (SR), not an image: export the images of the study instead",
  },
  {
    modality: "RTDOSE",
    sopClass: /^1\.2\.840\.10008\.5\.1\.4\.1\.1\.481\.2$/,
    refusal:
      "This DICOM file is a radiotherapy dose grid (RTDOSE), not an image: export the CT or MR images the plan was made on",
  },
  {
    modality: "SEG",
    sopClass: /^1\.2\.840\.10008\.5\.1\.4\.1\.1\.66\.4$/,
    refusal:
      "This DICOM file is a segmentation (SEG), a mask drawn over other images: export the images it was drawn on",
  },
];

function refuseNonImage(dict: DicomElements) {
  const sopClass = text(dict, "00080016") ?? "";
  const modality = text(dict, "00080060")?.toUpperCase();
  const kind = NOT_IMAGES.find((each) => each.modality === modality || each.sopClass.test(sopClass));
  if (kind) throw new ImageRefusal(kind.refusal);
}

/** Modality defined terms for images (PS3.3 C.7.3.1.1.1); free text in the tag could name someone. */
const MODALITIES = new Set(
  "CR CT MR US DX MG NM PT XA RF RG IO PX OP OPT ES XC GM SM BMD BDUS DMS IVUS IVOCT OCT TG OT SC".split(" "),
);

function normaliseModality(modality: string | undefined) {
  return modality && MODALITIES.has(modality.toUpperCase()) ? modality.toUpperCase() : "OT";
}

/** Every usable WindowCenter/WindowWidth pair the file gives (often soft tissue and bone), first first. */
function fileWindows(dict: DicomElements): { window?: ImageWindow; windows: ImageWindow[] } {
  const values = (tag: string) => (dict[tag]?.Value ?? []).map((value) => Number(value));
  const widths = values("00281051");
  const windows = values("00281050")
    .map((center, i) => ({ center, width: widths[i] ?? Number.NaN }))
    .filter(({ center, width }) => Number.isFinite(center) && Number.isFinite(width) && width >= 1);
  return { window: windows[0], windows };
}

function fileVoiFunction(dict: DicomElements) {
  const named = text(dict, "00281056")?.toUpperCase();
  return named !== "LINEAR" && VOI_FUNCTIONS.includes(named as VoiFunction) ? (named as VoiFunction) : undefined;
}

/** The first item of the VOI LUT Sequence: its descriptor (entries, first value mapped, bits) and data. */
function fileVoiLut(dict: DicomElements): VoiLut | undefined {
  const item = first(dict, "00283010") as DicomElements | undefined;
  const descriptor = item?.["00283002"]?.Value as number[] | undefined;
  const values = item?.["00283006"]?.Value;
  if (!descriptor || descriptor.length !== 3 || !values?.length) return undefined;
  const [count, firstMapped, bits] = descriptor as [number, number, number];
  const data =
    values[0] instanceof ArrayBuffer ? new Uint16Array(values[0].slice(0, values[0].byteLength & ~1)) : values;
  const entries = count === 0 ? 65536 : count;
  if (bits < 1 || bits > 16 || data.length < entries || !Array.from(data).every(Number.isFinite)) return undefined;
  return { firstMapped, bits, data: Uint16Array.from(data as ArrayLike<number>).subarray(0, entries) };
}

/** A table's 16-bit entries, whether the file wrote them as OW bytes or as US numbers. */
function tableEntries(dict: DicomElements, tag: string) {
  const values = dict[tag]?.Value;
  if (!values?.length) return undefined;
  const bytes = values[0];
  return bytes instanceof ArrayBuffer
    ? new Uint16Array(bytes.slice(0, bytes.byteLength & ~1))
    : Uint16Array.from(values as number[]);
}

/** The red, green and blue palette tables, when all three are given whole (not segmented) and agree. */
function filePalette(dict: DicomElements): Palette | undefined {
  const descriptor = dict["00281101"]?.Value as number[] | undefined;
  const [red, green, blue] = ["00281201", "00281202", "00281203"].map((tag) => tableEntries(dict, tag));
  if (descriptor?.length !== 3 || !red || !green || !blue) return undefined;
  const [count, firstMapped, bits] = descriptor as [number, number, number];
  const entries = count === 0 ? 65536 : count;
  if ((bits !== 8 && bits !== 16) || [red, green, blue].some((table) => table.length < entries)) return undefined;
  const table = (entries16: Uint16Array) => entries16.subarray(0, entries);
  return { firstMapped, bits, red: table(red), green: table(green), blue: table(blue) };
}

function fileRescale(dict: DicomElements) {
  const slope = number(dict, "00281053");
  const intercept = number(dict, "00281052");
  if (slope === undefined && intercept === undefined) return undefined;
  return { slope: slope && slope !== 0 ? slope : 1, intercept: intercept ?? 0 };
}

/** Bits the pipeline can hold, checked before decoding so no decoder is asked for what we cannot show. */
function checkLayout(d: Omit<DecodedFrame, "pixels">, highBit = d.bitsStored - 1) {
  if (d.bitsAllocated !== 8 && !(d.bitsAllocated === 16 && d.samplesPerPixel === 1)) {
    throw new ImageRefusal(
      `DICOM pixel data of ${d.bitsAllocated} bits allocated is not supported: 8 or 16 bits greyscale, or 8-bit RGB`,
    );
  }
  if (d.bitsStored < 1 || d.bitsStored > d.bitsAllocated || highBit !== d.bitsStored - 1) {
    throw new ImageRefusal(
      `DICOM pixel data with ${d.bitsStored} bits stored and high bit ${highBit} is not supported`,
    );
  }
}

/** The decoded frame as the kept copy describes it: greyscale or RGB, nothing else. */
function checkedFrame(frame: DecodedFrame) {
  const { photometric, samplesPerPixel } = frame;
  const mono = (photometric === "MONOCHROME1" || photometric === "MONOCHROME2") && samplesPerPixel === 1;
  const rgb = photometric === "RGB" && samplesPerPixel === 3;
  if (!mono && !rgb) {
    throw new ImageRefusal(
      `DICOM photometric interpretation ${photometric || "(none)"} is not supported: export it as MONOCHROME2 or RGB`,
    );
  }
  return {
    samplesPerPixel: samplesPerPixel as 1 | 3,
    photometric: photometric as Photometric,
    bitsAllocated: frame.bitsAllocated as 8 | 16,
    bitsStored: frame.bitsStored,
    pixelRepresentation: frame.pixelRepresentation,
    planarConfiguration: (rgb ? frame.planarConfiguration : 0) as 0 | 1,
    pixels: frame.pixels,
  };
}

async function decodeJpegFrame(jpeg: Buffer, photometric: string, rows: number, columns: number) {
  const mono = photometric === "MONOCHROME1" || photometric === "MONOCHROME2";
  if (!mono && !["RGB", "YBR_FULL", "YBR_FULL_422"].includes(photometric)) {
    throw new ImageRefusal(
      `DICOM photometric interpretation ${photometric || "(none)"} is not supported in JPEG: export it as MONOCHROME2 or RGB`,
    );
  }
  // Loaded by the worker only for baseline JPEG: other syntaxes never need it.
  const { default: sharp } = await import("sharp");
  // The JPEG's own header must match the file's Rows and Columns before a single pixel is decoded.
  const header = await sharp(jpeg)
    .metadata()
    .catch(() => {
      throw new ImageRefusal(DAMAGED);
    });
  if (header.width !== columns || header.height !== rows) {
    throw new ImageRefusal(
      `This DICOM file says its image is ${columns} × ${rows} pixels but its JPEG frame is ${header.width ?? 0} × ${header.height ?? 0}: export it again from the PACS`,
    );
  }
  let decoded;
  try {
    decoded = await sharp(jpeg, { limitInputPixels: MAX_PIXELS })
      .toColourspace(mono ? "b-w" : "srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImageRefusal(DAMAGED);
  }
  const { width, height, channels } = decoded.info;
  if (width !== columns || height !== rows || channels !== (mono ? 1 : 3)) throw new ImageRefusal(DAMAGED);
  return {
    samplesPerPixel: channels as 1 | 3,
    // The decoder turns YBR into RGB: the kept copy says what its samples now are.
    photometric: (mono ? photometric : "RGB") as Photometric,
    bitsAllocated: 8 as const,
    bitsStored: 8,
    pixelRepresentation: 0 as const,
    planarConfiguration: 0 as const,
    pixels: decoded.data,
  };
}

/** sha256 over the samples and their layout: the same picture gives the same hash in any container. */
export function dicomContentHash(image: DicomImage) {
  const layout = `dicom ${image.columns}x${image.rows} samples=${image.samplesPerPixel} ${image.photometric} bits=${image.bitsAllocated}/${image.bitsStored} signed=${image.pixelRepresentation} planar=${image.planarConfiguration}\n`;
  return createHash("sha256").update(layout).update(image.pixels).digest("hex");
}

/** A UID under 2.25 (ISO/IEC 9834-8) from 128 bits of a hash: the same picture always gets the same UIDs. */
function derivedUid(role: string, contentHash: string) {
  const digest = createHash("sha256").update(`${role}\n${contentHash}`).digest("hex");
  return `2.25.${BigInt(`0x${digest.slice(0, 32)}`).toString()}`;
}

const IMPLEMENTATION_UID = derivedUid("implementation", "arrowed");

const element = (vr: string, ...values: unknown[]): DicomElement => ({ vr, Value: values });

/**
 * The first frame's pixel data as it is kept (dicom-kept.server.ts): the codestream as it came when it
 * is a JPEG family one, else JPEG-LS lossless, else uncompressed; never bigger than the decoded samples.
 */
async function keptPixels(image: DicomImage): Promise<KeptPixels> {
  const asItCame = image.source && keptCodestream(image.source.syntax, image.source.frame);
  if (image.source && asItCame)
    return { syntax: image.source.syntax, attributes: image.source.attributes, frame: asItCame, encapsulated: true };
  const attributes: PixelAttributes = {
    rows: image.rows,
    columns: image.columns,
    samplesPerPixel: image.samplesPerPixel,
    photometric: image.photometric,
    bitsAllocated: image.bitsAllocated,
    bitsStored: image.bitsStored,
    pixelRepresentation: image.pixelRepresentation,
    planarConfiguration: image.planarConfiguration,
  };
  const jpegLs = await jpegLsLossless(attributes, image.pixels);
  if (jpegLs) return { syntax: JPEG_LS_LOSSLESS, attributes, frame: [jpegLs], encapsulated: true };
  return { syntax: EXPLICIT_LITTLE, attributes, frame: [image.pixels], encapsulated: false };
}

/**
 * The copy that may be kept: first frame only, and only the attributes needed to show it, its pixel
 * data compressed losslessly (keptPixels). Written from the file's pixels alone, so preparing it again
 * gives the same bytes.
 */
export async function writeDeidentifiedDicom(image: DicomImage, contentHash: string): Promise<Buffer> {
  const kept = await keptPixels(image);
  const pixel = kept.attributes;
  const sopInstanceUid = derivedUid("instance", contentHash);
  const meta: DicomElements = {
    "00020001": element("OB", new Uint8Array([0, 1]).buffer),
    "00020002": element("UI", image.sopClassUid),
    "00020003": element("UI", sopInstanceUid),
    "00020010": element("UI", kept.syntax),
    "00020012": element("UI", IMPLEMENTATION_UID),
    "00020013": element("SH", "ARROWED_1"),
  };
  const dict: DicomElements = {
    "00080016": element("UI", image.sopClassUid),
    "00080018": element("UI", sopInstanceUid),
    "00080060": element("CS", image.modality),
    // Type 2 attributes of the patient module, present and empty as the confidentiality profile leaves them.
    "00100010": element("PN"),
    "00100020": element("LO"),
    "00120062": element("CS", "YES"),
    "00120063": element("LO", DEIDENTIFICATION_METHOD),
    "00120064": element("SQ", {
      "00080100": element("SH", "113100"),
      "00080102": element("SH", "DCM"),
      "00080104": element("LO", "Basic Application Confidentiality Profile"),
    }),
    "0020000D": element("UI", derivedUid("study", contentHash)),
    "0020000E": element("UI", derivedUid("series", contentHash)),
    "00280002": element("US", pixel.samplesPerPixel),
    "00280004": element("CS", pixel.photometric),
    "00280010": element("US", pixel.rows),
    "00280011": element("US", pixel.columns),
    "00280100": element("US", pixel.bitsAllocated),
    "00280101": element("US", pixel.bitsStored),
    "00280102": element("US", pixel.bitsStored - 1),
    "00280103": element("US", pixel.pixelRepresentation),
    // Only files without burned-in text, or whose pixels an editor has confirmed clean, are kept.
    "00280301": element("CS", "NO"),
  };
  if (pixel.samplesPerPixel === 3) dict["00280006"] = element("US", pixel.planarConfiguration);
  if (image.window) {
    dict["00281050"] = element("DS", image.window.center);
    dict["00281051"] = element("DS", image.window.width);
  }
  if (image.voiFunction) dict["00281056"] = element("CS", image.voiFunction);
  if (image.voiLut) {
    const { data, firstMapped, bits } = image.voiLut;
    const entries = Uint16Array.from(data);
    // Only the table itself: its explanation is free text and could name someone.
    dict["00283010"] = element("SQ", {
      "00283002": element(firstMapped < 0 ? "SS" : "US", entries.length % 65536, firstMapped, bits),
      "00283006": element("OW", entries.buffer),
    });
  }
  if (image.rescale) {
    dict["00281052"] = element("DS", image.rescale.intercept);
    dict["00281053"] = element("DS", image.rescale.slope);
  }
  const file = new dcmjs.data.DicomDict(meta);
  file.dict = dict;
  // Pixel Data is the dataset's last element: written here after the rest, as dcmjs would write it but
  // without copying megabytes of pixels through its stream three times; its pieces are copied once, here.
  const pieces = [Buffer.from(file.write()), ...pixelDataElement(kept, pixel.bitsAllocated)];
  // Its own memory (never the shared pool), so it moves to the server's thread without a copy.
  const written = Buffer.allocUnsafeSlow(pieces.reduce((sum, piece) => sum + piece.length, 0));
  pieces.reduce((at, piece) => at + piece.copy(written, at), 0);
  return written;
}
