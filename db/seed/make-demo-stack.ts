// Draws the starter bank's demo stack (VAS-008): twelve axial slices of a schematic upper abdomen, made
// from shapes (no patient's scan), written as WebP into the starter bank's images. Run it again after
// changing the drawing: `node --import tsx db/seed/make-demo-stack.ts`.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { starterBankDir } from "./starter-bank";

export const DEMO_STACK_SLICES = 12;
const SIDE = 512;

/** One slice: the body, spine, aorta and IVC throughout; liver, spleen and kidneys come and go. */
function sliceSvg(index: number) {
  const t = index / (DEMO_STACK_SLICES - 1); // 0 at the top slice, 1 at the bottom
  const liver = Math.max(0, 120 - 90 * t);
  const spleen = Math.max(0, 60 - 70 * t);
  const kidney = Math.max(0, 46 - Math.abs(t - 0.75) * 120);
  const shapes = [
    `<ellipse cx="256" cy="270" rx="220" ry="170" fill="#5a5a5a"/>`,
    `<ellipse cx="256" cy="270" rx="205" ry="155" fill="#6e6e6e"/>`,
    liver ? `<ellipse cx="150" cy="230" rx="${liver}" ry="${liver * 0.8}" fill="#8c8c8c"/>` : "",
    spleen ? `<ellipse cx="390" cy="260" rx="${spleen * 0.6}" ry="${spleen}" fill="#858585"/>` : "",
    kidney ? `<ellipse cx="175" cy="340" rx="${kidney * 0.6}" ry="${kidney}" fill="#9a9a9a"/>` : "",
    kidney ? `<ellipse cx="337" cy="340" rx="${kidney * 0.6}" ry="${kidney}" fill="#9a9a9a"/>` : "",
    `<circle cx="256" cy="375" r="42" fill="#e6e6e6"/>`,
    `<circle cx="256" cy="375" r="30" fill="#bdbdbd"/>`,
    `<ellipse cx="256" cy="428" rx="16" ry="12" fill="#3c3c3c"/>`,
    `<circle cx="${282 - 4 * t}" cy="306" r="${20 - 3 * t}" fill="#d4d4d4"/>`,
    `<ellipse cx="${215 + 3 * t}" cy="300" rx="19" ry="14" fill="#b0b0b0"/>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}"><rect width="100%" height="100%" fill="#000"/>${shapes.join("")}</svg>`;
}

export const demoStackFile = (index: number) => `images/vas-008/slice-${String(index + 1).padStart(2, "0")}.webp`;

async function main() {
  for (let i = 0; i < DEMO_STACK_SLICES; i++) {
    const file = path.join(starterBankDir(), demoStackFile(i));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(
      file,
      await sharp(Buffer.from(sliceSvg(i)))
        .webp({ lossless: true })
        .toBuffer(),
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
