import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

/**
 * 'Explain with AI' (spec part 1 §5): for subscribers, once the answer earned full marks. The
 * server checks the same rules again when the explanation is asked for.
 */
export function ExplainButton({ allowed, fullMarks, to }: { allowed: boolean; fullMarks: boolean; to: string }) {
  if (allowed && fullMarks) {
    return (
      <Link to={to} className={buttonClass("secondary", "px-3 py-1.5")}>
        ✦ Explain with AI
      </Link>
    );
  }
  return (
    <button
      type="button"
      disabled
      title={allowed ? "Unable to generate explanation without an answer." : "This feature is only available for subscribers."}
      className={buttonClass("secondary", "px-3 py-1.5")}
    >
      {allowed ? "✦ Explain with AI" : "🔒 Explain with AI"}
      <span className="sr-only">{allowed ? " (needs a full-mark answer)" : " (subscribers only)"}</span>
    </button>
  );
}
