// Where the end-to-end server lives; shared by playwright.config.ts and the helpers.
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Relative to the repository root: the web server's cwd. Wiped at every run. */
export const E2E_DATA_DIR = "test-data/e2e";
export const OUTBOX_DIR = path.join(ROOT_DIR, E2E_DATA_DIR, "outbox");
/** The OpenAI-compatible stand-in (tests/fixtures/ai-server.ts) the app's Explain with AI talks to. */
export const AI_STANDIN_PORT = Number(process.env.AI_STANDIN_PORT ?? 3199);
