// npm run bench: start the built server on a fresh embedded database (or DATABASE_URL), sign in as
// the Full Access demo user and time sequential requests to the main pages; the server's memory on
// its first start (peak) and after the run. Prints figures only.
//   npm run build && npm run bench [-- --requests 200]
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const requests = Number(process.argv[process.argv.indexOf("--requests") + 1]) || 100;
const port = 3900 + Math.floor(Math.random() * 50);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "arrowed-bench-"));

const server = spawn(process.execPath, ["server.js"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_SILENT: "true",
    DEMO_MODE: "true",
    DEMO_MODE_IN_PRODUCTION: "i-understand-anyone-can-read-every-email",
    APP_URL: base,
    // As `npm start` and the container run it (Dockerfile): fewer malloc arenas, less memory held.
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const stop = () => {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
};

async function waitForServer() {
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return performance.now() - started;
    } catch {}
    if (performance.now() - started > 120_000) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The server's memory now (VmRSS) or its peak so far (VmHWM, the kernel's high-water mark), in MiB. */
const memoryMiB = (field = "VmRSS") => {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
};

async function time(label, url, init) {
  const samples = [];
  for (let i = 0; i < requests; i++) {
    const t = performance.now();
    const response = await fetch(url, { redirect: "manual", ...init });
    await response.arrayBuffer();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))].toFixed(1);
  console.log(
    `${label.padEnd(28)} median ${at(0.5).padStart(6)} ms   p95 ${at(0.95).padStart(6)} ms   (${requests} requests)`,
  );
}

try {
  const startup = await waitForServer();
  console.log(
    `start-up on a fresh database (migrate, seed, images): ${(startup / 1000).toFixed(1)} s, RSS ${memoryMiB()} MiB, peak ${memoryMiB("VmHWM")} MiB`,
  );
  const signIn = await fetch(`${base}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ intent: "signin", email: "fullaccess@arrowed.example", password: "arrowed-demo-2026" }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const headers = { Cookie: cookie };
  const start = await fetch(`${base}/dashboard/configure?pool=all`, {
    method: "POST",
    redirect: "manual",
    headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ mode: "new", pool: "all", questionCount: "20", showAnswers: "on" }),
  });
  const questionUrl = new URL(start.headers.get("location"), base).toString();

  await time("GET /healthz", `${base}/healthz`);
  await time("GET / (landing)", `${base}/`);
  await time("GET /dashboard", `${base}/dashboard`, { headers });
  await time("GET /question", questionUrl, { headers });
  await time("GET /question (data only)", questionUrl.replace("/question?", "/question.data?"), { headers });
  console.log(`server RSS after the run: ${memoryMiB()} MiB, peak since start ${memoryMiB("VmHWM")} MiB`);
} finally {
  stop();
}
