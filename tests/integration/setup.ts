// Each test file gets its own database and data folder: an in-memory PGlite, or the PostgreSQL
// server in TEST_DATABASE_URL (files then run one at a time). Tables are emptied before each test.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { settled } from "~/server/background.server";
import { connectPglite, connectPostgres, setDatabase, type DatabaseHandle } from "~/server/db.server";
import { resetEnvCache } from "~/server/env.server";
import { resetCookies } from "~/server/cookies.server";
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

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = process.env.TEST_DB === "postgres" ? connectPostgres(testDatabaseUrl(), { max: 4 }) : await connectPglite();
  await handle.migrate();
  setDatabase(handle);
});

beforeEach(async () => {
  // Emails a previous test's response left sending must not land in this test's tables.
  await settled();
  const tables = await handle.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const rows = Array.isArray(tables) ? tables : (tables as unknown as { rows: { tablename: string }[] }).rows;
  const names = rows.map((r) => `"${r.tablename}"`).join(", ");
  if (names) await handle.db.execute(sql.raw(`truncate ${names} restart identity cascade`));
  rmSync(path.join(dataDir, "outbox"), { recursive: true, force: true });
});

afterAll(async () => {
  await settled();
  setDatabase(undefined);
  await handle?.close();
  rmSync(dataDir, { recursive: true, force: true });
});
