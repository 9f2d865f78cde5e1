// Scenes for part B of the starter bank: gastrointestinal, hepatobiliary, genitourinary, limbs and
// paediatrics. Each scene is drawn by hand in SVG in the look of its modality (greyscale on black,
// radiological conventions: on frontal and axial images the patient's right is on the image's left).
// Gradient, mask and filter ids carry a prefix unique to their scene.
import { rng } from "./random";
import type { Scene } from "../../bank/types";

/* ------------------------------------------------------------------------------------------------ */
/* Shared drawing helpers                                                                            */
/* ------------------------------------------------------------------------------------------------ */
// Rendering must stay fast (the whole bank in a few seconds), so the drawings avoid SVG filters on
// large areas: softness comes from gradients and layered strokes, irregularity from geometry computed
// here, and texture from small noise tiles generated once and laid on as patterns.

type Pt = readonly [number, number];
/** A sampled curve point: x, y and two carried values (a width, a fold spacing). */
type Vec = [number, number, number, number];
type XY = readonly [number, number, ...number[]];

const n1 = (v: number): string => (Math.round(v * 10) / 10).toString();

/** Element i of a non-empty array, clamped to its ends. */
const at = <T,>(a: readonly T[], i: number): T => a[Math.max(0, Math.min(a.length - 1, i))] as T;

const vec = (p: readonly number[]): Vec => [p[0] ?? 0, p[1] ?? 0, p[2] ?? 0, p[3] ?? 0];

/** A smooth deterministic wobble in about [-1, 1] along a curve. */
const wobble = (seed: number, s: number): number =>
  Math.sin(s * 0.9 + seed) * 0.5 + Math.sin(s * 2.3 + seed * 1.7) * 0.3 + Math.sin(s * 5.1 + seed * 2.9) * 0.2;

/** Catmull-Rom spline through points [x, y, optional width, optional fold spacing], sampled about every `step` px. */
const spline = (input: readonly (readonly number[])[], step = 5): Vec[] => {
  const pts = input.map(vec);
  const out: Vec[] = [];
  const cr = (a: number, b: number, c: number, d: number, t: number) =>
    0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t * t + (-a + 3 * b - 3 * c + d) * t * t * t);
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = at(pts, i - 1);
    const p1 = at(pts, i);
    const p2 = at(pts, i + 1);
    const p3 = at(pts, i + 2);
    const n = Math.max(2, Math.ceil(Math.hypot(p2[0] - p1[0], p2[1] - p1[1]) / step));
    for (let k = 0; k < n; k++) {
      const t = k / n;
      out.push([cr(p0[0], p1[0], p2[0], p3[0], t), cr(p0[1], p1[1], p2[1], p3[1], t), cr(p0[2], p1[2], p2[2], p3[2], t), cr(p0[3], p1[3], p2[3], p3[3], t)]);
    }
  }
  out.push([...at(pts, pts.length - 1)]);
  return out;
};

const normalsOf = (pts: readonly Vec[]): Pt[] =>
  pts.map((_, i) => {
    const a = at(pts, i - 1);
    const b = at(pts, i + 1);
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const l = Math.hypot(dx, dy) || 1;
    return [-dy / l, dx / l] as const;
  });

const arcLengths = (pts: readonly Vec[]): number[] => {
  const s = [0];
  for (let i = 1; i < pts.length; i++) {
    const a = at(pts, i - 1);
    const b = at(pts, i);
    s.push(at(s, i - 1) + Math.hypot(b[0] - a[0], b[1] - a[1]));
  }
  return s;
};

const polyPath = (pts: readonly XY[], close = false): string =>
  "M" + pts.map((p) => `${n1(p[0])} ${n1(p[1])}`).join("L") + (close ? "Z" : "");

/** A smooth closed outline through points (Catmull-Rom), for organ and bone shapes. */
const blob = (pts: readonly (readonly number[])[], step = 6): string => {
  const loop = [at(pts, pts.length - 1), ...pts, at(pts, 0), at(pts, 1)];
  const s = spline(loop, step);
  const p0 = vec(at(pts, 0));
  const first = s.findIndex((q) => q[0] === p0[0] && q[1] === p0[1]);
  return polyPath(s.slice(Math.max(0, first)), true);
};

/** Points on an ellipse, optionally roughened, for blob(). */
const ellipsePts = (cx: number, cy: number, rx: number, ry: number, rot = 0, rough = 0, seed = 1, n = 16): number[][] => {
  const r = rng(seed);
  const c = Math.cos((rot * Math.PI) / 180);
  const s = Math.sin((rot * Math.PI) / 180);
  return Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2;
    const k = 1 + (r() - 0.5) * rough;
    const x = Math.cos(a) * rx * k;
    const y = Math.sin(a) * ry * k;
    return [cx + x * c - y * s, cy + x * s + y * c];
  });
};

/** The two walls of a tube round a sampled centreline, each point offset by its half-width. */
const walls = (c: readonly Vec[], nrm: readonly Pt[], half: readonly number[]): [Pt[], Pt[]] => {
  const L = c.map((q, i): Pt => [q[0] + at(nrm, i)[0] * at(half, i), q[1] + at(nrm, i)[1] * at(half, i)]);
  const R = c.map((q, i): Pt => [q[0] - at(nrm, i)[0] * at(half, i), q[1] - at(nrm, i)[1] * at(half, i)]);
  return [L, R];
};

/** A rounded blind end from wall point a to wall point b at sample i, bulging along `dir` × the tangent. */
const capCurve = (nrm: readonly Pt[], half: readonly number[], i: number, dir: number, a: Pt, b: Pt): string => {
  const n = at(nrm, i);
  const t = [n[1] * dir, -n[0] * dir] as const;
  const k = at(half, i) * 1.33;
  return `C${n1(a[0] + t[0] * k)} ${n1(a[1] + t[1] * k)} ${n1(b[0] + t[0] * k)} ${n1(b[1] + t[1] * k)} ${n1(b[0])} ${n1(b[1])}`;
};

/** A closed outline round a spline through [x, y, width] waypoints, gently irregular, with rounded ends. */
const tubeOutline = (pts: readonly (readonly number[])[], seed = 1, rough = 0.05): string => {
  const c = spline(pts, 4);
  const nrm = normalsOf(c);
  const s = arcLengths(c);
  const half = c.map((q, i) => (q[2] / 2) * (1 + rough * wobble(seed, at(s, i) / 18)));
  const [L, R] = walls(c, nrm, half);
  const last = c.length - 1;
  return (
    `${polyPath(L)}${capCurve(nrm, half, last, 1, at(L, last), at(R, last))}` +
    `L${polyPath([...R].reverse()).slice(1)}${capCurve(nrm, half, 0, -1, at(R, 0), at(L, 0))}Z`
  );
};

/* Noise tiles: tiny greyscale PNGs (stored, uncompressed deflate) made once, used as patterns. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

const base64 = (bytes: Uint8Array): string => {
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    out += B64.charAt(a >> 2) + B64.charAt(((a & 3) << 4) | (b >> 4));
    out += i + 1 < bytes.length ? B64.charAt(((b & 15) << 2) | (c >> 6)) : "=";
    out += i + 2 < bytes.length ? B64.charAt(c & 63) : "=";
  }
  return out;
};

const greyPng = (w: number, h: number, pix: Uint8Array): string => {
  const rawLen = h * (w + 1);
  const raw = new Uint8Array(rawLen);
  for (let y = 0; y < h; y++) raw.set(pix.subarray(y * w, y * w + w), y * (w + 1) + 1);
  const nBlocks = Math.ceil(rawLen / 65535);
  const z = new Uint8Array(2 + rawLen + nBlocks * 5 + 4);
  let o = 0;
  z[o++] = 0x78;
  z[o++] = 0x01;
  for (let i = 0; i < rawLen; i += 65535) {
    const len = Math.min(65535, rawLen - i);
    z[o++] = i + len >= rawLen ? 1 : 0;
    z[o++] = len & 255;
    z[o++] = len >> 8;
    z[o++] = ~len & 255;
    z[o++] = (~len >> 8) & 255;
    z.set(raw.subarray(i, i + len), o);
    o += len;
  }
  let a = 1;
  let b = 0;
  for (let i = 0; i < rawLen; i++) {
    a = (a + (raw[i] ?? 0)) % 65521;
    b = (b + a) % 65521;
  }
  z[o++] = b >> 8;
  z[o++] = b & 255;
  z[o++] = a >> 8;
  z[o++] = a & 255;
  const chunk = (type: string, data: Uint8Array): Uint8Array => {
    const c = new Uint8Array(12 + data.length);
    const dv = new DataView(c.buffer);
    dv.setUint32(0, data.length);
    for (let i = 0; i < 4; i++) c[4 + i] = type.charCodeAt(i);
    c.set(data, 8);
    let crc = 0xffffffff;
    for (let i = 4; i < 8 + data.length; i++) crc = at(CRC_TABLE, (crc ^ (c[i] ?? 0)) & 255) ^ (crc >>> 8);
    dv.setUint32(8 + data.length, (crc ^ 0xffffffff) >>> 0);
    return c;
  };
  const ihdr = new Uint8Array(13);
  const dv = new DataView(ihdr.buffer);
  dv.setUint32(0, w);
  dv.setUint32(4, h);
  ihdr[8] = 8;
  const parts = [new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]), chunk("IHDR", ihdr), chunk("IDAT", z), chunk("IEND", new Uint8Array(0))];
  const all = new Uint8Array(parts.reduce((t, q) => t + q.length, 0));
  let p = 0;
  for (const q of parts) {
    all.set(q, p);
    p += q.length;
  }
  return `data:image/png;base64,${base64(all)}`;
};

/** Wrapping noise, box-smoothed `sx` × `sy` times (anisotropic for ultrasound speckle), stretched to 0–255. */
const noiseTile = (size: number, seed: number, sx: number, sy: number, gamma = 1, floor = 0): string => {
  const r = rng(seed);
  let a = Float32Array.from({ length: size * size }, () => r());
  const pass = (dx: number, dy: number) => {
    const b = new Float32Array(size * size);
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++)
        b[y * size + x] =
          ((a[y * size + x] ?? 0) +
            (a[((y + dy + size) % size) * size + ((x + dx + size) % size)] ?? 0) +
            (a[((y - dy + size) % size) * size + ((x - dx + size) % size)] ?? 0)) /
          3;
    a = b;
  };
  for (let i = 0; i < sx; i++) pass(1, 0);
  for (let i = 0; i < sy; i++) pass(0, 1);
  let lo = 1;
  let hi = 0;
  for (const v of a) {
    lo = Math.min(lo, v);
    hi = Math.max(hi, v);
  }
  return greyPng(size, size, Uint8Array.from(a, (v) => Math.round((floor + (1 - floor) * Math.pow((v - lo) / (hi - lo), gamma)) * 255)));
};

const tiles = new Map<string, string>();
const tile = (key: string, make: () => string): string => {
  let t = tiles.get(key);
  if (!t) {
    t = make();
    tiles.set(key, t);
  }
  return t;
};

/** A pattern of noise; `size` px tile. */
const noisePattern = (id: string, key: string, size: number, make: () => string, shown = size): string =>
  `<pattern id="${id}" width="${shown}" height="${shown}" patternUnits="userSpaceOnUse"><image href="${tile(key, make)}" width="${shown}" height="${shown}"/></pattern>`;

/** Ultrasound speckle: fine, laterally elongated grains. */
const speckle = (id: string): string => noisePattern(id, "speckle", 192, () => noiseTile(192, 17, 2, 0, 1.3, 0.3), 260);

/** Radiographic / MRI mottle: fine, isotropic. */
const mottleTile = (id: string): string => noisePattern(id, "mottle", 160, () => noiseTile(160, 29, 1, 1));


/** A soft-edged radial gradient from a colour to transparent. */
const softGrad = (id: string, colour: string, inner = 0.4): string =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}"/><stop offset="${inner}" stop-color="${colour}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;

/**
 * A radiographic bone built from one or more shapes (SVG elements without fill): a bright cortex of
 * the given thickness round a greyer medulla, with a faint halo so the edge is not razor sharp.
 * Drawn in layers so the seams between shapes vanish.
 */
const xbone = (shapes: string, cortex: number, medulla: string, rim: string): string =>
  `<g fill="none" stroke="${rim}" stroke-width="${cortex * 2 + 3}" stroke-linejoin="round" stroke-opacity=".35">${shapes}</g>` +
  `<g fill="${rim}" stroke="${rim}" stroke-width="${cortex * 2}" stroke-linejoin="round">${shapes}</g>` +
  `<g fill="${medulla}">${shapes}</g>`;

