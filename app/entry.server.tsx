import { renderToString } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { NonceProvider } from "./nonce";
import { noteRequestError } from "./server/db.server";
import { describeError, log } from "./server/log.server";
import { renderedPages } from "./server/whole-page.server";

export const streamTimeout = 5_000;

/**
 * React Router answers 400 before any action runs when a form's Origin is not the request's own
 * (server/http.ts lets APP_URL's through for the resource routes): a refusal, not a fault.
 */
function foreignOrigin(request: Request) {
  const origin = request.headers.get("origin");
  if (request.method === "GET" || request.method === "HEAD" || origin === null) return false;
  try {
    // eslint-disable-next-line no-restricted-syntax -- only the origin, the same for any request of a page
    return new URL(origin).origin !== new URL(request.url).origin;
  } catch {
    return true;
  }
}

/** An expected refusal (4xx) is one log line; a failure keeps its stack but never the user's text. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  noteRequestError(error, request);
  if (request.signal.aborted) return;
  // eslint-disable-next-line no-restricted-syntax -- the path as requested (a `.data` one shows as such)
  const path = new URL(request.url).pathname;
  if (isRouteErrorResponse(error) && error.status < 500) {
    log.warn("request.refused", { method: request.method, path, status: error.status, reason: error.statusText });
    return;
  }
  if (!isRouteErrorResponse(error) && foreignOrigin(request)) {
    log.warn("request.refused", { method: request.method, path, status: 400, reason: "Origin is not this host" });
    return;
  }
  log.error("request.failed", {
    method: request.method,
    path,
    ...describeError(isRouteErrorResponse(error) ? (error as { error?: unknown }).error : error),
  });
};

type ReadAhead = { result: { done: boolean; value: string } };
type StreamCache = NonNullable<EntryContext["renderMeta"]>["streamCache"];

/**
 * React Router's data for the browser, read to its end before the page renders. The script that hands
 * it over (React Router's StreamTransfer) looks for each part it has read in `renderMeta.streamCache`
 * and suspends until a part arrives: with every part already there it never suspends, and the page
 * renders in one synchronous pass (decision 097). Deferred data would be waited for here.
 */
async function readDataAhead(context: EntryContext) {
  const stream = context.serverHandoffStream;
  if (!stream) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const streamCache: Record<number, ReadAhead> = {};
  for (let part = 0; ; part++) {
    const { done, value } = await reader.read();
    streamCache[part] = { result: { done, value: decoder.decode(value, { stream: !done }) } };
    if (done) break;
  }
  reader.releaseLock();
  (context.renderMeta ??= {}).streamCache = streamCache as unknown as StreamCache;
}

/**
 * A page is rendered whole, in one synchronous pass to one string (decision 097): server/handler.ts sends
 * it from its buffer in one compressed write (decisions 046 and 069). Without a stream between React and
 * the response, React's renderToString does the work of renderToPipeableStream for less CPU.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const tooLate = new Promise<never>((_, reject) => {
    timeout = setTimeout(
      () => reject(new Error(`The page's data was not ready within ${streamTimeout + 1000} ms.`)),
      streamTimeout + 1000,
    );
  });
  try {
    await Promise.race([readDataAhead(routerContext), tooLate]);
  } finally {
    clearTimeout(timeout);
  }
  const html = renderToString(
    <NonceProvider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
  );
  const whole = Buffer.from(`<!DOCTYPE html>${html}`);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const response = new Response(whole, { headers: responseHeaders, status: responseStatusCode });
  renderedPages.set(response, whole);
  return response;
}
