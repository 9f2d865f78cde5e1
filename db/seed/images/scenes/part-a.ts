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
  const GM = grey(146);
  const WM = grey(100);
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
  for (const y0 of [150, 215, 625, 690]) {
    for (const side of [-1, 1]) {
      starts.push({ x: 400 + side * 3, y: y0 + (rand() - 0.5) * 14, ux: side, uy: (rand() - 0.5) * 0.4 });
    }
  }
  const { gyri, sulci } = sulcusPaths(starts, rand, {
    min: 26, max: 66, sleeve: 20, core: 1.7, gm: GM, csf: grey(205), branch: 0.5,
  });

  // Patient's left hemisphere (image right) deep structures; mirrored for the right.
  const frontalHorn: P[] = [
    [403, 302], [410, 293], [424, 292], [436, 298], [433, 316], [424, 342], [416, 368], [409, 390], [404, 400],
  ];
  const caudate: P[] = [
    [438, 298], [460, 302], [476, 320], [481, 344], [473, 370], [457, 389], [437, 398], [416, 392], [418, 368], [426, 342], [434, 318],
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
    [404, 410], [420, 401], [440, 405], [458, 420], [472, 442], [480, 468], [478, 494], [466, 511], [444, 517], [424, 508], [410, 488], [405, 460],
  ];
  const atrium: P[] = [
    [466, 521], [482, 512], [500, 518], [509, 538], [507, 562], [499, 590], [492, 618], [486, 614], [486, 588], [478, 560], [467, 540],
  ];
  const insula: P[] = [
    [540, 334], [548, 360], [551, 396], [549, 432], [542, 466], [536, 464], [542, 432], [544, 396], [541, 360], [534, 338],
  ];
  const hemi =
    path(smooth(capsule), grey(78)) +
    line(smooth([[526, 326], [533, 370], [534, 416], [527, 458]], false), grey(76), 8) + // external capsule
    line(smooth([[530, 330], [536, 372], [537, 416], [531, 456]], false), grey(122), 2.4) + // claustrum
    soft(smooth(insula), GM, 3) +
    line(smooth([[650, 392], [620, 384], [592, 370], [566, 352], [556, 336]], false), CSF, 3.6) + // Sylvian fissure
    line(smooth([[556, 336], [557, 372], [558, 410], [555, 446], [548, 472]], false), CSF, 3) + // circular sulcus
    line(smooth([[592, 370], [604, 350], [602, 330]], false), grey(222), 2) +
    line(smooth([[600, 378], [612, 398], [630, 404]], false), grey(222), 2) +
    soft(smooth(lentiform), grey(140), 2.5) +
    soft(smooth(pallidus), grey(104), 2.5) +
    soft(smooth(caudate), grey(146), 2.5) +
    soft(smooth(thalamus), grey(126), 2.5) +
    soft(smooth(frontalHorn), CSF, 1.5) +
    soft(smooth(atrium), CSF, 1.5) +
    ell(491, 544, 10, 14, grey(118), `transform="rotate(-18 491 544)"`); // glomus of the choroid plexus

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
    path(smooth(at(54)), grey(150)) + // skin and subcutaneous fat
    path(smooth(at(40)), grey(176)) +
    path(smooth(at(30)), grey(56)) + // galea / temporalis
    path(smooth(at(24)), grey(18)) + // outer table
    line(smooth(at(17)), grey(96), 6) + // diploe
    path(smooth(at(11)), grey(16), `fill-opacity="0"`) +
    line(smooth(at(11)), grey(18), 4) + // inner table
    path(smooth(at(8)), grey(226)) + // subarachnoid CSF
    path(smooth(at(0)), GM) +
    `<g clip-path="url(#${p}-clip)">` +
    path(smooth(at(-12)), `url(#${p}-wm)`) +
    gyri +
    sulci +
    `<use href="#${p}-hemi"/>` +
    `<use href="#${p}-hemi" transform="translate(800 0) scale(-1 1)"/>` +
    midline +
    `</g>` +
    path(smooth(at(56)), `url(#${p}-n)`)
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
];
