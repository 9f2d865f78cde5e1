import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useNavigation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { CookieBanner } from "./components/shell/cookie-banner";
import { PageScripts } from "./components/shell/page-scripts";
import { Toaster } from "./components/ui/toaster";
import { reloadUnlessConnectionLost } from "./domain/connection";
import { useNonce } from "./nonce";
import { getSessionUser } from "./server/session.server";
import { hasConsented, readTheme } from "./server/cookies.server";
import { disputeCounts } from "./server/dispute-queue.server";
import { getEnv } from "./server/env.server";
import { readToast } from "./server/toast.server";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

// A form sent while the connection was down leaves the page as it was (app/domain/connection.ts).
export const shouldRevalidate = reloadUnlessConnectionLost;

export async function loader({ request }: Route.LoaderArgs) {
  const [user, { toast, clear }, themeChoice, cookieConsent] = await Promise.all([
    getSessionUser(request),
    readToast(request),
    readTheme(request),
    hasConsented(request),
  ]);
  const isAdmin = user?.role === "admin";
  // The admin menu shows how many disputes wait for a decision.
  const openDisputes = isAdmin ? (await disputeCounts()).open : 0;
  return data(
    {
      user: user ? { name: user.name, isAdmin, openDisputes } : null,
      origin: getEnv().appUrl,
      cookieConsent,
      toast,
      themeChoice,
    },
    { headers: clear ? { "Set-Cookie": clear } : undefined },
  );
}

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en-GB" data-theme={root?.themeChoice ?? "system"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark light" />
        <Meta />
        <Links />
      </head>
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <PendingBar />
        {/* In the flow above the page, never over it: the answer box and the last controls stay uncovered. */}
        {root && !root.cookieConsent ? <CookieBanner /> : null}
        {children}
        <div className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col">
          <Toaster toast={root?.toast ?? null} />
        </div>
        <ScrollRestoration nonce={nonce} />
        <PageScripts nonce={nonce} />
      </body>
    </html>
  );
}

/** On slow hospital networks, show that the next page is on its way. */
function PendingBar() {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <div role="status" className="fixed inset-x-0 top-0 z-[70] h-1 overflow-hidden bg-primary/20">
      <div className="h-full w-1/3 animate-[pending_1.2s_ease-in-out_infinite] bg-primary" />
      <span className="sr-only">Loading...</span>
    </div>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = "Something went wrong";
  let message = "We could not load this page. Please try again in a moment; nothing you had saved is lost.";
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      // A screen may say what is missing ("No attempt data found"); otherwise 'Oops! Page not found'.
      title = typeof error.data === "string" && error.data !== "Not found" ? error.data : "Oops! Page not found";
      message = "The page you are looking for does not exist or has moved.";
    } else if (error.status === 403) {
      title = "Not available on your plan";
      message = typeof error.data === "string" ? error.data : "You do not have access to this page.";
    } else if (error.status < 500) {
      title = "That did not work";
      message = typeof error.data === "string" ? error.data : message;
    }
  } else if (import.meta.env.DEV && error instanceof Error) {
    message = error.message;
  }
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <title>{`${title} | Arrowed`}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-muted">{message}</p>
      <Link to="/" className="rounded-lg bg-primary px-4 py-2 font-semibold text-on-primary">
        Return to Home
      </Link>
    </main>
  );
}