/** Anteroposterior radiographic vertebra: body with waisted sides, pedicle rings, spinous process. */
const apVertebra = (cx: number, cy: number, w: number, h: number, tp = 0.9): string => {
  const l = cx - w / 2;
  const r = cx + w / 2;
  const t = cy - h / 2;
  const b = cy + h / 2;
  const body =
    `<path d="M${l + 4} ${t} L${r - 4} ${t} Q${r} ${t} ${r + 1} ${t + 5} Q${r - w * 0.07} ${cy} ${r + 1} ${b - 5} Q${r} ${b} ${r - 4} ${b} ` +
    `L${l + 4} ${b} Q${l} ${b} ${l - 1} ${b - 5} Q${l + w * 0.07} ${cy} ${l - 1} ${t + 5} Q${l} ${t} ${l + 4} ${t} Z"/>`;
  const tpw = w * tp;
  const procs =
    `<rect x="${cx - w / 2 - tpw * 0.45}" y="${cy - h * 0.22}" width="${tpw * 0.6}" height="${h * 0.22}" rx="${h * 0.1}"/>` +
    `<rect x="${cx + w / 2 - tpw * 0.15}" y="${cy - h * 0.22}" width="${tpw * 0.6}" height="${h * 0.22}" rx="${h * 0.1}"/>`;
  const rings =
    `<ellipse cx="${cx - w * 0.31}" cy="${cy - h * 0.12}" rx="${w * 0.085}" ry="${h * 0.2}"/>` +
    `<ellipse cx="${cx + w * 0.31}" cy="${cy - h * 0.12}" rx="${w * 0.085}" ry="${h * 0.2}"/>` +
    `<path d="M${cx} ${cy - h * 0.05} C${cx + w * 0.07} ${cy + h * 0.05} ${cx + w * 0.05} ${cy + h * 0.4} ${cx} ${cy + h * 0.46} C${cx - w * 0.05} ${cy + h * 0.4} ${cx - w * 0.07} ${cy + h * 0.05} ${cx} ${cy - h * 0.05} Z"/>`;
  return (
    `<g fill="#cfcfcf" fill-opacity=".55">${procs}</g>` +
    xbone(body, 2.5, "#a9a9a9", "#d6d6d6") +
    `<g fill="none" stroke="#e8e8e8" stroke-width="3" stroke-opacity=".5">${rings}</g>`
  );
};

/**
 * The bony pelvis on an AP radiograph, in an 800 × 800 frame (patient's right on the image's left):
 * hemipelvis with obturator foramen, sacrum, L5 and the proximal femora. Used whole for the pelvis
 * radiograph and faded under the abdomen on the barium enema and urogram.
 */
const pelvisBonesAP = (p: string, femora = true, lumbar = 2): string => {
  const hemi =
    `<path fill-rule="evenodd" d="M352 168 C320 118 250 90 172 96 C120 100 80 128 68 176 C62 218 78 266 100 300 ` +
    `C110 318 134 334 150 350 C160 360 163 372 158 384 C152 400 146 420 140 446 C150 480 172 520 190 548 ` +
    `C200 590 202 640 205 672 C208 700 222 716 248 718 C276 718 300 700 330 684 C352 674 372 670 392 672 ` +
    `L392 598 C370 590 348 578 320 556 C300 540 292 520 296 494 C302 450 322 396 346 356 C356 340 364 332 368 332 ` +
    `C364 280 356 220 352 168 Z ` +
    `M283 562 C312 566 334 596 330 632 C326 664 300 684 274 678 C248 670 240 640 244 612 C250 580 262 560 283 562 Z"/>`;
  const acetab =
    `<path d="M138 448 C150 420 196 408 236 414 C262 420 276 440 282 470" fill="none" stroke="#f4f4f4" stroke-width="5"/>` +
    `<path d="M282 470 C286 494 284 512 272 528 C262 520 258 504 264 486" fill="none" stroke="#f0f0f0" stroke-width="4"/>` +
    `<path d="M346 356 C322 396 302 450 296 494" fill="none" stroke="#f2f2f2" stroke-width="4"/>`;
  const ischialSpine = `<path d="M322 462 C336 470 344 478 346 486 C334 486 324 480 318 474" fill="#d8d8d8" opacity=".6"/>`;
  const femur =
    `<circle cx="200" cy="482" r="58"/>` +
    `<path d="M150 452 C178 470 214 500 236 522 C214 548 186 572 170 606 C150 606 110 596 90 580 C96 540 120 488 150 452 Z"/>` +
    `<path d="M68 560 C72 520 92 500 114 506 C136 514 156 548 170 606 C176 630 186 646 192 660 C180 670 170 684 166 700 ` +
    `L176 800 L82 800 C86 740 84 700 78 660 C70 630 66 590 68 560 Z"/>`;
  const sacrum =
    `<path d="M352 168 C372 158 388 156 400 156 C412 156 428 158 448 168 C444 220 436 280 432 332 ` +
    `C428 380 418 420 406 446 L394 446 C382 420 372 380 368 332 C364 280 356 220 352 168 Z"/>`;
  const foramina = [212, 262, 308, 350]
    .map((y, i) => {
      const dx = 34 - i * 5;
      return `<path d="M${400 - dx - 12} ${y} q12 -12 20 0" /><path d="M${400 + dx - 8} ${y} q8 -12 20 0"/>`;
    })
    .join("");
  const half = (flip: boolean) =>
    `<g${flip ? ` transform="translate(800 0) scale(-1 1)"` : ""}>` +
    `${xbone(hemi, 3.5, "#9d9d9d", "#d9d9d9")}${acetab}${ischialSpine}` +
    (femora ? `${xbone(femur, 5, "#a4a4a4", "#e4e4e4")}` +
      `<path d="M176 640 C196 636 204 650 200 664 C190 668 180 664 172 656" fill="#e2e2e2" opacity=".55"/>` +
      `<circle cx="200" cy="482" r="56" fill="#fff" fill-opacity=".1" stroke="#f2f2f2" stroke-width="4" stroke-opacity=".85"/>` +
      `<path d="M150 452 C180 440 214 456 236 480" fill="none" stroke="#f2f2f2" stroke-width="3" opacity=".6"/>` : "") +
    `</g>`;
  return (
    `<g>` +
    half(false) +
    half(true) +
    xbone(sacrum, 3, "#a2a2a2", "#cdcdcd") +
    `<g fill="none" stroke="#6a6a6a" stroke-width="7" opacity=".8">${foramina}</g>` +
    `<path d="M368 332 C364 280 356 220 352 168 M432 332 C436 280 444 220 448 168" stroke="#5a5a5a" stroke-width="4" fill="none"/>` +
    `<rect x="391" y="596" width="18" height="78" fill="#555" opacity=".8"/>` +
    (lumbar > 0 ? apVertebra(400, 112, 118, 72, 1.1) : "") +
    (lumbar > 1 ? apVertebra(400, 22, 114, 72, 0.7) : "") +
    `</g>`
  );
};

/** Lower ribs curving laterally and down from the spine, for abdominal radiographs. */
const lowerRibs = (spineX: number, ys: number[]): string =>
  ys
    .map((y, i) => {
      const reach = 300 - i * 12;
      const left = `M${spineX - 46} ${y} C${spineX - 110} ${y - 22} ${spineX - reach + 60} ${y - 14} ${spineX - reach} ${y + 70}`;
      const right = `M${spineX + 46} ${y} C${spineX + 110} ${y - 22} ${spineX + reach - 60} ${y - 14} ${spineX + reach} ${y + 70}`;
      return `<path d="${left}"/><path d="${right}"/>`;
    })
    .join("");

/* ------------------------------------------------------------------------------------------------ */
/* Gastrointestinal                                                                                  */
/* ------------------------------------------------------------------------------------------------ */

/** A bowel segment for double-contrast studies: waypoints [x, y, width, fold spacing (0 = none)]. */
type Gut = { pts: number[][]; seed: number; capStart?: boolean; capEnd?: boolean };

/**
 * Double-contrast bowel: thin white barium-coated walls round a darker gas-filled lumen, gently
 * irregular, sacculated between folds where a fold spacing is given (haustra, duodenal folds).
 */
const bowel = (guts: Gut[], gas = 0.5, wall = "#f2f2f2", wallWidth = 3): string => {
  let lumen = "";
  let lines = "";
  let folds = "";
  for (const g of guts) {
    const c = spline(g.pts, 6);
    const nrm = normalsOf(c);
    const s = arcLengths(c);
    const half = c.map((q, i) => {
      const f = q[3];
      const si = at(s, i);
      const sac = f > 1 ? 0.09 * Math.abs(Math.sin((Math.PI * si) / f)) - 0.045 : 0;
      return (q[2] / 2) * (1 + 0.05 * wobble(g.seed, si / 22) + sac);
    });
    const [L, R] = walls(c, nrm, half);
    const last = c.length - 1;
    const endCap = g.capEnd ? capCurve(nrm, half, last, 1, at(L, last), at(R, last)) : "";
    const startCap = g.capStart ? capCurve(nrm, half, 0, -1, at(R, 0), at(L, 0)) : "";
    lumen += `<path d="${polyPath(L)}${endCap}L${polyPath([...R].reverse()).slice(1)}${startCap}Z"/>`;
    lines += `<path d="${polyPath(L)}"/><path d="${polyPath(R)}"/>`;
    if (startCap) lines += `<path d="${polyPath([at(R, 0)])}${startCap}"/>`;
    if (endCap) lines += `<path d="${polyPath([at(L, last)])}${endCap}"/>`;
    let next = 0;
    for (let i = 1; i < last; i++) {
      const f = at(c, i)[3];
      const si = at(s, i);
      if (f <= 1) {
        next = si + 10;
        continue;
      }
      if (si < next) continue;
      next = si + f;
      const depth = 0.32 + 0.12 * wobble(g.seed + 3, si / 9);
      const l = at(L, i);
      const r = at(R, i);
      const m = [(l[0] + r[0]) / 2, (l[1] + r[1]) / 2] as const;
      const tip = (a: Pt, d: number): Pt => [a[0] + (m[0] - a[0]) * d * 2, a[1] + (m[1] - a[1]) * d * 2];
      folds += `<path d="${polyPath([l, tip(l, depth)])}"/><path d="${polyPath([r, tip(r, 0.62 - depth)])}"/>`;
    }
  }
  const line = `fill="none" stroke="${wall}" stroke-linecap="round" stroke-linejoin="round"`;
  return (
    `<g fill="#000" opacity="${gas}">${lumen}</g>` +
    `<g ${line} stroke-width="${wallWidth * 2.6}" stroke-opacity=".2">${lines}</g>` +
    `<g ${line} stroke-width="${wallWidth * 0.8}" stroke-opacity=".75">${folds}</g>` +
    `<g ${line} stroke-width="${wallWidth}" stroke-opacity=".95">${lines}</g>`
  );
};

/** Soft abdominal radiograph backdrop: body, flank fat stripes, liver and psoas shadows. */
const abdomenBackdrop = (p: string, w: number, h: number): string =>
  `<defs><radialGradient id="${p}-body" cx=".5" cy=".5" r=".62"><stop offset="0" stop-color="#676767"/><stop offset=".8" stop-color="#585858"/><stop offset="1" stop-color="#3a3a3a"/></radialGradient>` +
  `${softGrad(`${p}-liver`, "#858585", 0.35)}` +
  `<linearGradient id="${p}-psoas" x1="0" x2="1"><stop offset="0" stop-color="#6c6c6c" stop-opacity="0"/><stop offset=".6" stop-color="#6c6c6c" stop-opacity=".8"/><stop offset="1" stop-color="#6c6c6c" stop-opacity="0"/></linearGradient></defs>` +
  `<rect width="${w}" height="${h}" fill="url(#${p}-body)"/>` +
  `<path d="M${w * 0.07} 0 C${w * 0.04} ${h * 0.3} ${w * 0.04} ${h * 0.6} ${w * 0.06} ${h}" stroke="#3c3c3c" stroke-width="10" fill="none" opacity=".7"/>` +
  `<path d="M${w * 0.93} 0 C${w * 0.96} ${h * 0.3} ${w * 0.96} ${h * 0.6} ${w * 0.94} ${h}" stroke="#3c3c3c" stroke-width="10" fill="none" opacity=".7"/>` +
  `<ellipse cx="${w * 0.18}" cy="${h * 0.1}" rx="${w * 0.3}" ry="${h * 0.2}" fill="url(#${p}-liver)" opacity=".6"/>` +
  `<path d="M${w * 0.44} ${h * 0.2} L${w * 0.35} ${h * 0.62} L${w * 0.45} ${h * 0.62} Z" fill="url(#${p}-psoas)" opacity=".6"/>` +
  `<path d="M${w * 0.56} ${h * 0.2} L${w * 0.65} ${h * 0.62} L${w * 0.55} ${h * 0.62} Z" fill="url(#${p}-psoas)" opacity=".6"/>`;

const ribs = (spineX: number, ys: number[], opacity = 0.4): string =>
  `<g fill="none" stroke="#c4c4c4" stroke-linecap="round"><g stroke-width="18" stroke-opacity="${n1(opacity * 0.35)}">${lowerRibs(spineX, ys)}</g>` +
  `<g stroke-width="12" stroke-opacity="${opacity}">${lowerRibs(spineX, ys)}</g><g stroke="#555" stroke-width="5" stroke-opacity="${n1(opacity * 0.6)}">${lowerRibs(spineX, ys)}</g></g>`;

