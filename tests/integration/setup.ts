// Each test file gets its own data folder, and its worker's database: an in-memory PGlite loaded from the
// migrated snapshot global-setup.ts made, or its worker's database on the PostgreSQL server in
// TEST_DATABASE_URL. The tables a test left rows in are emptied before the next one. The files of a worker share its modules
// (isolate: false, decision 081), so this runs again for each file: the settings, cookies and image store
// are read afresh for the file's own data folder.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { settled } from "~/server/background.server";
import { connectPglite, connectPostgres, setDatabase, type DatabaseHandle } from "~/server/db.server";
import { resetEnvCache } from "~/server/env.server";
import { resetCookies } from "~/server/cookies.server";
import { resetImageStore } from "~/server/storage.server";
import { migratedSnapshot } from "../fixtures/pglite";
import { testDatabaseUrl } from "./test-database";

const dataDir = mkdtempSync(path.join(tmpdir(), "arrowed-test-"));
Object.assign(process.env, {
  NODE_ENV: "test",
  DATA_DIR: dataDir,
  LOG_SILENT: "true",
  SESSION_SECRET: "test-secret-test-secret-test-secret-0123",
  APP_URL: "http://arrowed.test",
  DEMO_MODE: "false",
});
delete process.env.DATABASE_URL;
delete process.env.RESEND_API_KEY;
resetEnvCache();
resetCookies();
resetImageStore();

let handle: DatabaseHandle;
/**
 * A worker's PGlite, loaded from the snapshot by its first file and used by the files after it (a load
 * costs seconds of CPU, the files run one after another in a worker), as each PostgreSQL worker keeps its
 * own database: the tables are emptied before every test either way (decision 088).
 */
const worker = globalThis as { __arrowedTestPglite?: Promise<DatabaseHandle> };
/** One query answering which tables hold rows (emptying only those is much quicker than all of them). */
let filledTables: ReturnType<typeof sql.raw>;

beforeAll(async () => {
  handle =
    process.env.TEST_DB === "postgres"
      ? connectPostgres(testDatabaseUrl(), { max: 4 })
      : await (worker.__arrowedTestPglite ??= connectPglite(undefined, { snapshot: migratedSnapshot() }));
  await handle.migrate();
  setDatabase(handle);
  const tables = rowsOf<{ tablename: string }>(
    await handle.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`),
  ).map((r) => `"${r.tablename}"`);
  filledTables = sql.raw(
    tables.map((table) => `select '${table}' as name where exists (select 1 from ${table})`).join(" union all "),
  );
});

beforeEach(async () => {
  // Emails a previous test's response left sending must not land in this test's tables.
  await settled();
  const names = rowsOf<{ name: string }>(await handle.db.execute(filledTables)).map((r) => r.name);
  if (names.length) await handle.db.execute(sql.raw(`truncate ${names.join(", ")} restart identity cascade`));
  rmSync(path.join(dataDir, "outbox"), { recursive: true, force: true });
});

/** postgres.js answers an array of rows, PGlite an object holding them. */
function rowsOf<Row>(result: unknown): Row[] {
  return Array.isArray(result) ? result : (result as { rows: Row[] }).rows;
}

afterAll(async () => {
  await settled();
  setDatabase(undefined);
  // The worker's PGlite stays open for its next file; it goes with the worker's process.
  if (process.env.TEST_DB === "postgres") await handle?.close();
  rmSync(dataDir, { recursive: true, force: true });
});
