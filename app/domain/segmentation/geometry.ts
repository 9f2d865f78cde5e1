// Where a series' pixels and a label map's voxels sit in the patient (docs/decisions/061-question-candidates.md).
// Patient coordinates are DICOM's LPS in millimetres (x to the patient's left, y to the back, z to the head);
// a NIfTI affine is RAS and is turned into LPS before any comparison.
export type Vec3 = [number, number, number];
/** A 4 × 4 affine, row by row, from voxel (i, j, k, 1) to patient coordinates. */
export type Affine = number[][];

export class GeometryError extends Error {}

/** One slice as its DICOM header places it. */
export type SliceGeometry = {
  /** ImagePositionPatient: the centre of the first pixel (top left). */
  position: Vec3;
  /** ImageOrientationPatient's first triple: the direction of increasing column. */
  rowDirection: Vec3;
  /** Its second triple: the direction of increasing row. */
  columnDirection: Vec3;
  /** PixelSpacing: between rows, then between columns (mm). */
  spacing: [number, number];
  rows: number;
  columns: number;
};

export const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const minus = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const scale = (a: Vec3, s: number): Vec3 => [a[0] * s, a[1] * s, a[2] * s];
const plus = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const mm = (n: number) => `${Math.round(n * 100) / 100}`;

export const sliceNormal = (slice: SliceGeometry) => cross(slice.rowDirection, slice.columnDirection);

/** The patient position of a pixel's centre. */
export function patientPoint(slice: SliceGeometry, column: number, row: number): Vec3 {
  return plus(
    plus(slice.position, scale(slice.rowDirection, column * slice.spacing[1])),
    scale(slice.columnDirection, row * slice.spacing[0]),
  );
}

const sameDirection = (a: Vec3, b: Vec3) => dot(a, b) > 0.9999;

/**
 * The order a series is viewed in: by position along the slices' normal (ImagePositionPatient · normal),
 * lowest first, never by file name. Refuses slices that are not one stack of parallel planes.
 */
export function viewingOrder(slices: SliceGeometry[]): number[] {
  const [first] = slices;
  if (!first) throw new GeometryError("The series holds no slices");
  const normal = sliceNormal(first);
  slices.forEach((slice, index) => {
    if (
      !sameDirection(slice.rowDirection, first.rowDirection) ||
      !sameDirection(slice.columnDirection, first.columnDirection)
    )
      throw new GeometryError(
        `Slice ${index + 1} is oriented differently from the first: a series is one stack of parallel slices`,
      );
    if (slice.rows !== first.rows || slice.columns !== first.columns)
      throw new GeometryError(
        `Slice ${index + 1} is ${slice.columns} × ${slice.rows} pixels, the first ${first.columns} × ${first.rows}`,
      );
  });
  const order = slices.map((slice, index) => ({ index, at: dot(slice.position, normal) })).sort((a, b) => a.at - b.at);
  order.forEach((each, n) => {
    if (n > 0 && Math.abs(each.at - order[n - 1]!.at) < 1e-3)
      throw new GeometryError("Two slices of the series sit at the same position: is a slice there twice?");
  });
  return order.map((each) => each.index);
}

/** An affine from NIfTI's RAS to DICOM's LPS: x and y change sign. */
export const rasToLps = (affine: Affine): Affine => affine.map((row, n) => (n < 2 ? row.map((v) => -v) : [...row]));

function invert3(m: number[][]): number[][] | undefined {
  const [a, b, c] = m as [number[], number[], number[]];
  const det =
    a[0]! * (b[1]! * c[2]! - b[2]! * c[1]!) -
    a[1]! * (b[0]! * c[2]! - b[2]! * c[0]!) +
    a[2]! * (b[0]! * c[1]! - b[1]! * c[0]!);
  if (!Number.isFinite(det) || Math.abs(det) < 1e-9) return undefined;
  const cof = (r: number, col: number) => {
    const rows = [0, 1, 2].filter((n) => n !== r);
    const cols = [0, 1, 2].filter((n) => n !== col);
    const minor = m[rows[0]!]![cols[0]!]! * m[rows[1]!]![cols[1]!]! - m[rows[0]!]![cols[1]!]! * m[rows[1]!]![cols[0]!]!;
    return ((r + col) % 2 ? -minor : minor) / det;
  };
  return [0, 1, 2].map((r) => [0, 1, 2].map((col) => cof(col, r)));
}

const apply3 = (m: number[][], v: Vec3): Vec3 => [dot(m[0] as Vec3, v), dot(m[1] as Vec3, v), dot(m[2] as Vec3, v)];

/**
 * How each slice's pixels map onto a voxel grid: voxel index of pixel (column, row) of slice s is
 * origin[s] + column · alongRow + row · alongColumn, each a whole voxel step along one axis.
 */
export type GridMapping = { origins: Vec3[]; alongRow: Vec3; alongColumn: Vec3 };

/** Voxels within this fraction of a voxel of a pixel's centre are that pixel. */
const TOLERANCE = 0.1;

