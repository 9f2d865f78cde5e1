import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { TestClock } from "./test-clock";

/** The question screen's bar: back to the dashboard, where the trainee is in the test, the clock and the shortcuts. */
export function QuestionHeader({
  attempt,
  n,
  onExpire,
  onHelp,
}: {
  attempt: {
    isMock: boolean;
    isTimed: boolean;
    total: number;
    remaining: number | null;
    endsAt: string | null;
    elapsed: number;
  };
  n: number;
  onExpire: () => void;
  /** Opens the list of keys; null without JavaScript, where no key answers, so no button shows. */
  onHelp: (() => void) | null;
}) {
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-bg/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-2 px-2 sm:gap-3 sm:px-4">
        <Link to="/dashboard" className={buttonClass("ghost", "px-2 py-1.5 whitespace-nowrap sm:px-3")}>
          ← Dashboard
        </Link>
        <p className="text-sm font-semibold whitespace-nowrap">
          {attempt.isMock ? "Mock" : "Question"} {n} of {attempt.total}
        </p>
        <div className="flex shrink-0 items-center gap-2">
          {attempt.isTimed || attempt.isMock ? (
            <TestClock
              remaining={attempt.remaining}
              endsAt={attempt.endsAt}
              elapsed={attempt.elapsed}
              onExpire={attempt.isMock ? onExpire : undefined}
            />
          ) : null}
          {onHelp ? (
            <button
              type="button"
              onClick={onHelp}
              className={buttonClass("ghost", "hidden px-3 py-1.5 sm:inline-flex")}
              aria-label="Keyboard shortcuts"
            >
              ?
            </button>
          ) : null}
        </div>
      </div>
    </header>
  );
}
