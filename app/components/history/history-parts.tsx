// The parts of Test History: the filters (a GET form, so they live in the URL and work without
// JavaScript), the tests as cards on a phone and a table wider up, and the pages.
import { Form, Link, useLoaderData } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { scoreTone } from "~/domain/scoring";
import { formatDuration } from "~/domain/timer";
import { analysisUrl } from "~/domain/urls";
import type { loader } from "~/routes/attempts";

type History = ReturnType<typeof useLoaderData<typeof loader>>;

const TONE = { good: "text-success", warning: "text-warning", bad: "text-danger" } as const;

/** Test type and category, applied by a GET form. */
export function HistoryFilters({ filter, categories }: Pick<History, "filter" | "categories">) {
  return (
    <Form method="get" className="mt-6 flex flex-wrap items-end gap-4 rounded-2xl border border-border bg-surface p-4">
      <div className="flex flex-col gap-1">
        <label htmlFor="type" className="text-sm font-semibold">
          Test Type
        </label>
        <select
          id="type"
          name="type"
          defaultValue={filter.type}
          key={filter.type}
          className="rounded-lg border border-border bg-bg px-3 py-2"
        >
          <option value="all">All Types</option>
          <option value="practice">Practice</option>
          <option value="mock">Mock</option>
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="category" className="text-sm font-semibold">
          Category
        </label>
        <select
          id="category"
          name="category"
          defaultValue={filter.categoryId ?? ""}
          key={filter.categoryId ?? ""}
          className="rounded-lg border border-border bg-bg px-3 py-2"
        >
          <option value="">All Categories</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass("primary")}>
        Apply Filters
      </button>
      {filter.type !== "all" || filter.categoryId ? (
        <Link to="/attempts" className={buttonClass("ghost")}>
          Clear Filters
        </Link>
      ) : null}
    </Form>
  );
}

/** The tests, newest first: a card each on a phone, a table row each wider up. */
export function HistoryRows({ rows }: Pick<History, "rows">) {
  return (
    <>
      {/* A phone gets one card per test: seven columns do not fit 390 px. */}
      <ul className="mt-6 flex flex-col gap-3 md:hidden">
        {rows.map((row) => (
          <li key={row.id} className="rounded-2xl border border-border bg-surface p-4 text-sm">
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-semibold">
                {row.date} <span className="font-normal text-muted">{row.time}</span>
              </span>
              <span className={`font-semibold tabular-nums ${TONE[scoreTone(row.score)]}`}>{row.score}%</span>
            </div>
            <p className="mt-1 break-words">
              {row.type} · {row.category}
              {row.autoEnded ? <AutoEnded /> : null}
            </p>
            <div className="mt-2 flex items-center justify-between gap-3 text-muted">
              <span className="tabular-nums">
                {row.marks}/{row.possible} marks · {formatDuration(row.seconds)}
              </span>
              <DetailsLink row={row} />
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-6 hidden overflow-x-auto rounded-2xl border border-border bg-surface md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-border text-muted">
            <tr>
              <th className="px-4 py-3">Date</th>
              <th className="px-4">Type</th>
              <th className="px-4">Category</th>
              <th className="px-4">Total</th>
              <th className="px-4">Score</th>
              <th className="px-4">Time</th>
              <th className="px-4">
                <span className="sr-only">Details</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-border">
                <td className="px-4 py-3">
                  {row.date}
                  <span className="block text-xs text-muted">{row.time}</span>
                </td>
                <td className="px-4">{row.type}</td>
                <td className="px-4">
                  {row.category}
                  {row.autoEnded ? <AutoEnded /> : null}
                </td>
                <td className="px-4 tabular-nums">
                  {row.marks}/{row.possible} marks
                </td>
                <td className={`px-4 font-semibold tabular-nums ${TONE[scoreTone(row.score)]}`}>{row.score}%</td>
                <td className="px-4 tabular-nums">{formatDuration(row.seconds)}</td>
                <td className="px-4">
                  <DetailsLink row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Newer and older pages, keeping the filters. */
export function HistoryPages({ filter, pages }: Pick<History, "filter" | "pages">) {
  const pageUrl = (page: number) => {
    const search = new URLSearchParams();
    if (filter.type !== "all") search.set("type", filter.type);
    if (filter.categoryId) search.set("category", filter.categoryId);
    if (page > 1) search.set("page", String(page));
    const query = search.toString();
    return query ? `/attempts?${query}` : "/attempts";
  };
  return (
    <nav aria-label="Pages of the history" className="mt-4 flex items-center justify-between gap-3 text-sm">
      {pages.current > 1 ? (
        <Link to={pageUrl(pages.current - 1)} className={buttonClass("secondary")}>
          ← Newer
        </Link>
      ) : (
        <span />
      )}
      <span className="text-muted">
        Page {pages.current} of {pages.count}
      </span>
      {pages.current < pages.count ? (
        <Link to={pageUrl(pages.current + 1)} className={buttonClass("secondary")}>
          Older →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

const AutoEnded = () => (
  <span className="ml-2 rounded-full bg-warning/15 px-2 py-0.5 text-xs text-warning-strong">Auto-ended</span>
);

/** The link to a test's analysis, named by its date and time for a screen reader's list of links. */
function DetailsLink({ row }: { row: History["rows"][number] }) {
  return (
    <Link
      to={analysisUrl(row.id)}
      className="font-semibold text-primary hover:underline"
      aria-label={`Details of the test on ${row.date} at ${row.time}`}
    >
      Details
    </Link>
  );
}
