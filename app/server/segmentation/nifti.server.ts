// A NIfTI label map (.nii or .nii.gz, NIfTI-1 or -2, any affine) laid over a series' slices
// (docs/decisions/061-question-candidates.md). nifti-reader-js reads the header, the affine (sform, else
// qform) and the voxels; this module checks the affine against the slices and resamples nothing: every
// slice pixel must be one voxel.
import { Gunzip } from "fflate";
import * as nifti from "nifti-reader-js";
import { alignGrid, GeometryError, rasToLps, type SliceGeometry, type Vec3 } from "~/domain/segmentation/geometry";
import { labelsFromPlanes, type LabelSlices } from "~/domain/segmentation/labels";

export class LabelMapError extends Error {}

/** A label map bigger than this is not of one series: 1024 × 1024 × 2048 voxels of 8 bits, or a quarter as many of 32. */
const MAX_VOXEL_BYTES = 2 * 1024 ** 3;

const { NIFTI1 } = nifti;
const READERS: Record<number, { bytes: number; read: (view: DataView, at: number, little: boolean) => number }> = {
  [NIFTI1.TYPE_UINT8]: { bytes: 1, read: (v, at) => v.getUint8(at) },
  [NIFTI1.TYPE_INT8]: { bytes: 1, read: (v, at) => v.getInt8(at) },
  [NIFTI1.TYPE_INT16]: { bytes: 2, read: (v, at, le) => v.getInt16(at, le) },
  [NIFTI1.TYPE_UINT16]: { bytes: 2, read: (v, at, le) => v.getUint16(at, le) },
  [NIFTI1.TYPE_INT32]: { bytes: 4, read: (v, at, le) => v.getInt32(at, le) },
  [NIFTI1.TYPE_UINT32]: { bytes: 4, read: (v, at, le) => v.getUint32(at, le) },
  [NIFTI1.TYPE_FLOAT32]: { bytes: 4, read: (v, at, le) => v.getFloat32(at, le) },
  [NIFTI1.TYPE_FLOAT64]: { bytes: 8, read: (v, at, le) => v.getFloat64(at, le) },
};

/** Compressed input is fed to the inflater this much at a time, so a bomb is stopped early. */
const CHUNK = 64 * 1024;

/** What a NIfTI-1 or -2 header says the whole file holds (header, extensions, voxels), in bytes. */
function declaredBytes(head: Uint8Array): number | undefined {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  for (const little of [true, false]) {
    const size = head.length >= 4 ? view.getInt32(0, little) : 0;
    const two = size === 540;
    if ((size !== 348 && !two) || head.length < size) continue;
    const dim = (i: number) => (two ? Number(view.getBigInt64(16 + 8 * i, little)) : view.getInt16(40 + 2 * i, little));
    const count = Math.min(7, Math.max(0, dim(0)));
    let voxels = 1;
    for (let i = 1; i <= count; i++) voxels *= Math.max(1, dim(i));
    const bits = view.getInt16(two ? 14 : 72, little);
    const offset = two ? Number(view.getBigInt64(168, little)) : view.getFloat32(108, little);
    return offset + (voxels * Math.max(8, bits)) / 8;
  }
  return undefined;
}

/**
 * Unpacks a gzipped label map in steps, stopping as soon as it outgrows what its own header declares
 * (or the most a label map may be): a small file that unpacks to gigabytes is refused, not unpacked.
 */
function gunzipWithinDeclared(data: Uint8Array): ArrayBuffer {
  const parts: Uint8Array[] = [];
  let total = 0;
  let cap = MAX_VOXEL_BYTES;
  let headerRead = false;
  const inflater = new Gunzip((chunk) => {
    parts.push(chunk);
    total += chunk.length;
    if (!headerRead && total >= 540) {
      const declared = declaredBytes(Buffer.concat(parts));
      if (declared === undefined)
        throw new LabelMapError("The label map is gzipped but what it holds is not a NIfTI file");
      cap = Math.min(cap, declared + CHUNK);
      headerRead = true;
    }
    if (total > cap)
      throw new LabelMapError(
        "The label map unpacks to more than its header says it holds: it is damaged or built to exhaust the server",
      );
  });
  try {
    for (let at = 0; at < data.length; at += CHUNK)
      inflater.push(data.subarray(at, at + CHUNK), at + CHUNK >= data.length);
  } catch (error) {
    if (error instanceof LabelMapError) throw error;
    throw new LabelMapError("The label map is gzipped but cannot be unpacked: it is damaged or cut short");
  }
  const out = Buffer.concat(parts);
  return out.buffer.slice(out.byteOffset, out.byteOffset + out.length) as ArrayBuffer;
}

