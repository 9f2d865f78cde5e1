// Payments through Stripe (docs/decisions/010-payments.md). Webhooks are the source of truth for
// plans: checkout only starts a payment, and every plan change arrives as a signed event handled
// by `handleWebhook`, once per event id. Without STRIPE_SECRET_KEY the same handler is fed by the
// local test checkout, so the whole path runs on a laptop and in tests with no money moving.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, desc, eq, inArray, isNotNull, ne } from "drizzle-orm";
import Stripe from "stripe";
import * as s from "../../db/schema";
import { formatPounds } from "../domain/format";
import { OFFERS, type Offer } from "../domain/plans";
import { addMonths, isStale, offerById, statusFromStripe } from "../domain/subscription";
import { recordAudit, type AuditEvent } from "./audit.server";
import { getDb, type Database } from "./db.server";
import { getEnv, getSessionSecret, type Env } from "./env.server";
import { log } from "./log.server";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

// ── Settings ────────────────────────────────────────────────────────────────────────────────

/** Real payments: Stripe keys are set. */
export function paymentsLive(env: Env = getEnv()) {
  return Boolean(env.STRIPE_SECRET_KEY);
}

/** The local test checkout: only without Stripe keys, and never in production unless it is a demo. */
export function testCheckoutAllowed(env: Env = getEnv()) {
  return !env.STRIPE_SECRET_KEY && (!env.isProduction || env.demoMode);
}

const PRICE_SETTING: Record<Offer["id"], "STRIPE_PRICE_LAST_MINUTE" | "STRIPE_PRICE_FULL_3" | "STRIPE_PRICE_FULL_6" | "STRIPE_PRICE_FULL_9"> = {
  "last-minute": "STRIPE_PRICE_LAST_MINUTE",
  "full-3": "STRIPE_PRICE_FULL_3",
  "full-6": "STRIPE_PRICE_FULL_6",
  "full-9": "STRIPE_PRICE_FULL_9",
};

/** The Stripe price for an offer of the catalogue (app/domain/plans.ts keeps the amounts). */
export function priceIdFor(offer: Offer, env: Env = getEnv()) {
  return env[PRICE_SETTING[offer.id]];
}

export function offerForPriceId(priceId: string | undefined, env: Env = getEnv()) {
  return priceId ? OFFERS.find((o) => priceIdFor(o, env) === priceId) : undefined;
}

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
    ...(base ? { host: base.hostname, port: base.port || (base.protocol === "https:" ? 443 : 80), protocol: base.protocol === "https:" ? "https" : "http" } : {}),
  });
  cachedClient = { key, client };
  return client;
}

// ── Checkout and portal ─────────────────────────────────────────────────────────────────────

export class PaymentsError extends Error {
  override name = "PaymentsError";
}

/** The Stripe customer of the user's latest subscription, so a second purchase reuses it. */
async function customerIdFor(userId: string) {
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

/** A Stripe billing portal session for the user's customer, returning to the profile; null without one. */
export async function startPortal(userId: string): Promise<string | null> {
  const env = getEnv();
  if (!paymentsLive(env)) throw new PaymentsError("Payments are not live");
  const customer = await customerIdFor(userId);
  if (!customer || customer.startsWith("cus_test_local_")) return null;
  const session = await stripeClient(env).billingPortal.sessions.create({ customer, return_url: `${env.appUrl}/profile` });
  return session.url;
}

// ── The local test checkout ─────────────────────────────────────────────────────────────────

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

// ── Webhooks ────────────────────────────────────────────────────────────────────────────────

export type WebhookOutcome = { status: number; message: string };

/**
 * Verifies and applies one Stripe event. 400 for a bad signature (nothing written), 200 when
 * applied or already seen, 500 when something failed on our side so that Stripe retries.
 */
export async function handleWebhook(payload: string, signature: string | null, secret: string): Promise<WebhookOutcome> {
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(payload, signature ?? "", secret);
  } catch (error) {
    log.warn("stripe.webhook.bad_signature", { error: (error as Error).message });
    return { status: 400, message: "Bad signature" };
  }
  // A signed event of a shape we do not expect is no passing failure: acknowledged, logged and
  // ignored, or Stripe would retry it for days. Only a failure worth a retry answers 500.
  if (!hasExpectedShape(event)) {
    log.warn("stripe.webhook.unexpected_shape", { id: String((event as { id?: unknown })?.id ?? ""), type: String((event as { type?: unknown })?.type ?? "") });
    return { status: 200, message: "ignored" };
  }
  try {
    const outcome = await applyEvent(event);
    log.info("stripe.webhook", { id: event.id, type: event.type, outcome: outcome.result });
    if (outcome.supersede.length > 0) await cancelSuperseded(outcome.supersede);
    return { status: 200, message: outcome.result };
  } catch (error) {
    if (error instanceof TypeError) {
      log.warn("stripe.webhook.unexpected_shape", { id: event.id, type: event.type, error: error.message });
      return { status: 200, message: "ignored" };
    }
    log.error("stripe.webhook.failed", { id: event.id, type: event.type, error: (error as Error).message });
    return { status: 500, message: "Could not process the event; Stripe will retry" };
  }
}

