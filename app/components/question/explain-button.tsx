import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { isOrdinaryClick } from "~/components/ui/link-list";
import { LockIcon } from "~/components/ui/lock-icon";

// The dialog and what streams into it load when the trainee first opens it (product-rules#page-weight).
const ExplainDialog = lazy(() => import("./explain-dialog").then((module) => ({ default: module.ExplainDialog })));

/**
 * 'Explain with AI' (product-rules#explain-ai): for subscribers, once answered, right or wrong. Without
 * JavaScript it is a link to the explanation's page; with it, the explanation streams into a dialog
 * as it is written. The server checks the same rules again either way.
 */
export function ExplainButton({ allowed, answerable, to }: { allowed: boolean; answerable: boolean; to: string }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // 'Add to note' comes back to this screen: the dialog has done its work.
  useEffect(() => setOpen(false), [location.key]);

  if (allowed && answerable) {
    return (
      <>
        <Link
          id="explain-question"
          to={to}
          onClick={(event) => {
            if (!isOrdinaryClick(event)) return;
            event.preventDefault();
            setOpen(true);
          }}
          className={buttonClass("secondary", "px-3 py-1.5")}
        >
          ✦ Explain with AI
        </Link>
        {open ? (
          <Suspense fallback={null}>
            <ExplainDialog to={to} onClose={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </>
    );
  }
  return (
    <button
      type="button"
      disabled
      title={
        allowed
          ? "Unable to generate explanation without an answer."
          : "This feature is only available for subscribers."
      }
      className={buttonClass("secondary", "px-3 py-1.5")}
    >
      {allowed ? "✦" : <LockIcon />} Explain with AI
      <span className="sr-only">{allowed ? " (answer the question first)" : " (subscribers only)"}</span>
    </button>
  );
}
