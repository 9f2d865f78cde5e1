// Part A scenes: neuro, head and neck, spine, thorax, cardiac and vascular images for the starter bank.
// Each scene is drawn from scratch as SVG in the look of its modality (greyscale on black,
// radiological convention: on axial and coronal images the patient's right is on the image's left).
// Nothing is labelled; render.ts adds the arrow. Gradient and filter ids carry a per-scene prefix.
import { rng } from "./random";
import type { Scene } from "../../bank/types";

type P = [number, number];

const f = (n: number): string => (Math.round(n * 10) / 10).toString();

/** A closed (or open) Catmull-Rom spline through the points, as an SVG path `d`. */
function smooth(pts: P[], closed = true): string {
  const n = pts.length;
  const at = (i: number): P =>
    closed ? pts[((i % n) + n) % n]! : pts[Math.max(0, Math.min(n - 1, i))]!;
  let d = `M${f(pts[0]![0])} ${f(pts[0]![1])}`;
  const segs = closed ? n : n - 1;
  for (let i = 0; i < segs; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1: P = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: P = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/** Mirror points about the vertical line x = cx (default: centre of an 800-wide image). */
const mirror = (pts: P[], cx = 400): P[] => pts.map(([x, y]) => [2 * cx - x, y] as P);


const grey = (v: number): string => {
  const c = Math.max(0, Math.min(255, Math.round(v)));
  return `rgb(${c},${c},${c})`;
};

const path = (d: string, fill: string, extra = ""): string => `<path d="${d}" fill="${fill}" ${extra}/>`;
const line = (d: string, stroke: string, width: number, extra = ""): string =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${f(width)}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;
const ell = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}" ${extra}/>`;
const circ = (cx: number, cy: number, r: number, fill: string, extra = ""): string =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}" ${extra}/>`;

/** A soft-edged shape without a blur filter: feathered strokes of the fill colour under the fill. */
function soft(d: string, fill: string, feather = 4, extra = ""): string {
  return (
    `<path d="${d}" fill="${fill}" stroke="${fill}" stroke-width="${f(feather * 2)}" stroke-opacity="0.25" stroke-linejoin="round" ${extra}/>` +
    `<path d="${d}" fill="${fill}" stroke="${fill}" stroke-width="${f(feather)}" stroke-opacity="0.45" stroke-linejoin="round" ${extra}/>`
  );
}