function hasExpectedShape(event: unknown): event is Stripe.Event {
  const candidate = event as { id?: unknown; type?: unknown; created?: unknown; data?: { object?: unknown } } | null;
  return (
    typeof candidate?.id === "string" &&
    typeof candidate.type === "string" &&
    typeof candidate.created === "number" &&
    Number.isFinite(candidate.created) &&
    typeof candidate.data?.object === "object" &&
    candidate.data.object !== null
  );
}

type Applied = { result: "applied" | "duplicate" | "ignored" | "stale"; supersede: string[] };

/** Applies an event inside one transaction with its processed_events row: all of it or none. */
export async function applyEvent(event: Stripe.Event): Promise<Applied> {
  return getDb().transaction(async (tx) => {
    const fresh = await tx.insert(s.processedEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: s.processedEvents.id });
    if (fresh.length === 0) return { result: "duplicate", supersede: [] };
    const at = new Date(event.created * 1000);
    switch (event.type) {
      case "checkout.session.completed":
        return checkoutCompleted(tx, event.data.object, at);
      case "invoice.paid":
      case "invoice.payment_succeeded":
        return { result: await invoicePaid(tx, event.data.object, at), supersede: [] };
      case "invoice.payment_failed":
        return { result: await invoiceFailed(tx, event.data.object, at), supersede: [] };
      case "customer.subscription.updated":
        return { result: await subscriptionUpdated(tx, event.data.object, at), supersede: [] };
      case "customer.subscription.deleted":
        return { result: await subscriptionDeleted(tx, event.data.object, at), supersede: [] };
      case "charge.refunded":
        return { result: await chargeRefunded(tx, event.data.object), supersede: [] };
      default:
        return { result: "ignored", supersede: [] };
    }
  });
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : value?.id) ?? null;

async function userExists(tx: Tx, userId: string | null | undefined) {
  if (!userId || !/^[0-9a-f-]{36}$/i.test(userId)) return false;
  const [row] = await tx.select({ id: s.users.id }).from(s.users).where(eq(s.users.id, userId)).limit(1);
  return Boolean(row);
}

async function subscriptionRow(tx: Tx, providerSubscriptionId: string) {
  const [row] = await tx.select().from(s.subscriptions).where(eq(s.subscriptions.providerSubscriptionId, providerSubscriptionId)).limit(1);
  return row;
}

async function recordPayment(tx: Tx, values: typeof s.paymentHistory.$inferInsert) {
  await tx.insert(s.paymentHistory).values(values).onConflictDoNothing({ target: s.paymentHistory.providerPaymentId });
}

