// Who is signed in, and the gate in front of every page that needs an account.
import { redirect } from "react-router";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { signInSchema } from "../domain/account";
import { signInUrl } from "../domain/redirect";
import { checkCredentials, type SignInCheck } from "./account.server";
import { getSessionUser, type SessionUser } from "./session.server";

export type SignInOutcome =
  | SignInCheck
  | { ok: false; reason: "malformed" };

/** remix-auth with the form strategy; the session itself is ours (session.server.ts). */
export const authenticator = new Authenticator<SignInOutcome>();

authenticator.use(
  new FormStrategy(async ({ form }) => {
    const parsed = signInSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return { ok: false, reason: "malformed" };
    return checkCredentials(parsed.data.email, parsed.data.password);
  }),
  "form",
);

export async function getUser(request: Request) {
  return getSessionUser(request);
}

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
