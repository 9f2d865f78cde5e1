import { describe, expect, it } from "vitest";
import { stackAround, STACK_SLICES } from "./candidates";

describe("a draft's stack", () => {
  it("is the whole series when the series is short enough", () => {
    expect(stackAround(12, 20)).toEqual({ first: 0, last: 19 });
  });

  it("is centred on the arrowed slice in a long series, and moved inwards at its ends", () => {
    expect(STACK_SLICES).toBe(21);
    expect(stackAround(200, 400)).toEqual({ first: 190, last: 210 });
    expect(stackAround(3, 400)).toEqual({ first: 0, last: 20 });
    expect(stackAround(398, 400)).toEqual({ first: 379, last: 399 });
  });
});
