// npm run bench:bombs: starts the BUILT server (`npm run build` first) on the embedded database, signs
// in as the demo admin and uploads each hostile file the last probe sent (made here, none kept on
// disk) through the console, as an editor would, while asking /healthz again and again. Prints each
// upload's answer and the health check's latency percentiles while it was being refused. Target:
// /healthz under 100 ms throughout.
//
//   npm run bench:bombs -- [--port 3190]
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { DEMO_PASSWORD, demoAccounts } from "../db/seed/demo-accounts";
import {
  bigBankFileZip,
  bigEntriesZip,
  deflateBomb,
  elementFlood,
  nestedSequenceBomb,
  oversizedJpegFrame,
} from "../tests/fixtures/bombs";
import { dicomFile, words } from "../tests/fixtures/dicom";

const argv = process.argv.slice(2);
const PORT = argv.includes("--port") ? Number(argv[argv.indexOf("--port") + 1]) : 3190;
const BASE = `http://127.0.0.1:${PORT}`;
const ROOT = path.resolve(import.meta.dirname, "..");

if (!existsSync(path.join(ROOT, "build/server/assets/dicom-worker.js"))) {
  console.error("No production build with its DICOM worker: run `npm run build` first.");
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), "arrowed-bench-bombs-"));
const server = spawn(process.execPath, ["server.js", "--local"], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "" },
  stdio: ["ignore", "pipe", "inherit"],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid!, "SIGTERM");
  } catch {
    // already gone
  }
};
process.on("exit", () => {
  stop();
  rmSync(dataDir, { recursive: true, force: true });
});

await new Promise<void>((resolve, reject) => {
  let output = "";
  server.stdout!.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    if (output.includes("Arrowed is ready")) resolve();
  });
  server.once("exit", (code) => reject(new Error(`the server stopped (${code}) before it was ready:\n${output}`)));
});

const admin = demoAccounts.find((account) => account.role === "admin")!;
const signIn = await fetch(`${BASE}/auth`, {
  method: "POST",
  body: new URLSearchParams({ intent: "signin", email: admin.email, password: DEMO_PASSWORD, redirectTo: "/admin" }),
  redirect: "manual",
});
const cookie = signIn.headers
  .getSetCookie()
  .map((line) => line.split(";")[0])
  .join("; ");
if (signIn.status !== 302 || !cookie) throw new Error(`signing in as ${admin.email} answered ${signIn.status}`);

function upload(route: string, fields: Record<string, string>, field: string, bytes: Buffer, name: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set(field, new File([new Uint8Array(bytes)], name));
  return fetch(`${BASE}${route}`, { method: "POST", body: form, headers: { cookie }, redirect: "manual" });
}

const image = (bytes: Buffer, name: string) => () =>
  upload("/admin/questions/new", { intent: "preview" }, "image", bytes, name);
const bankPackage = (bytes: Buffer, name: string) => () =>
  upload("/admin/bank", { intent: "check" }, "package", bytes, name);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** /healthz asked one after another until `work` settles; its latencies, sorted. */
async function healthWhile(work: Promise<unknown>) {
  let done = false;
  void work.finally(() => (done = true));
  const latencies: number[] = [];
  do {
    const start = performance.now();
    await (await fetch(`${BASE}/healthz`)).text();
    latencies.push(performance.now() - start);
  } while (!done);
  return latencies.sort((a, b) => a - b);
}

const SIDE = 2048;
const ct = dicomFile({
  rows: SIDE,
  columns: SIDE,
  bitsStored: 12,
  pixels: words(
    Array.from({ length: SIDE * SIDE }, (_, i) => 24 + (((i % SIDE) * 7 + Math.floor(i / SIDE) * 3) % 3000)),
  ),
});

const cases: { label: string; bytes: Buffer; send: () => Promise<Response> }[] = [];
const add = (label: string, bytes: Buffer, send: (bytes: Buffer) => () => Promise<Response>) =>
  cases.push({ label, bytes, send: send(bytes) });
// What receiving an upload costs the server's thread, whatever is in it: refused at its first bytes.
add("8 MB of text (not an image)", Buffer.alloc(8 * 1024 ** 2, "x"), (b) => image(b, "notes.txt"));
add("honest CT 2048 × 2048, 16-bit (accepted)", ct, (b) => image(b, "ct.dcm"));
add("deflated DICOM inflating to 1.5 GB", deflateBomb(1500), (b) => image(b, "deflate.dcm"));
add("deflated DICOM inflating to 300 MB", deflateBomb(300), (b) => image(b, "deflate-small.dcm"));
add("5,000 nested sequences", nestedSequenceBomb(5_000), (b) => image(b, "nested.dcm"));
add("20,000 nested sequences", nestedSequenceBomb(20_000), (b) => image(b, "nested-deep.dcm"));
add("1,000,000 attributes", elementFlood(1_000_000), (b) => image(b, "flood.dcm"));
add("JPEG frame of 16000 × 16000 in a 1 × 1 DICOM", await oversizedJpegFrame(16_000), (b) => image(b, "jpeg.dcm"));
add("zip with two 1.1 GB entries", bigEntriesZip(2, 1100), (b) => bankPackage(b, "entries.zip"));
add("zip whose bank.jsonl unpacks to 600 MB", bigBankFileZip(600), (b) => bankPackage(b, "bank-file.zip"));

const idle = await healthWhile(new Promise((resolve) => setTimeout(resolve, 2000)));
console.log(
  `/healthz at rest: ${idle.length} requests, p50 ${percentile(idle, 0.5).toFixed(1)} ms, p99 ${percentile(idle, 0.99).toFixed(1)} ms`,
);
let worst = 0;
for (const { label, bytes, send } of cases) {
  const start = performance.now();
  const answer = send().then(async (response) => ({ status: response.status, body: await response.text() }));
  const latencies = await healthWhile(answer);
  const { status, body } = await answer;
  const ms = performance.now() - start;
  const message = /(This [^<]*?|[\w.-]+\.(?:zip|txt)[: ][^<]*?)(?=<|")/.exec(body)?.[1] ?? "";
  worst = Math.max(worst, latencies.at(-1)!);
  console.log(
    `${label} (${(bytes.length / 1024).toFixed(0)} KB): ${status} after ${ms.toFixed(0)} ms${message ? ` — ${message.replaceAll("&#x27;", "'")}` : ""}`,
  );
  console.log(
    `  /healthz meanwhile: ${latencies.length} requests, p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p95 ${percentile(latencies, 0.95).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`,
  );
}
console.log(
  worst < 100 ? "Within the 100 ms target throughout." : `Over the 100 ms target (worst ${worst.toFixed(0)} ms).`,
);
process.exitCode = worst < 100 ? 0 : 1;
stop();
