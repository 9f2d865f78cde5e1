// npm run bench:scale: do the trainee's pages cost the same with a million answers as with ten thousand?
// Fills a PostgreSQL database (DATABASE_URL, a local database whose name contains "bench"; emptied first)
// with 10k, then 100k, then 1M answers over 5,000 trainees (generated in SQL: 20-question practices),
// and times the dashboard, practice, test set-up, history and analysis pages of one trainee at each size
// against the BUILT server (npm run build first).
//   DATABASE_URL=postgres://…/bench_scale npm run bench:scale [-- --sizes 10000,100000,1000000 --requests 30]
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { createCookie } from "react-router";

const argv = process.argv.slice(2);
const option = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
const SIZES = option("--sizes", "10000,100000,1000000").split(",").map(Number);
const REQUESTS = Number(option("--requests", 30));
const TRAINEES = 5000;
const QUESTIONS_PER_ATTEMPT = 20;

const databaseUrl = process.env.DATABASE_URL;
const url = databaseUrl ? new URL(databaseUrl) : null;
if (!url || !/bench/.test(url.pathname) || !["127.0.0.1", "localhost"].includes(url.hostname)) {
  console.error(
    "bench:scale empties its database: set DATABASE_URL to a local PostgreSQL database whose name contains 'bench'.",
  );
  process.exit(2);
}

const sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
const dataDir = mkdtempSync(path.join(tmpdir(), "arrowed-scale-"));
const secret = randomBytes(32).toString("base64url");
const port = Number(process.env.BENCH_PORT) || 4600 + Math.floor(Math.random() * 300);
const base = `http://127.0.0.1:${port}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let server;
const startServer = () =>
  (server = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SESSION_SECRET: secret,
      APP_URL: base,
      LOG_SILENT: "true",
      DEMO_MODE: "false",
      WEB_CONCURRENCY: "1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  }));

async function waitHealthy() {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {}
    await sleep(100);
  }
  throw new Error("the server did not start");
}

/** Answers up to `total`: 20-question practices spread over the trainees and the last 60 days. */
async function growTo(total) {
  const [{ n: have }] = await sql`select count(*)::int as n from attempt_questions`;
  const attempts = Math.ceil((total - have) / QUESTIONS_PER_ATTEMPT);
  if (attempts <= 0) return;
  const batch = 10_000;
  for (let done = 0; done < attempts; done += batch) {
    const count = Math.min(batch, attempts - done);
    await sql`
      with people as (select array_agg(id order by id) as ids from users where email like 'scale-%'),
      bank as (
        select array_agg(q.id order by q.code) as ids from questions q
        where q.is_active and not exists (select 1 from mock_questions m where m.question_id = q.id)
      ),
      made as (
        insert into attempts (user_id, type, pool, show_answers, total_questions, submitted_at, score, correct_count, ended_by, created_at, started_at, resumed_at)
        select people.ids[1 + (g % array_length(people.ids, 1))], 'practice', 'all', true, ${QUESTIONS_PER_ATTEMPT},
               now() - (g % 60) * interval '1 day', (g * 37) % 101, (g * 7) % 21, 'finish',
               now() - (g % 60) * interval '1 day', now() - (g % 60) * interval '1 day', now() - (g % 60) * interval '1 day'
        from generate_series(${done + 1}::int, ${done + count}::int) g, people
        returning id, submitted_at
      ),
      numbered as (select id, submitted_at, row_number() over () as r from made)
      insert into attempt_questions (attempt_id, question_id, display_order, user_answer, marks_earned, is_correct, time_spent, answered_at)
      select numbered.id, bank.ids[1 + ((numbered.r * 7 + k) % array_length(bank.ids, 1))], k,
             'answer', ((numbered.r + k) % 3)::smallint, ((numbered.r + k) % 3) > 0, 30, numbered.submitted_at
      from numbered, bank, generate_series(1, ${QUESTIONS_PER_ATTEMPT}) k
    `;
  }
  await sql`analyze`;
}

/** CPU seconds the server has used: unlike wall time, other work on the machine does not inflate it. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function time(label, pathname, cookie) {
  const samples = [];
  let cpu = 0;
  for (let i = 0; i < REQUESTS + 2; i++) {
    const t = performance.now();
    const before = cpuSeconds(server.pid);
    const response = await fetch(base + pathname, { redirect: "manual", headers: { Cookie: cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${pathname}: ${response.status}`);
    if (i >= 2) {
      samples.push(performance.now() - t); // two warm-up requests
      cpu += cpuSeconds(server.pid) - before;
    }
  }
  samples.sort((a, b) => a - b);
  return {
    label,
    median: samples[Math.floor(samples.length / 2)],
    p95: samples[Math.min(samples.length - 1, Math.floor(samples.length * 0.95))],
    cpuMs: (cpu * 1000) / samples.length,
  };
}

