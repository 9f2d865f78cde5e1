// Admin: the dispute queue. Trainees' disputes and the marker's doubts about an answer, grouped by
// question and answer, accepted into the key (re-marking every stored answer) or rejected with a
// reply (docs/decisions/023-dispute-queue.md).
import { AdminNav } from "~/components/admin/admin-nav";
import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { MemberPage } from "~/components/shell/page";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClass } from "~/components/ui/button";
import { TextareaField } from "~/components/ui/field";
import { LinkTabs } from "~/components/ui/tabs";
import { acceptSchema, decisionSchema, queueFilter, rejectSchema, type QueueFilter } from "~/domain/dispute-decisions";
import { requireAdmin } from "~/server/auth.server";
import { parseForm, refusal } from "~/server/forms.server";
import { typedValue, type FormRefusal } from "~/domain/form-refusal";
import {
  acceptDispute,
  disputeCounts,
  disputeQueue,
  rejectDispute,
  type QueueGroup,
} from "~/server/dispute-queue.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/admin.disputes";

export const meta: Route.MetaFunction = () => [{ title: "Disputes | Arrowed" }, { name: "robots", content: "noindex" }];

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filter = queueFilter(url.searchParams);
  const [counts, groups] = await Promise.all([disputeCounts(), disputeQueue(filter)]);
  return { filter, counts, groups };
}

type Preview = {
  marks: 1 | 2;
  reply: string;
  answer: string;
  remarked: number;
  up: number;
  down: number;
  /** Set when a job re-marks the answers in batches. */
  queued?: number;
};
/** Which dispute's form the answer is for, with the refusal or the preview of an accept. */
type ActionData = { intent: "accept" | "reject"; disputeId: string; preview: Preview | null } & (
  FormRefusal | { ok: true; result: null }
);

const marksText = (n: number) => `${n} mark${n === 1 ? "" : "s"}`;

export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const parsed = await parseForm(request, decisionSchema);
  // Which dispute's form answers, even when refused (what was sent, as the refusal keeps it).
  const sent = parsed.ok
    ? parsed.value
    : { intent: typedValue(parsed.refused, "intent"), disputeId: typedValue(parsed.refused, "disputeId") };
  const intent = sent.intent === "reject" ? "reject" : "accept";
  const disputeId = sent.disputeId;
  const refused = (refused: FormRefusal, status: number) =>
    data<ActionData>({ ...refused, intent, disputeId, preview: null }, { status });
  if (!parsed.ok) return refused(parsed.refused, 400);
  const back = `/admin/disputes${url.search}`;
  const { value: form, submission } = parsed;

  if (form.intent === "reject") {
    const outcome = await rejectDispute({ disputeId: form.disputeId, reply: form.reply, actorId: admin.id });
    if (!outcome.ok) return refused(refusal(submission, { formErrors: [outcome.message] }), outcome.status);
    return redirectWithToast(back, {
      title: "Dispute rejected",
      description: outcome.emailed
        ? `Your reply was emailed to ${outcome.emailed} trainee${outcome.emailed === 1 ? "" : "s"}.`
        : "The answer key stays as it is.",
    });
  }

  // The first submit shows what the key change would re-mark; the confirming second one applies it.
  const outcome = await acceptDispute({
    disputeId: form.disputeId,
    marks: form.marks,
    reply: form.reply ?? null,
    actorId: admin.id,
    dryRun: !form.confirm,
  });
  if (!outcome.ok) return refused(refusal(submission, { formErrors: [outcome.message] }), outcome.status);
  // More answers than one batch: a job re-marks them after the decision, its progress under Jobs.
  const effect = outcome.queued
    ? `re-marks ${outcome.queued.toLocaleString("en-GB")} stored answers in batches (progress under Jobs)`
    : `re-marks ${outcome.remarked} stored answer${outcome.remarked === 1 ? "" : "s"}: ${outcome.up} up, ${outcome.down} down`;
  if (!form.confirm)
    return data<ActionData>({
      ok: true,
      result: null,
      intent,
      disputeId,
      preview: {
        marks: form.marks,
        reply: form.reply ?? "",
        answer: outcome.answer,
        remarked: outcome.remarked,
        up: outcome.up,
        down: outcome.down,
        ...(outcome.queued ? { queued: outcome.queued } : {}),
      },
    });
  return redirectWithToast(back, {
    title: "Dispute accepted",
    description: `"${outcome.answer}" now earns ${marksText(form.marks)}; the change ${effect}.${outcome.emailed ? ` ${outcome.emailed} trainee${outcome.emailed === 1 ? "" : "s"} emailed.` : ""}`,
  });
}

