// POST /question/pause?attempt=…: the question screen's beacon when the tab is hidden or the page
// left. An action and nothing else, so no loader runs in the same request to restart the clock.
import { data } from "react-router";
import { pauseAttempt, findAttempt } from "~/server/attempts.server";
import { requireUser } from "~/server/auth.server";
import type { Route } from "./+types/question.pause";

export async function action({ request, url }: Route.ActionArgs) {
  const user = await requireUser(request);
  const attempt = await findAttempt(user.id, url.searchParams.get("attempt") ?? "");
  if (!attempt) return data({ ok: false }, { status: 404 });
  await pauseAttempt(attempt);
  return data({ ok: true });
}

export function loader() {
  return new Response("Method not allowed", { status: 405, headers: { Allow: "POST" } });
}
