import { useEffect, useState } from "react";

/** Set once the page has hydrated: from then on every component mounts knowing it. */
let pageHydrated = false;

/**
 * False on the server and while the page hydrates, true from then on: a component mounted after
 * hydration sees true in its first render, so JavaScript-only controls never flash in late. The first
 * render in the browser must match the server's markup, which hydration adopts as it is (decision 096).
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    setHydrated(true);
  }, []);
  return hydrated;
}
