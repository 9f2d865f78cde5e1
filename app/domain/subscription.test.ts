import { describe, expect, it } from "vitest";
import {
  addMonths,
  canBuy,
  grantEndsAt,
  isLongestPlan,
  isStale,
  statusFromStripe,
  upgradeOffers,
} from "./subscription";

const ids = (plan: "free" | "high_yield" | "premium", durationMonths: number | null) =>
  upgradeOffers({ plan, durationMonths }).map((o) => o.id);

describe("upgrade paths", () => {
  it("offers each plan exactly its upgrades", () => {
    expect(ids("free", null)).toEqual(["last-minute", "full-3", "full-6", "full-9"]);
    expect(ids("high_yield", 1)).toEqual(["full-3", "full-6", "full-9"]);
    expect(ids("premium", 3)).toEqual(["full-6", "full-9"]);
    expect(ids("premium", 6)).toEqual(["full-9"]);
    expect(ids("premium", 9)).toEqual([]);
  });

  it("calls Full Access for 9 months the longest plan", () => {
    expect(isLongestPlan({ plan: "premium", durationMonths: 9 })).toBe(true);
    expect(isLongestPlan({ plan: "premium", durationMonths: 6 })).toBe(false);
    expect(isLongestPlan({ plan: "free", durationMonths: null })).toBe(false);
    expect(canBuy({ plan: "premium", durationMonths: 6 }, "full-3")).toBe(false);
    expect(canBuy({ plan: "high_yield", durationMonths: 1 }, "full-3")).toBe(true);
  });
});

describe("period arithmetic", () => {
  it("adds calendar months as Stripe bills, clamping to the month's last day", () => {
    expect(addMonths(new Date("2026-01-31T10:00:00Z"), 1).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addMonths(new Date("2026-03-12T09:00:00Z"), 9).toISOString()).toBe("2026-12-12T09:00:00.000Z");
    expect(addMonths(new Date("2026-11-30T00:00:00Z"), 3).toISOString()).toBe("2027-02-28T00:00:00.000Z");
  });

  it("ends a granted plan at the end of its last day, UK time", () => {
    expect(grantEndsAt("2026-01-15").toISOString()).toBe("2026-01-15T23:59:59.000Z");
    expect(grantEndsAt("2026-07-15").toISOString()).toBe("2026-07-15T22:59:59.000Z");
  });
});

describe("Stripe states", () => {
  it("maps Stripe's statuses, ignoring ones not yet paid", () => {
    expect(statusFromStripe("trialing")).toBe("active");
    expect(statusFromStripe("unpaid")).toBe("past_due");
    expect(statusFromStripe("canceled")).toBe("canceled");
    expect(statusFromStripe("incomplete_expired")).toBe("expired");
    expect(statusFromStripe("incomplete")).toBeNull();
  });

  it("treats an older event, or any event after cancellation, as stale", () => {
    const at = new Date("2026-03-12T10:00:00Z");
    const end = new Date("2026-06-12T10:00:00Z");
    const stored = { eventAt: at, currentPeriodEnd: end, status: "active" as const };
    expect(
      isStale(stored, {
        eventAt: new Date("2026-03-12T09:59:59Z"),
        currentPeriodEnd: new Date("2026-09-12T10:00:00Z"),
      }),
    ).toBe(true);
    expect(isStale(stored, { eventAt: new Date("2026-03-12T10:00:01Z"), currentPeriodEnd: end })).toBe(false);
    expect(isStale(stored, { eventAt: at, currentPeriodEnd: new Date("2026-05-12T10:00:00Z") })).toBe(true);
    expect(isStale({ ...stored, eventAt: null }, { eventAt: at, currentPeriodEnd: end })).toBe(false);
    expect(
      isStale({ ...stored, status: "canceled" }, { eventAt: new Date("2027-01-01T00:00:00Z"), currentPeriodEnd: end }),
    ).toBe(true);
  });
});
