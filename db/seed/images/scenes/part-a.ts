// Part A scenes: neuro, head and neck, spine, thorax, cardiac and vascular images for the starter bank.
// Each scene is drawn from scratch as SVG in the look of its modality (greyscale on black,
// radiological convention: on axial and coronal images the patient's right is on the image's left).
// Nothing is labelled; render.ts adds the arrow. Gradient and filter ids carry a per-scene prefix.
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

/** A small deterministic random generator so every render is identical. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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

/** A tiled grain pattern (image noise / ultrasound speckle); `id` is the pattern id to fill with. */
function grainDefs(id: string, freq: number, alpha: number, tile = 96, seed = 3): string {
  return (
    `<filter id="${id}-f" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="2" seed="${seed}" stitchTiles="stitch"/>` +
    `<feColorMatrix values="1.6 0 0 0 -0.3 1.6 0 0 0 -0.3 1.6 0 0 0 -0.3 0 0 0 0 ${alpha}"/></filter>` +
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
  const WM = grey(168);
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
];
