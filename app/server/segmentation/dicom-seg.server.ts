// A DICOM Segmentation (SEG) laid over a series' slices (docs/decisions/061-question-candidates.md): dcmjs
// parses it; each frame's plane position and the shared orientation and spacing must be one of the
// slices'. BINARY (and FRACTIONAL, above half) segments may overlap; a LABELMAP holds segment numbers.
import type { DicomElements } from "dcmjs";
import { sameOrientation, sliceAt, type SliceGeometry, type Vec3 } from "~/domain/segmentation/geometry";
import { labelsFromMasks, labelsFromPlanes, type LabelSlices } from "~/domain/segmentation/labels";
import { dicomHeader, textOf } from "./series.server";
import { LabelMapError } from "./nifti.server";

const SEGMENTATION = "1.2.840.10008.5.1.4.1.1.66.4";
const LABEL_MAP_SEGMENTATION = "1.2.840.10008.5.1.4.1.1.66.7";
const NATIVE_SYNTAXES = new Set(["1.2.840.10008.1.2", "1.2.840.10008.1.2.1", "1.2.840.10008.1.2.1.99"]);

const items = (dict: DicomElements | undefined, tag: string) => (dict?.[tag]?.Value ?? []) as DicomElements[];
const numbers = (dict: DicomElements | undefined, tag: string) => ((dict?.[tag]?.Value ?? []) as unknown[]).map(Number);
/** A functional group's attribute, from the frame's own groups or else the shared ones. */
const group = (frame: DicomElements | undefined, shared: DicomElements | undefined, sequence: string) =>
  items(frame, sequence)[0] ?? items(shared, sequence)[0];

export const isDicom = (bytes: Buffer) => bytes.length >= 132 && bytes.toString("latin1", 128, 132) === "DICM";

function pixelBytes(dict: DicomElements): Uint8Array {
  const value = (dict["7FE00010"]?.Value ?? []) as ArrayBuffer[];
  const parts = value.map((part) => new Uint8Array(part));
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Reads a SEG and lays it over the slices (in viewing order). Segment names are the SEG's segment
 * labels, or `names` (by segment number) when given.
 */
export function readSegLabels(
  bytes: Buffer,
  slices: SliceGeometry[],
  frameOfReference?: string,
  names?: Map<number, string>,
): LabelSlices {
  const file = dicomHeader(bytes, "The label map", true);
  const sopClass = textOf(file, "00080016");
  const type = textOf(file, "00620001")?.toUpperCase();
  if ((sopClass !== SEGMENTATION && sopClass !== LABEL_MAP_SEGMENTATION) || !type)
    throw new LabelMapError("The label map is a DICOM file but not a segmentation (SEG)");
  const syntax = textOf(file, "00020010");
  if (syntax && !NATIVE_SYNTAXES.has(syntax))
    throw new LabelMapError(`The SEG's pixel data is compressed (transfer syntax ${syntax}): export it uncompressed`);
  const segFrame = textOf(file, "00200052");
  if (frameOfReference && segFrame && segFrame !== frameOfReference)
    throw new LabelMapError(
      "The SEG does not line up with the series: it was drawn on another frame of reference (another scan)",
    );
  const rows = numbers(file, "00280010")[0] ?? 0;
  const columns = numbers(file, "00280011")[0] ?? 0;
  const frameCount = numbers(file, "00280008")[0] ?? 1;
  const bits = numbers(file, "00280100")[0] ?? 0;
  const first = slices[0]!;
  if (rows !== first.rows || columns !== first.columns)
    throw new LabelMapError(
      `The SEG does not line up with the series: its frames are ${columns} × ${rows} pixels, the slices ${first.columns} × ${first.rows}`,
    );
  const segmentNames = new Map<number, string>();
  for (const segment of items(file, "00620002")) {
    const number = numbers(segment, "00620004")[0];
    const label = textOf(segment, "00620005") ?? textOf(items(segment, "0062000F")[0] ?? {}, "00080104");
    if (number !== undefined && label) segmentNames.set(number, label);
  }
  const shared = items(file, "52009229")[0];
  const perFrame = items(file, "52009230");
  const pixels = pixelBytes(file);
  const size = rows * columns;
  const binary = type === "BINARY";
  if (!binary && type !== "FRACTIONAL" && type !== "LABELMAP")
    throw new LabelMapError(`The SEG's segmentation type is ${type}: BINARY, FRACTIONAL or LABELMAP are read`);
  const bytesPerPixel = binary ? 1 / 8 : bits / 8;
  if (
    (!binary && bits !== 8 && bits !== 16) ||
    (binary && bits !== 1) ||
    pixels.length < Math.ceil(frameCount * size * bytesPerPixel)
  )
    throw new LabelMapError("The SEG's pixel data is damaged or cut short");
  const half = (numbers(file, "00620010")[0] ?? 255) / 2;
  const planes: Uint32Array[] = slices.map(() => new Uint32Array(size));
  const masks = new Map<number, Map<number, Uint8Array>>();
  for (let f = 0; f < frameCount; f++) {
    const frame = perFrame[f];
    const orientation = numbers(group(frame, shared, "00209116"), "00200037");
    const spacing = numbers(group(frame, shared, "00289110"), "00280030");
    const position = numbers(group(frame, shared, "00209113"), "00200032") as Vec3;
    if (orientation.length !== 6 || position.length !== 3)
      throw new LabelMapError(`The SEG's frame ${f + 1} says not where it lies (plane position and orientation)`);
    const slice = sliceAt(slices, position);
    const aligned =
      sameOrientation(first, {
        rowDirection: orientation.slice(0, 3) as Vec3,
        columnDirection: orientation.slice(3) as Vec3,
      }) &&
      spacing.length === 2 &&
      spacing.every((s, i) => Math.abs(s - first.spacing[i]!) < 1e-3 * first.spacing[i]!);
    if (!aligned || slice === undefined)
      throw new LabelMapError(
        `The SEG does not line up with the series: its frame ${f + 1} at (${position.map((n) => Math.round(n * 100) / 100).join(", ")}) mm is none of the slices. Make the SEG from this series`,
      );
    if (type === "LABELMAP") {
      const plane = planes[slice]!;
      for (let i = 0; i < size; i++) {
        const value =
          bits === 16 ? pixels[(f * size + i) * 2]! | (pixels[(f * size + i) * 2 + 1]! << 8) : pixels[f * size + i]!;
        if (value) plane[i] = value;
      }
      continue;
    }
    const segment = numbers(items(frame, "0062000A")[0], "0062000B")[0];
    if (segment === undefined) throw new LabelMapError(`The SEG's frame ${f + 1} names no segment`);
    let bySlice = masks.get(segment);
    if (!bySlice) masks.set(segment, (bySlice = new Map()));
    const mask = bySlice.get(slice) ?? new Uint8Array(size);
    for (let i = 0; i < size; i++) {
      const on = binary
        ? (pixels[(f * size + i) >> 3]! >> ((f * size + i) & 7)) & 1
        : pixels[f * size + i]! > half
          ? 1
          : 0;
      if (on) mask[i] = 1;
    }
    bySlice.set(slice, mask);
  }
  const labelNames = names ?? segmentNames;
  return type === "LABELMAP"
    ? labelsFromPlanes(planes, rows, columns, labelNames)
    : labelsFromMasks(masks, rows, columns, slices.length, labelNames);
}
