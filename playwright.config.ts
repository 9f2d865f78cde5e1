import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { AI_STANDIN_PORT, BASE_URL, E2E_DATA_DIR, E2E_PORT } from "./tests/e2e/env";

// The built server must exist: the test script runs `npm run build` before Playwright; this config never builds.

/**
 * Debian's headless shell (package chromium-headless-shell) where it is installed: the same engine as
 * its chromium without the browser's own interface, which the full browser keeps running headless
 * (decision 077). Debian's chromium otherwise; CHROMIUM_PATH chooses either.
 */
const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium");

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  },
};

/** Specs with no page: their requests go to the server the same way whatever a browser would run. */
const REQUEST_ONLY = ["seo.spec.ts", "production.spec.ts"];

export default defineConfig({
  testDir: "tests/e2e",
  // A folder of its own: Playwright empties it at start, and scripts/test.sh keeps other reports in test-results/.
  outputDir: "test-results/e2e",
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    // Recording a trace of every test doubles the suite's time on 2 cores: record on a retry (CI) only.
    // For a trace of a local failure: npx playwright test --trace retain-on-failure
    trace: "on-first-retry",
  },
  // Every page in Chromium with JavaScript on and off. A test for one setting only carries the tag
  // "@js" (needs JavaScript) or "@no-js" (JavaScript off only) and is left out of the other project
  // before any of its fixtures start. Specs that send requests and open no page run once, in "http".
  projects: [
    { name: "js", testIgnore: REQUEST_ONLY, grepInvert: /@no-js\b/, use: { ...chromium, javaScriptEnabled: true } },
    { name: "no-js", testIgnore: REQUEST_ONLY, grepInvert: /@js\b/, use: { ...chromium, javaScriptEnabled: false } },
    { name: "http", testMatch: REQUEST_ONLY },
  ],
  webServer: [
    {
      // A fresh database and outbox every run; no real email provider or external database. The preload
      // lets a test's requests see a later date (tests/e2e/moved-clock.mjs); the product never loads it.
      command: `rm -rf ${E2E_DATA_DIR} && env -u RESEND_API_KEY -u DATABASE_URL node --import ./tests/e2e/moved-clock.mjs server.js`,
      url: `${BASE_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      env: {
        PORT: String(E2E_PORT),
        HOST: "127.0.0.1",
        DATA_DIR: E2E_DATA_DIR,
        APP_URL: BASE_URL,
        LOG_SILENT: "true",
        NODE_ENV: "production",
        DEMO_MODE: "true",
        // A production server in demo mode must say it knows the demo admin reads every email (README "Demo accounts").
        DEMO_MODE_IN_PRODUCTION: "i-understand-anyone-can-read-every-email",
        SEED_ON_START: "true",
        // Each test sends its own Fly-Client-IP (tests/e2e/utils.ts), so the per-address throttles count per test.
        TRUST_PROXY: "true",
        // Empty counts as unset for both (app/server/env.server.ts); `env -u` above removes them too.
        RESEND_API_KEY: "",
        DATABASE_URL: "",
        // Explain with AI talks to the stand-in below (tests/fixtures/ai-server.ts), never a real provider.
        AI_BASE_URL: `http://127.0.0.1:${AI_STANDIN_PORT}/v1`,
        AI_MODEL: "test-model",
        AI_API_KEY: "",
      },
    },
    {
      // The OpenAI-compatible stand-in (the one local development runs too), answering a fixed Markdown explanation.
      command: "node --import tsx tests/fixtures/ai-server.ts",
      url: `http://127.0.0.1:${AI_STANDIN_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { AI_STANDIN_PORT: String(AI_STANDIN_PORT) },
    },
  ],
});
