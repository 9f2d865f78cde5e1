import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(import.meta.dirname, "app") };
const integration = (name: "pglite" | "postgres") => ({
  resolve: { alias },
  test: {
    name,
    include: ["tests/integration/**/*.test.ts"],
    setupFiles: ["tests/integration/setup.ts"],
    globalSetup: name === "postgres" ? ["tests/integration/postgres-global-setup.ts"] : [],
    env: { TEST_DB: name },
    // One PostgreSQL database for every file: one file at a time.
    fileParallelism: name === "pglite",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// unit: pure modules. pglite: loaders and actions on an in-memory PGlite per file. postgres: the
// same tests on the server in TEST_DATABASE_URL, a project only when that is set (scripts/test.sh
// runs it on its own, one file at a time).
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "app/**/*.test.tsx", "db/**/*.test.ts", "server/**/*.test.ts"],
        },
      },
      integration("pglite"),
      ...(process.env.TEST_DATABASE_URL ? [integration("postgres")] : []),
    ],
  },
});
