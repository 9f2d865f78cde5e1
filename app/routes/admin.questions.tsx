// Admin: the question bank, searchable by code or text and filtered by category, status and access.
import { and, asc, count, eq, exists, ilike, or, sql, type SQL } from "drizzle-orm";
import { Form, Link, useLoaderData } from "react-router";
import * as s from "../../db/schema";
import { categoryNames } from "./admin.questions.server";
import { AdminNav } from "~/components/admin/admin-nav";
import { MemberPage } from "~/components/shell/page";
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
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/admin.questions";

export const meta: Route.MetaFunction = () => [
  { title: "Questions | Arrowed" },
  { name: "robots", content: "noindex" },
];

const PAGE_SIZE = 50;
const STATUS_LABELS: Record<QuestionStatus, string> = { published: "Published", draft: "Draft", retired: "Retired" };

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const category = url.searchParams.get("category") ?? "";
  const statusParam = url.searchParams.get("status") ?? "";
  const status = (QUESTION_STATUSES as readonly string[]).includes(statusParam)
    ? (statusParam as QuestionStatus)
    : null;
  const accessParam = url.searchParams.get("access") ?? "";
  const access = accessParam in ACCESS_LEVELS ? (accessParam as PackageAccess) : null;
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
      categories: sql<
        string[]
      >`coalesce((select array_agg(c.name order by c.order_index) from ${s.questionCategories} qc join ${s.categories} c on c.id = qc.category_id where qc.question_id = ${s.questions.id}), '{}')`,
    })
    .from(s.questions)
    .where(where)
    .orderBy(asc(s.questions.code))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);

  return {
    filters: { q, category, status: status ?? "", access: access ?? "" },
    categories: await categoryNames(),
    counts,
    total,
    page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    questions: rows.map((r) => ({ ...r, access: packageAccess(r.access) })),
  };
}

export default function AdminQuestions() {
  const { filters, categories, counts, total, page, pages, questions } = useLoaderData<typeof loader>();
  const pageLink = (n: number) =>
    `?${new URLSearchParams({ ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v)), page: String(n) })}`;
  const accessLabel = (value: string) => ACCESS_OPTIONS.find((o) => o.value === value)?.label ?? value;
  return (
    <MemberPage>
      <AdminNav current="/admin/questions" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Questions</h1>
        <Link to="/admin/questions/new" className={buttonClass("primary")}>
          New question
        </Link>
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
        <button type="submit" className={buttonClass("secondary")}>
          Show
        </button>
      </Form>
      {questions.length === 0 ? (
        <p className="mt-6 text-muted">No questions match.</p>
      ) : (
        <table className="mt-6 w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-border text-muted">
              <th className="py-2 pr-3 font-medium">Code</th>
              <th className="py-2 pr-3 font-medium">Stem</th>
              <th className="py-2 pr-3 font-medium">Categories</th>
              <th className="py-2 pr-3 font-medium">Access</th>
              <th className="py-2 font-medium">Status</th>
            </tr>
          </thead>
          <tbody>
            {questions.map((q) => (
              <tr key={q.code} className="border-b border-border align-top">
                <td className="py-2 pr-3">
                  <Link to={`/admin/questions/${q.code}`} className="font-medium text-primary hover:underline">
                    {q.code}
                  </Link>
                </td>
                <td className="py-2 pr-3">
                  {q.stem} <span className="text-muted">({q.modality})</span>
                </td>
                <td className="py-2 pr-3">{q.categories.join(", ")}</td>
                <td className="py-2 pr-3">{accessLabel(q.access)}</td>
                <td className="py-2">{STATUS_LABELS[q.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
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
