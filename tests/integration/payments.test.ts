import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { get, post, run } from "../fixtures/route";
import { startStripeServer, type StripeFixture } from "../fixtures/stripe-server";
import { makeUser, signedInCookie } from "../fixtures/users";
import * as adminGrantsRoute from "~/routes/admin.grants";
import * as portalRoute from "~/routes/billing.portal";
import * as receiptRoute from "~/routes/billing.receipt.$id";
import * as checkoutRoute from "~/routes/checkout";
import * as profileRoute from "~/routes/profile";
import * as webhookRoute from "~/routes/stripe.webhook";
import { getDatabaseHandle, getDb, setDatabase } from "~/server/db.server";
import { DEMO_MODE_IN_PRODUCTION_CONSENT, EnvError, parseEnv, resetEnvCache } from "~/server/env.server";
import { getCurrentPlan } from "~/server/current-plan.server";
import { readToast } from "~/server/toast.server";

const WEBHOOK_SECRET = "whsec_test_payments_secret";
const PRICES = {
  STRIPE_PRICE_LAST_MINUTE: "price_last_minute",
  STRIPE_PRICE_FULL_3: "price_full_3",
  STRIPE_PRICE_FULL_6: "price_full_6",
  STRIPE_PRICE_FULL_9: "price_full_9",
};
const STRIPE_SETTINGS = [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_API_BASE",
  "NODE_ENV",
  "DEMO_MODE",
  "DEMO_MODE_IN_PRODUCTION",
  ...Object.keys(PRICES),
];
const saved = Object.fromEntries(STRIPE_SETTINGS.map((k) => [k, process.env[k]]));

let stripe: StripeFixture;
beforeAll(async () => {
  stripe = await startStripeServer();
});
afterAll(async () => {
  await stripe.close();
});
afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvCache();
});

/** Stripe keys pointed at the local fixture. */
function paymentsLive() {
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: "sk_test_fixture",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
    ...PRICES,
  });
  resetEnvCache();
}
/** No Stripe keys except the webhook secret the tests sign with. */
function paymentsLocal() {
  for (const key of ["STRIPE_SECRET_KEY", "STRIPE_API_BASE", ...Object.keys(PRICES)]) delete process.env[key];
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
  resetEnvCache();
}
beforeEach(() => {
  paymentsLocal();
  stripe.requests.length = 0;
});

let eventCounter = 0;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const DAY = 24 * 60 * 60 * 1000;

