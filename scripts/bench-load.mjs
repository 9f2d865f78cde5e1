// npm run bench:load: exam-week load. N simulated trainees (each with a verified Full Access account and
// a session made directly in the database, arriving over the first ten seconds; or, with --arrivals,
// coming in through the forms) start practices and mocks against the BUILT server and answer at a human
// pace for T seconds; then the app's throughput is measured against a floor (a minimal Express page
// after one indexed SELECT on the same database), and the database is checked: every answer the server
// acknowledged is stored, once, with its mark. Any status of 400 or more, or not the one a browser
// should get, is an error, counted by request kind with the start of the first one's body.
//
//   npm run build && npm run bench:load -- [--users 200] [--seconds 120] [--processes 2] [--without-script 0.2]
//     [--arrivals signup|signin|mixed]  with DATABASE_URL: one trainee arrives every --arrive-every ms
//                     (150) and answers for --answer-seconds (60) instead of --seconds. signup: each opens
//                     the sign-up form and sends it (to /auth, or /auth.data with JavaScript), finds the
//                     verification email in the server's outbox and opens its link in the same browser,
//                     which signs it in; Full Access is then written in the database (no checkout).
//                     signin: each has a verified Full Access account and sends the sign-in form (the
//                     server checks the password against its Argon2id hash). mixed: every other one each.
//                     Each form's requests have their own latency lines (scripts/bench-arrivals.mjs).
//     [--kill]        half-way, SIGKILL the last server process (one process: start it again on the same data)
//     [--restart-db]  half-way, restart the local PostgreSQL (a bench database on 127.0.0.1 only)
//     [--throughput-seconds 10] [--concurrency 32]
//     [--compare DIR] two servers of one process each, this build and the built checkout in DIR (another
//                     commit, same migrations), every request alternating between them: the throughput
//                     loops print each one's CPU a request, both having met the same load on the same machine
// DATABASE_URL: a PostgreSQL database whose name contains "bench" or "test" (emptied first); unset: PGlite.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from "react-router";
import { Agent, fetch as fetchWith } from "undici";
import {
  cpuSeconds,
  killMachine,
  readProcesses,
  restartPostgres,
  rssMiB,
  serverFleet,
  sessionCookie,
  sleep,
  stopChild,
  treePids,
  waitHealthy,
} from "./bench-servers.mjs";
import {
  ARRIVAL_KINDS,
  cookieHeader,
  forwardedAddress,
  keepCookies,
  outboxWatcher,
  PASSWORD,
  signInThroughForm,
  signUpThroughForms,
} from "./bench-arrivals.mjs";

const argv = process.argv.slice(2);
const option = (name, fallback) => (argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) : fallback);
const USERS = option("--users", 200);
const SECONDS = option("--seconds", 120);
const COMPARE = argv.includes("--compare") ? path.resolve(argv[argv.indexOf("--compare") + 1] ?? "") : null;
const PROCESSES = COMPARE ? 2 : option("--processes", 1);
const THROUGHPUT_SECONDS = option("--throughput-seconds", 10);
const CONCURRENCY = Math.min(option("--concurrency", 32), USERS);
// The share of trainees whose browser runs no JavaScript (form posts and whole pages); the others send
// the requests the question screen sends with JavaScript on (React Router's data requests).
const WITHOUT_SCRIPT = Math.min(Math.max(option("--without-script", 0.2), 0), 1);
const KILL = argv.includes("--kill");
const RESTART_DB = argv.includes("--restart-db");
// --arrivals: trainees come in through the sign-up or sign-in forms, one every --arrive-every ms, and
// each answers for --answer-seconds (bench-arrivals.mjs); without it, accounts and sessions are made in
// the database and everyone arrives in the first ten seconds.
const ARRIVALS = argv.includes("--arrivals") ? argv[argv.indexOf("--arrivals") + 1] : null;
const ARRIVE_EVERY = option("--arrive-every", 150);
const ANSWER_SECONDS = option("--answer-seconds", 60);
// How long the load lasts: with arrivals, until the last trainee to arrive (after signing up) is done.
const LOAD_SECONDS = ARRIVALS ? ((USERS - 1) * ARRIVE_EVERY) / 1000 + 20 + ANSWER_SECONDS : SECONDS;
const databaseUrl = process.env.DATABASE_URL || undefined;

if (databaseUrl) {
  const url = new URL(databaseUrl);
  if (!/bench|test/.test(url.pathname) || !["127.0.0.1", "localhost"].includes(url.hostname)) {
    console.error(
      "bench:load empties its database: DATABASE_URL must be a local database whose name contains 'bench' or 'test'.",
    );
    process.exit(2);
  }
}
if (COMPARE && (!databaseUrl || KILL)) {
  console.error("--compare needs DATABASE_URL (two servers on one PostgreSQL), and no --kill.");
  process.exit(2);
}
if (COMPARE && !existsSync(path.join(COMPARE, "build", "server"))) {
  console.error(`--compare: ${COMPARE} has no build (run npm run build there first).`);
  process.exit(2);
}
if (ARRIVALS !== null && (!ARRIVAL_KINDS.includes(ARRIVALS) || !databaseUrl)) {
  console.error(
    `--arrivals takes ${ARRIVAL_KINDS.join(", ")}, and needs DATABASE_URL (Full Access is granted in the database while the servers run).`,
  );
  process.exit(2);
}
if (RESTART_DB && !databaseUrl) {
  console.error("--restart-db needs DATABASE_URL (the local PostgreSQL).");
  process.exit(2);
}

