// Greyscale windowing of medical images to 8-bit: the DICOM VOI functions (linear, exact linear,
// sigmoid) or the file's own VOI lookup table, applied after the modality rescale, through a lookup
// table so a 2048² image costs one array read per pixel.
export type ImageWindow = { center: number; width: number };

/** The VOI LUT Function a file names for its windows (PS3.3 C.11.2.1.3); LINEAR when it names none. */
export type VoiFunction = "LINEAR" | "LINEAR_EXACT" | "SIGMOID";

export const VOI_FUNCTIONS: readonly VoiFunction[] = ["LINEAR", "LINEAR_EXACT", "SIGMOID"];

/** A VOI lookup table as the file gives it: the value its first entry maps, and the bits of its entries. */
export type VoiLut = { firstMapped: number; bits: number; data: ArrayLike<number> };

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

/**
 * The window through the file's VOI LUT Function: LINEAR_EXACT has its edges at c ± w/2 with no
 * half-value offset; SIGMOID never clips, 1 / (1 + e^(−4(x − c)/w)).
 */
export function voiValue(value: number, window: ImageWindow, fn: VoiFunction = "LINEAR"): number {
  if (fn === "LINEAR") return windowValue(value, window);
  if (fn === "SIGMOID") {
    const width = Math.max(Number.MIN_VALUE, window.width);
    return Math.round(255 / (1 + Math.exp((-4 * (value - window.center)) / width)));
  }
  if (window.width <= 0) return value < window.center ? 0 : 255;
  if (value <= window.center - window.width / 2) return 0;
  if (value > window.center + window.width / 2) return 255;
  return Math.round(((value - window.center) / window.width + 0.5) * 255);
}

/** A value through the VOI LUT: values before its first entry take the first, after its last the last. */
export function voiLutValue(value: number, lut: VoiLut): number {
  const last = lut.data.length - 1;
  const index = Math.min(last, Math.max(0, Math.round(value) - lut.firstMapped));
  const top = 2 ** lut.bits - 1;
  return Math.round((Math.min(top, lut.data[index]!) / top) * 255);
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
  /** The file's VOI LUT Function, applied to whichever window is chosen. */
  voiFunction?: VoiFunction;
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
 * value masked to bitsStored), through a window or the file's VOI LUT, with MONOCHROME1 inverted after.
 */
export function windowLut(samples: StoredSamples, voi: ImageWindow | VoiLut): Uint8Array {
  const size = 2 ** samples.bitsStored;
  const lut = new Uint8Array(size);
  for (let raw = 0; raw < size; raw++) {
    const value = modalityValue(raw, samples);
    const shown = "data" in voi ? voiLutValue(value, voi) : voiValue(value, voi, samples.voiFunction);
    lut[raw] = samples.inverted ? 255 - shown : shown;
  }
  return lut;
}