/** Radial gradient that fades a grey from `inner` at the centre to `outer` at the edge. */
const radial = (id: string, stops: [number, string, number?][], extra = ""): string =>
  `<radialGradient id="${id}" ${extra}>${stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`)
    .join("")}</radialGradient>`;
const linear = (id: string, stops: [number, string, number?][], extra = ""): string =>
  `<linearGradient id="${id}" ${extra}>${stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`)
    .join("")}</linearGradient>`;

/**
 * A tiled grain pattern (image noise); `id` is the pattern id to fill with. The grain is kept faint:
 * fine noise makes the WebP encoder work much harder, and rendering the whole bank must stay fast.
 */
function grainDefs(id: string, freq: number, alpha: number, tile = 96, seed = 3): string {
  return (
    `<filter id="${id}-f" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="2" seed="${seed}" stitchTiles="stitch"/>` +
    `<feColorMatrix values="1.6 0 0 0 -0.3 1.6 0 0 0 -0.3 1.6 0 0 0 -0.3 0 0 0 0 ${f(alpha * 0.35)}"/></filter>` +
    `<pattern id="${id}" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse"><rect width="${tile}" height="${tile}" filter="url(#${id}-f)"/></pattern>`
  );
}

/** Points on a closed parametric outline (for body and skull outlines). */
function outline(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  n: number,
  shape: (t: number) => number = () => 1,
): P[] {
  const pts: P[] = [];
  for (let i = 0; i < n; i++) {
    const t = (i / n) * Math.PI * 2;
    const k = shape(t);
    pts.push([cx + Math.cos(t) * rx * k, cy + Math.sin(t) * ry * k]);
  }
  return pts;
}

// ─────────────────────────────────────────────────────────────────────────────────────────────
// Brain: axial T2 at the level of the basal ganglia and foramen of Monro
// ─────────────────────────────────────────────────────────────────────────────────────────────

/** Random-walk sulci from an outline inwards, each with a grey-matter sleeve and a CSF core. */
function sulcusPaths(
  starts: { x: number; y: number; ux: number; uy: number }[],
  rand: () => number,
  opts: { min: number; max: number; sleeve: number; core: number; gm: string; csf: string; branch?: number },
): { gyri: string; sulci: string } {
  let gyri = "";
  let sulci = "";
  for (const s of starts) {
    const len = opts.min + rand() * (opts.max - opts.min);
    const steps = 3;
    let ang = Math.atan2(s.uy, s.ux);
    const pts: P[] = [[s.x, s.y]];
    let x = s.x;
    let y = s.y;
    for (let k = 0; k < steps; k++) {
      ang += (rand() - 0.5) * 0.55;
      x += Math.cos(ang) * (len / steps);
      y += Math.sin(ang) * (len / steps);
      pts.push([x, y]);
    }
    const d = smooth(pts, false);
    gyri += line(d, opts.gm, opts.sleeve);
    sulci += line(d, opts.csf, opts.core);
    if (rand() < (opts.branch ?? 0.6)) {
      const m = pts[1 + Math.floor(rand() * 2)]!;
      const side = rand() > 0.5 ? 1 : -1;
      const bl = 10 + rand() * 16;
      const ba = ang + side * (0.8 + rand() * 0.5);
      const b: P = [m[0] + Math.cos(ba) * bl, m[1] + Math.sin(ba) * bl];
      const bd = smooth([m, [(m[0] + b[0]) / 2 + (rand() - 0.5) * 5, (m[1] + b[1]) / 2 + (rand() - 0.5) * 5], b], false);
      gyri += line(bd, opts.gm, opts.sleeve * 0.8);
      sulci += line(bd, opts.csf, opts.core * 0.8);
    }
  }
  return { gyri, sulci };
}

function brainAxialT2(): string {
  const p = "bat2";
  const CSF = grey(236);
  const GM = grey(142);
  const WM = grey(104);
  const cx = 400;
  const cy = 420;
  const rx = 250;
  const ry = 318;
  // Brain outline: narrower frontally (top), broad occipitally, slight frontal flattening.
  const shape = (t: number) => 1 + 0.045 * Math.sin(t) - 0.025 * Math.cos(4 * t);
  const at = (r: number, n = 72) => outline(cx, cy, rx + r, ry + r, n, shape);

  const rand = rng(7);
  const starts: { x: number; y: number; ux: number; uy: number }[] = [];
  const nS = 70;
  for (let i = 0; i < nS; i++) {
    const t = ((i + 0.5) / nS) * Math.PI * 2 + (rand() - 0.5) * 0.04;
    const c = Math.cos(t);
    const s = Math.sin(t);
    if (Math.abs(c) < 0.06) continue; // interhemispheric fissure
    if (Math.abs(c) > 0.95 && s > -0.22 && s < 0.08) continue; // Sylvian fissure
    const k = shape(t);
    const x = cx + c * rx * k;
    const y = cy + s * ry * k;
    const nx = -c / rx;
    const ny = -s / ry;
    const nl = Math.hypot(nx, ny);
    starts.push({ x, y, ux: nx / nl, uy: ny / nl });
  }
  // medial surface sulci off the interhemispheric fissure (frontal and occipital)
  const { gyri, sulci } = sulcusPaths(starts, rand, {
    min: 18, max: 70, sleeve: 19, core: 1.8, gm: GM, csf: grey(200), branch: 0.5,
  });

  // Patient's left hemisphere (image right) deep structures; mirrored for the right.
  const frontalHorn: P[] = [
    [403, 304], [409, 296], [420, 295], [431, 300], [429, 318], [421, 342], [414, 368], [408, 390], [404, 400],
  ];
  const caudate: P[] = [
    [434, 297], [458, 300], [476, 320], [481, 344], [473, 370], [457, 389], [437, 398], [414, 392], [416, 368], [423, 342], [430, 318],
  ];
  const lentiform: P[] = [
    [474, 404], [486, 364], [498, 332], [512, 318], [523, 344], [528, 380], [528, 420], [521, 454], [506, 478], [494, 470], [486, 444],
  ];
  const pallidus: P[] = [
    [476, 404], [488, 368], [496, 352], [503, 374], [505, 406], [500, 436], [489, 440],
  ];
  const capsule: P[] = [
    [478, 300], [500, 304], [486, 340], [470, 398], [486, 444], [506, 478], [522, 500], [504, 506], [476, 470], [456, 428], [452, 402], [462, 352],
  ];
  const thalamus: P[] = [
    [404, 410], [418, 402], [436, 406], [452, 420], [464, 442], [470, 468], [468, 492], [458, 508], [440, 514], [422, 506], [410, 488], [405, 460],
  ];
  const atrium: P[] = [
    [468, 522], [482, 515], [497, 520], [504, 538], [502, 560], [496, 586], [490, 610], [486, 608], [484, 586], [476, 560], [468, 540],
  ];
  const insula: P[] = [
    [540, 334], [548, 360], [551, 396], [549, 432], [542, 466], [536, 464], [542, 432], [544, 396], [541, 360], [534, 338],
  ];
  const hemi =
    path(smooth(capsule), grey(78)) +
    line(smooth([[526, 326], [533, 370], [534, 416], [527, 458]], false), grey(76), 8) + // external capsule
    line(smooth([[530, 330], [536, 372], [537, 416], [531, 456]], false), grey(122), 2.4) + // claustrum
    soft(smooth(insula), GM, 3) +
    line(smooth([[652, 396], [626, 390], [600, 380], [578, 372], [561, 366]], false), CSF, 5) + // Sylvian fissure
    line(smooth([[560, 338], [561, 366], [562, 400], [559, 436], [552, 462]], false), grey(210), 2.2) + // circular sulcus
    line(smooth([[600, 380], [610, 360], [606, 338]], false), grey(205), 1.8) +
    line(smooth([[590, 376], [602, 398], [622, 410]], false), grey(205), 1.8) +
    line(smooth([[552, 380], [545, 384]], false), grey(200), 1.6) +
    line(smooth([[553, 420], [545, 416]], false), grey(200), 1.6) +
    soft(smooth(lentiform), grey(140), 2.5) +
    soft(smooth(pallidus), grey(104), 2.5) +
    soft(smooth(caudate), grey(146), 2.5) +
    soft(smooth(thalamus), grey(126), 2.5) +
    soft(smooth(frontalHorn), CSF, 1.5) +
    soft(smooth(atrium), CSF, 1.5) +
    ell(489, 542, 8, 11, grey(118), `transform="rotate(-18 489 542)"`); // glomus of the choroid plexus

  const defs =
    `<defs>` +
    radial(`${p}-wm`, [[0, grey(86)], [0.75, WM], [1, grey(104)]]) +
    grainDefs(`${p}-n`, 0.9, 0.1) +
    `<clipPath id="${p}-clip"><path d="${smooth(at(0))}"/></clipPath>` +
    `<g id="${p}-hemi">${hemi}</g>` +
    `</defs>`;

  const genu: P[] = [
    [340, 318], [350, 288], [372, 266], [400, 258], [428, 266], [450, 288], [460, 318], [444, 304], [430, 292], [412, 289], [400, 292], [388, 289], [370, 292], [356, 304],
  ];
  const splenium: P[] = [
    [336, 522], [352, 534], [374, 538], [400, 540], [426, 538], [448, 534], [464, 522], [470, 538], [454, 562], [428, 574], [400, 577], [372, 574], [346, 562], [330, 538],
  ];
  const midline =
    line(smooth([[400, 98], [401, 180], [400, 258]], false), grey(225), 4) +
    line(smooth([[400, 100], [401, 180], [400, 258]], false), grey(70), 1) + // falx
    line(smooth([[400, 578], [399, 660], [400, 742]], false), grey(225), 4.5) +
    line(smooth([[400, 580], [399, 660], [400, 740]], false), grey(70), 1) +
    soft(smooth(genu), grey(66), 2) +
    soft(smooth(splenium), grey(64), 2) +
    line(smooth([[400, 294], [400, 398]], false), grey(112), 3) + // septum pellucidum
    path(smooth([[397, 404], [403, 404], [404, 444], [403, 484], [397, 484], [396, 444]]), CSF) + // third ventricle
    path(smooth([[384, 506], [400, 496], [416, 506], [424, 520], [400, 530], [376, 520]]), grey(218)) + // velum interpositum cistern
    ell(404, 400, 4, 4, grey(80)) +
    ell(396, 400, 4, 4, grey(80)); // columns of the fornix

  return (
    defs +
    `<g>` +
    path(smooth(at(44)), grey(118)) + // skin
    path(smooth(at(41)), grey(172)) + // subcutaneous fat
    path(smooth(at(32)), grey(58)) + // galea
    path(smooth(at(28)), grey(18)) + // outer table
    line(smooth(at(20)), grey(92), 6) + // diploe
    path(smooth(at(14)), grey(20)) + // inner table
    path(smooth(at(7)), grey(226)) + // subarachnoid CSF
    path(smooth(at(0)), GM) +
    `<g clip-path="url(#${p}-clip)">` +
    path(smooth(at(-12)), `url(#${p}-wm)`) +
    gyri +
    sulci +
    `<use href="#${p}-hemi"/>` +
    `<use href="#${p}-hemi" transform="translate(800 0) scale(-1 1)"/>` +
    midline +
    `</g>` +
    `</g>` +
    path(smooth(at(44)), `url(#${p}-n)`)
  );
}

// ─────────────────────────────────────────────────────────────────────────────────────────────
// Brain: midline sagittal T1 (anterior to the image's left)
// ─────────────────────────────────────────────────────────────────────────────────────────────

function brainSagittalT1(): string {
  const p = "bst1";
  // Drawn in millimetres about the anterior commissure (X posterior, Y up), 3.1 px per mm.
  const S = 3.1;
  const M = (pts: [number, number][]): P[] => pts.map(([X, Y]) => [350 + S * X, 370 - S * Y] as P);
  const m = (X: number, Y: number): P => [350 + S * X, 370 - S * Y];
  const CSF = grey(36);
  const GM = grey(118);
  const FAT = grey(228);
  const MARROW = grey(184);
  const VB = grey(160);
  const BONE = grey(14);

  const grow = (pts: P[], d: number, c: P = m(16, 10)): P[] =>
    pts.map(([x, y]) => {
      const dx = x - c[0];
      const dy = y - c[1];
      const l = Math.hypot(dx, dy);
      return [x + (dx / l) * d, y + (dy / l) * d] as P;
    });
  const vault = M([
    [-72, -14], [-75, 5], [-70, 26], [-58, 47], [-40, 65], [-16, 76], [10, 80], [36, 77], [60, 67], [81, 50],
    [96, 29], [104, 8], [104, -12], [100, -26], [93, -46], [80, -62], [62, -72], [52, -73],
  ]);
  const innerTable = vault.concat(M([
    [34, -72], [16, -68], [12, -56], [8, -40], [5, -28], [5, -20], [3, -24], [2, -34], [-5, -38], [-12, -32],
    [-14, -24], [-26, -21], [-45, -22], [-62, -19],
  ]));
  const outerTable = grow(vault, 20).concat(M([[54, -82], [40, -80]])).concat(M([[-40, -30], [-74, -26]]));
  const scalp: P[] = [m(-82, -20), ...grow(vault.slice(1, 15), 34), m(94, -64), m(84, -82), m(40, -60), m(-60, -10)];
  const head: P[] = [
    m(-84, -20), ...grow(vault.slice(1, 15), 40), m(98, -64), m(90, -82), m(86, -110), m(88, -140),
    m(-40, -140), m(-60, -130), m(-82, -112), m(-90, -88), m(-86, -78), m(-90, -67), m(-88, -56), m(-99, -46),
    m(-96, -38), m(-86, -26),
  ];
  const cerebrum = M([
    [-66, -12], [-70, 5], [-66, 25], [-55, 45], [-38, 62], [-15, 72], [10, 76], [35, 74], [58, 64], [78, 48],
    [93, 28], [101, 8], [100, -8], [90, -16], [74, -9], [60, -4], [48, 2], [40, 0], [30, -4], [20, -8],
    [8, -12], [2, -10], [-5, -8], [-12, -11], [-22, -17], [-40, -18], [-56, -16],
  ]);
  const cc = M([
    [-5, -3], [-16, 0], [-22, 10], [-18, 21], [-6, 28], [12, 31], [30, 30], [42, 24], [49, 14], [49, 4], [43, -2],
    [36, 3], [33, 12], [26, 21], [10, 24], [-4, 22], [-12, 14], [-12, 5], [-7, 0],
  ]);
  const fornix = smooth(M([[34, 8], [24, 15], [10, 17], [0, 13], [-3, 6], [-1, 0]]), false);
  const thirdV = M([
    [-6, 8], [6, 14], [24, 16], [34, 8], [34, 1], [26, -1], [14, -6], [8, -10], [2, -11], [-3, -11], [-7, -9],
    [-6, -4],
  ]);
  const midbrain = M([[8, -13], [14, -9], [24, -3], [34, 0], [40, -4], [41, -10], [39, -17], [34, -21], [12, -21], [8, -17]]);
  const pons = M([[12, -21], [34, -21], [33, -32], [33, -46], [14, -48], [6, -45], [2, -37], [3, -28], [7, -22]]);
  const medulla = M([[14, -47], [33, -45], [36, -56], [35, -70], [19, -70], [15, -58]]);
  const cord = M([[19, -70], [35, -70], [38, -100], [40, -140], [26, -140], [23, -100]]);
  const fourth = M([[34, -20], [41, -27], [51, -36], [44, -46], [38, -56], [34, -50], [33, -34]]);
  const cerebellum = M([
    [42, -10], [52, -7], [66, -8], [80, -15], [90, -27], [91, -41], [82, -55], [68, -64], [54, -64], [44, -57],
    [40, -52], [47, -44], [52, -36], [44, -26], [40, -18],
  ]);
  const tectum = M([[33, 0], [38, -1], [41, -5], [39, -9], [41, -13], [39, -18], [34, -20], [34, -10]]);

  // medial cortex: sulci running in from the convexity towards the corpus callosum
  const rand = rng(29);
  const starts: { x: number; y: number; ux: number; uy: number }[] = [];
  const convex = cerebrum.slice(0, 13);
  for (let i = 0; i < 15; i++) {
    const k = (i + 0.6) / 15.4;
    const idx = 1 + k * 11;
    const a = convex[Math.floor(idx)]!;
    const b = convex[Math.min(convex.length - 1, Math.floor(idx) + 1)]!;
    const fr = idx - Math.floor(idx);
    const x = a[0] + (b[0] - a[0]) * fr;
    const y = a[1] + (b[1] - a[1]) * fr;
    const c = m(14, 14);
    const dx = c[0] - x;
    const dy = c[1] - y;
    const d = Math.hypot(dx, dy);
    starts.push({ x, y, ux: dx / d, uy: dy / d });
  }
  const { gyri, sulci } = sulcusPaths(starts, rand, {
    min: 36, max: 70, sleeve: 17, core: 2.2, gm: GM, csf: grey(44), branch: 0.45,
  });
  const cingulateSulcus = smooth(M([[-14, -8], [-26, 8], [-24, 28], [-8, 42], [14, 46], [34, 44], [48, 40], [54, 50], [56, 60]]), false);
  const callosalSulcus = smooth(M([[-6, -6], [-18, 2], [-24, 12], [-20, 24], [-6, 31], [12, 34], [30, 33], [44, 27], [52, 14], [52, 3]]), false);

  // arbor vitae: white matter fanning from the fastigium, folia between
  let arbor = "";
  let folia = "";
  const fc = m(52, -36);
  for (let i = 0; i < 9; i++) {
    const a = -1.5 + i * 0.36;
    const r = 78 + (i % 2) * 8;
    const ex = fc[0] + Math.cos(a) * r;
    const ey = fc[1] + Math.sin(a) * r * 0.95;
    const mx = fc[0] + Math.cos(a) * r * 0.5;
    const my = fc[1] + Math.sin(a) * r * 0.48;
    arbor += line(smooth([fc, [mx, my], [ex, ey]], false), grey(158), 6 - (i % 3));
    for (const side of [-1, 1]) {
      arbor += line(smooth([[mx, my], [mx + Math.cos(a + side * 0.7) * 22, my + Math.sin(a + side * 0.7) * 20]], false), grey(146), 3);
    }
    const fa = a + 0.18;
    folia += line(
      smooth([[fc[0] + Math.cos(fa) * 44, fc[1] + Math.sin(fa) * 42], [fc[0] + Math.cos(fa) * 110, fc[1] + Math.sin(fa) * 104]], false),
      grey(48),
      2,
    );
  }

  const defs =
    `<defs>` +
    grainDefs(`${p}-n`, 0.9, 0.1) +
    `<clipPath id="${p}-cb"><path d="${smooth(cerebellum)}"/></clipPath>` +
    `<clipPath id="${p}-cr"><path d="${smooth(cerebrum)}"/></clipPath>` +
    `</defs>`;

  return (
    defs +
    path(smooth(head), grey(92)) +
    // face and upper neck below the skull base
    path(smooth(M([[-84, -26], [-40, -26], [-16, -40], [-16, -76], [-70, -80], [-84, -56]])), grey(64)) +
    path(smooth(M([[-78, -30], [-46, -30], [-30, -40], [-28, -74], [-66, -76], [-80, -56]])), grey(22)) + // nasal cavity
    line(smooth(M([[-70, -44], [-50, -52], [-36, -64]]), false), grey(84), 14) + // turbinate
    path(smooth(M([[-30, -25], [-14, -27], [-4, -40], [-2, -52], [-18, -56], [-32, -50]])), grey(8)) + // sphenoid sinus
    path(smooth(M([[-74, -79], [-18, -78], [-14, -83], [-74, -86]])), MARROW) + // hard palate
    path(smooth(M([[-70, -90], [-14, -88], [2, -104], [6, -140], [-70, -140]])), grey(90)) + // tongue
    line(smooth(M([[-60, -100], [-30, -100], [-6, -118]]), false), grey(150), 3) +
    path(smooth(M([[-14, -82], [-4, -78], [4, -90], [-6, -104], [-14, -98]])), grey(92)) + // soft palate
    path(smooth(M([[-6, -56], [8, -60], [8, -100], [6, -140], [0, -140], [-2, -104], [-12, -80]])), grey(8)) + // pharynx
    path(smooth(M([[8, -60], [14, -62], [16, -140], [8, -140]])), grey(70)) + // prevertebral muscles
    path(smooth(M([[46, -74], [96, -64], [98, -140], [44, -140]])), grey(84)) + // nuchal muscles
    line(smooth(M([[60, -90], [90, -100]]), false), grey(180), 3) +
    // scalp, skull and clivus
    path(smooth(scalp), FAT) +
    path(smooth(outerTable), BONE) +
    path(smooth(grow(vault, 13).concat(M([[52, -77], [40, -76]])).concat(M([[-40, -27], [-72, -22]]))), grey(150)) + // diploe
    path(smooth(grow(vault, 5).concat(M([[52, -75], [36, -74]])).concat(M([[-40, -24], [-70, -18]]))), BONE) +
    path(smooth(M([[4, -20], [7, -26], [11, -44], [16, -66], [10, -70], [0, -56], [-4, -42], [2, -30]])), MARROW, `stroke="${BONE}" stroke-width="4"`) + // clivus and dorsum sellae
    path(smooth(innerTable), CSF) +
    // sella: pituitary gland, infundibulum, chiasm
    path(smooth(M([[-11, -28], [-4, -27], [2, -29], [2, -34], [-4, -36.5], [-10, -34]])), grey(122)) +
    ell(m(0, -32)[0], m(0, -32)[1], 5, 7, grey(222)) + // posterior pituitary bright spot
    // cerebral hemisphere medial surface
    path(smooth(cerebrum), GM) +
    `<g clip-path="url(#${p}-cr)">` +
    path(smooth(cerebrum.map(([x, y]): P => [404 + (x - 404) * 0.8, 300 + (y - 300) * 0.78])), grey(150)) +
    gyri +
    sulci +
    line(cingulateSulcus, grey(150), 16) +
    line(cingulateSulcus, GM, 9) +
    line(cingulateSulcus, grey(44), 2.4) +
    line(smooth(M([[74, 58], [70, 36], [58, 12], [50, 4]]), false), GM, 14) +
    line(smooth(M([[74, 58], [70, 36], [58, 12], [50, 4]]), false), grey(40), 3) + // parieto-occipital sulcus
    line(smooth(M([[58, 10], [80, 8], [100, 4]]), false), GM, 14) +
    line(smooth(M([[58, 10], [80, 8], [100, 4]]), false), grey(40), 3) + // calcarine sulcus
    line(callosalSulcus, GM, 22) +
    line(callosalSulcus, CSF, 4) +
    `</g>` +
    path(smooth(thirdV), CSF) +
    line(smooth(M([[-1, -12], [-3, -19], [-5, -27]]), false), grey(120), 5) + // infundibulum
    line(smooth(M([[-17, -16.5], [-10, -14.5], [-4, -13]]), false), grey(130), 10) + // optic chiasm
    path(smooth(cc), grey(200)) +
    path(smooth(M([[-4, 22], [10, 24], [26, 21], [33, 12], [28, 12], [12, 16], [0, 12]])), grey(78)) + // septum pellucidum
    ell(m(12, 6)[0], m(12, 6)[1], 17, 12, grey(124)) + // massa intermedia
    line(fornix, grey(176), 8) +
    ell(m(0, 0)[0], m(0, 0)[1], 6, 5, grey(180)) + // anterior commissure
    ell(m(7, -12)[0], m(7, -12)[1], 9, 8, grey(128)) + // mammillary body
    path(smooth(M([[32, 4], [38, 8], [44, 7], [42, 2], [36, 1]])), grey(120)) + // pineal gland
    // posterior fossa
    path(smooth(cerebellum), GM) +
    `<g clip-path="url(#${p}-cb)">` + arbor + folia + `</g>` +
    soft(smooth(midbrain), grey(140), 2) +
    soft(smooth(pons), grey(150), 2) +
    soft(smooth(medulla), grey(144), 2) +
    soft(smooth(cord), grey(140), 2) +
    soft(smooth(tectum), grey(128), 1.5) +
    path(smooth(fourth), CSF) +
    line(smooth(M([[27, -1], [30, -8], [32, -14], [34, -20]]), false), CSF, 4) + // aqueduct
    // upper cervical spine
    path(smooth(M([[6, -74], [13, -73], [15, -79], [12, -85], [5, -84], [3, -79]])), VB, `stroke="${grey(30)}" stroke-width="2"`) + // anterior arch of atlas
    path(smooth(M([[16, -70], [20, -70], [23, -82], [24, -98], [12, -100], [13, -84]])), VB, `stroke="${grey(30)}" stroke-width="2"`) + // dens
    path(smooth(M([[11, -102], [26, -101], [27, -118], [12, -120]])), VB, `stroke="${grey(30)}" stroke-width="2"`) + // C2 body
    path(smooth(M([[11, -123], [27, -122], [28, -138], [12, -140]])), VB, `stroke="${grey(30)}" stroke-width="2"`) +
    path(smooth(M([[50, -77], [62, -76], [63, -84], [51, -85]])), VB, `stroke="${grey(30)}" stroke-width="2"`) + // posterior arch of atlas
    path(smooth(M([[46, -100], [70, -98], [76, -110], [50, -114]])), VB, `stroke="${grey(30)}" stroke-width="2"`) + // C2 spinous process
    path(smooth(head), `url(#${p}-n)`)
  );
}

// ─────────────────────────────────────────────────────────────────────────────────────────────
// Circle of Willis: axial maximum-intensity projection of a time-of-flight MR angiogram
// ─────────────────────────────────────────────────────────────────────────────────────────────

/** A bright tubular vessel (MIP / contrast look): soft halo, body and brighter core. */
function vessel(pts: P[], w: number, body = 236, halo = 110): string {
  const d = smooth(pts, false);
  return (
    line(d, grey(halo), w + 5, `stroke-opacity="0.45"`) +
    line(d, grey(body), w) +
    line(d, grey(Math.min(255, body + 22)), Math.max(1, w * 0.42))
  );
}

function cowMra(): string {
  const p = "cow";
  const both = (pts: P[], w: number, body?: number) => vessel(pts, w, body) + vessel(mirror(pts), w, body);
  const head = outline(400, 420, 300, 360, 40, (t) => 1 + 0.04 * Math.sin(t));
  const brain = outline(400, 430, 262, 318, 40, (t) => 1 + 0.05 * Math.sin(t));
  const rand = rng(5);
  // small cortical branches (faint, thin) fanning out from the M2 trunks
  let cortical = "";
  for (const side of [1, -1]) {
    const roots: P[] = [[210, 372], [196, 394], [204, 430], [190, 460], [220, 320], [176, 500]];
    for (const [rx0, ry0] of roots) {
      const sx = side === 1 ? rx0 : 800 - rx0;
      const len = 30 + rand() * 26;
      const ang = Math.PI + (rand() - 0.5) * 2.2;
      const dir = side === 1 ? ang : Math.PI - ang;
      const mx = sx + Math.cos(dir) * len * 0.5 + (rand() - 0.5) * 16;
      const my = ry0 + Math.sin(dir) * len * 0.5 + (rand() - 0.5) * 16;
      const ex = sx + Math.cos(dir) * len;
      const ey = ry0 + Math.sin(dir) * len;
      cortical += vessel([[sx, ry0], [mx, my], [ex, ey]], 2.4, 178, 80);
    }
  }
  const defs = `<defs>` + grainDefs(`${p}-n`, 0.8, 0.14) + `</defs>`;
  return (
    defs +
    path(smooth(head), grey(58)) + // subcutaneous fat (only partly suppressed)
    path(smooth(outline(400, 420, 288, 348, 40, (t) => 1 + 0.04 * Math.sin(t))), grey(30)) +
    path(smooth(brain), grey(44)) +
    // orbits: fat moderately bright, globes dark
    path(smooth([[250, 90], [330, 84], [352, 150], [332, 230], [280, 236], [236, 170]]), grey(78)) +
    path(smooth(mirror([[250, 90], [330, 84], [352, 150], [332, 230], [280, 236], [236, 170]])), grey(78)) +
    ell(288, 118, 44, 38, grey(26)) +
    ell(512, 118, 44, 38, grey(26)) +
    path(smooth([[360, 380], [440, 380], [452, 470], [400, 520], [348, 470]]), grey(36)) + // brainstem
    // external carotid branches near the scalp
    both([[178, 560], [160, 470], [150, 380], [158, 300]], 3, 150) +
    both([[236, 520], [214, 450], [206, 390]], 2.6, 140) +
    cortical +
    // internal carotid arteries: petrous and cavernous segments, then the termination
    both([[284, 500], [304, 478], [322, 458], [330, 432], [326, 402], [332, 372], [344, 372], [350, 386]], 16) +
    // ophthalmic arteries
    both([[334, 372], [318, 320], [300, 260], [292, 200], [296, 150]], 3.2, 200) +
    // M1 and M2
    both([[348, 386], [320, 381], [290, 376], [262, 374]], 12) +
    both([[262, 374], [236, 366], [210, 370], [190, 392]], 8) +
    both([[262, 374], [238, 392], [214, 418], [196, 456]], 8) +
    both([[236, 366], [222, 330], [216, 296]], 4.5, 210) +
    both([[214, 418], [188, 440], [170, 486]], 4.5, 210) +
    // A1, anterior communicating artery and A2
    both([[350, 384], [364, 370], [380, 356], [394, 346]], 8.5) +
    vessel([[393, 346], [407, 346]], 5.5) +
    vessel([[394, 346], [391, 300], [390, 250], [393, 200], [398, 150]], 7.5) +
    vessel([[406, 346], [409, 300], [410, 250], [407, 200], [403, 150]], 7.5) +
    both([[391, 250], [368, 210], [352, 170]], 4, 200) +
    // posterior communicating arteries
    both([[346, 394], [352, 412], [358, 432], [364, 448]], 5) +
    // vertebral arteries converging on the basilar artery
    both([[350, 630], [362, 590], [378, 548], [392, 520], [398, 508]], 11) +
    vessel([[400, 512], [400, 490], [400, 468], [400, 458]], 15) +
    // superior cerebellar arteries
    both([[398, 468], [378, 472], [356, 482], [334, 506], [326, 540], [334, 574]], 5, 214) +
    // P1, P2 and the posterior cerebral arteries around the midbrain
    both([[400, 458], [386, 452], [372, 449], [362, 449]], 9) +
    both([[362, 449], [336, 464], [308, 496], [292, 540], [294, 590], [308, 640], [330, 690]], 8.5) +
    both([[294, 590], [268, 620], [254, 662]], 4.5, 210) +
    path(smooth(head), `url(#${p}-n)`)
  );
}

// ─────────────────────────────────────────────────────────────────────────────────────────────
// Neck: contrast-enhanced axial CT at the level of the hyoid bone (C3), soft-tissue window
// ─────────────────────────────────────────────────────────────────────────────────────────────

/** CT soft-tissue window (W400 L40): Hounsfield units to grey. */
const hu = (v: number): string => grey(((v + 160) / 400) * 255);

function neckAxialCt(): string {
  const p = "nct";
  const FAT = hu(-100);
  const MUSCLE = hu(52);
  const BONE = hu(900);
  const half: P[] = [
    [400, 176], [330, 183], [262, 206], [205, 246], [168, 300], [150, 370], [146, 440], [156, 510], [180, 580],
    [222, 640], [290, 686], [360, 706],
  ];
  const body = [...half, [400, 709] as P, ...mirror(half).reverse().slice(0, -1)];
  const both = (s: (pts: P[]) => string, pts: P[]) => s(pts) + s(mirror(pts));
  const muscle = (pts: P[]) => soft(smooth(pts), MUSCLE, 2.5);
  const defs = `<defs>` + grainDefs(`${p}-n`, 0.85, 0.1) + `<clipPath id="${p}-clip"><path d="${smooth(body)}"/></clipPath></defs>`;
  return (
    defs +
    path(smooth(body), hu(20)) + // skin
    `<g clip-path="url(#${p}-clip)">` +
    path(smooth(body.map(([x, y]): P => [400 + (x - 400) * 0.975, 440 + (y - 440) * 0.975])), FAT) +
    // posterior neck muscles (trapezius, splenius, semispinalis, levator scapulae) with fat planes
    path(smooth([[196, 520], [250, 500], [330, 520], [400, 560], [470, 520], [550, 500], [604, 520], [620, 600], [560, 664], [470, 690], [400, 694], [330, 690], [240, 664], [180, 600]]), MUSCLE) +
    line(smooth([[400, 600], [400, 690]], false), FAT, 3) + // nuchal ligament / midline
    both((q) => line(smooth(q, false), FAT, 2.5), [[330, 600], [270, 640], [240, 668]]) +
    both((q) => line(smooth(q, false), FAT, 2.5), [[250, 560], [300, 590], [340, 640], [360, 690]]) +
    both((q) => line(smooth(q, false), FAT, 2.5), [[200, 560], [260, 620], [300, 680]]) +
    // sternocleidomastoid
    both(muscle, [[226, 366], [236, 380], [222, 420], [196, 462], [170, 478], [160, 464], [172, 428], [200, 384]]) +
    // platysma, anterior bellies of digastric, hyoglossus / middle constrictor beside the greater horns
    both((q) => line(smooth(q, false), MUSCLE, 3), [[392, 190], [320, 198], [262, 222], [216, 262], [186, 318]]) +
    both(muscle, [[392, 204], [392, 250], [360, 262], [344, 244], [356, 212]]) +
    both(muscle, [[296, 338], [312, 306], [336, 288], [342, 318], [326, 352], [304, 368]]) +
    // submandibular glands
    both((q) => soft(smooth(q), hu(84), 2.5), [[236, 276], [262, 254], [300, 258], [322, 282], [318, 316], [292, 336], [256, 334], [232, 310]]) +
    // pharyngeal constrictors and longus colli / capitis
    path(smooth([[318, 350], [360, 418], [400, 426], [440, 418], [482, 350], [474, 340], [432, 404], [400, 410], [368, 404], [326, 340]]), MUSCLE) +
    both(muscle, [[360, 432], [396, 432], [396, 462], [366, 466], [350, 452]]) +
    // carotid sheath: ECA, ICA, IJV; level II nodes
    both((q) => soft(smooth(q), hu(170), 2), [[226, 416], [246, 414], [264, 424], [262, 442], [244, 448], [226, 440]]) +
    both((q) => circ(q[0]![0], q[0]![1], 12.5, hu(290)), [[282, 418]]) +
    both((q) => circ(q[0]![0], q[0]![1], 8.5, hu(290)), [[298, 390]]) +
    both((q) => ell(q[0]![0], q[0]![1], 9, 7, hu(62)), [[226, 384]]) +
    both((q) => ell(q[0]![0], q[0]![1], 6, 5, hu(62)), [[254, 470]]) +
    // hyoid bone (body and greater horns)
    line(smooth([[306, 338], [322, 306], [350, 280], [400, 266], [450, 280], [478, 306], [494, 338]], false), BONE, 11) +
    line(smooth([[306, 338], [322, 306], [350, 280], [400, 266], [450, 280], [478, 306], [494, 338]], false), hu(380), 4) +
    // pre-epiglottic fat, valleculae, epiglottis, airway
    path(smooth([[350, 292], [400, 282], [450, 292], [452, 312], [400, 318], [348, 312]]), FAT) +
    path(smooth([[350, 318], [374, 308], [396, 314], [396, 334], [372, 338], [352, 332]]), grey(0)) +
    path(smooth(mirror([[350, 318], [374, 308], [396, 314], [396, 334], [372, 338], [352, 332]])), grey(0)) +
    line(smooth([[336, 324], [362, 340], [400, 347], [438, 340], [464, 324]], false), hu(70), 8) + // epiglottis
    path(smooth([[330, 354], [366, 356], [400, 360], [434, 356], [470, 354], [460, 384], [430, 398], [400, 402], [370, 398], [340, 384]]), grey(0)) +
    // C3 vertebra: body, transverse foramina with vertebral arteries, posterior arch, bifid spinous process
    ell(400, 492, 40, 31, BONE) +
    ell(400, 492, 35, 26, hu(330)) +
    both((q) => path(smooth(q), BONE), [[366, 478], [340, 474], [318, 484], [316, 506], [338, 514], [362, 508]]) +
    both((q) => circ(q[0]![0], q[0]![1], 8, hu(80)), [[342, 494]]) +
    both((q) => circ(q[0]![0], q[0]![1], 6.5, hu(300)), [[342, 494]]) +
    both((q) => path(smooth(q), BONE), [[368, 516], [350, 526], [340, 552], [356, 572], [380, 600], [394, 622], [400, 608], [386, 590], [366, 560], [372, 530]]) +
    path(smooth([[372, 524], [400, 520], [428, 524], [440, 550], [424, 578], [400, 586], [376, 578], [360, 550]]), hu(12)) + // thecal sac
    ell(400, 548, 22, 15, hu(36)) + // spinal cord
    `</g>` +
    path(smooth(body), `url(#${p}-n)`)
  );
}

// ─────────────────────────────────────────────────────────────────────────────────────────────
// Paranasal sinuses: coronal CT through the ostiomeatal complex, bone window
// ─────────────────────────────────────────────────────────────────────────────────────────────

function sinusCoronalCt(): string {
  const p = "sct";
  const BONE = grey(236);
  const SOFT = grey(84);
  const FAT = grey(62);
  const AIR = grey(4);
  const both = (s: (pts: P[]) => string, pts: P[]) => s(pts) + s(mirror(pts));
  const bone = (w: number) => (pts: P[]) => line(smooth(pts, false), BONE, w);
  const fill = (c: string) => (pts: P[]) => path(smooth(pts), c);
  const face: P[] = [
    [400, 40], [300, 54], [210, 96], [146, 168], [112, 260], [104, 360], [112, 460], [132, 560], [170, 650],
    [230, 720], [310, 762], [400, 774],
  ];
  const faceAll = [...face, ...mirror(face).reverse().slice(1, -1)];
  const vaultOut: P[] = [[400, 66], [306, 80], [226, 120], [170, 182], [140, 262]];
  const vaultIn: P[] = [[400, 92], [314, 104], [242, 140], [192, 196], [166, 266]];
  const orbit: P[] = [[346, 268], [318, 238], [276, 228], [230, 240], [196, 276], [188, 326], [202, 372], [236, 398], [282, 404], [322, 396], [344, 380], [348, 330]];
  const maxillary: P[] = [[334, 404], [300, 410], [262, 410], [224, 420], [198, 452], [192, 496], [206, 532], [246, 550], [300, 552], [330, 540], [334, 480]];
  const rand = rng(41);
  let ethmoid = "";
  // ethmoid septa: an irregular honeycomb of thin bony walls
  for (const y of [298, 316, 334]) {
    const jitter = (rand() - 0.5) * 6;
    ethmoid += line(smooth([[350, y + jitter], [368, y + jitter + (rand() - 0.5) * 6], [386, y + jitter]], false), grey(175), 1.8);
    ethmoid += line(smooth(mirror([[350, y + jitter], [368, y + jitter + (rand() - 0.5) * 6], [386, y + jitter]]), false), grey(175), 1.8);
  }
  for (const [x, y0, y1] of [[366, 280, 298], [372, 298, 316], [362, 316, 334], [376, 316, 334], [368, 334, 350]] as const) {
    ethmoid += line(`M${x} ${y0}L${x + (rand() - 0.5) * 6} ${y1}`, grey(175), 1.8);
    ethmoid += line(`M${800 - x} ${y0}L${800 - x + (rand() - 0.5) * 6} ${y1}`, grey(175), 1.8);
  }
  const defs = `<defs>` + grainDefs(`${p}-n`, 0.9, 0.1) + `<clipPath id="${p}-clip"><path d="${smooth(faceAll)}"/></clipPath></defs>`;
  return (
    defs +
    path(smooth(faceAll), SOFT) +
    `<g clip-path="url(#${p}-clip)">` +
    // skull vault and brain
    path(smooth([...vaultOut, [120, 300], [680, 300], ...mirror(vaultOut).reverse()]), BONE) +
    path(smooth([...vaultIn, [170, 300], [630, 300], ...mirror(vaultIn).reverse()]), grey(150)) +
    path(smooth([[400, 100], [318, 112], [250, 148], [202, 200], [178, 268], [196, 282], [620, 282], [604, 268], [600, 200], [550, 148], [482, 112]]), grey(96)) +
    line(smooth([[400, 104], [400, 240]], false), grey(130), 2) + // falx
    // temporalis and masseter, lateral soft tissues
    both(fill(grey(98)), [[150, 230], [178, 250], [180, 360], [160, 460], [130, 420], [124, 300]]) +
    // zygoma and lateral orbital wall
    both(fill(BONE), [[196, 276], [186, 262], [170, 300], [160, 380], [166, 430], [196, 440], [206, 404], [192, 360], [190, 316]]) +
    // orbits: roof, floor and medial wall with fat, muscles and optic nerve
    both(fill(BONE), orbit.map(([x, y]): P => [400 + (x - 400) * 1.0 + (x < 400 ? -6 : 6), 318 + (y - 318) * 1.06])) +
    both(fill(FAT), orbit) +
    both((q) => ell(q[0]![0], q[0]![1], 30, 10, SOFT, `transform="rotate(-6 ${q[0]![0]} ${q[0]![1]})"`), [[274, 244]]) + // superior rectus / levator
    both((q) => ell(q[0]![0], q[0]![1], 8, 26, SOFT), [[206, 320]]) + // lateral rectus
    both((q) => ell(q[0]![0], q[0]![1], 9, 26, SOFT), [[334, 318]]) + // medial rectus
    both((q) => ell(q[0]![0], q[0]![1], 28, 9, SOFT), [[276, 390]]) + // inferior rectus
    both((q) => ell(q[0]![0], q[0]![1], 7, 6, SOFT), [[326, 262]]) + // superior oblique
    both((q) => circ(q[0]![0], q[0]![1], 11, grey(100)), [[278, 318]]) + // optic nerve
    both(bone(3), [[346, 270], [348, 310], [347, 350], [344, 384]]) + // lamina papyracea
    // anterior cranial fossa floor: orbital roofs, fovea ethmoidalis, cribriform plate, crista galli
    both(bone(5), [[190, 272], [230, 238], [276, 226], [318, 236], [346, 262], [372, 270], [386, 280], [392, 294], [400, 296]]) +
    path(smooth([[394, 298], [396, 264], [400, 244], [404, 264], [406, 298]]), BONE) +
    // ethmoid air cells
    both(fill(AIR), [[352, 276], [386, 286], [388, 340], [378, 372], [352, 382]]) +
    ethmoid +
    both((q) => path(smooth(q), AIR, `stroke="${grey(200)}" stroke-width="2"`), [[350, 332], [370, 330], [376, 352], [366, 370], [350, 372]]) + // ethmoid bulla
    // maxillary sinuses
    both(fill(BONE), maxillary.map(([x, y]): P => [400 + (x - 400) * 1.04, 480 + (y - 480) * 1.05])) +
    both(fill(AIR), maxillary) +
    both((q) => circ(q[0]![0], q[0]![1], 5, SOFT, `stroke="${BONE}" stroke-width="3"`), [[268, 408]]) + // infraorbital canal
    // nasal cavity: olfactory cleft, middle and inferior meatus
    path(smooth([[398, 298], [390, 300], [384, 372], [356, 376], [344, 430], [336, 462], [332, 540], [400, 556], [468, 540], [464, 462], [456, 430], [444, 376], [416, 372], [410, 300], [402, 298]]), AIR) +
    both(bone(4), [[336, 456], [334, 500], [332, 540]]) + // lateral nasal wall
    // ethmoidal infundibulum (air) leading up from the maxillary ostium, and the uncinate process
    both((q) => line(smooth(q, false), AIR, 7), [[318, 436], [332, 418], [342, 398], [348, 378]]) +
    both((q) => line(smooth(q, false), SOFT, 7), [[338, 456], [346, 430], [353, 404], [358, 382]]) +
    both((q) => line(smooth(q, false), grey(222), 3), [[338, 456], [346, 430], [353, 404], [358, 382]]) +
    // middle turbinates
    both((q) => line(smooth(q, false), SOFT, 12), [[390, 302], [387, 350], [382, 398], [376, 428], [366, 440]]) +
    both((q) => line(smooth(q, false), grey(205), 3), [[390, 302], [387, 350], [382, 398], [377, 426], [368, 436]]) +
    // inferior turbinates, attached to the lateral nasal wall
    both((q) => path(smooth(q), SOFT), [[334, 466], [354, 462], [376, 474], [384, 498], [372, 520], [346, 522], [334, 506]]) +
    both((q) => line(smooth(q, false), grey(205), 3.5), [[334, 472], [354, 470], [370, 482], [372, 500], [356, 510]]) +
    // nasal septum
    line(smooth([[400, 296], [400, 420], [400, 548]], false), SOFT, 12) +
    line(smooth([[400, 296], [401, 420], [400, 548]], false), grey(210), 3.5) +
    // hard palate, alveolar processes and teeth, tongue, mandible
    path(smooth([[230, 548], [330, 548], [400, 556], [470, 548], [570, 548], [574, 566], [470, 568], [400, 574], [330, 568], [226, 566]]), BONE) +
    both(fill(BONE), [[212, 560], [260, 560], [268, 610], [250, 624], [218, 620], [206, 590]]) +
    both((q) => path(smooth(q), grey(255)), [[218, 606], [258, 604], [262, 636], [220, 640]]) +
    path(smooth([[280, 590], [400, 600], [520, 590], [540, 690], [400, 720], [260, 690]]), grey(96)) +
    both(fill(BONE), [[196, 640], [236, 640], [250, 740], [214, 760], [190, 700]]) +
    `</g>` +
    path(smooth(faceAll), `url(#${p}-n)`)
  );
}

// ─────────────────────────────────────────────────────────────────────────────────────────────
// Thyroid: transverse ultrasound (linear probe) at the level of the isthmus
// ─────────────────────────────────────────────────────────────────────────────────────────────

/** Ultrasound speckle: a multiplied, laterally elongated noise tile. */
function speckleDefs(id: string, seed = 7): string {
  return (
    `<filter id="${id}-f" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.16 0.42" numOctaves="2" seed="${seed}" stitchTiles="stitch"/>` +
    `<feColorMatrix values="2.4 0 0 0 -0.55 2.4 0 0 0 -0.55 2.4 0 0 0 -0.55 0 0 0 0 1"/></filter>` +
    `<pattern id="${id}" width="128" height="128" patternUnits="userSpaceOnUse"><rect width="128" height="128" filter="url(#${id}-f)"/></pattern>`
  );
}

function thyroidUs(): string {
  const p = "tus";
  const X0 = 100;
  const X1 = 700;
  const Y0 = 60;
  const Y1 = 680;
  const both = (s: (pts: P[]) => string, pts: P[]) => s(pts) + s(mirror(pts));
  const blob = (c: string, feather = 5) => (pts: P[]) => soft(smooth(pts), c, feather);
  const lobe: P[] = [[246, 172], [300, 160], [346, 178], [362, 218], [356, 268], [330, 312], [284, 326], [236, 310], [212, 268], [216, 214]];
  const defs =
    `<defs>` +
    speckleDefs(`${p}-s`) +
    linear(`${p}-tgc`, [[0, "#fff", 0], [0.55, "#000", 0.15], [1, "#000", 0.55]], `x1="0" y1="0" x2="0" y2="1"`) +
    linear(`${p}-shadow`, [[0, grey(40)], [1, grey(6)]], `x1="0" y1="0" x2="0" y2="1"`) +
    radial(`${p}-enh`, [[0, grey(150), 0.6], [1, grey(150), 0]]) +
    `<clipPath id="${p}-clip"><rect x="${X0}" y="${Y0}" width="${X1 - X0}" height="${Y1 - Y0}"/></clipPath>` +
    `</defs>`;
  const ticks = Array.from({ length: 12 }, (_, i) => circ(X1 + 14, Y0 + 10 + i * 52, i % 5 === 0 ? 3 : 2, grey(150))).join("");
  return (
    defs +
    `<g clip-path="url(#${p}-clip)">` +
    `<rect x="${X0}" y="${Y0}" width="${X1 - X0}" height="${Y1 - Y0}" fill="${grey(92)}"/>` +
    // deep tissues: prevertebral, vertebral body with acoustic shadow
    path(smooth([[100, 470], [250, 440], [400, 428], [550, 440], [700, 470], [700, 680], [100, 680]]), grey(40)) +
    line(smooth([[300, 470], [350, 452], [400, 448], [450, 452], [500, 470]], false), grey(200), 7) + // anterior vertebral cortex
    path(smooth([[300, 476], [350, 458], [400, 454], [450, 458], [500, 476], [520, 560], [520, 680], [280, 680], [280, 560]]), grey(10)) +
    // subcutaneous tissue and skin
    `<rect x="${X0}" y="${Y0}" width="${X1 - X0}" height="8" fill="${grey(200)}"/>` +
    line(smooth([[100, 96], [400, 92], [700, 96]], false), grey(150), 3) + // platysma / fascia
    // sternocleidomastoid and strap muscles (hypoechoic, with fibrillar lines)
    both(blob(grey(46)), [[100, 110], [200, 104], [268, 120], [250, 160], [180, 186], [100, 190]]) +
    both(blob(grey(48)), [[262, 112], [330, 112], [396, 118], [396, 136], [340, 150], [276, 152]]) +
    both((q) => line(smooth(q, false), grey(110), 1.5, `stroke-opacity="0.6"`), [[120, 140], [200, 134], [248, 140]]) +
    both((q) => line(smooth(q, false), grey(110), 1.5, `stroke-opacity="0.6"`), [[286, 132], [340, 128], [390, 128]]) +
    // thyroid lobes and isthmus (homogeneous, brighter than muscle)
    both(blob(grey(158), 4), lobe) +
    path(smooth([[300, 162], [360, 150], [400, 146], [440, 150], [500, 162], [492, 196], [440, 188], [400, 186], [360, 188], [308, 196]]), grey(158)) +
    line(smooth([[246, 170], [300, 158], [360, 146], [400, 142], [440, 146], [500, 158], [554, 170]], false), grey(210), 2.5) + // capsule
    // trachea: bright air interface, reverberation and shadow
    path(smooth([[340, 236], [362, 208], [400, 196], [438, 208], [460, 236], [470, 480], [330, 480]]), `url(#${p}-shadow)`) +
    line(smooth([[344, 236], [364, 212], [400, 200], [436, 212], [456, 236]], false), grey(235), 6) +
    line(smooth([[352, 270], [372, 250], [400, 242], [428, 250], [448, 270]], false), grey(110), 4) +
    line(smooth([[360, 306], [378, 290], [400, 284], [422, 290], [440, 306]], false), grey(70), 3) +
    // common carotid arteries (anechoic, bright walls, posterior enhancement) and internal jugular veins
    both((q) => ell(q[0]![0], q[0]![1], 46, 30, `url(#${p}-enh)`), [[184, 330]]) +
    both((q) => circ(q[0]![0], q[0]![1], 40, grey(4), `stroke="${grey(200)}" stroke-width="4"`), [[184, 272]]) +
    both((q) => path(smooth(q), grey(6), `stroke="${grey(150)}" stroke-width="2"`), [[108, 214], [136, 200], [170, 208], [178, 230], [154, 246], [118, 244]]) +
    both((q) => line(smooth(q, false), grey(170), 2), [[110, 196], [180, 192], [250, 200], [300, 230]]) + // fascial planes
    // oesophagus (patient's left, behind the trachea): hypoechoic wall, echogenic mucosa
    ell(484, 338, 38, 24, grey(34), `stroke="${grey(90)}" stroke-width="3"`) +
    line(smooth([[460, 338], [484, 334], [508, 338]], false), grey(190), 4) +
    // longus colli
    both(blob(grey(44)), [[300, 380], [348, 372], [372, 400], [340, 430], [300, 426]]) +
    `<rect x="${X0}" y="${Y0}" width="${X1 - X0}" height="${Y1 - Y0}" fill="url(#${p}-s)" style="mix-blend-mode:multiply"/>` +
    `<rect x="${X0}" y="${Y0}" width="${X1 - X0}" height="${Y1 - Y0}" fill="url(#${p}-tgc)"/>` +
    `</g>` +
    ticks
  );
}

// ─────────────────────────────────────────────────────────────────────────────────────────────
// Pharynx: frontal (AP) spot image from a barium swallow, barium white
// ─────────────────────────────────────────────────────────────────────────────────────────────

function pharynxBariumAp(): string {
  const p = "pba";
  const BA = grey(238);
  const both = (s: (pts: P[]) => string, pts: P[]) => s(pts) + s(mirror(pts));
  const neck: P[] = [[180, 0], [620, 0], [626, 300], [640, 560], [720, 700], [800, 760], [800, 800], [0, 800], [0, 760], [80, 700], [160, 560], [174, 300]];
  let spine = "";
  for (let i = 0; i < 6; i++) {
    const y = 250 + i * 92; // C3 to C7/T1
    const w = 58 + i * 3;
    spine +=
      path(smooth([[400 - w, y], [400, y - 6], [400 + w, y], [400 + w + 4, y + 36], [400 + w, y + 70], [400, y + 74], [400 - w, y + 70], [400 - w - 4, y + 36]]), grey(150), `fill-opacity="0.55"`) +
      both((q) => path(smooth(q), grey(160), `fill-opacity="0.45"`), [[400 - w - 30, y + 10], [400 - w + 4, y + 6], [400 - w + 6, y + 66], [400 - w - 30, y + 70], [400 - w - 40, y + 40]]) + // lateral masses
      ell(400, y + 50, 9, 14, grey(175), `fill-opacity="0.5"`); // spinous process end-on
  }
  const defs =
    `<defs>` +
    grainDefs(`${p}-n`, 0.7, 0.16) +
    radial(`${p}-vig`, [[0.55, "#000", 0], [1, "#000", 0.6]], `cx="0.5" cy="0.45" r="0.65"`) +
    `</defs>`;
  return (
    defs +
    `<rect width="800" height="800" fill="${grey(36)}"/>` +
    path(smooth(neck), grey(108)) +
    // mandible and hyoid
    path(smooth([[150, 40], [250, 110], [400, 150], [550, 110], [650, 40], [660, 80], [560, 150], [400, 190], [240, 150], [140, 80]]), grey(160), `fill-opacity="0.8"`) +
    line(smooth([[310, 262], [360, 250], [400, 248], [440, 250], [490, 262]], false), grey(150), 12, `stroke-opacity="0.7"`) +
    spine +
    // tracheal air column and laryngeal vestibule (darker)
    path(smooth([[376, 330], [400, 320], [424, 330], [430, 470], [426, 800], [374, 800], [370, 470]]), grey(70), `fill-opacity="0.7"`) +
    // barium: pharyngeal wall coating
    both((q) => line(smooth(q, false), BA, 5), [[330, 120], [322, 190], [324, 250], [318, 320]]) +
    // valleculae, separated by the median glosso-epiglottic fold
    both((q) => soft(smooth(q), BA, 3), [[342, 262], [366, 254], [392, 262], [394, 286], [376, 300], [350, 296], [338, 282]]) +
    ell(400, 266, 9, 22, grey(104)) + // epiglottic tip / median fold
    // piriform fossae tapering to the pharyngo-oesophageal segment
    both((q) => soft(smooth(q), BA, 3), [[316, 318], [346, 314], [370, 336], [380, 380], [386, 430], [394, 470], [386, 478], [366, 456], [340, 420], [318, 378]]) +
    // aryepiglottic folds (medial walls), less dense barium coating
    both((q) => line(smooth(q, false), grey(190), 4), [[372, 316], [380, 350], [388, 400]]) +
    // cervical oesophagus with a smooth barium column
    path(smooth([[384, 470], [400, 462], [416, 470], [420, 540], [424, 640], [426, 800], [374, 800], [376, 640], [380, 540]]), BA) +
    line(smooth([[386, 520], [384, 640], [384, 800]], false), grey(255), 3) +
    `<rect width="800" height="800" fill="url(#${p}-n)"/>` +
    `<rect width="800" height="800" fill="url(#${p}-vig)"/>`
  );
}

// ─────────────────────────────────────────────────────────────────────────────────────────────
// Lumbar spine: midline sagittal T2 (anterior to the image's left), T12 to S2
// ─────────────────────────────────────────────────────────────────────────────────────────────

/** Vertebral levels for the lumbar sagittal: centre and tilt (degrees) of each body, T12 to S2. */
const LUMBAR: { name: string; x: number; y: number; a: number; h: number }[] = [
  { name: "T12", x: 334, y: 64, a: 8, h: 72 },
  { name: "L1", x: 320, y: 176, a: 4, h: 76 },
  { name: "L2", x: 311, y: 290, a: 0, h: 78 },
  { name: "L3", x: 308, y: 405, a: -4, h: 80 },
  { name: "L4", x: 314, y: 521, a: -9, h: 80 },
  { name: "L5", x: 332, y: 638, a: -16, h: 78 },
  { name: "S1", x: 372, y: 752, a: -34, h: 72 },
  { name: "S2", x: 420, y: 838, a: -44, h: 60 },
];

/** Local (u posterior, v down) to image coordinates for a given lumbar level. */
function lumbarAt(i: number, u: number, v: number): P {
  const L = LUMBAR[i]!;
  const r = (L.a * Math.PI) / 180;
  return [L.x + u * Math.cos(r) - v * Math.sin(r), L.y + u * Math.sin(r) + v * Math.cos(r)];
}

function lumbarSagittalT2(): string {
  const p = "lsp";
  const CSF = grey(238);
  const MARROW = grey(128);
  const DARK = grey(34);
  const FAT = grey(196);
  const n = LUMBAR.length;
  // thecal sac: anterior wall just behind the bodies, posterior wall ~15 mm behind
  const sacFront: P[] = [];
  const sacBack: P[] = [];
  for (let i = 0; i < n - 1; i++) {
    const h = LUMBAR[i]!.h / 2;
    sacFront.push(lumbarAt(i, 66, -h), lumbarAt(i, 66, h));
    sacBack.push(lumbarAt(i, 116 - (i > 5 ? 18 : 0), -h), lumbarAt(i, 116 - (i > 4 ? 12 : 0), h));
  }
  sacFront.unshift([sacFront[0]![0] + 6, 0]);
  sacBack.unshift([sacBack[0]![0] + 6, 0]);
  const sacEnd = lumbarAt(6, 80, 40);
  const sac = smooth([...sacFront, sacEnd, ...sacBack.reverse()], true);
  // cord: from the top down to the conus at L1/L2, then filum and cauda equina
  const cordFront = [lumbarAt(0, 80, -60), lumbarAt(0, 80, 20), lumbarAt(1, 82, -10)];
  const cordBack = [lumbarAt(0, 104, -60), lumbarAt(0, 104, 20), lumbarAt(1, 102, -10)];
  const conusTip = lumbarAt(1, 94, 50);
  const cord = smooth([[cordFront[0]![0], 0], ...cordFront, conusTip, ...cordBack.reverse(), [cordBack[2]![0], 0]], true);
  let roots = "";
  for (let k = 0; k < 7; k++) {
    const u0 = 86 + k * 2.6;
    roots += line(
      smooth([lumbarAt(1, u0, 20), lumbarAt(2, u0 + 6 + k * 0.6, 0), lumbarAt(3, u0 + 8 + k * 0.8, 0), lumbarAt(4, u0 + 8 + k * 0.5, 0), lumbarAt(5, u0 + 4 - k * 1.5, 0)], false),
      grey(96),
      2.2,
    );
  }
  let bones = "";
  let discs = "";
  let posterior = "";
  let ligaments = "";
  for (let i = 0; i < n; i++) {
    const L = LUMBAR[i]!;
    const h = L.h / 2;
    const w = i >= 6 ? 52 : 60;
    if (i === 7) continue;
    const body = i === 6
      ? [lumbarAt(6, -w, -h + 6), lumbarAt(6, -w + 4, -h), lumbarAt(6, w - 4, -h), lumbarAt(6, w, -h + 4), lumbarAt(7, 44, 10), lumbarAt(7, 40, 34), lumbarAt(7, -36, 34), lumbarAt(7, -42, 10), lumbarAt(6, -w - 3, 10)]
      : [lumbarAt(i, -w, -h + 6), lumbarAt(i, -w + 4, -h), lumbarAt(i, w - 4, -h), lumbarAt(i, w, -h + 4), lumbarAt(i, w, h - 4), lumbarAt(i, w - 4, h), lumbarAt(i, -w + 4, h), lumbarAt(i, -w, h - 6), lumbarAt(i, -w - 3, 0)];
    bones += path(smooth(body), MARROW, `stroke="${DARK}" stroke-width="3.5"`);
    if (i === 6) bones += line(smooth([lumbarAt(6, -44, 44), lumbarAt(6, 0, 47), lumbarAt(6, 44, 44)], false), grey(80), 3); // rudimentary S1/2 disc
    if (i < 6) {
      // basivertebral vein: bright channel entering the posterior cortex at mid-height
      bones += line(smooth([lumbarAt(i, w + 1, 0), lumbarAt(i, w - 16, -1), lumbarAt(i, w - 30, 1)], false), grey(220), 3.4);
      bones += path(smooth([lumbarAt(i, w + 2, -6), lumbarAt(i, w - 6, 0), lumbarAt(i, w + 2, 6)]), grey(200));
    }
    if (i < n - 2) {
      // disc below this body: dark annulus, bright nucleus with an internuclear cleft
      const a = (L.a + LUMBAR[i + 1]!.a) / 2;
      const top = lumbarAt(i, 0, h);
      const bot = lumbarAt(i + 1, 0, -LUMBAR[i + 1]!.h / 2);
      const cx = (top[0] + bot[0]) / 2;
      const cy = (top[1] + bot[1]) / 2;
      const dh = Math.max(14, Math.hypot(bot[0] - top[0], bot[1] - top[1]) - 2);
      discs +=
        `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${f(a)})">` +
        `<rect x="-60" y="${f(-dh / 2)}" width="122" height="${f(dh)}" rx="${f(dh / 2)}" fill="${grey(60)}"/>` +
        `<ellipse cx="2" cy="0" rx="38" ry="${f(dh / 2 - 3)}" fill="${grey(i === 5 ? 160 : 205)}"/>` +
        `<line x1="-30" y1="0" x2="34" y2="0" stroke="${grey(110)}" stroke-width="1.6"/>` +
        `</g>`;
    }
    if (i < 6) {
      // spinous process (lamina junction just behind the sac)
      const sp = [lumbarAt(i, 138, -h + 6), lumbarAt(i, 180, -h + 2), lumbarAt(i, 228, -h + 12), lumbarAt(i, 238, -h + 30), lumbarAt(i, 230, -h + 50), lumbarAt(i, 180, -h + 62), lumbarAt(i, 138, -h + 58)];
      posterior += path(smooth(sp), grey(116), `stroke="${DARK}" stroke-width="3.5"`);
      const next = i + 1;
      const hn = LUMBAR[next]!.h / 2;
      // epidural fat behind the sac at the interlaminar level
      ligaments += path(smooth([lumbarAt(i, 116, -h + 44), lumbarAt(i, 126, -h + 60), lumbarAt(next, 126, -hn + 4), lumbarAt(next, 116, -hn - 8)]), FAT);
      // ligamentum flavum: from the lower lamina edge to the next lamina
      ligaments += line(smooth([lumbarAt(i, 138, -h + 52), lumbarAt(i, 131, -h + 70), lumbarAt(next, 134, -hn + 10)], false), grey(34), 10);
      // interspinous ligament between the spinous processes
      ligaments += path(smooth([lumbarAt(i, 150, -h + 58), lumbarAt(i, 228, -h + 46), lumbarAt(next, 228, -hn + 14), lumbarAt(next, 150, -hn + 4)]), grey(62));
    }
  }
  const defs = `<defs>` + grainDefs(`${p}-n`, 0.9, 0.1) + `</defs>`;
  return (
    defs +
    // background: abdomen anteriorly, back posteriorly
    path(smooth([[0, 0], [720, 0], [740, 300], [730, 600], [700, 960], [0, 960]]), grey(70)) +
    path(smooth([lumbarAt(0, 236, -120), [712, 0], [730, 300], [722, 600], [696, 960], lumbarAt(7, 200, 120), lumbarAt(6, 236, 0), lumbarAt(5, 236, 0), lumbarAt(4, 236, 0), lumbarAt(3, 236, 0), lumbarAt(2, 236, 0), lumbarAt(1, 236, 0)]), FAT) + // posterior subcutaneous fat
    line(smooth([[706, 0], [730, 300], [722, 600], [696, 960]], false), grey(120), 5) + // skin
    // bowel loops and mesenteric fat anteriorly
    path(smooth([[0, 60], [120, 80], [176, 220], [160, 420], [176, 620], [200, 760], [120, 900], [0, 920]]), grey(104)) +
    ell(84, 250, 46, 34, grey(160)) + ell(110, 440, 40, 28, grey(56)) + ell(74, 610, 52, 38, grey(140)) + ell(130, 780, 40, 30, grey(170)) +
    // aorta (flow void) anterior to the bodies, dividing at L4
    path(smooth([[196, 0], [240, 0], [252, 200], [244, 400], [236, 500], [200, 520], [196, 400], [192, 200]]), grey(14)) +
    // prevertebral tissues, paraspinal region behind the canal
    path(smooth([lumbarAt(0, 110, -80), lumbarAt(0, 244, -80), lumbarAt(3, 246, 0), lumbarAt(5, 246, 0), lumbarAt(6, 240, 0), lumbarAt(7, 160, 40), lumbarAt(7, 90, 40)]), grey(66)) +
    path(sac, grey(40)) + // dura
    path(smooth([...sacFront.map(([x, y]): P => [x + 3, y]), sacEnd, ...sacBack.map(([x, y]): P => [x - 3, y])]), CSF) +
    soft(cord, grey(104), 2) +
    line(smooth([conusTip, lumbarAt(3, 100, 0), lumbarAt(5, 94, 0), lumbarAt(6, 86, 20)], false), grey(90), 1.6) + // filum terminale
    roots +
    discs +
    bones +
    ligaments +
    posterior +
    `<rect width="800" height="960" fill="url(#${p}-n)"/>`
  );
}

// ─────────────────────────────────────────────────────────────────────────────────────────────
// Cervical spine: lateral radiograph (anterior to the image's left)
// ─────────────────────────────────────────────────────────────────────────────────────────────

function cspineLateralXray(): string {
  const p = "csx";
  const BONE = grey(170);
  const CORTEX = grey(222);
  const SOFT = grey(112);
  // C2 to T1 bodies: centre, tilt, height, width
  const levels: { x: number; y: number; a: number; h: number; w: number; sp: number }[] = [
    { x: 362, y: 300, a: -4, h: 84, w: 82, sp: 92 }, // C2 body (dens drawn separately)
    { x: 350, y: 410, a: -2, h: 66, w: 80, sp: 56 },
    { x: 344, y: 500, a: 0, h: 66, w: 82, sp: 58 },
    { x: 344, y: 590, a: 3, h: 66, w: 84, sp: 66 },
    { x: 352, y: 680, a: 6, h: 68, w: 86, sp: 92 },
    { x: 366, y: 772, a: 9, h: 70, w: 88, sp: 140 },
    { x: 386, y: 864, a: 12, h: 72, w: 90, sp: 132 },
  ];
  const at = (i: number, u: number, v: number): P => {
    const L = levels[i]!;
    const r = (L.a * Math.PI) / 180;
    return [L.x + u * Math.cos(r) - v * Math.sin(r), L.y + u * Math.sin(r) + v * Math.cos(r)];
  };
  let spine = "";
  let pillars = "";
  for (let i = 0; i < levels.length; i++) {
    const L = levels[i]!;
    const h = L.h / 2;
    const w = L.w / 2;
    const body = i === 0
      ? [at(0, -w + 6, -h + 16), at(0, -w + 30, -h + 6), at(0, w - 2, -h + 2), at(0, w, h - 6), at(0, w - 6, h), at(0, -w + 8, h), at(0, -w, h - 8), at(0, -w - 8, h - 30)]
      : [at(i, -w, -h + 4), at(i, -w + 6, -h), at(i, w - 4, -h), at(i, w, -h + 4), at(i, w, h - 4), at(i, w - 4, h), at(i, -w + 6, h), at(i, -w - 4, h - 6)];
    spine += path(smooth(body), BONE, `stroke="${CORTEX}" stroke-width="4"`);
    // pedicle, articular pillar (parallelogram; the gaps between pillars are the facet joints)
    spine += path(smooth([at(i, w - 2, -h + 18), at(i, w + 34, -h + 14), at(i, w + 38, h - 12), at(i, w - 2, h - 18)]), grey(150));
    pillars += path(
      `M${at(i, w + 24, -h + 2).map(f).join(" ")}L${at(i, w + 78, -h + 20).map(f).join(" ")}L${at(i, w + 86, h + 34).map(f).join(" ")}L${at(i, w + 30, h + 16).map(f).join(" ")}Z`,
      grey(170),
      `stroke="${grey(206)}" stroke-width="3" stroke-linejoin="round"`,
    );
    // lamina and spinous process, angled slightly downwards
    const t = i === 0 ? 46 : i >= 5 ? 30 : 26;
    const drop = L.sp * 0.28;
    const sp = [
      at(i, w + 70, -h + 24), at(i, w + 90 + L.sp * 0.5, -h + 30 + drop * 0.5), at(i, w + 90 + L.sp, -h + 32 + drop),
      at(i, w + 94 + L.sp, -h + 32 + drop + t * 0.7), at(i, w + 90 + L.sp * 0.5, -h + 32 + t + drop * 0.5), at(i, w + 80, h + 8),
    ];
    spine += path(smooth(sp), grey(176), `stroke="${CORTEX}" stroke-width="3.5"`);
  }
  spine += pillars;
  const dens = smooth([[336, 264], [338, 222], [344, 192], [356, 172], [372, 165], [387, 173], [393, 200], [394, 240], [398, 264]]);
  const defs =
    `<defs>` +
    grainDefs(`${p}-n`, 0.75, 0.12) +
    linear(`${p}-sh`, [[0, grey(255), 0], [0.6, grey(255), 0.25], [1, grey(255), 0.45]], `x1="0" y1="0" x2="0" y2="1"`) +
    `</defs>`;
  return (
    defs +
    `<rect width="800" height="960" fill="${grey(20)}"/>` +
    // neck soft tissues (air in front of the face/neck to the left, behind the neck to the right)
    path(smooth([[120, 0], [760, 0], [740, 300], [720, 600], [780, 800], [800, 960], [60, 960], [90, 760], [130, 560], [100, 400], [60, 330], [80, 200]]), SOFT) +
    // skull base, occiput and mastoid; mandible; hyoid
    path(smooth([[300, 0], [780, 0], [770, 120], [700, 150], [600, 160], [520, 150], [470, 130], [420, 132], [380, 120], [330, 90]]), grey(180)) +
    ell(470, 150, 46, 36, grey(176), `fill-opacity="0.8"`) + // mastoid
    path(smooth([[0, 250], [150, 262], [232, 250], [258, 200], [262, 110], [290, 112], [290, 220], [262, 296], [170, 318], [0, 318]]), grey(176), `fill-opacity="0.85"`) + // mandible
    path(smooth([[128, 432], [180, 424], [204, 430], [182, 442], [130, 446]]), grey(190)) + // hyoid
    // airway: pharynx then larynx and trachea
    path(smooth([[228, 140], [276, 150], [286, 300], [276, 380], [260, 470], [248, 560], [238, 700], [230, 960], [170, 960], [176, 700], [190, 560], [200, 470], [212, 380], [218, 260]]), grey(46)) +
    // prevertebral soft tissue is the band between the airway and the bodies
    spine +
    path(dens, BONE, `stroke="${CORTEX}" stroke-width="5"`) +
    path(smooth([[280, 186], [306, 178], [322, 196], [320, 226], [300, 236], [280, 224], [274, 204]]), BONE, `stroke="${CORTEX}" stroke-width="5"`) + // anterior arch of atlas
    path(smooth([[384, 186], [470, 184], [484, 232], [396, 240]]), grey(186), `fill-opacity="0.85"`) + // lateral masses of atlas
    path(smooth([[480, 196], [560, 196], [612, 204], [618, 226], [560, 232], [486, 228]]), BONE, `stroke="${CORTEX}" stroke-width="4"`) + // posterior arch of atlas
    // shoulders superimposed over the lower neck
    path(smooth([[0, 820], [300, 780], [800, 760], [800, 960], [0, 960]]), `url(#${p}-sh)`) +
    `<rect width="800" height="960" fill="url(#${p}-n)"/>`
  );
}

// ─────────────────────────────────────────────────────────────────────────────────────────────
// Chest: PA radiograph
// ─────────────────────────────────────────────────────────────────────────────────────────────

function chestXrayPa(): string {
  const p = "cxr";
  const both = (s: (pts: P[]) => string, pts: P[]) => s(pts) + s(mirror(pts));
  const body: P[] = [
    [250, 40], [150, 60], [80, 120], [50, 220], [44, 420], [52, 620], [64, 800], [80, 900], [720, 900], [736, 800],
    [748, 620], [756, 420], [750, 220], [720, 120], [650, 60], [550, 40],
  ];
  const rightLung: P[] = [
    [236, 110], [286, 104], [334, 140], [350, 200], [346, 300], [338, 380], [330, 430], [312, 480], [304, 560],
    [316, 640], [318, 676], [260, 690], [190, 700], [120, 730], [94, 746], [90, 640], [90, 480], [104, 320], [140, 200],
    [186, 128],
  ];
  const leftLung: P[] = [
    [564, 110], [612, 128], [660, 200], [696, 320], [710, 480], [712, 640], [708, 758], [680, 742], [620, 726],
    [600, 722], [620, 700], [626, 656], [606, 580], [560, 480], [516, 420], [494, 380], [494, 330], [470, 296],
    [454, 200], [470, 140], [520, 108],
  ];
  // pulmonary vessels fanning out from the hila
  const rand = rng(3);
  let vessels = "";
  const branch = (x: number, y: number, ang: number, len: number, w: number, depth: number) => {
    const bend = (rand() - 0.5) * 0.5;
    const mx = x + Math.cos(ang + bend / 2) * len * 0.5;
    const my = y + Math.sin(ang + bend / 2) * len * 0.5;
    const ex = x + Math.cos(ang + bend) * len;
    const ey = y + Math.sin(ang + bend) * len;
    vessels += line(smooth([[x, y], [mx, my], [ex, ey]], false), grey(175), w, `stroke-opacity="${f(0.16 + w * 0.035)}"`);
    if (depth > 0) {
      branch(ex, ey, ang + bend - 0.32 - rand() * 0.2, len * 0.72, w * 0.7, depth - 1);
      branch(ex, ey, ang + bend + 0.32 + rand() * 0.2, len * 0.68, w * 0.66, depth - 1);
    }
  };
  const fan = (hx: number, hy: number, dir: number, n: number) => {
    for (let i = 0; i < n; i++) {
      const a = -1.35 + (2.7 * i) / (n - 1) + (rand() - 0.5) * 0.15;
      const ang = dir > 0 ? a * 0.85 + 0.12 : Math.PI - a * 0.85 - 0.12;
      branch(hx, hy, ang, 62 + rand() * 20, 5.5, 3);
    }
  };
  fan(318, 400, -1, 6);
  fan(484, 372, 1, 6);
  // ribs: posterior (brighter, more horizontal) and anterior (fainter, sloping down medially)
  let ribs = "";
  for (let i = 0; i < 10; i++) {
    const y = 120 + i * 58;
    const post: P[] = [[376, y - 24], [330, y - 30], [240, y - 18], [150, y + 16], [92, y + 64], [74, y + 110]];
    ribs += both((q) => line(smooth(q, false), grey(200), 15, `stroke-opacity="0.32"`), post);
    ribs += both((q) => line(smooth(q, false), grey(220), 3, `stroke-opacity="0.25"`), post.map(([x, yy]): P => [x, yy - 6]));
    if (i < 7) {
      const ant: P[] = [[70, y + 40], [120, y + 20], [200, y + 40], [280, y + 80], [330, y + 110]];
      ribs += both((q) => line(smooth(q, false), grey(190), 12, `stroke-opacity="0.16"`), ant);
    }
  }
  let spine = "";
  for (let i = 0; i < 17; i++) {
    const y = 40 + i * 50;
    spine += path(smooth([[374, y], [426, y], [430, y + 20], [426, y + 40], [374, y + 40], [370, y + 20]]), grey(236), `fill-opacity="0.1"`);
    spine += ell(378, y + 14, 6, 8, grey(240), `fill-opacity="0.1"`) + ell(422, y + 14, 6, 8, grey(240), `fill-opacity="0.1"`);
  }
  const defs =
    `<defs>` +
    grainDefs(`${p}-n`, 0.75, 0.12) +
    linear(`${p}-lung`, [[0, grey(70)], [0.5, grey(48)], [1, grey(62)]], `x1="0" y1="0" x2="0" y2="1"`) +
    radial(`${p}-heart`, [[0, grey(206)], [0.7, grey(198)], [1, grey(182)]], `cx="0.45" cy="0.55" r="0.6"`) +
    linear(`${p}-lung2`, [[0, grey(255), 0.1], [0.5, grey(255), 0], [1, grey(255), 0.08]], `x1="0" y1="0" x2="1" y2="0"`) +
    `</defs>`;
  const heart: P[] = [
    [352, 380], [430, 360], [492, 392], [516, 430], [562, 500], [600, 580], [612, 650], [596, 700], [520, 722],
    [400, 728], [334, 700], [312, 640], [306, 560], [314, 480], [332, 430],
  ];
  return (
    defs +
    `<rect width="800" height="900" fill="${grey(18)}"/>` +
    path(smooth(body), grey(120)) +
    // lungs
    path(smooth(rightLung), `url(#${p}-lung)`) +
    path(smooth(leftLung), `url(#${p}-lung)`) +
    path(smooth(rightLung), `url(#${p}-lung2)`) +
    path(smooth(leftLung), `url(#${p}-lung2)`) +
    vessels +
    // hila
    both((q) => soft(smooth(q), grey(150), 8, `fill-opacity="0.7"`), [[336, 360], [310, 372], [296, 408], [304, 450], [326, 446], [340, 410]]) +
    // mediastinum and heart
    ribs +
    soft(smooth([[352, 60], [448, 60], [458, 200], [486, 250], [500, 290], [494, 330], [500, 372], [494, 400], [352, 400], [346, 300], [344, 180]]), grey(192), 8) +
    soft(smooth(heart), `url(#${p}-heart)`, 8) +
    spine +
    soft(smooth([[442, 236], [472, 232], [494, 250], [498, 284], [480, 304], [452, 300]]), grey(204), 4) + // aortic knuckle
    soft(smooth([[470, 322], [494, 326], [504, 350], [494, 374], [472, 372]]), grey(198), 4) + // pulmonary trunk
    // spine faintly through the mediastinum

    // trachea and main bronchi
    path(smooth([[386, 40], [414, 40], [416, 250], [414, 318], [400, 334], [386, 318], [384, 250]]), grey(90)) +
    line(smooth([[396, 328], [372, 356], [350, 388]], false), grey(96), 17) +
    line(smooth([[404, 328], [436, 352], [470, 372]], false), grey(96), 15) +
    // horizontal fissure
    line(smooth([[324, 414], [260, 408], [190, 404], [110, 400]], false), grey(170), 2.2, `stroke-opacity="0.85"`) +
    // diaphragm and stomach bubble
    path(smooth([[560, 744], [610, 736], [640, 750], [630, 790], [570, 800], [548, 778]]), grey(56)) +
    // clavicles and scapulae
    both((q) => line(smooth(q, false), grey(205), 20, `stroke-opacity="0.9"`), [[372, 158], [330, 150], [270, 134], [210, 128], [160, 108], [126, 100]]) +
    both((q) => path(smooth(q), grey(190), `fill-opacity="0.25"`), [[60, 150], [120, 130], [104, 260], [80, 420], [52, 380]]) +
    `<rect width="800" height="900" fill="url(#${p}-n)"/>`
  );
}

// ─────────────────────────────────────────────────────────────────────────────────────────────
// Thorax: contrast-enhanced axial CT at the pulmonary trunk bifurcation, mediastinal window
// ─────────────────────────────────────────────────────────────────────────────────────────────

/** The chest wall shared by the axial thoracic CT scenes: skin, fat, muscles, ribs, sternum, spine. */
function chestWall(level: "pa" | "heart"): { body: P[]; lungs: [P[], P[]]; wall: string } {
  const FAT = hu(-100);
  const MUSCLE = hu(50);
  const BONE = hu(800);
  const half: P[] = [
    [400, 168], [320, 172], [230, 186], [150, 220], [84, 286], [48, 380], [44, 470], [66, 560], [120, 630], [200, 670],
    [300, 690], [360, 694],
  ];
  const body = [...half, [400, 696] as P, ...mirror(half).reverse().slice(0, -1)];
  const rightLung: P[] = level === "pa"
    ? [[350, 236], [280, 226], [200, 246], [132, 298], [98, 380], [96, 470], [120, 552], [172, 604], [250, 622], [330, 610], [360, 560], [352, 500], [318, 440], [282, 410], [276, 370], [296, 344], [318, 276]]
    : [[330, 250], [260, 236], [190, 256], [128, 306], [98, 390], [100, 480], [126, 560], [178, 608], [256, 624], [334, 614], [362, 572], [344, 520], [300, 470], [236, 440], [230, 380], [264, 300]];
  const leftLung: P[] = level === "pa"
    ? [[452, 236], [520, 226], [600, 246], [668, 298], [702, 380], [704, 470], [680, 552], [628, 604], [550, 622], [498, 610], [506, 540], [530, 440], [540, 390], [502, 330], [484, 262]]
    : [[560, 252], [620, 262], [672, 310], [702, 390], [704, 480], [682, 560], [630, 608], [552, 624], [490, 612], [500, 560], [560, 520], [628, 460], [640, 380], [612, 300]];
  const both = (s: (pts: P[]) => string, pts: P[]) => s(pts) + s(mirror(pts));
  let ribs = "";
  const ribAt: P[] = [[300, 206], [196, 236], [118, 300], [76, 392], [74, 488], [106, 572], [170, 632], [258, 664]];
  for (const [x, y] of ribAt) {
    ribs += both((q) => ell(q[0]![0], q[0]![1], 15, 9, BONE, `transform="rotate(${f((Math.atan2(q[0]![1] - 430, q[0]![0] - 400) * 180) / Math.PI + 90)} ${f(q[0]![0])} ${f(q[0]![1])})"`), [[x, y]]);
    ribs += both((q) => ell(q[0]![0], q[0]![1], 9, 4, hu(350), `transform="rotate(${f((Math.atan2(q[0]![1] - 430, q[0]![0] - 400) * 180) / Math.PI + 90)} ${f(q[0]![0])} ${f(q[0]![1])})"`), [[x, y]]);
  }
  const wall =
    path(smooth(body), hu(30)) +
    path(smooth(body.map(([x, y]): P => [400 + (x - 400) * 0.985, 432 + (y - 432) * 0.975])), FAT) +
    // pectoral muscles, serratus / latissimus, paraspinal muscles, trapezius
    both((q) => soft(smooth(q), MUSCLE, 2), [[392, 190], [330, 190], [240, 200], [170, 228], [150, 256], [230, 232], [320, 222], [380, 226]]) +
    both((q) => soft(smooth(q), MUSCLE, 2), [[100, 330], [70, 420], [76, 520], [110, 590], [96, 520], [88, 420]]) +
    both((q) => soft(smooth(q), MUSCLE, 2), [[396, 600], [360, 600], [320, 620], [300, 660], [340, 678], [396, 676]]) +
    both((q) => soft(smooth(q), MUSCLE, 2), [[140, 610], [200, 650], [290, 676], [200, 676], [130, 640]]) +
    // scapulae
    both((q) => line(smooth(q, false), BONE, 7), [[118, 520], [150, 580], [196, 626], [240, 646]]) +
    ribs +
    // sternum
    ell(400, 206, 34, 15, BONE) + ell(400, 206, 28, 10, hu(280)) +
    both((q) => circ(q[0]![0], q[0]![1], 3.5, hu(260)), [[352, 222]]) + // internal thoracic vessels
    // thoracic vertebra: body, canal, posterior elements, rib heads
    ell(400, 560, 42, 38, BONE) + ell(400, 560, 36, 32, hu(300)) +
    path(smooth([[368, 596], [432, 596], [446, 630], [430, 650], [370, 650], [354, 630]]), BONE) +
    ell(400, 622, 20, 17, hu(20)) + ell(400, 622, 10, 8, hu(40)) +
    line(smooth([[400, 650], [400, 690]], false), BONE, 12);
  return { body, lungs: [rightLung, leftLung], wall };
}

function thoraxAxialCtPa(): string {
  const p = "tpa";
  const FAT = hu(-100);
  const { body, lungs, wall } = chestWall("pa");
  const rand = rng(13);
  let lungVessels = "";
  for (const [hx, hy] of [[276, 400], [530, 400]] as const) {
    for (let i = 0; i < 14; i++) {
      const a = rand() * Math.PI * 2;
      const r = 40 + rand() * 140;
      const x = hx + Math.cos(a) * r;
      const y = hy + Math.sin(a) * r * 0.9;
      lungVessels += circ(x, y, 2.5 + rand() * 4, hu(40), `fill-opacity="0.9"`);
    }
  }
  const defs =
    `<defs>` +
    grainDefs(`${p}-n`, 0.85, 0.1) +
    `<clipPath id="${p}-l"><path d="${smooth(lungs[0])}"/><path d="${smooth(lungs[1])}"/></clipPath>` +
    `</defs>`;
  return (
    defs +
    wall +
    path(smooth(lungs[0]), hu(-860)) +
    path(smooth(lungs[1]), hu(-860)) +
    `<g clip-path="url(#${p}-l)">${lungVessels}</g>` +
    // mediastinal fat
    path(smooth([[400, 222], [350, 236], [318, 278], [296, 344], [276, 372], [282, 410], [318, 440], [352, 500], [360, 560], [440, 560], [500, 540], [530, 440], [540, 390], [502, 330], [484, 262], [452, 236]]), FAT) +
    // descending aorta, oesophagus, azygos vein
    circ(472, 500, 30, hu(290)) +
    ell(420, 474, 14, 12, hu(40)) + circ(422, 472, 3, hu(-900)) +
    circ(364, 494, 9, hu(170)) +
    // main bronchi (air) with walls
    circ(342, 432, 17, hu(30)) + circ(342, 432, 14, hu(-950)) +
    circ(454, 428, 16, hu(30)) + circ(454, 428, 13, hu(-950)) +
    // right pulmonary artery passing behind the ascending aorta and SVC
    line(smooth([[444, 330], [420, 368], [380, 386], [340, 394], [300, 398], [266, 408]], false), hu(260), 24) +
    // left pulmonary artery arching over the left main bronchus
    line(smooth([[462, 318], [494, 346], [514, 384], [516, 420]], false), hu(260), 24) +
    // pulmonary trunk, ascending aorta, superior vena cava
    circ(450, 300, 34, hu(260)) +
    circ(362, 330, 36, hu(300)) +
    circ(302, 330, 19, hu(210)) +
    // subcarinal lymph node
    ell(398, 452, 10, 7, hu(40)) +
    path(smooth(body), `url(#${p}-n)`)
  );
}

// ─────────────────────────────────────────────────────────────────────────────────────────────
// Heart: ECG-gated contrast-enhanced axial CT at the level of the four chambers
// ─────────────────────────────────────────────────────────────────────────────────────────────

function heartAxialCt(): string {
  const p = "h4c";
  const FAT = hu(-100);
  const MYO = hu(110);
  const LEFT = hu(380);
  const RIGHT = hu(175);
  const { body, lungs, wall } = chestWall("heart");
  const rand = rng(19);
  let lungVessels = "";
  for (const [hx, hy] of [[250, 430], [560, 470]] as const) {
    for (let i = 0; i < 12; i++) {
      const a = rand() * Math.PI * 2;
      const r = 60 + rand() * 120;
      lungVessels += circ(hx + Math.cos(a) * r, hy + Math.sin(a) * r * 0.8, 2.5 + rand() * 3.5, hu(40));
    }
  }
  const lvRot = -41;
  const defs =
    `<defs>` +
    grainDefs(`${p}-n`, 0.85, 0.1) +
    `<clipPath id="${p}-l"><path d="${smooth(lungs[0])}"/><path d="${smooth(lungs[1])}"/></clipPath>` +
    radial(`${p}-ra`, [[0, hu(110)], [0.5, hu(150)], [1, hu(190)]], `cx="0.35" cy="0.65"`) +
    `</defs>`;
  const rvCavity: P[] = [
    [316, 292], [362, 258], [432, 242], [500, 240], [540, 252], [528, 278], [498, 302], [462, 332], [428, 362],
    [392, 374], [346, 362], [318, 332],
  ];
  return (
    defs +
    wall +
    path(smooth(lungs[0]), hu(-860)) +
    path(smooth(lungs[1]), hu(-860)) +
    `<g clip-path="url(#${p}-l)">${lungVessels}</g>` +
    // pericardial sac with epicardial fat
    path(smooth([[300, 262], [380, 226], [480, 222], [580, 236], [650, 272], [666, 340], [640, 420], [580, 470], [520, 480], [470, 484], [380, 480], [300, 460], [246, 420], [238, 350], [262, 296]]), hu(40)) +
    path(smooth([[304, 266], [380, 232], [480, 228], [578, 242], [644, 276], [658, 340], [634, 416], [578, 464], [520, 474], [470, 478], [380, 474], [302, 454], [252, 418], [244, 350], [266, 300]]), FAT) +
    // right atrium (mixing of opacified and unopacified blood)
    ell(318, 376, 60, 54, MYO) + ell(318, 376, 56, 50, `url(#${p}-ra)`) +
    // right ventricle: thin free wall, trabeculae
    path(smooth(rvCavity.map(([x, y]): P => [428 + (x - 428) * 1.05, 304 + (y - 304) * 1.08])), MYO) +
    path(smooth(rvCavity), RIGHT) +
    // inferior pulmonary veins
    line(smooth([[262, 500], [290, 478], [326, 464], [364, 454]], false), LEFT, 18) +
    line(smooth([[236, 516], [262, 500]], false), LEFT, 10) +
    line(smooth([[582, 508], [556, 484], [530, 468], [506, 458]], false), LEFT, 18) +
    line(smooth([[606, 522], [582, 508]], false), LEFT, 10) +
    // left ventricular myocardium, then the left atrium opening into it, then the cavity
    ell(550, 352, 116, 80, MYO, `transform="rotate(${lvRot} 550 352)"`) +
    ell(432, 440, 80, 40, MYO) + ell(432, 440, 76, 36, LEFT) +
    ell(556, 350, 92, 56, LEFT, `transform="rotate(${lvRot} 556 350)"`) +
    path(smooth([[452, 418], [486, 396], [520, 430], [500, 452], [470, 446]]), LEFT) + // mitral orifice
    ell(600, 378, 16, 11, MYO, `transform="rotate(${lvRot} 600 378)"`) + // anterolateral papillary muscle
    // moderator band crossing the right ventricle near the apex
    line(smooth([[500, 298], [482, 270], [462, 244]], false), MYO, 8) +
    line(smooth([[382, 250], [372, 262]], false), MYO, 4) +
    line(smooth([[420, 244], [414, 256]], false), MYO, 4) +
    path(smooth([[332, 328], [358, 312], [384, 348], [362, 372], [334, 358]]), hu(165)) + // tricuspid orifice
    // tricuspid valve leaflets at the right atrioventricular junction
    line(smooth([[340, 330], [356, 322], [372, 312]], false), MYO, 4) +
    line(smooth([[364, 366], [378, 350], [392, 340]], false), MYO, 4) +
    // mitral valve: anterior (septal/aortic) leaflet and shorter posterior leaflet
    line(smooth([[456, 416], [474, 400], [492, 382]], false), hu(90), 5) +
    line(smooth([[512, 456], [522, 442], [530, 426]], false), hu(90), 5) +
    // coronary arteries in the atrioventricular and interventricular grooves
    circ(278, 312, 7, hu(420)) +
    circ(540, 462, 6, hu(420)) +
    circ(566, 250, 5, hu(420)) +
    // oesophagus, descending aorta, azygos vein
    ell(420, 500, 13, 11, hu(40)) + circ(421, 498, 2.5, hu(-900)) +
    circ(474, 512, 28, hu(330)) +
    circ(366, 514, 8, hu(150)) +
    path(smooth(body), `url(#${p}-n)`)
  );
}

// ─────────────────────────────────────────────────────────────────────────────────────────────
// Coronary CT angiogram: axial image (small cardiac field of view) at the left main stem
// ─────────────────────────────────────────────────────────────────────────────────────────────

function ctcaAxialAorticRoot(): string {
  const p = "cca";
  const FAT = hu(-100);
  const MYO = hu(110);
  const LEFT = hu(420);
  const RIGHT = hu(190);
  const BONE = hu(800);
  const rand = rng(31);
  let lungVessels = "";
  for (const [hx, hy] of [[110, 480], [700, 560]] as const) {
    for (let i = 0; i < 10; i++) {
      const a = rand() * Math.PI * 2;
      const r = 30 + rand() * 110;
      lungVessels += circ(hx + Math.cos(a) * r * 0.8, hy + Math.sin(a) * r, 3 + rand() * 5, hu(40));
    }
  }
  const mediastinum: P[] = [[250, 110], [560, 110], [660, 200], [720, 360], [730, 520], [660, 660], [560, 770], [260, 770], [160, 660], [90, 520], [100, 340], [150, 210]];
  const vessel2 = (pts: P[], w: number, c = LEFT) => line(smooth(pts, false), FAT, w + 12) + line(smooth(pts, false), c, w);
  const defs = `<defs>` + grainDefs(`${p}-n`, 0.85, 0.12) + `</defs>`;
  return (
    defs +
    `<rect width="800" height="800" fill="${hu(-860)}"/>` +
    // anterior chest wall: fat, muscle, sternum and costal cartilages
    path(smooth([[0, 0], [800, 0], [800, 96], [600, 118], [400, 104], [200, 118], [0, 96]]), hu(30)) +
    path(smooth([[0, 20], [800, 20], [800, 70], [600, 92], [400, 80], [200, 92], [0, 70]]), FAT) +
    ell(400, 74, 56, 24, BONE) + ell(400, 74, 48, 17, hu(300)) +
    ell(250, 86, 40, 16, hu(120)) + ell(550, 86, 40, 16, hu(120)) +
    `<g>${lungVessels}</g>` +
    // pericardial fat and mediastinum
    path(smooth(mediastinum), FAT) +
    // spine, descending aorta, oesophagus
    ell(400, 790, 80, 50, BONE) +
    circ(512, 690, 56, hu(400)) +
    ell(412, 690, 24, 20, hu(40)) + circ(414, 686, 4, hu(-900)) +
    // left atrium with superior pulmonary veins; left atrial appendage
    line(smooth([[120, 600], [200, 584], [270, 574]], false), LEFT, 44) +
    line(smooth([[720, 610], [660, 590], [580, 574]], false), LEFT, 44) +
    ell(420, 566, 160, 76, MYO) + ell(420, 566, 154, 70, LEFT) +
    path(smooth([[566, 512], [606, 470], [640, 420], [664, 372], [652, 352], [620, 366], [586, 408], [556, 452], [540, 490]]), LEFT, `stroke="${MYO}" stroke-width="6"`) +
    // right atrium / appendage (mixing), right ventricular outflow tract
    ell(244, 368, 104, 100, MYO) + ell(244, 368, 98, 94, RIGHT) +
    ell(226, 392, 44, 34, hu(120)) +
    ell(488, 238, 118, 90, MYO) + ell(488, 238, 104, 76, RIGHT) +
    // aortic root with the three sinuses of Valsalva
    path(smooth([[400, 334], [436, 346], [462, 380], [456, 424], [430, 456], [400, 462], [364, 454], [340, 424], [338, 384], [360, 348]]), LEFT, `stroke="${hu(140)}" stroke-width="4"`) +
    // coronary arteries in epicardial fat
    vessel2([[392, 338], [376, 314], [358, 290], [340, 262], [330, 236]], 14) + // right coronary artery
    vessel2([[456, 384], [478, 378], [500, 372]], 18) + // left main stem
    vessel2([[500, 372], [524, 352], [552, 330], [578, 300], [596, 266]], 14) + // left anterior descending
    vessel2([[500, 372], [520, 394], [538, 420], [548, 450]], 12) + // circumflex
    line(smooth([[500, 372], [524, 352], [552, 330], [578, 300], [596, 266]], false), LEFT, 14) +
    line(smooth([[456, 384], [478, 378], [500, 372]], false), LEFT, 18) +
    circ(566, 438, 7, hu(120)) + // great cardiac vein
    `<rect width="800" height="800" fill="url(#${p}-n)"/>`
  );
}

// ─────────────────────────────────────────────────────────────────────────────────────────────
// Aortic arch: digital subtraction arch aortogram, left anterior oblique projection
// ─────────────────────────────────────────────────────────────────────────────────────────────

function aorticArchDsa(): string {
  const p = "arch";
  /** A contrast-filled vessel on a subtracted image: dark lumen, slightly darker core. */
  const v = (pts: P[], w: number) => {
    const d = smooth(pts, false);
    return line(d, grey(120), w + 4, `stroke-opacity="0.35"`) + line(d, grey(44), w) + line(d, grey(22), w * 0.55);
  };
  const defs =
    `<defs>` +
    grainDefs(`${p}-n`, 0.7, 0.14) +
    radial(`${p}-bg`, [[0, grey(206)], [0.75, grey(190)], [1, grey(150)]], `cx="0.5" cy="0.5" r="0.75"`) +
    `</defs>`;
  return (
    defs +
    `<rect width="800" height="800" fill="url(#${p}-bg)"/>` +
    // faint mis-registration of the clavicles and ribs
    line(smooth([[60, 250], [200, 226], [330, 240]], false), grey(214), 16, `stroke-opacity="0.5"`) +
    line(smooth([[740, 250], [600, 226], [470, 240]], false), grey(214), 16, `stroke-opacity="0.5"`) +
    // internal thoracic arteries
    v([[236, 184], [228, 260], [222, 360], [218, 480]], 7) +
    v([[610, 196], [616, 280], [622, 380], [626, 480]], 7) +
    // subclavian arteries, vertebral arteries, thyrocervical trunks
    v([[334, 186], [290, 172], [240, 170], [170, 190], [100, 228], [30, 276]], 27) +
    v([[276, 172], [280, 120], [286, 60], [290, 0]], 12) +
    v([[306, 176], [312, 140], [300, 110]], 6) +
    v([[506, 282], [524, 222], [562, 186], [620, 180], [690, 204], [770, 250]], 29) +
    v([[566, 184], [560, 130], [556, 70], [552, 0]], 12) +
    v([[592, 180], [596, 140], [612, 112]], 6) +
    // common carotid arteries and the brachiocephalic trunk
    v([[336, 186], [338, 120], [342, 60], [346, 0]], 24) +
    v([[448, 272], [450, 200], [456, 120], [462, 0]], 24) +
    v([[392, 300], [368, 250], [346, 208], [334, 186]], 38) +
    // ascending aorta, arch and descending thoracic aorta
    v([[318, 760], [312, 640], [316, 520], [336, 420], [380, 338], [440, 300], [500, 304], [546, 344], [566, 420], [572, 540], [574, 680], [576, 800]], 84) +
    // sinuses of Valsalva at the root
    path(smooth([[270, 760], [300, 700], [340, 700], [370, 760], [330, 790], [290, 790]]), grey(38)) +
    // pigtail catheter from the descending aorta around the arch into the root
    line(smooth([[590, 800], [590, 600], [580, 420], [540, 344], [480, 318], [420, 330], [360, 400], [334, 520], [330, 660], [326, 716]], false), grey(140), 3, `stroke-opacity="0.7"`) +
    `<circle cx="318" cy="736" r="18" fill="none" stroke="${grey(140)}" stroke-width="3" stroke-opacity="0.7"/>` +
    `<rect width="800" height="800" fill="url(#${p}-n)"/>`
  );
}

export const scenesA: Scene[] = [
  {
    id: "brain-axial-t2-basal-ganglia",
    modality: "MRI",
    width: 800,
    height: 800,
    svg: brainAxialT2,
    points: {
      rightCaudateHead: { x: 346, y: 346, from: "nw" },
      leftCaudateHead: { x: 454, y: 346, from: "ne" },
      leftPutamen: { x: 516, y: 400, from: "e" },
      rightPutamen: { x: 284, y: 400, from: "w" },
      leftGlobusPallidus: { x: 495, y: 402, from: "ne" },
      rightInternalCapsulePosteriorLimb: { x: 315, y: 456, from: "sw" },
      rightInternalCapsuleAnteriorLimb: { x: 313, y: 348, from: "nw" },
      leftThalamus: { x: 446, y: 462, from: "se" },
      rightThalamus: { x: 354, y: 462, from: "sw" },
      genuCorpusCallosum: { x: 400, y: 275, from: "n" },
      spleniumCorpusCallosum: { x: 400, y: 558, from: "s" },
      septumPellucidum: { x: 400, y: 345, from: "n" },
      thirdVentricle: { x: 400, y: 444, from: "n" },
      leftInsula: { x: 546, y: 400, from: "e" },
      rightFrontalHorn: { x: 376, y: 312, from: "nw" },
    },
  },
  {
    id: "brain-sagittal-t1-midline",
    modality: "MRI",
    width: 800,
    height: 800,
    svg: brainSagittalT1,
    points: {
      genuCorpusCallosum: { x: 299, y: 334, from: "w" },
      bodyCorpusCallosum: { x: 397, y: 285, from: "n" },
      spleniumCorpusCallosum: { x: 490, y: 340, from: "ne" },
      opticChiasm: { x: 321, y: 416, from: "sw" },
      pituitary: { x: 331, y: 467, from: "sw" },
      mammillaryBody: { x: 372, y: 408, from: "s" },
      cerebralAqueduct: { x: 447, y: 404, from: "e" },
      tectalPlate: { x: 472, y: 402, from: "e" },
      fourthVentricle: { x: 481, y: 488, from: "se" },
      pons: { x: 404, y: 478, from: "sw" },
      cerebellarVermis: { x: 573, y: 488, from: "se" },
      medulla: { x: 428, y: 550, from: "sw" },
      pinealGland: { x: 468, y: 353, from: "ne" },
      clivus: { x: 372, y: 520, from: "w" },
      sphenoidSinus: { x: 300, y: 500, from: "sw" },
      massaIntermedia: { x: 387, y: 351, from: "n" },
    },
  },
  {
    id: "cow-mra",
    modality: "MRI",
    width: 800,
    height: 800,
    svg: cowMra,
    points: {
      leftM1: { x: 500, y: 380, from: "ne" },
      rightM1: { x: 300, y: 378, from: "nw" },
      rightA1: { x: 370, y: 364, from: "nw" },
      leftA1: { x: 430, y: 364, from: "ne" },
      anteriorCommunicating: { x: 400, y: 346, from: "n" },
      leftA2: { x: 409, y: 280, from: "ne" },
      basilar: { x: 400, y: 488, from: "se" },
      rightPComm: { x: 356, y: 421, from: "e" },
      leftPComm: { x: 445, y: 420, from: "e" },
      rightP1: { x: 381, y: 452, from: "sw" },
      leftP2: { x: 494, y: 510, from: "e" },
      rightICA: { x: 328, y: 430, from: "w" },
      leftSCA: { x: 460, y: 500, from: "se" },
      rightVertebral: { x: 356, y: 580, from: "sw" },
    },
  },
  {
    id: "neck-axial-ct-hyoid",
    modality: "CT",
    width: 800,
    height: 800,
    svg: neckAxialCt,
    points: {
      rightSubmandibularGland: { x: 276, y: 298, from: "nw" },
      leftSubmandibularGland: { x: 524, y: 298, from: "ne" },
      leftInternalJugularVein: { x: 556, y: 431, from: "se" },
      rightInternalJugularVein: { x: 244, y: 431, from: "sw" },
      leftVallecula: { x: 426, y: 324, from: "ne" },
      epiglottis: { x: 400, y: 347, from: "n" },
      hyoidBody: { x: 400, y: 266, from: "n" },
      leftInternalCarotid: { x: 518, y: 418, from: "e" },
      leftExternalCarotid: { x: 502, y: 390, from: "ne" },
      leftVertebralArtery: { x: 458, y: 494, from: "se" },
      rightSternocleidomastoid: { x: 196, y: 425, from: "w" },
      c3Body: { x: 400, y: 492, from: "s" },
      oropharynx: { x: 400, y: 380, from: "s" },
    },
  },
  {
    id: "sinus-coronal-ct",
    modality: "CT",
    width: 800,
    height: 800,
    svg: sinusCoronalCt,
    points: {
      leftUncinateProcess: { x: 448, y: 412, from: "e" },
      rightUncinateProcess: { x: 352, y: 412, from: "w" },
      rightMiddleTurbinate: { x: 378, y: 420, from: "sw" },
      leftMiddleTurbinate: { x: 422, y: 420, from: "se" },
      leftLaminaPapyracea: { x: 452, y: 330, from: "e" },
      cristaGalli: { x: 400, y: 256, from: "n" },
      nasalSeptum: { x: 400, y: 480, from: "s" },
      leftMaxillarySinus: { x: 530, y: 480, from: "se" },
      rightInferiorTurbinate: { x: 358, y: 494, from: "sw" },
      rightEthmoidBulla: { x: 362, y: 352, from: "nw" },
      leftCribriformPlate: { x: 395, y: 296, from: "ne" },
      rightInfraorbitalCanal: { x: 268, y: 408, from: "sw" },
      rightMedialRectus: { x: 334, y: 318, from: "nw" },
    },
  },
  {
    id: "thyroid-us-transverse",
    modality: "Ultrasound",
    width: 800,
    height: 800,
    svg: thyroidUs,
    points: {
      thyroidIsthmus: { x: 400, y: 170, from: "n" },
      rightThyroidLobe: { x: 276, y: 250, from: "nw" },
      leftThyroidLobe: { x: 524, y: 250, from: "ne" },
      leftCommonCarotid: { x: 616, y: 272, from: "e" },
      rightCommonCarotid: { x: 184, y: 272, from: "w" },
      rightInternalJugularVein: { x: 138, y: 226, from: "sw" },
      trachea: { x: 400, y: 200, from: "ne" },
      oesophagus: { x: 490, y: 346, from: "se" },
      leftSternocleidomastoid: { x: 620, y: 150, from: "ne" },
      rightLongusColli: { x: 332, y: 404, from: "sw" },
    },
  },
  {
    id: "pharynx-barium-swallow-ap",
    modality: "Fluoroscopy",
    width: 800,
    height: 800,
    svg: pharynxBariumAp,
    points: {
      leftPiriformFossa: { x: 448, y: 380, from: "e" },
      rightPiriformFossa: { x: 352, y: 380, from: "w" },
      leftVallecula: { x: 432, y: 280, from: "ne" },
      rightVallecula: { x: 368, y: 280, from: "nw" },
      cervicalOesophagus: { x: 400, y: 620, from: "e" },
    },
  },
  {
    id: "spine-lumbar-sagittal-t2",
    modality: "MRI",
    width: 800,
    height: 960,
    svg: lumbarSagittalT2,
    points: {
      conusMedullaris: { x: 411, y: 212, from: "e" },
      caudaEquina: { x: 410, y: 398, from: "e" },
      l4l5Disc: { x: 323, y: 580, from: "w" },
      l5s1Disc: { x: 347, y: 699, from: "w" },
      ligamentumFlavumL4L5: { x: 451, y: 552, from: "e" },
      basivertebralVeinL3: { x: 356, y: 402, from: "sw" },
      l3Body: { x: 300, y: 405, from: "w" },
      s1Body: { x: 372, y: 752, from: "sw" },
      l3SpinousProcess: { x: 497, y: 384, from: "ne" },
      aorta: { x: 222, y: 300, from: "w" },
    },
  },
  {
    id: "cspine-lateral-xray",
    modality: "X-ray",
    width: 800,
    height: 960,
    svg: cspineLateralXray,
    points: {
      dens: { x: 374, y: 190, from: "ne" },
      anteriorArchAtlas: { x: 298, y: 206, from: "w" },
      posteriorArchAtlas: { x: 566, y: 214, from: "n" },
      c2Body: { x: 360, y: 300, from: "w" },
      c7SpinousProcess: { x: 565, y: 831, from: "ne" },
      hyoid: { x: 166, y: 434, from: "sw" },
      c5Body: { x: 344, y: 590, from: "w" },
    },
  },
  {
    id: "chest-xray-pa",
    modality: "X-ray",
    width: 800,
    height: 900,
    svg: chestXrayPa,
    points: {
      aorticKnuckle: { x: 488, y: 268, from: "ne" },
      horizontalFissure: { x: 210, y: 405, from: "nw" },
      carina: { x: 400, y: 334, from: "ne" },
      rightAtrium: { x: 308, y: 560, from: "w" },
      leftVentricle: { x: 602, y: 600, from: "e" },
      rightHemidiaphragm: { x: 220, y: 694, from: "s" },
      leftCostophrenicAngle: { x: 704, y: 752, from: "e" },
      gastricBubble: { x: 594, y: 772, from: "se" },
      pulmonaryTrunk: { x: 500, y: 350, from: "e" },
      trachea: { x: 400, y: 200, from: "ne" },
      rightHilum: { x: 312, y: 410, from: "w" },
    },
  },
  {
    id: "thorax-axial-ct-pulmonary-trunk",
    modality: "CT",
    width: 800,
    height: 800,
    svg: thoraxAxialCtPa,
    points: {
      rightPulmonaryArtery: { x: 312, y: 398, from: "sw" },
      leftPulmonaryArtery: { x: 512, y: 380, from: "e" },
      pulmonaryTrunk: { x: 456, y: 292, from: "ne" },
      ascendingAorta: { x: 362, y: 322, from: "nw" },
      descendingAorta: { x: 478, y: 506, from: "se" },
      superiorVenaCava: { x: 298, y: 326, from: "w" },
      leftMainBronchus: { x: 456, y: 428, from: "se" },
      rightMainBronchus: { x: 342, y: 432, from: "sw" },
      azygosVein: { x: 362, y: 496, from: "sw" },
      oesophagus: { x: 420, y: 478, from: "s" },
      sternum: { x: 400, y: 204, from: "n" },
    },
  },
  {
    id: "heart-axial-ct-four-chamber",
    modality: "CT",
    width: 800,
    height: 800,
    svg: heartAxialCt,
    points: {
      moderatorBand: { x: 482, y: 271, from: "n" },
      interventricularSeptum: { x: 470, y: 336, from: "sw" },
      leftAtrium: { x: 420, y: 446, from: "s" },
      rightAtrium: { x: 300, y: 384, from: "w" },
      leftVentricle: { x: 576, y: 336, from: "ne" },
      rightVentricle: { x: 400, y: 292, from: "nw" },
      anteriorMitralLeaflet: { x: 476, y: 399, from: "sw" },
      posteriorMitralLeaflet: { x: 522, y: 442, from: "se" },
      rightCoronaryArtery: { x: 278, y: 312, from: "nw" },
      leftCircumflexArtery: { x: 540, y: 462, from: "se" },
      tricuspidValve: { x: 356, y: 322, from: "nw" },
      descendingAorta: { x: 478, y: 518, from: "se" },
    },
  },
  {
    id: "ctca-axial-left-main",
    modality: "CT",
    width: 800,
    height: 800,
    svg: ctcaAxialAorticRoot,
    points: {
      leftMainStem: { x: 480, y: 378, from: "s" },
      proximalLeftAnteriorDescending: { x: 552, y: 330, from: "ne" },
      proximalCircumflex: { x: 532, y: 420, from: "se" },
      proximalRightCoronary: { x: 358, y: 290, from: "nw" },
      aorticRoot: { x: 400, y: 410, from: "sw" },
      leftAtrialAppendage: { x: 626, y: 404, from: "e" },
      rightVentricularOutflowTract: { x: 500, y: 220, from: "ne" },
      leftAtrium: { x: 420, y: 570, from: "s" },
      descendingAorta: { x: 512, y: 690, from: "se" },
    },
  },
  {
    id: "aortic-arch-dsa-lao",
    modality: "Angiography",
    width: 800,
    height: 800,
    svg: aorticArchDsa,
    points: {
      brachiocephalicTrunk: { x: 364, y: 244, from: "w" },
      leftCommonCarotid: { x: 452, y: 170, from: "e" },
      leftSubclavian: { x: 640, y: 184, from: "ne" },
      rightSubclavian: { x: 190, y: 182, from: "sw" },
      rightCommonCarotid: { x: 340, y: 110, from: "w" },
      leftVertebralV1: { x: 560, y: 128, from: "w" },
      rightVertebral: { x: 282, y: 100, from: "w" },
      ascendingAorta: { x: 316, y: 560, from: "w" },
      descendingAorta: { x: 572, y: 600, from: "e" },
      aorticArch: { x: 440, y: 300, from: "s" },
      leftInternalThoracic: { x: 618, y: 300, from: "e" },
    },
  },
];
