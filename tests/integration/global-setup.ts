// Once per run, before any test file: a migrated database for every file to start from, so that no
// file runs initdb or the migrations itself.
// pglite: a migrated in-memory cluster, dumped to a file each file's PGlite loads (setup.ts).
// postgres: a migrated template database, copied into one database per worker (CREATE DATABASE …
// TEMPLATE), so that files run side by side without sharing tables.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { connectPostgres, migrationsFolder } from "../../app/server/db.server";
import { baseDatabaseUrl, templateDatabaseName, withDatabase, workerDatabaseName } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** The file holding the migrated PGlite cluster (pglite project only). */
    pgliteSnapshot: string;
  }
}

export default async function setup(project: TestProject) {
  return project.name === "postgres" ? preparePostgres(project.globalConfig.maxWorkers) : preparePglite(project);
}

/**
 * The empty cluster the build writes (scripts/pglite-template.mjs), as a server start uses it: initdb is
 * most of this setup's CPU, and every worker waits for it. Without a build (or with one PGlite cannot
 * read), initdb runs here.
 */
async function emptyCluster() {
  const template = path.resolve("build", "pglite-template.tar.gz");
  if (existsSync(template)) {
    try {
      return await PGlite.create({ loadDataDir: new Blob([readFileSync(template)]) });
    } catch {}
  }
  return PGlite.create();
}

async function preparePglite(project: TestProject) {
  const client = await emptyCluster();
  await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  const snapshot = await client.dumpDataDir("none");
  await client.close();
  const dir = mkdtempSync(path.join(tmpdir(), "arrowed-pglite-"));
  const file = path.join(dir, "migrated.tar");
  writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide("pgliteSnapshot", file);
  return () => rmSync(dir, { recursive: true, force: true });
}

async function preparePostgres(workers: number) {
  const base = baseDatabaseUrl();
  const template = templateDatabaseName(base);
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  const names = Array.from({ length: workers }, (_, i) => workerDatabaseName(base, i + 1));
  try {
    // Whatever an earlier run or branch left behind goes first.
    for (const name of [template, ...names]) await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.unsafe(`create database "${template}"`);
    const handle = connectPostgres(withDatabase(base, template), { max: 1 });
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
    for (const name of names) await admin.unsafe(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  return async () => {
    const cleanup = postgres(base, { max: 1, onnotice: () => {} });
    try {
      for (const name of [template, ...names]) await cleanup.unsafe(`drop database if exists "${name}" with (force)`);
    } finally {
      await cleanup.end({ timeout: 5 });
    }
  };
}