const colon: Gut = {
  seed: 4,
  capStart: true,
  pts: [
    [236, 770, 96, 0],
    [234, 705, 96, 0],
    [228, 640, 74, 26],
    [218, 520, 68, 26],
    [214, 400, 66, 26],
    [220, 312, 64, 24],
    [248, 264, 62, 22],
    [300, 250, 60, 22],
    [352, 284, 58, 22],
    [400, 342, 58, 22],
    [452, 360, 58, 22],
    [512, 320, 56, 22],
    [558, 240, 54, 20],
    [592, 180, 54, 20],
    [622, 152, 54, 20],
    [654, 164, 50, 30],
    [664, 206, 48, 40],
    [652, 270, 46, 44],
    [640, 400, 44, 44],
    [630, 540, 44, 44],
    [622, 612, 42, 0],
    [592, 680, 42, 0],
    [522, 700, 42, 0],
    [456, 672, 42, 0],
    [410, 650, 42, 0],
    [374, 676, 44, 0],
    [378, 732, 52, 0],
    [398, 784, 68, 0],
    [404, 852, 84, 0],
    [402, 990, 80, 0],
  ],
};

const bariumEnema: Scene = {
  id: "barium-enema-ap",
  modality: "Fluoroscopy",
  width: 800,
  height: 960,
  svg: () => {
    const p = "bea";
    return (
      abdomenBackdrop(p, 800, 960) +
      ribs(400, [10, 84]) +
      `<g opacity=".7">${[85, 184, 283, 382, 481].map((y) => apVertebra(400, y, 98, 74, 1)).join("")}</g>` +
      `<g transform="translate(0 470)" opacity=".7">${pelvisBonesAP(p, true, 1)}</g>` +
      bowel([
        colon,
        { seed: 9, pts: [[394, 750, 24, 0], [352, 742, 24, 0], [312, 724, 24, 0], [274, 712, 26, 0]] },
        { seed: 2, capEnd: true, pts: [[254, 806, 12, 0], [262, 832, 12, 0], [278, 852, 11, 0], [298, 862, 10, 0]] },
      ]) +
      `<ellipse cx="238" cy="748" rx="42" ry="22" fill="#e6e6e6" opacity=".35"/>` +
      `<ellipse cx="404" cy="900" rx="34" ry="26" fill="#e6e6e6" opacity=".3"/>`
    );
  },
  points: {
    caecum: { x: 190, y: 730, from: "w" },
    ascendingColon: { x: 184, y: 470, from: "w" },
    hepaticFlexure: { x: 226, y: 248, from: "nw" },
    transverseColon: { x: 452, y: 388, from: "s" },
    splenicFlexure: { x: 624, y: 126, from: "ne" },
    descendingColon: { x: 662, y: 400, from: "e" },
    sigmoidColon: { x: 522, y: 720, from: "s" },
    rectum: { x: 446, y: 862, from: "e" },
    terminalIleum: { x: 330, y: 742, from: "s" },
    appendix: { x: 280, y: 858, from: "sw" },
  },
};

const stomachOutline = [
  [458, 128], [470, 92], [500, 58], [545, 40], [592, 48], [628, 78], [645, 122], [652, 170], [646, 222],
  [625, 268], [590, 302], [545, 322], [495, 326], [445, 316], [400, 300], [365, 290], [340, 281], [330, 278],
  [330, 267], [345, 262], [380, 258], [420, 256], [456, 252], [482, 247], [497, 238], [502, 214], [498, 185], [488, 158], [474, 140],
];

const bariumMeal: Scene = {
  id: "barium-meal-ap",
  modality: "Fluoroscopy",
  width: 800,
  height: 800,
  svg: () => {
    const p = "bme";
    const stomach = blob(stomachOutline, 5);
    const rugae = [
      "M520 70 C560 120 590 180 600 240 C606 270 590 292 560 300",
      "M545 66 C590 120 625 170 628 228",
      "M500 110 C530 160 555 220 560 268 C562 290 520 300 480 298",
      "M505 160 C520 200 530 240 520 270 C500 288 450 290 420 284",
    ];
    return (
      abdomenBackdrop(p, 800, 800) +
      `<defs><clipPath id="${p}-stomach"><path d="${stomach}"/></clipPath></defs>` +
      `<path d="M470 0 C520 40 600 14 680 10 C730 8 770 26 800 44 L800 0 Z" fill="#222" opacity=".6"/>` +
      `<path d="M0 30 C80 10 200 14 330 0 L0 0 Z" fill="#2a2a2a" opacity=".5"/>` +
      ribs(400, [-40, 50], 0.5) +
      `<g opacity=".7">${[-30, 70, 170, 270, 370, 470, 570, 670, 770].map((y) => apVertebra(400, y, 96, 76, 1)).join("")}</g>` +
      bowel(
        [
          { seed: 5, pts: [[396, -20, 24, 0], [400, 40, 24, 0], [430, 96, 22, 0], [458, 130, 20, 0]] },
          { seed: 6, pts: [[344, 273, 12, 0], [316, 272, 12, 0]] },
          {
            seed: 7,
            pts: [
              [256, 236, 40, 12], [248, 300, 40, 12], [246, 380, 40, 12], [256, 440, 40, 12], [300, 472, 38, 12], [370, 480, 36, 12],
              [436, 468, 34, 12], [466, 430, 32, 12], [476, 388, 32, 12], [486, 360, 32, 12], [512, 352, 34, 9], [548, 362, 36, 9],
              [584, 390, 36, 9], [608, 432, 36, 9], [592, 478, 36, 9], [548, 502, 36, 9], [556, 550, 36, 9], [612, 570, 36, 9],
              [676, 550, 36, 9], [724, 500, 36, 9], [760, 470, 36, 9],
            ],
          },
        ],
        0.45,
      ) +
      `<g fill="#000" opacity=".45"><path d="${stomach}"/></g>` +
      `<g clip-path="url(#${p}-stomach)"><ellipse cx="578" cy="96" rx="96" ry="72" fill="#ececec" opacity=".85"/>` +
      `<ellipse cx="578" cy="96" rx="110" ry="84" fill="#ececec" opacity=".3"/>` +
      `<g fill="none" stroke="#e6e6e6" stroke-width="3" opacity=".45">${rugae.map((d) => `<path d="${d}"/>`).join("")}</g></g>` +
      `<g fill="none" stroke="#f2f2f2" stroke-linejoin="round"><path d="${stomach}" stroke-width="8" opacity=".2"/><path d="${stomach}" stroke-width="3.2"/></g>` +
      `<path d="M318 264 C300 244 280 226 260 222 C248 224 244 236 250 250 C258 268 282 286 306 286 C316 284 320 276 318 264 Z" fill="#e8e8e8" opacity=".35"/>` +
      `<path d="M318 264 C300 244 280 226 260 222 C248 224 244 236 250 250 C258 268 282 286 306 286 C316 284 320 276 318 264 Z" fill="none" stroke="#f2f2f2" stroke-width="3"/>`
    );
  },
  points: {
    distalOesophagus: { x: 412, y: 60, from: "w" },
    gastricFundus: { x: 590, y: 52, from: "ne" },
    greaterCurvature: { x: 652, y: 200, from: "e" },
    incisuraAngularis: { x: 496, y: 240, from: "nw" },
    gastricAntrum: { x: 410, y: 290, from: "s" },
    pylorus: { x: 330, y: 273, from: "s" },
    duodenalCap: { x: 282, y: 254, from: "nw" },
    secondPartDuodenum: { x: 228, y: 360, from: "w" },
    duodenojejunalFlexure: { x: 488, y: 344, from: "ne" },
    jejunum: { x: 626, y: 432, from: "e" },
  },
};

/* ------------------------------------------------------------------------------------------------ */
/* Hepatobiliary and pancreas                                                                        */
/* ------------------------------------------------------------------------------------------------ */

/**
 * Axial CT kidney: enhancing parenchyma, perirenal fat rim and a sinus of fat opening at the hilum,
 * which faces anteromedially. `side` is the patient's side (right kidney sits on the image's left).
 */
const ctKidney = (cx: number, cy: number, side: "right" | "left", seed: number): string => {
  const m = side === "right" ? 1 : -1;
  const rot = -35 * m;
  const outline = blob(ellipsePts(cx, cy, 42, 60, rot, 0.05, seed, 14));
  const hx = cx + 26 * 0.82 * m;
  const hy = cy - 26 * 0.57;
  const sinus = (rx: number, ry: number, fill: string) =>
    `<ellipse cx="${n1(hx)}" cy="${n1(hy)}" rx="${rx}" ry="${ry}" transform="rotate(${rot} ${n1(hx)} ${n1(hy)})" fill="${fill}"/>`;
  return (
    `<path d="${outline}" fill="none" stroke="#262626" stroke-width="16"/>` +
    `<path d="${outline}" fill="#cdcdcd"/>` +
    sinus(19, 30, "#303030") +
    sinus(7, 14, "#7a7a7a")
  );
};

const ctPancreasSvg = (): string => {
  const p = "ctp";
  const skin = "M400 166 C600 166 765 270 770 420 C772 560 680 690 400 696 C120 690 28 560 30 420 C35 270 200 166 400 166 Z";
  const wall = "M400 198 C585 198 732 290 737 420 C739 548 650 660 400 664 C150 660 61 548 63 420 C68 290 215 198 400 198 Z";
  const liver = blob([
    [330, 232], [262, 214], [182, 222], [116, 262], [80, 330], [72, 410], [88, 480], [128, 538], [176, 570], [206, 548],
    [214, 508], [240, 478], [276, 462], [296, 430], [288, 396], [270, 380], [284, 330], [318, 290], [340, 258],
  ]);
  const pancreas = blob(
    [
      [296, 410], [300, 384], [318, 372], [346, 374], [366, 388], [384, 398], [404, 384], [440, 366], [480, 354], [520, 344],
      [560, 330], [598, 316], [624, 314], [634, 328], [612, 344], [572, 358], [532, 372], [492, 386], [452, 398], [418, 404],
      [398, 404], [378, 408], [374, 426], [386, 440], [404, 444], [414, 452], [402, 462], [372, 464], [340, 468], [312, 460], [298, 440],
    ],
    4,
  );
  const spleen = blob([[636, 340], [676, 352], [706, 400], [714, 460], [700, 512], [670, 534], [660, 504], [672, 454], [664, 404], [642, 376], [624, 356]]);
  const rib = (x: number, y: number, r: number) =>
    `<ellipse cx="${x}" cy="${y}" rx="9" ry="15" transform="rotate(${r} ${x} ${y})" fill="#bdbdbd" stroke="#f4f4f4" stroke-width="3"/>`;
  return (
    `<defs><clipPath id="${p}-body"><path d="${skin}"/></clipPath><clipPath id="${p}-stomach"><ellipse cx="545" cy="264" rx="77" ry="45"/></clipPath>${mottleTile(`${p}-noise`)}</defs>` +
    `<path d="M60 738 C300 722 500 722 740 738" stroke="#5a5a5a" stroke-width="7" fill="none"/>` +
    `<path d="${skin}" fill="#2b2b2b" stroke="#8a8a8a" stroke-width="3"/>` +
    `<path d="${wall}" fill="#2e2e2e" stroke="#828282" stroke-width="15"/>` +
    `<ellipse cx="346" cy="199" rx="50" ry="13" transform="rotate(4 346 199)" fill="#848484"/><ellipse cx="454" cy="199" rx="50" ry="13" transform="rotate(-4 454 199)" fill="#848484"/>` +
    `<rect x="396" y="184" width="8" height="26" fill="#2e2e2e"/>` +
    rib(84, 452, 10) + rib(104, 540, 30) + rib(150, 610, 50) + rib(716, 452, -10) + rib(696, 540, -30) + rib(650, 610, -50) + rib(120, 330, -20) + rib(680, 330, 20) +
    `<ellipse cx="340" cy="662" rx="48" ry="27" fill="#848484"/><ellipse cx="460" cy="662" rx="48" ry="27" fill="#848484"/>` +
    `<ellipse cx="288" cy="614" rx="30" ry="20" transform="rotate(20 288 614)" fill="#828282"/><ellipse cx="512" cy="614" rx="30" ry="20" transform="rotate(-20 512 614)" fill="#828282"/>` +
    `<ellipse cx="344" cy="578" rx="24" ry="30" fill="#868686"/><ellipse cx="456" cy="578" rx="24" ry="30" fill="#868686"/>` +
    `<path d="${liver}" fill="#a3a3a3"/>` +
    `<g fill="none" stroke="#b9b9b9" stroke-linecap="round"><path d="M286 396 C250 370 210 350 160 336 M214 352 C200 390 196 420 190 450" stroke-width="6"/>` +
    `<path d="M250 300 C220 280 190 270 150 262 M200 450 C170 470 150 490 130 500 M160 336 C130 320 112 300 104 280" stroke-width="3.5"/></g>` +
    `<ellipse cx="262" cy="342" rx="26" ry="40" transform="rotate(-22 262 342)" fill="#6b6b6b" stroke="#8e8e8e" stroke-width="2"/>` +
    `<ellipse cx="402" cy="238" rx="40" ry="17" fill="#111" stroke="#7a7a7a" stroke-width="4"/>` +
    `<ellipse cx="150" cy="604" rx="24" ry="18" fill="#151515" stroke="#777" stroke-width="4"/>` +
    `<ellipse cx="686" cy="566" rx="21" ry="23" fill="#3a3a3a" stroke="#777" stroke-width="4"/><circle cx="680" cy="560" r="6" fill="#111"/><circle cx="692" cy="572" r="4" fill="#111"/>` +
    `<ellipse cx="545" cy="264" rx="88" ry="55" fill="#8e8e8e"/><ellipse cx="545" cy="264" rx="77" ry="45" fill="#5e5e5e"/>` +
    `<rect x="460" y="200" width="170" height="46" fill="#050505" clip-path="url(#${p}-stomach)"/>` +
    `<ellipse cx="406" cy="300" rx="58" ry="24" transform="rotate(8 406 300)" fill="#8c8c8c"/><ellipse cx="408" cy="300" rx="42" ry="10" transform="rotate(8 408 300)" fill="#5c5c5c"/><ellipse cx="396" cy="296" rx="12" ry="5" fill="#080808"/>` +
    `<path d="${spleen}" fill="#ababab"/>` +
    `<g><ellipse cx="540" cy="440" rx="27" ry="23" fill="#8a8a8a"/><ellipse cx="540" cy="440" rx="19" ry="15" fill="#6c6c6c"/>` +
    `<ellipse cx="600" cy="456" rx="25" ry="22" fill="#8a8a8a"/><ellipse cx="600" cy="456" rx="17" ry="14" fill="#6a6a6a"/></g>` +
    `<ellipse cx="272" cy="436" rx="23" ry="31" fill="#8c8c8c"/><ellipse cx="272" cy="438" rx="16" ry="24" fill="#646464"/><ellipse cx="270" cy="418" rx="8" ry="5" fill="#080808"/>` +
    ctKidney(248, 562, "right", 3) +
    ctKidney(560, 550, "left", 5) +
    `<path d="${pancreas}" fill="#9d9d9d" stroke="#8a8a8a" stroke-width="1.5"/>` +
    `<path d="M612 338 C570 358 520 378 470 396 C440 404 414 408 396 414" fill="none" stroke="#cdcdcd" stroke-width="10" stroke-linecap="round"/>` +
    `<circle cx="426" cy="420" r="17" fill="#2e2e2e"/><circle cx="426" cy="420" r="8" fill="#dadada"/>` +
    `<circle cx="389" cy="421" r="12.5" fill="#cfcfcf"/>` +
    `<circle cx="318" cy="392" r="4.5" fill="#e2e2e2"/><circle cx="318" cy="452" r="5.5" fill="#6a6a6a"/>` +
    `<path d="M548 520 C520 500 470 480 440 468 C420 462 400 466 378 478 C366 486 358 494 352 500" fill="none" stroke="#c9c9c9" stroke-width="13" stroke-linecap="round"/>` +
    `<path d="M398 548 C392 520 396 492 404 474 M456 548 C462 520 458 490 450 472" fill="none" stroke="#7c7c7c" stroke-width="9"/>` +
    `<ellipse cx="350" cy="500" rx="26" ry="18" fill="#c3c3c3"/>` +
    `<circle cx="428" cy="505" r="25" fill="#9a9a9a"/><circle cx="428" cy="505" r="22.5" fill="#d6d6d6"/>` +
    `<path d="M360 612 C356 644 374 672 400 676 C426 672 444 644 440 612 L424 606 C428 630 416 646 400 648 C384 646 372 630 376 606 Z" fill="#e6e6e6" stroke="#fafafa" stroke-width="3"/>` +
    `<path d="M394 670 L400 694 L406 670 Z" fill="#e6e6e6"/>` +
    `<path d="M362 612 L318 628 L322 640 L368 628 Z M438 612 L482 628 L478 640 L432 628 Z" fill="#e2e2e2"/>` +
    `<ellipse cx="400" cy="580" rx="50" ry="44" fill="#e4e4e4" stroke="#fafafa" stroke-width="4"/><path d="M392 622 L400 608 L408 622 Z" fill="#8a8a8a"/>` +
    `<ellipse cx="400" cy="630" rx="19" ry="14" fill="#6a6a6a"/><ellipse cx="400" cy="630" rx="9" ry="7" fill="#7e7e7e"/>` +
    `<rect width="800" height="800" fill="url(#${p}-noise)" opacity=".07" clip-path="url(#${p}-body)"/>`
  );
};