try {
  await sql`drop schema if exists public cascade`;
  await sql`drop schema if exists drizzle cascade`;
  await sql`create schema public`;
  startServer();
  await waitHealthy();
  const [{ id: someone }] = await sql`
    with u as (
      insert into users (email, password_hash, email_verified_at)
      select 'scale-' || g || '@bench.example', '!', now() from generate_series(1, ${TRAINEES}::int) g returning id
    ), p as (insert into profiles (user_id, name) select id, 'Dr Scale' from u),
    s as (
      insert into subscriptions (user_id, plan, duration_months, status, current_period_end)
      select id, 'premium', 3, 'active', now() + interval '30 days' from u
    )
    select id from u order by id offset 1 limit 1`;
  const sessionId = randomBytes(32).toString("base64url");
  await sql`insert into sessions (id, user_id, expires_at) values (${sessionId}, ${someone}, now() + interval '1 day')`;
  const cookie = (await createCookie("arrowed_session", { path: "/", secrets: [secret] }).serialize(sessionId)).split(
    ";",
  )[0];

  const results = [];
  for (const size of SIZES) {
    const t = performance.now();
    await growTo(size);
    const [{ mine }] =
      await sql`select count(*)::int as mine from attempt_questions aq join attempts a on a.id = aq.attempt_id where a.user_id = ${someone}`;
    const [{ id: attemptId }] =
      await sql`select id from attempts where user_id = ${someone} order by submitted_at desc limit 1`;
    // Everyone's figures as the refresh keeps them: emptied, so the first /dashboard refreshes them before answering.
    await sql`delete from category_averages`;
    console.log(
      `\n${size.toLocaleString("en-GB")} answers (filled in ${((performance.now() - t) / 1000).toFixed(0)} s; this trainee has ${mine})`,
    );
    const refresh = performance.now();
    await (await fetch(`${base}/dashboard`, { headers: { Cookie: cookie } })).arrayBuffer();
    console.log(
      `  everyone's figures refreshed (first /dashboard, in batches of trainees) in ${(performance.now() - refresh).toFixed(0)} ms`,
    );
    const row = [];
    for (const [label, pathname] of [
      ["/dashboard", "/dashboard"],
      ["/dashboard/practice", "/dashboard/practice"],
      ["setup (configure)", "/dashboard/configure?pool=all"],
      ["/attempts", "/attempts"],
      ["/analysis", `/analysis?attempt=${attemptId}`],
    ]) {
      const result = await time(label, pathname, cookie);
      row.push(result);
      console.log(
        `  ${label.padEnd(22)} median ${result.median.toFixed(1).padStart(7)} ms   p95 ${result.p95.toFixed(1).padStart(7)} ms   server CPU ${result.cpuMs.toFixed(1).padStart(5)} ms`,
      );
    }
    results.push({ size, row });
  }
  if (results.length > 1) {
    const first = results[0];
    const last = results.at(-1);
    console.log(
      `\n${last.size.toLocaleString("en-GB")} against ${first.size.toLocaleString("en-GB")} answers (median; app CPU per request is the app server's alone):`,
    );
    for (let i = 0; i < first.row.length; i++)
      console.log(`  ${first.row[i].label.padEnd(22)} ×${(last.row[i].median / first.row[i].median).toFixed(2)}`);
  }
} finally {
  server?.kill("SIGTERM");
  await sql.end({ timeout: 5 });
  rmSync(dataDir, { recursive: true, force: true });
}
