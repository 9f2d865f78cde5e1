// npm run bench:profile: where a whole GET /question page's server CPU goes. Starts the BUILT server (one
// process) under `node --cpu-prof` on a fresh PostgreSQL database, has one Full Access trainee start a
// practice, sends warm-up then measured GETs of one question page (concurrency 4), stops the server and
// sums the profile: each item's share of the busy time and its milliseconds a request, by self time
// (where the CPU was when sampled) and, for a few entry points, inclusive time.
//
//   npm run build && DATABASE_URL=postgres://…/<db with bench or test in its name> npm run bench:profile -- \
//     [--dir DIR] [--requests 3000] [--warm 300] [--concurrency 4] [--keep]
// --dir profiles the build in DIR (another checkout, built) instead of this one; --keep keeps the
// .cpuprofile and prints its path. --against DIR profiles nothing: it runs this build and the build in
// DIR side by side (one process each, same database, the same page alternating between them, in
// --rounds rounds) and prints each one's CPU a page. --data sends this build the page's data request
// instead (GET /question.data, what a browser with JavaScript asks for on Next): the same session,
// loaders and queries without the render, to set beside a page.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { cpuSeconds, sessionCookie, stopChild, waitHealthy } from "./bench-servers.mjs";

const argv = process.argv.slice(2);
const option = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
const DIR = path.resolve(option("--dir", "."));
const READ = option("--read", null);
const AGAINST = option("--against", null);
const DATA = argv.includes("--data");
const ROUNDS = Number(option("--rounds", 3));
const REQUESTS = Number(option("--requests", 3000));
const WARM = Number(option("--warm", 300));
const CONCURRENCY = Number(option("--concurrency", 4));
// --match: the inclusive list shows only functions whose name and file match (a regular expression).
const MATCH = new RegExp(option("--match", "."));
const databaseUrl = process.env.DATABASE_URL;
if (READ) {
  summarise(JSON.parse(readFileSync(READ, "utf8")), JSON.parse(readFileSync(`${READ}.json`, "utf8")));
  process.exit(0);
}
if (!databaseUrl || !/bench|test/.test(new URL(databaseUrl).pathname)) {
  console.error("bench:profile empties its database: DATABASE_URL must name a local database with 'bench' or 'test'.");
  process.exit(2);
}

const work = mkdtempSync(path.join(tmpdir(), "arrowed-profile-"));
const secret = randomBytes(32).toString("base64url");
const port = Number(process.env.BENCH_PORT) || 4100 + Math.floor(Math.random() * 400) * 10;
const base = `http://127.0.0.1:${port}`;

const sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
await sql.unsafe("drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public");