async function checkoutCompleted(tx: Tx, session: Stripe.Checkout.Session, at: Date): Promise<Applied> {
  // Paid later by a slow method: invoice.paid will bring the plan.
  if (session.payment_status === "unpaid") return { result: "ignored", supersede: [] };
  const userId = session.metadata?.userId ?? session.client_reference_id;
  const offer = offerById(session.metadata?.offer ?? "");
  if (!offer || !(await userExists(tx, userId))) {
    log.warn("stripe.webhook.unknown_checkout", { session: session.id });
    return { result: "ignored", supersede: [] };
  }
  const subscriptionId = idOf(session.subscription);
  const customerId = idOf(session.customer);
  const existing = subscriptionId ? await subscriptionRow(tx, subscriptionId) : undefined;
  if (existing) {
    // invoice.paid got here first with Stripe's own period: keep it, add what only checkout knows.
    await tx.update(s.subscriptions).set({ providerCheckoutId: session.id, providerCustomerId: customerId ?? existing.providerCustomerId }).where(eq(s.subscriptions.id, existing.id));
  } else {
    await tx
      .insert(s.subscriptions)
      .values({
        userId: userId!,
        plan: offer.plan,
        durationMonths: offer.months,
        status: "active",
        currentPeriodEnd: addMonths(at, offer.months),
        providerCustomerId: customerId,
        providerSubscriptionId: subscriptionId,
        providerCheckoutId: session.id,
        providerEventAt: at,
      })
      .onConflictDoNothing({ target: s.subscriptions.providerCheckoutId });
  }
  await recordPayment(tx, {
    userId: userId!,
    status: "paid",
    paymentDate: at,
    subscriptionTier: offer.plan,
    durationMonths: offer.months,
    amount: session.amount_total ?? offer.price,
    currency: session.currency ?? "gbp",
    // The first invoice's id: its invoice.paid event then finds this row and adds nothing.
    providerPaymentId: idOf(session.invoice) ?? idOf(session.payment_intent) ?? session.id,
  });
  // An upgrade starts a new subscription; the old one must not renew as well (spec part 2 §4).
  const others = await tx
    .select({ id: s.subscriptions.providerSubscriptionId })
    .from(s.subscriptions)
    .where(
      and(
        eq(s.subscriptions.userId, userId!),
        isNotNull(s.subscriptions.providerSubscriptionId),
        subscriptionId ? ne(s.subscriptions.providerSubscriptionId, subscriptionId) : undefined,
        inArray(s.subscriptions.status, ["active", "past_due"]),
        eq(s.subscriptions.cancelAtPeriodEnd, false),
      ),
    );
  return { result: "applied", supersede: others.flatMap((o) => (o.id ? [o.id] : [])) };
}

/** Asks Stripe not to renew subscriptions an upgrade replaced; the paid period still runs out. */
async function cancelSuperseded(ids: string[]) {
  const live = ids.filter((id) => !id.startsWith("sub_test_local_"));
  if (live.length === 0 || !paymentsLive()) return;
  for (const id of live) {
    try {
      await stripeClient().subscriptions.update(id, { cancel_at_period_end: true });
    } catch (error) {
      log.error("stripe.supersede.failed", { subscription: id, error: (error as Error).message });
    }
  }
}

function invoiceSubscription(invoice: Stripe.Invoice) {
  const details = invoice.parent?.subscription_details;
  if (!details) return null;
  const periodEnd = Math.max(0, ...invoice.lines.data.map((line) => line.period?.end ?? 0));
  const priceId = invoice.lines.data.map((line) => line.pricing?.price_details?.price).find(Boolean);
  return {
    id: idOf(details.subscription),
    metadata: details.metadata ?? {},
    periodEnd: periodEnd > 0 ? new Date(periodEnd * 1000) : null,
    offer: offerForPriceId(typeof priceId === "string" ? priceId : priceId?.id) ?? offerById(details.metadata?.offer ?? ""),
  };
}

