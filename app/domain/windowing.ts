// Greyscale windowing of medical images to 8-bit: the DICOM linear VOI function, applied after the
// modality rescale, through a lookup table so a 2048² image costs one array read per pixel.
export type ImageWindow = { center: number; width: number };

/** Soft tissue, the window a radiologist opens a CT in when the file names none. */
export const CT_DEFAULT_WINDOW: ImageWindow = { center: 40, width: 400 };

/**
 * The DICOM linear window (PS3.3 C.11.2.1.2.1): values up to c − 0.5 − (w − 1)/2 are black, above
 * c − 0.5 + (w − 1)/2 white, linear in between. A width under 1 is taken as 1.
 */
export function windowValue(value: number, window: ImageWindow): number {
  const width = Math.max(1, window.width);
  const low = window.center - 0.5 - (width - 1) / 2;
  const high = window.center - 0.5 + (width - 1) / 2;
  if (value <= low) return 0;
  if (value > high) return 255;
  if (width === 1) return 255;
  return Math.round(((value - (window.center - 0.5)) / (width - 1) + 0.5) * 255);
}

/** A window that shows every value from the darkest to the brightest, for modalities without units. */
export function rangeWindow(min: number, max: number): ImageWindow {
  return { center: (min + max) / 2, width: Math.max(1, max - min + 1) };
}

export type StoredSamples = {
  bitsStored: number;
  signed: boolean;
  slope: number;
  intercept: number;
  /** MONOCHROME1: the lowest value is shown white. */
  inverted: boolean;
};

/** What a stored sample (masked to its bits, two's complement when signed) means after rescale. */
export function modalityValue(
  stored: number,
  samples: Pick<StoredSamples, "bitsStored" | "signed" | "slope" | "intercept">,
) {
  const mask = 2 ** samples.bitsStored - 1;
  let value = stored & mask;
  if (samples.signed && value >= 2 ** (samples.bitsStored - 1)) value -= 2 ** samples.bitsStored;
  return value * samples.slope + samples.intercept;
}

/**
 * 8-bit display value for every raw sample value an image of this kind can hold (indexed by the raw
 * value masked to bitsStored), with MONOCHROME1 inverted after windowing.
 */
export function windowLut(samples: StoredSamples, window: ImageWindow): Uint8Array {
  const size = 2 ** samples.bitsStored;
  const lut = new Uint8Array(size);
  for (let raw = 0; raw < size; raw++) {
    const shown = windowValue(modalityValue(raw, samples), window);
    lut[raw] = samples.inverted ? 255 - shown : shown;
  }
  return lut;
}
