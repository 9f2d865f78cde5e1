// Scenes for part B of the starter bank: gastrointestinal, hepatobiliary, genitourinary, limbs and
// paediatrics. Each scene is drawn by hand in SVG in the look of its modality (greyscale on black,
// radiological conventions: on frontal and axial images the patient's right is on the image's left).
// Gradient, mask and filter ids carry a prefix unique to their scene.
import type { Scene } from "../../bank/types";

/* ------------------------------------------------------------------------------------------------ */
/* Shared drawing helpers                                                                            */
/* ------------------------------------------------------------------------------------------------ */
// Rendering must stay fast (the whole bank in a few seconds), so the drawings avoid SVG filters on
// large areas: softness comes from gradients and layered strokes, irregularity from geometry computed
// here, and texture from small noise tiles generated once and laid on as patterns.

type Pt = readonly [number, number];

const n1 = (v: number): string => (Math.round(v * 10) / 10).toString();

/** Deterministic pseudo-random numbers (mulberry32): every render of a scene is identical. */
const rng = (seed: number): (() => number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** A smooth deterministic wobble in about [-1, 1] along a curve. */
const wobble = (seed: number, s: number): number =>
  Math.sin(s * 0.9 + seed) * 0.5 + Math.sin(s * 2.3 + seed * 1.7) * 0.3 + Math.sin(s * 5.1 + seed * 2.9) * 0.2;

/** Catmull-Rom spline through points of any dimension (x, y, then e.g. width), sampled about every `step` px. */
const spline = (pts: number[][], step = 5): number[][] => {
  const out: number[][] = [];
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[Math.max(0, i - 1)];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[Math.min(pts.length - 1, i + 2)];
    const n = Math.max(2, Math.ceil(Math.hypot(p2[0] - p1[0], p2[1] - p1[1]) / step));
    for (let k = 0; k < n; k++) {
      const t = k / n;
      const t2 = t * t;
      const t3 = t2 * t;
      out.push(
        p1.map(
          (_, d) =>
            0.5 *
            (2 * p1[d] + (-p0[d] + p2[d]) * t + (2 * p0[d] - 5 * p1[d] + 4 * p2[d] - p3[d]) * t2 + (-p0[d] + 3 * p1[d] - 3 * p2[d] + p3[d]) * t3),
        ),
      );
    }
  }
  out.push([...pts[pts.length - 1]]);
  return out;
};

const normalsOf = (pts: number[][]): Pt[] =>
  pts.map((_, i) => {
    const a = pts[Math.max(0, i - 1)];
    const b = pts[Math.min(pts.length - 1, i + 1)];
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const l = Math.hypot(dx, dy) || 1;
    return [-dy / l, dx / l] as const;
  });

const arcLengths = (pts: number[][]): number[] => {
  const s = [0];
  for (let i = 1; i < pts.length; i++) s.push(s[i - 1] + Math.hypot(pts[i][0] - pts[i - 1][0], pts[i][1] - pts[i - 1][1]));
  return s;
};

const polyPath = (pts: readonly (readonly number[])[], close = false): string =>
  "M" + pts.map((p) => `${n1(p[0])} ${n1(p[1])}`).join("L") + (close ? "Z" : "");

