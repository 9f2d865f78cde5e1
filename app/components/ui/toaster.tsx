import { useEffect, useState } from "react";
import type { Toast } from "~/domain/toast";

const TONE = {
  success: "border-success/50",
  error: "border-danger/60",
  info: "border-primary/50",
} as const;

/** Shows the toast the server flashed; with JavaScript it leaves after a few seconds. */
export function Toaster({ toast }: { toast: Toast | null }) {
  const [visible, setVisible] = useState<Toast | null>(toast);

  useEffect(() => {
    setVisible(toast);
    if (!toast) return;
    const timer = window.setTimeout(() => setVisible(null), 6000);
    return () => window.clearTimeout(timer);
  }, [toast]);

  return (
    <div aria-live="polite" role="status" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4 sm:justify-end">
      {visible ? (
        <div
          data-testid="toast"
          className={`pointer-events-auto w-full max-w-sm rounded-xl border bg-surface px-4 py-3 shadow-xl shadow-black/30 ${TONE[visible.type]}`}
        >
          <div className="flex items-start gap-3">
            <div className="flex-1">
              <p className="text-sm font-semibold text-text">{visible.title}</p>
              {visible.description ? <p className="mt-0.5 text-sm text-muted">{visible.description}</p> : null}
            </div>
            <button
              type="button"
              onClick={() => setVisible(null)}
              className="rounded px-1 text-muted hover:text-text"
              aria-label="Dismiss notification"
            >
              ×
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
