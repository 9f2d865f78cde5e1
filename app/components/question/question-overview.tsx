import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useLinkClick } from "~/components/ui/link-list";
import { useHydrated } from "~/components/ui/use-hydrated";
import { count } from "~/domain/format";
import { questionUrl } from "~/domain/urls";

const MARK_STYLE = {
  2: "border-success bg-success/20 text-success-strong",
  1: "border-warning bg-warning/20 text-warning-strong",
  0: "border-danger bg-danger/20 text-danger-strong",
} as const;

type OverviewItem = { n: number; answered: boolean; flagged: boolean; marks: 0 | 1 | 2 | null };

/** The grid beside the question: one square per question, coloured by its state, and Finish Test. */
export function QuestionOverview({
  overview,
  n,
  answered,
  total,
  attemptId,
}: {
  overview: OverviewItem[];
  n: number;
  answered: number;
  total: number;
  attemptId: string;
}) {
  const onLinkClick = useLinkClick();
  const hydrated = useHydrated();
  return (
    <aside aria-label="Question overview" className="flex flex-col gap-4">
      <div className="rounded-2xl border border-border bg-surface p-4">
        <p className="text-sm font-semibold">
          {answered} of {total} answered
        </p>
        {/* Plain links, up to 100 of them, sharing one handler (app/components/ui/link-list.tsx). */}
        <nav aria-label="Questions" className="mt-3 grid grid-cols-5 gap-2">
          {overview.map((item) => (
            <a
              key={item.n}
              href={questionUrl(attemptId, item.n)}
              onClick={onLinkClick}
              aria-current={item.n === n ? "page" : undefined}
              aria-label={`Question ${item.n}${item.answered ? ", answered" : ""}${item.flagged ? ", flagged" : ""}${item.marks !== null ? `, ${count(item.marks, "mark")}` : ""}`}
              className={`flex h-9 items-center justify-center rounded-md border text-sm font-semibold ${
                item.marks !== null
                  ? MARK_STYLE[item.marks]
                  : item.answered
                    ? "border-primary/60 bg-primary/15"
                    : "border-border bg-surface-2"
              } ${item.n === n ? "outline-2 outline-offset-1 outline-text" : ""} ${item.flagged ? "ring-2 ring-warning" : ""}`}
            >
              {item.n}
            </a>
          ))}
        </nav>
        <Link to={questionUrl(attemptId, n, { review: "1" })} className={buttonClass("secondary", "mt-4 w-full")}>
          Finish Test
        </Link>
      </div>
      {/* Only where a key can answer: with JavaScript. */}
      {hydrated ? <p className="hidden text-xs text-muted lg:block">Press ? for keyboard shortcuts.</p> : null}
    </aside>
  );
}