async function invoicePaid(tx: Tx, invoice: Stripe.Invoice, at: Date): Promise<Applied["result"]> {
  const sub = invoiceSubscription(invoice);
  if (!sub?.id) return "ignored";
  let row = await subscriptionRow(tx, sub.id);
  if (!row) {
    // Before checkout.session.completed: the subscription's metadata says whose it is.
    const userId = sub.metadata.userId;
    if (!sub.offer || !sub.periodEnd || !(await userExists(tx, userId))) return "ignored";
    [row] = await tx
      .insert(s.subscriptions)
      .values({
        userId: userId!,
        plan: sub.offer.plan,
        durationMonths: sub.offer.months,
        status: "active",
        currentPeriodEnd: sub.periodEnd,
        providerCustomerId: idOf(invoice.customer),
        providerSubscriptionId: sub.id,
        providerEventAt: at,
      })
      .returning();
  } else if (!isStale({ eventAt: row.providerEventAt, currentPeriodEnd: row.currentPeriodEnd, status: row.status }, { eventAt: at, currentPeriodEnd: sub.periodEnd ?? row.currentPeriodEnd })) {
    const periodEnd = sub.periodEnd && sub.periodEnd > row.currentPeriodEnd ? sub.periodEnd : row.currentPeriodEnd;
    await tx.update(s.subscriptions).set({ status: "active", currentPeriodEnd: periodEnd, providerEventAt: at }).where(eq(s.subscriptions.id, row.id));
  }
  if (!row) return "ignored";
  await recordPayment(tx, {
    userId: row.userId,
    status: "paid",
    paymentDate: at,
    subscriptionTier: row.plan,
    durationMonths: row.durationMonths,
    amount: invoice.amount_paid,
    currency: invoice.currency,
    providerPaymentId: invoice.id,
  });
  return "applied";
}

async function invoiceFailed(tx: Tx, invoice: Stripe.Invoice, at: Date): Promise<Applied["result"]> {
  const sub = invoiceSubscription(invoice);
  const row = sub?.id ? await subscriptionRow(tx, sub.id) : undefined;
  if (!row) return "ignored";
  // Access lasts until the paid period ends; Stripe retries the card meanwhile.
  if (!isStale({ eventAt: row.providerEventAt, currentPeriodEnd: row.currentPeriodEnd, status: row.status }, { eventAt: at, currentPeriodEnd: row.currentPeriodEnd })) {
    await tx.update(s.subscriptions).set({ status: "past_due", providerEventAt: at }).where(eq(s.subscriptions.id, row.id));
  }
  await recordPayment(tx, {
    userId: row.userId,
    status: "failed",
    paymentDate: at,
    subscriptionTier: row.plan,
    durationMonths: row.durationMonths,
    amount: invoice.amount_due,
    currency: invoice.currency,
    providerPaymentId: `${invoice.id}#attempt-${invoice.attempt_count}`,
  });
  return "applied";
}

function subscriptionFacts(subscription: Stripe.Subscription) {
  const item = subscription.items?.data?.[0];
  return {
    periodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
    offer: offerForPriceId(item?.price?.id) ?? offerById(subscription.metadata?.offer ?? ""),
  };
}

async function subscriptionUpdated(tx: Tx, subscription: Stripe.Subscription, at: Date): Promise<Applied["result"]> {
  const status = statusFromStripe(subscription.status);
  const facts = subscriptionFacts(subscription);
  if (!status || !facts.periodEnd) return "ignored";
  const row = await subscriptionRow(tx, subscription.id);
  if (!row) {
    const userId = subscription.metadata?.userId;
    if (!facts.offer || !(await userExists(tx, userId))) return "ignored";
    await tx.insert(s.subscriptions).values({
      userId: userId!,
      plan: facts.offer.plan,
      durationMonths: facts.offer.months,
      status,
      currentPeriodEnd: facts.periodEnd,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      providerCustomerId: idOf(subscription.customer),
      providerSubscriptionId: subscription.id,
      providerEventAt: at,
    });
    return "applied";
  }
  if (isStale({ eventAt: row.providerEventAt, currentPeriodEnd: row.currentPeriodEnd, status: row.status }, { eventAt: at, currentPeriodEnd: facts.periodEnd })) return "stale";
  await tx
    .update(s.subscriptions)
    .set({
      status,
      currentPeriodEnd: facts.periodEnd,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      ...(facts.offer ? { plan: facts.offer.plan, durationMonths: facts.offer.months } : {}),
      providerEventAt: at,
    })
    .where(eq(s.subscriptions.id, row.id));
  return "applied";
}

