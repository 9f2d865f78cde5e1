import { useRef } from "react";
import { Form, Link, NavLink } from "react-router";
import { Logo } from "./logo";
import { ThemeToggle } from "./theme-toggle";

export type HeaderUser = { name: string } | null;

const navLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2 py-1 text-sm font-medium ${isActive ? "text-primary" : "text-muted hover:text-text"}`;

/**
 * The public top bar: links, theme toggle, Dashboard or Login. The About FRCR Part 1 page's bar also
 * links Home; the landing page's does not.
 */
export function SiteHeader({ user, homeLink = false }: { user: HeaderUser; homeLink?: boolean }) {
  const drawer = useRef<HTMLDetailsElement>(null);
  const account = user ? (
    <Link
      to="/dashboard"
      className="rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-on-primary hover:bg-primary-strong"
    >
      Dashboard
    </Link>
  ) : (
    <Link
      to="/auth"
      className="rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-on-primary hover:bg-primary-strong"
    >
      Login
    </Link>
  );
  const links = (
    <>
      {homeLink ? (
        <NavLink to="/" end className={navLink}>
          Home
        </NavLink>
      ) : null}
      <NavLink to="/about-frcr" className={navLink}>
        About FRCR Part 1
      </NavLink>
    </>
  );
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-bg/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-3 md:flex">
          {links}
          <ThemeToggle />
          {account}
        </nav>
        {/* Small screens: a drawer that opens without JavaScript and closes when a link is chosen. */}
        <details ref={drawer} className="group relative md:hidden">
          <summary
            className="flex h-9 w-9 cursor-pointer list-none items-center justify-center rounded-lg border border-border bg-surface"
            aria-label="Open menu"
          >
            <svg
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M4 6h16M4 12h16M4 18h16" />
            </svg>
          </summary>
          {/* A click on one of its links closes the menu; the links themselves are what the keyboard reaches. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
          <nav
            aria-label="Menu"
            // A panel under the button, not fixed: the header's backdrop blur would clip a fixed panel to its height.
            className="absolute top-full right-0 z-50 mt-2 flex max-h-[calc(100dvh-5rem)] w-64 flex-col gap-4 overflow-y-auto rounded-xl border border-border bg-surface p-5 shadow-2xl"
            onClick={(event) => {
              if ((event.target as HTMLElement).closest("a")) drawer.current?.removeAttribute("open");
            }}
          >
            <p className="text-sm font-semibold text-muted">Menu</p>
            {links}
            <ThemeToggle />
            {account}
          </nav>
        </details>
      </div>
    </header>
  );
}

/** The signed-in top bar: theme toggle and the user menu. */
export function AppHeader({ user }: { user: { name: string; isAdmin?: boolean; openDisputes?: number } }) {
  const initials = user.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-bg/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo to="/dashboard" />
        <div className="flex items-center gap-3">
          <ThemeToggle />
          <details className="relative">
            <summary
              className="flex h-9 w-9 cursor-pointer list-none items-center justify-center rounded-full bg-primary text-sm font-bold text-on-primary"
              // The name begins with what the button shows, as speech input users say it.
              aria-label={`${initials || "S"}: account menu for ${user.name}`}
            >
              {initials || "S"}
            </summary>
            <nav
              aria-label="Account"
              className="absolute right-0 mt-2 w-56 rounded-xl border border-border bg-surface p-2 shadow-2xl"
            >
              <p className="truncate px-3 py-2 text-sm font-semibold text-text">{user.name}</p>
              <Link to="/profile" className="block rounded-md px-3 py-2 text-sm text-text hover:bg-surface-2">
                Profile &amp; Account
              </Link>
              <Link
                to="/contact?mode=support"
                className="block rounded-md px-3 py-2 text-sm text-text hover:bg-surface-2"
              >
                Support
              </Link>
              <Link to="/feature-request" className="block rounded-md px-3 py-2 text-sm text-text hover:bg-surface-2">
                Feature Request
              </Link>
              {user.isAdmin ? (
                <>
                  <Link
                    to="/admin/questions"
                    className="block rounded-md px-3 py-2 text-sm text-text hover:bg-surface-2"
                  >
                    Question bank
                  </Link>
                  <Link
                    to="/admin/disputes"
                    className="flex items-center justify-between rounded-md px-3 py-2 text-sm text-text hover:bg-surface-2"
                  >
                    Disputes
                    {user.openDisputes ? (
                      <span
                        className="rounded-full bg-primary px-2 text-xs font-bold text-on-primary"
                        aria-label={`${user.openDisputes} open`}
                      >
                        {user.openDisputes}
                      </span>
                    ) : null}
                  </Link>
                  <Link
                    to="/admin/sittings"
                    className="block rounded-md px-3 py-2 text-sm text-text hover:bg-surface-2"
                  >
                    Exam sittings
                  </Link>
                </>
              ) : null}
              {user.isAdmin ? (
                <Link to="/admin/audit" className="block rounded-md px-3 py-2 text-sm text-text hover:bg-surface-2">
                  Audit trail
                </Link>
              ) : null}
              <Form method="post" action="/logout">
                <button
                  type="submit"
                  className="block w-full rounded-md px-3 py-2 text-left text-sm text-text hover:bg-surface-2"
                >
                  Log out
                </button>
              </Form>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
