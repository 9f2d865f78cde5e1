// The plan catalogue (product-rules#catalogue): the one place prices and durations live.
export type PaidPlan = "high_yield" | "premium";

export type Offer = {
  id: "last-minute" | "full-3" | "full-6" | "full-9";
  plan: PaidPlan;
  months: 1 | 3 | 6 | 9;
  /** Pence. */
  price: number;
};

export const OFFERS: readonly Offer[] = [
  { id: "last-minute", plan: "high_yield", months: 1, price: 3500 },
  { id: "full-3", plan: "premium", months: 3, price: 4500 },
  { id: "full-6", plan: "premium", months: 6, price: 7000 },
  { id: "full-9", plan: "premium", months: 9, price: 9000 },
];

export const FULL_ACCESS_MONTHS = [3, 6, 9] as const;
export const DEFAULT_FULL_ACCESS_MONTHS = 3;

export function offerFor(plan: PaidPlan, months: number): Offer | undefined {
  return OFFERS.find((o) => o.plan === plan && o.months === months);
}

export const PLAN_CARDS = [
  {
    key: "free",
    name: "Free Question Set",
    blurb: "Try the real format before you pay.",
    features: ["30 practice questions", "Optional timed practice", "Notes on every question", "Performance analytics", "Anatomy email nudges"],
  },
  {
    key: "high_yield",
    name: "Last Minute Essential Revision",
    blurb: "The core questions for the final month.",
    features: ["650 core questions", "2 mock papers", "AI anatomy learning", "Notes and analytics"],
  },
  {
    key: "premium",
    name: "Full Access",
    blurb: "Everything, for as long as you need it.",
    badge: "Most popular",
    features: ["All 1000+ questions", "4 mock papers", "AI anatomy learning", "Notes and analytics"],
  },
] as const;
