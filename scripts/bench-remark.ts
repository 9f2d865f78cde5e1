// npm run bench:remark: a key change on a question with many stored answers (100,000 by default), on
// PostgreSQL when DATABASE_URL names one (a fresh database: its tables are filled), else a temporary PGlite.
// Prints how long the key change's transaction takes (the answer is added to the key and the re-mark
// queued), then runs the re-mark job batch by batch while answers to another question keep being saved,
// and prints the batches, the slowest save meanwhile, and "N re-marked answers expected, N done".
//
//   npm run bench:remark -- [--answers 100000]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { and, eq, sql } from "drizzle-orm";
import * as s from "../db/schema";
import { makeBank } from "../tests/fixtures/bank";
import { connectPglite, connectPostgres, setDatabase, type Database } from "../app/server/db.server";
import { runDueJobs } from "../app/server/job-runner.server";
import { remarkNowOrLater } from "../app/server/remark.server";

const argv = process.argv.slice(2);
const ANSWERS = argv.includes("--answers") ? Number(argv[argv.indexOf("--answers") + 1]) : 100_000;
const dataDir = mkdtempSync(path.join(tmpdir(), "arrowed-bench-remark-"));
Object.assign(process.env, {
  DATA_DIR: dataDir,
  LOG_SILENT: "true",
  SESSION_SECRET: "bench-secret-bench-secret-bench-secret-0",
});

const handle = process.env.DATABASE_URL ? connectPostgres(process.env.DATABASE_URL, { max: 4 }) : await connectPglite();
await handle.migrate();
setDatabase(handle);
const db = handle.db;

const bank = await makeBank();
const [question, other] = bank.questions;
const [user] = await db
  .insert(s.users)
  .values({ email: `bench-${Date.now()}@example.com`, passwordHash: "x", emailVerifiedAt: new Date() })
  .returning({ id: s.users.id });
console.log(`Filling ${ANSWERS.toLocaleString("en-GB")} stored answers of "spleen" (database: ${handle.driver})…`);
for (let done = 0; done < ANSWERS; done += 20_000) {
  const n = Math.min(20_000, ANSWERS - done);
  await db.execute(sql`
    with made as (
      insert into ${s.attempts} (user_id, type, pool, total_questions, submitted_at)
      select ${user!.id}, 'practice', 'all', 2, now() from generate_series(1, ${n}) returning id
    )
    insert into ${s.attemptQuestions} (attempt_id, question_id, display_order, user_answer, marks_earned, is_correct, answered_at)
    select id, ${question!.id}, 1, 'spleen', 0, false, now() from made`);
}
await db.execute(sql`analyze`);

// The key change, as accepting a dispute makes it: the answer joins the key, the re-mark is queued.
let started = performance.now();
const queued = await db.transaction(async (tx) => {
  await tx.insert(s.answers).values({ questionId: question!.id, answerText: "spleen", marks: 2, orderIndex: 9 });
  return remarkNowOrLater(question!.id, tx as unknown as Database);
});
const keyChangeMs = performance.now() - started;
console.log(
  `Key change committed in ${keyChangeMs.toFixed(0)} ms; ${queued.queued.toLocaleString("en-GB")} answers queued to re-mark.`,
);

// Meanwhile a trainee keeps saving answers to another question.
const [busyAttempt] = await db
  .insert(s.attempts)
  .values({ userId: user!.id, type: "practice", pool: "all", totalQuestions: 2 })
  .returning({ id: s.attempts.id });
await db.insert(s.attemptQuestions).values({
  attemptId: busyAttempt!.id,
  questionId: other!.id,
  displayOrder: 2,
  userAnswer: "",
  answeredAt: new Date(),
});
let remarking = true;
const saves: number[] = [];
const saving = (async () => {
  for (let i = 0; remarking; i++) {
    const t = performance.now();
    await db
      .update(s.attemptQuestions)
      .set({ userAnswer: `answer ${i}`, answeredAt: new Date() })
      .where(and(eq(s.attemptQuestions.attemptId, busyAttempt!.id), eq(s.attemptQuestions.questionId, other!.id)));
    saves.push(performance.now() - t);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
})();

started = performance.now();
await runDueJobs({ kinds: ["remark"] });
const remarkMs = performance.now() - started;
remarking = false;
await saving;

const [job] = await db.select().from(s.jobs).where(eq(s.jobs.kind, "remark"));
const progress = (job?.progress ?? {}) as { answers?: number; remarked?: number };
const [{ n: twoMarks }] = (await db
  .select({ n: sql<number>`count(*)::int` })
  .from(s.attemptQuestions)
  .where(and(eq(s.attemptQuestions.questionId, question!.id), eq(s.attemptQuestions.marksEarned, 2)))) as [
  { n: number },
];
saves.sort((a, b) => a - b);
console.log(
  `Re-mark job: ${job?.status}, ${Math.ceil(ANSWERS / 1000)} batches of 1,000 in ${(remarkMs / 1000).toFixed(1)} s ` +
    `(${(remarkMs / Math.ceil(ANSWERS / 1000)).toFixed(0)} ms a batch).`,
);
console.log(
  `Answers saved meanwhile: ${saves.length}, p50 ${saves[Math.floor(saves.length / 2)]?.toFixed(1)} ms, ` +
    `slowest ${saves.at(-1)?.toFixed(1)} ms.`,
);
console.log(
  `${ANSWERS.toLocaleString("en-GB")} re-marked answers expected, ${Number(twoMarks).toLocaleString("en-GB")} done ` +
    `(the job counted ${Number(progress.remarked ?? 0).toLocaleString("en-GB")}).`,
);
setDatabase(undefined);
await handle.close();
rmSync(dataDir, { recursive: true, force: true });
