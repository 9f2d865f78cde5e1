import { describe, expect, it } from "vitest";
import { isUuid } from "./uuid";

describe("isUuid", () => {
  it("accepts a UUID in either case and refuses anything merely as long as one", () => {
    expect(isUuid("3c8593a8-3d06-4736-b799-f0e086cd0225")).toBe(true);
    expect(isUuid("3C8593A8-3D06-4736-B799-F0E086CD0225")).toBe(true);
    expect(isUuid("-".repeat(36))).toBe(false);
    expect(isUuid("3c8593a83d064736b799f0e086cd0225----")).toBe(false);
    expect(isUuid("1' or '1'='1")).toBe(false);
    expect(isUuid(null)).toBe(false);
  });
});
