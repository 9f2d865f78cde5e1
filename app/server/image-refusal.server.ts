/** A refusal an editor can act on: its message is shown as it is, so it says what to do instead. */
export class ImageRefusal extends Error {
  override name = "ImageRefusal";
}

/** Far above any radiograph or camera photo; beyond it decoding alone would take gigabytes. */
export const MAX_PIXELS = 50_000_000;

export function refuseOversize(width: number, height: number) {
  if (width * height > MAX_PIXELS) {
    throw new ImageRefusal(
      `This image is ${width} × ${height} pixels: Arrowed takes up to ${MAX_PIXELS / 1_000_000} megapixels, so reduce it first`,
    );
  }
}
