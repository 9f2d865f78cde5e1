// Which payments run (Stripe, the local test checkout, or none) and the Stripe price of each offer,
// all read from the settings (docs/decisions/010-payments.md).
import { OFFERS, type Offer } from "~/domain/catalogue";
import { getEnv, type Env } from "./env.server";

/** Real payments: Stripe keys are set. */
export function paymentsLive(env: Env = getEnv()) {
  return Boolean(env.STRIPE_SECRET_KEY);
}

/** The local test checkout: only without Stripe keys, and never in production unless it is a demo. */
export function testCheckoutAllowed(env: Env = getEnv()) {
  return !env.STRIPE_SECRET_KEY && (!env.isProduction || env.demoMode);
}

export const PRICE_SETTING: Record<
  Offer["id"],
  "STRIPE_PRICE_LAST_MINUTE" | "STRIPE_PRICE_FULL_3" | "STRIPE_PRICE_FULL_6" | "STRIPE_PRICE_FULL_9"
> = {
  "last-minute": "STRIPE_PRICE_LAST_MINUTE",
  "full-3": "STRIPE_PRICE_FULL_3",
  "full-6": "STRIPE_PRICE_FULL_6",
  "full-9": "STRIPE_PRICE_FULL_9",
};

/** The Stripe price for an offer of the catalogue (app/domain/catalogue.ts keeps the amounts). */
export function priceIdFor(offer: Offer, env: Env = getEnv()) {
  return env[PRICE_SETTING[offer.id]];
}

export function offerForPriceId(priceId: string | undefined, env: Env = getEnv()) {
  return priceId ? OFFERS.find((o) => priceIdFor(o, env) === priceId) : undefined;
}

export class PaymentsError extends Error {
  override name = "PaymentsError";
}
