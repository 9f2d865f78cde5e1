// What the benchmarks that run the BUILT server share (bench-load.mjs, bench-faults.ts): starting server
// processes on one data folder and database, waiting for their health check, stopping or SIGKILLing
// them with their workers, restarting the local PostgreSQL, reading a process's CPU and memory, and a
// session cookie signed as the server signs it.
import { execFile, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createCookie } from "react-router";

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Server processes of the build in the current folder (or `cwdOf(index)`), server `index` on port
 * `firstPort + index`, each with `env` over this process's environment. `start` adds one (or replaces
 * a dead one at its index); `machines` lists them, `alive` false once a process has exited.
 */
export function serverFleet({ firstPort, env, cwdOf = () => undefined, nodeOptions = [] }) {
  const machines = [];
  function start(index, extraEnv = {}) {
    const port = firstPort + index;
    const child = spawn(process.execPath, [...nodeOptions, "server.js"], {
      cwd: cwdOf(index),
      env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", ...env, ...extraEnv },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const machine = { index, port, child, alive: true, killedAt: null, peakRss: 0, sent: 0 };
    child.on("exit", () => (machine.alive = false));
    machines[index] = machine;
    return machine;
  }
  return { machines, start };
}

export async function waitHealthy(port, limitMs = 120_000) {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {}
    await sleep(100);
  }
  throw new Error(`the server on port ${port} did not start`);
}

export const stopChild = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", resolve);
    child.kill("SIGTERM");
  });

/** SIGKILL to a server and the workers it forked, as a machine losing power; resolves once it is gone. */
export async function killMachine(machine) {
  machine.killedAt = Date.now();
  const exited = new Promise((resolve) =>
    machine.child.exitCode !== null || machine.child.signalCode !== null
      ? resolve()
      : machine.child.once("exit", resolve),
  );
  for (const pid of treePids(machine.child.pid).reverse()) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {}
  }
  await exited;
}

/** Restarts the local PostgreSQL service; resolves with what happened, in words. */
export function restartPostgres() {
  const started = performance.now();
  let version = "15";
  try {
    version = readdirSync("/etc/postgresql")[0] ?? version;
  } catch {}
  return new Promise((resolve) =>
    execFile("pg_ctlcluster", ["--skip-systemctl-redirect", version, "main", "restart"], (error, _out, stderr) =>
      resolve(
        error
          ? { ok: false, message: `PostgreSQL restart failed: ${(stderr || error.message).trim()}` }
          : { ok: true, message: `PostgreSQL restarted in ${((performance.now() - started) / 1000).toFixed(1)} s` },
      ),
    ),
  );
}

/** A server's processes: the one started and, on PostgreSQL, the workers it forked (one per core). */
export function treePids(root) {
  const parents = new Map(readProcesses((pid, read) => [pid, Number(read("stat").split(") ")[1].split(" ")[1])]));
  const pids = [root];
  for (let i = 0; i < pids.length; i++) for (const [pid, parent] of parents) if (parent === pids[i]) pids.push(pid);
  return pids;
}

/** `pick` applied to every running process (its pid and a reader of its /proc files); gone ones are skipped. */
export function readProcesses(pick) {
  const picked = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      picked.push(pick(Number(entry), (file) => readFileSync(`/proc/${entry}/${file}`, "utf8")));
    } catch {}
  }
  return picked;
}

/** CPU seconds a process has used (user + system): unlike wall time, other work on the machine does not inflate it. */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

export function rssMiB(pid) {
  try {
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

/**
 * The Cookie header value of the session `sessionId`, signed with `secret` as the server signs it.
 * @param {string} secret
 * @param {string} sessionId
 * @returns {Promise<string>}
 */
export async function sessionCookie(secret, sessionId) {
  const cookie = createCookie("arrowed_session", { path: "/", secrets: [secret], httpOnly: true, sameSite: "lax" });
  return (await cookie.serialize(sessionId)).split(";")[0];
}