function event(type: string, object: Record<string, unknown>, options: { id?: string; created?: Date } = {}) {
  eventCounter += 1;
  return {
    id: options.id ?? `evt_test_${eventCounter}_${Date.now()}`,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: seconds(options.created ?? new Date()),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** Posts an event to /stripe/webhook, signed by the Stripe SDK as Stripe would sign it. */
async function deliver(body: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(body);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const request = new Request("http://arrowed.test/stripe/webhook", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
    body: payload,
  });
  return run(webhookRoute.action, request);
}

function checkoutCompleted(userId: string, offer: string, ids: { n: string; amount?: number }) {
  return {
    id: `cs_test_${ids.n}`,
    object: "checkout.session",
    mode: "subscription",
    status: "complete",
    payment_status: "paid",
    client_reference_id: userId,
    customer: `cus_${ids.n}`,
    subscription: `sub_${ids.n}`,
    invoice: `in_${ids.n}`,
    payment_intent: null,
    amount_total: ids.amount ?? 4500,
    currency: "gbp",
    metadata: { userId, offer },
  };
}

function stripeSubscription(
  id: string,
  fields: {
    status?: string;
    periodEnd: Date;
    price?: string;
    cancelAtPeriodEnd?: boolean;
    userId?: string;
    endedAt?: Date;
  },
) {
  return {
    id,
    object: "subscription",
    status: fields.status ?? "active",
    customer: `cus_for_${id}`,
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
    canceled_at: null,
    ended_at: fields.endedAt ? seconds(fields.endedAt) : null,
    metadata: fields.userId ? { userId: fields.userId, offer: "full-3" } : {},
    items: {
      object: "list",
      data: [
        {
          id: `si_${id}`,
          object: "subscription_item",
          current_period_end: seconds(fields.periodEnd),
          price: { id: fields.price ?? "price_full_3", object: "price" },
        },
      ],
    },
  };
}

function invoice(
  id: string,
  subscriptionId: string,
  fields: { periodEnd: Date; amount?: number; userId?: string; attempt?: number },
) {
  return {
    id,
    object: "invoice",
    customer: `cus_for_${subscriptionId}`,
    currency: "gbp",
    amount_paid: fields.amount ?? 4500,
    amount_due: fields.amount ?? 4500,
    attempt_count: fields.attempt ?? 1,
    parent: {
      type: "subscription_details",
      subscription_details: {
        subscription: subscriptionId,
        metadata: fields.userId ? { userId: fields.userId, offer: "full-3" } : {},
      },
    },
    lines: {
      object: "list",
      data: [
        {
          id: `il_${id}`,
          object: "line_item",
          period: { start: seconds(new Date()), end: seconds(fields.periodEnd) },
          pricing: { type: "price_details", price_details: { price: "price_full_3", product: "prod_full" } },
        },
      ],
    },
  };
}

const rowsFor = async (userId: string) => ({
  subscriptions: await getDb().select().from(s.subscriptions).where(eq(s.subscriptions.userId, userId)),
  payments: await getDb().select().from(s.paymentHistory).where(eq(s.paymentHistory.userId, userId)),
});

async function toastOf(result: { headers: Headers }) {
  const cookie = result.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return (await readToast(new Request("http://arrowed.test/", { headers: { Cookie: cookie } }))).toast;
}

async function withPlan(plan: "high_yield" | "premium", months: number) {
  const user = await makeUser();
  await getDb()
    .insert(s.subscriptions)
    .values({
      userId: user.id,
      plan,
      durationMonths: months,
      status: "active",
      currentPeriodEnd: new Date(Date.now() + 20 * DAY),
    });
  return { user, cookie: await signedInCookie(user.id) };
}

describe("Stripe webhooks", () => {
  it("activates the plan at once on a signed checkout.session.completed", async () => {
    const user = await makeUser();
    const result = await deliver(
      event("checkout.session.completed", checkoutCompleted(user.id, "full-6", { n: "a1", amount: 7000 })),
    );
    expect(result.status).toBe(200);
    expect(await getCurrentPlan(user.id)).toMatchObject({ plan: "premium", durationMonths: 6 });
    const { subscriptions, payments } = await rowsFor(user.id);
    expect(subscriptions).toMatchObject([
      {
        status: "active",
        providerSubscriptionId: "sub_a1",
        providerCustomerId: "cus_a1",
        providerCheckoutId: "cs_test_a1",
      },
    ]);
    expect(payments).toMatchObject([
      {
        status: "paid",
        amount: 7000,
        currency: "gbp",
        subscriptionTier: "premium",
        durationMonths: 6,
        providerPaymentId: "in_a1",
      },
    ]);
    const ends = subscriptions[0]!.currentPeriodEnd.getTime();
    expect(ends).toBeGreaterThan(Date.now() + 180 * DAY);
    expect(ends).toBeLessThan(Date.now() + 185 * DAY);
  });

  it("acknowledges, and ignores, signed events of an unexpected shape instead of asking for retries", async () => {
    const user = await makeUser();
    const shapes: object[] = [
      { ...event("invoice.paid", {}), data: { object: null } },
      { ...event("invoice.paid", {}), data: {} },
      { ...event("checkout.session.completed", {}), data: undefined },
      {
        ...event("invoice.paid", {
          id: "in_odd",
          object: "invoice",
          customer: "cus_odd",
          subscription: "sub_odd",
          amount_paid: 4500,
          currency: "gbp",
        }),
      },
      { ...event("customer.subscription.updated", { id: "sub_odd", object: "subscription" }) },
      { ...event("charge.refunded", { id: "ch_odd", object: "charge" }) },
      {
        ...event("checkout.session.completed", {
          ...checkoutCompleted(user.id, "full-3", { n: "odd" }),
          metadata: null,
        }),
      },
      { id: 42, type: ["invoice.paid"], created: "yesterday", data: { object: {} } },
      {},
    ];
    for (const body of shapes) {
      const result = await deliver(body);
      expect(result.status, JSON.stringify(body).slice(0, 120)).toBeGreaterThanOrEqual(200);
      expect(result.status, JSON.stringify(body).slice(0, 120)).toBeLessThan(300);
    }
  });

  it("refuses a bad signature with 400 and writes nothing", async () => {
    const user = await makeUser();
    const body = event("checkout.session.completed", checkoutCompleted(user.id, "full-3", { n: "bad" }));
    expect((await deliver(body, "whsec_someone_else")).status).toBe(400);
    const unsigned = await run(
      webhookRoute.action,
      new Request("http://arrowed.test/stripe/webhook", { method: "POST", body: JSON.stringify(body) }),
    );
    expect(unsigned.status).toBe(400);
    expect(await rowsFor(user.id)).toEqual({ subscriptions: [], payments: [] });
    expect(await getDb().select().from(s.processedEvents)).toEqual([]);
    expect((await getCurrentPlan(user.id)).plan).toBe("free");
  });

  it("ignores a replayed event, and the first invoice's own events add no second payment", async () => {
    const user = await makeUser();
    const body = event("checkout.session.completed", checkoutCompleted(user.id, "full-3", { n: "r1" }));
    expect((await deliver(body)).status).toBe(200);
    const replay = await deliver(body);
    expect(replay.status).toBe(200);
    const periodEnd = new Date(Date.now() + 92 * DAY);
    await deliver(event("invoice.paid", invoice("in_r1", "sub_r1", { periodEnd })));
    await deliver(event("invoice.payment_succeeded", invoice("in_r1", "sub_r1", { periodEnd })));
    const { subscriptions, payments } = await rowsFor(user.id);
    expect(subscriptions).toHaveLength(1);
    expect(payments).toHaveLength(1);
  });

  it("never rolls a newer state back when events arrive out of order", async () => {
    paymentsLive(); // price ids, so a plan change in the portal (price_full_6) is recognised
    const user = await makeUser();
    await deliver(
      event("checkout.session.completed", checkoutCompleted(user.id, "full-3", { n: "o1" }), {
        created: new Date(Date.now() - 60_000),
      }),
    );
    const later = new Date(Date.now() + 200 * DAY);
    const newer = event(
      "customer.subscription.updated",
      stripeSubscription("sub_o1", { periodEnd: later, price: "price_full_6" }),
      { created: new Date() },
    );
    const older = event(
      "customer.subscription.updated",
      stripeSubscription("sub_o1", { status: "past_due", periodEnd: new Date(Date.now() + 10 * DAY) }),
      { created: new Date(Date.now() - 30_000) },
    );
    expect((await deliver(newer)).status).toBe(200);
    expect((await deliver(older)).status).toBe(200);
    const [row] = (await rowsFor(user.id)).subscriptions;
    expect(row).toMatchObject({ status: "active", durationMonths: 6 });
    expect(row!.currentPeriodEnd.getTime()).toBe(seconds(later) * 1000);

    // Deleted is final: a late update cannot revive it.
    const ended = new Date();
    await deliver(
      event(
        "customer.subscription.deleted",
        stripeSubscription("sub_o1", { status: "canceled", periodEnd: later, endedAt: ended }),
        { created: new Date(Date.now() + 1000) },
      ),
    );
    await deliver(
      event("customer.subscription.updated", stripeSubscription("sub_o1", { periodEnd: later }), {
        created: new Date(Date.now() + 1000),
      }),
    );
    expect((await rowsFor(user.id)).subscriptions[0]).toMatchObject({ status: "canceled" });
    expect((await getCurrentPlan(user.id, new Date(Date.now() + 2000))).plan).toBe("free");
  });

  it("answers 5xx on a transient failure so Stripe retries, and the retry then applies", async () => {
    const user = await makeUser();
    const body = event(
      "checkout.session.completed",
      checkoutCompleted(user.id, "last-minute", { n: "t1", amount: 3500 }),
    );
    const handle = getDatabaseHandle();
    // Only transactions fail: everything else (the job runner's queries too) reaches the database.
    const failingTransactions = new Proxy(handle.db, {
      get: (target, property, receiver) =>
        property === "transaction"
          ? () => Promise.reject(new Error("connection reset"))
          : Reflect.get(target, property, receiver),
    });
    setDatabase({ ...handle, db: failingTransactions });
    try {
      expect((await deliver(body)).status).toBe(500);
    } finally {
      setDatabase(handle);
    }
    expect((await getCurrentPlan(user.id)).plan).toBe("free");
    expect((await deliver(body)).status).toBe(200);
    expect(await getCurrentPlan(user.id)).toMatchObject({ plan: "high_yield", durationMonths: 1 });
  });

  it("renews on invoice.paid, keeps access while a card fails, ends on deletion; records refunds", async () => {
    paymentsLive();
    const user = await makeUser();
    await deliver(
      event("checkout.session.completed", checkoutCompleted(user.id, "full-3", { n: "l1" }), {
        created: new Date(Date.now() - 60_000),
      }),
    );
    const renewed = new Date(Date.now() + 183 * DAY);
    await deliver(event("invoice.paid", invoice("in_l2", "sub_l1", { periodEnd: renewed })));
    let { subscriptions, payments } = await rowsFor(user.id);
    expect(subscriptions[0]!.currentPeriodEnd.getTime()).toBe(seconds(renewed) * 1000);
    expect(payments.map((p) => p.providerPaymentId).sort()).toEqual(["in_l1", "in_l2"]);

    await deliver(
      event("invoice.payment_failed", invoice("in_l3", "sub_l1", { periodEnd: renewed, attempt: 1 }), {
        created: new Date(Date.now() + 1000),
      }),
    );
    ({ subscriptions, payments } = await rowsFor(user.id));
    expect(subscriptions[0]!.status).toBe("past_due");
    expect(payments.find((p) => p.status === "failed")).toMatchObject({ amount: 4500 });
    expect((await getCurrentPlan(user.id)).plan).toBe("premium");

    stripe.invoiceForPaymentIntent.set("pi_l2", "in_l2");
    await deliver(
      event("charge.refunded", {
        id: "ch_l2",
        object: "charge",
        amount: 4500,
        amount_refunded: 4500,
        refunded: true,
        payment_intent: "pi_l2",
      }),
    );
    ({ payments } = await rowsFor(user.id));
    expect(payments.find((p) => p.providerPaymentId === "in_l2")).toMatchObject({
      status: "refunded",
      note: "Refunded £45",
    });

    await deliver(
      event(
        "customer.subscription.deleted",
        stripeSubscription("sub_l1", { status: "canceled", periodEnd: renewed, endedAt: new Date() }),
        { created: new Date(Date.now() + 2000) },
      ),
    );
    expect((await getCurrentPlan(user.id, new Date(Date.now() + 1000))).plan).toBe("free");
  });

  it("builds the plan from invoice.paid when it arrives before checkout.session.completed", async () => {
    const user = await makeUser();
    const periodEnd = new Date(Date.now() + 92 * DAY);
    await deliver(event("invoice.paid", invoice("in_e1", "sub_e1", { periodEnd, userId: user.id })));
    await deliver(event("checkout.session.completed", checkoutCompleted(user.id, "full-3", { n: "e1" })));
    const { subscriptions, payments } = await rowsFor(user.id);
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]).toMatchObject({
      providerCheckoutId: "cs_test_e1",
      currentPeriodEnd: new Date(seconds(periodEnd) * 1000),
    });
    expect(payments).toHaveLength(1);
  });

  it("is not there without a webhook secret", async () => {
    delete process.env.STRIPE_WEBHOOK_SECRET;
    resetEnvCache();
    const user = await makeUser();
    expect(
      (await deliver(event("checkout.session.completed", checkoutCompleted(user.id, "full-3", { n: "x1" })))).status,
    ).toBe(404);
  });
});

