// Starting a payment: checkout only starts it; the plan arrives with the webhook that follows
// (stripe-webhooks.server.ts), or with the local test checkout's stand-in for it.
import { and, desc, eq, isNotNull } from "drizzle-orm";
import * as s from "../../db/schema";
import type { Offer } from "~/domain/catalogue";
import { getDb } from "./db.server";
import { getEnv } from "./env.server";
import { PRICE_SETTING, PaymentsError, paymentsLive, priceIdFor, testCheckoutAllowed } from "./payment-settings.server";
import { stripeClient } from "./stripe-client.server";
import { signTestSession } from "./test-checkout.server";

/** The Stripe customer of the user's latest subscription, so a second purchase reuses it. */
export async function customerIdFor(userId: string) {
  const [row] = await getDb()
    .select({ customer: s.subscriptions.providerCustomerId })
    .from(s.subscriptions)
    .where(and(eq(s.subscriptions.userId, userId), isNotNull(s.subscriptions.providerCustomerId)))
    .orderBy(desc(s.subscriptions.createdAt))
    .limit(1);
  return row?.customer ?? undefined;
}

/**
 * Where to send the browser to pay for `offer`: a Stripe Checkout Session in subscription mode
 * (plans auto-renew, Terms), or the local test checkout when Stripe is not configured.
 */
export async function startCheckout(user: { id: string; email: string }, offer: Offer): Promise<string> {
  const env = getEnv();
  if (!paymentsLive(env)) {
    if (!testCheckoutAllowed(env)) throw new PaymentsError("Payments are not configured");
    return `/checkout/test?${new URLSearchParams({ session: signTestSession({ userId: user.id, offerId: offer.id }) })}`;
  }
  const price = priceIdFor(offer, env);
  if (!price) throw new PaymentsError(`No Stripe price is set for ${offer.id} (${PRICE_SETTING[offer.id]})`);
  const customer = await customerIdFor(user.id);
  const metadata = { userId: user.id, offer: offer.id };
  const session = await stripeClient(env).checkout.sessions.create({
    mode: "subscription",
    line_items: [{ price, quantity: 1 }],
    client_reference_id: user.id,
    ...(customer ? { customer } : { customer_email: user.email }),
    metadata,
    // Copied onto the subscription, so renewals and portal changes still say whose plan it is.
    subscription_data: { metadata },
    success_url: `${env.appUrl}/checkout?result=success`,
    cancel_url: `${env.appUrl}/checkout?result=cancelled`,
  });
  if (!session.url) throw new PaymentsError("Stripe returned a checkout session without a URL");
  return session.url;
}
