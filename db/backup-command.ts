// The backup commands (db/backup-cli.ts) on an embedded database's data folder: what they print, line by
// line, and their exit code. Tests call this in their own process.
import { existsSync, renameSync, rmSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { lockPgliteFolder } from "../app/server/db.server";

export const BACKUP_USAGE = "usage: db:backup -- FILE | db:restore -- FILE";

type Output = { log: (line: string) => void; error: (line: string) => void };
type Settings = { dataDir: string; databaseUrl?: string };

/** The arguments after `backup-cli.ts`, checked; undefined when they are not a command (usage, exit 2). */
export function parseBackupArgs(args: string[]) {
  const [command, file, ...extra] = args;
  if (!file || extra.length > 0 || (command !== "backup" && command !== "restore")) return undefined;
  return { command, file } as const;
}

export async function backupCommand(args: string[], settings: Settings, output: Output = console): Promise<number> {
  const parsed = parseBackupArgs(args);
  if (!parsed) {
    output.error(BACKUP_USAGE);
    return 2;
  }
  if (settings.databaseUrl) {
    output.error("DATABASE_URL is set: back up and restore PostgreSQL with pg_dump and pg_restore (docs/backups.md).");
    return 1;
  }
  const dataDir = path.resolve(settings.dataDir, "pglite");
  const target = path.resolve(parsed.file);
  try {
    // PGlite has no lock of its own: a copy taken while the server writes would be torn, and a
    // restore under a running server would be overwritten by it. Both wait for the server to stop.
    const release = lockPgliteFolder(dataDir);
    try {
      output.log(parsed.command === "backup" ? await backup(dataDir, target) : await restore(dataDir, target));
    } finally {
      release();
    }
    return 0;
  } catch (error) {
    output.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

async function backup(dataDir: string, target: string) {
  if (!existsSync(path.join(dataDir, "PG_VERSION")))
    throw new Error(`There is no embedded database in ${dataDir} to back up.`);
  const db = await PGlite.create({ dataDir });
  const tarball = await db.dumpDataDir("gzip");
  await db.close();
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, Buffer.from(await tarball.arrayBuffer()));
  return `backed up ${dataDir} to ${target} (${Math.ceil(tarball.size / 1024)} KB)`;
}

async function restore(dataDir: string, target: string) {
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
  return `restored ${target} into ${dataDir}${replaced ? `; the database it replaced is kept in ${replaced}` : ""}`;
}
