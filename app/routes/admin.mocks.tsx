// Admin: mock papers composed from published questions in order (100 make a full paper), and published
// or withdrawn. A mock a package names is created unpublished; trainees see only published mocks.
import { and, eq, max } from "drizzle-orm";
import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import * as s from "../../db/schema";
import { mockActionSchema } from "~/domain/admin-forms";
import { useIsPending } from "~/components/ui/use-is-pending";
import { AdminNav } from "~/components/admin/admin-nav";
import { MemberPage } from "~/components/shell/page";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { recordAudit, type AuditEvent } from "~/server/audit.server";
import { requireAdmin } from "~/server/auth.server";
import { getDb } from "~/server/db.server";
import { parseForm, refuse, refuseWith } from "~/server/forms.server";
import { mockOr404, mockPapers, mockQuestionList, renumber } from "~/server/mock-papers.server";
import { redirectWithToast } from "~/server/toast.server";
import { blueprintOf, fillBalanced } from "~/server/mock-composer.server";
import { BlueprintPanel } from "~/components/admin/mock-blueprint";
import type { Route } from "./+types/admin.mocks";

export const meta: Route.MetaFunction = () => [{ title: "Mocks | Arrowed" }, { name: "robots", content: "noindex" }];

/** Questions in a full paper, as in the exam. */
export const FULL_PAPER = 100;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const mock = await mockOr404(params.id);
  return {
    mocks: await mockPapers(),
    mock: mock
      ? {
          id: mock.id,
          name: mock.name,
          published: mock.isActive,
          questions: await mockQuestionList(mock.id),
          blueprint: await blueprintOf(mock.id),
        }
      : null,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const mock = await mockOr404(params.id);
  const parsed = await parseForm(request, mockActionSchema);
  if (!parsed.ok) return refuse(parsed.refused);
  const { value, submission } = parsed;
  const db = getDb();
  const event = (mockId: string, summary: string): AuditEvent => ({
    actorId: user.id,
    action: `mock.${value.intent}`,
    subjectType: "mock",
    subjectId: mockId,
    summary,
  });

  if (value.intent === "create") {
    const [taken] = await db.select({ id: s.mocks.id }).from(s.mocks).where(eq(s.mocks.name, value.name)).limit(1);
    if (taken) return refuseWith(submission, `There is already a mock named ${value.name}`);
    const [last] = await db.select({ n: max(s.mocks.orderIndex) }).from(s.mocks);
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(s.mocks)
        .values({ name: value.name, isActive: false, orderIndex: (last?.n ?? 0) + 1 })
        .returning({ id: s.mocks.id });
      await recordAudit(tx, event(row!.id, `${value.name} created, unpublished`));
      return row;
    });
    return redirectWithToast(`/admin/mocks/${created!.id}`, {
      title: "Mock created",
      description: `${value.name} is unpublished until you publish it.`,
    });
  }
  if (!mock) throw data("No such mock", { status: 404 });
  const here = `/admin/mocks/${mock.id}`;
  const order = (await mockQuestionList(mock.id)).map((q) => q.questionId);

  switch (value.intent) {
    case "balance": {
      const filled = await fillBalanced(mock.id, (added) =>
        event(mock.id, `${added} questions added to ${mock.name} for a balanced 100-question paper`),
      );
      if (!filled.ok)
        return refuseWith(submission, `The published bank cannot fill a balanced paper: ${filled.short.join("; ")}`);
      return redirectWithToast(here, {
        title: "Balanced paper composed",
        description: `${filled.added} questions added: ${mock.name} now holds a full paper balanced as the exam is.`,
      });
    }
    case "publish":
    case "unpublish": {
      const published = value.intent === "publish";
      if (published && order.length === 0) return refuseWith(submission, "Add questions before publishing the mock");
      await db.transaction(async (tx) => {
        await tx.update(s.mocks).set({ isActive: published }).where(eq(s.mocks.id, mock.id));
        await recordAudit(
          tx,
          event(mock.id, `${mock.name} ${published ? "published" : "unpublished"} with ${order.length} questions`),
        );
      });
      return redirectWithToast(here, {
        title: published ? "Mock published" : "Mock unpublished",
        description: published ? `Trainees with access now see ${mock.name}.` : `${mock.name} is hidden from trainees.`,
      });
    }
    case "add": {
      const [question] = await db
        .select({ id: s.questions.id, status: s.questions.status })
        .from(s.questions)
        .where(eq(s.questions.code, value.code))
        .limit(1);
      if (!question) return refuseWith(submission, `No question has the code ${value.code}`);
      if (question.status !== "published")
        return refuseWith(submission, `${value.code} is not published: publish it first`);
      if (order.includes(question.id)) return refuseWith(submission, `${value.code} is already in ${mock.name}`);
      await db.transaction(async (tx) => {
        await tx
          .insert(s.mockQuestions)
          .values({ mockId: mock.id, questionId: question.id, position: order.length + 1 });
        await renumber(tx, mock.id, [...order, question.id]);
        await recordAudit(tx, event(mock.id, `${value.code} added to ${mock.name} at position ${order.length + 1}`));
      });
      return redirectWithToast(here, {
        title: "Question added",
        description: `${value.code} is question ${order.length + 1} of ${mock.name}.`,
      });
    }
    case "remove":
    case "up":
    case "down":
    case "position": {
      const from = order.indexOf(value.questionId);
      if (from < 0) return refuseWith(submission, "That question is not in this mock");
      const next = order.filter((id) => id !== value.questionId);
      if (value.intent === "up") next.splice(Math.max(0, from - 1), 0, value.questionId);
      if (value.intent === "down") next.splice(Math.min(order.length - 1, from + 1), 0, value.questionId);
      if (value.intent === "position") next.splice(Math.min(order.length, value.position) - 1, 0, value.questionId);
      const [question] = await db
        .select({ code: s.questions.code })
        .from(s.questions)
        .where(eq(s.questions.id, value.questionId));
      const summary =
        value.intent === "remove"
          ? `${question?.code} removed from ${mock.name}`
          : `${question?.code} moved to position ${next.indexOf(value.questionId) + 1} of ${mock.name}`;
      await db.transaction(async (tx) => {
        if (value.intent === "remove") {
          await tx
            .delete(s.mockQuestions)
            .where(and(eq(s.mockQuestions.mockId, mock.id), eq(s.mockQuestions.questionId, value.questionId)));
        }
        await renumber(tx, mock.id, next);
        await recordAudit(tx, event(mock.id, summary));
      });
      return redirectWithToast(here, {
        title: value.intent === "remove" ? "Question removed" : "Question moved",
        description: `${summary}.`,
      });
    }
  }
}

