// Subscription rules with no I/O: which offers a user may buy next, period arithmetic, and which
// of two states of a Stripe subscription is the newer (docs/decisions/010-payments.md).
import { z } from "zod";
import { ukDateTime } from "./format";
import type { CurrentPlan, SubscriptionFacts } from "./plan";
import { OFFERS, type Offer, type PaidPlan } from "./catalogue";

/**
 * What the user may buy next (product-rules#upgrade-paths): nothing yet → any offer; Last Minute → Full Access
 * 3, 6 or 9 months; Full 3 → 6 or 9; Full 6 → 9; Full 9 → none (the longest plan).
 */
export function upgradeOffers(current: Pick<CurrentPlan, "plan" | "durationMonths">): Offer[] {
  if (current.plan === "free") return [...OFFERS];
  if (current.plan === "high_yield") return OFFERS.filter((o) => o.plan === "premium");
  const months = current.durationMonths ?? 0;
  return OFFERS.filter((o) => o.plan === "premium" && o.months > months);
}

export function canBuy(current: Pick<CurrentPlan, "plan" | "durationMonths">, offerId: string) {
  return upgradeOffers(current).some((o) => o.id === offerId);
}

/** Full Access for 9 months: the profile says this is the longest plan instead of offering upgrades. */
export function isLongestPlan(current: Pick<CurrentPlan, "plan" | "durationMonths">) {
  return current.plan !== "free" && upgradeOffers(current).length === 0;
}

export function offerById(id: string): Offer | undefined {
  return OFFERS.find((o) => o.id === id);
}

/**
 * `months` calendar months after `from`, as Stripe bills (31 Jan + 1 month = 28/29 Feb): used where
 * no Stripe period is known yet (the local test checkout, a granted plan).
 */
export function addMonths(from: Date, months: number): Date {
  const result = new Date(from.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** Stripe's subscription statuses in the four this product keeps. `null`: not paid for yet, ignore. */
export function statusFromStripe(status: string): SubscriptionFacts["status"] | null {
  switch (status) {
    case "active":
    case "trialing":
      return "active";
    case "past_due":
    case "unpaid":
    case "paused":
      return "past_due";
    case "canceled":
      return "canceled";
    case "incomplete_expired":
      return "expired";
    default:
      return null;
  }
}

/**
 * Stripe may deliver events out of order. An event older than the newest one applied to a row
 * changes nothing; of two in the same second, the later period end wins. A cancelled subscription
 * is final in Stripe, so nothing brings it back.
 */
export function isStale(
  stored: { eventAt: Date | null; currentPeriodEnd: Date; status: SubscriptionFacts["status"] },
  incoming: { eventAt: Date; currentPeriodEnd: Date },
) {
  if (stored.status === "canceled" || stored.status === "expired") return true;
  if (!stored.eventAt) return false;
  if (incoming.eventAt.getTime() !== stored.eventAt.getTime()) return incoming.eventAt < stored.eventAt;
  return incoming.currentPeriodEnd < stored.currentPeriodEnd;
}

/** The team's grant of a plan (the Special Offer): who, which plan, until when, and why. */
export const grantSchema = z.object({
  email: z.email({ error: "Enter the trainee's email address" }).trim().toLowerCase(),
  offer: z.enum(["last-minute", "full-3", "full-6", "full-9"], { error: "Choose a plan" }),
  endsOn: z.string({ error: "End date is required" }).regex(/^\d{4}-\d{2}-\d{2}$/, "End date must be a date"),
  note: z
    .string({ error: "Say why, e.g. Special Offer: approved 12 Mar 2026" })
    .trim()
    .min(3, "Say why, e.g. Special Offer: approved 12 Mar 2026")
    .max(300),
});

/** A granted plan lasts to the end of its last day, UK time. */
export function grantEndsAt(endsOn: string): Date {
  return ukDateTime(endsOn, "23:59:59");
}

/** How an offer is named on buttons, the test checkout, receipts and grants. */
export function offerLabel(offer: { plan: PaidPlan; months: number }) {
  return offer.plan === "high_yield"
    ? "Last Minute Essential Revision (1 month)"
    : `Full Access (${offer.months} months)`;
}
