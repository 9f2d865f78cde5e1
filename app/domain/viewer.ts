// The image viewer's steps (spec part 1 §2): zoom 0.5–3 by 0.2, brightness 20–200 by 20.
export const ZOOM = { min: 0.5, max: 3, step: 0.2, initial: 1 } as const;
export const BRIGHTNESS = { min: 20, max: 200, step: 20, initial: 100 } as const;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const tidy = (value: number) => Math.round(value * 10) / 10;

export function stepZoom(zoom: number, direction: 1 | -1) {
  return tidy(clamp(zoom + direction * ZOOM.step, ZOOM.min, ZOOM.max));
}

export function stepBrightness(brightness: number, direction: 1 | -1) {
  return clamp(brightness + direction * BRIGHTNESS.step, BRIGHTNESS.min, BRIGHTNESS.max);
}
