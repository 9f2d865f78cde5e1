import { describe, expect, it } from "vitest";
import { outward } from "./stack-controls";

describe("the order a stack's slices are fetched in", () => {
  it("goes outward from the arrowed slice, nearest first, either side", () => {
    expect(outward(7, 4)).toEqual([5, 3, 6, 2, 7, 1]);
  });

  it("carries on along the one side left at an end of the stack", () => {
    expect(outward(5, 1)).toEqual([2, 3, 4, 5]);
    expect(outward(5, 5)).toEqual([4, 3, 2, 1]);
  });
});
