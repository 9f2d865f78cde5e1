// Admin: the job queue (docs/decisions/062-job-queue.md). What waits, what runs (a re-mark's progress),
// what failed and why; a failed or waiting job can be run again now or discarded, each recorded in
// the audit trail.
import { Form, useLoaderData } from "react-router";
import { jobDecisionSchema } from "~/domain/admin-forms";
import { AdminNav } from "~/components/admin/admin-nav";
import { MemberPage } from "~/components/shell/page";
import { Button } from "~/components/ui/button";
import { formatDate, formatTime } from "~/domain/format";
import { recordAudit } from "~/server/audit.server";
import { requireAdmin } from "~/server/auth.server";
import { getDb } from "~/server/db.server";
import { parseForm, plainRefusal, refuse, refuseWith } from "~/server/forms.server";
import { discardJob, jobCounts, listJobs, retryJob, type JobRow } from "~/server/jobs.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/admin.jobs";

export const meta: Route.MetaFunction = () => [{ title: "Jobs | Arrowed" }, { name: "robots", content: "noindex" }];

const when = (date: Date) => `${formatDate(date)}, ${formatTime(date)}`;

/** What the page shows of a job: never an email's address or words. */
function shown(job: JobRow) {
  const progress = job.progress as { answers?: number; total?: number } | null;
  return {
    id: job.id,
    kind: job.kind,
    what: typeof job.payload.template === "string" ? job.payload.template : (job.key ?? ""),
    attempts: `${job.attempts} of ${job.maxAttempts}`,
    runAt: when(job.runAt),
    createdAt: when(job.createdAt),
    error: job.lastError,
    progress:
      progress?.total !== undefined
        ? `${(progress.answers ?? 0).toLocaleString("en-GB")} of ${progress.total.toLocaleString("en-GB")} answers re-marked`
        : null,
  };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [counts, pending, running, failed] = await Promise.all([
    jobCounts(),
    listJobs("pending"),
    listJobs("running"),
    listJobs("failed"),
  ]);
  return {
    counts: {
      pending: counts.pending ?? 0,
      running: counts.running ?? 0,
      failed: counts.failed ?? 0,
      done: counts.done ?? 0,
    },
    pending: pending.map(shown),
    running: running.map(shown),
    failed: failed.map(shown),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const parsed = await parseForm(request, jobDecisionSchema);
  if (!parsed.ok) return refuse(plainRefusal("That job could not be found."));
  const { intent, jobId } = parsed.value;
  const done = await getDb().transaction(async (db) => {
    const job = intent === "retry" ? await retryJob(db, jobId) : await discardJob(db, jobId);
    if (job)
      await recordAudit(db, {
        actorId: admin.id,
        action: `job.${intent === "retry" ? "retried" : "discarded"}`,
        subjectType: "job",
        subjectId: job.id,
        summary: `${job.kind} job ${intent === "retry" ? "run again" : "discarded"}`,
      });
    return job;
  });
  if (!done) return refuseWith(parsed.submission, "That job is running or finished, so it cannot be changed now.", 409);
  return redirectWithToast("/admin/jobs", {
    title: intent === "retry" ? "Job queued again" : "Job discarded",
    description: `The ${done.kind} job ${intent === "retry" ? "runs again shortly" : "will not run"}.`,
  });
}

type Shown = ReturnType<typeof shown>;

function JobList({ title, jobs, actions }: { title: string; jobs: Shown[]; actions: boolean }) {
  const id = `jobs-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {jobs.length === 0 ? (
        <p className="mt-2 text-muted">None.</p>
      ) : (
        <ul className="mt-3 divide-y divide-border rounded-2xl border border-border bg-surface">
          {jobs.map((job) => (
            <li key={job.id} className="flex flex-wrap items-start justify-between gap-3 px-4 py-3 text-sm">
              <div className="min-w-0">
                <span className="font-medium">{job.kind}</span>{" "}
                {job.what ? <span className="text-muted">· {job.what}</span> : null}
                <span className="block text-muted">
                  Added {job.createdAt} · next run {job.runAt} · attempt {job.attempts}
                </span>
                {job.progress ? <span className="block">{job.progress}</span> : null}
                {job.error ? <span className="block break-words text-danger">Error: {job.error}</span> : null}
              </div>
              {actions ? (
                <div className="flex gap-2">
                  <Form method="post">
                    <input type="hidden" name="jobId" value={job.id} />
                    <Button type="submit" name="intent" value="retry" variant="secondary">
                      Retry now
                    </Button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="jobId" value={job.id} />
                    <Button type="submit" name="intent" value="discard" variant="danger">
                      Discard
                    </Button>
                  </Form>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function AdminJobs() {
  const { counts, pending, running, failed } = useLoaderData<typeof loader>();
  return (
    <MemberPage>
      <AdminNav current="/admin/jobs" />
      <h1 className="text-3xl font-bold tracking-tight">Jobs</h1>
      <p className="mt-1 text-muted">
        Emails, re-marks, nudges and scheduled refreshes. {counts.pending} waiting, {counts.running} running,{" "}
        {counts.failed} failed, {counts.done} done in the last 15 days.
      </p>
      <JobList title="Failed" jobs={failed} actions />
      <JobList title="Running" jobs={running} actions={false} />
      <JobList title="Waiting" jobs={pending} actions />
    </MemberPage>
  );
}
