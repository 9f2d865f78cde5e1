// React Router's <Scripts> builds the same markup for every page of a route: the routes' module imports,
// the route manifest for the page (found by matching each parent path against the whole route tree)
// and the module preloads. In production the server builds it once for each route and parent path and
// keeps it; every page gets that markup with its own CSP nonce (docs/decisions/078). The browser
// renders React Router's own <Scripts>, which hydrates the same elements.
import { cloneElement, isValidElement, useContext, type ReactNode } from "react";
import { Scripts, UNSAFE_DataRouterStateContext, UNSAFE_FrameworkContext } from "react-router";

/** Routes and paths kept at most: far more than the app has routes; then the memory starts again. */
const KEPT = 256;
const built = new Map<string, ReactNode>();

export function PageScripts({ nonce }: { nonce: string }) {
  if (typeof document !== "undefined" || import.meta.env.DEV) return <Scripts nonce={nonce} />;
  return <KeptScripts nonce={nonce} />;
}

function KeptScripts({ nonce }: { nonce: string }) {
  const state = useContext(UNSAFE_DataRouterStateContext);
  const framework = useContext(UNSAFE_FrameworkContext);
  if (!state || !framework) return <Scripts nonce={nonce} />;
  // What the markup depends on: the matched routes, the path's parents (the manifest's routes) and the
  // build (the handoff names its settings, the manifest its version).
  const parents = state.location.pathname.split("/").filter(Boolean);
  parents.pop();
  const key = [
    state.matches.map((match) => match.route.id).join(","),
    parents.join("/"),
    framework.manifest.version,
    framework.serverHandoffString ?? "",
  ].join("\n");
  let markup = built.get(key);
  if (markup !== undefined) {
    // What <Scripts> notes for the page's data script (React Router writes the loader data only then).
    const meta = (framework as { renderMeta?: { didRenderScripts?: boolean } }).renderMeta;
    if (meta) meta.didRenderScripts = true;
  } else {
    // Scripts' hooks run here as part of this component, once per route and path: on the server each
    // page renders this component once, so no later render of it skips them.
    markup = Scripts({ nonce });
    if (built.size >= KEPT) built.clear();
    built.set(key, markup);
  }
  return withNonce(markup, nonce);
}

/** The kept elements with this page's nonce wherever they carry one (elements are immutable: copies). */
function withNonce(node: ReactNode, nonce: string): ReactNode {
  if (Array.isArray(node)) return node.map((child: ReactNode) => withNonce(child, nonce));
  if (!isValidElement<{ nonce?: string; children?: ReactNode }>(node)) return node;
  const { nonce: old, children } = node.props;
  const renewed = children === undefined ? undefined : withNonce(children, nonce);
  if (old === undefined && renewed === children) return node;
  return cloneElement(node, {
    ...(old === undefined ? {} : { nonce }),
    ...(renewed === children ? {} : { children: renewed }),
  });
}
