import { data, Link, redirect } from "react-router";
import { PublicPage } from "~/components/shell/page";
import { signInUrl } from "~/domain/redirect";
import { getSessionUser } from "~/server/session.server";
import { log } from "~/server/log.server";
import type { Route } from "./+types/not-found";

/** Screens that need an account: a signed-out visitor goes to sign in first (product-rules#signed-out). */
const MEMBER_PATHS = ["/dashboard", "/question", "/notes", "/profile", "/attempts", "/analysis"];

export const meta: Route.MetaFunction = () => [
  { title: "Page not found | Arrowed" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, url }: Route.LoaderArgs) {
  const memberPath = MEMBER_PATHS.some((path) => url.pathname === path || url.pathname.startsWith(`${path}/`));
  if (memberPath && !(await getSessionUser(request))) throw redirect(signInUrl(request));
  log.warn("not_found", { path: url.pathname });
  return data(null, { status: 404 });
}

export default function NotFound() {
  return (
    <PublicPage>
      <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
        <p className="text-6xl font-bold text-primary">404</p>
        <h1 className="text-3xl font-bold">Oops! Page not found</h1>
        <p className="text-muted">The page you are looking for does not exist or has moved.</p>
        <Link to="/" className="rounded-lg bg-primary px-4 py-2 font-semibold text-on-primary hover:bg-primary-strong">
          Return to Home
        </Link>
      </div>
    </PublicPage>
  );
}