const dataDir = mkdtempSync(path.join(tmpdir(), "arrowed-load-"));
const pgliteDir = path.join(dataDir, "pglite");
const secret = randomBytes(32).toString("base64url");
// BENCH_PORT: the first of eight ports to use (servers, then the floor on the last); random otherwise.
const firstPort = Number(process.env.BENCH_PORT) || 4100 + Math.floor(Math.random() * 400) * 10;
const appUrl = `http://127.0.0.1:${firstPort}`;
const between = (low, high) => low + Math.random() * (high - low);

// ── Servers ──────────────────────────────────────────────────────────────────────────────────

const fleet = serverFleet({
  firstPort,
  env: {
    DATA_DIR: dataDir,
    SESSION_SECRET: secret,
    APP_URL: appUrl,
    LOG_SILENT: "true",
    DEMO_MODE: "false",
    // Arrivals come from many addresses, passed on as a proxy in front of the servers passes them.
    ...(ARRIVALS ? { TRUST_PROXY: "true" } : {}),
    // Two servers stand for two machines of one process each; one server uses every core.
    ...(PROCESSES > 1 ? { WEB_CONCURRENCY: "1" } : {}),
  },
  // --compare: the second server is the other build.
  cwdOf: (index) => (COMPARE && index === 1 ? COMPARE : undefined),
  nodeOptions: (process.env.BENCH_SERVER_NODE_OPTIONS ?? "").split(" ").filter(Boolean),
});
const machines = fleet.machines;
const startMachine = (index, { seed }) => fleet.start(index, { SEED_ON_START: seed ? "true" : "false" });

/** The local PostgreSQL's processes (its backends included): the database's share of the work on PostgreSQL. */
function postgresPids() {
  if (!databaseUrl) return [];
  return readProcesses((pid, read) => (read("comm").trim() === "postgres" ? pid : null)).filter((pid) => pid !== null);
}

// ── Direct database access (set-up and the final check) ─────────────────────────────────────

