// Real server processes on one PostgreSQL database (tests/fixtures/job-process.ts: the /auth action and
// the job runner, as a server runs them): a sign-up acknowledged by a process that is then SIGKILLed
// still gets its verification email once the process is started again, exactly once; and two processes
// running jobs side by side send each email once and run each schedule's job once a period
// (docs/decisions/062-job-queue.md). Two processes cannot share a PGlite: PostgreSQL only.
import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { eq, like } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { startResendStandIn } from "../fixtures/resend-server";
import { getDb } from "~/server/db.server";
import { SCHEDULES } from "~/server/job-runner.server";
import { enqueue } from "~/server/jobs.server";
import { testDatabaseUrl } from "./test-database";

const onPostgres = process.env.TEST_DB === "postgres";
const VERIFY = "Verify your email for Arrowed";

type StandIn = Awaited<ReturnType<typeof startResendStandIn>>;
type Server = { child: ChildProcess; lines: string[]; pid: number };

/** Each test starts two processes; on a busy machine each takes a few seconds to start. */
const TIMEOUT = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds, looking every 50 ms; fails with `what` after `ms`. */
async function until(what: string, check: () => boolean | Promise<boolean>, ms = 20_000) {
  const ends = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > ends) throw new Error(`Gave up waiting: ${what}`);
    await sleep(50);
  }
}