export default function AdminMocks() {
  const { mocks, mock } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useIsPending();
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <MemberPage>
      <AdminNav current="/admin/mocks" />
      <h1 className="text-3xl font-bold tracking-tight">{mock ? mock.name : "Mocks"}</h1>
      {error ? (
        <div className="mt-4 max-w-2xl">
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
      {mock ? (
        <MockComposer mock={mock} busy={busy} />
      ) : (
        <>
          <p className="mt-1 text-muted">
            A full paper has {FULL_PAPER} questions. A question in a mock leaves the practice pools.
          </p>
          <table className="mt-6 w-full max-w-3xl border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-border text-muted">
                <th className="py-2 pr-3 font-medium">Mock</th>
                <th className="py-2 pr-3 font-medium">Questions</th>
                <th className="py-2 font-medium">Status</th>
              </tr>
            </thead>
            <tbody>
              {mocks.map((m) => (
                <tr key={m.id} className="border-b border-border">
                  <td className="py-2 pr-3">
                    <Link to={`/admin/mocks/${m.id}`} className="font-medium text-primary hover:underline">
                      {m.name}
                    </Link>
                  </td>
                  <td className="py-2 pr-3">
                    {m.questions} of {FULL_PAPER}
                  </td>
                  <td className="py-2">{m.published ? "Published" : "Unpublished"}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Form method="post" className="mt-8 flex max-w-xl flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="create" />
            <label className="flex grow flex-col gap-1 text-sm font-medium">
              New mock's name
              <input
                name="name"
                required
                maxLength={100}
                className="rounded-lg border border-border bg-bg px-3 py-2 text-text"
              />
            </label>
            <button type="submit" className={buttonClass("primary")} disabled={busy}>
              Create mock
            </button>
          </Form>
        </>
      )}
    </MemberPage>
  );
}

type Mock = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["mock"]>;

function MockComposer({ mock, busy }: { mock: Mock; busy: boolean }) {
  const n = mock.questions.length;
  return (
    <>
      <p className="mt-1 text-muted">
        {/* Underlined: a link within a line of text is told apart by more than its colour. */}
        <Link to="/admin/mocks" className="text-primary underline">
          All mocks
        </Link>{" "}
        · {mock.published ? "Published" : "Unpublished"} ·{" "}
        <span aria-live="polite">
          {n} of {FULL_PAPER} questions
        </span>
        {n !== FULL_PAPER
          ? ` (${n < FULL_PAPER ? `${FULL_PAPER - n} short of` : `${n - FULL_PAPER} over`} a full paper)`
          : " (a full paper)"}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value={mock.published ? "unpublish" : "publish"}
            className={buttonClass(mock.published ? "secondary" : "primary")}
            disabled={busy}
          >
            {mock.published ? "Unpublish mock" : "Publish mock"}
          </button>
        </Form>
      </div>
      <BlueprintPanel blueprint={mock.blueprint} busy={busy} />
      <Form method="post" className="mt-6 flex max-w-xl flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="add" />
        <label className="flex grow flex-col gap-1 text-sm font-medium">
          Add a published question by code
          <input
            name="code"
            required
            placeholder="THX-101"
            className="rounded-lg border border-border bg-bg px-3 py-2 text-text"
          />
        </label>
        <button type="submit" className={buttonClass("secondary")} disabled={busy}>
          Add question
        </button>
      </Form>
      {n === 0 ? (
        <p className="mt-6 text-muted">No questions yet.</p>
      ) : (
        <ol
          className="mt-6 flex max-w-4xl flex-col divide-y divide-border rounded-2xl border border-border bg-surface"
          aria-label="Questions in order"
        >
          {mock.questions.map((q, i) => (
            <li key={q.questionId} className="flex flex-wrap items-center gap-3 px-4 py-2 text-sm">
              <span className="w-8 text-right font-semibold">{q.position}</span>
              <Link to={`/admin/questions/${q.code}`} className="font-medium text-primary hover:underline">
                {q.code}
              </Link>
              <span className="grow truncate">{q.stem}</span>
              {q.status !== "published" ? (
                <span className="text-warning">
                  {q.status === "draft" ? "Draft" : "Retired"}: trainees will not see it
                </span>
              ) : null}
              <Form method="post" className="flex items-center gap-1">
                <input type="hidden" name="questionId" value={q.questionId} />
                <button
                  type="submit"
                  name="intent"
                  value="up"
                  disabled={i === 0 || busy}
                  className={buttonClass("ghost", "px-2 py-1")}
                  aria-label={`Move ${q.code} up`}
                >
                  ↑
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="down"
                  disabled={i === n - 1 || busy}
                  className={buttonClass("ghost", "px-2 py-1")}
                  aria-label={`Move ${q.code} down`}
                >
                  ↓
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="remove"
                  disabled={busy}
                  className={buttonClass("ghost", "px-2 py-1 text-danger")}
                  aria-label={`Remove ${q.code}`}
                >
                  Remove
                </button>
              </Form>
              <Form method="post" className="flex items-center gap-1">
                <input type="hidden" name="questionId" value={q.questionId} />
                <input type="hidden" name="intent" value="position" />
                <label className="sr-only" htmlFor={`position-${q.questionId}`}>
                  Position of {q.code}
                </label>
                <input
                  id={`position-${q.questionId}`}
                  name="position"
                  type="number"
                  min={1}
                  max={n}
                  defaultValue={q.position}
                  className="w-16 rounded-lg border border-border bg-bg px-2 py-1"
                />
                <button
                  type="submit"
                  className={buttonClass("ghost", "px-2 py-1")}
                  disabled={busy}
                  aria-label={`Move ${q.code} to this position`}
                >
                  Move
                </button>
              </Form>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