const ctPancreas: Scene = {
  id: "abdomen-axial-ct-pancreas",
  modality: "CT",
  width: 800,
  height: 800,
  svg: ctPancreasSvg,
  points: {
    pancreaticHead: { x: 332, y: 420, from: "nw" },
    uncinateProcess: { x: 398, y: 452, from: "s" },
    pancreaticBody: { x: 480, y: 368, from: "n" },
    pancreaticTail: { x: 606, y: 330, from: "ne" },
    splenicVein: { x: 505, y: 384, from: "s" },
    superiorMesentericVein: { x: 389, y: 421, from: "n" },
    superiorMesentericArtery: { x: 426, y: 420, from: "ne" },
    gastroduodenalArtery: { x: 318, y: 392, from: "w" },
    commonBileDuct: { x: 318, y: 452, from: "sw" },
    gallbladder: { x: 258, y: 338, from: "nw" },
    secondPartDuodenum: { x: 251, y: 436, from: "w" },
    leftRenalVein: { x: 492, y: 490, from: "s" },
    aorta: { x: 446, y: 516, from: "se" },
    inferiorVenaCava: { x: 344, y: 500, from: "sw" },
    rightKidney: { x: 222, y: 580, from: "sw" },
    leftKidney: { x: 592, y: 570, from: "se" },
    spleen: { x: 706, y: 440, from: "e" },
    stomach: { x: 560, y: 290, from: "ne" },
  },
};

/* Ultrasound helpers ------------------------------------------------------------------------------ */

/** The sector of a curvilinear probe: apex (x, y) above the image, radii and half-angle in degrees. */
const sectorPath = (x: number, y: number, r0: number, r1: number, deg: number): string => {
  const a = (deg * Math.PI) / 180;
  const pt = (r: number, s: number) => `${n1(x + Math.sin(s * a) * r)} ${n1(y + Math.cos(s * a) * r)}`;
  return `M${pt(r0, -1)} A${r0} ${r0} 0 0 0 ${pt(r0, 1)} L${pt(r1, 1)} A${r1} ${r1} 0 0 1 ${pt(r1, -1)} Z`;
};

/**
 * Wraps ultrasound content: clipped to its field of view, speckled (multiplied by a grain tile),
 * darkened with depth, with a bright near-field band. `field` is the outline of the field of view.
 */
const usImage = (
  p: string,
  field: string,
  content: string,
  depth: { x1: number; y1: number; x2: number; y2: number },
  over = "",
): string =>
  `<defs><clipPath id="${p}-fov"><path d="${field}"/></clipPath>${speckle(`${p}-spk`)}` +
  `<linearGradient id="${p}-tgc" gradientUnits="userSpaceOnUse" x1="${depth.x1}" y1="${depth.y1}" x2="${depth.x2}" y2="${depth.y2}">` +
  `<stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset=".55" stop-color="#000" stop-opacity=".08"/><stop offset="1" stop-color="#000" stop-opacity=".55"/></linearGradient></defs>` +
  `<g clip-path="url(#${p}-fov)">${content}` +
  `<path d="${field}" fill="url(#${p}-spk)" style="mix-blend-mode:multiply"/>${over}` +
  `<path d="${field}" fill="url(#${p}-tgc)"/></g>`;

/** An anechoic vessel or duct on ultrasound: echogenic walls round a black lumen. */
const usTube = (d: string, w: number, wall = 5, wallColour = "#d2d2d2"): string =>
  `<path d="${d}" fill="none" stroke="${wallColour}" stroke-width="${w + wall * 2}"/><path d="${d}" fill="none" stroke="#0b0b0b" stroke-width="${w}"/>`;

const liverUsSvg = (): string => {
  const p = "lus";
  const field = sectorPath(400, -60, 100, 780, 34);
  const arc = (r: number, w: number, c: string, o = 1) =>
    `<path d="M${n1(400 - Math.sin(0.62) * r)} ${n1(-60 + Math.cos(0.62) * r)} A${r} ${r} 0 0 0 ${n1(400 + Math.sin(0.62) * r)} ${n1(-60 + Math.cos(0.62) * r)}" fill="none" stroke="${c}" stroke-width="${w}" opacity="${o}"/>`;
  const cbd = (x: number) => 318 + 0.12 * (x - 150);
  const pv = (x: number) => 360 + 0.25 * (x - 120);
  const ivc = (x: number) => 572 + 0.08 * (x - 100);
  const line = (f: (x: number) => number, x0: number, x1: number) => `M${x0} ${n1(f(x0))} L${x1} ${n1(f(x1))}`;
  const r = rng(41);
  const vessels = Array.from({ length: 9 }, () => {
    const x = 120 + r() * 560;
    const y = 220 + r() * 440;
    if (Math.abs(y - pv(x)) < 60 || Math.abs(y - ivc(x)) < 60 || Math.abs(y - cbd(x)) < 40) return "";
    const rx = 6 + r() * 9;
    return `<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(rx + 4)}" ry="${n1(rx * 0.7 + 3)}" fill="#c4c4c4" opacity=".8"/><ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(rx)}" ry="${n1(rx * 0.7)}" fill="#151515"/>`;
  }).join("");
  const vessel = (f: (x: number) => number, x0: number, x1: number, w: number, taper: number, wall: number, wallColour: string, seed: number) => {
    const n = 6;
    const pts = Array.from({ length: n + 1 }, (_, i) => {
      const x = x0 + ((x1 - x0) * i) / n;
      const edge = Math.min(i, n - i) === 0 ? taper : 1;
      return [x, f(x) + Math.sin(i * 1.3 + seed) * 2, w * edge];
    });
    const d = tubeOutline(pts, seed, 0.03);
    return `<path d="${d}" fill="#0b0b0b" stroke="${wallColour}" stroke-width="${wall}"/>`;
  };
  const triads = Array.from({ length: 16 }, () => {
    const x = 110 + r() * 580;
    const y = 200 + r() * 480;
    if (Math.abs(y - pv(x)) < 40 || Math.abs(y - ivc(x)) < 50 || Math.abs(y - cbd(x)) < 30) return "";
    return `<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(5 + r() * 8)}" ry="${n1(2 + r() * 3)}" transform="rotate(${n1(r() * 50 - 25)} ${n1(x)} ${n1(y)})" fill="#e8e8e8" opacity=".75"/>`;
  }).join("");
  const content =
    `<rect width="800" height="800" fill="#a2a2a2"/>` +
    arc(112, 8, "#e6e6e6") + arc(124, 10, "#777") + arc(140, 14, "#555") + arc(156, 6, "#e0e0e0") + arc(168, 10, "#b4b4b4", 0.6) +
    vessels + triads +
    `<path d="M90 ${n1(ivc(90) + 30)} Q400 ${n1(ivc(400) + 42)} 700 ${n1(ivc(700) + 30)} L700 ${n1(ivc(700) + 110)} Q400 ${n1(ivc(400) + 120)} 90 ${n1(ivc(90) + 110)} Z" fill="#c8c8c8" opacity=".5"/>` +
    vessel(ivc, 100, 700, 56, 0.85, 7, "#cccccc", 1) +
    vessel(pv, 170, 650, 40, 0.85, 11, "#f2f2f2", 2) +
    vessel(cbd, 200, 660, 18, 0.8, 6, "#ececec", 3) +
    `<circle cx="380" cy="378" r="13" fill="#e8e8e8"/><circle cx="380" cy="378" r="8.5" fill="#0b0b0b"/>` +
    `<path d="M120 712 C300 690 520 694 700 716" fill="none" stroke="#ececec" stroke-width="10" opacity=".8"/>`;
  return usImage(p, field, content, { x1: 400, y1: 40, x2: 400, y2: 720 });
};

const liverUltrasound: Scene = {
  id: "liver-ultrasound-porta",
  modality: "Ultrasound",
  width: 800,
  height: 800,
  svg: liverUsSvg,
  points: {
    commonBileDuct: { x: 470, y: 356, from: "n" },
    rightHepaticArtery: { x: 380, y: 378, from: "e" },
    mainPortalVein: { x: 470, y: 447, from: "s" },
    inferiorVenaCava: { x: 300, y: 588, from: "s" },
  },
};

/* ------------------------------------------------------------------------------------------------ */
/* Genitourinary                                                                                     */
/* ------------------------------------------------------------------------------------------------ */

/** A minor calyx on a urogram: infundibulum from `a` ending in a cup at `b` whose fornices point away. */
const calyx = (a: Pt, b: Pt, w = 7): string => {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const l = Math.hypot(dx, dy);
  const u = [dx / l, dy / l] as const;
  const n = [-u[1], u[0]] as const;
  const h = 16;
  const cw = 13;
  const P = (s: number, t: number) => `${n1(b[0] + u[0] * s + n[0] * t)} ${n1(b[1] + u[1] * s + n[1] * t)}`;
  return (
    `<path d="M${n1(a[0])} ${n1(a[1])} L${n1(b[0])} ${n1(b[1])}" stroke-width="${w}"/>` +
    `<path d="M${P(-4, w * 0.6)} C${P(4, cw)} ${P(h * 0.7, cw + 2)} ${P(h, cw + 1)} C${P(h * 0.6, cw - 4)} ${P(h * 0.45, 4)} ${P(h * 0.5, 0)} ` +
    `C${P(h * 0.45, -4)} ${P(h * 0.6, -cw + 4)} ${P(h, -cw - 1)} C${P(h * 0.7, -cw - 2)} ${P(4, -cw)} ${P(-4, -w * 0.6)} Z" stroke="none"/>`
  );
};