describe("checkout with Stripe", () => {
  it("creates a subscription-mode Checkout Session and redirects to it with 303", async () => {
    paymentsLive();
    const user = await makeUser();
    const result = await run(
      checkoutRoute.action,
      post("/checkout", { offer: "full-3" }, { cookie: await signedInCookie(user.id) }),
    );
    expect(result.status).toBe(303);
    expect(result.location).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_fixture_/);
    const [request] = stripe.requests;
    expect(request).toMatchObject({
      method: "POST",
      path: "/v1/checkout/sessions",
      authorization: "Bearer sk_test_fixture",
    });
    const form = Object.fromEntries(request!.form);
    expect(form).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": "price_full_3",
      "line_items[0][quantity]": "1",
      client_reference_id: user.id,
      customer_email: user.email,
      "metadata[userId]": user.id,
      "metadata[offer]": "full-3",
      "subscription_data[metadata][userId]": user.id,
      success_url: "http://arrowed.test/checkout?result=success",
      cancel_url: "http://arrowed.test/checkout?result=cancelled",
    });
  });

  it("says 'Failed to start checkout process' when Stripe refuses", async () => {
    paymentsLive();
    const user = await makeUser();
    stripe.failNext("/v1/checkout/sessions");
    const result = await run(
      checkoutRoute.action,
      post("/checkout", { offer: "last-minute" }, { cookie: await signedInCookie(user.id) }),
    );
    expect(result.location).toBe("/profile");
    expect(await toastOf(result)).toMatchObject({ type: "error", title: "Failed to start checkout process" });
  });

  it("brings the trainee back to the profile with a toast", async () => {
    const cookie = await signedInCookie((await makeUser()).id);
    const success = await run(checkoutRoute.loader, get("/checkout?result=success", { cookie }));
    expect(success.location).toBe("/profile");
    expect((await toastOf(success))?.title).toBe("Payment successful");
    expect((await toastOf(await run(checkoutRoute.loader, get("/checkout?result=cancelled", { cookie }))))?.title).toBe(
      "Checkout cancelled",
    );
  });

  it("opens the billing portal for the trainee's Stripe customer", async () => {
    paymentsLive();
    const user = await makeUser();
    await deliver(event("checkout.session.completed", checkoutCompleted(user.id, "full-3", { n: "p1" })));
    const cookie = await signedInCookie(user.id);
    const result = await run(portalRoute.action, post("/billing/portal", {}, { cookie }));
    expect(result.status).toBe(303);
    expect(result.location).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    expect(Object.fromEntries(stripe.requests.at(-1)!.form)).toEqual({
      customer: "cus_p1",
      return_url: "http://arrowed.test/profile",
    });

    stripe.failNext("/v1/billing_portal/sessions");
    const failed = await run(portalRoute.action, post("/billing/portal", {}, { cookie }));
    expect(await toastOf(failed)).toMatchObject({ title: "Failed to open customer portal" });
    const stranger = await run(
      portalRoute.action,
      post("/billing/portal", {}, { cookie: await signedInCookie((await makeUser()).id) }),
    );
    expect(await toastOf(stranger)).toMatchObject({
      title: "Failed to open customer portal",
      description: "There is no paid subscription to manage yet.",
    });
    expect((await run(profileRoute.loader, get("/profile", { cookie }))).data.billing.canManage).toBe(true);
  });

  it("explains the portal comes once payments are live", async () => {
    const cookie = await signedInCookie((await makeUser()).id);
    const result = await run(portalRoute.action, post("/billing/portal", {}, { cookie }));
    expect(await toastOf(result)).toMatchObject({
      title: "Failed to open customer portal",
      description: "The customer portal is available once payments are live.",
    });
  });

  it("stops an upgrade's old subscription renewing", async () => {
    paymentsLive();
    const user = await makeUser();
    await deliver(
      event("checkout.session.completed", checkoutCompleted(user.id, "last-minute", { n: "u1", amount: 3500 })),
    );
    await deliver(event("checkout.session.completed", checkoutCompleted(user.id, "full-9", { n: "u2", amount: 9000 })));
    expect(stripe.requests.find((r) => r.path === "/v1/subscriptions/sub_u1")?.form.get("cancel_at_period_end")).toBe(
      "true",
    );
    expect(await getCurrentPlan(user.id)).toMatchObject({ plan: "premium", durationMonths: 9 });
  });
});

