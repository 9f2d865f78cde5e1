// A DICOM image as it is shown (docs/decisions/018-bank-images.md): the window it opens with, its full
// range, and its 8-bit pixels through the chosen window or the file's VOI LUT. Runs in the DICOM worker.
// A radiograph is 5 million samples: each walk over them costs milliseconds, so the display and the
// full range share one walk whenever the window shown does not itself depend on the range
// (docs/decisions/087-a-bank-import-that-renders-and-copies-less.md).
import {
  CT_DEFAULT_WINDOW,
  rangeWindow,
  windowLut,
  modalityValue,
  type ImageWindow,
  type VoiLut,
} from "~/domain/windowing";
import type { DicomImage } from "./dicom.server";

const samplesOf = (image: DicomImage) => ({
  voiFunction: image.voiFunction,
  bitsStored: image.bitsStored,
  signed: image.pixelRepresentation === 1,
  slope: image.rescale?.slope ?? 1,
  intercept: image.rescale?.intercept ?? 0,
});

/**
 * The stored samples: 16-bit ones read as an aligned array, in place when the pixels start on an even
 * byte (as a decoder's own buffer does), else copied once (reading a Buffer word by word is several times
 * slower); little endian, as is every machine Node runs on here. Kept per image, as the full range and
 * the display each read them.
 */
const samplesOfImage = new WeakMap<DicomImage, Uint16Array | Uint8Array>();

function storedSamples(image: DicomImage): Uint16Array | Uint8Array {
  const known = samplesOfImage.get(image);
  if (known) return known;
  const count = image.rows * image.columns;
  const { pixels } = image;
  let samples: Uint16Array | Uint8Array;
  if (image.bitsAllocated !== 16) samples = pixels.subarray(0, count);
  else if (pixels.byteOffset % 2 === 0) samples = new Uint16Array(pixels.buffer, pixels.byteOffset, count);
  else {
    samples = new Uint16Array(count);
    Buffer.from(samples.buffer).set(pixels.subarray(0, count * 2));
  }
  samplesOfImage.set(image, samples);
  return samples;
}

/** Each image's full range, once worked out (by its own walk, or beside the display's). */
const rangeOfImage = new WeakMap<DicomImage, ImageWindow>();

/** The file's window, else none when its VOI LUT shows it, else soft tissue for CT, else its full range. */
export function defaultWindow(image: DicomImage): ImageWindow | undefined {
  if (image.photometric === "RGB") return undefined;
  if (image.window) return image.window;
  if (image.voiLut) return undefined;
  if (image.modality === "CT") return CT_DEFAULT_WINDOW;
  return fullRange(image);
}

/** What a greyscale image is shown through when that is known without its full range. */
function shownWithoutRange(image: DicomImage, window?: ImageWindow): ImageWindow | VoiLut | undefined {
  return window ?? image.window ?? image.voiLut ?? (image.modality === "CT" ? CT_DEFAULT_WINDOW : undefined);
}

/**
 * The lowest to the highest value after the modality rescale, from which stored values occur: only
 * those are rescaled (a 12-bit image has 4,096).
 */
function rangeOf(image: DicomImage, occurs: Uint8Array): ImageWindow {
  const samples = samplesOf(image);
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let raw = 0; raw < occurs.length; raw++) {
    if (!occurs[raw]) continue;
    const value = modalityValue(raw, samples);
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return rangeWindow(min, max);
}

/** The window from the lowest value in the image to the highest, after the modality rescale. */
export function fullRange(image: DicomImage): ImageWindow | undefined {
  if (image.photometric === "RGB") return undefined;
  const known = rangeOfImage.get(image);
  if (known) return known;
  const mask = 2 ** image.bitsStored - 1;
  const occurs = new Uint8Array(mask + 1);
  const stored = storedSamples(image);
  // One loop per kind of array, each kept to one element type (a loop over either is several times slower).
  if (stored instanceof Uint16Array) for (let i = 0; i < stored.length; i++) occurs[stored[i]! & mask] = 1;
  else for (let i = 0; i < stored.length; i++) occurs[stored[i]! & mask] = 1;
  const range = rangeOf(image, occurs);
  rangeOfImage.set(image, range);
  return range;
}

/** 8-bit pixels to show: greyscale windowed (one channel), or RGB interleaved (three). */
export function displayPixels(image: DicomImage, window?: ImageWindow): { data: Buffer; channels: 1 | 3 } {
  const count = image.rows * image.columns;
  if (image.photometric === "RGB") {
    if (image.planarConfiguration === 0) return { data: image.pixels, channels: 3 };
    const data = Buffer.alloc(count * 3);
    for (let i = 0; i < count; i++) {
      data[i * 3] = image.pixels[i]!;
      data[i * 3 + 1] = image.pixels[count + i]!;
      data[i * 3 + 2] = image.pixels[2 * count + i]!;
    }
    return { data, channels: 3 };
  }
  const known = shownWithoutRange(image, window);
  const lut = windowLut(
    { ...samplesOf(image), inverted: image.photometric === "MONOCHROME1" },
    known ?? fullRange(image)!,
  );
  const mask = 2 ** image.bitsStored - 1;
  // Every byte is written below: its own memory (never the shared pool), so it can move to another thread.
  const data = Buffer.allocUnsafeSlow(count);
  const stored = storedSamples(image);
  if (rangeOfImage.has(image)) {
    if (stored instanceof Uint16Array) for (let i = 0; i < count; i++) data[i] = lut[stored[i]! & mask]!;
    else for (let i = 0; i < count; i++) data[i] = lut[stored[i]! & mask]!;
    return { data, channels: 1 };
  }
  // The full range noted in the same walk: which stored values occur.
  const occurs = new Uint8Array(mask + 1);
  if (stored instanceof Uint16Array) {
    for (let i = 0; i < count; i++) {
      const raw = stored[i]! & mask;
      occurs[raw] = 1;
      data[i] = lut[raw]!;
    }
  } else {
    for (let i = 0; i < count; i++) {
      const raw = stored[i]! & mask;
      occurs[raw] = 1;
      data[i] = lut[raw]!;
    }
  }
  rangeOfImage.set(image, rangeOf(image, occurs));
  return { data, channels: 1 };
}
