import { describe, expect, it } from "vitest";
import { modalityValue, rangeWindow, voiLutValue, voiValue, windowLut, windowValue } from "./windowing";

describe("the linear window", () => {
  const brain = { center: 40, width: 80 };

  it("shows values below the window black and above it white", () => {
    expect(windowValue(-1000, brain)).toBe(0);
    expect(windowValue(0, brain)).toBe(0);
    expect(windowValue(80, brain)).toBe(255);
    expect(windowValue(3000, brain)).toBe(255);
  });

  it("is mid-grey at the centre and linear in between", () => {
    // (40 − 39.5) / 79 + 0.5 of 255: just above half
    expect(windowValue(40, brain)).toBe(129);
    expect(windowValue(20, brain)).toBe(Math.round(((20 - 39.5) / 79 + 0.5) * 255));
    expect(windowValue(20, brain)).toBeLessThan(windowValue(30, brain));
  });

  it("follows the DICOM edges exactly: c − 0.5 ± (w − 1)/2", () => {
    // c=40, w=80: black up to 0, white above 79
    expect(windowValue(0.5, brain)).toBeGreaterThan(0);
    expect(windowValue(79, brain)).toBe(255);
    expect(windowValue(79.01, brain)).toBe(255);
  });

  it("turns a width of 1 (or less) into a threshold at the centre", () => {
    expect(windowValue(39, { center: 40, width: 1 })).toBe(0);
    expect(windowValue(40, { center: 40, width: 1 })).toBe(255);
    expect(windowValue(40, { center: 40, width: 0 })).toBe(255);
  });

  it("covers the darkest to the brightest value with the range window", () => {
    const window = rangeWindow(100, 1100);
    expect(windowValue(100, window)).toBe(0);
    expect(windowValue(1100, window)).toBe(255);
  });
});

describe("stored samples", () => {
  const ct = { bitsStored: 12, signed: false, slope: 1, intercept: -1024 };

  it("apply the rescale: CT stored 1024 is water (0 HU)", () => {
    expect(modalityValue(1024, ct)).toBe(0);
    expect(modalityValue(0, ct)).toBe(-1024);
  });

  it("ignore bits above BitsStored", () => {
    expect(modalityValue(0xf000 | 1024, ct)).toBe(0);
  });

  it("read signed values in two's complement", () => {
    const signed = { bitsStored: 16, signed: true, slope: 1, intercept: 0 };
    expect(modalityValue(0xffff, signed)).toBe(-1);
    expect(modalityValue(0x8000, signed)).toBe(-32768);
    expect(modalityValue(0x7fff, signed)).toBe(32767);
    expect(modalityValue(0x0fff, { ...signed, bitsStored: 12 })).toBe(-1);
  });

  it("apply the slope before the intercept", () => {
    expect(modalityValue(10, { bitsStored: 16, signed: false, slope: 2.5, intercept: 3 })).toBe(28);
  });
});

describe("the lookup table", () => {
  const samples = { bitsStored: 12, signed: false, slope: 1, intercept: -1024, inverted: false };
  const window = { center: 40, width: 400 };

  it("has an entry for every value the bits can hold", () => {
    expect(windowLut(samples, window)).toHaveLength(4096);
  });

  it("windows each stored value after its rescale", () => {
    const lut = windowLut(samples, window);
    expect(lut[1024 + 40]).toBe(128);
    expect(lut[0]).toBe(0);
    expect(lut[4095]).toBe(255);
  });

  it("shows MONOCHROME1 the other way round: low values white", () => {
    const lut = windowLut({ ...samples, inverted: true }, window);
    expect(lut[0]).toBe(255);
    expect(lut[4095]).toBe(0);
    expect(lut[1024 + 40]).toBe(127);
  });
});

describe("the VOI LUT functions a file may name", () => {
  const window = { center: 100, width: 200 };

  it("puts LINEAR_EXACT's edges at c ± w/2, without the half-value offset of LINEAR", () => {
    expect(voiValue(0, window, "LINEAR_EXACT")).toBe(0);
    expect(voiValue(0.5, window, "LINEAR_EXACT")).toBe(1);
    expect(voiValue(100, window, "LINEAR_EXACT")).toBe(128);
    expect(voiValue(200, window, "LINEAR_EXACT")).toBe(255);
    expect(voiValue(200.1, window, "LINEAR_EXACT")).toBe(255);
    expect(voiValue(100, window, "LINEAR")).toBe(windowValue(100, window));
  });

  it("never clips with SIGMOID: mid-grey at the centre, still short of black and white at the edges", () => {
    expect(voiValue(100, window, "SIGMOID")).toBe(128);
    expect(voiValue(0, window, "SIGMOID")).toBe(Math.round(255 / (1 + Math.exp(2))));
    expect(voiValue(0, window, "SIGMOID")).toBeGreaterThan(0);
    expect(voiValue(200, window, "SIGMOID")).toBeLessThan(255);
  });

  it("reads a VOI LUT from its first mapped value, holding its ends beyond it", () => {
    const lut = { firstMapped: -10, bits: 8, data: [0, 51, 102, 255] };
    expect(voiLutValue(-10, lut)).toBe(0);
    expect(voiLutValue(-9, lut)).toBe(51);
    expect(voiLutValue(-100, lut)).toBe(0);
    expect(voiLutValue(1000, lut)).toBe(255);
    expect(windowLut({ bitsStored: 2, signed: false, slope: 1, intercept: -10, inverted: true }, lut)).toEqual(
      new Uint8Array([255, 204, 153, 0]),
    );
  });
});
