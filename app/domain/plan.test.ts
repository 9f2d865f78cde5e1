import { describe, expect, it } from "vitest";
import { currentPlan, type SubscriptionFacts } from "./plan";

const now = new Date("2026-11-22T12:00:00Z");
const later = new Date("2027-02-22T12:00:00Z");
const earlier = new Date("2026-10-01T12:00:00Z");

const sub = (facts: Partial<SubscriptionFacts>): SubscriptionFacts => ({
  plan: "premium",
  status: "active",
  currentPeriodEnd: later,
  durationMonths: 3,
  ...facts,
});

describe("currentPlan", () => {
  it("is free with no subscription", () => {
    expect(currentPlan([], now)).toEqual({ plan: "free", endsAt: null, durationMonths: null });
  });

  it("is the paid plan while its period runs", () => {
    expect(currentPlan([sub({ plan: "high_yield", durationMonths: 1 })], now).plan).toBe("high_yield");
  });

  it("falls back to free when the period has ended", () => {
    expect(currentPlan([sub({ currentPeriodEnd: earlier })], now).plan).toBe("free");
  });

  it("keeps a cancelled plan until its paid period ends, but never an expired one", () => {
    expect(currentPlan([sub({ status: "canceled" })], now).plan).toBe("premium");
    expect(currentPlan([sub({ status: "expired" })], now).plan).toBe("free");
  });

  it("prefers Full Access over Last Minute when both run", () => {
    const result = currentPlan([sub({ plan: "high_yield", durationMonths: 1 }), sub({ durationMonths: 6 })], now);
    expect(result).toEqual({ plan: "premium", endsAt: later, durationMonths: 6 });
  });
});