describe.runIf(onPostgres)(
  "server processes sharing PostgreSQL (run in the postgres project, which needs TEST_DATABASE_URL)",
  () => {
    let standIn: StandIn;
    const servers: Server[] = [];

    /** A server process on this file's database; its emails go to the stand-in. */
    async function startServer(...args: string[]) {
      const child = spawn(process.execPath, ["--import", "tsx", "tests/fixtures/job-process.ts", ...args], {
        env: {
          ...process.env,
          DATABASE_URL: testDatabaseUrl(),
          RESEND_API_KEY: "re_test_key",
          RESEND_BASE_URL: standIn.baseUrl,
          JOBS_POLL_MS: "100",
        },
        stdio: ["ignore", "pipe", "inherit"],
      });
      const server: Server = { child, lines: [], pid: child.pid! };
      createInterface({ input: child.stdout! }).on("line", (line) => server.lines.push(line));
      servers.push(server);
      await until(
        "the process to start",
        () => server.lines.includes("running jobs") || server.lines.some((l) => l.startsWith("acknowledged")),
      );
      return server;
    }

    const kill = (server: Server) =>
      new Promise<void>((resolve) => {
        if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
        server.child.once("exit", () => resolve());
        server.child.kill("SIGKILL");
      });

    const signUpJob = async () => (await getDb().select().from(s.jobs).where(eq(s.jobs.kind, "email.signup")))[0];
    const deliveredTo = (email: string) => [...standIn.delivered.values()].filter((e) => e.to === email);

    beforeAll(async () => {
      standIn = await startResendStandIn();
    });
    afterEach(async () => {
      await Promise.all(servers.splice(0).map(kill));
      standIn.setMode("up");
    });
    afterAll(async () => {
      await standIn.close();
    }, TIMEOUT);

    it(
      "sends the verification email of a sign-up acknowledged just before the process was killed, once, after a restart",
      async () => {
        // Killed right after answering, before its runner took the job.
        const first = await startServer("--sign-up", "killed@example.com", "--no-runner");
        expect(first.lines).toContain("acknowledged 302");
        await kill(first);
        expect(await signUpJob()).toMatchObject({ status: "pending", attempts: 0 });
        expect(standIn.requests.filter((r) => r.to === "killed@example.com")).toHaveLength(0);

        await startServer();
        await until("the job to be done", async () => (await signUpJob())?.status === "done");
        expect(
          deliveredTo("killed@example.com")
            .map((e) => e.subject)
            .sort(),
        ).toEqual([VERIFY, "Welcome to Arrowed"]);
        expect(standIn.requests.filter((r) => r.to === "killed@example.com" && r.subject === VERIFY)).toHaveLength(1);
      },
      TIMEOUT,
    );

    it(
      "sends it once when the process was killed while the provider was answering: another takes the job when its lease runs out",
      async () => {
        standIn.setMode("hang");
        const first = await startServer("--sign-up", "in-flight@example.com");
        await until("the verification email to reach the provider", () =>
          standIn.requests.some((r) => r.to === "in-flight@example.com"),
        );
        await kill(first);
        expect(deliveredTo("in-flight@example.com")).toHaveLength(0);
        const held = await signUpJob();
        expect(held).toMatchObject({ status: "running", attempts: 1 });
        expect(held!.lockedBy).toMatch(new RegExp(`^${first.pid}-`));

        standIn.setMode("up");
        await startServer();
        // While the dead process's lease holds, nobody takes its job.
        await sleep(1000);
        expect(await signUpJob()).toMatchObject({ status: "running", attempts: 1 });
        // Two minutes pass.
        await getDb()
          .update(s.jobs)
          .set({ lockedUntil: new Date(Date.now() - 1000) })
          .where(eq(s.jobs.id, held!.id));
        await until("the job to be done", async () => (await signUpJob())?.status === "done");
        expect(await signUpJob()).toMatchObject({ attempts: 2 });
        expect(
          deliveredTo("in-flight@example.com")
            .map((e) => e.subject)
            .sort(),
        ).toEqual([VERIFY, "Welcome to Arrowed"]);
        // Asked twice (the killed try and the retry), under one key: one email.
        const asked = standIn.requests.filter((r) => r.to === "in-flight@example.com" && r.subject === VERIFY);
        expect(asked).toHaveLength(2);
        expect(new Set(asked.map((r) => r.key)).size).toBe(1);
      },
      TIMEOUT,
    );

    it("two processes side by side send each email once and run each schedule's job once a period", async () => {
      // Each answer takes a while, so that both processes are at work on the queue.
      const slow = await startResendStandIn({ delayMs: 40 });
      const previous = standIn;
      standIn = slow;
      try {
        const [a, b] = await Promise.all([startServer(), startServer()]);
        const emails = Array.from({ length: 40 }, (_, i) => ({
          kind: "email",
          payload: { to: `pair${i}@example.com`, subject: "Hello", template: "test", html: "<p>Hi</p>", text: "Hi" },
        }));
        await enqueue(getDb(), ...emails);
        await until("every email to be sent", async () => {
          const rows = await getDb().select({ status: s.jobs.status }).from(s.jobs).where(eq(s.jobs.kind, "email"));
          return rows.length === 40 && rows.every((r) => r.status === "done");
        });
        expect(slow.requests).toHaveLength(40);
        expect(slow.delivered.size).toBe(40);
        expect(slow.doubled).toHaveLength(0);
        const ranBy = await getDb().select({ lockedBy: s.jobs.lockedBy }).from(s.jobs).where(eq(s.jobs.kind, "email"));
        const workers = new Set(ranBy.map((r) => r.lockedBy?.split("-")[0]));
        expect(workers).toEqual(new Set([String(a.pid), String(b.pid)]));

        // Both added this period's jobs at every poll; each schedule has one a period, run once (a
        // second period only if the test crossed into one).
        for (const { kind } of SCHEDULES) {
          const ofKind = () =>
            getDb()
              .select()
              .from(s.jobs)
              .where(like(s.jobs.key, `${kind}@%`));
          await until(`${kind} to run`, async () => {
            const rows = await ofKind();
            return rows.length > 0 && rows.every((r) => r.status === "done");
          });
          const rows = await ofKind();
          expect(rows.length, kind).toBeLessThanOrEqual(2);
          expect(
            rows.map((r) => [r.status, r.attempts]),
            kind,
          ).toEqual(rows.map(() => ["done", 1]));
        }
      } finally {
        await Promise.all(servers.splice(0).map(kill));
        standIn = previous;
        await slow.close();
      }
    });
  },
);
