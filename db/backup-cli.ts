// Backup and restore of the embedded database (PGlite in DATA_DIR/pglite), with the server stopped:
//   npm run -s db:backup -- FILE      writes the whole data folder as one gzipped tarball
//   npm run -s db:restore -- FILE     replaces the data folder with the backup; the one replaced is kept beside it
// PostgreSQL (DATABASE_URL) is backed up with pg_dump / pg_restore instead (docs/backups.md).
import { getEnv } from "../app/server/env.server";
import { BACKUP_USAGE, backupCommand, parseBackupArgs } from "./backup-command";

const args = process.argv.slice(2);
if (!parseBackupArgs(args)) {
  console.error(BACKUP_USAGE);
  process.exit(2);
}

const env = getEnv();
process.exitCode = await backupCommand(args, { dataDir: env.dataDir, databaseUrl: env.DATABASE_URL });
