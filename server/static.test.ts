import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";

// The client build's files as the production server sends them (product-rules#page-weight).
describe("static assets", () => {
  const script = "export const screen = 'question';\n".repeat(40);
  let dir: string;
  let base: string;
  let close: () => void;

  beforeAll(async () => {
    process.env.LOG_SILENT = "true";
    process.env.SESSION_SECRET ??= "static-test-secret-static-test-secret";
    dir = mkdtempSync(path.join(tmpdir(), "arrowed-static-"));
    mkdirSync(path.join(dir, "assets"));
    writeFileSync(path.join(dir, "assets/question-abc123.js"), script);
    writeFileSync(path.join(dir, "assets/question-abc123.js.br"), brotliCompressSync(script));
    writeFileSync(path.join(dir, "assets/question-abc123.js.gz"), gzipSync(script));
    const server = createApp({ clientDir: dir }).listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => {
    close?.();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (file: string, acceptEncoding: string) =>
    fetch(`${base}${file}`, { headers: { "Accept-Encoding": acceptEncoding } });

  it("sends the brotli copy made at build time to a browser that takes it, cached for a year", async () => {
    const response = await get("/assets/question-abc123.js", "gzip, deflate, br");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toBe(script);
  });

  it("sends no validators or range support with a hashed file, which is never revalidated", async () => {
    const response = await get("/assets/question-abc123.js", "br");
    for (const header of ["etag", "last-modified", "accept-ranges"])
      expect(response.headers.get(header), header).toBeNull();
  });

  it("sends the gzip copy to a browser without brotli, and the file itself to one that takes neither", async () => {
    const gzip = await get("/assets/question-abc123.js", "gzip");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await gzip.text()).toBe(script);
    const plain = await get("/assets/question-abc123.js", "identity");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it("keeps the page-only headers (CSP and the rest) for pages, not assets", async () => {
    const response = await get("/assets/question-abc123.js", "br");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    for (const header of [
      "content-security-policy",
      "permissions-policy",
      "x-frame-options",
      "cross-origin-opener-policy",
      "referrer-policy",
    ]) {
      expect(response.headers.get(header), header).toBeNull();
    }
    const missing = await get("/assets/nothing-here.js", "br");
    expect(missing.headers.get("content-security-policy")).toBeTruthy();
  });
});
