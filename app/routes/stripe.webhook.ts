// POST /stripe/webhook: Stripe's events, verified against the raw body (docs/decisions/010-payments.md).
import { getEnv } from "~/server/env.server";
import { handleWebhook } from "~/server/stripe-webhooks.server";
import type { Route } from "./+types/stripe.webhook";

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response("Method not allowed", { status: 405, headers: { Allow: "POST" } });
  const secret = getEnv().STRIPE_WEBHOOK_SECRET;
  if (!secret) return new Response("Not found", { status: 404 });
  // The signature covers the exact bytes Stripe sent: read them before anything parses them.
  const payload = await request.text();
  const outcome = await handleWebhook(payload, request.headers.get("stripe-signature"), secret);
  return new Response(outcome.message, {
    status: outcome.status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export function loader() {
  return new Response("Method not allowed", { status: 405, headers: { Allow: "POST" } });
}