const ivuSvg = (): string => {
  const p = "ivu";
  const r = rng(8);
  const gas = Array.from({ length: 26 }, () => {
    const x = 120 + r() * 560;
    const y = 120 + r() * 560;
    return `<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(14 + r() * 26)}" ry="${n1(10 + r() * 16)}" transform="rotate(${n1(r() * 180)} ${n1(x)} ${n1(y)})"/>`;
  }).join("");
  const kidney = (cx: number, cy: number, rot: number) => {
    const d = blob(ellipsePts(cx, cy, 58, 118, rot, 0.04, cx, 18));
    return `<path d="${d}" fill="#8a8a8a" opacity=".35" stroke="#9a9a9a" stroke-width="10" stroke-opacity=".35"/><path d="${d}" fill="none" stroke="#b0b0b0" stroke-width="3" opacity=".6"/>`;
  };
  const rightPelvis = blob([[298, 296], [318, 298], [334, 318], [340, 346], [338, 364], [326, 352], [304, 336], [294, 316]], 4);
  const leftPelvis = blob([[502, 268], [484, 272], [468, 292], [462, 318], [464, 332], [476, 320], [496, 302], [506, 284]], 4);
  const sys =
    `<path d="${rightPelvis}" stroke="none"/><path d="${leftPelvis}" stroke="none"/>` +
    calyx([306, 302], [292, 252], 10) + calyx([292, 252], [280, 222]) + calyx([294, 258], [306, 226]) +
    calyx([300, 318], [264, 306], 9) + calyx([264, 306], [246, 300]) + calyx([270, 310], [258, 330]) +
    calyx([308, 336], [286, 378], 10) + calyx([286, 378], [266, 400]) + calyx([288, 380], [294, 408]) +
    calyx([494, 276], [510, 214], 10) + calyx([510, 214], [506, 182]) + calyx([508, 218], [530, 192]) +
    calyx([498, 286], [540, 272], 9) + calyx([540, 272], [560, 268]) + calyx([536, 276], [548, 296]) +
    calyx([490, 300], [522, 346], 10) + calyx([522, 346], [526, 374]) + calyx([524, 346], [552, 362]);
  const rightUreter = "M337 360 C342 420 344 500 350 580 C354 640 364 690 364 724 C360 770 336 800 346 846 C352 868 370 882 386 890";
  const leftUreter = "M465 328 C460 400 456 500 450 590 C446 640 440 690 440 724 C444 768 466 800 456 846 C450 868 432 882 416 890";
  return (
    abdomenBackdrop(p, 800, 960) +
    `<g fill="#1c1c1c" opacity=".35">${gas}</g>` +
    ribs(400, [40, 120], 0.45) +
    `<g opacity=".75">${[120, 205, 290, 375, 460].map((y) => apVertebra(400, y, 96, 72, 1)).join("")}</g>` +
    `<g transform="translate(60 450) scale(.85)" opacity=".75">${pelvisBonesAP(p, true, 1)}</g>` +
    kidney(262, 300, -14) +
    kidney(540, 270, 14) +
    `<ellipse cx="400" cy="902" rx="112" ry="60" fill="#d6d6d6" opacity=".35"/><ellipse cx="400" cy="904" rx="104" ry="54" fill="#e2e2e2" opacity=".8"/>` +
    `<g fill="none" stroke="#f0f0f0" stroke-linecap="round" stroke-linejoin="round">` +
    `<path d="${rightUreter}" stroke-width="14" opacity=".25" stroke-dasharray="150 26 120 34 400"/><path d="${rightUreter}" stroke-width="8" stroke-dasharray="150 26 120 34 400"/>` +
    `<path d="${leftUreter}" stroke-width="14" opacity=".25" stroke-dasharray="210 30 90 24 400"/><path d="${leftUreter}" stroke-width="8" stroke-dasharray="210 30 90 24 400"/></g>` +
    `<g fill="#f2f2f2" stroke="#f2f2f2" stroke-linecap="round" opacity=".35" transform="translate(0 0)"><g stroke-width="4">${sys}</g></g>` +
    `<g fill="#f4f4f4" stroke="#f4f4f4" stroke-linecap="round">${sys}</g>`
  );
};

const ivu: Scene = {
  id: "ivu-15-minute",
  modality: "X-ray",
  width: 800,
  height: 960,
  svg: ivuSvg,
  points: {
    rightRenalPelvis: { x: 322, y: 326, from: "ne" },
    rightPelviureteric: { x: 338, y: 366, from: "e" },
    rightUpperPoleCalyx: { x: 280, y: 214, from: "nw" },
    leftUpperPoleMinorCalyx: { x: 506, y: 176, from: "ne" },
    leftLowerPoleCalyx: { x: 554, y: 368, from: "se" },
    rightUreter: { x: 344, y: 470, from: "w" },
    leftUreter: { x: 441, y: 706, from: "e" },
    leftVesicoureteric: { x: 418, y: 884, from: "ne" },
    bladder: { x: 440, y: 924, from: "se" },
  },
};

const femalePelvisSvg = (): string => {
  const p = "fpm";
  const body =
    "M150 0 C128 120 120 240 116 330 C110 430 112 520 132 590 C146 636 176 668 214 700 C260 736 300 776 330 800 L800 800 L800 0 Z";
  // The uterine body in its own frame (x along the axis from fundus to internal os), placed by rotation.
  const uterusAxis = -125.2;
  const pear = (len: number, fundus: number, isthmus: number, seed: number) => {
    const pts: Pt[] = [];
    const fx = -len + fundus;
    for (let a = 90; a <= 270; a += 30) {
      const r = (a * Math.PI) / 180;
      pts.push([fx + Math.cos(r) * fundus, Math.sin(r) * fundus]);
    }
    pts.push([(fx + len) / 2, -(fundus + isthmus) / 2 - 2]);
    for (let a = -90; a <= 90; a += 45) {
      const r = (a * Math.PI) / 180;
      pts.push([len - isthmus + Math.cos(r) * isthmus, Math.sin(r) * isthmus]);
    }
    pts.push([(fx + len) / 2, (fundus + isthmus) / 2 + 2]);
    return blob(pts.map(([x, y]) => [x, y * (1 + 0.03 * wobble(seed, x / 20))]), 4);
  };
  const ell = (len: number, fundus: number, isthmus: number, fill: string) =>
    `<path d="${pear(len, fundus, isthmus, len)}" transform="translate(380 415) rotate(${uterusAxis + 180})" fill="${fill}"/>`;
  const bowelLoop = (cx: number, cy: number, rx: number, ry: number, seed: number) => {
    const d = blob(ellipsePts(cx, cy, rx, ry, seed * 20, 0.18, seed, 12));
    const inner = blob(ellipsePts(cx, cy, rx - 9, ry - 9, seed * 20, 0.25, seed + 1, 12));
    return `<path d="${d}" fill="#5e5e5e"/><path d="${inner}" fill="${seed % 2 ? "#dcdcdc" : "#9a9a9a"}"/>`;
  };
  const sacralSegs = (
    [
      [728, 160, 22], [738, 238, 14], [738, 314, 6], [728, 388, -4], [710, 456, -14], [690, 516, -26], [666, 566, -38], [642, 606, -48],
    ] as const
  )
    .map(([x, y, r], i) => {
      const w = 70 - i * 7;
      const h = i < 5 ? 64 : 40;
      return `<rect x="${x - w / 2}" y="${y - h / 2}" width="${w}" height="${h - 6}" rx="8" transform="rotate(${r} ${x} ${y})"/>`;
    })
    .join("");
  return (
    `<defs><clipPath id="${p}-body"><path d="${body}"/></clipPath>${mottleTile(`${p}-noise`)}</defs>` +
    `<g clip-path="url(#${p}-body)">` +
    `<path d="${body}" fill="#bebebe"/>` +
    `<path d="M196 0 C180 140 176 300 186 440 C192 520 206 566 226 590" fill="none" stroke="#3c3c3c" stroke-width="22"/>` +
    bowelLoop(280, 90, 60, 40, 1) + bowelLoop(400, 70, 56, 38, 2) + bowelLoop(520, 110, 62, 42, 3) + bowelLoop(330, 200, 58, 40, 4) +
    bowelLoop(460, 210, 54, 40, 5) + bowelLoop(600, 220, 40, 56, 6) + bowelLoop(260, 300, 44, 34, 7) +
    `<path d="M640 250 C624 330 616 420 600 500 C586 570 566 620 556 660" fill="none" stroke="#474747" stroke-width="56" stroke-linecap="round"/>` +
    `<path d="M640 256 C624 330 616 420 600 500 C586 570 566 620 556 656" fill="none" stroke="#121212" stroke-width="30" stroke-linecap="round"/>` +
    `<path d="M556 660 C566 700 580 740 596 800" fill="none" stroke="#3a3a3a" stroke-width="34"/>` +
    `<path d="M556 664 C566 700 580 740 596 800" fill="none" stroke="#6e6e6e" stroke-width="4"/>` +
    `<path d="M640 640 C626 664 604 676 582 676" fill="none" stroke="#404040" stroke-width="18" stroke-linecap="round"/>` +
    `<ellipse cx="492" cy="742" rx="34" ry="22" transform="rotate(-40 492 742)" fill="#454545"/>` +
    `<g fill="#8e8e8e" stroke="#111" stroke-width="5">${sacralSegs}</g>` +
    `<rect x="690" y="-34" width="90" height="62" rx="8" transform="rotate(26 735 0)" fill="#8e8e8e" stroke="#111" stroke-width="5"/>` +
    `<path d="M786 140 C796 260 788 390 752 490 C732 548 700 600 672 640" fill="none" stroke="#5c5c5c" stroke-width="12"/>` +
    `<path d="M215 470 C228 428 286 404 346 422 C376 438 376 500 358 532 C340 560 300 572 262 562 C228 552 208 510 215 470 Z" fill="#f4f4f4" stroke="#2e2e2e" stroke-width="6"/>` +
    `<ellipse cx="232" cy="614" rx="32" ry="58" transform="rotate(18 232 614)" fill="#9c9c9c" stroke="#141414" stroke-width="7"/>` +
    `<path d="M312 560 C306 600 296 660 286 724" fill="none" stroke="#3a3a3a" stroke-width="16" stroke-linecap="round"/><path d="M312 566 C306 600 296 660 288 716" fill="none" stroke="#8a8a8a" stroke-width="3"/>` +
    `<path d="M496 598 C460 640 400 700 330 764" fill="none" stroke="#363636" stroke-width="32" stroke-linecap="round"/>` +
    `<path d="M490 606 C456 644 400 700 338 756" fill="none" stroke="#cfcfcf" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M512 474 C534 466 560 466 574 480 C566 512 550 548 528 590 C520 572 514 540 512 474 Z" fill="#f0f0f0"/>` +
    `<ellipse cx="466" cy="545" rx="56" ry="32" transform="rotate(59 466 545)" fill="#6a6a6a"/>` +
    `<ellipse cx="466" cy="545" rx="50" ry="25" transform="rotate(59 466 545)" fill="#262626"/>` +
    ell(104, 66, 40, "#8c8c8c") +
    ell(84, 34, 16, "#333") +
    ell(70, 12, 5, "#ebebeb") +
    `<path d="M442 506 L486 578" stroke="#d6d6d6" stroke-width="5" stroke-linecap="round"/>` +
    `<rect width="800" height="800" fill="url(#${p}-noise)" opacity=".08"/></g>` +
    `<path d="${body}" fill="none" stroke="#d8d8d8" stroke-width="3" opacity=".6"/>`
  );
};

const femalePelvisMri: Scene = {
  id: "female-pelvis-sagittal-t2",
  modality: "MRI",
  width: 800,
  height: 800,
  svg: femalePelvisSvg,
  points: {
    endometrium: { x: 380, y: 415, from: "ne" },
    junctionalZone: { x: 392, y: 406, from: "ne" },
    myometrium: { x: 417, y: 389, from: "ne" },
    cervix: { x: 476, y: 548, from: "se" },
    rectouterinePouch: { x: 540, y: 508, from: "ne" },
    bladder: { x: 290, y: 490, from: "nw" },
    vagina: { x: 410, y: 680, from: "sw" },
    urethra: { x: 298, y: 650, from: "w" },
    rectum: { x: 628, y: 440, from: "e" },
    pubicSymphysis: { x: 214, y: 620, from: "w" },
  },
};

/* ------------------------------------------------------------------------------------------------ */
/* Upper limb                                                                                        */
/* ------------------------------------------------------------------------------------------------ */

