// Admin: the audit trail of admin actions (grants, sittings, question and key edits, imports,
// dispute decisions), newest first, filtered by kind with a plain GET form, paged.
import { AdminNav } from "~/components/admin/admin-nav";
import { data, Form, Link, useLoaderData } from "react-router";
import { z } from "zod";
import { MemberPage } from "~/components/shell/page";
import { buttonClass } from "~/components/ui/button";
import { formatDate, formatTime } from "~/domain/format";
import { AUDIT_KINDS, AUDIT_PAGE_SIZE, auditKindOf, listAudit, type AuditKind } from "~/server/audit.server";
import { requireAdmin } from "~/server/auth.server";
import type { Route } from "./+types/admin.audit";

export const meta: Route.MetaFunction = () => [
  { title: "Audit trail | Arrowed" },
  { name: "robots", content: "noindex" },
];

const querySchema = z.object({
  kind: z.enum(["", ...(Object.keys(AUDIT_KINDS) as AuditKind[])], { error: "Unknown kind of event" }).default(""),
  page: z.coerce
    .number({ error: "Page must be a number" })
    .int("Page must be a whole number")
    .min(1, "Page must be 1 or more")
    .max(100_000)
    .default(1),
});

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const parsed = querySchema.safeParse({
    kind: url.searchParams.get("kind") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
  });
  if (!parsed.success) throw data(parsed.error.issues[0]!.message, { status: 400 });
  const { kind, page } = parsed.data;
  const { rows, total } = await listAudit({ kind: kind || undefined, page });
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const link = (n: number) => {
    const query = new URLSearchParams({ ...(kind ? { kind } : {}), ...(n > 1 ? { page: String(n) } : {}) }).toString();
    return query ? `/admin/audit?${query}` : "/admin/audit";
  };
  return {
    kind,
    kinds: Object.entries(AUDIT_KINDS).map(([value, label]) => ({ value, label })),
    page,
    pages,
    total,
    newer: page > 1 ? link(page - 1) : null,
    older: page < pages ? link(page + 1) : null,
    events: rows.map((e) => ({
      id: e.id,
      when: `${formatDate(e.createdAt)}, ${formatTime(e.createdAt)}`,
      // A command (bank:import) and the start-up seed have no actor; a deleted admin's events lose theirs.
      who: e.actor ?? "no account (a command, the start-up or a deleted admin)",
      kind: AUDIT_KINDS[auditKindOf(e.action)!] ?? e.action,
      action: e.action,
      summary: e.summary,
      details: e.details ? JSON.stringify(e.details, null, 2) : null,
    })),
  };
}

export default function AdminAudit() {
  const { events, kinds, kind, page, pages, total, newer, older } = useLoaderData<typeof loader>();
  return (
    <MemberPage>
      <AdminNav current="/admin/audit" />
      <h1 className="text-3xl font-bold tracking-tight">Audit trail</h1>
      <p className="mt-1 text-muted">
        Who changed what, and when: granted plans, exam sittings, questions and their answer keys, bank imports and
        dispute decisions.
      </p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="audit-kind" className="text-sm font-medium">
            Kind
          </label>
          <select
            id="audit-kind"
            name="kind"
            defaultValue={kind}
            className="rounded-lg border border-border bg-bg px-3 py-2.5 text-text"
          >
            <option value="">All kinds</option>
            {kinds.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          Show
        </button>
      </Form>
      {events.length === 0 ? (
        <p className="mt-6 text-muted">No events{kind ? " of this kind" : ""} yet.</p>
      ) : (
        <ol
          aria-label="Events, newest first"
          className="mt-6 divide-y divide-border rounded-2xl border border-border bg-surface"
        >
          {events.map((e) => (
            <li key={e.id} className="px-4 py-3 text-sm">
              <p className="font-medium">{e.summary}</p>
              <p className="text-muted">
                {e.when} · {e.who} · {e.kind} <span className="font-mono text-xs">({e.action})</span>
              </p>
              {e.details ? (
                <details className="mt-1">
                  <summary className="cursor-pointer text-primary">What changed</summary>
                  <pre className="mt-2 overflow-x-auto rounded-lg bg-bg p-3 text-xs">{e.details}</pre>
                </details>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <nav aria-label="Pages" className="mt-4 flex items-center gap-4 text-sm">
        {newer ? (
          <Link to={newer} className="text-primary hover:underline">
            Newer
          </Link>
        ) : null}
        <span className="text-muted">
          Page {page} of {pages} · {total} {total === 1 ? "event" : "events"}
        </span>
        {older ? (
          <Link to={older} className="text-primary hover:underline">
            Older
          </Link>
        ) : null}
      </nav>
    </MemberPage>
  );
}
