// POST /billing/portal: Stripe's billing portal for the trainee's subscription, opened by the profile's form in a new tab.
import { redirect } from "react-router";
import { requireUser } from "~/server/auth.server";
import { log } from "~/server/log.server";
import { startPortal } from "~/server/billing-portal.server";
import { paymentsLive } from "~/server/payment-settings.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/billing.portal";

const PORTAL_FAILED = "Failed to open customer portal";

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  if (!paymentsLive()) {
    return redirectWithToast("/profile", {
      type: "error",
      title: PORTAL_FAILED,
      description: "The customer portal is available once payments are live.",
    });
  }
  let url: string | null;
  try {
    url = await startPortal(user.id);
  } catch (error) {
    log.error("portal.failed", { userId: user.id, error: (error as Error).message });
    return redirectWithToast("/profile", {
      type: "error",
      title: PORTAL_FAILED,
      description: "Please try again in a moment, or contact support.",
    });
  }
  if (!url)
    return redirectWithToast("/profile", {
      type: "error",
      title: PORTAL_FAILED,
      description: "There is no paid subscription to manage yet.",
    });
  return redirect(url, 303);
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return redirect("/profile");
}