/** A tubular bone (metacarpal, phalanx, long bone) from a to b: flared base and head, narrower shaft. */
const longBone = (a: Pt, b: Pt, wa: number, shaft: number, wb: number, seed = 1): string => {
  const at = (t: number) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  const q = (t: number, w: number) => [...at(t), w];
  return `<path d="${tubeOutline([q(0, wa), q(0.12, (wa + shaft) / 2), q(0.3, shaft), q(0.7, shaft), q(0.9, (shaft + wb) / 2), q(1, wb)], seed, 0.02)}"/>`;
};

/** A radiographic tubular bone: bright cortical walls, darker medullary canal along the shaft. */
const xLongBone = (a: Pt, b: Pt, wa: number, shaft: number, wb: number, seed = 1): string => {
  const canal = longBone(
    [a[0] + (b[0] - a[0]) * 0.14, a[1] + (b[1] - a[1]) * 0.14],
    [a[0] + (b[0] - a[0]) * 0.86, a[1] + (b[1] - a[1]) * 0.86],
    shaft * 0.55,
    shaft * 0.45,
    shaft * 0.55,
    seed,
  );
  return xbone(longBone(a, b, wa, shaft, wb, seed), 3, "#b4b4b4", "#e2e2e2") + `<g fill="#8e8e8e" opacity=".8">${canal}</g>`;
};

const wristSvg = (): string => {
  const p = "wri";
  const soft = blob([
    [190, 800], [196, 640], [186, 520], [160, 430], [120, 330], [80, 220], [60, 120], [70, 30], [90, 0], [640, 0], [630, 200],
    [612, 360], [600, 480], [604, 640], [610, 800],
  ]);
  const bone = (pts: number[][]) => `<path d="${blob(pts, 4)}"/>`;
  const radius = `<path d="M275 800 C270 700 246 620 237 562 C233 532 240 512 252 500 C272 510 300 528 330 540 C360 548 390 555 415 560 L432 570 C436 600 430 640 425 662 C420 700 410 740 405 800 Z"/>`;
  const ulna = `<path d="M455 800 C458 720 458 660 452 622 C448 602 450 586 462 579 C490 573 515 575 528 581 C534 562 536 546 538 530 C546 532 550 548 552 568 C556 600 552 630 546 650 C540 700 540 750 542 800 Z"/>`;
  const carpals = {
    scaphoid: bone([[330, 525], [345, 505], [338, 478], [318, 455], [300, 430], [290, 405], [270, 398], [252, 410], [250, 432], [262, 455], [272, 480], [285, 510], [305, 530]]),
    lunate: bone([[350, 500], [372, 487], [390, 498], [405, 486], [425, 495], [433, 520], [421, 545], [395, 553], [368, 548], [350, 530]]),
    triquetrum: bone([[440, 490], [462, 472], [490, 470], [506, 484], [500, 505], [478, 522], [452, 526], [436, 512]]),
    trapezoid: bone([[300, 352], [318, 336], [342, 336], [351, 356], [343, 382], [318, 388], [306, 372]]),
    trapezium: bone([[250, 395], [262, 372], [282, 353], [300, 350], [309, 372], [301, 400], [281, 412], [258, 410]]),
    capitate: bone([[358, 350], [380, 336], [410, 338], [425, 355], [422, 400], [415, 440], [408, 470], [395, 492], [378, 488], [368, 462], [362, 420], [355, 385]]),
    hamate: bone([[427, 356], [448, 341], [478, 346], [500, 366], [505, 400], [490, 435], [460, 462], [440, 468], [429, 440], [425, 400]]),
  };
  const mc =
    xLongBone([262, 356], [150, 108], 44, 30, 40, 1) +
    xLongBone([326, 336], [304, -20], 40, 30, 34, 2) +
    xLongBone([393, 338], [394, -20], 42, 31, 34, 3) +
    xLongBone([450, 344], [470, -20], 36, 26, 30, 4) +
    xLongBone([492, 360], [552, -10], 36, 25, 30, 5);
  return (
    `<defs><linearGradient id="${p}-st" x1="0" x2="1"><stop offset="0" stop-color="#3a3a3a"/><stop offset=".3" stop-color="#525252"/><stop offset=".7" stop-color="#525252"/><stop offset="1" stop-color="#3a3a3a"/></linearGradient></defs>` +
    `<path d="${soft}" fill="url(#${p}-st)"/>` +
    `<g opacity=".96">${xbone(radius, 4, "#a6a6a6", "#e6e6e6")}${xbone(ulna, 4, "#a4a4a4", "#e4e4e4")}</g>` +
    `<path d="M292 800 C290 720 286 660 290 620 C320 600 370 600 396 616 C394 660 392 720 390 800 Z" fill="#8e8e8e" opacity=".55"/>` +
    `<path d="M480 800 C480 720 480 670 482 640 C496 630 510 630 520 640 C520 700 518 740 518 800 Z" fill="#8e8e8e" opacity=".55"/>` +
    mc +
    Object.values(carpals)
      .map((c) => xbone(c, 2.5, "#a8a8a8", "#dedede"))
      .join("") +
    `<g opacity=".35">${xbone(carpals.trapezium, 2.5, "#c8c8c8", "#ececec")}</g>` +
    `<ellipse cx="496" cy="490" rx="22" ry="25" fill="#fff" opacity=".28"/><ellipse cx="496" cy="490" rx="21" ry="24" fill="none" stroke="#f2f2f2" stroke-width="3" opacity=".6"/>` +
    `<ellipse cx="458" cy="408" rx="12" ry="16" fill="#fff" fill-opacity=".18" stroke="#fafafa" stroke-width="5"/>`
  );
};

const wristXray: Scene = {
  id: "wrist-xray-pa",
  modality: "X-ray",
  width: 800,
  height: 800,
  svg: wristSvg,
  points: {
    scaphoid: { x: 290, y: 462, from: "w" },
    lunate: { x: 396, y: 522, from: "s" },
    triquetrum: { x: 458, y: 506, from: "se" },
    pisiform: { x: 512, y: 492, from: "e" },
    trapezium: { x: 272, y: 385, from: "w" },
    trapezoid: { x: 330, y: 362, from: "n" },
    capitate: { x: 392, y: 420, from: "n" },
    hookOfHamate: { x: 460, y: 406, from: "ne" },
    radialStyloid: { x: 252, y: 512, from: "w" },
    ulnarStyloid: { x: 544, y: 540, from: "e" },
    firstMetacarpal: { x: 214, y: 240, from: "e" },
  },
};

const shoulderSvg = (): string => {
  const p = "shm";
  const body = "M60 800 C70 600 80 360 110 240 C140 170 210 140 320 132 C500 120 660 100 800 80 L800 800 Z";
  const bone = (d: string) => `<path d="${d}" fill="#414141" stroke="#080808" stroke-width="6"/>`;
  const striae = (pts: string[], op = 0.5) => `<g fill="none" stroke="#3e3e3e" stroke-width="3" opacity="${op}">${pts.map((d) => `<path d="${d}"/>`).join("")}</g>`;
  return (
    `<defs><clipPath id="${p}-body"><path d="${body}"/></clipPath>${mottleTile(`${p}-noise`)}</defs>` +
    `<g clip-path="url(#${p}-body)">` +
    `<path d="${body}" fill="#1f1f1f"/>` +
    `<path d="M430 200 C560 160 700 140 800 128 L800 186 C700 190 560 196 440 216 Z" fill="#575757"/>` +
    `<path d="M800 262 C700 266 600 272 470 292 C446 300 438 316 446 332 C470 346 600 362 800 374 Z" fill="#5e5e5e"/>` +
    striae(["M800 300 C700 300 560 306 470 314", "M800 336 C700 336 560 330 470 324", "M760 280 C680 300 600 318 520 320"]) +
    `<path d="M470 596 C560 566 660 566 800 576 L800 800 L560 800 C500 740 460 680 470 596 Z" fill="#545454"/>` +
    striae(["M480 640 C580 610 700 612 800 620", "M500 700 C600 670 700 672 800 680", "M520 760 C620 730 720 732 800 740"], 0.4) +
    `<path d="M392 610 C430 630 460 700 470 800 L388 800 C386 720 386 660 392 610 Z" fill="#565656"/>` +
    `<path d="M186 236 C136 320 112 420 120 520 C130 620 170 710 206 800 L262 800 C240 700 220 600 212 500 C208 430 214 370 222 320 C226 290 224 262 212 246 Z" fill="#5a5a5a"/>` +
    striae(["M168 300 C140 400 140 520 176 640", "M192 290 C170 400 168 520 200 660", "M146 380 C136 460 140 560 160 640"]) +
    bone("M432 218 C520 204 640 196 800 188 L800 248 C640 252 540 254 432 262 C426 246 426 232 432 218 Z") +
    bone("M188 246 C220 232 320 228 412 236 C420 246 420 262 410 272 C330 276 240 278 194 276 C184 266 182 256 188 246 Z") +
    `<path d="M412 236 C418 244 420 262 410 272" fill="none" stroke="#9a9a9a" stroke-width="4"/>` +
    `<path d="M452 392 C470 388 500 410 560 440 C640 460 720 470 800 480 L800 560 C720 548 640 540 560 540 C500 560 470 578 452 572 C446 540 443 480 446 420 Z" fill="#414141" stroke="#080808" stroke-width="6"/>` +
    `<path d="M448 404 C442 450 442 520 448 562" fill="none" stroke="#8c8c8c" stroke-width="7"/>` +
    bone("M232 470 C246 530 258 590 266 640 C270 700 272 760 272 800 L388 800 C386 740 384 680 392 626 C398 600 412 576 426 560 C380 590 300 560 232 470 Z") +
    `<circle cx="330" cy="480" r="112" fill="#444" stroke="#080808" stroke-width="6"/>` +
    `<path d="M216 424 C214 404 232 386 254 384 C268 388 272 404 262 424 C252 438 228 440 216 424 Z" fill="#444"/>` +
    `<path d="M300 372 A112 112 0 0 1 436 520" fill="none" stroke="#8a8a8a" stroke-width="7"/>` +
    `<path d="M452 586 C444 628 404 642 376 618 C366 608 356 600 348 596" fill="none" stroke="#0b0b0b" stroke-width="12"/>` +
    `<path d="M452 586 C444 628 404 642 376 618 C366 608 356 600 348 596" fill="none" stroke="#d6d6d6" stroke-width="5"/>` +
    `<path d="M454 398 L470 378 L428 390 Z" fill="#090909"/><path d="M452 566 L470 590 L432 580 Z" fill="#090909"/>` +
    `<path d="M236 288 C280 282 360 280 412 284" fill="none" stroke="#2c2c2c" stroke-width="8"/>` +
    `<path d="M454 330 C400 336 350 348 310 360 C280 370 256 384 238 398" fill="none" stroke="#0c0c0c" stroke-width="26" stroke-linecap="round"/>` +
    `<path d="M500 322 L452 330" stroke="#262626" stroke-width="22"/>` +
    `<rect width="800" height="800" fill="url(#${p}-noise)" opacity=".1"/></g>` +
    `<path d="${body}" fill="none" stroke="#6a6a6a" stroke-width="3"/>`
  );
};

const shoulderMri: Scene = {
  id: "shoulder-mri-coronal-pdfs",
  modality: "MRI",
  width: 800,
  height: 800,
  svg: shoulderSvg,
  points: {
    supraspinatusTendon: { x: 322, y: 356, from: "ne" },
    supraspinatusMuscle: { x: 640, y: 316, from: "ne" },
    superiorLabrum: { x: 452, y: 388, from: "ne" },
    acromion: { x: 300, y: 252, from: "n" },
    distalClavicle: { x: 540, y: 224, from: "n" },
    greaterTuberosity: { x: 224, y: 414, from: "w" },
    humeralHead: { x: 340, y: 500, from: "sw" },
    glenoid: { x: 474, y: 480, from: "e" },
    deltoid: { x: 150, y: 470, from: "w" },
    axillaryRecess: { x: 420, y: 632, from: "s" },
  },
};

/* ------------------------------------------------------------------------------------------------ */
/* Lower limb                                                                                        */
/* ------------------------------------------------------------------------------------------------ */

/**
 * Sagittal proton-density MRI of the knee through the intercondylar notch (anterior on the left).
 * The cruciates lie in slightly different sagittal planes, so the scene comes in two slices: one
 * through the anterior cruciate ligament, one (a few millimetres medial) through the posterior.
 */
