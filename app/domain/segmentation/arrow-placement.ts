// Where a structure is best seen and how to arrow it (docs/decisions/061-question-candidates.md): the
// slice whose largest connected piece of it is biggest, a tip a few millimetres inside that piece (its
// centre when it is thinner), and a shaft that leaves the structure soon and crosses no other one.
export type Pixel = { column: number; row: number };
export type Grid = {
  rows: number;
  columns: number;
  /** between rows, then between columns (mm) */ spacing: [number, number];
};

/** The tip sits this deep inside a structure, or at its deepest point when it is thinner. */
export const TIP_DEPTH_MM = 5;
/** A piece thinner than this (its deepest point nearer its edge) is too small to arrow. */
export const MIN_DEPTH_MM = 1.5;
/** Nor one whose deepest point is within this many pixels of its edge: the arrow would miss it once drawn. */
export const MIN_DEPTH_PIXELS = 1.5;
/** Arrow length from tip to tail, a fraction of the image's longest side (as the starter bank's arrows). */
export const ARROW_LENGTH = 0.09;
/** The tail stays this far inside the image, a fraction of each side. */
const TAIL_MARGIN = 0.03;
const DIRECTIONS = 48;
const MAX_TIPS = 300;
/** What each pixel under the shaft costs: another structure, the same one again, the way out of this one. */
const COST = { other: 10, reentry: 6, inside: 1, direction: 3 };

/** The largest 8-connected piece of a mask, with its area in pixels. */
export function largestPiece(mask: Uint8Array, rows: number, columns: number): { mask: Uint8Array; area: number } {
  const seen = new Int32Array(mask.length);
  let best = { id: 0, area: 0 };
  let id = 0;
  const stack: number[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    id++;
    let area = 0;
    seen[start] = id;
    stack.push(start);
    while (stack.length) {
      const at = stack.pop()!;
      area++;
      const row = Math.floor(at / columns);
      const column = at - row * columns;
      for (let dr = -1; dr <= 1; dr++) {
        for (let dc = -1; dc <= 1; dc++) {
          const r = row + dr;
          const c = column + dc;
          if (r < 0 || c < 0 || r >= rows || c >= columns) continue;
          const next = r * columns + c;
          if (mask[next] && !seen[next]) {
            seen[next] = id;
            stack.push(next);
          }
        }
      }
    }
    if (area > best.area) best = { id, area };
  }
  const piece = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) piece[i] = seen[i] === best.id && best.id > 0 ? 1 : 0;
  return { mask: piece, area: best.area };
}

/** Squared distance transform of one line (Felzenszwalb and Huttenlocher), samples `step` mm apart. */
function transformLine(f: Float64Array, step: number): Float64Array {
  const n = f.length;
  const out = new Float64Array(n);
  const v = new Int32Array(n);
  const z = new Float64Array(n + 1);
  let k = 0;
  const s2 = step * step;
  const first = f.findIndex((value) => Number.isFinite(value));
  if (first < 0) return out.fill(Number.POSITIVE_INFINITY);
  v[0] = first;
  z[0] = Number.NEGATIVE_INFINITY;
  z[1] = Number.POSITIVE_INFINITY;
  for (let q = first + 1; q < n; q++) {
    if (!Number.isFinite(f[q]!)) continue;
    let s: number;
    for (;;) {
      const p = v[k]!;
      s = (f[q]! + s2 * q * q - (f[p]! + s2 * p * p)) / (2 * s2 * (q - p));
      if (s <= z[k]! && k > 0) k--;
      else break;
    }
    if (s <= z[k]!) {
      v[k] = q;
    } else {
      k++;
      v[k] = q;
      z[k] = s;
    }
    z[k + 1] = Number.POSITIVE_INFINITY;
  }
  k = 0;
  for (let q = 0; q < n; q++) {
    while (z[k + 1]! < q) k++;
    const p = v[k]!;
    out[q] = s2 * (q - p) * (q - p) + f[p]!;
  }
  return out;
}

/** Each pixel's distance (mm) to the nearest pixel outside the mask; beyond the image's edge is outside. */
export function distanceInside(mask: Uint8Array, grid: Grid): Float64Array {
  const { rows, columns, spacing } = grid;
  const paddedRows = rows + 2;
  const paddedColumns = columns + 2;
  const squared = new Float64Array(paddedRows * paddedColumns);
  for (let r = 0; r < paddedRows; r++) {
    for (let c = 0; c < paddedColumns; c++) {
      const inside = r > 0 && c > 0 && r <= rows && c <= columns && mask[(r - 1) * columns + (c - 1)];
      squared[r * paddedColumns + c] = inside ? Number.POSITIVE_INFINITY : 0;
    }
  }
  const column = new Float64Array(paddedRows);
  for (let c = 0; c < paddedColumns; c++) {
    for (let r = 0; r < paddedRows; r++) column[r] = squared[r * paddedColumns + c]!;
    const done = transformLine(column, spacing[0]);
    for (let r = 0; r < paddedRows; r++) squared[r * paddedColumns + c] = done[r]!;
  }
  const out = new Float64Array(rows * columns);
  for (let r = 1; r <= rows; r++) {
    const done = transformLine(squared.subarray(r * paddedColumns, (r + 1) * paddedColumns).slice(), spacing[1]);
    for (let c = 1; c <= columns; c++) out[(r - 1) * columns + (c - 1)] = Math.sqrt(done[c]!);
  }
  return out;
}