async function openDatabase() {
  if (databaseUrl) {
    const { default: postgres } = await import("postgres");
    const sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
    return { query: (text, params = []) => sql.unsafe(text, params), close: () => sql.end({ timeout: 5 }) };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create({ dataDir: pgliteDir });
  return { query: async (text, params = []) => (await db.query(text, params)).rows, close: () => db.close() };
}

async function emptyPostgres() {
  const db = await openDatabase();
  await db.query("drop schema if exists public cascade");
  await db.query("drop schema if exists drizzle cascade");
  await db.query("create schema public");
  await db.close();
}

/** Verified Full Access trainees, each with a session; the cookie signed as the server signs it. */
async function createTrainees(count) {
  const db = await openDatabase();
  const run = randomBytes(4).toString("hex");
  const rows = await db.query(
    `with u as (
       insert into users (email, password_hash, email_verified_at)
       select 'bench-' || $1 || '-' || g || '@bench.example', '!', now() from generate_series(1, $2::int) g
       returning id
     ), p as (
       insert into profiles (user_id, name) select id, 'Dr Bench' from u
     ), s as (
       insert into subscriptions (user_id, plan, duration_months, status, current_period_end)
       select id, 'premium', 3, 'active', now() + interval '30 days' from u
     )
     insert into sessions (id, user_id, expires_at)
     select md5(random()::text) || md5(random()::text), id, now() + interval '30 days' from u
     returning id, user_id`,
    [run, count],
  );
  const mocks = (await db.query("select id from mocks where is_active order by order_index")).map((m) => m.id);
  await db.close();
  const trainees = [];
  for (const [index, row] of rows.entries())
    trainees.push({
      userId: row.user_id,
      cookie: await sessionCookie(secret, row.id),
      // Each trainee is a browser with its own connections. Sharing one pool, a few busy connections
      // carried most requests, all to whichever server process had accepted them.
      agent: new Agent({ keepAliveTimeout: 10_000 }),
      // Spread evenly, so that any number of trainees has the same share without JavaScript.
      script: Math.floor((index + 1) * (1 - WITHOUT_SCRIPT)) > Math.floor(index * (1 - WITHOUT_SCRIPT)),
    });
  return { trainees, mocks };
}

// ── The client: requests spread across the live machines, timed by kind ───────────────────────

const samples = new Map();
const errors = new Map();
const errorSamples = new Map(); // the first response of each kind of error, shortened
const acknowledged = new Map(); // attempt id → (question id → answer text)
const touchedAttempts = new Set();
let requests = 0;
let refusedWhileDown = 0;
let roundRobin = 0;
let phase = "load";

function note(map, key) {
  map.set(key, (map.get(key) ?? 0) + 1);
}

class RequestFailed extends Error {}

const shortened = (body) =>
  String(body ?? "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 160);

/** Counts an answer that is not what a browser should get (the first of each kind kept, shortened); the error to throw. */
function fail(kind, what, body) {
  const key = `${phase} ${kind}: ${what}`;
  note(errors, key);
  if (!errorSamples.has(key)) errorSamples.set(key, shortened(body));
  return new RequestFailed(what);
}

/**
 * One request from `trainee`'s browser, timed under `kind`. Any status of 400 or more is an error, and
 * so is any status not in `expected` when it is given.
 */
async function send(kind, trainee, method, pathname, form, expected) {
  for (let tries = 0; tries < machines.length + 1; tries++) {
    const live = machines.filter((m) => m.alive);
    if (live.length === 0) {
      refusedWhileDown++;
      await sleep(250);
      continue;
    }
    const machine = live[roundRobin++ % live.length];
    machine.sent++;
    const base = `http://127.0.0.1:${machine.port}`;
    const started = performance.now();
    let response;
    let body;
    try {
      response = await fetchWith(base + pathname, {
        dispatcher: trainee.agent,
        method,
        redirect: "manual",
        headers: {
          Cookie: trainee.jar ? cookieHeader(trainee.jar) : trainee.cookie,
          ...(trainee.address ? { "X-Forwarded-For": trainee.address } : {}),
          // Each machine is its own origin here; behind a load balancer they share the public one.
          ...(form ? { "Content-Type": "application/x-www-form-urlencoded", Origin: base } : {}),
        },
        body: form ? new URLSearchParams(form) : undefined,
        signal: AbortSignal.timeout(30_000),
      });
      body = await response.text();
    } catch (error) {
      const code = error?.cause?.code ?? error?.name;
      // Refused: nothing was sent, so a load balancer would have sent it to a live machine.
      if (code === "ECONNREFUSED") {
        if (machines.length > 1) machine.alive = false;
        else refusedWhileDown++;
        await sleep(machines.length > 1 ? 0 : 250);
        continue;
      }
      note(errors, `${phase} ${kind}: ${code}${machine.killedAt ? " (in flight on the killed process)" : ""}`);
      throw new RequestFailed(code);
    }
    const ms = performance.now() - started;
    requests++;
    // Only a browser that arrived through the forms keeps cookies: the others keep the one session.
    if (trainee.jar) keepCookies(trainee.jar, response.headers.getSetCookie());
    if (phase === "load") {
      if (!samples.has(kind)) samples.set(kind, []);
      samples.get(kind).push(ms);
    }
    if (response.status >= 400) {
      const tryAgain = response.status === 503 && /try again/i.test(body);
      throw fail(kind, `${response.status}${tryAgain ? " (page says try again)" : ""}`, body);
    }
    if (expected && !expected.includes(response.status))
      throw fail(kind, `${response.status}, not ${expected.join(" or ")}`, body);
    return { status: response.status, location: response.headers.get("location"), body };
  }
  throw new RequestFailed("no machine");
}

function questionOnPage(html) {
  const questionId = /name="questionId" value="([0-9a-f-]{36})"/.exec(html)?.[1];
  const title = /<title>Question (\d+) of (\d+)/.exec(html);
  return questionId && title
    ? {
        questionId,
        n: Number(title[1]),
        total: Number(title[2]),
        shownAt: /name="shownAt" value="(\d+)"/.exec(html)?.[1] ?? "",
        // The key the page gives its forms: a browser sends it with the answer, so the server claims it.
        formKey: /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1] ?? "",
      }
    : null;
}

const ANSWERS = [
  "left vertebral artery",
  "right renal vein",
  "splenic flexure",
  "common bile duct",
  "pituitary gland",
  "left atrial appendage",
  "scaphoid",
  "I don't know",
];

function acknowledge(attemptId, questionId, answer) {
  if (!acknowledged.has(attemptId)) acknowledged.set(attemptId, new Map());
  acknowledged.get(attemptId).set(questionId, answer);
}

async function startTest(trainee, mocks, { mock, showAnswers }) {
  const mockId = mocks[Math.floor(Math.random() * mocks.length)];
  const form = mock
    ? { mode: "new", pool: "mock", mockId }
    : {
        mode: "new",
        pool: "all",
        questionCount: "20",
        includeAttempted: "on",
        ...(showAnswers ? { showAnswers: "on" } : {}),
      };
  const query = mock ? `?pool=mock&mockId=${mockId}` : "?pool=all";
  const kind = mock ? "POST start mock" : "POST start practice";
  const started = await send(kind, trainee, "POST", `/dashboard/configure${query}`, form, [302]);
  const attemptId = /attempt=([0-9a-f-]{36})/.exec(started.location ?? "")?.[1];
  if (!attemptId) throw fail(kind, `no attempt (went to ${started.location})`, started.body);
  touchedAttempts.add(attemptId);
  return { attemptId, url: started.location, mock, showAnswers };
}

let sent = 0;

/**
 * One answer, as a browser without JavaScript sends it (a form post answered by a redirect), or with
 * `script` as the page's JavaScript does: to React Router's data URL, with the screen moving on itself
 * (advance=client), answered by data naming the next question.
 */
async function answer(trainee, test, question, { script = false } = {}) {
  const text = ANSWERS[Math.floor(Math.random() * ANSWERS.length)];
  const path = `/question${script ? ".data" : ""}?attempt=${test.attemptId}&q=${question.n}`;
  const kind = script ? "POST answer (data)" : "POST answer";
  const result = await send(
    kind,
    trainee,
    "POST",
    path,
    {
      intent: "answer",
      questionId: question.questionId,
      answer: text,
      shownAt: question.shownAt,
      hiddenMs: "0",
      advance: script ? "client" : "server",
      // A fresh key for each sending: in the throughput phase the same page's answer is sent again and again.
      idempotencyKey: question.formKey ? `${question.formKey}-${++sent}` : "",
    },
    // Without JavaScript an answer is always answered by a redirect (back to the test, or its end).
    script ? undefined : [302],
  );
  // The server's acknowledgement that the answer is stored: a redirect back to the test, or (with
  // JavaScript) data naming where the screen goes next.
  const stored = script
    ? result.status === 200 && result.body.includes(`/question?attempt=${test.attemptId}`)
    : result.status === 302 && result.location?.startsWith("/question");
  if (stored) acknowledge(test.attemptId, question.questionId, text);
  else if (script) throw fail(kind, `not acknowledged (${result.status})`, result.body);
  return result;
}

async function trainee(t, mocks, endsAt) {
  while (Date.now() < endsAt) {
    try {
      if (Math.random() < 0.3) await send("GET /dashboard", t, "GET", "/dashboard");
      const test = await startTest(t, mocks, { mock: Math.random() < 0.25, showAnswers: true });
      let url = test.url;
      while (Date.now() < endsAt) {
        const page = await send("GET /question", t, "GET", url);
        if (page.status !== 200) break; // submitted: the analysis
        const question = questionOnPage(page.body);
        if (!question) break;
        t.lastUrl = url;
        await sleep(between(3000, 8000));
        if (Date.now() >= endsAt) break;
        const saved = await answer(t, test, question);
        if (!saved.location?.startsWith("/question")) break;
        const here = `/question?attempt=${test.attemptId}&q=${question.n}`;
        if (Math.random() < 0.08)
          await send("POST flag", t, "POST", here, {
            intent: "flag",
            questionId: question.questionId,
            flagged: "true",
          });
        if (test.mock) {
          if (question.n === question.total) break;
          url = saved.location;
          continue;
        }
        // Practice with answers shown: the key, sometimes a note, then on to the next question.
        await send("GET /question", t, "GET", saved.location);
        await sleep(between(1000, 3000));
        if (Math.random() < 0.1)
          await send("POST note", t, "POST", here, {
            intent: "note",
            questionId: question.questionId,
            title: "Remember",
            content: "Check the side.",
          });
        if (Math.random() < 0.05)
          await send("POST like", t, "POST", here, { intent: "like", questionId: question.questionId, liked: "true" });
        if (question.n === question.total) {
          await send("POST finish", t, "POST", here, { intent: "finish" });
          break;
        }
        url = (
          await send("POST move", t, "POST", here, {
            intent: "move",
            questionId: question.questionId,
            to: String(question.n + 1),
            shownAt: question.shownAt,
          })
        ).location;
      }
    } catch (error) {
      if (!(error instanceof RequestFailed)) throw error;
      await sleep(between(1000, 3000));
    }
  }
}

/** A data response of React Router, decoded as the browser decodes it. */
async function decoded(body) {
  return (await decodeTurboStream(new Blob([body]).stream(), globalThis)).value;
}

/** The question a data response carries, as the screen reads it (its form key included). */
async function questionInData(body) {
  const view = (await decoded(body))?.["routes/question"]?.data;
  return view?.question
    ? {
        questionId: view.question.id,
        n: view.n,
        total: view.attempt.total,
        shownAt: String(view.shownAt),
        formKey: view.formKey,
      }
    : null;
}

/** Where a data request's redirect goes (a 202 with the redirect in its body). */
async function redirectOf(result) {
  if (result.status !== 202) return null;
  const value = await decoded(result.body);
  return typeof value?.redirect === "string" ? value.redirect : null;
}

const dataPath = (url) => url.replace(/^\/question\?/, "/question.data?");

/**
 * A trainee whose browser runs JavaScript: the requests the question screen sends in Chromium (recorded
 * from it): every form posted to React Router's data URL, a redirect answered by a data request for the
 * page it names, a flag, like or note followed by a reload of the screen's data, and, after an answer
 * that moves on (a mock), the root's data and then the next question half a second later.
 */
async function scriptedTrainee(t, mocks, endsAt) {
  while (Date.now() < endsAt) {
    try {
      if (Math.random() < 0.3) await send("GET /dashboard.data", t, "GET", "/dashboard.data");
      const mock = Math.random() < 0.25;
      const mockId = mocks[Math.floor(Math.random() * mocks.length)];
      const started = await send(
        mock ? "POST start mock (data)" : "POST start practice (data)",
        t,
        "POST",
        mock ? `/dashboard/configure.data?pool=mock&mockId=${mockId}` : "/dashboard/configure.data?pool=all",
        mock
          ? { pool: "mock", mockId, mode: "new" }
          : { pool: "all", mode: "new", questionCount: "20", includeAttempted: "on", showAnswers: "on" },
      );
      const attemptId = /attempt=([0-9a-f-]{36})/.exec((await redirectOf(started)) ?? "")?.[1];
      if (!attemptId)
        throw fail(mock ? "POST start mock (data)" : "POST start practice (data)", "no attempt", started.body);
      touchedAttempts.add(attemptId);
      let page = await send("GET /question.data", t, "GET", `/question.data?attempt=${attemptId}`);
      while (Date.now() < endsAt) {
        let question = await questionInData(page.body);
        if (!question) break;
        const here = `/question.data?attempt=${attemptId}&q=${question.n}`;
        const tool = async (kind, form) => {
          await send(kind, t, "POST", here, {
            ...form,
            questionId: question.questionId,
            js: "1",
            idempotencyKey: question.formKey,
          });
          page = await send("GET /question.data", t, "GET", here);
          question = (await questionInData(page.body)) ?? question;
        };
        await sleep(between(3000, 8000));
        if (Date.now() >= endsAt) break;
        if (mock && Math.random() < 0.08) await tool("POST flag (data)", { intent: "flag", flagged: "true" });
        const text = ANSWERS[Math.floor(Math.random() * ANSWERS.length)];
        const answered = await send("POST answer (data)", t, "POST", here, {
          intent: "answer",
          questionId: question.questionId,
          answer: text,
          shownAt: question.shownAt,
          hiddenMs: "0",
          advance: mock ? "client" : "server",
          idempotencyKey: question.formKey,
        });
        if (mock) {
          // Moving on: the answer's data names the next question.
          const next = answered.status === 200 ? /"(\/question\?attempt=[^"]+)"/.exec(answered.body)?.[1] : null;
          if (!next) throw fail("POST answer (data)", `not acknowledged (${answered.status})`, answered.body);
          acknowledge(attemptId, question.questionId, text);
          await send("GET root data", t, "GET", `${here}&_routes=root`);
          if (question.n === question.total) break;
          await sleep(500);
          page = await send("GET /question.data", t, "GET", dataPath(next));
          continue;
        }
        // Practice with answers shown: the redirect back to the question, now with its key.
        if (!(await redirectOf(answered))?.startsWith("/question"))
          throw fail("POST answer (data)", `not acknowledged (${answered.status})`, answered.body);
        acknowledge(attemptId, question.questionId, text);
        page = await send("GET /question.data", t, "GET", here);
        question = (await questionInData(page.body)) ?? question;
        await sleep(between(1000, 3000));
        if (Math.random() < 0.08) await tool("POST flag (data)", { intent: "flag", flagged: "true" });
        if (Math.random() < 0.1)
          await tool("POST note (data)", { intent: "note", title: "Remember", content: "Check the side." });
        if (Math.random() < 0.05) await tool("POST like (data)", { intent: "like", liked: "true" });
        if (question.n === question.total) {
          await send("POST finish (data)", t, "POST", here, { intent: "finish" });
          break;
        }
        const moved = await send("POST move (data)", t, "POST", here, {
          intent: "move",
          questionId: question.questionId,
          to: String(question.n + 1),
          shownAt: question.shownAt,
          hiddenMs: "0",
          idempotencyKey: question.formKey,
        });
        const to = await redirectOf(moved);
        if (!to) break;
        page = await send("GET /question.data", t, "GET", dataPath(to));
      }
    } catch (error) {
      if (!(error instanceof RequestFailed)) throw error;
      await sleep(between(1000, 3000));
    }
  }
}

