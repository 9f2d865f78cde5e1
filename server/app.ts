// The server build's entry (vite.config.ts): an Express app with React Router's handler, plus the
// start-up (migrate, seed) and shutdown the HTTP entry (server.js) calls.
import "react-router";
import { readdirSync } from "node:fs";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import { seedDatabase } from "../db/seed/seed";
import { startJobRunner, stopJobRunner } from "../app/server/job-runner.server";
import { shareKeptOriginalsInBackground } from "../app/server/kept-originals.server";
import { getDatabaseHandle, openDatabase, ping, setDatabase } from "../app/server/db.server";
import { prerenderedFolder, starterImagesFolder } from "../app/server/prerendered-variants.server";
import { getVocabulary } from "../app/domain/marking/vocabulary";
import { getEnv } from "../app/server/env.server";
import { log } from "../app/server/log.server";
import { getSessionUser } from "../app/server/session.server";
import { COMPRESSION, createRequestHandler } from "./handler";
import {
  assetHeaders,
  clientAddress,
  errorHandler,
  readBody,
  requestLog,
  requestShape,
  sameOrigin,
  securityHeaders,
} from "./http";

export function createApp({ clientDir, dev = false }: { clientDir?: string; dev?: boolean } = {}) {
  const env = getEnv();
  const options = { isProduction: env.isProduction, trustProxy: env.TRUST_PROXY, dev };
  const app = express();
  app.disable("x-powered-by");
  if (env.TRUST_PROXY) app.set("trust proxy", true);
  app.use(clientAddress(options));
  app.use(requestLog());
  // Pages and data answers are compressed whole by the handler (server/handler.ts, decision 039); what
  // else has no precompressed copy (downloads, event streams) is compressed as it is sent.
  app.use(compression(COMPRESSION));

  if (clientDir) {
    // Static files go out before the page-only headers (CSP and the rest), which an asset has no use for;
    // the build's brotli or gzip copy when the browser takes it (scripts/precompress.mjs).
    const precompressed = (dir: string, maxAge: string, hashed: boolean) =>
      expressStaticGzip(dir, {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        index: false,
        // A hashed file never changes under its name, so a browser never revalidates or resumes it:
        // no ETag, Last-Modified or Accept-Ranges, bytes every script would carry for nothing on a
        // slow connection (product-rules#page-weight).
        serveStatic: {
          immutable: hashed,
          maxAge,
          index: false,
          etag: !hashed,
          lastModified: !hashed,
          acceptRanges: !hashed,
          setHeaders: assetHeaders,
        },
      });
    // Hashed file names: safe to cache for a year.
    app.use("/assets", precompressed(`${clientDir}/assets`, "1y", true));
    // The other files (favicon, social image) sit at the top of the build: a page's path skips the
    // file lookup the static middleware would otherwise make on every request.
    const topLevel = new Set(readdirSync(clientDir).filter((name) => name !== "assets"));
    const rootFiles = precompressed(clientDir, "1h", false);
    app.use((req, res, next) => (topLevel.has(req.path.split("/")[1] ?? "") ? rootFiles(req, res, next) : next()));
  }

  app.use(securityHeaders(options));
  app.use(requestShape());
  app.use(sameOrigin({ appUrl: env.appUrl }));

  app.get("/healthz", async (_req, res) => {
    try {
      await ping();
      res.set("Cache-Control", "no-store").json({ status: "ok" });
    } catch (error) {
      log.error("healthz.failed", { error: String(error) });
      res.status(503).set("Cache-Control", "no-store").json({ status: "unavailable" });
    }
  });

  // Only a signed-in admin's upload may be larger than a form (one session lookup, on upload paths only).
  app.use(
    readBody({
      mayUpload: async (req) =>
        (
          await getSessionUser(
            new Request(new URL(req.originalUrl, env.appUrl), { headers: { cookie: req.headers.cookie ?? "" } }),
          )
        )?.role === "admin",
    }),
  );
  app.use(
    createRequestHandler({
      build: () => import("virtual:react-router/server-build"),
      getLoadContext: (_req, res) => ({ nonce: res.locals.nonce as string, clientIp: res.locals.clientIp as string }),
    }),
  );
  app.use(errorHandler());
  return app;
}

/**
 * What the first requests would otherwise wait for, done before the server takes any: compiling the
 * routes' modules (about a second, the email templates included), building the marker's vocabulary,
 * and opening the database's connections.
 */
export async function warm() {
  // A database out of reach just now (a restart) must not stop the process: requests get the 503 page.
  const connections = getDatabaseHandle()
    .warm()
    .catch((error) => log.warn("db.warm_failed", { error: String(error) }));
  await Promise.all([import("virtual:react-router/server-build"), connections]);
  getVocabulary();
}

/** This process takes its share of the job queue (every serving process does). */
export function startJobs() {
  startJobRunner();
}

/** Opens the database, applies migrations and seeds what is missing. */
export async function start({ migrateOnly = false, prepared = false } = {}) {
  const env = getEnv();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  setDatabase(handle);
  // A worker of a multi-process server: the primary has migrated and seeded already.
  if (prepared) return { driver: handle.driver, demoMode: env.demoMode };
  if (env.publicDemo) {
    log.warn("demo_mode.on", {
      message:
        "DEMO MODE IS ON IN PRODUCTION (DEMO_MODE=true, DEMO_MODE_IN_PRODUCTION set): the demo accounts and the test checkout are open to anyone, and the demo admin reads every email in /dev/outbox.",
    });
  }
  const started = performance.now();
  await handle.migrate();
  log.info("db.migrated", { driver: handle.driver, ms: Math.round(performance.now() - started) });
  if (!migrateOnly && env.SEED_ON_START) {
    const report = await seedDatabase(handle.db, {
      demo: env.demoMode,
      prerendered: prerenderedFolder(starterImagesFolder()),
    });
    log.info("db.seeded", report);
  }
  if (!migrateOnly) shareKeptOriginalsInBackground();
  return { driver: handle.driver, demoMode: env.demoMode };
}

/**
 * The build's last step (scripts/prerender-starter-bank.mjs): seeds the database in DATA_DIR (a
 * throwaway one) through the same import a start runs, so the image store in DATA_DIR ends up holding
 * the starter bank's variants under the keys every start will look for.
 */
export async function renderStarterBank() {
  const handle = await openDatabase({ dataDir: getEnv().dataDir });
  setDatabase(handle);
  try {
    await handle.migrate();
    return await seedDatabase(handle.db, { demo: false });
  } finally {
    await stop();
  }
}

export async function stop() {
  // The jobs running finish before the database closes; the rest wait in the table for the next start.
  await stopJobRunner();
  try {
    const handle = getDatabaseHandle();
    setDatabase(undefined);
    await handle.close();
  } catch {
    // Never opened: nothing to close.
  }
}
