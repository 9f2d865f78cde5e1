// The image viewer's steps (product-rules#viewer, as the exam's own viewer): zoom 0.5–3 by 0.2,
// brightness 20–200 by 20, contrast 50–200 by 10, rotation by quarter turns.
export const ZOOM = { min: 0.5, max: 3, step: 0.2, initial: 1 } as const;
export const BRIGHTNESS = { min: 20, max: 200, step: 20, initial: 100 } as const;
export const CONTRAST = { min: 50, max: 200, step: 10, initial: 100 } as const;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const tidy = (value: number) => Math.round(value * 10) / 10;

export function stepZoom(zoom: number, direction: 1 | -1) {
  return tidy(clamp(zoom + direction * ZOOM.step, ZOOM.min, ZOOM.max));
}

export function stepBrightness(brightness: number, direction: 1 | -1) {
  return clamp(brightness + direction * BRIGHTNESS.step, BRIGHTNESS.min, BRIGHTNESS.max);
}

export function stepContrast(contrast: number, direction: 1 | -1) {
  return clamp(contrast + direction * CONTRAST.step, CONTRAST.min, CONTRAST.max);
}

export function rotate(degrees: number, direction: 1 | -1) {
  return (((degrees + direction * 90) % 360) + 360) % 360;
}

/** Zoom from a pinch: the new scale follows the change in distance between two fingers. */
export function pinchZoom(zoom: number, startDistance: number, distance: number) {
  if (startDistance <= 0) return zoom;
  return tidy(clamp(zoom * (distance / startDistance), ZOOM.min, ZOOM.max));
}

/**
 * The tools on offer: a mock gives only what the exam's viewer has (zoom, pan, window, rotate,
 * reset); practice adds invert.
 */
export function viewerTools(mode: "exam" | "practice") {
  return { invert: mode === "practice" } as const;
}