// ── Throughput: closed loops of back-to-back requests ──────────────────────────────────────────

async function closedLoop(
  concurrency,
  seconds,
  once,
  pids = machines.filter((m) => m.alive).flatMap((m) => treePids(m.child.pid)),
) {
  const endsAt = performance.now() + seconds * 1000;
  const cpuBefore = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const live = machines.filter((m) => m.alive);
  const machineCpu = () => live.map((m) => treePids(m.child.pid).reduce((sum, pid) => sum + cpuSeconds(pid), 0));
  const machinesBefore = { cpu: machineCpu(), sent: live.map((m) => m.sent) };
  const databaseBefore = new Map(postgresPids().map((pid) => [pid, cpuSeconds(pid)]));
  let done = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < endsAt) {
        try {
          await once(worker);
          done++;
        } catch (error) {
          if (!(error instanceof RequestFailed)) throw error;
          failed++;
        }
      }
    }),
  );
  const cpu = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - cpuBefore;
  // Backends that started during the loop count from zero.
  const databaseCpu = postgresPids().reduce((sum, pid) => sum + cpuSeconds(pid) - (databaseBefore.get(pid) ?? 0), 0);
  const machinesCpu = machineCpu();
  return {
    perSecond: done / seconds,
    failed,
    cpuMs: (cpu * 1000) / Math.max(done, 1),
    databaseCpuMs: (databaseCpu * 1000) / Math.max(done, 1),
    // Each server's CPU for the requests it was sent (--compare).
    byServer: live.map(
      (m, i) => ((machinesCpu[i] - machinesBefore.cpu[i]) * 1000) / Math.max(m.sent - machinesBefore.sent[i], 1),
    ),
  };
}

