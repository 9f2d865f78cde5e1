// Once per PostgreSQL run: start from an empty schema, whatever an earlier run or branch left behind.
import postgres from "postgres";
import { testDatabaseUrl } from "./test-database";

export default async function setup() {
  const sql = postgres(testDatabaseUrl(), { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(
      "drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;",
    );
  } finally {
    await sql.end({ timeout: 5 });
  }
}
