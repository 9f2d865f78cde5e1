import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(import.meta.dirname, "app") };
/**
 * The workers' heaps may grow to four times what was live before a full collection (V8's default for a
 * small heap is about one and a half): the imports and renders the tests run make tens of megabytes of
 * ArrayBuffers an image, which V8 counts against that allowance, so by default it marked the whole heap
 * over and over (docs/decisions/095-a-bank-import-process-lets-its-heap-grow.md). Two whole runs of
 * Vitest, alternating: 302 → 275 and 321 → 308 s of CPU.
 */
const execArgv = ["--heap-growing-percent=300"];
const integration = (name: "pglite" | "postgres") => ({
  resolve: { alias },
  test: {
    name,
    include: ["tests/integration/**/*.test.ts"],
    setupFiles: ["tests/count-assertions.ts", "tests/integration/setup.ts"],
    // Migrates once per run: a PGlite snapshot, or a template PostgreSQL database copied per worker.
    globalSetup: ["tests/integration/global-setup.ts"],
    env: { TEST_DB: name },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The files of a worker share its modules (decision 081): the app is imported once a worker, not
    // once a file. setup.ts gives each file its own database, data folder and settings.
    isolate: false,
    execArgv,
  },
});

// unit: pure modules. pglite: loaders and actions on an in-memory PGlite per file. postgres: the
// same tests on the server in TEST_DATABASE_URL, a database per worker, a project only when that is set.
export default defineConfig({
  test: {
    // Both cores: Vitest's default leaves one idle on a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          setupFiles: ["tests/count-assertions.ts"],
          // A file's first DICOM starts a worker that compiles the codecs (about a second alone, several
          // when both cores are busy): the default 5 s is too short for that test.
          testTimeout: 20_000,
          // The files of a worker share their imports (decision 081); a file that changes settings restores them.
          isolate: false,
          execArgv,
          include: [
            "app/**/*.test.ts",
            "app/**/*.test.tsx",
            "db/**/*.test.ts",
            "server/**/*.test.ts",
            "tests/unit/**/*.test.ts",
          ],
        },
      },
      integration("pglite"),
      ...(process.env.TEST_DATABASE_URL ? [integration("postgres")] : []),
    ],
  },
});
