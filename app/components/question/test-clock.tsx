import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import { formatTestClock } from "~/domain/timer";

/**
 * The test clock. The server sends the time at render; with JavaScript it ticks (down for a mock,
 * up for timed practice) and calls onExpire at 0. Without JavaScript nothing ticks, so a mock says the
 * time of day it ends ("ends at 14:32") rather than a frozen count.
 */
export function TestClock({
  remaining,
  endsAt,
  elapsed,
  onExpire,
}: {
  remaining: number | null;
  endsAt: string | null;
  elapsed: number;
  onExpire?: () => void;
}) {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => ({ remaining, elapsed, since: Date.now() }));
  const expired = useRef(false);

  useEffect(() => {
    setNow({ remaining, elapsed, since: Date.now() });
    expired.current = false;
  }, [remaining, elapsed]);

  const [, tick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => {
      // Time stops while the tab is hidden (product-rules#mock-clock); the server banks it on hide.
      if (document.visibilityState === "visible") tick((t) => t + 1);
    }, 1000);
    return () => window.clearInterval(timer);
  }, []);

  const passed = Math.floor((Date.now() - now.since) / 1000);
  const left = now.remaining === null ? null : Math.max(0, now.remaining - passed);
  useEffect(() => {
    if (left === 0 && !expired.current) {
      expired.current = true;
      onExpire?.();
    }
  }, [left, onExpire]);

  if (left !== null && !hydrated && endsAt) {
    return (
      <span
        role="timer"
        aria-label="Mock ends"
        className="rounded-lg bg-surface-2 px-2 py-1 font-mono whitespace-nowrap sm:px-3 text-sm font-semibold tabular-nums"
      >
        ends at {endsAt}
      </span>
    );
  }
  if (left !== null) {
    return (
      <span
        role="timer"
        aria-label="Time left"
        className={`rounded-lg px-2 py-1 font-mono whitespace-nowrap sm:px-3 text-sm font-semibold tabular-nums ${left < 300 ? "bg-danger/15 text-danger-strong" : "bg-surface-2"}`}
      >
        {formatTestClock(left)} left
      </span>
    );
  }
  return (
    <span
      role="timer"
      aria-label="Time taken"
      className="rounded-lg bg-surface-2 px-2 py-1 font-mono whitespace-nowrap sm:px-3 text-sm font-semibold tabular-nums"
    >
      {formatTestClock(now.elapsed + passed)}
    </span>
  );
}