const kneeSvg = (slice: "acl" | "pcl"): string => {
  const p = slice === "acl" ? "kna" : "knp";
  const body = "M206 0 C196 120 190 220 196 300 C200 360 184 420 190 480 C198 560 232 640 240 800 L780 800 C770 600 770 300 776 0 Z";
  const femur =
    "M420 0 L590 0 C596 120 600 240 604 300 C606 322 600 340 586 356 C570 364 560 366 548 372 C510 396 470 424 436 452 C420 456 404 454 396 446 C382 420 376 384 380 350 C386 300 404 240 410 160 Z";
  const tibia =
    "M405 548 C430 546 460 540 482 526 C492 518 506 518 518 528 C540 540 580 544 606 548 C614 566 610 592 594 620 C584 660 576 720 572 800 L420 800 C418 730 412 680 398 650 C388 636 382 622 386 610 C392 590 398 566 405 548 Z";
  const patella = "M300 298 C322 292 346 318 354 350 C360 390 354 428 334 456 C322 468 306 466 298 452 C284 420 278 376 280 336 C282 314 290 302 300 298 Z";
  const acl = "M560 380 C536 420 492 480 452 534";
  const pcl = "M452 462 C480 410 550 396 584 440 C600 470 600 530 590 586";
  const ligament =
    slice === "acl"
      ? `<path d="${acl}" fill="none" stroke="#242424" stroke-width="28" stroke-linecap="round"/>` +
        `<path d="${acl}" fill="none" stroke="#5c5c5c" stroke-width="16" stroke-dasharray="2 5" stroke-linecap="butt" opacity=".7"/>` +
        `<path d="${acl}" fill="none" stroke="#1a1a1a" stroke-width="4"/>` +
        `<path d="M594 470 C600 510 598 550 590 586" fill="none" stroke="#1a1a1a" stroke-width="22" stroke-linecap="round" opacity=".55"/>`
      : `<path d="${pcl}" fill="none" stroke="#0e0e0e" stroke-width="30" stroke-linecap="round"/>`;
  return (
    `<defs><clipPath id="${p}-body"><path d="${body}"/></clipPath>${mottleTile(`${p}-noise`)}</defs>` +
    `<g clip-path="url(#${p}-body)">` +
    `<path d="${body}" fill="#cfcfcf"/>` +
    `<path d="M180 0 L332 0 C326 120 316 200 304 260 C270 200 220 120 180 60 Z" fill="#5a5a5a"/>` +
    `<path d="M610 0 L800 0 L800 360 C760 356 700 352 640 340 C624 300 616 200 610 0 Z" fill="#595959"/>` +
    `<path d="M612 368 C680 372 740 400 800 430 L800 800 L620 800 C616 720 608 660 614 600 C620 520 618 440 612 368 Z" fill="#575757"/>` +
    `<g fill="none" stroke="#4a4a4a" stroke-width="3" opacity=".7"><path d="M640 420 C660 560 660 680 650 800"/><path d="M700 430 C720 560 720 680 712 800"/><path d="M650 40 C660 140 680 240 700 320"/></g>` +
    `<path d="M662 0 C660 200 650 400 652 560 C654 660 650 740 648 800" fill="none" stroke="#101010" stroke-width="17"/>` +
    `<path d="M690 0 C688 200 682 400 684 560 C686 660 682 740 680 800" fill="none" stroke="#2e2e2e" stroke-width="20"/>` +
    `<path d="${femur}" fill="#b9b9b9" stroke="#0e0e0e" stroke-width="7"/>` +
    `<path d="M404 292 C460 286 540 290 600 298" fill="none" stroke="#8a8a8a" stroke-width="3" opacity=".7"/>` +
    `<path d="M396 446 C380 420 376 384 380 350 C384 320 392 300 398 282" fill="none" stroke="#8c8c8c" stroke-width="9"/>` +
    `<path d="${tibia}" fill="#b7b7b7" stroke="#0e0e0e" stroke-width="7"/>` +
    `<path d="M410 546 C432 544 460 538 480 526 M522 530 C544 540 580 544 602 546" fill="none" stroke="#8c8c8c" stroke-width="7"/>` +
    `<path d="M330 0 C322 120 312 220 306 298" fill="none" stroke="#111" stroke-width="26" stroke-linecap="round"/>` +
    `<path d="M362 80 C356 180 360 250 378 330" fill="none" stroke="#a6a6a6" stroke-width="4"/>` +
    `<path d="${patella}" fill="#b9b9b9" stroke="#0e0e0e" stroke-width="7"/>` +
    `<path d="M352 340 C358 380 356 420 340 450" fill="none" stroke="#8c8c8c" stroke-width="10"/>` +
    `<path d="M322 462 C350 446 380 446 400 456 C426 472 440 500 420 532 C408 548 398 570 392 596 C370 580 346 530 322 462 Z" fill="#d9d9d9"/>` +
    `<g fill="none" stroke="#8a8a8a" stroke-width="2.5"><path d="M360 470 C374 500 380 530 384 560"/><path d="M398 470 C404 500 400 520 396 540"/></g>` +
    `<path d="M312 456 C330 520 360 590 388 628" fill="none" stroke="#101010" stroke-width="21" stroke-linecap="round"/>` +
    ligament +
    `<rect width="800" height="800" fill="url(#${p}-noise)" opacity=".09"/></g>` +
    `<path d="${body}" fill="none" stroke="#9a9a9a" stroke-width="3"/>`
  );
};

const kneeCommonPoints = {
  patellarTendon: { x: 348, y: 545, from: "w" },
  quadricepsTendon: { x: 320, y: 150, from: "w" },
  patella: { x: 316, y: 380, from: "w" },
  infrapatellarFatPad: { x: 392, y: 498, from: "s" },
  tibialTuberosity: { x: 386, y: 626, from: "sw" },
  poplitealArtery: { x: 658, y: 250, from: "e" },
} as const;

const kneeMriAcl: Scene = {
  id: "knee-mri-sagittal-pd-acl",
  modality: "MRI",
  width: 800,
  height: 800,
  svg: () => kneeSvg("acl"),
  points: { ...kneeCommonPoints, anteriorCruciateLigament: { x: 506, y: 458, from: "s" } },
};

const kneeMriPcl: Scene = {
  id: "knee-mri-sagittal-pd-pcl",
  modality: "MRI",
  width: 800,
  height: 800,
  svg: () => kneeSvg("pcl"),
  points: { ...kneeCommonPoints, posteriorCruciateLigament: { x: 597, y: 500, from: "e" } },
};

const ankleSvg = (): string => {
  const p = "ank";
  const soft = blob([
    [360, 0], [640, 0], [652, 200], [664, 400], [690, 560], [706, 636], [690, 698], [640, 718], [400, 712], [200, 704], [-20, 702],
    [-20, 540], [150, 502], [280, 452], [342, 404], [356, 200],
  ]);
  const b = (pts: number[][]) => `<path d="${blob(pts, 4)}"/>`;
  const tibia = `<path d="M398 0 L522 0 C526 200 536 360 544 420 C546 436 544 448 538 454 C520 444 500 436 470 430 C440 428 412 434 386 444 C378 420 384 330 392 200 C394 120 396 60 398 0 Z"/>`;
  const talus = b([
    [392, 446], [430, 434], [470, 433], [515, 442], [545, 462], [562, 490], [560, 512], [540, 521], [510, 532], [480, 540], [455, 538],
    [430, 530], [405, 542], [380, 534], [350, 526], [322, 522], [302, 506], [300, 481], [312, 463], [340, 458], [370, 452],
  ]);
  const calcaneus = b([
    [350, 548], [380, 545], [405, 554], [440, 546], [470, 548], [500, 545], [540, 536], [580, 554], [620, 568], [660, 590], [682, 620],
    [680, 660], [660, 690], [600, 700], [500, 690], [420, 680], [370, 664], [345, 630], [338, 590],
  ]);
  const navicular = b([[302, 470], [286, 463], [262, 468], [248, 490], [248, 520], [260, 540], [286, 546], [302, 532], [296, 502]]);
  const cuboid = b([[338, 574], [342, 610], [322, 640], [280, 646], [250, 630], [245, 590], [275, 566], [310, 562]]);
  const cuneiforms = b([[250, 474], [204, 468], [186, 500], [190, 542], [250, 542], [244, 508]]);
  const fibula = `<path d="M484 0 L526 0 C530 200 538 360 552 440 C560 480 550 520 530 544 C518 552 504 546 496 530 C486 500 482 460 480 400 C478 300 480 150 484 0 Z"/>`;
  return (
    `<path d="${soft}" fill="#4f4f4f"/>` +
    `<path d="M560 320 C580 322 596 330 604 340 C616 420 630 500 646 566 C630 572 610 570 596 562 C580 520 566 440 560 320 Z" fill="#363636"/>` +
    `<path d="M612 0 C618 160 630 330 646 450 C654 510 664 560 672 600" fill="none" stroke="#5c5c5c" stroke-width="34"/>` +
    `<path d="M470 712 C560 706 640 700 686 676" fill="none" stroke="#444" stroke-width="18"/>` +
    `<g opacity=".85">` +
    xLongBone([186, 492], [-40, 552], 42, 28, 40, 11) +
    xLongBone([192, 520], [-40, 590], 40, 24, 36, 12) +
    xLongBone([196, 540], [-40, 620], 38, 22, 34, 13) +
    `</g>` +
    xbone(cuneiforms, 2.5, "#a6a6a6", "#d8d8d8") +
    xLongBone([238, 650], [-40, 636], 48, 24, 34, 14) +
    `<path d="M262 646 C250 666 236 676 222 672 C214 664 220 650 234 644 Z" fill="#b0b0b0" stroke="#dcdcdc" stroke-width="4"/>` +
    xbone(cuboid, 3, "#a4a4a4", "#dcdcdc") +
    xbone(navicular, 3, "#a8a8a8", "#dedede") +
    xbone(calcaneus, 4, "#9c9c9c", "#dcdcdc") +
    `<path d="M420 680 C470 640 540 600 620 580" fill="none" stroke="#b8b8b8" stroke-width="5" opacity=".5"/>` +
    `<path d="M380 620 C430 600 500 590 560 592" fill="none" stroke="#b8b8b8" stroke-width="4" opacity=".4"/>` +
    `<ellipse cx="402" cy="574" rx="42" ry="14" transform="rotate(-6 402 574)" fill="#e8e8e8" opacity=".45"/>` +
    `<path d="M364 568 C384 560 424 560 442 566" fill="none" stroke="#f0f0f0" stroke-width="4" opacity=".7"/>` +
    xbone(talus, 3.5, "#a6a6a6", "#dedede") +
    xbone(tibia, 5, "#a2a2a2", "#e0e0e0") +
    `<path d="M420 0 C418 150 416 300 430 400 M500 0 C502 150 508 300 516 400" stroke="#8c8c8c" stroke-width="10" fill="none" opacity=".5"/>` +
    `<path d="M402 430 C430 422 462 424 476 432 C476 456 466 484 446 500 C424 492 408 470 402 430 Z" fill="#fff" opacity=".22"/>` +
    `<g opacity=".5">${xbone(fibula, 4, "#b4b4b4", "#ececec")}</g>`
  );
};

const ankleXray: Scene = {
  id: "ankle-xray-lateral",
  modality: "X-ray",
  width: 800,
  height: 800,
  svg: ankleSvg,
  points: {
    calcaneus: { x: 610, y: 640, from: "e" },
    sustentaculumTali: { x: 404, y: 578, from: "s" },
    talarNeck: { x: 352, y: 462, from: "n" },
    talarDome: { x: 470, y: 438, from: "ne" },
    navicular: { x: 268, y: 490, from: "n" },
    cuboid: { x: 292, y: 612, from: "sw" },
    baseOfFifthMetatarsal: { x: 236, y: 668, from: "s" },
    lateralMalleolus: { x: 530, y: 532, from: "e" },
    kagerFatPad: { x: 596, y: 470, from: "e" },
    achillesTendon: { x: 640, y: 400, from: "e" },
  },
};

const pelvisSvg = (): string => {
  const p = "pel";
  const r = rng(5);
  const gas = Array.from({ length: 14 }, () => {
    const x = 150 + r() * 500;
    const y = 20 + r() * 200;
    return `<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(16 + r() * 22)}" ry="${n1(10 + r() * 14)}"/>`;
  }).join("");
  return (
    `<defs><radialGradient id="${p}-st" cx=".5" cy=".45" r=".7"><stop offset="0" stop-color="#5a5a5a"/><stop offset=".75" stop-color="#4c4c4c"/><stop offset="1" stop-color="#2e2e2e"/></radialGradient>` +
    `${softGrad(`${p}-fossa`, "#000", 0.2)}</defs>` +
    `<rect width="800" height="800" fill="url(#${p}-st)"/>` +
    `<path d="M0 720 C120 700 300 760 400 800 C500 760 680 700 800 720" fill="none" stroke="#3a3a3a" stroke-width="14" opacity=".6"/>` +
    `<g fill="#262626" opacity=".45">${gas}</g>` +
    `<ellipse cx="400" cy="520" rx="110" ry="70" fill="#5e5e5e" opacity=".5"/>` +
    pelvisBonesAP(p, true, 2) +
    `<ellipse cx="215" cy="220" rx="95" ry="80" fill="url(#${p}-fossa)" opacity=".45"/><ellipse cx="585" cy="220" rx="95" ry="80" fill="url(#${p}-fossa)" opacity=".45"/>`
  );
};

const pelvisXray: Scene = {
  id: "pelvis-xray-ap",
  modality: "X-ray",
  width: 800,
  height: 800,
  svg: pelvisSvg,
  points: {
    rightFemoralHead: { x: 200, y: 478, from: "nw" },
    rightIschialTuberosity: { x: 222, y: 702, from: "sw" },
    rightLesserTrochanter: { x: 196, y: 654, from: "s" },
    rightAnteriorSuperiorIliacSpine: { x: 100, y: 300, from: "w" },
    rightAcetabularRoof: { x: 205, y: 416, from: "n" },
    leftAnteriorInferiorIliacSpine: { x: 642, y: 384, from: "e" },
    leftGreaterTrochanter: { x: 722, y: 540, from: "e" },
    leftSacroiliacJoint: { x: 441, y: 250, from: "e" },
    leftObturatorForamen: { x: 515, y: 620, from: "se" },
    pubicSymphysis: { x: 400, y: 640, from: "s" },
  },
};

