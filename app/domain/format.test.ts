import { describe, expect, it } from "vitest";
import { formatDate, formatPounds } from "./format";

describe("format", () => {
  it("writes dates the UK way", () => {
    expect(formatDate(new Date("2026-03-12T09:00:00Z"))).toBe("12 Mar 2026");
    expect(formatDate("2026-09-10T09:00:00+01:00")).toBe("10 Sep 2026");
  });

  it("writes prices in pounds", () => {
    expect(formatPounds(4500)).toBe("£45");
    expect(formatPounds(3599)).toBe("£35.99");
  });
});
