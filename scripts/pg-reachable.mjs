// Exits 0 when the PostgreSQL server in the given URL answers `select 1` within 5 seconds.
import postgres from "postgres";

const sql = postgres(process.argv[2], { max: 1, connect_timeout: 5, onnotice: () => {} });
try {
  await sql`select 1`;
  process.exitCode = 0;
} catch (error) {
  console.error(`PostgreSQL did not answer: ${error.message}`);
  process.exitCode = 1;
} finally {
  await sql.end({ timeout: 1 });
}
