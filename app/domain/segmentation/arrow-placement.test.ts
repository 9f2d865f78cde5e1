import { describe, expect, it } from "vitest";
import { bestSlice, distanceInside, largestPiece, placeArrow, TIP_DEPTH_MM, type Grid } from "./arrow-placement";

const SIZE = 100;
const grid: Grid = { rows: SIZE, columns: SIZE, spacing: [1, 1] };
const blank = () => new Uint8Array(SIZE * SIZE);
const disc = (cx: number, cy: number, radius: number, into = blank()) => {
  for (let r = 0; r < SIZE; r++)
    for (let c = 0; c < SIZE; c++) if ((c - cx) ** 2 + (r - cy) ** 2 <= radius ** 2) into[r * SIZE + c] = 1;
  return into;
};
const at = (mask: Uint8Array, p: { column: number; row: number }) =>
  mask[Math.round(p.row) * SIZE + Math.round(p.column)];

/** Pixels of `mask` under the segment from tip to tail. */
function crossed(mask: Uint8Array, tip: { column: number; row: number }, tail: { column: number; row: number }) {
  let count = 0;
  const steps = Math.ceil(Math.hypot(tail.column - tip.column, tail.row - tip.row));
  for (let s = 1; s <= steps; s++) {
    const t = s / steps;
    count +=
      at(mask, { column: tip.column + (tail.column - tip.column) * t, row: tip.row + (tail.row - tip.row) * t }) ?? 0;
  }
  return count;
}

describe("the distance from a structure's edge", () => {
  it("is the radius at a disc's centre and about one pixel at its rim, in millimetres", () => {
    const depth = distanceInside(disc(50, 50, 20), grid);
    expect(depth[50 * SIZE + 50]).toBeCloseTo(20, 0);
    expect(depth[50 * SIZE + 70]).toBeCloseTo(1, 0);
    expect(depth[0]).toBe(0);
    const coarse = distanceInside(disc(50, 50, 20), { ...grid, spacing: [2, 2] });
    expect(coarse[50 * SIZE + 50]).toBeCloseTo(40, 0);
  });

  it("counts the image's edge as the structure's edge", () => {
    const full = new Uint8Array(SIZE * SIZE).fill(1);
    expect(distanceInside(full, grid)[0]).toBe(1);
  });
});

describe("the arrow on a structure", () => {
  it("puts the tip a few millimetres inside a big structure and the tail outside it", () => {
    const organ = disc(50, 50, 30);
    const arrow = placeArrow(organ, organ, blank(), grid)!;
    expect(at(organ, arrow.tip)).toBe(1);
    expect(arrow.depth).toBeGreaterThanOrEqual(TIP_DEPTH_MM);
    expect(arrow.depth).toBeLessThan(TIP_DEPTH_MM + 1.5);
    expect(at(organ, arrow.tail)).toBe(0);
  });

  it("puts the tip at the deepest point of a thin structure", () => {
    const rib = disc(50, 50, 3);
    const arrow = placeArrow(rib, rib, blank(), grid)!;
    expect(arrow.tip).toEqual({ column: 50, row: 50 });
  });

  it("comes in from the upper right when nothing is in the way, and from elsewhere when something is", () => {
    const node = disc(50, 50, 4);
    const free = placeArrow(node, node, blank(), grid)!;
    expect(free.tail.column).toBeGreaterThan(free.tip.column);
    expect(free.tail.row).toBeLessThan(free.tip.row);
    // Another structure fills the upper right: the shaft goes round it.
    const others = blank();
    for (let r = 0; r < 50; r++) for (let c = 52; c < SIZE; c++) others[r * SIZE + c] = 1;
    const blocked = placeArrow(node, node, others, grid)!;
    expect(crossed(others, blocked.tip, blocked.tail)).toBe(0);
    expect(at(node, blocked.tip)).toBe(1);
  });

  it("refuses a structure too thin to arrow", () => {
    const line = blank();
    for (let c = 10; c < 90; c++) line[50 * SIZE + c] = 1;
    expect(placeArrow(line, line, blank(), grid)).toBeUndefined();
  });
});

describe("the slice a structure is best seen on", () => {
  it("is the one with the biggest single piece, not the most pixels in small pieces", () => {
    const scattered = blank();
    for (const [x, y] of [
      [15, 15],
      [45, 15],
      [75, 15],
      [15, 75],
      [45, 75],
      [75, 75],
    ])
      disc(x!, y!, 6, scattered);
    const whole = disc(50, 50, 12);
    const slices = [blank(), scattered, whole];
    const areas = slices.map((mask) => mask.reduce((sum, v) => sum + v, 0));
    expect(areas[1]).toBeGreaterThan(areas[2]!);
    const best = bestSlice(areas, (s) => (areas[s] ? slices[s] : undefined), SIZE, SIZE)!;
    expect(best.slice).toBe(2);
    expect(largestPiece(scattered, SIZE, SIZE).area).toBeLessThan(areas[2]!);
  });
});
