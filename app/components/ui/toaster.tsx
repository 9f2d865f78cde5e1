import { useEffect, useState } from "react";
import type { Toast, ToastInput } from "~/domain/toast-schema";

const TONE = {
  success: "border-success/50",
  error: "border-danger/60",
  info: "border-primary/50",
} as const;

const EVENT = "arrowed:toast";

/** Shows a toast from the browser (a fetcher's result, a blocked copy). */
export function showToast(toast: ToastInput) {
  window.dispatchEvent(
    new CustomEvent<Toast>(EVENT, { detail: { id: crypto.randomUUID(), type: toast.type ?? "success", ...toast } }),
  );
}

/**
 * Shows the toast the server flashed, or one raised in the browser; with JavaScript it leaves after a few
 * seconds. The root places it at the foot of the screen, above the cookie banner.
 */
export function Toaster({ toast }: { toast: Toast | null }) {
  const [visible, setVisible] = useState<Toast | null>(toast);

  // A reload of the page's data with no new toast leaves the one showing to finish its time.
  useEffect(() => {
    if (toast) setVisible(toast);
  }, [toast]);

  useEffect(() => {
    const onToast = (event: Event) => setVisible((event as CustomEvent<Toast>).detail);
    window.addEventListener(EVENT, onToast);
    return () => window.removeEventListener(EVENT, onToast);
  }, []);

  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => setVisible(null), 5000);
    return () => window.clearTimeout(timer);
  }, [visible]);

  return (
    <div aria-live="polite" role="status" className="flex justify-center px-4 pb-4 sm:justify-end">
      {visible ? (
        <div
          key={visible.id}
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
