import { useEffect, useState } from "react";
import { useFetcher, useLocation } from "react-router";

/**
 * A real form posting to /theme, so it works without JavaScript; with it, the page switches at
 * once and the choice is saved in the background.
 */
export function ThemeToggle({ theme }: { theme: "light" | "dark" }) {
  const fetcher = useFetcher();
  const location = useLocation();
  const [shown, setShown] = useState(theme);

  useEffect(() => {
    // With no choice saved, the page follows the system: read what the system actually shows.
    const root = document.documentElement;
    if (root.dataset.theme === "system") {
      setShown(window.matchMedia("(prefers-color-scheme: light)").matches ? "light" : "dark");
    } else {
      setShown(theme);
    }
  }, [theme]);

  const next = shown === "dark" ? "light" : "dark";
  const label = next === "light" ? "Switch to light theme" : "Switch to dark theme";

  return (
    <fetcher.Form
      method="post"
      action="/theme"
      onSubmit={() => {
        document.documentElement.dataset.theme = next;
        setShown(next);
      }}
    >
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        aria-label={label}
        title={label}
        className="inline-flex h-9 w-9 items-center justify-center rounded-lg border border-border bg-surface text-text hover:border-primary"
      >
        {shown === "dark" ? (
          <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <circle cx="12" cy="12" r="4" />
            <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </svg>
        ) : (
          <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
          </svg>
        )}
      </button>
    </fetcher.Form>
  );
}
