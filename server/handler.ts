// React Router behind Express. Like @react-router/express, except that the body was already read
// (server/http.ts readBody) and forms reach the app parsed once here: malformed ones are a 400, and
// control characters (NUL above all, which PostgreSQL refuses) are stripped from every text field
// and query value, so no action or loader ever sees them.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { writeReadableStreamToWritable } from "@react-router/node";
import Negotiator from "negotiator";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler as createReactRouterHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { isDatabaseUnreachable, withDatabaseWatch } from "../app/server/db.server";
import { renderedPages } from "../app/server/whole-page.server";
import { mediaType, refuse, STRIPE_WEBHOOK, unavailable } from "./http";

const RETRY_AFTER_UNREACHABLE_MS = 1_500;

/** C0 controls except tab, line feed and carriage return, and DEL: nothing a person types. */
// eslint-disable-next-line no-control-regex -- control characters are what this strips
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const HAS_CONTROL_CHARACTER = new RegExp(CONTROL_CHARACTERS.source);

export const stripControlCharacters = (text: string) => text.replace(CONTROL_CHARACTERS, "");

class MalformedBody extends Error {}

function webHeaders(req: Request) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

function publicUrl(req: Request) {
  const url = new URL(`${req.protocol}://${req.host || "localhost"}${req.originalUrl}`);
  if (HAS_CONTROL_CHARACTER.test(decodeURIComponentSafe(url.search))) {
    const clean = new URLSearchParams();
    for (const [name, value] of url.searchParams)
      clean.append(stripControlCharacters(name), stripControlCharacters(value));
    url.search = clean.toString();
  }
  return url;
}

function decodeURIComponentSafe(text: string) {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

/** The body the app sees: the form re-encoded without control characters, or Stripe's exact bytes. */
async function cleanBody(req: Request, url: URL, headers: Headers): Promise<BodyInit | undefined> {
  const bytes: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  if (req.path === STRIPE_WEBHOOK) return new Uint8Array(bytes);
  const type = mediaType(req);
  // Re-encoded below: the old length and boundary no longer apply.
  headers.delete("content-length");
  headers.delete("content-encoding");
  if (type === "" || type === "application/x-www-form-urlencoded") {
    if (type === "" && bytes.length > 0) throw new MalformedBody();
    headers.set("content-type", "application/x-www-form-urlencoded;charset=UTF-8");
    const clean = new URLSearchParams();
    for (const [name, value] of new URLSearchParams(bytes.toString("utf8")))
      clean.append(stripControlCharacters(name), stripControlCharacters(value));
    return clean.toString();
  }
  let parsed: FormData;
  try {
    parsed = await new globalThis.Request(url, {
      method: "POST",
      headers: { "content-type": req.get("content-type")! },
      body: new Uint8Array(bytes),
    }).formData();
  } catch {
    throw new MalformedBody();
  }
  headers.delete("content-type");
  const clean = new FormData();
  for (const [name, value] of parsed) {
    if (typeof value === "string") clean.append(stripControlCharacters(name), stripControlCharacters(value));
    else clean.append(stripControlCharacters(name), value, value.name);
  }
  return clean;
}

async function toWebRequest(req: Request, res: Response) {
  const url = publicUrl(req);
  const headers = webHeaders(req);
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") init.body = await cleanBody(req, url, headers);
  return new globalThis.Request(url, init);
}

// Pages and data answers are read to the end and compressed in one call (docs/decisions/039): they are
// complete within milliseconds and a few tens of KB, and one call costs a quarter of the CPU of a
// compressing stream. Anything larger, a download or an event stream goes through the stream as before
// (server/app.ts), with the same encodings, brotli preferred.
const WHOLE_TYPES = /^(text\/html|text\/x-script|application\/json)\b/i;
const WHOLE_LIMIT = 512 * 1024;
const SMALLEST_COMPRESSED = 1024;
const ENCODINGS = ["br", "gzip", "identity"];
const PREFERRED = ["br", "gzip"];
/**
 * The settings of both ways of compressing (here, and the stream in server/app.ts): one choice of levels.
 * Brotli at quality 3 costs half of quality 4 on a 25 KB question page for 5% more bytes (decision 078).
 */
export const COMPRESSION = { level: 1, brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } } };

function readWhole(response: globalThis.Response) {
  const type = response.headers.get("content-type") ?? "";
  return (
    response.body !== null &&
    WHOLE_TYPES.test(type) &&
    !response.headers.has("content-disposition") &&
    !response.headers.has("content-encoding")
  );
}

