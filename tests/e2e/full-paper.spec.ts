// A full paper, 100 questions, runs the exam's 90 minutes. It needs a bank of 100 questions in one mock,
// which would take every starter question out of the practice pools that other specs use: so it runs on
// a server of its own, seeded from a copy of the starter bank with eleven more questions and a paper
// holding all of them.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEMO_PASSWORD } from "../../db/seed/demo-accounts";
import { ROOT_DIR } from "./env";
import { expect, freePort, hydrated, signIn, test } from "./utils";

const PAPER = "Full Paper";

/** The starter bank, eleven more questions (copies of the first ones under new codes), all 100 in one paper. */
function fullPaperBank(dir: string) {
  cpSync(path.join(ROOT_DIR, "db", "seed", "starter-bank"), dir, { recursive: true });
  const lines = readFileSync(path.join(dir, "bank.jsonl"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { code: string; mocks?: { name: string; position: number }[] });
  const extra = lines.slice(0, 100 - lines.length).map((line, i) => ({
    ...line,
    code: `FULL-${String(i + 1).padStart(3, "0")}`,
    mocks: [],
  }));
  const all = [...lines, ...extra];
  expect(all).toHaveLength(100);
  const written = all.map((line, i) => ({ ...line, mocks: [...(line.mocks ?? []), { name: PAPER, position: i + 1 }] }));
  writeFileSync(path.join(dir, "bank.jsonl"), written.map((line) => JSON.stringify(line)).join("\n") + "\n");
}

test(
  "a 100-question paper counts down from 90 minutes and is the one called 'as in the exam'",
  { tag: "@js" },
  async ({ browser }) => {
    test.setTimeout(180_000);
    const work = mkdtempSync(path.join(tmpdir(), "arrowed-full-paper-"));
    const bankDir = path.join(work, "bank");
    fullPaperBank(bankDir);
    const port = await freePort();
    const baseURL = `http://127.0.0.1:${port}`;
    const server: ChildProcess = spawn(process.execPath, ["server.js"], {
      cwd: ROOT_DIR,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: path.join(work, "data"),
        APP_URL: baseURL,
        LOG_SILENT: "true",
        NODE_ENV: "production",
        DEMO_MODE: "true",
        DEMO_MODE_IN_PRODUCTION: "i-understand-anyone-can-read-every-email",
        SEED_ON_START: "true",
        STARTER_BANK_DIR: bankDir,
      },
      stdio: "ignore",
    });
    const context = await browser.newContext({ baseURL });
    try {
      await expect
        .poll(async () => (await fetch(`${baseURL}/healthz`).catch(() => null))?.status ?? 0, {
          timeout: 120_000,
          intervals: [500],
        })
        .toBe(200);
      const page = await context.newPage();

      // The seed makes the paper unpublished: the admin publishes it.
      await signIn(page, "admin@arrowed.example", DEMO_PASSWORD);
      await page.goto("/admin/mocks");
      await page.getByRole("link", { name: PAPER, exact: true }).click();
      await hydrated(page);
      await page.getByRole("button", { name: "Publish mock" }).click();
      await expect(page.getByRole("button", { name: "Unpublish mock" })).toBeVisible();
      await context.clearCookies();

      await signIn(page, "fullaccess@arrowed.example", DEMO_PASSWORD);
      await page.goto("/dashboard/mock");
      const dialog = page.getByRole("dialog", { name: "Mock Test" });
      await expect(dialog.getByText("100 questions · 90 minutes, as in the exam")).toBeVisible();
      await expect(dialog.getByText(/^10 questions · 9 minutes$/).first()).toBeVisible();
      await expect(dialog.getByText("10 questions · 9 minutes, as in the exam")).toHaveCount(0);
      await dialog.getByRole("link", { name: `Start ${PAPER}`, exact: true }).click();
      const setup = page.getByRole("dialog", { name: "Test Configuration" });
      await expect(setup.getByText(PAPER, { exact: true })).toBeVisible();
      await setup.getByRole("button", { name: "Start Test" }).click();
      await expect(page).toHaveURL(/\/question\?attempt=/);
      await hydrated(page);
      await expect(page.getByRole("timer", { name: "Time left" })).toHaveText(/^(1:30:00|1:29:[0-5]\d) left$/);
    } finally {
      await context.close();
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
      rmSync(work, { recursive: true, force: true });
    }
  },
);
