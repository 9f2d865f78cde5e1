import { Link, useLoaderData } from "react-router";
import { HistoryFilters, HistoryPages, HistoryRows } from "~/components/history/history-parts";
import { MemberPage } from "~/components/shell/page";
import { buttonClass } from "~/components/ui/button";
import { requireUser } from "~/server/auth.server";
import type { Route } from "./+types/attempts";
import { historyData, parseHistoryFilter } from "./test-history.server";

export const meta: Route.MetaFunction = () => [
  { title: "Test History | Arrowed" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return historyData(user.id, parseHistoryFilter(url));
}

export default function TestHistory() {
  const { filter, categories, rows, summary, pages } = useLoaderData<typeof loader>();
  return (
    <MemberPage>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Test History</h1>
        <Link to="/dashboard" className={buttonClass("secondary")}>
          ← Dashboard
        </Link>
      </div>

      {/* Two by two and compact on a phone, so the tests themselves start on the first screen. */}
      <dl className="mt-4 grid grid-cols-2 gap-2 sm:mt-6 sm:gap-4 lg:grid-cols-4">
        <Card label="Total Attempts" value={summary.totalAttempts} />
        <Card label="Average Score" value={`${summary.averageScore}%`} />
        <Card label="Questions Attempted" value={summary.questionsAttempted} />
        <Card label="Correct Answers" value={summary.correctAnswers} />
      </dl>

      <HistoryFilters filter={filter} categories={categories} />

      {rows.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-border bg-surface p-10 text-center">
          <p className="text-lg font-semibold">No attempts found</p>
          <Link to="/attempts" className={buttonClass("secondary", "mt-4")}>
            Clear Filters
          </Link>
        </div>
      ) : (
        <HistoryRows rows={rows} />
      )}

      {pages.count > 1 ? <HistoryPages filter={filter} pages={pages} /> : null}
    </MemberPage>
  );
}

function Card({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-xl border border-border bg-surface px-3 py-2 sm:rounded-2xl sm:p-5">
      <dt className="text-xs text-muted sm:text-sm">{label}</dt>
      <dd className="text-xl font-bold sm:mt-1 sm:text-3xl">{value}</dd>
    </div>
  );
}
