// npm run bench:faults: emails and a re-mark through faults. Two server processes of the BUILT server
// (built first if there is no build) on one fresh PostgreSQL database, their emails going through the
// real Resend SDK to a local stand-in (tests/fixtures/resend-server.ts) that fails or times out a share
// of calls and is down for a while at the start. Trainees sign up (and some ask for a password reset)
// against both servers for T seconds; an admin accepts a dispute on a question with N stored answers.
// Optionally one server is SIGKILLed and started again, and the database restarted. Then it waits for
// the queue to drain and prints "N emails expected, N delivered, N doubled" (doubles counted by the
// stand-in: a second email to one address with one subject), "N re-marked answers expected, N done",
// and how often each scheduled job ran per period across both processes. Figures, no pass or fail.
//
//   npm run bench:faults -- [--signups 120] [--resets 40] [--seconds 60] [--fail-share 0.3]
//     [--timeout-share 0.1] [--outage 60s] [--answers 10000]
//     [--kill]                   half-way, SIGKILL the second server; start it again 2 s later
//     [--restart-db [service|connections]]  at 70%, restart the local PostgreSQL service (the default;
//                                where that fails, or with "connections" on a server others use, end
//                                every connection to the bench database for 3 s, as a restart ends them)
//     [--real-backoff]           wait out retries' backoff and dead processes' leases while draining
//                                (by default the wait is cut short once the trainees are done, as the
//                                tests let time pass: the figures are about once-only, not timing)
// DATABASE_URL: a local database whose name contains "bench" (dropped and created afresh); default
// bench_faults on postgres://postgres@127.0.0.1:5432. BENCH_PORT: the first of two server ports.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { startResendStandIn } from "../tests/fixtures/resend-server";
import {
  killMachine,
  restartPostgres,
  serverFleet,
  sessionCookie,
  sleep,
  stopChild,
  waitHealthy,
} from "./bench-servers.mjs";

const argv = process.argv.slice(2);
const given = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const number = (name: string, fallback: number) => Number(given(name) ?? fallback);
/** "60s", "2m" or a number of seconds. */
const seconds = (name: string, fallback: number) => {
  const text = given(name);
  if (!text) return fallback;
  const match = /^(\d+(?:\.\d+)?)(s|m)?$/.exec(text);
  if (!match) throw new Error(`${name}: give seconds, as 60s or 2m`);
  return Number(match[1]) * (match[2] === "m" ? 60 : 1);
};
const SIGNUPS = number("--signups", 120);
// Every third trainee at most: each asks once, a few seconds after signing up.
const RESETS = Math.min(number("--resets", 40), Math.ceil(SIGNUPS / 3));
const SECONDS = seconds("--seconds", 60);
const FAIL_SHARE = number("--fail-share", 0.3);
const TIMEOUT_SHARE = number("--timeout-share", 0.1);
const OUTAGE = seconds("--outage", 60);
const ANSWERS = number("--answers", 10_000);
const KILL = argv.includes("--kill");
const RESTART_DB = argv.includes("--restart-db")
  ? given("--restart-db") === "connections"
    ? "connections"
    : "service"
  : null;
const REAL_BACKOFF = argv.includes("--real-backoff");

const databaseUrl = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/bench_faults";
const url = new URL(databaseUrl);
const databaseName = url.pathname.slice(1);
if (!/bench/.test(databaseName) || !["127.0.0.1", "localhost"].includes(url.hostname)) {
  console.error("bench:faults drops its database: DATABASE_URL must be a local database whose name contains 'bench'.");
  process.exit(2);
}
const serverUrl = new URL(databaseUrl);
serverUrl.pathname = "/postgres";

const dataDir = mkdtempSync(path.join(tmpdir(), "arrowed-faults-"));
const secret = randomBytes(32).toString("base64url");
const firstPort = Number(process.env.BENCH_PORT) || 4100 + Math.floor(Math.random() * 400) * 10;
const run = randomBytes(3).toString("hex");
const pct = (share: number) => `${Math.round(share * 100)}%`;

