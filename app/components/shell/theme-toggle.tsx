import { useFetcher, useLocation } from "react-router";

/**
 * A real form posting to /theme, so it works without JavaScript. It holds both choices and CSS
 * shows the one that switches away from what is on screen (including "follow the system", which
 * only the browser knows). With JavaScript the page switches at once and a fetcher saves the pick.
 */
export function ThemeToggle() {
  const fetcher = useFetcher();
  const location = useLocation();
  const button =
    "h-9 w-9 items-center justify-center rounded-lg border border-border bg-surface text-text hover:border-primary";
  return (
    <fetcher.Form
      method="post"
      action="/theme"
      onSubmit={(event) => {
        const choice = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
        if (choice === "light" || choice === "dark") document.documentElement.dataset.theme = choice;
      }}
    >
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        name="theme"
        value="light"
        aria-label="Switch to light theme"
        title="Switch to light theme"
        className={`theme-to-light ${button}`}
      >
        <svg
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </svg>
      </button>
      <button
        type="submit"
        name="theme"
        value="dark"
        aria-label="Switch to dark theme"
        title="Switch to dark theme"
        className={`theme-to-dark ${button}`}
      >
        <svg
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        </svg>
      </button>
    </fetcher.Form>
  );
}
