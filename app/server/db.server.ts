// PostgreSQL through Drizzle: postgres.js when DATABASE_URL is set, embedded PGlite in
// $DATA_DIR/pglite otherwise (docs/decisions/002-pglite-and-postgresql.md).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import * as schema from "../../db/schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  driver: "pglite" | "postgres";
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** Readies the connections before the server takes requests (nothing to do for the embedded one). */
  warm: () => Promise<void>;
};

export const migrationsFolder = () =>
  path.resolve(process.env.MIGRATIONS_DIR ?? path.join(process.cwd(), "db", "migrations"));

export function connectPostgres(url: string, options: { max?: number } = {}): DatabaseHandle {
  const max = options.max ?? 10;
  const client = postgres(url, {
    max,
    onnotice: () => {},
    connection: { application_name: "arrowed" },
  });
  const db = drizzlePostgres(preparing(client), { schema, casing: undefined });
  return {
    db: db as unknown as Database,
    driver: "postgres",
    migrate: () => migratePostgres(db, { migrationsFolder: migrationsFolder() }),
    close: () => client.end({ timeout: 5 }),
    warm: () => warmConnections(client, max),
  };
}

/**
 * Opens every connection of the pool and has each backend read the descriptions of the tables and
 * their indexes. Otherwise the first requests of a new process each wait for a connection to open and
 * for its backend's first look at every table it touches: in bench:load, requests of the first two
 * seconds took up to 0.7 s.
 */
async function warmConnections(client: postgres.Sql, max: number) {
  const tables = await client<{ name: string }[]>`
    select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'`;
  const connections = await Promise.all(Array.from({ length: max }, () => client.reserve()));
  await Promise.all(
    connections.map(async (connection) => {
      try {
        await Promise.all(tables.map(({ name }) => connection`select 1 from ${connection(name)} limit 0`));
      } finally {
        connection.release();
      }
    }),
  );
}

type PostgresClient = postgres.Sql | postgres.TransactionSql;

/**
 * Every query with parameters is prepared once per connection and then only bound and run: PostgreSQL
 * skips parsing and planning it again (docs/decisions/037-prepared-statements-and-warm-start.md). Drizzle sends its
 * queries through `unsafe()`, which postgres.js leaves unprepared, so the client (and every transaction
 * it begins) asks for preparation. A statement whose table changed under it is prepared again by
 * postgres.js.
 */
function preparing<Client extends PostgresClient>(client: Client): Client {
  return new Proxy(client, {
    get(target, key) {
      if (key === "unsafe")
        return (query: string, params?: unknown[], options?: postgres.UnsafeQueryOptions) =>
          target.unsafe(query, params as postgres.ParameterOrJSON<never>[], { ...options, prepare: true });
      if (key === "begin" || key === "savepoint")
        return (...args: unknown[]) => {
          const work = args.pop() as (tx: postgres.TransactionSql) => unknown;
          const method = Reflect.get(target, key) as (...a: unknown[]) => unknown;
          return method.call(target, ...args, (tx: postgres.TransactionSql) => work(preparing(tx)));
        };
      return Reflect.get(target, key);
    },
  });
}

/**
 * PGlite has no lock of its own: two processes on one data folder silently lose writes. The server
 * holds a lock file for as long as it has the folder open, and a second opener is refused. A new
 * database may start from a snapshot (PGlite's dumpDataDir, a migrated one in tests) instead of initdb.
 */
export async function connectPglite(dataDir?: string, options: { snapshot?: Blob } = {}): Promise<DatabaseHandle> {
  // Loaded only here: a server on PostgreSQL never holds the embedded database's code (about 50 MB).
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  const release = dataDir ? lockPgliteFolder(dataDir) : undefined;
  const client = await PGlite.create(
    dataDir
      ? {
          dataDir,
          loadDataDir: startingCluster(dataDir, options.snapshot),
          startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
        }
      : { loadDataDir: options.snapshot },
  );
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    driver: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    close: async () => {
      await client.close();
      release?.();
    },
    warm: async () => {},
  };
}

/**
 * A fresh data folder starts from the snapshot given, or else from the empty cluster the build wrote
 * (scripts/pglite-template.mjs): PGlite's own initdb, run in this process, would raise the first start's
 * peak memory by about 500 MB. Without either (a run from source) PGlite runs initdb as before.
 */
function startingCluster(dataDir: string, snapshot: Blob | undefined) {
  if (existsSync(path.join(dataDir, "PG_VERSION"))) return undefined;
  if (snapshot) return snapshot;
  const template = path.join(process.cwd(), "build", "pglite-template.tar.gz");
  return existsSync(template) ? new Blob([readFileSync(template)]) : undefined;
}

/** The lock of an embedded data folder, for a command that works on its files (backup, restore). */
export function lockPgliteFolder(dataDir: string) {
  const lockFile = `${dataDir}.lock`;
  mkdirSync(path.dirname(dataDir), { recursive: true });
  takeLock(lockFile);
  return () => rmSync(lockFile, { force: true });
}

