import { Link, useFetcher, useLocation } from "react-router";

/** Shown until consent is stored; Accept is a form, so it works without JavaScript. */
export function CookieBanner() {
  const fetcher = useFetcher();
  const location = useLocation();
  if (fetcher.state !== "idle" || fetcher.data) return null;
  return (
    <section aria-label="Cookies" className="border-b border-border bg-surface px-4 py-3">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-text/90">
          We use cookies to enhance your experience, analyse usage and comply with GDPR.
        </p>
        <fetcher.Form method="post" action="/cookie-consent" className="flex items-center gap-3">
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          <Link to="/cookie-policy" className="text-sm font-semibold text-primary hover:underline">
            Learn more
          </Link>
          <button
            type="submit"
            className="rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-on-primary hover:bg-primary-strong"
          >
            Accept
          </button>
        </fetcher.Form>
      </div>
    </section>
  );
}