export type ArrowPlacement = { tip: Pixel; tail: Pixel; depth: number };

/**
 * The arrow for one piece of a structure: the tip a few millimetres deep (or at the deepest point of a
 * thin piece), and of every such tip and 48 directions the shaft that crosses least: no other
 * structure where it can, out of this one soon, never back into it, and from the upper right
 * when all else is equal. Undefined when the piece is too thin to arrow.
 */
export function placeArrow(
  piece: Uint8Array,
  own: Uint8Array,
  others: Uint8Array,
  grid: Grid,
): ArrowPlacement | undefined {
  const { rows, columns, spacing } = grid;
  const depth = distanceInside(piece, grid);
  let deepest = 0;
  for (const d of depth) if (d > deepest) deepest = d;
  if (deepest < MIN_DEPTH_MM || deepest < MIN_DEPTH_PIXELS * Math.max(...spacing)) return undefined;
  const target = Math.min(deepest, TIP_DEPTH_MM);
  const band = Math.max(...spacing);
  const tips: number[] = [];
  for (let i = 0; i < depth.length; i++) if (depth[i]! >= target - 1e-9 && depth[i]! < target + band) tips.push(i);
  const stride = Math.max(1, Math.ceil(tips.length / MAX_TIPS));
  const length = ARROW_LENGTH * Math.max(rows, columns);
  const margin = { column: TAIL_MARGIN * columns, row: TAIL_MARGIN * rows };
  let best: { cost: number; tip: Pixel; tail: Pixel; depth: number } | undefined;
  for (let n = 0; n < tips.length; n += stride) {
    const at = tips[n]!;
    const tip = { row: Math.floor(at / columns), column: at % columns };
    for (let d = 0; d < DIRECTIONS; d++) {
      const angle = (2 * Math.PI * d) / DIRECTIONS;
      // Screen directions: x to the right, y down; the preferred tail is up and to the right.
      const dx = Math.cos(angle);
      const dy = Math.sin(angle);
      const tail = { column: tip.column + dx * length, row: tip.row + dy * length };
      if (tail.column < margin.column || tail.column > columns - 1 - margin.column) continue;
      if (tail.row < margin.row || tail.row > rows - 1 - margin.row) continue;
      let cost = (COST.direction * (1 - (dx * Math.SQRT1_2 - dy * Math.SQRT1_2))) / 2;
      let left = false;
      for (let s = 1; s <= length && (!best || cost < best.cost); s++) {
        const index = Math.round(tip.row + dy * s) * columns + Math.round(tip.column + dx * s);
        if (others[index]) cost += COST.other;
        if (own[index]) cost += left ? COST.reentry : COST.inside;
        else left = true;
      }
      if (!best || cost < best.cost) best = { cost, tip, tail, depth: depth[at]! };
    }
  }
  return best && { tip: best.tip, tail: best.tail, depth: best.depth };
}

/** How many of a structure's fullest slices are looked at for its biggest piece. */
const SLICES_WEIGHED = 3;

/**
 * The slice a structure is best seen on: of its three slices with the most pixels of it, the one whose
 * largest connected piece is biggest (a piece, so a structure in many small loops does not win over
 * one big cross-section); ties go to the slice nearer the middle of the series.
 */
export function bestSlice(
  areas: number[],
  mask: (slice: number) => Uint8Array | undefined,
  rows: number,
  columns: number,
): { slice: number; piece: Uint8Array; own: Uint8Array } | undefined {
  const middle = (areas.length - 1) / 2;
  const fullest = areas
    .map((area, slice) => ({ area, slice }))
    .filter((each) => each.area > 0)
    .sort((a, b) => b.area - a.area || Math.abs(a.slice - middle) - Math.abs(b.slice - middle))
    .slice(0, SLICES_WEIGHED);
  let best: { slice: number; piece: Uint8Array; own: Uint8Array; area: number } | undefined;
  for (const { slice } of fullest) {
    const own = mask(slice);
    if (!own) continue;
    const piece = largestPiece(own, rows, columns);
    if (!best || piece.area > best.area) best = { slice, piece: piece.mask, own, area: piece.area };
  }
  return best && { slice: best.slice, piece: best.piece, own: best.own };
}
