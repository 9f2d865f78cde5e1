import { useEffect, useRef, type RefObject } from "react";

/**
 * Time stops while the tab is hidden or the screen is left (the Dashboard button, closing the tab):
 * the server banks the time on `pause` and restarts the clock when `onReturn` reloads the screen
 * (product-rules#mock-clock). Returns the milliseconds spent hidden since the question was shown.
 */
export function usePauseWhenAway(pauseUrl: string, onReturn: () => unknown): RefObject<number> {
  const hiddenMs = useRef(0);
  const returned = useRef(onReturn);
  returned.current = onReturn;
  useEffect(() => {
    let hiddenSince: number | null = null;
    const pause = () => {
      const body = new FormData();
      body.set("intent", "pause");
      navigator.sendBeacon?.(pauseUrl, body);
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") {
        hiddenSince = Date.now();
        pause();
      } else if (hiddenSince !== null) {
        hiddenMs.current += Date.now() - hiddenSince;
        hiddenSince = null;
        void returned.current();
      }
    };
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", pause);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", pause);
      pause();
    };
  }, [pauseUrl]);
  return hiddenMs;
}
