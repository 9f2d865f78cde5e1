import { getEnv } from "./env.server";
import { customerIdFor } from "./payment-checkout.server";
import { PaymentsError, paymentsLive } from "./payment-settings.server";
import { stripeClient } from "./stripe-client.server";

/** A Stripe billing portal session for the user's customer, returning to the profile; null without one. */
export async function startPortal(userId: string): Promise<string | null> {
  const env = getEnv();
  if (!paymentsLive(env)) throw new PaymentsError("Payments are not live");
  const customer = await customerIdFor(userId);
  if (!customer || customer.startsWith("cus_test_local_")) return null;
  const session = await stripeClient(env).billingPortal.sessions.create({
    customer,
    return_url: `${env.appUrl}/profile`,
  });
  return session.url;
}
