/** TEST_DATABASE_URL, refused unless its database's name says it is one for tests. */
export function baseDatabaseUrl() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set: the postgres project needs a server.");
  const name = databaseName(url);
  if (!name.includes("test")) {
    throw new Error(`Refusing to run tests on database "${name}": its name must contain "test".`);
  }
  return url;
}

/**
 * The PostgreSQL database a test file runs on: in the postgres project its worker's own copy of the
 * migrated template (global-setup.ts), so that files run side by side; elsewhere TEST_DATABASE_URL.
 */
export function testDatabaseUrl() {
  const base = baseDatabaseUrl();
  const worker = process.env.TEST_DB === "postgres" ? process.env.VITEST_POOL_ID : undefined;
  return worker ? withDatabase(base, workerDatabaseName(base, Number(worker))) : base;
}

const databaseName = (url: string) => new URL(url).pathname.replace(/^\//, "");

/** The migrated database the workers' copies are made from. */
export const templateDatabaseName = (base: string) => `${databaseName(base)}_template`;

/** Worker n's copy (Vitest numbers its workers from 1). */
export const workerDatabaseName = (base: string, worker: number) => `${databaseName(base)}_w${worker}`;

/** The same server and user, another database. */
export function withDatabase(url: string, name: string) {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}