describe("upgrade paths", () => {
  const attempt = async (cookie: string, offer: string) =>
    run(checkoutRoute.action, post("/checkout", { offer }, { cookie }));

  it("lets a free user choose any plan", async () => {
    const cookie = await signedInCookie((await makeUser()).id);
    for (const offer of ["last-minute", "full-3", "full-6", "full-9"]) {
      const result = await attempt(cookie, offer);
      expect(result.status, offer).toBe(303);
      expect(result.location).toMatch(/^\/checkout\/test\?session=/);
    }
  });

  it.each([
    ["high_yield", 1, ["last-minute"], ["full-3", "full-6", "full-9"]],
    ["premium", 3, ["last-minute", "full-3"], ["full-6", "full-9"]],
    ["premium", 6, ["last-minute", "full-3", "full-6"], ["full-9"]],
    ["premium", 9, ["last-minute", "full-3", "full-6", "full-9"], []],
  ] as const)("%s for %i months: refuses %j with 403, allows %j", async (plan, months, refused, allowed) => {
    const { cookie } = await withPlan(plan, months);
    for (const offer of refused) {
      const result = await attempt(cookie, offer);
      expect(result.status, offer).toBe(403);
      expect(result.data).toMatch(
        months === 9 ? "You already have our longest plan." : /is not an upgrade from your current plan/,
      );
    }
    for (const offer of allowed) expect((await attempt(cookie, offer)).status, offer).toBe(303);
    const page = await run(profileRoute.loader, get("/profile", { cookie }));
    expect(page.data.billing.offers.map((o: { id: string }) => o.id)).toEqual(allowed);
    expect(page.data.billing.longestPlan).toBe(months === 9);
  });

  it("refuses an unknown offer", async () => {
    const cookie = await signedInCookie((await makeUser()).id);
    expect((await attempt(cookie, "lifetime")).status).toBe(400);
  });
});

