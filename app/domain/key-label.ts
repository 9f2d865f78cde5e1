// The key's name at the arrow (product-rules#key-label): where a label beside the arrowhead sits, as
// fractions of the image, so an overlay placed by percentages follows the image at any displayed size.
import { arrowGeometry, type Arrow } from "./arrow";

export type KeyLabel = {
  text: string;
  /** The corner of the label nearest the arrowhead, as fractions of the image's width and height. */
  x: number;
  y: number;
  /** The label grows leftwards from x (the arrowhead is in the image's right half), else rightwards. */
  leftwards: boolean;
  /** The label grows upwards from y (the arrowhead is in the image's lower half), else downwards. */
  upwards: boolean;
};

/** The size an image is taken to have when its own is not stored: only the ratio matters. */
const UNKNOWN_SIDE = 800;

/**
 * The label for the first arrow, named by the key's best answer; null without an arrow or a key. It sits
 * one arrowhead's length beside the head, on the side towards the image's centre, so it stays on the
 * image and off the structure the tip touches.
 */
export function keyLabel(
  key: ReadonlyArray<{ text: string; marks: number }>,
  arrows: ReadonlyArray<Arrow>,
  size: { width: number | null; height: number | null },
): KeyLabel | null {
  const best = key.find((k) => k.marks === 2) ?? key[0];
  const arrow = arrows[0];
  if (!best || !arrow) return null;
  const width = size.width ?? UNKNOWN_SIDE;
  const height = size.height ?? UNKNOWN_SIDE;
  const { base, direction, head } = arrowGeometry(arrow, width, height);
  const across = { x: -direction.y, y: direction.x };
  const towardsCentre = (width / 2 - base.x) * across.x + (height / 2 - base.y) * across.y >= 0 ? 1 : -1;
  const x = clamp((base.x + across.x * head * towardsCentre) / width);
  const y = clamp((base.y + across.y * head * towardsCentre) / height);
  return { text: best.text, x, y, leftwards: x > 0.5, upwards: y > 0.5 };
}

const clamp = (fraction: number) => Math.min(1, Math.max(0, fraction));
