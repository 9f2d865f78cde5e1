// Backups as an operator takes them: `npm run -s db:backup -- FILE` and `db:restore -- FILE` on the
// embedded database, and docs/backups.md's pg_dump / pg_restore procedure for PostgreSQL, tried on a copy.
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { asc } from "drizzle-orm";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { backupCommand } from "../../db/backup-command";
import * as s from "../../db/schema";
import { connectPglite, getDb } from "~/server/db.server";
import { migratedSnapshot } from "../fixtures/pglite";
import { testDatabaseUrl } from "./test-database";

const exec = promisify(execFile);
const onPostgres = process.env.TEST_DB === "postgres";

/** The command in this test's process, on the data folder and database `env` names. */
async function command(env: NodeJS.ProcessEnv, ...args: string[]) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await backupCommand(
    args,
    { dataDir: env.DATA_DIR!, databaseUrl: env.DATABASE_URL },
    { log: (line) => stdout.push(line), error: (line) => stderr.push(line) },
  );
  return { code, stdout: stdout.join("\n"), stderr: stderr.join("\n") };
}

/** The script as an operator runs it: its own Node process. */
async function script(env: NodeJS.ProcessEnv, ...args: string[]) {
  try {
    const { stdout } = await exec(process.execPath, ["--import", "tsx", "db/backup-cli.ts", ...args], {
      env,
      cwd: process.cwd(),
    });
    return { code: 0, stdout: stdout.trim(), stderr: "" };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout.trim(), stderr: failed.stderr.trim() };
  }
}

/** A data folder with a migrated embedded database holding these categories. */
async function embeddedDatabase(categories: string[]) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "arrowed-backup-"));
  const handle = await connectPglite(path.join(dataDir, "pglite"), { snapshot: migratedSnapshot() });
  await handle.db.insert(s.categories).values(categories.map((name) => ({ name })));
  await handle.close();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    SESSION_SECRET: "test-secret-test-secret-test-secret-0123",
    NODE_ENV: "test",
  };
  delete env.DATABASE_URL;
  return { dataDir, env };
}

async function categoriesIn(dataDir: string) {
  const handle = await connectPglite(path.join(dataDir, "pglite"));
  try {
    return (await handle.db.select({ name: s.categories.name }).from(s.categories).orderBy(asc(s.categories.name))).map(
      (c) => c.name,
    );
  } finally {
    await handle.close();
  }
}

// The commands run in this process (db/backup-command.ts); the script itself runs once, as a process.
describe.skipIf(onPostgres)("db:backup and db:restore (embedded database)", { timeout: 120_000 }, () => {
  it("restores the database as it was at the backup: a later change is gone", async () => {
    const { dataDir, env } = await embeddedDatabase(["Thorax"]);
    const file = path.join(dataDir, "backups", "arrowed.tar.gz");
    const backedUp = await command(env, "backup", file);
    expect(backedUp.code).toBe(0);
    expect(backedUp.stdout).toMatch(/^backed up .*pglite to .*arrowed\.tar\.gz \(\d+ KB\)$/);

    const handle = await connectPglite(path.join(dataDir, "pglite"));
    await handle.db.insert(s.categories).values({ name: "Spine" });
    await handle.close();
    expect(await categoriesIn(dataDir)).toEqual(["Spine", "Thorax"]);

    const restored = await command(env, "restore", file);
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/the database it replaced is kept in .*pglite\.replaced-/);
    expect(await categoriesIn(dataDir)).toEqual(["Thorax"]);
    // The replaced database is still there, with the change, should the restore have been a mistake.
    expect(readdirSync(dataDir).filter((name) => name.startsWith("pglite.replaced-"))).toHaveLength(1);
  });

  it("refuses both while a server holds the data folder, and changes nothing", async () => {
    const { dataDir, env } = await embeddedDatabase(["Thorax"]);
    const file = path.join(dataDir, "arrowed.tar.gz");
    expect((await command(env, "backup", file)).code).toBe(0);
    // The server's lock: Vitest's main process, alive beside this one, stands in for the running server.
    writeFileSync(path.join(dataDir, "pglite.lock"), String(process.ppid));
    for (const action of ["backup", "restore"]) {
      const refused = await command(env, action, action === "backup" ? path.join(dataDir, "second.tar.gz") : file);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/is open in process \d+ \(the running server\?\)\. Stop it first/);
    }
    expect(existsSync(path.join(dataDir, "second.tar.gz"))).toBe(false);
    expect(readdirSync(dataDir).filter((name) => name.startsWith("pglite.replaced-"))).toEqual([]);
  });

  it("refuses a file that is not a backup and keeps the database as it was", async () => {
    const { dataDir, env } = await embeddedDatabase(["Thorax"]);
    const bogus = path.join(dataDir, "notes.tar.gz");
    writeFileSync(bogus, "not a tarball");
    const refused = await command(env, "restore", bogus);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/is not a backup of this database .*nothing was changed\.$/);
    expect(await categoriesIn(dataDir)).toEqual(["Thorax"]);
    expect((await command(env, "restore", path.join(dataDir, "missing.tar.gz"))).stderr).toMatch(/^No backup at /);
  });

  it("points PostgreSQL users to pg_dump, run as the script itself", async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "arrowed-backup-")),
      NODE_ENV: "test",
    };
    const refused = await script(
      { ...env, DATABASE_URL: "postgres://postgres@127.0.0.1:5432/anything" },
      "backup",
      "x.tar.gz",
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("back up and restore PostgreSQL with pg_dump and pg_restore");
  });
});