async function subscriptionDeleted(tx: Tx, subscription: Stripe.Subscription, at: Date): Promise<Applied["result"]> {
  const row = await subscriptionRow(tx, subscription.id);
  if (!row) return "ignored";
  if (row.providerEventAt && at < row.providerEventAt) return "stale";
  // Deleted means ended: at the period's end, or now if it was cancelled straight away.
  const ended = new Date((subscription.ended_at ?? subscription.canceled_at ?? at.getTime() / 1000) * 1000);
  await tx
    .update(s.subscriptions)
    .set({ status: "canceled", cancelAtPeriodEnd: false, currentPeriodEnd: ended < row.currentPeriodEnd ? ended : row.currentPeriodEnd, providerEventAt: at })
    .where(eq(s.subscriptions.id, row.id));
  return "applied";
}

async function chargeRefunded(tx: Tx, charge: Stripe.Charge): Promise<Applied["result"]> {
  const paymentIntent = idOf(charge.payment_intent);
  const keys = [charge.id, ...(paymentIntent ? [paymentIntent] : [])];
  // Subscription payments are kept under their invoice id; Stripe says which invoice a payment paid.
  if (paymentIntent && paymentsLive()) {
    const payments = await stripeClient().invoicePayments.list({ payment: { type: "payment_intent", payment_intent: paymentIntent }, limit: 1 });
    const invoice = idOf(payments.data[0]?.invoice as string | { id: string } | undefined);
    if (invoice) keys.push(invoice);
  }
  const [payment] = await tx.select().from(s.paymentHistory).where(inArray(s.paymentHistory.providerPaymentId, keys)).limit(1);
  if (!payment) return "ignored";
  const full = charge.refunded || charge.amount_refunded >= charge.amount;
  await tx
    .update(s.paymentHistory)
    .set({ status: full ? "refunded" : payment.status, note: `Refunded ${formatPounds(charge.amount_refunded)}${full ? "" : " (partial)"}` })
    .where(eq(s.paymentHistory.id, payment.id));
  return "applied";
}

// ── Payment history, receipts, grants ───────────────────────────────────────────────────────

/** The user's payments, newest first. */
export async function paymentHistory(userId: string) {
  return getDb()
    .select()
    .from(s.paymentHistory)
    .where(eq(s.paymentHistory.userId, userId))
    .orderBy(desc(s.paymentHistory.paymentDate), desc(s.paymentHistory.createdAt));
}

/** One payment, only if it is the user's own. */
export async function paymentFor(userId: string, paymentId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(paymentId)) return undefined;
  const [row] = await getDb()
    .select()
    .from(s.paymentHistory)
    .where(and(eq(s.paymentHistory.id, paymentId), eq(s.paymentHistory.userId, userId)))
    .limit(1);
  return row;
}

/**
 * A plan granted by the team (the Special Offer): a subscription ending on `endsAt` and a £0
 * payment row with the reason, so the trainee's history shows it.
 */
export async function grantPlan(input: { userId: string; offer: Offer; endsAt: Date; note: string; audit?: AuditEvent }, now = new Date()) {
  await getDb().transaction(async (tx) => {
    if (input.audit) await recordAudit(tx, input.audit);
    await tx.insert(s.subscriptions).values({
      userId: input.userId,
      plan: input.offer.plan,
      durationMonths: input.offer.months,
      status: "active",
      currentPeriodEnd: input.endsAt,
    });
    await tx.insert(s.paymentHistory).values({
      userId: input.userId,
      status: "paid",
      paymentDate: now,
      subscriptionTier: input.offer.plan,
      durationMonths: input.offer.months,
      amount: 0,
      currency: "gbp",
      note: input.note,
    });
  });
}
