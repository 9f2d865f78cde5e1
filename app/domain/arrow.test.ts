import { describe, expect, it } from "vitest";
import { arrowGeometry, arrowSvg, arrowsOverlay, arrowsOverlaySvg } from "./arrow";

describe("an arrow from fractions", () => {
  const arrow = { tip: [0.5, 0.5], tail: [0.75, 0.25] } as const satisfies {
    tip: [number, number];
    tail: [number, number];
  };

  it("puts the tip and the tail at those fractions of the image", () => {
    const { tip, tail } = arrowGeometry(arrow, 1000, 600);
    expect(tip).toEqual({ x: 500, y: 300 });
    expect(tail).toEqual({ x: 750, y: 150 });
  });

  it("grows with the image, so it reads the same at every size a screen shows", () => {
    const large = arrowGeometry(arrow, 1200, 900);
    const medium = arrowGeometry(arrow, 800, 600);
    expect(large.head / 1200).toBeCloseTo(medium.head / 800);
    expect(large.head).toBeCloseTo(24);
  });

  it("stays legible on the 400-pixel variant and on small images: a 12-pixel head, a shaft over 2 pixels", () => {
    for (const side of [400, 128, 64]) {
      const { head } = arrowGeometry(arrow, side, side);
      expect(head).toBeGreaterThanOrEqual(12);
      const shaft = /stroke="#fff" stroke-width="([\d.]+)"/.exec(arrowSvg(arrow, side, side))![1];
      expect(Number(shaft)).toBeGreaterThan(2);
    }
  });

  it("draws the head's point exactly on the tip", () => {
    const svg = arrowSvg(arrow, 800, 800);
    expect(svg).toMatch(/<polygon points="400\.0,400\.0 /);
  });

  it("draws the shaft from the tail to the head, not over the structure", () => {
    const svg = arrowSvg(arrow, 800, 800);
    const { base } = arrowGeometry(arrow, 800, 800);
    expect(svg).toContain(`x1="600.0" y1="200.0" x2="${base.x.toFixed(1)}" y2="${base.y.toFixed(1)}"`);
    expect(Math.hypot(base.x - 400, base.y - 400)).toBeCloseTo(16);
  });

  it("draws only a head when the tail is closer than the head is long", () => {
    const svg = arrowSvg({ tip: [0.5, 0.5], tail: [0.505, 0.5] }, 800, 800);
    expect(svg).not.toContain("<line");
    expect(svg).toContain("<polygon");
  });

  it("points in from the upper right when the tail sits on the tip", () => {
    const { direction } = arrowGeometry({ tip: [0.5, 0.5], tail: [0.5, 0.5] }, 800, 800);
    expect(direction.x).toBeLessThan(0);
    expect(direction.y).toBeGreaterThan(0);
  });

  it("lays every arrow on one overlay of the image's size", () => {
    const svg = arrowsOverlaySvg([arrow, { tip: [0.2, 0.2], tail: [0.1, 0.1] }], 640, 480);
    expect(svg).toMatch(/^<svg [^>]*width="640" height="480"/);
    expect(svg.match(/<polygon/g)).toHaveLength(2);
  });

  it("lays the arrows over the part of the image they cover, in the image's own coordinates, clipped to it", () => {
    const edge: { tip: [number, number]; tail: [number, number] } = { tip: [0, 1], tail: [0.2, 0.8] };
    const overlay = arrowsOverlay([arrow, edge], 640, 480)!;
    const tips = [
      arrowGeometry(arrow, 640, 480).tail,
      arrowGeometry(arrow, 640, 480).tip,
      arrowGeometry(edge, 640, 480).tail,
    ];
    for (const { x, y } of tips) {
      expect(x).toBeGreaterThan(overlay.left);
      expect(x).toBeLessThan(overlay.left + overlay.width);
      expect(y).toBeGreaterThan(overlay.top);
      expect(y).toBeLessThan(overlay.top + overlay.height);
    }
    expect(overlay.left).toBe(0);
    expect(overlay.top + overlay.height).toBe(480);
    expect(overlay.svg).toContain(`viewBox="${overlay.left} ${overlay.top} ${overlay.width} ${overlay.height}"`);
    expect(overlay.svg.match(/<polygon/g)).toHaveLength(2);
    expect(arrowsOverlay([], 640, 480)).toBeNull();
  });
});