describe("the local test checkout", () => {
  async function startTest(cookie: string, offer = "full-3") {
    const started = await run(checkoutRoute.action, post("/checkout", { offer }, { cookie }));
    const session = new URL(started.location!, "http://arrowed.test").searchParams.get("session")!;
    return { location: started.location!, session };
  }
  const onTestPage = (cookie: string, session: string) =>
    run(
      checkoutRoute.loader,
      get(`/checkout/test?session=${encodeURIComponent(session)}`, { cookie }),
      {},
      { step: "test" },
    );
  const press = (cookie: string, session: string, intent: "pay" | "cancel") =>
    run(checkoutRoute.action, post("/checkout/test", { session, intent }, { cookie }), {}, { step: "test" });

  it("shows the plan and price; Pay activates the plan through the webhook handler, once", async () => {
    const user = await makeUser();
    const cookie = await signedInCookie(user.id);
    const { session } = await startTest(cookie, "full-3");
    const page = await onTestPage(cookie, session);
    expect(page.data).toMatchObject({ name: "Full Access (3 months)", price: "£45", months: 3 });

    const paid = await press(cookie, session, "pay");
    expect(paid.location).toBe("/profile");
    expect((await toastOf(paid))?.title).toBe("Payment successful");
    expect(await getCurrentPlan(user.id)).toMatchObject({ plan: "premium", durationMonths: 3 });
    await press(cookie, session, "pay");
    const { subscriptions, payments } = await rowsFor(user.id);
    expect(subscriptions).toHaveLength(1);
    expect(payments).toMatchObject([{ status: "paid", amount: 4500, currency: "gbp" }]);

    // The profile now offers only the upgrades, lists the payment, and a lapsed period is free again.
    const profile = await run(profileRoute.loader, get("/profile", { cookie }));
    expect(profile.data.billing.offers.map((o: { id: string }) => o.id)).toEqual(["full-6", "full-9"]);
    expect(profile.data.billing.payments).toMatchObject([
      { plan: "Full Access (3 months)", amount: "£45", status: "Paid", receipt: true },
    ]);
    expect(profile.data.billing.payments[0].date).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect((await getCurrentPlan(user.id, new Date(Date.now() + 93 * DAY))).plan).toBe("free");
  });

  it("Cancel takes no payment", async () => {
    const user = await makeUser();
    const cookie = await signedInCookie(user.id);
    const { session } = await startTest(cookie, "last-minute");
    const cancelled = await press(cookie, session, "cancel");
    expect(cancelled.location).toBe("/profile");
    expect((await toastOf(cancelled))?.title).toBe("Checkout cancelled");
    expect(await rowsFor(user.id)).toEqual({ subscriptions: [], payments: [] });
  });

  it("is only for the user who started it, and never in production without demo mode", async () => {
    const owner = await signedInCookie((await makeUser()).id);
    const other = await makeUser();
    const { session } = await startTest(owner);
    expect((await onTestPage(await signedInCookie(other.id), session)).status).toBe(404);
    expect((await press(await signedInCookie(other.id), session, "pay")).status).toBe(404);
    expect((await onTestPage(owner, `${session}x`)).status).toBe(404);

    Object.assign(process.env, { NODE_ENV: "production", DEMO_MODE: "false" });
    resetEnvCache();
    expect((await onTestPage(owner, session)).status).toBe(404);
    expect((await press(owner, session, "pay")).status).toBe(404);
    const refused = await run(checkoutRoute.action, post("/checkout", { offer: "full-3" }, { cookie: owner }));
    expect((await toastOf(refused))?.title).toBe("Failed to start checkout process");

    Object.assign(process.env, { DEMO_MODE: "true", DEMO_MODE_IN_PRODUCTION: DEMO_MODE_IN_PRODUCTION_CONSENT });
    resetEnvCache();
    expect((await onTestPage(owner, session)).status).toBe(200);
  });

  it("preselects the landing page's choice on the profile", async () => {
    const cookie = await signedInCookie((await makeUser()).id);
    const page = await run(profileRoute.loader, get("/profile?plan=premium&months=6", { cookie }));
    expect(
      page.data.billing.offers.filter((o: { chosen: boolean }) => o.chosen).map((o: { id: string }) => o.id),
    ).toEqual(["full-6"]);
    expect(page.data.billing.offers.map((o: { price: string }) => o.price)).toEqual(["£35", "£45", "£70", "£90"]);
    expect(page.data.billing).toMatchObject({ paymentsLive: false, canManage: false });
  });
});

