import sharp from "sharp";
import type { Scene, ScenePoint } from "../bank/types";

const DIRECTIONS: Record<NonNullable<ScenePoint["from"]>, [number, number]> = {
  n: [0, -1],
  ne: [Math.SQRT1_2, -Math.SQRT1_2],
  e: [1, 0],
  se: [Math.SQRT1_2, Math.SQRT1_2],
  s: [0, 1],
  sw: [-Math.SQRT1_2, Math.SQRT1_2],
  w: [-1, 0],
  nw: [-Math.SQRT1_2, -Math.SQRT1_2],
};

/** The exam's arrow: a white shaft with a solid head whose tip touches the structure. */
export function arrowSvg(point: ScenePoint, scale = 1): string {
  const [dx, dy] = DIRECTIONS[point.from ?? "ne"];
  const length = 70 * scale;
  const head = 16 * scale;
  const gap = 3 * scale;
  const tipX = point.x + dx * gap;
  const tipY = point.y + dy * gap;
  const tailX = point.x + dx * length;
  const tailY = point.y + dy * length;
  const baseX = tipX + dx * head;
  const baseY = tipY + dy * head;
  const px = -dy * head * 0.45;
  const py = dx * head * 0.45;
  const f = (n: number) => n.toFixed(1);
  return [
    `<line x1="${f(tailX)}" y1="${f(tailY)}" x2="${f(baseX)}" y2="${f(baseY)}" stroke="#000" stroke-width="${f(6 * scale)}" stroke-linecap="round"/>`,
    `<line x1="${f(tailX)}" y1="${f(tailY)}" x2="${f(baseX)}" y2="${f(baseY)}" stroke="#fff" stroke-width="${f(3.2 * scale)}" stroke-linecap="round"/>`,
    `<polygon points="${f(tipX)},${f(tipY)} ${f(baseX + px)},${f(baseY + py)} ${f(baseX - px)},${f(baseY - py)}" fill="#fff" stroke="#000" stroke-width="${f(1.2 * scale)}"/>`,
  ].join("");
}

/** The whole SVG document for one question: the scene on black with the arrow on its target. */
export function questionSvg(scene: Scene, target: string): string {
  const point = scene.points[target];
  if (!point) throw new Error(`Scene ${scene.id} has no point named "${target}"`);
  const scale = Math.max(scene.width, scene.height) / 800;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${scene.width}" height="${scene.height}" viewBox="0 0 ${scene.width} ${scene.height}">` +
    `<rect width="100%" height="100%" fill="#000"/>` +
    scene.svg() +
    arrowSvg(point, scale) +
    `</svg>`
  );
}

export async function renderQuestionImage(scene: Scene, target: string): Promise<Buffer> {
  return sharp(Buffer.from(questionSvg(scene, target)))
    .greyscale()
    .webp({ quality: 82 })
    .toBuffer();
}
