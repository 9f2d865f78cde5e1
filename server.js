// The HTTP entry: `node server.js` serves the production build; `--dev` serves through Vite;
// `--migrate` applies migrations and exits (fly.toml's release_command); `--local` is `npm start`'s
// (below). On PostgreSQL the production server runs one process per core behind the same port
// (WEB_CONCURRENCY); PGlite keeps one.
import cluster from "node:cluster";
import { createServer } from "node:http";
import { availableParallelism, totalmem } from "node:os";
import path from "node:path";
import { availableMemoryBytes, workerExecArgv } from "./server/worker-heap.js";

const dev = process.argv.includes("--dev");
const migrateOnly = process.argv.includes("--migrate");
process.env.NODE_ENV ??= dev ? "development" : "production";
// `--local` is `npm start` on someone's own machine: the production build, with demo mode on by default
// on the embedded database and the session secret kept in DATA_DIR (app/server/env.server.ts).
if (process.argv.includes("--local")) process.env.ARROWED_LOCAL = "true";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST || "0.0.0.0";

async function loadBuild() {
  if (!dev) return { module: await import("./build/server/index.js"), vite: undefined };
  const { createServer: createVite } = await import("vite");
  const vite = await createVite({ server: { middlewareMode: true }, appType: "custom" });
  return { module: await vite.ssrLoadModule("./server/app.ts"), vite };
}

let build;
try {
  build = await loadBuild();
} catch (error) {
  if (error?.code === "ERR_MODULE_NOT_FOUND" && !dev) {
    console.error("No production build found. Run `npm run build` first (npm start does both).");
    process.exit(1);
  }
  throw error;
}
const { module, vite } = build;

// A stop signal while starting: close the database cleanly instead of dying with it open.
let server;
let closing = false;
const stopEarly = async (signal) => {
  if (server || closing) return;
  closing = true;
  console.log(`${signal} received while starting: closing.`);
  await module.stop();
  process.exit(0);
};
process.once("SIGTERM", stopEarly);
process.once("SIGINT", stopEarly);

/** Processes to serve with: PGlite cannot be shared between processes, so it always has one. */
function processCount() {
  if (dev || migrateOnly || !process.env.DATABASE_URL || !cluster.isPrimary) return 1;
  const asked = Number(process.env.WEB_CONCURRENCY);
  return Number.isInteger(asked) && asked > 0 ? asked : availableParallelism();
}
const processes = processCount();

let info;
try {
  // Workers find the database migrated and seeded by the primary.
  info = await module.start({ migrateOnly, prepared: cluster.isWorker });
} catch (error) {
  console.error(error?.name === "EnvError" ? error.message : error);
  await module.stop();
  process.exit(1);
}
if (migrateOnly) {
  await module.stop();
  console.log("Migrations applied.");
  process.exit(0);
}
if (processes > 1) {
  process.off("SIGTERM", stopEarly);
  process.off("SIGINT", stopEarly);
  await module.stop();
  serveWithWorkers(processes);
  await new Promise(() => {});
}

const app = module.createApp({ clientDir: dev ? undefined : path.resolve("build/client"), dev });
// A new machine (or process) takes its first requests warm rather than making them wait.
if (!dev) await module.warm();
const handler = vite ? (req, res) => vite.middlewares(req, res, () => app(req, res)) : app;
if (closing) await new Promise(() => {});
process.off("SIGTERM", stopEarly);
process.off("SIGINT", stopEarly);
// Every serving process runs jobs: emails, re-marks, nudges and the scheduled refreshes.
module.startJobs();
server = createServer(handler);
server.keepAliveTimeout = 65_000;
server.listen(port, host, () => {
  const shown = host === "0.0.0.0" ? "localhost" : host;
  if (cluster.isWorker) return void process.send?.("ready");
  console.log(
    `Arrowed is ready at http://${shown}:${port} (database: ${info.driver}${info.demoMode ? ", demo mode" : ""})`,
  );
});

/** The primary: forks the workers, replaces one that dies, and passes a stop signal on to them. */
function serveWithWorkers(count) {
  let stopping = false;
  let ready = 0;
  const fork = () =>
    cluster.fork().on("message", (message) => {
      if (message === "ready" && ++ready === count) {
        const shown = host === "0.0.0.0" ? "localhost" : host;
        console.log(
          `Arrowed is ready at http://${shown}:${port} (database: ${info.driver}, ${count} processes${info.demoMode ? ", demo mode" : ""})`,
        );
      }
    });
  cluster.setupPrimary({
    execArgv: workerExecArgv({
      execArgv: process.execArgv,
      nodeOptions: process.env.NODE_OPTIONS,
      processes: count,
      memoryBytes: availableMemoryBytes(process.constrainedMemory?.(), totalmem()),
    }),
  });
  for (let i = 0; i < count; i++) fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`A server process stopped (${signal ?? code}): starting another.`);
    fork();
  });
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: stopping the server processes.`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

async function shutdown(signal) {
  if (closing) return;
  closing = true;
  console.log(`${signal} received: finishing requests in flight, then closing.`);
  const force = setTimeout(() => {
    console.error("Requests still open after 10 s: closing anyway.");
    process.exit(1);
  }, 10_000);
  force.unref();
  server.close(async () => {
    await vite?.close();
    await module.stop();
    clearTimeout(force);
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