// ── Report ─────────────────────────────────────────────────────────────────────────────────────

const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

function printLatencies() {
  const width = Math.max(22, ...[...samples.keys()].map((kind) => kind.length + 2));
  console.log(
    `\n${"request".padEnd(width)}${"count".padStart(7)}${"p50 ms".padStart(9)}${"p95 ms".padStart(9)}${"p99 ms".padStart(9)}`,
  );
  for (const [kind, list] of [...samples].sort()) {
    const sorted = [...list].sort((a, b) => a - b);
    console.log(
      `${kind.padEnd(width)}${String(sorted.length).padStart(7)}${[0.5, 0.95, 0.99].map((q) => percentile(sorted, q).toFixed(1).padStart(9)).join("")}`,
    );
  }
}

async function checkAnswers() {
  const db = await openDatabase();
  const ids = [...touchedAttempts];
  const rows = ids.length
    ? await db.query(
        "select attempt_id, question_id, user_answer, marks_earned from attempt_questions where attempt_id = any($1::uuid[])",
        [ids],
      )
    : [];
  const doubled = ids.length
    ? (
        await db.query(
          "select count(*)::int as n from (select 1 from attempt_questions where attempt_id = any($1::uuid[]) group by attempt_id, question_id having count(*) > 1) d",
          [ids],
        )
      )[0].n
    : 0;
  await db.close();
  const stored = new Map(rows.map((r) => [`${r.attempt_id} ${r.question_id}`, r]));
  let total = 0;
  let lost = 0;
  for (const [attemptId, answers] of acknowledged) {
    for (const [questionId, text] of answers) {
      total++;
      const row = stored.get(`${attemptId} ${questionId}`);
      if (!row || row.user_answer !== text || row.marks_earned === null) lost++;
    }
  }
  return { total, lost, doubled };
}

