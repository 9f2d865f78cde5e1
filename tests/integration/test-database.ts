/** The PostgreSQL database for tests; refused unless its name says it is one. */
export function testDatabaseUrl() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set: the postgres project needs a server.");
  const name = new URL(url).pathname.replace(/^\//, "");
  if (!name.includes("test")) {
    throw new Error(`Refusing to run tests on database "${name}": its name must contain "test".`);
  }
  return url;
}
