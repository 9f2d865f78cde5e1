import { data, redirect } from "react-router";
import { safeRedirect } from "~/domain/redirect";
import { getEnv } from "~/server/env.server";
import type { Route } from "./+types/cookie-consent";

export const CONSENT_COOKIE = "cookie_consent";

/** Accept on the cookie banner: remembered for a year (product-rules#cookie-banner). */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const env = getEnv();
  const secure = env.isProduction && env.appUrl.startsWith("https://") ? "; Secure" : "";
  const headers = { "Set-Cookie": `${CONSENT_COOKIE}=accepted; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax${secure}` };
  if (request.headers.get("accept")?.includes("text/html")) return redirect(safeRedirect(form.get("redirectTo"), "/"), { headers });
  return data({ ok: true }, { headers });
}