// ── Arrivals: trainees who come in through the forms (--arrivals) ─────────────────────────────

let grantDb;
/** Full Access for a trainee who has just verified: written in the database, as no checkout is run here. */
async function grantFullAccess(email) {
  const rows = await grantDb.query(
    `insert into subscriptions (user_id, plan, duration_months, status, current_period_end)
     select id, 'premium', 3, 'active', now() + interval '30 days' from users where email = $1
     returning user_id`,
    [email],
  );
  if (!rows[0]) throw fail("Full Access", "no account", email);
  return rows[0].user_id;
}

/**
 * The browsers of --arrivals, none signed in yet: new trainees (signup), returning ones (signin) or every
 * other one of each (mixed). A returning trainee's account exists, verified and with Full Access; its
 * password hash is that of one account signed up through the server first, so that it has the server's
 * own Argon2id parameters and each sign-in costs what a real one costs.
 */
async function arrivingTrainees(count) {
  const db = await openDatabase();
  const run = randomBytes(4).toString("hex");
  const browser = (email, index) => ({
    email,
    jar: new Map(),
    address: forwardedAddress(index),
    agent: new Agent({ keepAliveTimeout: 10_000 }),
  });
  const trainees = Array.from({ length: count }, (_, index) => ({
    ...browser(`arrival-${run}-${index + 1}@bench.example`, index + 1),
    returning: ARRIVALS === "signin" || (ARRIVALS === "mixed" && index % 2 === 1),
    script: Math.floor((index + 1) * (1 - WITHOUT_SCRIPT)) > Math.floor(index * (1 - WITHOUT_SCRIPT)),
  }));
  const returning = trainees.filter((t) => t.returning);
  if (returning.length) {
    const template = browser(`arrival-${run}-0@bench.example`, 0);
    phase = "set-up";
    await send("POST sign-up", template, "POST", "/auth", {
      intent: "signup",
      name: "Dr Bench Arrival",
      email: template.email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    phase = "load";
    const [{ password_hash: hash }] = await db.query("select password_hash from users where email = $1", [
      template.email,
    ]);
    const rows = await db.query(
      `with u as (
         insert into users (email, password_hash, email_verified_at)
         select unnest($1::text[]), $2, now() returning id, email
       ), p as (
         insert into profiles (user_id, name) select id, 'Dr Bench Arrival' from u
       ), s as (
         insert into subscriptions (user_id, plan, duration_months, status, current_period_end)
         select id, 'premium', 3, 'active', now() + interval '30 days' from u
       )
       select id, email from u`,
      [returning.map((t) => t.email), hash],
    );
    const ids = new Map(rows.map((row) => [row.email, row.id]));
    for (const t of returning) t.userId = ids.get(t.email);
  }
  const mocks = (await db.query("select id from mocks where is_active order by order_index")).map((m) => m.id);
  await db.close();
  return { trainees, mocks };
}

const emailDelays = [];

/** One arrival: at its time, in through its form, then practices and mocks for --answer-seconds. */
async function arriveAndAnswer(t, index, mocks, watcher) {
  await sleep(index * ARRIVE_EVERY);
  const client = { send, redirectOf, fail, grantFullAccess, watcher, emailDelays };
  try {
    if (t.returning) await signInThroughForm(t, client);
    else await signUpThroughForms(t, client);
  } catch (error) {
    if (!(error instanceof RequestFailed)) throw error;
    t.gotIn = false;
    return;
  }
  t.gotIn = true;
  await (t.script ? scriptedTrainee : trainee)(t, mocks, Date.now() + ANSWER_SECONDS * 1000);
}

function printArrivals(trainees) {
  const count = (list) => `${list.filter((t) => t.gotIn).length} of ${list.length}`;
  const newOnes = trainees.filter((t) => !t.returning);
  const returning = trainees.filter((t) => t.returning);
  console.log(
    `
arrivals, one every ${ARRIVE_EVERY} ms: ${count(newOnes)} new trainees signed up, verified and in; ` +
      `${count(returning)} returning trainees signed in`,
  );
  if (emailDelays.length) {
    const sorted = [...emailDelays].sort((a, b) => a - b);
    console.log(
      `verification email in the outbox after the sign-up: p50 ${percentile(sorted, 0.5).toFixed(1)} s, p95 ${percentile(sorted, 0.95).toFixed(1)} s`,
    );
  }
}

// ── The run ────────────────────────────────────────────────────────────────────────────────────

const floorPort = firstPort + 7;
let floor;
try {
  const arriving = ARRIVALS
    ? `arriving ${ARRIVE_EVERY} ms apart (${ARRIVALS === "mixed" ? "half signing up, half signing in" : ARRIVALS === "signup" ? "all signing up" : "all signing in"}), each answering for ${ANSWER_SECONDS} s,`
    : `for ${SECONDS} s`;
  console.log(
    `bench:load — ${USERS} trainees (${Math.round(WITHOUT_SCRIPT * 100)}% without JavaScript) ${arriving} on ${databaseUrl ? "PostgreSQL" : "PGlite"}, ${PROCESSES} server(s)${PROCESSES > 1 ? " of one process each" : databaseUrl ? " (one process per core)" : " (one process)"}${KILL ? ", one killed half-way" : ""}${RESTART_DB ? ", PostgreSQL restarted half-way" : ""}${COMPARE ? `, the second one the build in ${COMPARE}` : ""}`,
  );
  if (databaseUrl) await emptyPostgres();
  // The first start migrates and imports the starter bank; PGlite is then closed while the accounts are written.
  const first = startMachine(0, { seed: true });
  await waitHealthy(first.port);
  if (!databaseUrl) await stopChild(first.child);
  // Arrivals need every server up to sign up the returning trainees' first account.
  const startOthers = () => {
    for (let i = 1; i < PROCESSES; i++) startMachine(i, { seed: false });
  };
  if (ARRIVALS) {
    startOthers();
    await Promise.all(machines.map((m) => waitHealthy(m.port)));
  }
  const { trainees, mocks } = ARRIVALS ? await arrivingTrainees(USERS) : await createTrainees(USERS);
  if (!databaseUrl) startMachine(0, { seed: false });
  if (!ARRIVALS) startOthers();
  await Promise.all(machines.map((m) => waitHealthy(m.port)));
  if (ARRIVALS)
    console.log(
      "Full Access: written in the database as each new trainee verifies (no checkout); sign-up, verification and sign-in go through the server's forms and emailed link",
    );

  // Each server's processes together, and the largest one alone (the limit is per process).
  let peakProcess = 0;
  const memory = setInterval(() => {
    for (const m of machines)
      if (m.alive) {
        const each = treePids(m.child.pid).map(rssMiB);
        m.peakRss = Math.max(
          m.peakRss,
          each.reduce((sum, rss) => sum + rss, 0),
        );
        peakProcess = Math.max(peakProcess, ...each);
      }
  }, 1000);
  const started = performance.now();
  const clientCpu = process.cpuUsage();
  const endsAt = Date.now() + SECONDS * 1000;
  grantDb = ARRIVALS ? await openDatabase() : null;
  const watcher = ARRIVALS ? outboxWatcher(dataDir) : null;
  const faults = [];
  const halfway = setTimeout(
    async () => {
      if (KILL) {
        const victim = machines[machines.length - 1];
        await killMachine(victim);
        faults.push(`SIGKILL to the server on port ${victim.port} after ${(LOAD_SECONDS / 2).toFixed(0)} s`);
        if (machines.length === 1) {
          const t = performance.now();
          const again = startMachine(0, { seed: false });
          await waitHealthy(again.port);
          faults.push(`started again on the same data in ${((performance.now() - t) / 1000).toFixed(1)} s`);
        }
      }
      if (RESTART_DB) faults.push((await restartPostgres()).message);
    },
    (LOAD_SECONDS * 1000) / 2,
  );

  if (ARRIVALS) {
    await Promise.all(trainees.map((t, index) => arriveAndAnswer(t, index, mocks, watcher)));
    await watcher.stop();
    await grantDb.close();
  } else
    await Promise.all(
      trainees.map(async (t) => {
        await sleep(between(0, 10_000)); // arrivals spread over the first ten seconds
        await (t.script ? scriptedTrainee : trainee)(t, mocks, endsAt);
      }),
    );
  clearTimeout(halfway);
  const loadSeconds = (performance.now() - started) / 1000;
  console.log(
    `\n${requests} requests in ${loadSeconds.toFixed(0)} s: ${(requests / loadSeconds).toFixed(1)} requests/s`,
  );
  // The simulated browsers share this machine's cores with the servers and the database.
  const client = process.cpuUsage(clientCpu);
  console.log(
    `the simulated trainees' own CPU: ${((client.user + client.system) / 1e4 / loadSeconds).toFixed(0)}% of a core`,
  );
  for (const f of faults) console.log(`fault: ${f}`);
  if (refusedWhileDown) console.log(`connections refused while no server was up: ${refusedWhileDown} (retried)`);
  if (ARRIVALS) printArrivals(trainees);
  printLatencies();
  console.log(`\nerrors: ${[...errors.values()].reduce((a, b) => a + b, 0)}`);
  for (const [what, count] of [...errors].sort())
    console.log(`  ${what}: ${count}${errorSamples.has(what) ? ` — "${errorSamples.get(what)}"` : ""}`);

  // Throughput against the floor, on trainees with a fresh practice (answers hidden, so an answer may be edited).
  phase = "throughput";
  const live = machines.filter((m) => m.alive);
  const workers = [];
  // Only browsers that are signed in (with arrivals, those that got in).
  for (const t of trainees.filter((t) => t.gotIn !== false).slice(0, CONCURRENCY)) {
    const test = await startTest(t, mocks, { mock: false, showAnswers: false });
    const page = await send("GET /question", t, "GET", test.url);
    workers.push({ t, test, url: test.url, question: questionOnPage(page.body) });
  }
  const getQuestion = await closedLoop(workers.length, THROUGHPUT_SECONDS, (w) =>
    send("GET /question", workers[w].t, "GET", workers[w].url),
  );
  const postAnswer = await closedLoop(workers.length, THROUGHPUT_SECONDS, (w) =>
    answer(workers[w].t, workers[w].test, workers[w].question),
  );
  // The same two with JavaScript on, as most trainees have it: after the first page, the screen asks
  // React Router for each question's data (no page rendered) and posts answers to the same data URL.
  const dataUrl = (w) => workers[w].url.replace("/question?", "/question.data?");
  const getQuestionData = await closedLoop(workers.length, THROUGHPUT_SECONDS, (w) =>
    send("GET /question (data)", workers[w].t, "GET", dataUrl(w)),
  );
  const postAnswerData = await closedLoop(workers.length, THROUGHPUT_SECONDS, (w) =>
    answer(workers[w].t, workers[w].test, workers[w].question, { script: true }),
  );
  // The two heaviest pages a trainee asks for: the dashboard and starting a test.
  const getDashboard = await closedLoop(workers.length, THROUGHPUT_SECONDS / 2, (w) =>
    send("GET /dashboard", workers[w].t, "GET", "/dashboard"),
  );
  const startPractice = await closedLoop(workers.length, THROUGHPUT_SECONDS / 2, (w) =>
    startTest(workers[w].t, mocks, { mock: false, showAnswers: true }),
  );
  clearInterval(memory);
  const rss = machines.map((m) => `${m.peakRss} MiB${m.killedAt ? " (killed)" : ""}`).join(", ");
  console.log(
    `\nserver memory (peak RSS per server, its workers included): ${rss}; the largest single process: ${peakProcess} MiB`,
  );
  await Promise.all(live.map((m) => stopChild(m.child)));

  const check = await checkAnswers();
  console.log(`\nanswers acknowledged: ${check.total}; in the database: ${check.lost} lost, ${check.doubled} doubled`);

  floor = spawn(process.execPath, ["scripts/bench-floor.mjs"], {
    env: {
      ...process.env,
      PORT: String(floorPort),
      PGLITE_DIR: pgliteDir,
      USER_IDS: trainees
        .map((t) => t.userId)
        .filter(Boolean)
        .join(","),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve) => floor.stdout.once("data", resolve));
  const floorOnce = async () => {
    const response = await fetch(`http://127.0.0.1:${floorPort}/floor`);
    await response.text();
    if (!response.ok) throw new RequestFailed(String(response.status));
  };
  await closedLoop(workers.length, 2, floorOnce); // warm-up
  const floorRate = await closedLoop(workers.length, THROUGHPUT_SECONDS, floorOnce, [floor.pid]);
  const share = (rate) =>
    `${rate.perSecond.toFixed(0)}/s = 1/${(floorRate.perSecond / rate.perSecond).toFixed(1)} of the floor; ` +
    `server CPU ${rate.cpuMs.toFixed(1)} ms a request = 1/${(rate.cpuMs / floorRate.cpuMs).toFixed(1)} of the floor's` +
    (databaseUrl ? `; PostgreSQL ${rate.databaseCpuMs.toFixed(1)} ms` : "") +
    (COMPARE && rate.byServer.length === 2
      ? `\n      CPU a request: this build ${rate.byServer[0].toFixed(2)} ms, --compare's ${rate.byServer[1].toFixed(2)} ms`
      : "");
  console.log(
    `\nthroughput with ${workers.length} requests in flight, ${THROUGHPUT_SECONDS} s each (${live.length} server(s)):`,
  );
  console.log(
    `  floor (Express, one indexed SELECT): ${floorRate.perSecond.toFixed(0)}/s; server CPU ${floorRate.cpuMs.toFixed(1)} ms a request` +
      (databaseUrl ? `; PostgreSQL ${floorRate.databaseCpuMs.toFixed(1)} ms` : ""),
  );
  console.log(
    `  GET /question:                       ${share(getQuestion)}${getQuestion.failed ? `, ${getQuestion.failed} failed` : ""}`,
  );
  console.log(
    `  POST answer:                         ${share(postAnswer)}${postAnswer.failed ? `, ${postAnswer.failed} failed` : ""}`,
  );
  console.log("  with JavaScript (the screen's data requests, no page rendered):");
  console.log(
    `  GET /question.data:                  ${share(getQuestionData)}${getQuestionData.failed ? `, ${getQuestionData.failed} failed` : ""}`,
  );
  console.log(
    `  POST answer (data):                  ${share(postAnswerData)}${postAnswerData.failed ? `, ${postAnswerData.failed} failed` : ""}`,
  );
  console.log("  the heaviest pages:");
  console.log(
    `  GET /dashboard:                      ${share(getDashboard)}${getDashboard.failed ? `, ${getDashboard.failed} failed` : ""}`,
  );
  console.log(
    `  POST start practice:                 ${share(startPractice)}${startPractice.failed ? `, ${startPractice.failed} failed` : ""}`,
  );
  if (check.lost || check.doubled) process.exitCode = 1;
} finally {
  if (floor) await stopChild(floor);
  await Promise.all(machines.map((m) => stopChild(m.child)));
  rmSync(dataDir, { recursive: true, force: true });
}
