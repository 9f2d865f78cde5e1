import { defineConfig } from "drizzle-kit";

// drizzle-kit only generates migrations from the schema here; they are applied by the app itself
// (server start-up and fly.toml's release_command), never by drizzle-kit push.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.ts",
  out: "./db/migrations",
});
