// Middleware of the production server: request log, security headers, client address, and the
// edge every request passes before React Router: method, origin, body size and shape.
import { randomBytes } from "node:crypto";
import express, { type NextFunction, type Request, type Response } from "express";
import { describeError, log } from "../app/server/log.server";

export type HttpOptions = { isProduction: boolean; trustProxy: boolean; dev: boolean };

/** One log line per request, written when the response has been sent. */
export function requestLog() {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      if (process.env.LOG_SILENT === "true") return;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      process.stdout.write(
        `${JSON.stringify({
          time: new Date().toISOString(),
          level: "info",
          event: "request",
          method: req.method,
          path: req.originalUrl.split("?")[0],
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
          ip: res.locals.clientIp,
        })}\n`,
      );
    });
    next();
  };
}

/** The client's address for throttling: Fly's header only when we are told to trust the proxy. */
export function clientAddress(options: HttpOptions) {
  return (req: Request, res: Response, next: NextFunction) => {
    const forwarded = options.trustProxy
      ? (req.get("fly-client-ip") ?? req.get("x-forwarded-for")?.split(",")[0]?.trim())
      : undefined;
    res.locals.clientIp = forwarded || req.socket.remoteAddress || "unknown";
    next();
  };
}

export const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** Stripe signs its events and sends them as JSON: the one POST that is not a form from our pages. */
export const STRIPE_WEBHOOK = "/stripe/webhook";

export const mediaType = (req: Pick<Request, "get">) =>
  (req.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();

/**
 * Pages take GET and HEAD, forms POST form data; anything else is answered 405 or 415 here, so a
 * stray PUT, a JSON or text/plain body never reaches an action as a 500. The Stripe webhook takes JSON.
 */
export function requestShape() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    if (req.method === "OPTIONS") return void res.set("Allow", "GET, HEAD, POST").status(204).end();
    if (req.method !== "POST") return void refuse(req, res, 405, "Method not allowed", { Allow: "GET, HEAD, POST" });
    if (req.path === STRIPE_WEBHOOK) return next();
    const type = mediaType(req);
    if (type && !FORM_TYPES.includes(type)) return void refuse(req, res, 415, "Forms must be sent as form data.");
    next();
  };
}

/**
 * Every POST must come from our own pages (resource routes too: /logout, /theme, /billing/portal):
 * a foreign or opaque Origin, or a browser saying the request is cross-site, is refused. Clients
 * that send neither (curl, monitors) are not browsers carrying someone's cookies.
 */
export function sameOrigin(options: { appUrl: string }) {
  const appOrigin = new URL(options.appUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS" || req.path === STRIPE_WEBHOOK)
      return next();
    const origin = req.get("origin");
    const site = req.get("sec-fetch-site");
    const own = `${req.protocol}://${req.host}`;
    const allowed = origin
      ? origin === own || origin === appOrigin
      : site === undefined || site === "same-origin" || site === "none";
    if (!allowed) return void refuse(req, res, 403, "This form was sent from another site, so it was refused.");
    next();
  };
}

/** Bytes a request body may have, by path; 64 KB is far more than any form of ours sends. */
export const BODY_LIMITS: Record<string, number> = { [STRIPE_WEBHOOK]: 1024 * 1024 };
export const DEFAULT_BODY_LIMIT = 64 * 1024;
export const bodyLimit = (path: string) => BODY_LIMITS[path] ?? DEFAULT_BODY_LIMIT;

/**
 * Reads a POST's body into req.body (a Buffer) before anything parses it, refusing more than the
 * path's limit as it arrives: an oversized or cut-off body is a 413 or a 400, never memory.
 */
export function readBody({ mayUpload }: { mayUpload?: (req: Request) => Promise<boolean> } = {}) {
  const readers = new Map<number, ReturnType<typeof express.raw>>();
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "POST") return next();
    // An upload's larger limit only for someone allowed to upload: anyone else's big body stops at 64 KB.
    const upload = uploadLimit(req.path);
    const limit = upload && (await mayUpload?.(req).catch(() => false)) ? upload : bodyLimit(req.path);
    let reader = readers.get(limit);
    if (!reader) readers.set(limit, (reader = express.raw({ type: () => true, limit })));
    reader(req, res, next);
  };
}

