/** Any origin will do: targets are resolved against it only to read back their path. */
const HERE = "http://here.invalid";

/**
 * Where to go after signing in: only a path on this site; anything else falls back. The path comes
 * back percent-encoded as a browser would send it, so a character beyond Latin-1 can go in a header.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/dashboard") {
  if (typeof to !== "string" || !to) return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  // Control characters and backslashes let some browsers turn a path into another host.
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\\]/.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, HERE);
  } catch {
    return fallback;
  }
  // "/..//evil.example" resolves to the path "//evil.example", which a browser reads as another host.
  if (url.origin !== HERE || url.pathname.startsWith("//")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The page a request is for: a script's request for a page's data (`/question.data?…&_routes=…`, the
 * request as React Router hands it on) names the page it loads (`/question?…`).
 */
function pageOf(request: Request) {
  // eslint-disable-next-line no-restricted-syntax -- the request as it came is what is read here
  const url = new URL(request.url);
  if (url.pathname.endsWith(".data")) {
    url.pathname = url.pathname === "/_root.data" ? "/" : url.pathname.slice(0, -".data".length);
    url.searchParams.delete("_routes");
  }
  // A form sent to an index route carries a bare `index`: nothing of the page's own.
  if (url.searchParams.has("index", "")) url.searchParams.delete("index", "");
  return url;
}

/** /auth?redirectTo=… for a signed-out visitor to a page that needs an account. */
export function signInUrl(request: Request) {
  const url = pageOf(request);
  const here = `${url.pathname}${url.search}`;
  return here === "/" ? "/auth" : `/auth?${new URLSearchParams({ redirectTo: here })}`;
}
