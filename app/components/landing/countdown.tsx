import { useEffect, useState } from "react";

const parts = (ms: number) => {
  const s = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(s / 86400),
    hours: Math.floor((s % 86400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
  };
};

/** 'Warm Reminder': time to the next sitting, refreshed every second with JavaScript (product-rules#countdown). */
export function ExamCountdown({
  label,
  startsAt,
  dateText,
  serverNow,
}: {
  label: string;
  startsAt: string;
  dateText: string;
  serverNow: number;
}) {
  const target = new Date(startsAt).getTime();
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (target <= now) return null;
  const left = parts(target - now);
  return (
    <section aria-labelledby="warm-reminder" className="mx-auto max-w-6xl px-4">
      <div className="rounded-2xl border border-primary/40 bg-primary/10 p-6 text-center">
        <h2 id="warm-reminder" className="text-sm font-semibold uppercase tracking-widest text-primary">
          Warm Reminder
        </h2>
        <p className="mt-1 text-muted">
          The {label} sitting starts on {dateText}
        </p>
        {/* The timer role on a wrapper: on the <dl> itself it would hide the list its terms belong to. */}
        <div role="timer" aria-label={`Time to the ${label} sitting`} className="mt-4">
          <dl className="flex justify-center gap-4 sm:gap-8">
            {(["days", "hours", "minutes", "seconds"] as const).map((unit) => (
              <div key={unit} className="flex min-w-16 flex-col-reverse">
                <dt className="text-xs uppercase text-muted">{unit}</dt>
                <dd className="text-3xl font-bold tabular-nums">{left[unit]}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
