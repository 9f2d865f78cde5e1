import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { focusAutoFocusOnMount, focusFromNowOn, runEffectsBeforeInput } from "./browser-runtime";

declare global {
  interface Window {
    /** True once the page's controls are the app's: the browser tests wait for it. */
    arrowedHydrated?: boolean;
  }
}

/**
 * The document as the parent of its <html>, which the root layout renders. Preact takes `document` itself
 * for its <html> element and would look for an <html> inside that; this hands it the page's one.
 */
const html = document.documentElement;
const theDocument = {
  namespaceURI: html.namespaceURI,
  firstChild: html,
  childNodes: [html],
  insertBefore: (node: Node, before: Node | null) => document.insertBefore(node, before),
  appendChild: (node: Node) => document.appendChild(node),
  removeChild: (node: Node) => document.removeChild(node),
} as unknown as Element;

/**
 * Hydrates the page with Preact (decision 096). React Router's router suspends until it has decoded the
 * page's loader data; React waits for such a promise at the root, Preact throws it out of hydrateRoot,
 * so hydration starts again once it settles (the page is left as it is until a render completes).
 */
function hydrate() {
  try {
    hydrateRoot(
      theDocument,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
    focusFromNowOn();
    document.head.append(...looseStyles);
    window.arrowedHydrated = true;
  } catch (pending) {
    if (!(pending instanceof Promise)) throw pending;
    void pending.then(hydrate, hydrate);
  }
}

/**
 * React's server adds hints to <head> that no component renders (a preload for each image, say); the
 * browser has acted on them by now. Preact adopts the head's elements tag by tag in order, so a hint left
 * there would be taken for the link a component renders next (the stylesheet's) and the stylesheet
 * dropped as left over: they go first.
 */
function withoutServerHints() {
  const hints = 'link[rel="preload"], link[rel="modulepreload"], link[rel="prefetch"], link[rel="preconnect"]';
  for (const hint of document.head.querySelectorAll(hints)) hint.remove();
}

/**
 * Styles in <head> that no component renders (under `npm run dev`, the page's CSS as Vite and React
 * Router inline it; none in production): Preact would drop them as left over, so they stand aside while
 * it adopts the head, and go back once it has.
 */
let looseStyles: HTMLStyleElement[] = [];

function setLooseStylesAside() {
  looseStyles = [...document.head.querySelectorAll("style")];
  for (const style of looseStyles) style.remove();
}

// This entry shares its file with the libraries every route imports (vite.config.ts), so it runs while the
// page's module script is still importing its routes, before that script hands them to React Router.
queueMicrotask(() => {
  runEffectsBeforeInput();
  focusAutoFocusOnMount();
  withoutServerHints();
  setLooseStylesAside();
  hydrate();
});
