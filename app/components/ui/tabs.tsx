import { Link } from "react-router";

export type LinkTab = { id: string; label: string; to: string };

/**
 * Tabs that are links: the server renders the chosen one from the URL, so they work without
 * JavaScript; with it React Router swaps the panel without a reload. Links rather than
 * role="tablist", which would promise arrow-key behaviour that plain links do not have.
 */
export function LinkTabs({
  label,
  tabs,
  current,
  className = "",
}: {
  label: string;
  tabs: LinkTab[];
  current: string;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-1 rounded-xl border border-border bg-surface-2 p-1">
        {tabs.map((tab) => {
          const selected = tab.id === current;
          return (
            <li key={tab.id} className="flex-1">
              <Link
                to={tab.to}
                preventScrollReset
                aria-current={selected ? "page" : undefined}
                className={`block whitespace-nowrap rounded-lg px-4 py-2 text-center text-sm font-semibold transition-colors ${
                  selected ? "bg-primary text-on-primary shadow-sm" : "text-muted hover:bg-surface hover:text-text"
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
