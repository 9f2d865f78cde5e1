// Who is signed in, and the gate in front of every page that needs an account.
import { redirect } from "react-router";
import { signInUrl } from "~/domain/redirect";
import { getSessionUser, type SessionUser } from "./session.server";

/** The signed-in user, or a redirect to /auth that comes back here afterwards. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw redirect(signInUrl(request));
  return user;
}

/** Admin screens: anyone else gets a plain 404, as if the page did not exist. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== "admin") throw new Response("Not found", { status: 404 });
  return user;
}

/** Pages for signed-out visitors only (/auth): a signed-in visitor goes to the dashboard. */
export async function requireAnonymous(request: Request) {
  if (await getSessionUser(request)) throw redirect("/dashboard");
}