/**
 * Where editors upload: a question's image in the console (64 MB), a bank package (512 MB). Each path
 * also as React Router's `.data` twin, where the same form posts with JavaScript on.
 */
export const UPLOAD_LIMITS: Array<[RegExp, number]> = [
  [/^\/admin\/bank(?:\.data)?$/, 512 * 1024 * 1024],
  [/^\/admin\/questions\/[^/]+$/, 64 * 1024 * 1024],
];
export const uploadLimit = (path: string) => UPLOAD_LIMITS.find(([pattern]) => pattern.test(path))?.[1] ?? null;

/** A refusal: its status, a plain message, and one log line without stack or user text. */
export function refuse(
  req: Request,
  res: Response,
  status: number,
  message: string,
  headers: Record<string, string> = {},
) {
  log.warn("request.refused", { method: req.method, path: req.path, status, reason: message });
  res.status(status).set(headers).type("text/plain").send(message);
}

/** The database is out of reach for a moment (a restart): a page that says so and to try again. */
export function unavailable(req: Request, res: Response) {
  log.warn("request.unavailable", { method: req.method, path: req.path });
  res
    .status(503)
    .set({ "Retry-After": "5", "Cache-Control": "no-store" })
    .type("html")
    .send(
      `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>Back in a moment | Arrowed</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">` +
        `<h1>Back in a moment</h1><p>Arrowed could not reach its database just now. Everything you saved before this is safe.</p>` +
        `<p>Please try again in a few seconds${req.method === "POST" ? " (go back and send the form again)" : ""}.</p></body></html>`,
    );
}

type HttpError = Error & { status?: number; statusCode?: number; type?: string; limit?: number };

/** The last handler: body errors become their 4xx; anything else a 500 logged without the user's text. */
export function errorHandler() {
  return (error: HttpError, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const status = error.status ?? error.statusCode ?? 500;
    if (status === 413) {
      const kb = Math.round((error.limit ?? bodyLimit(req.path)) / 1024);
      return void refuse(
        req,
        res,
        413,
        `This form is too large to send (more than ${kb} KB). Please shorten the longest text and try again.`,
        { Connection: "close" },
      );
    }
    if (status >= 400 && status < 500)
      return void refuse(req, res, status, "The form could not be read. Please try again.");
    log.error("request.failed", { method: req.method, path: req.path, ...describeError(error) });
    res.status(500).type("text/plain").send("Something went wrong. Please try again.");
  };
}

export function contentSecurityPolicy(nonce: string, options: Pick<HttpOptions, "dev">) {
  const scripts = options.dev ? "'self' 'unsafe-inline' 'unsafe-eval'" : `'self' 'nonce-${nonce}'`;
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    // React's style={{…}} attributes need inline styles; no inline script is ever allowed in production.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${options.dev ? " ws: wss:" : ""}`,
    // Checkout and the billing portal are form posts that redirect to Stripe.
    "form-action 'self' https://checkout.stripe.com https://billing.stripe.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** A static file's own header: served as its declared type, never sniffed. The page-only ones go with documents (securityHeaders). */
export function assetHeaders(res: { setHeader(name: string, value: string): unknown }) {
  res.setHeader("X-Content-Type-Options", "nosniff");
}

/**
 * A fresh 16-byte nonce for each response, cut from random bytes drawn 256 nonces at a time: one call
 * into the system's random source per 256 pages instead of one each (each nonce is still used once).
 */
const NONCE_BYTES = 16;
let nonces = Buffer.alloc(0);
let nextNonce = 0;
export function freshNonce() {
  if (nextNonce + NONCE_BYTES > nonces.byteLength) {
    nonces = randomBytes(NONCE_BYTES * 256);
    nextNonce = 0;
  }
  const nonce = nonces.toString("base64", nextNonce, nextNonce + NONCE_BYTES);
  nextNonce += NONCE_BYTES;
  return nonce;
}

/** The headers of a page (and of every response React Router sends); static files get assetHeaders only. */
export function securityHeaders(options: HttpOptions) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = freshNonce();
    res.locals.nonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, options));
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    if (options.isProduction) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  };
}
