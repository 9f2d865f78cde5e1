// Shared by the command-line scripts: open the configured database, run, close.
import { openDatabase, type DatabaseHandle } from "../app/server/db.server";
import { getEnv } from "../app/server/env.server";

export async function withDatabase(run: (handle: DatabaseHandle) => Promise<void>) {
  let handle: DatabaseHandle | undefined;
  try {
    const env = getEnv();
    handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
    await handle.migrate();
    await run(handle);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await handle?.close();
  }
}