describe("receipts", () => {
  it("downloads an HTML receipt for the owner only", async () => {
    const user = await makeUser({ name: "Dr Jo <Bloggs>" });
    await deliver(
      event("checkout.session.completed", checkoutCompleted(user.id, "full-9", { n: "rc1", amount: 9000 })),
    );
    const [payment] = (await rowsFor(user.id)).payments;
    const url = `/billing/receipt/${payment!.id}`;
    const mine = await receiptRoute.loader({
      request: get(url, { cookie: await signedInCookie(user.id) }),
      params: { id: payment!.id },
      context: {},
    } as never);
    expect(mine).toBeInstanceOf(Response);
    const response = mine as Response;
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="arrowed-receipt-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.html"$/,
    );
    const html = await response.text();
    expect(html).toContain("Full Access (9 months)");
    expect(html).toContain("£90 GBP");
    expect(html).toContain("Dr Jo &#60;Bloggs&#62;");
    expect(html).toContain("in_rc1");

    const stranger = await signedInCookie((await makeUser()).id);
    expect((await run(receiptRoute.loader, get(url, { cookie: stranger }), {}, { id: payment!.id })).status).toBe(404);
    expect(
      (await run(receiptRoute.loader, get("/billing/receipt/nope", { cookie: stranger }), {}, { id: "nope" })).status,
    ).toBe(404);
    expect((await run(receiptRoute.loader, get(url), {}, { id: payment!.id })).location).toMatch(
      /^\/auth\?redirectTo=/,
    );
  });
});