/** The label table TotalSegmentator (and Connectome Workbench) writes into the header's extension, if any. */
function extensionNames(header: nifti.NIFTI1 | nifti.NIFTI2): Map<number, string> {
  const names = new Map<number, string>();
  for (const extension of header.extensions ?? []) {
    const text = new TextDecoder().decode(extension.edata);
    for (const match of text.matchAll(
      /<Label\s+Key="(\d+)"[^>]*>\s*(?:<!\[CDATA\[([^\]]*)\]\]>|([^<]*))\s*<\/Label>/g,
    )) {
      names.set(Number(match[1]), (match[2] ?? match[3] ?? "").trim());
    }
  }
  return names;
}

export const isNifti = (bytes: Buffer) => {
  const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer;
  return nifti.isCompressed(data) || nifti.isNIFTI(data);
};

/**
 * Reads a NIfTI label map and lays it over the slices (in viewing order). Label names come from
 * `names` when given (a labels.json), else from the file's own label table.
 */
export function readNiftiLabels(bytes: Buffer, slices: SliceGeometry[], names?: Map<number, string>): LabelSlices {
  let data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer;
  if (nifti.isCompressed(data)) data = gunzipWithinDeclared(new Uint8Array(data));
  if (!nifti.isNIFTI(data))
    throw new LabelMapError(
      "The label map is not a NIfTI file (a single .nii or .nii.gz; a .hdr/.img pair is not read)",
    );
  const header = nifti.readHeader(data);
  const dims = header.dims.slice(1, 4).map((n) => Math.max(1, n)) as Vec3;
  const extra = header.dims.slice(4, 1 + Math.max(3, header.dims[0]!)).filter((n) => n > 1);
  if (extra.length)
    throw new LabelMapError(`The label map has ${header.dims[0]} dimensions: a label map is one 3D volume`);
  const reader = READERS[header.datatypeCode];
  if (!reader)
    throw new LabelMapError(
      `The label map's voxels are of NIfTI data type ${header.datatypeCode}: labels are whole numbers`,
    );
  const voxels = dims[0] * dims[1] * dims[2];
  if (voxels * reader.bytes > MAX_VOXEL_BYTES) throw new LabelMapError("The label map is too big to be of one series");
  if (header.qform_code < 1 && header.sform_code < 1)
    throw new LabelMapError(
      "The label map does not say where its voxels lie in the patient (no sform or qform): it cannot be checked against the series",
    );
  const image = nifti.readImage(header, data);
  if (image.byteLength < voxels * reader.bytes)
    throw new LabelMapError("The label map is cut short: it holds fewer voxels than its header says");
  let mapping;
  try {
    mapping = alignGrid(slices, dims, rasToLps(header.affine));
  } catch (error) {
    if (error instanceof GeometryError) throw new LabelMapError(error.message);
    throw error;
  }
  const view = new DataView(image);
  const slope = header.scl_slope && Number.isFinite(header.scl_slope) ? header.scl_slope : 1;
  const intercept = Number.isFinite(header.scl_inter) ? header.scl_inter : 0;
  const { rows, columns } = slices[0]!;
  const { alongRow, alongColumn } = mapping;
  const strides = [1, dims[0], dims[0] * dims[1]];
  const offsetOf = (v: Vec3) => v[0] * strides[0]! + v[1] * strides[1]! + v[2] * strides[2]!;
  const stepColumn = offsetOf(alongRow);
  const stepRow = offsetOf(alongColumn);
  const planes = mapping.origins.map((origin) => {
    const plane = new Uint32Array(rows * columns);
    const start = offsetOf(origin);
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < columns; c++) {
        const value =
          reader.read(view, (start + r * stepRow + c * stepColumn) * reader.bytes, header.littleEndian) * slope +
          intercept;
        if (value === 0) continue;
        if (!Number.isInteger(value) || value < 0)
          throw new LabelMapError(`The label map holds ${value}: a label map holds whole numbers from 0, one a voxel`);
        plane[r * columns + c] = value;
      }
    }
    return plane;
  });
  const labelNames = names ?? extensionNames(header);
  if (!names && labelNames.size === 0)
    throw new LabelMapError("The label map names none of its labels: give their names with --labels labels.json");
  return labelsFromPlanes(planes, rows, columns, labelNames);
}
