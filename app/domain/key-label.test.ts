import { describe, expect, it } from "vitest";
import { keyLabel } from "./key-label";

const key = [
  { text: "head of right caudate nucleus", marks: 2 },
  { text: "caudate nucleus", marks: 1 },
];
const square = { width: 800, height: 800 };

describe("the key's name at the arrow", () => {
  it("names the key's 2-mark answer beside the arrowhead, not on the structure the tip touches", () => {
    const label = keyLabel(key, [{ tip: [0.43, 0.43], tail: [0.37, 0.37] }], square)!;
    expect(label.text).toBe("head of right caudate nucleus");
    // Within two arrowheads of the tip, yet not on it.
    const distance = Math.hypot((label.x - 0.43) * 800, (label.y - 0.43) * 800);
    expect(distance).toBeGreaterThan(8);
    expect(distance).toBeLessThan(32);
  });

  it("grows towards the image's centre, so a label by an edge stays on the image", () => {
    const right = keyLabel(key, [{ tip: [0.9, 0.8], tail: [0.95, 0.7] }], square)!;
    expect(right).toMatchObject({ leftwards: true, upwards: true });
    const left = keyLabel(key, [{ tip: [0.1, 0.2], tail: [0.2, 0.1] }], square)!;
    expect(left).toMatchObject({ leftwards: false, upwards: false });
  });

  it("stays within the image for an arrow at its very edge", () => {
    const label = keyLabel(key, [{ tip: [0, 0], tail: [0, 0] }], square)!;
    expect(label.x).toBeGreaterThanOrEqual(0);
    expect(label.y).toBeGreaterThanOrEqual(0);
  });

  it("is absent without an arrow to put it by, or without a key", () => {
    expect(keyLabel(key, [], square)).toBeNull();
    expect(keyLabel([], [{ tip: [0.5, 0.5], tail: [0.6, 0.4] }], square)).toBeNull();
  });

  it("places by the image's own proportions when its size is unknown", () => {
    expect(keyLabel(key, [{ tip: [0.5, 0.5], tail: [0.6, 0.4] }], { width: null, height: null })).not.toBeNull();
  });
});
