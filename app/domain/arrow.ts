// The exam's arrow drawn from data: a white shaft outlined in black and a solid white head whose tip
// touches the structure. Points are fractions of the image, so one arrow fits every size of it.
export type Point = [number, number];
export type Arrow = { tip: Point; tail: Point };

/** Arrow sizes are those of an 800 px image, scaled with the longest side of the image as displayed… */
const REFERENCE_SIDE = 800;
/**
 * …but never below the size they have on a 600 px image, so on the 400 px small variant (or a small
 * image) the shaft is still over 2 px wide and the head 12 px long: legible, never a hairline.
 */
const MIN_SCALE = 0.75;
const HEAD = 16;
const OUTLINE = 6;
const SHAFT = 3.2;
const HEAD_OUTLINE = 1.2;

/** Where an arrow lands on an image of this size, in pixels, with its unit direction tail → tip. */
export function arrowGeometry(arrow: Arrow, width: number, height: number) {
  const scale = Math.max(MIN_SCALE, Math.max(width, height) / REFERENCE_SIDE);
  const tip = { x: arrow.tip[0] * width, y: arrow.tip[1] * height };
  const tail = { x: arrow.tail[0] * width, y: arrow.tail[1] * height };
  const length = Math.hypot(tip.x - tail.x, tip.y - tail.y);
  // A tail on the tip says nothing about direction: point in from the upper right, as the exam mostly does.
  const direction =
    length > 0 ? { x: (tip.x - tail.x) / length, y: (tip.y - tail.y) / length } : { x: -Math.SQRT1_2, y: Math.SQRT1_2 };
  const head = HEAD * scale;
  const base = { x: tip.x - direction.x * head, y: tip.y - direction.y * head };
  return { scale, tip, tail, base, direction, length, head };
}

const f = (n: number) => n.toFixed(1);

/** SVG elements for one arrow on a width × height image. */
export function arrowSvg(arrow: Arrow, width: number, height: number): string {
  const { scale, tip, tail, base, direction, length, head } = arrowGeometry(arrow, width, height);
  const side = { x: -direction.y * head * 0.45, y: direction.x * head * 0.45 };
  const shaft =
    length > head
      ? `<line x1="${f(tail.x)}" y1="${f(tail.y)}" x2="${f(base.x)}" y2="${f(base.y)}" stroke="#000" stroke-width="${f(OUTLINE * scale)}" stroke-linecap="round"/>` +
        `<line x1="${f(tail.x)}" y1="${f(tail.y)}" x2="${f(base.x)}" y2="${f(base.y)}" stroke="#fff" stroke-width="${f(SHAFT * scale)}" stroke-linecap="round"/>`
      : "";
  const points = `${f(tip.x)},${f(tip.y)} ${f(base.x + side.x)},${f(base.y + side.y)} ${f(base.x - side.x)},${f(base.y - side.y)}`;
  return (
    shaft +
    `<polygon points="${points}" fill="#fff" stroke="#000" stroke-width="${f(HEAD_OUTLINE * scale)}" stroke-linejoin="miter"/>`
  );
}

/** A transparent SVG document of the image's size carrying every arrow, to lay over the image. */
export function arrowsOverlaySvg(arrows: Arrow[], width: number, height: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    arrows.map((arrow) => arrowSvg(arrow, width, height)).join("") +
    `</svg>`
  );
}

/**
 * The arrows as an overlay covering only the part of the image they are drawn on (with room for their
 * outlines and a pixel of smoothing), `width` × `height` at `left`, `top`: the same drawing as arrowsOverlaySvg's,
 * in the same coordinates, for a fraction of the cost of drawing and blending a whole image's worth of
 * transparent pixels. Null when there is nothing to draw.
 */
export function arrowsOverlay(
  arrows: Arrow[],
  width: number,
  height: number,
): { svg: string; left: number; top: number; width: number; height: number } | null {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const arrow of arrows) {
    const { scale, tip, tail, base, direction, head } = arrowGeometry(arrow, width, height);
    const side = { x: -direction.y * head * 0.45, y: direction.x * head * 0.45 };
    // Round caps reach half the outline's width past the shaft's ends; the head's mitred corners less
    // than twice its outline's width past its points.
    const room = Math.max(OUTLINE / 2, 2 * HEAD_OUTLINE) * scale + 2;
    for (const point of [
      tip,
      tail,
      { x: base.x + side.x, y: base.y + side.y },
      { x: base.x - side.x, y: base.y - side.y },
    ]) {
      minX = Math.min(minX, point.x - room);
      minY = Math.min(minY, point.y - room);
      maxX = Math.max(maxX, point.x + room);
      maxY = Math.max(maxY, point.y + room);
    }
  }
  const left = Math.max(0, Math.floor(minX));
  const top = Math.max(0, Math.floor(minY));
  const right = Math.min(width, Math.ceil(maxX));
  const bottom = Math.min(height, Math.ceil(maxY));
  if (!arrows.length || right <= left || bottom <= top) return null;
  const [w, h] = [right - left, bottom - top];
  return {
    svg:
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${left} ${top} ${w} ${h}">` +
      arrows.map((arrow) => arrowSvg(arrow, width, height)).join("") +
      `</svg>`,
    left,
    top,
    width: w,
    height: h,
  };
}
