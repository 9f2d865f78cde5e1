import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { z } from "zod";
import { safeRedirect } from "~/domain/redirect";
import { consentHeader } from "~/server/cookies.server";
import type { Route } from "./+types/cookie-consent";

/** The cookie banner's form (app/components/shell/cookie-banner.tsx): Accept, and where to come back to. */
const consentSchema = z.object({ redirectTo: z.string().optional() });

/** Accept on the cookie banner: remembered for a year (product-rules#cookie-banner). */
export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: consentSchema });
  const headers = { "Set-Cookie": await consentHeader() };
  const redirectTo = submission.status === "success" ? submission.value.redirectTo : undefined;
  if (request.headers.get("accept")?.includes("text/html")) return redirect(safeRedirect(redirectTo, "/"), { headers });
  return data({ ok: true }, { headers });
}
