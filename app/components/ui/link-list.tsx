// Many links within the app on one page (a mock's 100 question squares) as plain <a> elements sharing
// one click handler that moves as React Router's <Link> would. A <Link> each costs about ten times a
// plain link in the server's rendering of the page (about 1 ms for 100) and runs its own hooks in the
// browser; without JavaScript both are the same link.
import type { MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router";

/** A left click with no modifier key: a click the app may take over (any other opens a tab, a window or a download). */
export function isOrdinaryClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The links' onClick: an ordinary click moves within the app; any other (a new tab, a download) is the browser's. */
export function useLinkClick() {
  const navigate = useNavigate();
  const location = useLocation();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const link = event.currentTarget;
    if (
      event.defaultPrevented ||
      !isOrdinaryClick(event) ||
      link.hasAttribute("target") ||
      link.hasAttribute("download")
    )
      return;
    const to = link.getAttribute("href") ?? "";
    if (!to.startsWith("/") || to.startsWith("//")) return;
    event.preventDefault();
    // As a <Link>: the page already on screen is replaced in the history rather than added again.
    void navigate(to, { replace: to === `${location.pathname}${location.search}` });
  };
}
