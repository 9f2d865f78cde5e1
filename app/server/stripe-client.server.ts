import Stripe from "stripe";
import { getEnv, type Env } from "./env.server";

let cachedClient: { key: string; client: Stripe } | undefined;

/** The Stripe SDK, pointed at STRIPE_API_BASE when set (tests, stripe-mock). */
export function stripeClient(env: Env = getEnv()): Stripe {
  if (!env.STRIPE_SECRET_KEY) throw new Error("STRIPE_SECRET_KEY is not set");
  const key = `${env.STRIPE_SECRET_KEY}|${env.STRIPE_API_BASE ?? ""}`;
  if (cachedClient?.key === key) return cachedClient.client;
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined;
  const client = new Stripe(env.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    appInfo: { name: "Arrowed" },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
  cachedClient = { key, client };
  return client;
}
