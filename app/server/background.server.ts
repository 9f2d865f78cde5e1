// What tests and tools wait for after a request: the jobs it queued (app/server/jobs.server.ts), run
// here and now instead of by a server's runner.

/** Resolves once every job due now has run in this process (and any job those queued). */
export async function settled() {
  const { runDueJobs } = await import("./job-runner.server");
  await runDueJobs();
}
