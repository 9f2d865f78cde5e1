// Which plan a user is on, from their subscriptions (product-rules#plans).
export type Plan = "free" | "high_yield" | "premium";

export const PLAN_LABELS: Record<Plan, string> = {
  free: "Free",
  high_yield: "Last Minute",
  premium: "Full Access",
};

export type SubscriptionFacts = {
  plan: Exclude<Plan, "free">;
  status: "active" | "past_due" | "canceled" | "expired";
  currentPeriodEnd: Date;
  durationMonths: number;
};

export type CurrentPlan = {
  plan: Plan;
  endsAt: Date | null;
  durationMonths: number | null;
};

const RANK: Record<Plan, number> = { free: 0, high_yield: 1, premium: 2 };

/**
 * The best plan among subscriptions still paid for at `now`. A cancelled subscription keeps its
 * plan until the period it was paid for ends; an expired one never counts.
 */
export function currentPlan(subscriptions: SubscriptionFacts[], now: Date = new Date()): CurrentPlan {
  const live = subscriptions.filter((s) => s.status !== "expired" && s.currentPeriodEnd.getTime() > now.getTime());
  live.sort((a, b) => RANK[b.plan] - RANK[a.plan] || b.currentPeriodEnd.getTime() - a.currentPeriodEnd.getTime());
  const best = live[0];
  if (!best) return { plan: "free", endsAt: null, durationMonths: null };
  return { plan: best.plan, endsAt: best.currentPeriodEnd, durationMonths: best.durationMonths };
}
