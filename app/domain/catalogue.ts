// The plan catalogue (product-rules#catalogue): the one place prices and durations live.
import { count } from "./format";

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

/** What the bank holds, counted from the database (app/server/bank-figures.server.ts). */
export type BankFigures = {
  questions: number;
  categories: number;
  free: number;
  lastMinute: number;
  mocks: number;
  lastMinuteMocks: number;
  /** Questions in each active mock paper, in order. */
  mockQuestions: number[];
};

/** The plan cards, their counts taken from the bank as it is (product-rules#honest-numbers). */
export function planCards(bank: BankFigures) {
  return [
    {
      key: "free",
      name: "Free Question Set",
      blurb: "Try the real format before you pay.",
      features: [
        `${bank.free} practice questions`,
        "Optional timed practice",
        "Notes on every question",
        "Performance analytics",
        "Anatomy email nudges",
      ],
    },
    {
      key: "high_yield",
      name: "Last Minute Essential Revision",
      blurb: "The core questions for the final month.",
      features: [
        `${bank.lastMinute} core questions`,
        count(bank.lastMinuteMocks, "mock paper"),
        "AI anatomy learning",
        "Notes and analytics",
      ],
    },
    {
      key: "premium",
      name: "Full Access",
      blurb: "Everything, for as long as you need it.",
      badge: "Most popular",
      features: [
        `All ${bank.questions} questions`,
        count(bank.mocks, "mock paper"),
        "AI anatomy learning",
        "Notes and analytics",
      ],
    },
  ] as const;
}
