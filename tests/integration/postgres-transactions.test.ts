// postgres.js as patched (patches/postgres+3.4.9.patch, docs/decisions/044 and 059): a transaction's
// BEGIN that fills a connection's pipeline, or leaves its socket's buffer full, still reserves that
// connection. Unpatched, such a transaction failed with UNSAFE_TRANSACTION (seen as a 500 on sign-up
// with a thousand trainees arriving), or ran its statements on connections other trainees were using.
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { testDatabaseUrl } from "./test-database";

const onPostgres = process.env.TEST_DB === "postgres";

describe.runIf(onPostgres)("transactions under a full pool on PostgreSQL", () => {
  it("keeps every transaction on its own connection while queries queue behind busy ones", async () => {
    // A pipeline of two makes the boundary that a busy server reaches at a hundred come every few queries;
    // a new pool each round meets it while its connections are still opening. postgres.js takes
    // max_pipeline though its types leave it out.
    const pipelineOfTwo = { max_pipeline: 2 } as object;
    const failures: string[] = [];
    const splitTransactions: number[] = [];
    for (let round = 0; round < 20; round++) {
      const sql = postgres(testDatabaseUrl(), { max: 3, onnotice: () => {}, ...pipelineOfTwo });
      try {
        // Sent in this order: postgres.js sends a query when it is first awaited, or on execute().
        const work: PromiseLike<unknown>[] = [];
        for (let i = 0; i < 3; i++) work.push(sql`select pg_sleep(0.05)`.execute());
        for (let i = 0; i < 6; i++) work.push(sql`select ${i}::int as n`.execute());
        for (let i = 0; i < 5; i++) {
          work.push(
            sql.begin(async (tx) => {
              const [first] = await tx`select txid_current() as id, pg_backend_pid() as pid`;
              const [second] = await tx`select txid_current() as id, pg_backend_pid() as pid`;
              if (first?.id !== second?.id || first?.pid !== second?.pid) splitTransactions.push(round);
            }),
          );
        }
        const results = await Promise.allSettled(work.map((query) => Promise.resolve(query)));
        for (const result of results) {
          if (result.status === "rejected") failures.push(String((result.reason as { code?: string }).code));
        }
      } finally {
        await sql.end({ timeout: 1 });
      }
    }
    const check = postgres(testDatabaseUrl(), { max: 1 });
    const [idle] = await check`
      select count(*)::int as open from pg_stat_activity
      where datname = current_database() and state = 'idle in transaction'`;
    await check.end({ timeout: 1 });
    expect({ failures, splitTransactions, open: idle?.open }).toEqual({ failures: [], splitTransactions: [], open: 0 });
  });
});
