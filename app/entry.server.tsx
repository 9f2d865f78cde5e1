import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
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
    return new URL(origin).origin !== new URL(request.url).origin;
  } catch {
    return true;
  }
}

/** An expected refusal (4xx) is one log line; a failure keeps its stack but never the user's text. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  noteRequestError(error);
  if (request.signal.aborted) return;
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

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  return new Promise<Response>((resolve, reject) => {
    // The page is sent whole (server/handler.ts reads every page to its end before compressing it), so it
    // is rendered whole, into one buffer: no stream between React and the response (docs/decisions/046).
    const chunks: Buffer[] = [];
    let length = 0;
    const page = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        length += chunk.byteLength;
        done();
      },
      final(done) {
        clearTimeout(timeout);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        const whole = Buffer.concat(chunks, length);
        const response = new Response(whole, { headers: responseHeaders, status: responseStatusCode });
        renderedPages.set(response, whole);
        resolve(response);
        done();
      },
    });
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(page);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error("render.failed", describeError(error));
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