/* ------------------------------------------------------------------------------------------------ */
/* Paediatrics                                                                                       */
/* ------------------------------------------------------------------------------------------------ */

/**
 * Coronal ultrasound of an infant's right hip in Graf's standard plane, displayed upright like an AP
 * radiograph of a right hip: cranial at the top, the linear transducer (lateral) on the image's left.
 */
const infantHipSvg = (): string => {
  const p = "hip";
  const field = "M130 40 L690 40 L690 760 L130 760 Z";
  const H = [430, 480] as const;
  const polar = (deg: number, r: number): Pt => [H[0] + r * Math.cos((deg * Math.PI) / 180), H[1] + r * Math.sin((deg * Math.PI) / 180)];
  const roof = [-115, -100, -85, -70, -55, -42, -34].map((a) => polar(a, 112));
  const roofPath = polyPath(spline(roof, 4));
  const rim = at(roof, 0);
  const end = at(roof, roof.length - 1);
  const limb = [end[0] + 12, end[1] + 12] as const;
  const shadow = `M383 40 L690 40 L690 ${n1(limb[1] + 6)} L${n1(limb[0])} ${n1(limb[1])} ` + roof.slice().reverse().map((q) => `L${n1(q[0])} ${n1(q[1])}`).join(" ") + " Z";
  const r = rng(23);
  const dots = Array.from({ length: 22 }, () => {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r()) * 86;
    return `<circle cx="${n1(H[0] + Math.cos(a) * d)}" cy="${n1(H[1] + Math.sin(a) * d)}" r="${n1(1.5 + r() * 2)}"/>`;
  }).join("");
  const fibres = Array.from({ length: 11 }, (_, i) => `<path d="M${150 + i * 22} 40 C${170 + i * 22} 160 ${210 + i * 18} 260 ${236 + i * 14} ${330 + (i % 3) * 12}"/>`).join("");
  const content =
    `<rect x="130" y="40" width="560" height="720" fill="#7a7a7a"/>` +
    `<rect x="130" y="40" width="10" height="720" fill="#d0d0d0"/><rect x="140" y="40" width="34" height="720" fill="#505050"/><rect x="174" y="40" width="6" height="720" fill="#c8c8c8"/>` +
    `<path d="M180 40 L383 40 L383 ${n1(rim[1])} C360 380 330 400 300 420 L180 440 Z" fill="#646464"/>` +
    `<g fill="none" stroke="#9c9c9c" stroke-width="3" opacity=".8">${fibres}</g>` +
    `<path d="M262 40 C270 160 300 280 330 370" fill="none" stroke="#d8d8d8" stroke-width="5"/>` +
    `<path d="${shadow}" fill="#0e0e0e"/>` +
    `<path d="M${n1(limb[0])} ${n1(limb[1])} C570 450 610 470 690 480 L690 520 C610 510 560 490 ${n1(limb[0] - 6)} ${n1(limb[1] + 16)} Z" fill="#2a2a2a"/>` +
    `<circle cx="${H[0]}" cy="${H[1]}" r="100" fill="#2e2e2e"/>` +
    `<g fill="#9a9a9a">${dots}</g>` +
    `<path d="M330 620 C380 596 440 588 520 600 C560 606 600 620 640 640 L690 650 L690 760 L330 760 Z" fill="#121212"/>` +
    `<path d="M346 372 C318 420 312 480 320 560 C326 600 336 622 350 640" fill="none" stroke="#d2d2d2" stroke-width="5"/>`;
  const over =
    `<g opacity=".92"><path d="M330 620 C380 596 440 588 520 600 C560 606 600 620 640 640" fill="none" stroke="#ededed" stroke-width="9"/>` +
    `<path d="M380 40 L380 ${n1(rim[1])}" stroke="#f4f4f4" stroke-width="10"/>` +
    `<path d="${roofPath}" fill="none" stroke="#f4f4f4" stroke-width="10" stroke-linecap="round"/>` +
    `<circle cx="${n1(limb[0])}" cy="${n1(limb[1])}" r="8" fill="#fafafa"/>` +
    `<path d="M376 384 L350 396 L328 434 L358 420 Z" fill="#e8e8e8"/></g>`;
  return usImage(p, field, content, { x1: 130, y1: 400, x2: 690, y2: 400 }, over);
};

const infantHipUltrasound: Scene = {
  id: "infant-hip-ultrasound-coronal",
  modality: "Ultrasound",
  width: 800,
  height: 800,
  svg: infantHipSvg,
  points: {
    femoralHead: { x: 446, y: 500, from: "se" },
    acetabularLabrum: { x: 344, y: 414, from: "w" },
    bonyAcetabularRoof: { x: 470, y: 374, from: "ne" },
    ilium: { x: 380, y: 200, from: "w" },
    triradiateCartilage: { x: 580, y: 462, from: "se" },
    chondroOsseousJunction: { x: 430, y: 594, from: "s" },
  },
};

/** Longitudinal ultrasound of an infant's pylorus (linear probe, skin at the top, patient's right on the left). */
const pylorusSvg = (): string => {
  const p = "pyl";
  const field = "M100 40 L700 40 L700 760 L100 760 Z";
  const canal = [[240, 424, 104], [300, 426, 138], [400, 432, 146], [500, 438, 138], [562, 442, 106]];
  const mucosa = [[244, 424, 28], [300, 426, 40], [400, 432, 44], [500, 438, 40], [560, 442, 30]];
  const r = rng(3);
  const debris = Array.from({ length: 14 }, () => `<circle cx="${n1(600 + r() * 100)}" cy="${n1(430 + r() * 60)}" r="${n1(1.5 + r() * 2.5)}"/>`).join("");
  const content =
    `<rect x="100" y="40" width="600" height="720" fill="#7a7a7a"/>` +
    `<rect x="100" y="40" width="600" height="9" fill="#d8d8d8"/><rect x="100" y="49" width="600" height="30" fill="#4c4c4c"/>` +
    `<rect x="100" y="79" width="600" height="4" fill="#c8c8c8"/><rect x="100" y="83" width="600" height="28" fill="#545454"/><rect x="100" y="111" width="600" height="5" fill="#cfcfcf"/>` +
    `<path d="M100 116 L540 116 C500 200 420 270 300 318 C230 346 160 362 100 368 Z" fill="#949494"/>` +
    `<ellipse cx="204" cy="300" rx="72" ry="34" transform="rotate(14 204 300)" fill="#d4d4d4"/><ellipse cx="204" cy="300" rx="66" ry="28" transform="rotate(14 204 300)" fill="#0c0c0c"/>` +
    `<path d="M150 330 L270 350 L270 400 L150 390 Z" fill="#a8a8a8" opacity=".45"/>` +
    `<path d="${blob([[132, 404], [180, 392], [228, 402], [240, 430], [222, 452], [176, 456], [134, 444]], 4)}" fill="#8e8e8e"/>` +
    `<path d="${blob([[150, 418], [200, 414], [226, 428], [200, 440], [150, 438]], 4)}" fill="#4a4a4a"/>` +
    `<path d="${tubeOutline([[560, 440, 110], [620, 452, 128], [680, 468, 134], [760, 480, 136]], 4, 0.04)}" fill="#1a1a1a" stroke="#a2a2a2" stroke-width="12"/>` +
    `<g fill="#8a8a8a">${debris}</g>` +
    `<path d="${tubeOutline(canal, 5, 0.03)}" fill="#2c2c2c"/>` +
    `<path d="${tubeOutline(mucosa, 6, 0.05)}" fill="#d0d0d0"/>` +
    `<path d="M262 424 C330 430 420 434 540 440" fill="none" stroke="#3a3a3a" stroke-width="3"/>` +
    `<path d="M100 560 C260 540 520 548 700 566" fill="none" stroke="#a8a8a8" stroke-width="8" opacity=".6"/>` +
    `<circle cx="380" cy="640" r="20" fill="#d6d6d6"/><circle cx="380" cy="640" r="15" fill="#0d0d0d"/>` +
    `<circle cx="474" cy="664" r="26" fill="#d6d6d6"/><circle cx="474" cy="664" r="20" fill="#0d0d0d"/>` +
    `<path d="M280 720 C360 700 520 700 600 722 L600 760 L280 760 Z" fill="#101010"/>` +
    `<path d="M280 720 C360 700 520 700 600 722" fill="none" stroke="#ececec" stroke-width="8"/>`;
  return usImage(p, field, content, { x1: 400, y1: 40, x2: 400, y2: 760 });
};

const infantPylorusUltrasound: Scene = {
  id: "infant-pylorus-ultrasound",
  modality: "Ultrasound",
  width: 800,
  height: 800,
  svg: pylorusSvg,
  points: {
    pyloricMuscle: { x: 400, y: 386, from: "n" },
    pyloricCanal: { x: 440, y: 434, from: "sw" },
    gastricAntrum: { x: 650, y: 462, from: "ne" },
    gallbladder: { x: 206, y: 300, from: "nw" },
    liver: { x: 330, y: 190, from: "ne" },
    duodenalCap: { x: 180, y: 430, from: "sw" },
  },
};

/** AP radiograph of a 9-year-old's right elbow: capitellum, radial head, medial epicondyle and trochlea centres. */
const childElbowSvg = (): string => {
  const p = "elb";
  const soft = blob([
    [232, 0], [568, 0], [580, 200], [602, 380], [606, 470], [580, 560], [560, 680], [556, 800], [244, 800], [236, 680], [210, 560], [196, 460],
    [204, 360], [220, 200],
  ]);
  const b = (pts: number[][]) => `<path d="${blob(pts, 4)}"/>`;
  const humerus = b([
    [350, 0], [452, 0], [458, 180], [480, 290], [520, 352], [536, 386], [528, 408], [484, 428], [420, 440], [360, 436], [300, 428],
    [264, 418], [256, 396], [290, 330], [330, 250], [344, 140],
  ]);
  const capitellum = b([[276, 454], [300, 442], [340, 442], [362, 454], [358, 476], [334, 490], [300, 490], [280, 478]]);
  const trochlea = `<ellipse cx="414" cy="472" rx="13" ry="8"/><ellipse cx="436" cy="476" rx="10" ry="7"/><ellipse cx="454" cy="469" rx="7" ry="6"/>`;
  const medialEpicondyle = `<ellipse cx="563" cy="432" rx="19" ry="21"/>`;
  const radialHead = b([[282, 524], [300, 518], [330, 518], [346, 526], [340, 536], [312, 538], [286, 536]]);
  const radius = `<path d="M290 548 C300 544 328 544 340 548 C338 580 332 620 334 700 C336 740 338 770 340 800 L292 800 C294 740 300 680 300 640 C300 600 296 572 290 548 Z"/>`;
  const ulna = b([[384, 470], [404, 444], [452, 438], [486, 456], [492, 500], [474, 560], [464, 640], [460, 820], [414, 820], [412, 640], [400, 560], [380, 520]]);
  return (
    `<path d="${soft}" fill="#4b4b4b"/>` +
    `<path d="M212 420 C240 400 270 400 290 420" fill="none" stroke="#3a3a3a" stroke-width="10" opacity=".6"/>` +
    xbone(humerus, 4, "#9e9e9e", "#d8d8d8") +
    `<ellipse cx="404" cy="366" rx="46" ry="40" fill="#6a6a6a" opacity=".7"/>` +
    `<path d="M360 330 C380 318 430 318 450 332" fill="none" stroke="#cfcfcf" stroke-width="4" opacity=".6"/>` +
    `<g opacity=".6">${xbone(ulna, 3.5, "#b0b0b0", "#e0e0e0")}</g>` +
    xbone(capitellum, 2.5, "#a8a8a8", "#dcdcdc") +
    xbone(trochlea, 2, "#a6a6a6", "#d4d4d4") +
    xbone(medialEpicondyle, 2.5, "#a8a8a8", "#dcdcdc") +
    xbone(radialHead, 2, "#a8a8a8", "#d8d8d8") +
    xbone(radius, 3.5, "#a0a0a0", "#d8d8d8")
  );
};

const childElbowXray: Scene = {
  id: "child-elbow-xray-ap",
  modality: "X-ray",
  width: 800,
  height: 800,
  svg: childElbowSvg,
  points: {
    capitellum: { x: 290, y: 468, from: "w" },
    medialEpicondyle: { x: 568, y: 432, from: "e" },
    trochlea: { x: 436, y: 476, from: "se" },
    radialHead: { x: 300, y: 530, from: "sw" },
    olecranonFossa: { x: 404, y: 366, from: "n" },
  },
};

export const scenesB: Scene[] = [bariumEnema, bariumMeal, ctPancreas, liverUltrasound, ivu, femalePelvisMri, wristXray, shoulderMri, kneeMriAcl, kneeMriPcl, ankleXray, pelvisXray, infantHipUltrasound, infantPylorusUltrasound, childElbowXray];
