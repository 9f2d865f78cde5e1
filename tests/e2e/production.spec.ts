// The built server started as the Dockerfile starts it: production, the embedded database on a
// volume (no DATABASE_URL), a session secret and nothing else. Demo mode must stay off.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { demoAccounts, DEMO_PASSWORD } from "../../db/seed/demo-accounts";
import { ROOT_DIR } from "./env";
import { expect, freePort, test } from "./utils";

const DOCKERFILE = {
  command: [process.execPath, "server.js"],
  env: { NODE_ENV: "production", SESSION_SECRET: "production-test-secret-0123456789-abcdef" },
};
// What `npm start` runs once it has built: nothing set but the port.
const NPM_START = { command: ["npm", "run", "-s", "serve", "--", "--local"], env: {} };

/** Stops a process group as a deployment would (SIGTERM), and waits until every process in it has gone. */
async function stopGroup(leader: number) {
  const alive = () => {
    try {
      process.kill(-leader, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!alive()) return;
  process.kill(-leader, "SIGTERM");
  for (let waited = 0; waited < 15_000 && alive(); waited += 100)
    await new Promise((resolve) => setTimeout(resolve, 100));
  if (alive()) process.kill(-leader, "SIGKILL");
}

/** Starts the built server as `how` says; stops it and removes its data afterwards. */
async function withProductionServer(
  how: { command: string[]; env: NodeJS.ProcessEnv },
  run: (api: APIRequestContext, output: () => string) => Promise<void>,
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "arrowed-production-"));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    ...how.env,
  };
  let output = "";
  const [program, ...args] = how.command;
  // A process group of its own: npm runs the server under a shell, and a signal to npm alone reaches neither.
  const server: ChildProcess = spawn(program!, args, {
    cwd: ROOT_DIR,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  server.stdout!.on("data", (chunk) => (output += chunk));
  server.stderr!.on("data", (chunk) => (output += chunk));
  const baseURL = `http://127.0.0.1:${port}`;
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    await expect
      .poll(async () => (await fetch(`${baseURL}/healthz`).catch(() => null))?.status ?? 0, {
        timeout: 90_000,
        intervals: [250],
      })
      .toBe(200);
    await run(api, () => output);
  } finally {
    await api.dispose();
    await stopGroup(server.pid!);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

test("the production image's defaults: no demo accounts, no email outbox page, no test checkout", async () => {
  test.setTimeout(120_000);
  await withProductionServer(DOCKERFILE, async (api, output) => {
    expect(output()).toContain("Arrowed is ready");
    expect(output()).not.toMatch(/demo mode/i);

    for (const account of demoAccounts) {
      const signIn = await api.post("/auth", {
        form: { intent: "signin", email: account.email, password: DEMO_PASSWORD, redirectTo: "/dashboard" },
        maxRedirects: 0,
      });
      expect(signIn.status(), `${account.email} signed in`).toBe(401);
    }

    // The probe's way in: a reset link asked for, then read from the outbox page.
    const forgot = await api.post("/auth", {
      form: { intent: "forgot", email: demoAccounts[0].email },
      maxRedirects: 0,
    });
    expect(forgot.status()).toBe(200);
    expect((await api.get("/dev/outbox", { maxRedirects: 0 })).status()).toBe(404);
    expect((await api.get("/dev/outbox/anything", { maxRedirects: 0 })).status()).toBe(404);

    expect((await api.get("/checkout/test?session=x", { maxRedirects: 0 })).status()).toBe(404);
    expect((await api.post("/checkout/test", { form: { session: "x" }, maxRedirects: 0 })).status()).toBe(404);
  });
});

test("`npm start` on a laptop: the demo accounts sign in, the outbox is open, and no secret or setting is needed", async () => {
  test.setTimeout(120_000);
  const scripts = JSON.parse(readFileSync(path.join(ROOT_DIR, "package.json"), "utf8")).scripts;
  expect(scripts.start).toBe(`npm run build && ${NPM_START.command.join(" ")}`);
  await withProductionServer(NPM_START, async (api, output) => {
    expect(output()).toContain("Arrowed is ready");
    expect(output()).not.toMatch(/DEMO MODE IS ON IN PRODUCTION/);
    const signIn = await api.post("/auth", {
      form: { intent: "signin", email: demoAccounts[0].email, password: DEMO_PASSWORD, redirectTo: "/dashboard" },
      maxRedirects: 0,
    });
    expect(signIn.status()).toBe(302);
    expect(signIn.headers()["location"]).toBe("/dashboard");
    expect((await api.get("/dev/outbox", { maxRedirects: 0 })).status()).toBe(200);
  });
});
