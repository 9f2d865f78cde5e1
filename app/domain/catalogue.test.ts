import { describe, expect, it } from "vitest";
import { formatPounds } from "./format";
import { offerFor, OFFERS } from "./catalogue";

describe("plan catalogue", () => {
  it("prices Last Minute at £35 for 1 month", () => {
    expect(formatPounds(offerFor("high_yield", 1)!.price)).toBe("£35");
  });

  it("prices Full Access at £45, £70 and £90 for 3, 6 and 9 months", () => {
    expect([3, 6, 9].map((m) => formatPounds(offerFor("premium", m)!.price))).toEqual(["£45", "£70", "£90"]);
  });

  it("offers nothing else", () => {
    expect(OFFERS).toHaveLength(4);
    expect(offerFor("premium", 12)).toBeUndefined();
  });
});
