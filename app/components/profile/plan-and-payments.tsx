// /profile's plan and payments: the plan held, the upgrades on offer and the payments made.
import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { profileData } from "~/routes/profile.server";

type ProfileData = Awaited<ReturnType<typeof profileData>>;
type Billing = ProfileData["billing"];

export function SubscriptionCard({
  plan,
  trialRemaining,
  billing,
}: Pick<ProfileData, "plan" | "trialRemaining" | "billing">) {
  return (
    <section aria-labelledby="subscription" className="rounded-2xl border border-border bg-surface p-6">
      <h2 id="subscription" className="text-lg font-semibold">
        Subscription Details
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <dt className="text-muted">Plan</dt>
        <dd className="font-semibold">
          {plan.label}
          {plan.key === "premium" && plan.durationMonths ? ` (${plan.durationMonths} months)` : ""}
        </dd>
        <dt className="text-muted">Expiry</dt>
        <dd>{plan.endsAt ?? "N/A"}</dd>
        <dt className="text-muted">Status</dt>
        <dd>{plan.status}</dd>
      </dl>
      {plan.key === "free" ? (
        <p className="mt-3 text-sm text-muted">{trialRemaining} trial questions remaining.</p>
      ) : null}
      <SubscriptionChoices billing={billing} hasPlan={plan.key !== "free"} />
      <div className="mt-4 flex flex-wrap gap-3">
        {billing.canManage ? (
          <form method="post" action="/billing/portal" target="_blank">
            <button type="submit" className={buttonClass("secondary")}>
              Manage Subscription
            </button>
          </form>
        ) : null}
        <Form method="get">
          <button type="submit" className={buttonClass("secondary")}>
            Refresh my plan
          </button>
        </Form>
      </div>
      {billing.paymentsLive ? null : (
        <p className="mt-3 text-sm text-muted">
          Plans here come from the test checkout, so no card is kept to manage. To change or cancel a plan,{" "}
          <Link to="/contact" className="text-primary underline">
            contact us
          </Link>{" "}
          and we will do it for you.
        </p>
      )}
    </section>
  );
}

/** Upgrade choices (product-rules#upgrade-paths); each is a plain form, so it works without JavaScript. */
function SubscriptionChoices({ billing, hasPlan }: { billing: Billing; hasPlan: boolean }) {
  if (billing.longestPlan) return <p className="mt-4 text-sm">You are on our longest plan.</p>;
  const chosen = billing.offers.find((o) => o.chosen);
  return (
    <div className="mt-5">
      <h3 className="text-sm font-semibold">{hasPlan ? "Upgrade" : "Choose a plan"}</h3>
      {chosen ? <p className="mt-1 text-sm text-muted">You picked {chosen.label} on the pricing page.</p> : null}
      {hasPlan ? (
        <p className="mt-1 text-xs text-muted">
          An upgrade is charged at the full new price; for a refund of your remaining days, email support.
        </p>
      ) : null}
      <ul className="mt-3 flex flex-col gap-2">
        {billing.offers.map((offer) => (
          <li key={offer.id}>
            <Form method="post" action="/checkout">
              <input type="hidden" name="offer" value={offer.id} />
              <button
                type="submit"
                className={buttonClass(
                  offer.chosen || (!chosen && offer.id === "full-3") ? "primary" : "secondary",
                  "w-full justify-between",
                )}
                aria-describedby={offer.chosen ? "chosen-offer" : undefined}
              >
                <span>{offer.label}</span>
                <span>{offer.price}</span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
      {chosen ? (
        <span id="chosen-offer" className="sr-only">
          Your choice from the pricing page
        </span>
      ) : null}
    </div>
  );
}

export function PaymentHistory({ payments }: { payments: Billing["payments"] }) {
  return (
    <section aria-labelledby="payment-history" className="rounded-2xl border border-border bg-surface p-6">
      <h2 id="payment-history" className="text-lg font-semibold">
        Payment History
      </h2>
      {payments.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No payments yet.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-muted">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Date
                </th>
                <th scope="col" className="pr-3">
                  Plan
                </th>
                <th scope="col" className="pr-3">
                  Amount
                </th>
                <th scope="col" className="pr-3">
                  Status
                </th>
                <th scope="col">
                  <span className="sr-only">Receipt</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {payments.map((p) => (
                <tr key={p.id} className="border-t border-border align-top">
                  <td className="py-2 pr-3 whitespace-nowrap">{p.date}</td>
                  <td className="pr-3">
                    {p.plan}
                    {p.note ? <span className="block text-xs text-muted">{p.note}</span> : null}
                  </td>
                  <td className="pr-3">{p.amount}</td>
                  <td className="pr-3">{p.status}</td>
                  <td>
                    {p.receipt ? (
                      <a href={`/billing/receipt/${p.id}`} download className="text-primary hover:underline">
                        Receipt<span className="sr-only"> for {p.date}</span>
                      </a>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