describe("granted plans (Special Offer)", () => {
  it("lets an admin grant a plan with an end date, recorded as £0 with a note", async () => {
    const admin = await makeUser();
    await getDb().update(s.users).set({ role: "admin" }).where(eq(s.users.id, admin.id));
    const adminCookie = await signedInCookie(admin.id);
    const trainee = await makeUser();
    const endsOn = new Date(Date.now() + 60 * DAY).toISOString().slice(0, 10);
    const fields = { email: trainee.email.toUpperCase(), offer: "full-6", endsOn, note: "Special Offer: approved" };

    expect(
      (await run(adminGrantsRoute.action, post("/admin/grants", fields, { cookie: await signedInCookie(trainee.id) })))
        .status,
    ).toBe(404);
    expect(
      (
        await run(
          adminGrantsRoute.action,
          post("/admin/grants", { ...fields, email: "nobody@example.com" }, { cookie: adminCookie }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await run(
          adminGrantsRoute.action,
          post("/admin/grants", { ...fields, endsOn: "2020-01-01" }, { cookie: adminCookie }),
        )
      ).status,
    ).toBe(400);

    const granted = await run(adminGrantsRoute.action, post("/admin/grants", fields, { cookie: adminCookie }));
    expect(granted.location).toBe("/admin/grants");
    expect(await getCurrentPlan(trainee.id)).toMatchObject({ plan: "premium", durationMonths: 6 });
    expect((await rowsFor(trainee.id)).payments).toMatchObject([
      { amount: 0, status: "paid", note: "Special Offer: approved", subscriptionTier: "premium" },
    ]);
    expect((await getCurrentPlan(trainee.id, new Date(Date.now() + 61 * DAY))).plan).toBe("free");
    const list = await run(adminGrantsRoute.loader, get("/admin/grants", { cookie: adminCookie }));
    expect(list.data.grants).toMatchObject([
      { email: trainee.email, plan: "Full Access (6 months)", note: "Special Offer: approved" },
    ]);
  });
});

describe("payment settings", () => {
  it("needs the operator's name and address, the webhook secret and every price id in production with a Stripe key", () => {
    const base = {
      NODE_ENV: "production",
      SESSION_SECRET: "x".repeat(32),
      DATABASE_URL: "postgres://db/arrowed",
      OPERATOR_NAME: "Arrowed Ltd",
      OPERATOR_ADDRESS: "1 Example Street, London",
    };
    expect(() => parseEnv({ ...base, STRIPE_SECRET_KEY: "sk_live_abc" })).toThrow(EnvError);
    expect(() =>
      parseEnv({
        ...base,
        STRIPE_SECRET_KEY: "sk_live_abc",
        STRIPE_WEBHOOK_SECRET: "whsec_x",
        STRIPE_PRICE_LAST_MINUTE: "price_a",
      }),
    ).toThrow(/STRIPE_PRICE_FULL_3: required in production when STRIPE_SECRET_KEY is set/);
    expect(
      parseEnv({ ...base, STRIPE_SECRET_KEY: "sk_live_abc", STRIPE_WEBHOOK_SECRET: "whsec_x", ...PRICES })
        .STRIPE_PRICE_FULL_9,
    ).toBe("price_full_9");
    expect(() => parseEnv({ ...base, STRIPE_PRICE_FULL_3: "prod_oops" })).toThrow(
      /STRIPE_PRICE_FULL_3: must be a Stripe price id/,
    );
    expect(parseEnv(base).STRIPE_SECRET_KEY).toBeUndefined();
    const { OPERATOR_ADDRESS: _, ...noAddress } = base;
    expect(() =>
      parseEnv({ ...noAddress, STRIPE_SECRET_KEY: "sk_live_abc", STRIPE_WEBHOOK_SECRET: "whsec_x", ...PRICES }),
    ).toThrow(/OPERATOR_ADDRESS: required in production when STRIPE_SECRET_KEY is set/);
  });
});