if (!existsSync("build/server/index.js")) {
  console.log("No build: npm run build…");
  if (spawnSync("npm", ["run", "-s", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
}

// A fresh database; the servers migrate and seed it.
const server = postgres(serverUrl.toString(), { max: 1, onnotice: () => {} });
await server.unsafe(`drop database if exists "${databaseName}" with (force)`);
await server.unsafe(`create database "${databaseName}"`);
// The bench's own connection: set-up, the final check and watching the queue drain.
const db = postgres(databaseUrl, { max: 2, onnotice: () => {} });

const faults = { failShare: FAIL_SHARE, timeoutShare: TIMEOUT_SHARE, downUntil: 0 };
const standIn = await startResendStandIn({ faults });
const fleet = serverFleet({
  firstPort,
  env: {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SESSION_SECRET: secret,
    APP_URL: `http://127.0.0.1:${firstPort}`,
    LOG_SILENT: "true",
    DEMO_MODE: "false",
    // Two machines of one process each.
    WEB_CONCURRENCY: "1",
    RESEND_API_KEY: "re_bench_faults",
    RESEND_BASE_URL: standIn.baseUrl,
    // Each simulated trainee comes from its own address, as sign-ups are limited per address.
    TRUST_PROXY: "true",
  },
});
const { machines } = fleet;
const startServer = (index: number, seed = false) => fleet.start(index, { SEED_ON_START: seed ? "true" : "false" });

// ── Trainees' requests ───────────────────────────────────────────────────────────────────────

let turn = 0;
const outcomes = new Map<string, number>();
const note = (what: string) => outcomes.set(what, (outcomes.get(what) ?? 0) + 1);

/**
 * A form post to a live server, as a browser without JavaScript sends it; null when no answer came.
 * A refused connection sent nothing: it goes to the other server, as a load balancer would send it.
 */
async function post(pathname: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  for (let tries = 0; tries < 20; tries++) {
    const live = machines.filter((m) => m.alive);
    const machine = live[turn++ % Math.max(live.length, 1)];
    if (!machine) {
      await sleep(250);
      continue;
    }
    const base = `http://127.0.0.1:${machine.port}`;
    try {
      const response = await fetch(base + pathname, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, ...headers },
        body: new URLSearchParams(form),
        signal: AbortSignal.timeout(30_000),
      });
      await response.text();
      return response;
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      if (code === "ECONNREFUSED") {
        await sleep(100);
        continue;
      }
      note(`${pathname}: no answer (${code})`);
      return null;
    }
  }
  note(`${pathname}: no server took it`);
  return null;
}

const address = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
/** What each address should receive: subjects of emails whose request was acknowledged. */
const expected = new Map<string, number>();
/** Addresses whose request got no acknowledgement: an email may still go, if it committed. */
const unacknowledged = new Set<string>();

async function signUp(email: string) {
  const response = await post(
    "/auth",
    {
      intent: "signup",
      name: "Dr Faults Bench",
      email,
      specialty: "Clinical Radiology",
      password: "fault-tolerant-2026",
      confirmPassword: "fault-tolerant-2026",
    },
    { "X-Forwarded-For": address() },
  );
  if (response?.status === 302 && response.headers.get("location")?.startsWith("/verify-email")) {
    // The verification email and the welcome.
    expected.set(email, 2);
    note("sign-up acknowledged");
    return true;
  }
  if (response) note(`sign-up answered ${response.status}`);
  unacknowledged.add(email);
  return false;
}

async function reset(email: string) {
  const response = await post("/auth", { intent: "forgot", email }, { "X-Forwarded-For": address() });
  if (response?.status === 200) {
    expected.set(email, (expected.get(email) ?? 0) + 1);
    note("reset acknowledged");
  } else {
    if (response) note(`reset answered ${response.status}`);
    unacknowledged.add(email);
  }
}

// ── The dispute: a question with many stored answers ───────────────────────────────────────────

const DISPUTED = "accessory hemiazygos vein";

async function prepareDispute() {
  const [question] = await db<{ id: string; code: string }[]>`
    select id, code from questions where exists (select 1 from answers where question_id = questions.id)
    order by code limit 1`;
  if (!question) throw new Error("the seeded bank has no question");
  const [admin] = await db<{ id: string }[]>`
    insert into users (email, password_hash, email_verified_at, role)
    values (${`faults-admin-${run}@example.com`}, '!', now(), 'admin') returning id`;
  const [trainee] = await db<{ id: string }[]>`
    insert into users (email, password_hash, email_verified_at)
    values (${`faults-disputer-${run}@example.com`}, '!', now()) returning id`;
  await db`insert into profiles (user_id, name) values (${admin!.id}, 'Dr Admin'), (${trainee!.id}, 'Dr Disputer')`;
  for (let done = 0; done < ANSWERS; done += 20_000) {
    await db`
      with made as (
        insert into attempts (user_id, type, pool, total_questions, submitted_at)
        select ${trainee!.id}, 'practice', 'all', 1, now() from generate_series(1, ${Math.min(20_000, ANSWERS - done)}) returning id
      )
      insert into attempt_questions (attempt_id, question_id, display_order, user_answer, marks_earned, is_correct, answered_at)
      select id, ${question.id}, 1, ${DISPUTED}, 0, false, now() from made`;
  }
  const [attempt] = await db<{ id: string }[]>`select id from attempts where user_id = ${trainee!.id} limit 1`;
  const [dispute] = await db<{ id: string }[]>`
    insert into disputes (user_id, question_id, attempt_id, user_answer, message, source)
    values (${trainee!.id}, ${question.id}, ${attempt!.id}, ${DISPUTED}, 'This should count.', 'trainee') returning id`;
  const [session] = await db<{ id: string }[]>`
    insert into sessions (id, user_id, expires_at)
    values (${randomBytes(32).toString("hex")}, ${admin!.id}, now() + interval '1 day') returning id`;
  await db`analyze`;
  return {
    questionId: question.id,
    disputeId: dispute!.id,
    disputer: `faults-disputer-${run}@example.com`,
    cookie: await sessionCookie(secret, session!.id),
  };
}

/** The editor accepts the answer at 2 marks (the confirming submit): its time to answer. */
async function acceptDispute(dispute: Awaited<ReturnType<typeof prepareDispute>>) {
  const started = performance.now();
  const response = await post(
    "/admin/disputes",
    { intent: "accept", disputeId: dispute.disputeId, marks: "2", confirm: "1" },
    { Cookie: dispute.cookie },
  );
  const ms = performance.now() - started;
  if (response?.status === 302) expected.set(dispute.disputer, 1);
  return { ms, status: response?.status ?? "no answer" };
}

// ── Faults ───────────────────────────────────────────────────────────────────────────────────

/**
 * A restart as the app sees it: for 3 s every connection to the bench database is ended as a fast
 * shutdown ends it (admin_shutdown), new ones included. Returns how many were ended.
 */
async function dropConnections() {
  const ended = new Set<number>();
  for (const until = Date.now() + 3000; Date.now() < until; await sleep(100)) {
    // In the select list, so that only the rows the where clause kept are ended.
    const rows = await server<{ pid: number }[]>`
      select pid, pg_terminate_backend(pid) from pg_stat_activity
      where datname = ${databaseName} and pid <> pg_backend_pid()`;
    for (const row of rows) ended.add(row.pid);
  }
  return ended.size;
}

async function restartDatabase() {
  if (RESTART_DB === "service") {
    const restarted = await restartPostgres();
    if (restarted.ok) return restarted.message;
    const ended = await dropConnections();
    return `${restarted.message}; simulated instead: ${ended} connections to ${databaseName} ended with pg_terminate_backend over 3 s`;
  }
  const ended = await dropConnections();
  return `restart simulated: ${ended} connections to ${databaseName} ended with pg_terminate_backend over 3 s (the PostgreSQL service itself was not restarted)`;
}

// ── The run ──────────────────────────────────────────────────────────────────────────────────

const events: string[] = [];
let killedPid = 0;
let startedAt = Date.now();
/** Seconds since the trainees started. */
const at = () => `${((Date.now() - startedAt) / 1000).toFixed(0)} s`;
try {
  console.log(
    `bench:faults — ${SIGNUPS} sign-ups and ${RESETS} password resets over ${SECONDS} s on two server processes ` +
      `sharing PostgreSQL (${databaseName}); the email provider fails ${pct(FAIL_SHARE)} and times out ` +
      `${pct(TIMEOUT_SHARE)} of calls and is down for the first ${OUTAGE} s; a dispute accepted on a question ` +
      `with ${ANSWERS.toLocaleString("en-GB")} stored answers${KILL ? "; one server SIGKILLed half-way" : ""}` +
      `${RESTART_DB ? `; the database restarted at 70% (${RESTART_DB})` : ""}`,
  );
  const first = startServer(0, true);
  await waitHealthy(first.port);
  startServer(1);
  await waitHealthy(firstPort + 1);
  const dispute = await prepareDispute();

  startedAt = Date.now();
  faults.downUntil = startedAt + OUTAGE * 1000;
  const emails = Array.from({ length: SIGNUPS }, (_, i) => `faults-${run}-${i}@example.com`);
  const requests: Promise<unknown>[] = [];
  const scheduled: Array<[number, () => Promise<unknown>]> = [];
  emails.forEach((email, i) => {
    const when = (i / SIGNUPS) * SECONDS * 1000;
    // Every third trainee asks for a reset a few seconds after signing up, until RESETS have.
    const resets = i % 3 === 0 && Math.floor(i / 3) < RESETS;
    scheduled.push([
      when,
      async () => {
        if (!(await signUp(email)) || !resets) return;
        await sleep(3000);
        await reset(email);
      },
    ]);
  });
  const decision = { ms: 0, status: "not sent" as number | string };
  scheduled.push([
    (SECONDS * 1000) / 3,
    async () => {
      Object.assign(decision, await acceptDispute(dispute));
      events.push(`${at()}: dispute accepted (${decision.status}) in ${decision.ms.toFixed(0)} ms`);
    },
  ]);
  if (KILL)
    scheduled.push([
      (SECONDS * 1000) / 2,
      async () => {
        killedPid = machines[1]!.child.pid!;
        await killMachine(machines[1]!);
        events.push(`${at()}: SIGKILL to the server on port ${machines[1]!.port}`);
        await sleep(2000);
        const t = performance.now();
        startServer(1);
        await waitHealthy(firstPort + 1);
        events.push(`${at()}: started again, healthy in ${((performance.now() - t) / 1000).toFixed(1)} s`);
      },
    ]);
  if (RESTART_DB)
    scheduled.push([SECONDS * 1000 * 0.7, async () => events.push(`${at()}: ${await restartDatabase()}`)]);
  const t0 = Date.now();
  for (const [when, work] of scheduled.sort((a, b) => a[0] - b[0])) {
    await sleep(Math.max(0, t0 + when - Date.now()));
    requests.push(work());
  }
  await Promise.all(requests);
  events.push(`${at()}: the trainees are done`);

  // Draining: until no email or re-mark job waits. By default the waits (backoff, a dead process's
  // lease) are cut short once the provider is back.
  let quietSince = 0;
  const kinds = ["email", "remark"];
  const waiting = async () =>
    (
      await db<{ n: number }[]>`
        select count(*)::int as n from jobs
        where status in ('pending', 'running') and (kind like 'email%' or kind = any(${kinds}))`
    )[0]!.n;
  const drainStarted = Date.now();
  for (;;) {
    let left: number;
    try {
      left = await waiting();
    } catch {
      await sleep(1000);
      continue;
    }
    if (left === 0) {
      quietSince ||= Date.now();
      // Settled for a few polls: nothing queued meanwhile.
      if (Date.now() - quietSince > 5000) break;
    } else quietSince = 0;
    if (Date.now() > faults.downUntil && !REAL_BACKOFF) {
      await db`update jobs set run_at = now() where status = 'pending' and run_at > now()`;
      // The killed process's jobs are taken again once its lease ran out (2 minutes).
      if (killedPid)
        await db`update jobs set locked_until = now() where status = 'running' and locked_by like ${`${killedPid}-%`}`;
    }
    if (Date.now() - drainStarted > 30 * 60 * 1000) {
      events.push(`${at()}: still ${left} jobs waiting after 30 minutes of draining: stopped waiting`);
      break;
    }
    await sleep(1000);
  }
  events.push(`${at()}: the queue drained`);
  await Promise.all(machines.map((m) => stopChild(m.child)));

  // ── Report ───────────────────────────────────────────────────────────────────────────────────
  console.log("");
  for (const event of events) console.log(event);
  console.log(
    `\nrequests: ${[...outcomes]
      .sort()
      .map(([what, n]) => `${n} ${what}`)
      .join(", ")}`,
  );
  const c = standIn.counts;
  console.log(
    `email provider: ${standIn.requests.length} calls; ${c.down} refused while down, ${c.failed} failed (500), ` +
      `${c.timedOut} timed out (sent, no answer), ${c.repeatedKeys} repeated an idempotency key already sent`,
  );
  const delivered = new Map<string, Set<string>>();
  for (const email of standIn.delivered.values()) {
    const to = email.to.toLowerCase();
    if (!delivered.has(to)) delivered.set(to, new Set());
    delivered.get(to)!.add(email.subject);
  }
  let expectedCount = 0;
  let deliveredCount = 0;
  const missing: string[] = [];
  for (const [to, n] of expected) {
    expectedCount += n;
    const got = delivered.get(to)?.size ?? 0;
    deliveredCount += Math.min(got, n);
    if (got < n) missing.push(to);
  }
  const extra = [...delivered].filter(([to]) => !expected.has(to));
  const fromUnacknowledged = extra.filter(([to]) => unacknowledged.has(to)).reduce((sum, [, s]) => sum + s.size, 0);
  const unexpected = extra.filter(([to]) => !unacknowledged.has(to)).reduce((sum, [, s]) => sum + s.size, 0);
  console.log(
    `\n${expectedCount} emails expected, ${deliveredCount} delivered, ${standIn.doubled.length} doubled` +
      (missing.length ? ` (${missing.length} addresses missing one: ${missing.slice(0, 3).join(", ")}…)` : ""),
  );
  if (fromUnacknowledged || unexpected)
    console.log(
      `  also delivered: ${fromUnacknowledged} for requests that got no answer (committed before the fault), ${unexpected} unexplained`,
    );
  const jobs = await db<{ kind: string; status: string; n: number; tries: number; max: number }[]>`
    select case when kind like 'email%' then 'email jobs' else kind end as kind, status, count(*)::int as n,
      sum(attempts)::int as tries, max(attempts)::int as max
    from jobs where kind like 'email%' or kind = 'remark' group by 1, 2 order by 1, 2`;
  for (const j of jobs) console.log(`  ${j.kind} ${j.status}: ${j.n} (${j.tries} tries, at most ${j.max} for one job)`);
  const failed = await db<{ kind: string; error: string }[]>`
    select kind, last_error as error from jobs where status = 'failed' limit 3`;
  for (const f of failed) console.log(`  failed for good: ${f.kind}: ${f.error}`);

  const [remark] = await db<{ status: string; progress: { remarked?: number } | null; ms: number | null }[]>`
    select status, progress, extract(epoch from finished_at - created_at) * 1000 as ms from jobs where kind = 'remark'`;
  const [done] = await db<{ n: number }[]>`
    select count(*)::int as n from attempt_questions
    where question_id = ${dispute.questionId} and user_answer = ${DISPUTED} and marks_earned = 2`;
  console.log(
    `\n${ANSWERS.toLocaleString("en-GB")} re-marked answers expected, ${done!.n.toLocaleString("en-GB")} done` +
      (remark
        ? ` (the re-mark job: ${remark.status}, ${remark.ms ? `${(remark.ms / 1000).toFixed(1)} s from the decision to its last batch` : "not finished"})`
        : " (no re-mark job)") +
      `; the decision answered ${decision.status} in ${decision.ms.toFixed(0)} ms`,
  );

  const schedules = await db<{ kind: string; periods: number; runs: number; done: number; processes: number }[]>`
    select kind, count(*)::int as periods, sum(attempts)::int as runs, count(*) filter (where status = 'done')::int as done,
      count(distinct locked_by)::int as processes
    from jobs where key like kind || '@%' group by kind order by kind`;
  console.log("\nscheduled jobs (one job a period, whichever process adds it first):");
  for (const row of schedules)
    console.log(
      `  ${row.kind}: ${row.periods} period${row.periods === 1 ? "" : "s"}, ${row.runs} run${row.runs === 1 ? "" : "s"}, ${row.done} done, run by ${row.processes} process${row.processes === 1 ? "" : "es"}`,
    );
} finally {
  await Promise.all(machines.map((m) => stopChild(m.child)));
  await standIn.close();
  await db.end({ timeout: 5 });
  await server.end({ timeout: 5 });
  rmSync(dataDir, { recursive: true, force: true });
}
