// Admin: the question bank, searchable by code or text and filtered by category, status, access and the
// series a segmentation's drafts came from; ticked questions are published or deleted together.
import { and, asc, count, eq, exists, ilike, or, sql, type SQL } from "drizzle-orm";
import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import * as s from "../../db/schema";
import { categoryNames } from "./admin.questions.server";
import { useIsPending } from "~/components/ui/use-is-pending";
import { AdminNav } from "~/components/admin/admin-nav";
import { QuestionTable } from "~/components/admin/question-table";
import { MemberPage } from "~/components/shell/page";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import {
  ACCESS_LEVELS,
  packageAccess,
  QUESTION_STATUSES,
  type PackageAccess,
  type QuestionStatus,
} from "~/domain/bank-format";
import { ACCESS_OPTIONS } from "~/domain/question-editor";
import { requireAdmin } from "~/server/auth.server";
import { parseForm, refuse, refusal } from "~/server/forms.server";
import type { FormRefusal } from "~/domain/form-refusal";
import { getDb } from "~/server/db.server";
import { variantKey } from "~/server/image-variants.server";
import {
  bulkChange,
  bulkMessage,
  bulkSchema,
  candidateSeries,
  inSeries,
  isSeriesCode,
} from "~/server/question-review.server";
import { imageStore } from "~/server/storage.server";
import type { Route } from "./+types/admin.questions";

export const meta: Route.MetaFunction = () => [
  { title: "Questions | Arrowed" },
  { name: "robots", content: "noindex" },
];

const PAGE_SIZE = 50;
const STATUS_LABELS: Record<QuestionStatus, string> = { published: "Published", draft: "Draft", retired: "Retired" };

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const category = url.searchParams.get("category") ?? "";
  const statusParam = url.searchParams.get("status") ?? "";
  const status = (QUESTION_STATUSES as readonly string[]).includes(statusParam)
    ? (statusParam as QuestionStatus)
    : null;
  const accessParam = url.searchParams.get("access") ?? "";
  const access = accessParam in ACCESS_LEVELS ? (accessParam as PackageAccess) : null;
  const seriesParam = (url.searchParams.get("series") ?? "").toUpperCase();
  const series = isSeriesCode(seriesParam) ? seriesParam : null;
  const page = Math.max(1, Math.min(10_000, Math.floor(Number(url.searchParams.get("page")) || 1)));

  const db = getDb();
  const filters: SQL[] = [];
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const inAnswers = exists(
      db
        .select({ one: sql`1` })
        .from(s.answers)
        .where(and(eq(s.answers.questionId, s.questions.id), ilike(s.answers.answerText, like))),
    );
    filters.push(
      or(
        ilike(s.questions.code, like),
        ilike(s.questions.title, like),
        ilike(s.questions.explanation, like),
        inAnswers,
      )!,
    );
  }
  if (category) {
    filters.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(s.questionCategories)
          .innerJoin(s.categories, eq(s.categories.id, s.questionCategories.categoryId))
          .where(and(eq(s.questionCategories.questionId, s.questions.id), eq(s.categories.name, category))),
      ),
    );
  }
  if (series) filters.push(inSeries(series));
  if (access) filters.push(eq(s.questions.accessLevel, ACCESS_LEVELS[access]));
  // The per-status counts answer "how many of these are drafts?", so they ignore the status filter.
  const byStatus = await db
    .select({ status: s.questions.status, n: count() })
    .from(s.questions)
    .where(and(...filters))
    .groupBy(s.questions.status);
  const counts = Object.fromEntries(
    QUESTION_STATUSES.map((st) => [st, byStatus.find((r) => r.status === st)?.n ?? 0]),
  ) as Record<QuestionStatus, number>;
  const where = and(...filters, status ? eq(s.questions.status, status) : undefined);
  const total = status ? counts[status] : Object.values(counts).reduce((a, b) => a + b, 0);
  const rows = await db
    .select({
      code: s.questions.code,
      stem: s.questions.title,
      status: s.questions.status,
      access: s.questions.accessLevel,
      modality: s.questions.modality,
      imageUrl: s.questions.imageUrl,
      slice: s.questions.imageSlice,
      slices:
        sql<number>`(select count(*) from ${s.questionSlices} qs where qs.question_id = "questions"."id")`.mapWith(
          Number,
        ),
      answer: sql<
        string | null
      >`(select a.answer_text from ${s.answers} a where a.question_id = "questions"."id" and a.marks = 2 order by a.answer_text limit 1)`,
      categories: sql<
        string[]
      >`coalesce((select array_agg(c.name order by c.order_index) from ${s.questionCategories} qc join ${s.categories} c on c.id = qc.category_id where qc.question_id = "questions"."id"), '{}')`,
    })
    .from(s.questions)
    .where(where)
    .orderBy(asc(s.questions.code))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);

  return {
    filters: { q, category, status: status ?? "", access: access ?? "", series: series ?? "" },
    categories: await categoryNames(),
    series: await candidateSeries(),
    counts,
    total,
    page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    questions: await Promise.all(
      rows.map(async ({ imageUrl, slice, slices, ...r }) => ({
        ...r,
        access: packageAccess(r.access),
        thumbnail: await imageStore().signedUrl(variantKey(imageUrl, "sm")),
        slice: slice && slices ? `Slice ${slice} of ${slices}` : null,
      })),
    ),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const parsed = await parseForm(request, bulkSchema);
  // The questions ticked stay ticked when nothing changed.
  if (!parsed.ok) return refuse({ ...parsed.refused, codes: tickedCodes(parsed.refused) });
  const outcome = await bulkChange(parsed.value, user.id);
  if (!outcome.ok)
    return refuse({ ...refusal(parsed.submission, { formErrors: [outcome.message] }), codes: parsed.value.codes });
  return data({ ok: true as const, message: bulkMessage(outcome) });
}

