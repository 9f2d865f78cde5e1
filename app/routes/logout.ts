import { redirect } from "react-router";
import { destroySession } from "~/server/session.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/logout";

export async function loader() {
  // Signing out changes state, so it is a POST (a link prefetch must not sign anybody out).
  return redirect("/dashboard");
}

export async function action({ request }: Route.ActionArgs) {
  const cookie = await destroySession(request);
  return redirectWithToast("/", { title: "Signed out" }, { headers: { "Set-Cookie": cookie } });
}