/** A smooth closed outline through points (Catmull-Rom), for organ and bone shapes. */
const blob = (pts: number[][], step = 6): string => {
  const loop = [pts[pts.length - 1], ...pts, pts[0], pts[1]];
  const s = spline(loop, step);
  const first = s.findIndex((q) => q[0] === pts[0][0] && q[1] === pts[0][1]);
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
    const a = bytes[i];
    const b = i + 1 < bytes.length ? bytes[i + 1] : 0;
    const c = i + 2 < bytes.length ? bytes[i + 2] : 0;
    out += B64[a >> 2] + B64[((a & 3) << 4) | (b >> 4)];
    out += i + 1 < bytes.length ? B64[((b & 15) << 2) | (c >> 6)] : "=";
    out += i + 2 < bytes.length ? B64[c & 63] : "=";
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
    a = (a + raw[i]) % 65521;
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
    for (let i = 4; i < 8 + data.length; i++) crc = CRC_TABLE[(crc ^ c[i]) & 255] ^ (crc >>> 8);
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
const noiseTile = (size: number, seed: number, sx: number, sy: number, gamma = 1): string => {
  const r = rng(seed);
  let a = Float32Array.from({ length: size * size }, () => r());
  const pass = (dx: number, dy: number) => {
    const b = new Float32Array(size * size);
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++)
        b[y * size + x] =
          (a[y * size + x] + a[((y + dy + size) % size) * size + ((x + dx + size) % size)] + a[((y - dy + size) % size) * size + ((x - dx + size) % size)]) / 3;
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
  return greyPng(size, size, Uint8Array.from(a, (v) => Math.round(Math.pow((v - lo) / (hi - lo), gamma) * 255)));
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
const noisePattern = (id: string, key: string, size: number, make: () => string): string =>
  `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse"><image href="${tile(key, make)}" width="${size}" height="${size}"/></pattern>`;

/** Ultrasound speckle: fine, laterally elongated grains. */
const speckle = (id: string): string => noisePattern(id, "speckle", 192, () => noiseTile(192, 17, 2, 0, 1.6));

/** Radiographic / MRI mottle: fine, isotropic. */
const mottleTile = (id: string): string => noisePattern(id, "mottle", 160, () => noiseTile(160, 29, 1, 1));

const blur = (id: string, sd: number): string =>
  `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;

/** A soft-edged radial gradient from a colour to transparent. */
const softGrad = (id: string, colour: string, inner = 0.4): string =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}"/><stop offset="${inner}" stop-color="${colour}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;

/**
 * A radiographic bone built from one or more shapes (SVG elements without fill): a bright cortex of
 * the given thickness round a greyer medulla, with a faint halo so the edge is not razor sharp.
 * Drawn in layers so the seams between shapes vanish.
 */
const xbone = (shapes: string, cortex: number, medulla: string, rim: string): string =>
  `<g fill="none" stroke="${rim}" stroke-width="${cortex * 2 + 3}" stroke-linejoin="round" opacity=".35">${shapes}</g>` +
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
    `<g fill="#cfcfcf" opacity=".55">${procs}</g>` +
    xbone(body, 2.5, "#a9a9a9", "#d6d6d6") +
    `<g fill="none" stroke="#e8e8e8" stroke-width="3" opacity=".5">${rings}</g>`
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
    `<g opacity=".92">${xbone(hemi, 3.5, "#9d9d9d", "#d9d9d9")}</g>${acetab}${ischialSpine}` +
    (femora ? `<g opacity=".9">${xbone(femur, 5, "#a4a4a4", "#e4e4e4")}</g>` +
      `<path d="M176 640 C196 636 204 650 200 664 C190 668 180 664 172 656" fill="#e2e2e2" opacity=".55"/>` +
      `<path d="M150 452 C180 440 214 456 236 480" fill="none" stroke="#f2f2f2" stroke-width="3" opacity=".6"/>` : "") +
    `</g>`;
  return (
    `<g filter="url(#${p}-bone)">` +
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
      const left = `M${spineX - 44} ${y} C${spineX - 150} ${y + 6} ${spineX - reach + 40} ${y + 50} ${spineX - reach} ${y + 150}`;
      const right = `M${spineX + 44} ${y} C${spineX + 150} ${y + 6} ${spineX + reach - 40} ${y + 50} ${spineX + reach} ${y + 150}`;
      return `<path d="${left}"/><path d="${right}"/>`;
    })
    .join("");

/* ------------------------------------------------------------------------------------------------ */
/* Gastrointestinal                                                                                  */
/* ------------------------------------------------------------------------------------------------ */

type Tube = { d: string; w: number; haustra?: number };

/** Double-contrast bowel: white barium-coated walls round a darker gas-filled lumen, with folds. */
const doubleContrast = (p: string, tubes: Tube[], w: number, h: number, gas = 0.55): string => {
  const outer = tubes.map((t) => `<path d="${t.d}" stroke-width="${t.w}"/>`).join("");
  const inner = tubes.map((t) => `<path d="${t.d}" stroke-width="${t.w - 8}"/>`).join("");
  const withFolds = tubes.filter((t) => t.haustra);
  const core = withFolds.map((t) => `<path d="${t.d}" stroke-width="${Math.round(t.w * 0.55)}"/>`).join("");
  const folds = withFolds
    .map((t) => `<path d="${t.d}" stroke-width="${t.w - 8}" stroke-dasharray="2.5 ${t.haustra}"/>`)
    .join("");
  const line = `fill="none" stroke-linecap="round" stroke-linejoin="round"`;
  return (
    `<defs><mask id="${p}-wall"><rect width="${w}" height="${h}" fill="#000"/><g ${line} stroke="#fff">${outer}</g><g ${line} stroke="#000">${inner}</g></mask>` +
    `<mask id="${p}-fold"><rect width="${w}" height="${h}" fill="#000"/><g ${line} stroke="#fff">${withFolds
      .map((t) => `<path d="${t.d}" stroke-width="${t.w - 8}"/>`)
      .join("")}</g><g ${line} stroke="#262626">${core}</g></mask></defs>` +
    `<g filter="url(#${p}-warp)"><g ${line} stroke="#000" opacity="${gas}">${inner}</g>` +
    `<g mask="url(#${p}-fold)" filter="url(#${p}-soft)"><g fill="none" stroke-linecap="butt" stroke="#d8d8d8">${folds}</g></g>` +
    `<g filter="url(#${p}-soft)"><rect width="${w}" height="${h}" fill="#f2f2f2" mask="url(#${p}-wall)"/></g></g>`
  );
};

const enemaTubes: Tube[] = [
  { d: "M234 712 C232 700 232 690 232 676", w: 100 },
  { d: "M232 676 C222 560 210 430 218 322", w: 68, haustra: 24 },
  { d: "M218 322 C222 272 252 242 302 250", w: 64, haustra: 22 },
  { d: "M302 250 C352 258 360 356 432 360 C504 364 522 262 562 214", w: 58, haustra: 22 },
  { d: "M562 214 C586 180 600 160 620 161 C646 164 650 192 642 232", w: 54, haustra: 20 },
  { d: "M642 232 C634 350 630 480 624 592", w: 46, haustra: 46 },
  { d: "M624 592 C624 662 562 702 502 692 C432 680 430 620 390 646 C356 670 372 730 402 770", w: 42 },
  { d: "M402 770 C410 812 408 870 404 960", w: 84 },
  { d: "M402 742 C366 736 334 716 290 706", w: 24 },
  { d: "M236 762 C240 796 256 818 280 834", w: 12 },
];

const bariumEnema: Scene = {
  id: "barium-enema-ap",
  modality: "Fluoroscopy",
  width: 800,
  height: 960,
  svg: () => {
    const p = "bea";
    return (
      `<defs>${blur(`${p}-soft`, 1.5)}${warp(`${p}-warp`, 0.03, 9, 5)}${mottle(`${p}-bone`, 0.045, 0.045, 3, 0.35, 2)}${blur(`${p}-haze`, 18)}${grain(`${p}-grain`, 0.75, 11)}` +
      `<radialGradient id="${p}-body" cx=".5" cy=".5" r=".62"><stop offset="0" stop-color="#6a6a6a"/><stop offset=".8" stop-color="#5a5a5a"/><stop offset="1" stop-color="#3a3a3a"/></radialGradient></defs>` +
      `<path d="M40 0 L760 0 C790 300 790 700 770 960 L30 960 C10 700 10 300 40 0 Z" fill="url(#${p}-body)"/>` +
      `<g filter="url(#${p}-haze)"><path d="M40 0 L330 0 C300 120 200 230 60 260 Z" fill="#777" opacity=".5"/>` +
      `<path d="M352 180 L300 600 L352 600 Z M448 180 L500 600 L448 600 Z" fill="#6e6e6e" opacity=".6"/></g>` +
      `<g fill="none" stroke="#bdbdbd" stroke-width="15" opacity=".4" filter="url(#${p}-bone)">${lowerRibs(400, [10, 84])}</g>` +
      `<g filter="url(#${p}-bone)" opacity=".7">` +
      [85, 184, 283, 382, 481].map((y) => apVertebra(400, y, 98, 74, 1)).join("") +
      `</g>` +
      `<g transform="translate(0 470)" opacity=".7">${pelvisBonesAP(p, true, 1)}</g>` +
      `<path d="M190 706 C190 730 206 756 236 758 C264 758 280 736 280 712 Z" fill="#e4e4e4" opacity=".5" filter="url(#${p}-soft)"/>` +
      doubleContrast(p, enemaTubes, 800, 960) +
      `<ellipse cx="404" cy="912" rx="32" ry="28" fill="#e8e8e8" opacity=".45" filter="url(#${p}-soft)"/>` +
      `<rect width="800" height="960" filter="url(#${p}-grain)" opacity=".1"/>`
    );
  },
  points: {
    caecum: { x: 190, y: 716, from: "w" },
    ascendingColon: { x: 190, y: 470, from: "w" },
    hepaticFlexure: { x: 238, y: 262, from: "nw" },
    transverseColon: { x: 432, y: 384, from: "s" },
    splenicFlexure: { x: 628, y: 142, from: "ne" },
    descendingColon: { x: 652, y: 430, from: "e" },
    sigmoidColon: { x: 505, y: 712, from: "s" },
    rectum: { x: 440, y: 880, from: "e" },
    terminalIleum: { x: 340, y: 726, from: "s" },
    appendix: { x: 266, y: 826, from: "sw" },
  },
};

export const scenesB: Scene[] = [bariumEnema];