const STATUS_TABS: Array<{ id: QueueFilter["status"]; label: string }> = [
  { id: "open", label: "Open" },
  { id: "resolved", label: "Resolved" },
  { id: "all", label: "All" },
];
const SOURCE_TABS: Array<{ id: QueueFilter["source"]; label: string }> = [
  { id: null, label: "Everyone" },
  { id: "trainee", label: "Trainees" },
  { id: "marker", label: "Marker" },
];

const queueUrl = (filter: QueueFilter) => {
  const params = new URLSearchParams();
  if (filter.status !== "open") params.set("status", filter.status);
  if (filter.source) params.set("source", filter.source);
  return `/admin/disputes${params.size ? `?${params}` : ""}`;
};

export default function AdminDisputes() {
  const { filter, counts, groups } = useLoaderData<typeof loader>();
  return (
    <MemberPage>
      <AdminNav current="/admin/disputes" />
      <h1 className="text-3xl font-bold tracking-tight">Disputes</h1>
      <p className="mt-1 text-muted">
        <span data-testid="open-count">{counts.open} open</span> ·{" "}
        <span data-testid="resolved-count">{counts.resolved} resolved</span>. Identical answers to a question are
        decided together; accepting one adds it to the key and re-marks every stored answer.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <LinkTabs
          label="Status"
          current={filter.status}
          tabs={STATUS_TABS.map((t) => ({
            id: t.id,
            label:
              t.id === "open"
                ? `Open (${counts.open})`
                : t.id === "resolved"
                  ? `Resolved (${counts.resolved})`
                  : t.label,
            to: queueUrl({ ...filter, status: t.id }),
          }))}
          className="sm:w-96"
        />
        <LinkTabs
          label="Raised by"
          current={filter.source ?? "everyone"}
          tabs={SOURCE_TABS.map((t) => ({
            id: t.id ?? "everyone",
            label: t.label,
            to: queueUrl({ ...filter, source: t.id }),
          }))}
          className="sm:w-96"
        />
      </div>
      {groups.length === 0 ? (
        <p className="mt-8 text-muted">{filter.status === "open" ? "No disputes are waiting." : "No disputes here."}</p>
      ) : (
        <ul className="mt-6 flex flex-col gap-4">
          {groups.map((group) => (
            <DisputeGroup key={group.id} group={group} />
          ))}
        </ul>
      )}
    </MemberPage>
  );
}

function DisputeGroup({ group }: { group: QueueGroup }) {
  const { question } = group;
  const marker = group.entries.some((e) => e.source === "marker");
  return (
    <li
      className="rounded-2xl border border-border bg-surface p-5"
      aria-labelledby={`dispute-${group.id}`}
      data-testid="dispute"
    >
      <div className="flex flex-col gap-4 sm:flex-row">
        <img
          src={question.image}
          alt={`${question.code}, the arrowed structure`}
          width={160}
          className="h-auto w-40 shrink-0 self-start rounded-lg bg-black"
        />
        <div className="min-w-0 flex-1">
          <h2 id={`dispute-${group.id}`} className="text-lg font-semibold">
            {question.code}: “{group.answer?.trim() || "(no answer)"}”
          </h2>
          <p className="text-sm text-muted">{question.stem}</p>
          <p className="mt-2 text-sm">
            <span className="text-muted">Key: </span>
            {question.key.map((row, i) => (
              <span key={row.text}>
                {i ? "; " : ""}
                {row.text} ({marksText(row.marks)})
              </span>
            ))}
          </p>
          <p className="mt-1 text-sm">
            <span className="text-muted">The key gives this answer </span>
            <strong>{marksText(group.marks)}</strong>
            {marker || group.sharedAnswers > 1 ? (
              <>
                <span className="text-muted"> · stored answers that read the same: </span>
                <strong data-testid="shared-answers">{group.sharedAnswers}</strong>
              </>
            ) : null}
          </p>
          <ul className="mt-3 flex flex-col gap-2 text-sm">
            {group.entries.map((entry) => (
              <li key={entry.id} className="rounded-lg bg-surface-2 px-3 py-2">
                <span className="font-medium">{entry.source === "marker" ? "Marker" : entry.name}</span>
                <span className="text-muted">
                  {" "}
                  · {entry.sentAt}
                  {entry.marks !== null ? ` · marked ${marksText(entry.marks)}` : ""}
                  {entry.source === "marker" ? " · could not place the answer: " : ": "}
                </span>
                <span className="whitespace-pre-wrap">{entry.message}</span>
                {entry.answer && entry.answer.trim() !== group.answer?.trim() ? (
                  <span className="block text-muted">Typed as “{entry.answer}”</span>
                ) : null}
              </li>
            ))}
          </ul>
          {group.decision ? (
            <p className="mt-3 text-sm" data-testid="decision">
              <strong>
                {group.status === "upheld" ? `Accepted at ${marksText(group.decision.awardedMarks ?? 2)}` : "Rejected"}
              </strong>
              <span className="text-muted">
                {" "}
                · {group.decision.at}
                {group.decision.by ? ` by ${group.decision.by}` : ""}
              </span>
              {group.decision.reply ? (
                <span className="block whitespace-pre-wrap">Reply: {group.decision.reply}</span>
              ) : null}
            </p>
          ) : (
            <Decide group={group} />
          )}
        </div>
      </div>
    </li>
  );
}

