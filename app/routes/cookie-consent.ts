import { data, redirect } from "react-router";
import { z } from "zod";
import { safeRedirect } from "~/domain/redirect";
import { consentHeader } from "~/server/cookies.server";
import { parseForm } from "~/server/forms.server";
import type { Route } from "./+types/cookie-consent";

/** The cookie banner's form (app/components/shell/cookie-banner.tsx): Accept, and where to come back to. */
const consentSchema = z.object({ redirectTo: z.string().optional() });

/** Accept on the cookie banner: remembered for a year (product-rules#cookie-banner). */
export async function action({ request }: Route.ActionArgs) {
  // Accepting is remembered whatever else came with it: a form that does not parse only loses its way back.
  const parsed = await parseForm(request, consentSchema);
  const headers = { "Set-Cookie": await consentHeader() };
  const redirectTo = parsed.ok ? parsed.value.redirectTo : undefined;
  if (request.headers.get("accept")?.includes("text/html")) return redirect(safeRedirect(redirectTo, "/"), { headers });
  return data({ ok: true }, { headers });
}
