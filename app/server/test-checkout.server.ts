// The local test checkout: without STRIPE_SECRET_KEY, a signed session stands in for Stripe's page,
// and paying on it feeds the real webhook handler, so the whole path runs with no money moving.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import Stripe from "stripe";
import type { Offer } from "~/domain/catalogue";
import { offerById } from "~/domain/subscription";
import { getSessionSecret } from "./env.server";
import { handleWebhook } from "./stripe-webhooks.server";

type TestSession = { userId: string; offerId: Offer["id"]; nonce: string; expires: number };

function sign(value: string) {
  return createHmac("sha256", `${getSessionSecret()}:test-checkout`).update(value).digest("base64url");
}

export function signTestSession(input: { userId: string; offerId: Offer["id"] }, now = Date.now()) {
  const body: TestSession = { ...input, nonce: randomBytes(12).toString("hex"), expires: now + 60 * 60 * 1000 };
  const encoded = Buffer.from(JSON.stringify(body)).toString("base64url");
  return `${encoded}.${sign(encoded)}`;
}

/** The test session in `token` if it is genuine, unexpired and belongs to `userId`. */
export function readTestSession(token: string, userId: string, now = Date.now()) {
  const [encoded, signature] = token.split(".");
  if (!encoded || !signature) return null;
  const expected = Buffer.from(sign(encoded));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const session = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8")) as TestSession;
    const offer = offerById(session.offerId);
    if (!offer || session.userId !== userId || session.expires < now) return null;
    return { ...session, offer };
  } catch {
    return null;
  }
}

/** Signs events from the local test checkout; it lives only as long as this process. */
const LOCAL_WEBHOOK_SECRET = `whsec_local_${randomBytes(24).toString("hex")}`;

/**
 * Pay on the local test checkout: the checkout.session.completed event Stripe would send, signed
 * locally and passed through the same handler as real webhooks. The ids come from the session's
 * nonce, so pressing Pay twice is one payment.
 */
export async function completeTestCheckout(session: TestSession & { offer: Offer }, now = new Date()) {
  const id = session.nonce;
  const event = {
    id: `evt_test_local_${id}`,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: Math.floor(now.getTime() / 1000),
    livemode: false,
    pending_webhooks: 0,
    request: { id: null, idempotency_key: null },
    type: "checkout.session.completed",
    data: {
      object: {
        id: `cs_test_local_${id}`,
        object: "checkout.session",
        mode: "subscription",
        status: "complete",
        payment_status: "paid",
        client_reference_id: session.userId,
        customer: `cus_test_local_${session.userId.replaceAll("-", "")}`,
        subscription: `sub_test_local_${id}`,
        invoice: `in_test_local_${id}`,
        payment_intent: null,
        amount_total: session.offer.price,
        currency: "gbp",
        metadata: { userId: session.userId, offer: session.offer.id },
      },
    },
  };
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_WEBHOOK_SECRET });
  return handleWebhook(payload, signature, LOCAL_WEBHOOK_SECRET);
}
