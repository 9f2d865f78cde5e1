import { data, redirect } from "react-router";
import { z } from "zod";
import { safeRedirect } from "~/domain/redirect";
import { themeHeader } from "~/server/cookies.server";
import { parseForm, plainRefusal, refuse } from "~/server/forms.server";
import type { Route } from "./+types/theme";

const themeSchema = z.object({
  theme: z.enum(["light", "dark"]),
  redirectTo: z.string().optional(),
});

export async function action({ request }: Route.ActionArgs) {
  const parsed = await parseForm(request, themeSchema);
  if (!parsed.ok) return refuse(plainRefusal("Choose light or dark."));
  const headers = { "Set-Cookie": await themeHeader(parsed.value.theme) };
  // A fetcher (JavaScript on) needs no navigation; a plain form post goes back where it came from.
  if (request.headers.get("accept")?.includes("text/html")) {
    return redirect(safeRedirect(parsed.value.redirectTo, "/"), { headers });
  }
  return data({ ok: true }, { headers });
}
