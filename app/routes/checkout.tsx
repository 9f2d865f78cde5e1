// Checkout (product-rules#payments): POST /checkout with an offer id starts a Stripe
// Checkout Session; /checkout?result=… brings the trainee back to the profile with a toast;
// /checkout/test is the local stand-in for Stripe's page when no keys are set
// (docs/decisions/010-payments.md).
import { data, redirect, useLoaderData } from "react-router";
import { checkoutSchema, testPaymentSchema } from "~/domain/checkout-forms";
import { buttonClass } from "~/components/ui/button";
import { formatPounds } from "~/domain/format";
import { canBuy, isLongestPlan, offerById, offerLabel } from "~/domain/subscription";
import { requireUser } from "~/server/auth.server";
import { parseForm, readForm, refuse } from "~/server/forms.server";
import { log } from "~/server/log.server";
import { startCheckout } from "~/server/payment-checkout.server";
import { testCheckoutAllowed } from "~/server/payment-settings.server";
import { completeTestCheckout, readTestSession } from "~/server/test-checkout.server";
import { getCurrentPlan } from "~/server/current-plan.server";
import { redirectWithToast } from "~/server/toast.server";
import { PublicPage } from "~/components/shell/page";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = () => [{ title: "Checkout | Arrowed" }, { name: "robots", content: "noindex" }];

const CHECKOUT_FAILED = {
  type: "error",
  title: "Failed to start checkout process",
  description: "Please try again in a moment.",
} as const;
const CHECKOUT_CANCELLED = { type: "info", title: "Checkout cancelled", description: "No payment was taken." } as const;

export async function loader({ request, params, url }: Route.LoaderArgs) {
  // Where the test checkout is off it does not exist, signed in or not.
  if (params.step === "test" && !testCheckoutAllowed()) throw data("Not found", { status: 404 });
  const user = await requireUser(request);
  if (params.step === "test") {
    const session = readTestSession(url.searchParams.get("session") ?? "", user.id);
    if (!session) throw data("This test checkout has expired or is not yours", { status: 404 });
    return {
      session: url.searchParams.get("session")!,
      name: offerLabel(session.offer),
      price: formatPounds(session.offer.price),
      months: session.offer.months,
    };
  }
  if (params.step) throw data("Not found", { status: 404 });
  // Stripe's success and cancel pages come back here (success_url / cancel_url).
  const result = url.searchParams.get("result");
  if (result === "success") {
    return redirectWithToast("/profile", {
      title: "Payment successful",
      description:
        "Your plan is active. If it does not show yet, press Refresh my plan on your profile in a few seconds.",
    });
  }
  if (result === "cancelled") return redirectWithToast("/profile", CHECKOUT_CANCELLED);
  return redirect("/profile");
}

export async function action({ request, params }: Route.ActionArgs) {
  if (params.step === "test" && !testCheckoutAllowed()) throw data("Not found", { status: 404 });
  const user = await requireUser(request);
  const read = await readForm(request);
  if (!read.ok) return refuse(read.refused);
  if (params.step === "test") return testCheckoutAction(user, read.formData);
  if (params.step) throw data("Not found", { status: 404 });

  const parsed = await parseForm(read.formData, checkoutSchema);
  const offer = parsed.ok ? offerById(parsed.value.offer) : undefined;
  if (!offer) throw data("Choose a plan from your profile.", { status: 400 });
  const plan = await getCurrentPlan(user.id);
  // The profile offers only the upgrade paths (product-rules#upgrade-paths); a crafted form gets no further.
  if (!canBuy(plan, offer.id)) {
    throw data(
      isLongestPlan(plan)
        ? "You already have our longest plan."
        : `${offerLabel(offer)} is not an upgrade from your current plan.`,
      { status: 403 },
    );
  }
  try {
    return redirect(await startCheckout(user, offer), 303);
  } catch (error) {
    log.error("checkout.failed", { userId: user.id, offer: offer.id, error: (error as Error).message });
    return redirectWithToast("/profile", CHECKOUT_FAILED);
  }
}

async function testCheckoutAction(user: { id: string }, form: FormData) {
  if (!testCheckoutAllowed()) throw data("Not found", { status: 404 });
  const parsed = await parseForm(form, testPaymentSchema);
  const { session: id, intent } = parsed.ok ? parsed.value : { session: "", intent: "cancel" };
  const session = readTestSession(id, user.id);
  if (!session) throw data("This test checkout has expired or is not yours", { status: 404 });
  if (intent !== "pay") return redirectWithToast("/profile", CHECKOUT_CANCELLED);
  const outcome = await completeTestCheckout(session);
  if (outcome.status !== 200) return redirectWithToast("/profile", CHECKOUT_FAILED);
  return redirectWithToast("/profile", {
    title: "Payment successful",
    description: `${offerLabel(session.offer)} is active. This was a test payment: no money moved.`,
  });
}

export default function TestCheckout() {
  const { session, name, price, months } = useLoaderData<typeof loader>();
  return (
    <PublicPage>
      <div className="mx-auto flex min-h-[60vh] max-w-md flex-col justify-center px-4 py-12">
        <div className="rounded-2xl border-2 border-dashed border-warning bg-surface p-6">
          <p role="note" className="rounded-lg bg-warning/15 px-3 py-2 text-sm font-semibold text-warning-strong">
            Test payment — no money moves
          </p>
          <h1 className="mt-4 text-2xl font-bold tracking-tight">Arrowed checkout</h1>
          <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
            <dt className="text-muted">Plan</dt>
            <dd className="font-semibold">{name}</dd>
            <dt className="text-muted">Price</dt>
            <dd className="font-semibold">
              {price} for {months} {months === 1 ? "month" : "months"}
            </dd>
            <dt className="text-muted">Renews</dt>
            <dd>Automatically, until cancelled</dd>
          </dl>
          <p className="mt-4 text-sm text-muted">
            This is a test payment: no card is asked for and no money is taken. Pay starts your plan straight away, as a
            real payment would; Cancel takes you back to your profile.
          </p>
          <div className="mt-6 flex gap-3">
            <form method="post" action="/checkout/test">
              <input type="hidden" name="session" value={session} />
              <input type="hidden" name="intent" value="pay" />
              <button type="submit" className={buttonClass("primary")}>
                Pay {price}
              </button>
            </form>
            <form method="post" action="/checkout/test">
              <input type="hidden" name="session" value={session} />
              <input type="hidden" name="intent" value="cancel" />
              <button type="submit" className={buttonClass("ghost")}>
                Cancel
              </button>
            </form>
          </div>
        </div>
      </div>
    </PublicPage>
  );
}
