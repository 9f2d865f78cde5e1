// Stripe webhooks are the source of truth for plans (docs/decisions/010-payments.md): every plan
// change arrives as a signed event handled by `handleWebhook`, once per event id.
import { and, eq, inArray, isNotNull, ne } from "drizzle-orm";
import Stripe from "stripe";
import * as s from "../../db/schema";
import { formatPounds } from "~/domain/format";
import { addMonths, isStale, offerById, statusFromStripe } from "~/domain/subscription";
import { isUuid } from "~/domain/uuid";
import { getDb, type Database } from "./db.server";
import { log } from "./log.server";
import { offerForPriceId, paymentsLive } from "./payment-settings.server";
import { stripeClient } from "./stripe-client.server";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type WebhookOutcome = { status: number; message: string };

/**
 * Verifies and applies one Stripe event. 400 for a bad signature (nothing written), 200 when
 * applied or already seen, 500 when something failed on our side so that Stripe retries.
 */
export async function handleWebhook(
  payload: string,
  signature: string | null,
  secret: string,
): Promise<WebhookOutcome> {
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
    log.warn("stripe.webhook.unexpected_shape", {
      id: String((event as { id?: unknown })?.id ?? ""),
      type: String((event as { type?: unknown })?.type ?? ""),
    });
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
    const fresh = await tx
      .insert(s.processedEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: s.processedEvents.id });
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

const idOf = (value: string | { id: string } | null | undefined) =>
  (typeof value === "string" ? value : value?.id) ?? null;

async function userExists(tx: Tx, userId: string | null | undefined) {
  if (!isUuid(userId)) return false;
  const [row] = await tx.select({ id: s.users.id }).from(s.users).where(eq(s.users.id, userId)).limit(1);
  return Boolean(row);
}

async function subscriptionRow(tx: Tx, providerSubscriptionId: string) {
  const [row] = await tx
    .select()
    .from(s.subscriptions)
    .where(eq(s.subscriptions.providerSubscriptionId, providerSubscriptionId))
    .limit(1);
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
    await tx
      .update(s.subscriptions)
      .set({ providerCheckoutId: session.id, providerCustomerId: customerId ?? existing.providerCustomerId })
      .where(eq(s.subscriptions.id, existing.id));
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
  // An upgrade starts a new subscription; the old one must not renew as well (product-rules#upgrade-paths).
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
    offer:
      offerForPriceId(typeof priceId === "string" ? priceId : priceId?.id) ?? offerById(details.metadata?.offer ?? ""),
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
  } else if (
    !isStale(
      { eventAt: row.providerEventAt, currentPeriodEnd: row.currentPeriodEnd, status: row.status },
      { eventAt: at, currentPeriodEnd: sub.periodEnd ?? row.currentPeriodEnd },
    )
  ) {
    const periodEnd = sub.periodEnd && sub.periodEnd > row.currentPeriodEnd ? sub.periodEnd : row.currentPeriodEnd;
    await tx
      .update(s.subscriptions)
      .set({ status: "active", currentPeriodEnd: periodEnd, providerEventAt: at })
      .where(eq(s.subscriptions.id, row.id));
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
  if (
    !isStale(
      { eventAt: row.providerEventAt, currentPeriodEnd: row.currentPeriodEnd, status: row.status },
      { eventAt: at, currentPeriodEnd: row.currentPeriodEnd },
    )
  ) {
    await tx
      .update(s.subscriptions)
      .set({ status: "past_due", providerEventAt: at })
      .where(eq(s.subscriptions.id, row.id));
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
  if (
    isStale(
      { eventAt: row.providerEventAt, currentPeriodEnd: row.currentPeriodEnd, status: row.status },
      { eventAt: at, currentPeriodEnd: facts.periodEnd },
    )
  )
    return "stale";
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
    .set({
      status: "canceled",
      cancelAtPeriodEnd: false,
      currentPeriodEnd: ended < row.currentPeriodEnd ? ended : row.currentPeriodEnd,
      providerEventAt: at,
    })
    .where(eq(s.subscriptions.id, row.id));
  return "applied";
}

async function chargeRefunded(tx: Tx, charge: Stripe.Charge): Promise<Applied["result"]> {
  const paymentIntent = idOf(charge.payment_intent);
  const keys = [charge.id, ...(paymentIntent ? [paymentIntent] : [])];
  // Subscription payments are kept under their invoice id; Stripe says which invoice a payment paid.
  if (paymentIntent && paymentsLive()) {
    const payments = await stripeClient().invoicePayments.list({
      payment: { type: "payment_intent", payment_intent: paymentIntent },
      limit: 1,
    });
    const invoice = idOf(payments.data[0]?.invoice as string | { id: string } | undefined);
    if (invoice) keys.push(invoice);
  }
  const [payment] = await tx
    .select()
    .from(s.paymentHistory)
    .where(inArray(s.paymentHistory.providerPaymentId, keys))
    .limit(1);
  if (!payment) return "ignored";
  const full = charge.refunded || charge.amount_refunded >= charge.amount;
  await tx
    .update(s.paymentHistory)
    .set({
      status: full ? "refunded" : payment.status,
      note: `Refunded ${formatPounds(charge.amount_refunded)}${full ? "" : " (partial)"}`,
    })
    .where(eq(s.paymentHistory.id, payment.id));
  return "applied";
}
