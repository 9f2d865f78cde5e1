import { describe, expect, it } from "vitest";
import {
  alignGrid,
  GeometryError,
  patientPoint,
  planeName,
  rasToLps,
  viewingOrder,
  type SliceGeometry,
  type Vec3,
} from "./geometry";

/** Axial slices like the real CT's: 0.9765625 mm pixels, 2 mm apart, first pixel at (-249.5, -437.5, z). */
const axial = (z: number, size = 512): SliceGeometry => ({
  position: [-249.51171875, -437.51171875, z],
  rowDirection: [1, 0, 0],
  columnDirection: [0, 1, 0],
  spacing: [0.9765625, 0.9765625],
  rows: size,
  columns: size,
});
const series = Array.from({ length: 20 }, (_, k) => axial(-804.5 + 2 * k));

/** The affine TotalSegmentator wrote for them (RAS): i runs with the columns, j against the rows. */
const RAS_AFFINE = [
  [-0.9765625, 0, 0, 249.51171875],
  [0, 0.9765625, 0, -61.51171875],
  [0, 0, 2, -804.5],
  [0, 0, 0, 1],
];
const DIMS: Vec3 = [512, 512, 20];

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(GeometryError);
    return (error as Error).message;
  }
  throw new Error("it lined up");
};

describe("a series' viewing order", () => {
  it("goes by position along the slices' normal, not by the order the files came in", () => {
    expect(viewingOrder([axial(-790), axial(-804.5), axial(-766.5)])).toEqual([1, 0, 2]);
  });

  it("refuses two slices at one position, and slices turned against each other", () => {
    expect(refusal(() => viewingOrder([axial(-790), axial(-790)]))).toContain("same position");
    const turned = { ...axial(-788), rowDirection: [0, 1, 0] as Vec3, columnDirection: [0, 0, -1] as Vec3 };
    expect(refusal(() => viewingOrder([axial(-790), turned]))).toContain("oriented differently");
  });

  it("names the plane the exam names", () => {
    expect(planeName(axial(0))).toBe("Axial");
    expect(planeName({ ...axial(0), columnDirection: [0, 0, -1] })).toBe("Coronal");
  });
});

describe("a label map's affine against the slices", () => {
  it("lines up the real CT's label map: voxel (i, j, k) is column i, row 511 − j of slice k", () => {
    const mapping = alignGrid(series, DIMS, rasToLps(RAS_AFFINE));
    expect(mapping.origins[0]).toEqual([0, 511, 0]);
    expect(mapping.origins[19]).toEqual([0, 511, 19]);
    expect(mapping.alongRow).toEqual([1, 0, 0]);
    expect(mapping.alongColumn).toEqual([0, -1, 0]);
  });

  it("lines up a volume stored in another axis order with flips (any affine that is the same grid)", () => {
    // k runs with the rows, j with the columns reversed, i with the slices from the head down.
    const top = series[19]!;
    const corner = patientPoint(top, 511, 0);
    const affine = [
      [0, -0.9765625, 0, corner[0]],
      [0, 0, 0.9765625, corner[1]],
      [-2, 0, 0, corner[2]],
      [0, 0, 0, 1],
    ];
    const mapping = alignGrid(series, [20, 512, 512], affine);
    expect(mapping.origins[19]).toEqual([0, 511, 0]);
    expect(mapping.origins[0]).toEqual([19, 511, 0]);
    expect(mapping.alongRow).toEqual([0, -1, 0]);
    expect(mapping.alongColumn).toEqual([0, 0, 1]);
  });

  it("refuses a label map shifted by half a voxel, saying how far", () => {
    const shifted = RAS_AFFINE.map((row, r) => (r === 0 ? [...row.slice(0, 3), row[3]! + 0.49] : row));
    expect(refusal(() => alignGrid(series, DIMS, rasToLps(shifted)))).toMatch(
      /^The label map does not line up with the series: slice 1's first pixel falls between its voxels, 0\.49 mm from the nearest/,
    );
  });

  it("refuses a label map read as LPS when it is RAS (left and right swapped)", () => {
    expect(refusal(() => alignGrid(series, DIMS, RAS_AFFINE))).toContain("does not line up");
  });

  it("refuses a label map of another voxel size, or turned against the slices", () => {
    const coarse = RAS_AFFINE.map((row, r) => (r < 2 ? row.map((v, c) => (c === r ? v * 1.5 : v)) : row));
    expect(refusal(() => alignGrid(series, DIMS, rasToLps(coarse)))).toContain("its voxels are 1.46 × 1.46 × 2 mm");
    const angle = (5 * Math.PI) / 180;
    const s = 0.9765625;
    const turned = [
      [-s * Math.cos(angle), -s * Math.sin(angle), 0, 249.51171875],
      [-s * Math.sin(angle), s * Math.cos(angle), 0, -61.51171875],
      [0, 0, 2, -804.5],
      [0, 0, 0, 1],
    ];
    expect(refusal(() => alignGrid(series, DIMS, rasToLps(turned)))).toContain(
      "its axes are turned against the slices'",
    );
  });

  it("refuses a label map that covers fewer slices than the series", () => {
    expect(refusal(() => alignGrid(series, [512, 512, 10], rasToLps(RAS_AFFINE)))).toContain(
      "slice 11 lies outside it",
    );
  });
});
