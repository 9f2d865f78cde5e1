// Middleware of the production server: request log, security headers, client address.
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

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

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"];

/**
 * Pages take GET and HEAD, forms POST form data; anything else is answered 405 or 415 here, so a
 * stray PUT or a JSON body never reaches an action as a 500. The Stripe webhook takes JSON.
 */
export function requestShape() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    if (req.method === "OPTIONS") return void res.set("Allow", "GET, HEAD, POST").status(204).end();
    if (req.method !== "POST") return void res.set("Allow", "GET, HEAD, POST").status(405).type("text/plain").send("Method not allowed");
    if (req.path === "/stripe/webhook") return next();
    const type = (req.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (type && !FORM_TYPES.includes(type)) return void res.status(415).type("text/plain").send("Forms must be sent as form data");
    next();
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

export function securityHeaders(options: HttpOptions) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
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