/**
 * Maps a series (slices in viewing order) onto a label map's voxel grid (dims, LPS affine), or refuses
 * it, saying how it misses: the grid must have the slices' rows, columns and planes as its axes, the
 * pixels' spacing, and a plane through every slice's pixel centres.
 */
export function alignGrid(slices: SliceGeometry[], dims: Vec3, affineLps: Affine): GridMapping {
  const linear = affineLps.slice(0, 3).map((row) => row.slice(0, 3));
  const offset = affineLps.slice(0, 3).map((row) => row[3]!) as Vec3;
  const inverse = invert3(linear);
  if (!inverse)
    throw new GeometryError("The label map's affine is degenerate: it does not place its voxels in the patient");
  const first = slices[0]!;
  const toVoxel = (point: Vec3) => apply3(inverse, minus(point, offset));
  const step = (direction: Vec3, spacing: number) => apply3(inverse, scale(direction, spacing));
  const alongRow = step(first.rowDirection, first.spacing[1]);
  const alongColumn = step(first.columnDirection, first.spacing[0]);
  const voxelSizes = [0, 1, 2].map((axis) => Math.hypot(linear[0]![axis]!, linear[1]![axis]!, linear[2]![axis]!));
  const sizes = `its voxels are ${voxelSizes.map(mm).join(" × ")} mm, the series' pixels ${mm(first.spacing[1])} × ${mm(first.spacing[0])} mm`;
  const unit = (v: Vec3, name: string, length: number) => {
    const rounded = v.map(Math.round) as Vec3;
    const isAxis = rounded.filter((n) => n !== 0).length === 1 && rounded.every((n) => Math.abs(n) <= 1);
    const drift = Math.max(...v.map((n, i) => Math.abs(n - rounded[i]!))) * Math.max(1, length - 1);
    if (!isAxis || drift > TOLERANCE) {
      const norm = Math.hypot(...v);
      const rotated = Math.max(...v.map(Math.abs)) / norm < 0.9999;
      throw new GeometryError(
        `The label map does not line up with the series: ${rotated ? `its axes are turned against the slices' ${name}` : sizes}. Make the label map from this series`,
      );
    }
    return rounded;
  };
  const row = unit(alongRow, "rows", first.columns);
  const column = unit(alongColumn, "columns", first.rows);
  if (row.findIndex((n) => n !== 0) === column.findIndex((n) => n !== 0))
    throw new GeometryError("The label map does not line up with the series: its axes are turned against the slices'");
  const origins = slices.map((slice, index) => {
    const at = toVoxel(slice.position);
    const rounded = at.map(Math.round) as Vec3;
    const off = Math.max(...at.map((n, i) => Math.abs(n - rounded[i]!)));
    if (off > TOLERANCE) {
      const shift = Math.hypot(...minus(patientPoint(slice, 0, 0), pointOf(affineLps, rounded)));
      throw new GeometryError(
        `The label map does not line up with the series: slice ${index + 1}'s first pixel falls between its voxels, ${mm(shift)} mm from the nearest (${sizes}). Make the label map from this series`,
      );
    }
    const corners = [rounded, plus(plus(rounded, scale(row, slice.columns - 1)), scale(column, slice.rows - 1))];
    if (corners.some((corner) => corner.some((n, axis) => n < 0 || n >= dims[axis]!)))
      throw new GeometryError(
        `The label map does not line up with the series: slice ${index + 1} lies outside it (the label map is ${dims.join(" × ")} voxels). Make the label map from this series`,
      );
    return rounded;
  });
  return { origins, alongRow: row, alongColumn: column };
}

const pointOf = (affine: Affine, voxel: Vec3): Vec3 =>
  [0, 1, 2].map((r) => dot(affine[r]!.slice(0, 3) as Vec3, voxel) + affine[r]![3]!) as Vec3;

/** Finds the slice a plane at this position and orientation is, or undefined (for a SEG's frames). */
export function sliceAt(slices: SliceGeometry[], position: Vec3): number | undefined {
  const first = slices[0]!;
  const tolerance = TOLERANCE * Math.min(...first.spacing);
  const index = slices.findIndex((slice) => Math.hypot(...minus(slice.position, position)) <= tolerance);
  return index < 0 ? undefined : index;
}

export const sameOrientation = (a: SliceGeometry, b: Pick<SliceGeometry, "rowDirection" | "columnDirection">) =>
  sameDirection(a.rowDirection, b.rowDirection) && sameDirection(a.columnDirection, b.columnDirection);

/** The plane a slice is in, named as the exam names it. */
export function planeName(slice: SliceGeometry): "Axial" | "Coronal" | "Sagittal" | "Oblique" {
  const normal = sliceNormal(slice).map(Math.abs);
  const axis = normal.indexOf(Math.max(...normal));
  if (normal[axis]! < 0.9) return "Oblique";
  return axis === 2 ? "Axial" : axis === 1 ? "Coronal" : "Sagittal";
}
