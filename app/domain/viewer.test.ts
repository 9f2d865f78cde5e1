import { describe, expect, it } from "vitest";
import { pinchZoom, rotate, stepBrightness, stepContrast, stepZoom, viewerTools } from "./viewer";

describe("image viewer steps", () => {
  it("zooms by 0.2 between 0.5 and 3", () => {
    expect(stepZoom(1, 1)).toBe(1.2);
    expect(stepZoom(0.6, -1)).toBe(0.5);
    expect(stepZoom(0.5, -1)).toBe(0.5);
    expect(stepZoom(2.9, 1)).toBe(3);
    expect(stepZoom(3, 1)).toBe(3);
  });

  it("changes brightness by 20 between 20 and 200, contrast by 10 between 50 and 200", () => {
    expect(stepBrightness(100, 1)).toBe(120);
    expect(stepBrightness(20, -1)).toBe(20);
    expect(stepBrightness(200, 1)).toBe(200);
    expect(stepContrast(100, -1)).toBe(90);
    expect(stepContrast(50, -1)).toBe(50);
  });

  it("rotates by quarter turns both ways", () => {
    expect(rotate(0, 1)).toBe(90);
    expect(rotate(0, -1)).toBe(270);
    expect(rotate(270, 1)).toBe(0);
  });

  it("zooms with a pinch, within the limits", () => {
    expect(pinchZoom(1, 100, 150)).toBe(1.5);
    expect(pinchZoom(2, 100, 300)).toBe(3);
    expect(pinchZoom(1, 100, 10)).toBe(0.5);
  });

  it("offers only the exam's own tools in a mock", () => {
    expect(viewerTools("exam").invert).toBe(false);
    expect(viewerTools("practice").invert).toBe(true);
  });
});