function Decide({ group }: { group: QueueGroup }) {
  const actionData = useActionData<typeof action>();
  const mine = actionData?.disputeId === group.id ? actionData : null;
  const preview = mine?.intent === "accept" ? mine.preview : null;
  if (preview) return <ConfirmAccept group={group} preview={preview} />;
  return (
    <div className="mt-4 grid gap-4 md:grid-cols-2">
      {group.answer?.trim() ? (
        <AcceptForm group={group} lastResult={mine?.intent === "accept" ? mine.result : null} />
      ) : null}
      <RejectForm group={group} lastResult={mine?.intent === "reject" ? mine.result : null} />
    </div>
  );
}

function AcceptForm({ group, lastResult }: { group: QueueGroup; lastResult: SubmissionResult<string[]> | null }) {
  const busy = useNavigation().formData?.get("disputeId") === group.id;
  const [form, fields] = useForm({
    id: `accept-${group.id}`,
    lastResult,
    defaultValue: { marks: "2" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: acceptSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2 rounded-xl border border-border p-4">
      <input type="hidden" name="intent" value="accept" />
      <input type="hidden" name="disputeId" value={group.id} />
      {form.errors?.length ? <Alert tone="error">{form.errors[0]}</Alert> : null}
      <fieldset>
        <legend className="text-sm font-medium">Accept this answer at</legend>
        <div className="mt-1 flex gap-4 text-sm">
          {[2, 1].map((n) => (
            <label key={n} className="flex items-center gap-2">
              <input
                type="radio"
                name={fields.marks.name}
                value={String(n)}
                defaultChecked={(fields.marks.initialValue ?? "2") === String(n)}
              />
              {marksText(n)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextareaField
        label="Reply (optional)"
        errors={fields.reply.errors}
        textareaProps={{ ...getTextareaProps(fields.reply), rows: 2 }}
      />
      <div>
        <Button type="submit" disabled={busy}>
          Accept…
        </Button>
      </div>
    </Form>
  );
}

function ConfirmAccept({ group, preview }: { group: QueueGroup; preview: Preview }) {
  const location = useLocation();
  const busy = useNavigation().formData?.get("disputeId") === group.id;
  return (
    <Form
      method="post"
      className="mt-4 flex flex-col gap-3 rounded-xl border border-primary/40 bg-primary/10 p-4"
      aria-labelledby={`confirm-${group.id}`}
    >
      <input type="hidden" name="intent" value="accept" />
      <input type="hidden" name="disputeId" value={group.id} />
      <input type="hidden" name="marks" value={String(preview.marks)} />
      <input type="hidden" name="reply" value={preview.reply} />
      <input type="hidden" name="confirm" value="1" />
      <p id={`confirm-${group.id}`} className="text-sm" role="status">
        Adding “{preview.answer}” to the key at {marksText(preview.marks)}{" "}
        {preview.queued
          ? `re-marks ${preview.queued.toLocaleString("en-GB")} stored answers in batches after you confirm (progress under Jobs).`
          : `re-marks ${preview.remarked} stored answer${preview.remarked === 1 ? "" : "s"}: ${preview.up} up, ${preview.down} down.`}
      </p>
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? "Accepting..." : "Confirm and accept"}
        </Button>
        <Link to={`${location.pathname}${location.search}`} preventScrollReset className={buttonClass("ghost")}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}

function RejectForm({ group, lastResult }: { group: QueueGroup; lastResult: SubmissionResult<string[]> | null }) {
  const busy = useNavigation().formData?.get("disputeId") === group.id;
  const [form, fields] = useForm({
    id: `reject-${group.id}`,
    lastResult,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: rejectSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2 rounded-xl border border-border p-4">
      <input type="hidden" name="intent" value="reject" />
      <input type="hidden" name="disputeId" value={group.id} />
      {form.errors?.length ? <Alert tone="error">{form.errors[0]}</Alert> : null}
      <TextareaField
        label="Reply (required to reject)"
        errors={fields.reply.errors}
        textareaProps={{ ...getTextareaProps(fields.reply), rows: 2 }}
      />
      <div>
        <Button type="submit" variant="secondary" disabled={busy}>
          Reject
        </Button>
      </div>
    </Form>
  );
}
