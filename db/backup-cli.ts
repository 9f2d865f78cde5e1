// Backup and restore of the embedded database (PGlite in DATA_DIR/pglite), with the server stopped:
//   npm run -s db:backup -- FILE      writes the whole data folder as one gzipped tarball
//   npm run -s db:restore -- FILE     replaces the data folder with the backup; the one replaced is kept beside it
// PostgreSQL (DATABASE_URL) is backed up with pg_dump / pg_restore instead (docs/backups.md).
import { existsSync, renameSync, rmSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { lockPgliteFolder } from "../app/server/db.server";
import { getEnv } from "../app/server/env.server";

const [command, file, ...extra] = process.argv.slice(2);
if (!file || extra.length > 0 || (command !== "backup" && command !== "restore")) {
  console.error("usage: db:backup -- FILE | db:restore -- FILE");
  process.exit(2);
}

const env = getEnv();
if (env.DATABASE_URL) {
  console.error("DATABASE_URL is set: back up and restore PostgreSQL with pg_dump and pg_restore (docs/backups.md).");
  process.exit(1);
}
const dataDir = path.resolve(env.dataDir, "pglite");
const target = path.resolve(file);

try {
  // PGlite has no lock of its own: a copy taken while the server writes would be torn, and a
  // restore under a running server would be overwritten by it. Both wait for the server to stop.
  const release = lockPgliteFolder(dataDir);
  try {
    if (command === "backup") await backup();
    else await restore();
  } finally {
    release();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}

async function backup() {
  if (!existsSync(path.join(dataDir, "PG_VERSION")))
    throw new Error(`There is no embedded database in ${dataDir} to back up.`);
  const db = await PGlite.create({ dataDir });
  const tarball = await db.dumpDataDir("gzip");
  await db.close();
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, Buffer.from(await tarball.arrayBuffer()));
  console.log(`backed up ${dataDir} to ${target} (${Math.ceil(tarball.size / 1024)} KB)`);
}

async function restore() {
  if (!existsSync(target)) throw new Error(`No backup at ${target}.`);
  const bytes = await readFile(target);
  const replaced = existsSync(dataDir) ? `${dataDir}.replaced-${new Date().toISOString().replace(/[:.]/g, "-")}` : null;
  if (replaced) renameSync(dataDir, replaced);
  try {
    const db = await PGlite.create({ dataDir, loadDataDir: new Blob([bytes]) });
    // A tarball that is not a database fails here, not at the server's next start.
    await db.query("select count(*) from users");
    await db.close();
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    if (replaced) renameSync(replaced, dataDir);
    throw new Error(
      `${target} is not a backup of this database (${error instanceof Error ? error.message : String(error)}); nothing was changed.`,
    );
  }
  console.log(
    `restored ${target} into ${dataDir}${replaced ? `; the database it replaced is kept in ${replaced}` : ""}`,
  );
}
