// The viewing order of a series' files (docs/decisions/059-stacks.md): DICOM slices by their position
// along the slice normal (Image Position (Patient) · the normal of Image Orientation (Patient)), never
// by file name, which a PACS numbers as it pleases. Only the header is read (up to the pixel data),
// after the same guard every DICOM passes; decoding stays on the DICOM worker.
import dcmjs, { type DicomElements } from "dcmjs";
import { guardDicom } from "./dicom-guard.server";
import { looksLikeDicom } from "./dicom-sniff.server";
import { ImageRefusal } from "./image-refusal.server";

export type SeriesFile = { name: string; bytes: Buffer };

type Geometry = { position: number[]; normal: number[] } | null;

const numbers = (dict: DicomElements, tag: string) =>
  (dict[tag]?.Value ?? []).map((value) => (typeof value === "number" ? value : Number(value)));

const cross = ([a1, a2, a3]: number[], [b1, b2, b3]: number[]) => [
  a2! * b3! - a3! * b2!,
  a3! * b1! - a1! * b3!,
  a1! * b2! - a2! * b1!,
];
const dot = (a: number[], b: number[]) => a.reduce((sum, value, i) => sum + value * b[i]!, 0);

/** The slice's position and the orientation's normal, or null where the header does not say. */
export function sliceGeometry(bytes: Buffer): Geometry {
  if (!looksLikeDicom(bytes)) return null;
  const file =
    bytes.toString("latin1", 128, 132) === "DICM"
      ? bytes
      : Buffer.concat([Buffer.alloc(128), Buffer.from("DICM", "latin1"), bytes]);
  let dict: DicomElements;
  try {
    const guarded = guardDicom(file);
    const buffer = guarded.buffer.slice(guarded.byteOffset, guarded.byteOffset + guarded.length) as ArrayBuffer;
    dict = dcmjs.data.DicomMessage.readFile(buffer, { untilTag: "7FE00010" }).dict;
  } catch {
    return null;
  }
  const position = numbers(dict, "00200032");
  const orientation = numbers(dict, "00200037");
  if (position.length !== 3 || orientation.length !== 6) return null;
  if (![...position, ...orientation].every(Number.isFinite)) return null;
  const normal = cross(orientation.slice(0, 3), orientation.slice(3));
  return Math.hypot(...normal) > 0.5 ? { position, normal } : null;
}

const natural = new Intl.Collator("en", { numeric: true });

/**
 * The files in viewing order: along the slice normal (first the lowest) when every file is a DICOM
 * that gives its geometry, all facing the same way; otherwise (pictures exported one by one) by name,
 * numbers read as numbers. Two slices at one position, or slices that do not face the same way, are
 * not one series and are refused.
 */
export function orderSeries(files: readonly SeriesFile[]): SeriesFile[] {
  const geometry = files.map((file) => sliceGeometry(file.bytes));
  if (!geometry.every((g): g is NonNullable<Geometry> => g !== null)) {
    return [...files].sort((a, b) => natural.compare(a.name, b.name));
  }
  const normal = geometry[0]!.normal;
  if (geometry.some((g) => Math.abs(dot(g.normal, normal)) < 0.99)) {
    throw new ImageRefusal("These slices do not face the same way: upload the files of one series");
  }
  const placed = files.map((file, i) => ({ file, at: dot(geometry[i]!.position, normal) }));
  placed.sort((a, b) => a.at - b.at);
  for (let i = 1; i < placed.length; i++) {
    if (Math.abs(placed[i]!.at - placed[i - 1]!.at) < 1e-3) {
      throw new ImageRefusal(
        `${placed[i - 1]!.file.name} and ${placed[i]!.file.name} are at the same position: upload the files of one series`,
      );
    }
  }
  return placed.map((p) => p.file);
}