/** A server of the build in `dir` on `at`; the first one started migrates and seeds. */
function startServer(dir, at, { profile, seed }) {
  return spawn(process.execPath, [...(profile ? ["--cpu-prof", `--cpu-prof-dir=${work}`] : []), "server.js"], {
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(at),
      HOST: "127.0.0.1",
      DATA_DIR: work,
      SESSION_SECRET: secret,
      APP_URL: base,
      LOG_SILENT: "true",
      DEMO_MODE: "false",
      SEED_ON_START: seed ? "true" : "false",
      WEB_CONCURRENCY: "1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}
const server = startServer(DIR, port, { profile: !AGAINST, seed: true });
await waitHealthy(port);
const other = AGAINST ? startServer(path.resolve(AGAINST), port + 1, { profile: false, seed: false }) : null;
if (other) await waitHealthy(port + 1);

const [row] = await sql`
  with u as (
    insert into users (email, password_hash, email_verified_at)
    values ('profile@bench.example', '!', now()) returning id
  ), p as (insert into profiles (user_id, name) select id, 'Dr Bench' from u
  ), s as (
    insert into subscriptions (user_id, plan, duration_months, status, current_period_end)
    select id, 'premium', 3, 'active', now() + interval '30 days' from u
  )
  insert into sessions (id, user_id, expires_at)
  select md5(random()::text) || md5(random()::text), id, now() + interval '30 days' from u
  returning id`;
await sql.end();
const cookie = await sessionCookie(secret, row.id);

const started = await fetch(`${base}/dashboard/configure?pool=all`, {
  method: "POST",
  redirect: "manual",
  headers: { Cookie: cookie, Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams({ mode: "new", pool: "all", questionCount: "20", includeAttempted: "on" }),
});
const page = started.headers.get("location");
if (!page?.startsWith("/question")) throw new Error(`no practice started (${started.status})`);

const dataPage = `${page.split("?")[0]}.data?${page.split("?")[1] ?? ""}`;
// What a browser without JavaScript sends for a page.
const headers = { Cookie: cookie, "Accept-Encoding": "gzip, deflate, br, zstd", Accept: "text/html" };
let bytes = 0;
const ports = other ? [port, port + 1] : [port];
async function run(count) {
  let left = count;
  let turn = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (left-- > 0) {
        const at = ports[turn++ % ports.length];
        const response = await fetch(`http://127.0.0.1:${at}${at === port && DATA ? dataPage : page}`, { headers });
        if (response.status !== 200) throw new Error(`GET ${page}: ${response.status}`);
        bytes = (await response.arrayBuffer()).byteLength;
      }
    }),
  );
}
if (other) {
  // Side by side: both servers meet the same load at the same moments; CPU read per server.
  await run(WARM * 2);
  for (let round = 1; round <= ROUNDS; round++) {
    const before = [cpuSeconds(server.pid), cpuSeconds(other.pid)];
    await run(REQUESTS * 2);
    const [mine, theirs] = [server, other].map((child, i) => ((cpuSeconds(child.pid) - before[i]) * 1000) / REQUESTS);
    console.log(
      `round ${round}: GET /question (${bytes} bytes), ${REQUESTS} pages each at concurrency ${CONCURRENCY}: ` +
        `CPU a page ${mine.toFixed(2)} ms this build${DATA ? " (its data request)" : ""}, ${theirs.toFixed(2)} ms ${AGAINST}`,
    );
  }
  await Promise.all([stopChild(server), stopChild(other)]);
  rmSync(work, { recursive: true, force: true });
  process.exit(0);
}
await run(WARM);
// The statements a page sends: every one the server sends outside a transaction is a transaction of its
// own, which PostgreSQL counts (a connection gone idle reports them within ten seconds).
const stats = postgres(databaseUrl, { max: 1, onnotice: () => {} });
const commits = async () => {
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  const [{ n }] = await stats`select xact_commit::int as n from pg_stat_database where datname = current_database()`;
  return n;
};
const commitsBefore = await commits();
const cpuBefore = cpuSeconds(server.pid);
const wallBefore = performance.now();
await run(REQUESTS);
const cpuMs = ((cpuSeconds(server.pid) - cpuBefore) * 1000) / REQUESTS;
const wallAfter = performance.now();
const statements = ((await commits()) - commitsBefore - 1) / REQUESTS;
await stats.end();
await stopChild(server);
// The measured requests' place in the profile, counted back from its end (the process exiting).
const exitedAt = performance.now();
const window = { fromEnd: (exitedAt - wallBefore) * 1000, toEnd: (exitedAt - wallAfter) * 1000 };
const wallMs = wallAfter - wallBefore;

const file = readdirSync(work).find((name) => name.endsWith(".cpuprofile"));
const profile = JSON.parse(readFileSync(path.join(work, file), "utf8"));
summarise(profile, { cpuMs, wallMs, bytes, window, statements });
if (argv.includes("--keep")) {
  writeFileSync(`${path.join(work, file)}.json`, JSON.stringify({ cpuMs, wallMs, bytes, window, statements }));
  console.log(`\nprofile: ${path.join(work, file)} (read again with --read)`);
} else rmSync(work, { recursive: true, force: true });

/** Where each sampled moment was: the node's own function, file and category. */
function summarise({ nodes, samples, timeDeltas, endTime }, { cpuMs, wallMs, bytes, window, statements }) {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  // Only the measured requests (start-up, seeding and warm-up left out), when the window is known.
  const stamps = [];
  for (let i = 0, at = endTime - timeDeltas.reduce((a, b) => a + b, 0); i < samples.length; i++)
    stamps.push((at += timeDeltas[i]));
  const inWindow = (i) => !window || (stamps[i] >= endTime - window.fromEnd && stamps[i] <= endTime - window.toEnd);
  const selfUs = new Map();
  for (let i = 0; i < samples.length; i++)
    if (inWindow(i)) selfUs.set(samples[i], (selfUs.get(samples[i]) ?? 0) + (timeDeltas[i] ?? 0));
  const frame = (node) => node.callFrame;
  const idle = (node) => ["(idle)", "(program)"].includes(frame(node).functionName);
  let busy = 0;
  for (const [id, us] of selfUs) if (!idle(byId.get(id))) busy += us;

  const category = (node) => {
    const { functionName, url } = frame(node);
    if (functionName === "(garbage collector)") return "garbage collection";
    if (/react-dom/.test(url)) return "react-dom";
    if (/react-router/.test(url)) return "react-router";
    if (/turbo-stream/.test(url)) return "turbo-stream";
    if (/build\/server/.test(url)) return "the app's server bundle";
    if (/postgres|drizzle/.test(url)) return "postgres.js, drizzle";
    if (/express|body-parser|send|serve-static|router\/|finalhandler|compression|negotiator/.test(url))
      return "express and its middleware";
    if (/undici|^node:internal\/deps\/undici/.test(url)) return "undici (Request, Headers, Response)";
    if (/zlib/.test(url)) return "zlib (compression)";
    if (
      /^node:(net|_http|http|internal\/(http|stream|net|streams))|stream_base/.test(url) ||
      /writev|writeBuffer/.test(functionName)
    )
      return "node http, net, streams";
    if (url === "") return `native: ${functionName || "(anonymous)"}`;
    return `node: ${url
      .replace(/^node:/, "")
      .split("/")
      .slice(0, 2)
      .join("/")}`;
  };
  const tally = (key) => {
    const totals = new Map();
    for (const [id, us] of selfUs) {
      const node = byId.get(id);
      if (idle(node)) continue;
      const name = key(node);
      totals.set(name, (totals.get(name) ?? 0) + us);
    }
    return [...totals].sort((a, b) => b[1] - a[1]);
  };
  // Inclusive: each sample counts once for every distinct named function on its stack.
  const inclusive = new Map();
  for (const [id, us] of selfUs) {
    if (idle(byId.get(id))) continue;
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const { functionName, url, lineNumber } = frame(byId.get(at));
      const name = `${functionName || "(anonymous)"} ${path.basename(url)}:${lineNumber + 1}`;
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + us);
    }
  }
  const requests = window ? REQUESTS : REQUESTS + WARM;
  const line = (name, us) =>
    `  ${name.slice(0, 70).padEnd(72)}${((us / busy) * 100).toFixed(1).padStart(6)}%${perRequest(us).toFixed(3).padStart(9)} ms`;
  // A sample's time is wall time: on a busy machine the process waits between samples. The server's
  // measured CPU a request, shared out by the samples, is the fairer figure.
  const perRequest = (us) => (Number.isFinite(cpuMs) ? (us / busy) * cpuMs : us / 1000 / requests);
  console.log(
    `GET /question (${bytes} bytes sent): ${REQUESTS} measured at concurrency ${CONCURRENCY}, ` +
      `server CPU ${cpuMs.toFixed(2)} ms a request (${(REQUESTS / (wallMs / 1000)).toFixed(0)}/s)` +
      (statements === undefined ? "" : `, ${statements.toFixed(2)} database statements a request`),
  );
  console.log(
    `profile: ${(busy / 1000).toFixed(0)} ms sampled over ${requests} requests${window ? "" : " (start-up included)"}; ` +
      `ms below: share of the samples × the measured CPU a request\n\nby category (self time):`,
  );
  for (const [name, us] of tally(category).slice(0, 14)) console.log(line(name, us));
  console.log("\nfunctions (self time):");
  for (const [name, us] of tally(
    (node) =>
      `${frame(node).functionName || "(anonymous)"} ${path.basename(frame(node).url)}:${frame(node).lineNumber + 1}`,
  ).slice(0, 30))
    console.log(line(name, us));
  console.log("\nfunctions (inclusive, 0.5% or more):");
  for (const [name, us] of [...inclusive]
    .sort((a, b) => b[1] - a[1])
    .filter(([name, us]) => us / busy >= 0.005 && MATCH.test(name))
    .slice(0, 60))
    console.log(line(name, us));
}