async function send(req: Request, res: Response, response: globalThis.Response) {
  if (res.destroyed || res.writableEnded) return void (await response.body?.cancel());
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  if (/text\/event-stream/i.test(response.headers.get("content-type") ?? "")) res.flushHeaders();
  if (!response.body) return void res.end();
  try {
    const page = renderedPages.get(response);
    if (page && page.byteLength <= WHOLE_LIMIT && readWhole(response)) sendBuffer(req, res, page);
    else if (readWhole(response)) await sendWhole(req, res, response.body);
    else await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}

async function sendWhole(req: Request, res: Response, body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value);
    length += read.value.byteLength;
    if (length > WHOLE_LIMIT) {
      // Larger than a page: what was read goes first, and the rest is streamed (compressed as it goes).
      for (const chunk of chunks) res.write(chunk);
      reader.releaseLock();
      return writeReadableStreamToWritable(body, res);
    }
  }
  sendBuffer(req, res, Buffer.concat(chunks, length));
}

/**
 * The encoding for an Accept-Encoding header: browsers send a handful of distinct values, so each is
 * parsed once (at most ENCODING_CHOICES kept, then the memory starts again).
 */
const ENCODING_CHOICES = 64;
const encodingFor = new Map<string, string>();
function negotiatedEncoding(req: Request) {
  const header = req.headers["accept-encoding"] ?? "";
  let encoding = encodingFor.get(header);
  if (encoding === undefined) {
    encoding = new Negotiator(req).encoding(ENCODINGS, { preferred: PREFERRED }) ?? "identity";
    if (encodingFor.size >= ENCODING_CHOICES) encodingFor.clear();
    encodingFor.set(header, encoding);
  }
  return encoding;
}

function sendBuffer(req: Request, res: Response, whole: Buffer) {
  res.vary("Accept-Encoding");
  const encoding =
    whole.byteLength >= SMALLEST_COMPRESSED && req.method !== "HEAD" ? negotiatedEncoding(req) : "identity";
  // The size told to brotli up front lets it size its window and tables for a small page.
  const sent =
    encoding === "br"
      ? brotliCompressSync(whole, {
          params: { ...COMPRESSION.brotli.params, [constants.BROTLI_PARAM_SIZE_HINT]: whole.byteLength },
        })
      : encoding === "gzip"
        ? gzipSync(whole, { level: COMPRESSION.level })
        : whole;
  if (encoding === "br" || encoding === "gzip") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", sent.byteLength);
  res.end(sent);
}

export function createRequestHandler({
  build,
  getLoadContext,
  mode = process.env.NODE_ENV,
}: {
  build: () => Promise<ServerBuild>;
  getLoadContext: (req: Request, res: Response) => AppLoadContext;
  mode?: string;
}) {
  // Only development changes the build under a running server: React Router derives its routes from it
  // on every request there (as it does when handed a function, so that edits show), and once everywhere
  // else (production, and the tests' server, which watches no file).
  let derived: ReturnType<typeof createReactRouterHandler> | undefined;
  const handle: ReturnType<typeof createReactRouterHandler> =
    mode !== "development"
      ? async (request, context) => (derived ??= createReactRouterHandler(await build(), mode))(request, context)
      : createReactRouterHandler(build, mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      let request: globalThis.Request;
      try {
        request = await toWebRequest(req, res);
      } catch (error) {
        if (error instanceof MalformedBody)
          return refuse(req, res, 400, "The form could not be read. Please try again.");
        throw error;
      }
      let outcome = await withDatabaseWatch(request, () => handle(request, getLoadContext(req, res)));
      // The database out of reach (a restart): a read is tried once more a moment later; a form is not,
      // as it may have been stored before the connection went.
      if (
        outcome.unreachable &&
        outcome.result.status >= 500 &&
        (req.method === "GET" || req.method === "HEAD") &&
        !res.destroyed
      ) {
        await outcome.result.body?.cancel();
        await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_UNREACHABLE_MS));
        const again = request.clone();
        outcome = await withDatabaseWatch(again, () => handle(again, getLoadContext(req, res)));
      }
      if (outcome.unreachable && outcome.result.status >= 500) {
        await outcome.result.body?.cancel();
        return void unavailable(req, res);
      }
      await send(req, res, outcome.result);
    } catch (error) {
      if (isDatabaseUnreachable(error) && !res.headersSent) return void unavailable(req, res);
      next(error);
    }
  };
}