const hasPgTools = ["pg_dump", "pg_restore"].every((tool) =>
  process.env.PATH?.split(":").some((dir) => existsSync(path.join(dir, tool))),
);
if (onPostgres && !hasPgTools)
  console.warn("backup.test.ts: pg_dump / pg_restore not installed, the PostgreSQL procedure is not tried");

describe.skipIf(!onPostgres || !hasPgTools)(
  "docs/backups.md's PostgreSQL backup, tried on a copy",
  { timeout: 120_000 },
  () => {
    it("pg_dump of the database, pg_restore into a new one: the same rows", async () => {
      const db = getDb();
      await db.insert(s.categories).values([{ name: "Thorax" }, { name: "Spine" }]);
      await db.insert(s.auditEvents).values({
        action: "sitting.added",
        subjectType: "sitting",
        summary: "Mar 2027 added",
        details: { after: { label: "Mar 2027" } },
      });

      const source = testDatabaseUrl();
      const copyName = `${new URL(source).pathname.slice(1)}_restored`;
      const copyUrl = Object.assign(new URL(source), { pathname: `/${copyName}` }).toString();
      const file = path.join(mkdtempSync(path.join(tmpdir(), "arrowed-pgdump-")), "arrowed.dump");
      const admin = postgres(source, { max: 1, onnotice: () => {} });
      try {
        await exec("pg_dump", ["--format=custom", "--no-owner", "--no-acl", `--file=${file}`, source]);
        await admin.unsafe(`drop database if exists "${copyName}"`);
        await admin.unsafe(`create database "${copyName}"`);
        await exec("pg_restore", ["--no-owner", "--no-acl", "--exit-on-error", `--dbname=${copyUrl}`, file]);

        const copy = postgres(copyUrl, { max: 1, onnotice: () => {} });
        try {
          expect((await copy`select name from categories order by name`).map((r) => r.name)).toEqual([
            "Spine",
            "Thorax",
          ]);
          expect((await copy`select summary, details from audit_events`).map((r) => ({ ...r }))).toEqual([
            { summary: "Mar 2027 added", details: { after: { label: "Mar 2027" } } },
          ]);
          // The migrations came along: the server starts on the copy with nothing to apply.
          const [applied] = await copy`select count(*)::int as n from drizzle.__drizzle_migrations`;
          const [original] = await admin`select count(*)::int as n from drizzle.__drizzle_migrations`;
          expect(applied!.n).toBe(original!.n);
        } finally {
          await copy.end({ timeout: 5 });
        }
      } finally {
        await admin.unsafe(`drop database if exists "${copyName}"`);
        await admin.end({ timeout: 5 });
      }
    });
  },
);
