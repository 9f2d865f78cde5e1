/** Where to go after signing in: only a path on this site; anything else falls back. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/dashboard") {
  if (typeof to !== "string" || !to) return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  // Control characters and backslashes let some browsers turn a path into another host.
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\\]/.test(to)) return fallback;
  return to;
}

/** /auth?redirectTo=… for a signed-out visitor to a page that needs an account. */
export function signInUrl(request: Request) {
  const url = new URL(request.url);
  const here = `${url.pathname}${url.search}`;
  return here === "/" ? "/auth" : `/auth?${new URLSearchParams({ redirectTo: here })}`;
}