function takeLock(lockFile: string) {
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, "utf8").trim());
    if (pid && pid !== process.pid && isRunning(pid)) {
      throw new Error(
        `The embedded database ${path.dirname(lockFile)} is open in process ${pid} (the running server?). ` +
          "Stop it first: PGlite cannot be shared between processes.",
      );
    }
  }
  writeFileSync(lockFile, String(process.pid));
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export async function openDatabase(settings: { databaseUrl?: string; dataDir: string }) {
  return settings.databaseUrl
    ? connectPostgres(settings.databaseUrl)
    : connectPglite(path.join(settings.dataDir, "pglite"));
}

// The process-wide handle: opened once by the server (or a test's setup) and used by every loader.
const globalForDb = globalThis as typeof globalThis & { __arrowedDb?: DatabaseHandle };

export function setDatabase(handle: DatabaseHandle | undefined) {
  globalForDb.__arrowedDb = handle;
}

export function getDatabaseHandle(): DatabaseHandle {
  const handle = globalForDb.__arrowedDb;
  if (!handle) throw new Error("The database is not open yet.");
  return handle;
}

export function getDb(): Database {
  return getDatabaseHandle().db;
}

/**
 * A query made on most requests, built once per database instead of on every call (building the SQL
 * was a tenth of the server's CPU; decision 040): drizzle's prepared query, its values given as
 * `sql.placeholder`s when it runs. Outside transactions only, as it belongs to the database it was built on.
 */
export function preparedQuery<Query>(build: (db: Database) => Query): () => Query {
  const built = new WeakMap<Database, Query>();
  return () => {
    const db = getDb();
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}

/** `preparedQuery` for a query whose shape depends on one of a few values (a plan, a pool): one built query per value. */
export function preparedQueries<Key extends string, Query>(
  build: (db: Database, key: Key) => Query,
): (key: Key) => Query {
  const built = new WeakMap<Database, Map<Key, Query>>();
  return (key) => {
    const db = getDb();
    let byKey = built.get(db);
    if (!byKey) built.set(db, (byKey = new Map()));
    let query = byKey.get(key);
    if (!query) byKey.set(key, (query = build(db, key)));
    return query;
  };
}

export async function ping(db: Database = getDb()) {
  await db.execute(sql`select 1`);
}

export { schema };

// ── The database out of reach (a restart, a failover) ────────────────────────────────────────

const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  "57P01", // admin_shutdown: the server is restarting
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: still starting
  "08000",
  "08001",
  "08003",
  "08006",
]);

/** Did this fail because the database could not be reached (rather than a bug or bad data)? */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && UNREACHABLE_CODES.has(code)) return true;
  }
  return false;
}

type RequestScope = { unreachable: boolean; shared: Map<string, Promise<unknown>> };

/**
 * Per request: whether any of its loaders or actions found the database out of reach, and the work its
 * loaders share (oncePerRequest). Kept by the request itself, which React Router hands unchanged to
 * every loader and action and to handleError (docs/decisions/098-a-request-scope-without-async-hooks.md):
 * an AsyncLocalStorage would cost every promise of every request a hook.
 */
const requestScopes = new WeakMap<Request, RequestScope>();

export function withDatabaseWatch<T>(request: Request, work: () => Promise<T>) {
  const scope: RequestScope = { unreachable: false, shared: new Map() };
  requestScopes.set(request, scope);
  return work().then((result) => ({ result, unreachable: scope.unreachable }));
}

/**
 * Work that a request's loaders all need done first, done once for the request: the loaders running
 * together share it. Outside a watched request (a script, a test) it simply runs.
 */
export function oncePerRequest<T>(request: Request, key: string, work: () => Promise<T>): Promise<T> {
  const shared = requestScopes.get(request)?.shared;
  return shared ? sharedIn(shared, key, work) : work();
}

/** The work running under `key` in `running`, started there if none is. */
function sharedIn<T>(running: Map<string, Promise<unknown>>, key: string, work: () => Promise<T>): Promise<T> {
  let started = running.get(key) as Promise<T> | undefined;
  if (!started) running.set(key, (started = work()));
  return started;
}

/**
 * Work asked for at once by several callers (the loaders of a request resuming together, or readers
 * started side by side) done once. Only a caller already running, or queued to run, when the work began
 * may join it, so whatever a joining caller wrote and awaited had finished before the work's first read.
 */
const askedNow = new Map<string, Promise<unknown>>();
export function oncePerTick<T>(key: string, work: () => Promise<T>): Promise<T> {
  if (!askedNow.has(key)) queueMicrotask(() => askedNow.delete(key));
  return sharedIn(askedNow, key, work);
}

/** Called with every error a loader or action threw (entry.server.tsx handleError). */
export function noteRequestError(error: unknown, request: Request) {
  const scope = requestScopes.get(request);
  if (scope && isDatabaseUnreachable(error)) scope.unreachable = true;
}
