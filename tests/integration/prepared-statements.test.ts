// On PostgreSQL every query with parameters is prepared once per connection, in transactions too
// (docs/decisions/037-prepared-statements-and-warm-start.md); PGlite runs in the process and has nothing to gain.
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { connectPostgres, schema } from "~/server/db.server";
import { testDatabaseUrl } from "./test-database";

const onPostgres = process.env.TEST_DB === "postgres";

describe.runIf(onPostgres)("queries on PostgreSQL", () => {
  // One connection, so that the statements prepared are the ones the next query sees.
  const handle = onPostgres ? connectPostgres(testDatabaseUrl(), { max: 1 }) : undefined;
  afterAll(() => handle?.close());

  // On postgres.js a query's result is its rows.
  const rows = async <Row>(query: ReturnType<typeof sql>, db = handle!.db) =>
    (await db.execute(query)) as unknown as Row[];
  const prepared = () =>
    rows<{ statement: string }>(
      sql`select statement from pg_prepared_statements where statement like '%"users"."email" = $1%'`,
    );

  it("are prepared once and then run again from the prepared statement", async () => {
    const byEmail = (email: string) =>
      handle!.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
    await byEmail("first@arrowed.test");
    await byEmail("second@arrowed.test");
    expect(await prepared()).toHaveLength(1);
  });

  it("are prepared inside a transaction too", async () => {
    await handle!.db.transaction(async (tx) => {
      await tx.select().from(schema.users).where(eq(schema.users.email, "third@arrowed.test")).limit(1);
      const inside = await rows<{ n: number }>(
        sql`select count(*)::int as n from pg_prepared_statements where statement like '%"users"."email" = $1 limit $2%'`,
        tx,
      );
      expect(inside[0]!.n).toBe(1);
    });
  });
});

describe.runIf(onPostgres)("a warm start on PostgreSQL", () => {
  it("opens every connection of the pool before the first request", async () => {
    const handle = connectPostgres(testDatabaseUrl(), { max: 3 });
    const other = connectPostgres(testDatabaseUrl(), { max: 1 });
    try {
      // The backends of this database other than the one asking.
      const backends = async () =>
        (
          (await other.db.execute(
            sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
          )) as unknown as { n: number }[]
        )[0]!.n;
      const before = await backends();
      await handle.warm();
      expect(await backends()).toBe(before + 3);
    } finally {
      await Promise.all([handle.close(), other.close()]);
    }
  });
});