/** The codes a refused bulk form had ticked, as its reply keeps them. */
function tickedCodes(refused: FormRefusal) {
  const codes = (refused.result.initialValue as { codes?: unknown } | null | undefined)?.codes;
  return (Array.isArray(codes) ? codes : [codes]).filter((code): code is string => typeof code === "string");
}

export default function AdminQuestions() {
  const { filters, categories, series, counts, total, page, pages, questions } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useIsPending();
  const pageLink = (n: number) =>
    `?${new URLSearchParams({ ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v)), page: String(n) })}`;
  const accessLabel = (value: string) => ACCESS_OPTIONS.find((o) => o.value === value)?.label ?? value;
  return (
    <MemberPage>
      <AdminNav current="/admin/questions" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Questions</h1>
        <div className="flex flex-wrap gap-3">
          <Link to="/admin/bank#drafts" className={buttonClass("secondary")}>
            Draft from a segmentation
          </Link>
          <Link to="/admin/questions/new" className={buttonClass("primary")}>
            New question
          </Link>
        </div>
      </div>
      <p className="mt-1 text-muted" aria-live="polite">
        {total} {total === 1 ? "question" : "questions"} ·{" "}
        {QUESTION_STATUSES.map((st) => `${counts[st]} ${STATUS_LABELS[st].toLowerCase()}`).join(" · ")}
      </p>
      <Form method="get" role="search" aria-label="Questions" className="mt-6 flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          Search
          <input
            name="q"
            type="search"
            defaultValue={filters.q}
            placeholder="Code or text"
            className="rounded-lg border border-border bg-bg px-3 py-2 text-text"
          />
        </label>
        <FilterSelect
          name="category"
          label="Category"
          value={filters.category}
          options={categories.map((c) => ({ value: c, label: c }))}
        />
        <FilterSelect
          name="status"
          label="Status"
          value={filters.status}
          options={QUESTION_STATUSES.map((st) => ({ value: st, label: STATUS_LABELS[st] }))}
        />
        <FilterSelect name="access" label="Access" value={filters.access} options={ACCESS_OPTIONS} />
        {series.length ? (
          <FilterSelect
            name="series"
            label="Series"
            value={filters.series}
            options={series.map((each) => ({
              value: each.series,
              label: `${each.series} (${each.drafts} ${each.drafts === 1 ? "draft" : "drafts"} of ${each.total})`,
            }))}
          />
        ) : null}
        <button type="submit" className={buttonClass("secondary")}>
          Show
        </button>
      </Form>
      {result ? (
        <div className="mt-6">
          <Alert tone={result.ok ? "success" : "error"} title={result.ok ? "Done" : "Nothing changed"}>
            {result.ok ? result.message : result.error}
          </Alert>
        </div>
      ) : null}
      {questions.length === 0 ? (
        <p className="mt-6 text-muted">No questions match.</p>
      ) : (
        <QuestionTable
          ticked={result && !result.ok ? result.codes : []}
          busy={busy}
          questions={questions.map((q) => ({
            ...q,
            statusLabel: STATUS_LABELS[q.status],
            accessLabel: accessLabel(q.access),
          }))}
        />
      )}
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex items-center gap-4 text-sm">
          {page > 1 ? <Link to={pageLink(page - 1)}>Previous page</Link> : null}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? <Link to={pageLink(page + 1)}>Next page</Link> : null}
        </nav>
      ) : null}
    </MemberPage>
  );
}

function FilterSelect({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: Array<{ value: string; label: string }>;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <select name={name} defaultValue={value} className="rounded-lg border border-border bg-bg px-3 py-2 text-text">
        <option value="">All</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
