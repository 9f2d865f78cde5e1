import { Form, Link, type useLoaderData } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { loader } from "~/routes/notes";

type View = ReturnType<typeof useLoaderData<typeof loader>>;

export function NotesFilters({ view }: { view: View }) {
  const { filter } = view;
  const reset = `${filter.q}|${filter.category}|${filter.starred}`;
  return (
    <Form
      method="get"
      key={reset}
      className="flex flex-col gap-4 self-start rounded-2xl border border-border bg-surface p-4"
      aria-label="Filter notes"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor="notes-search" className="text-sm font-semibold">
          Search
        </label>
        <input
          id="notes-search"
          name="q"
          type="search"
          defaultValue={filter.q}
          maxLength={200}
          placeholder="Search notes..."
          className="rounded-lg border border-border bg-bg px-3 py-2"
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="notes-category" className="text-sm font-semibold">
          Category
        </label>
        <select
          id="notes-category"
          name="category"
          defaultValue={filter.category ?? ""}
          className="rounded-lg border border-border bg-bg px-3 py-2"
        >
          <option value="">All Categories</option>
          {view.categories.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="starred" value="1" defaultChecked={filter.starred} className="h-4 w-4" />
        Starred notes only
      </label>
      {filter.liked ? <input type="hidden" name="liked" value="1" /> : null}
      <button type="submit" className={buttonClass("primary")}>
        Apply Filters
      </button>
      {view.filtered ? (
        <Link to="/notes" className={buttonClass("ghost")}>
          Clear Filters
        </Link>
      ) : null}
    </Form>
  );
}

export function PageLink({
  to,
  children,
  preventScrollReset = false,
}: {
  to: string | null;
  children: string;
  preventScrollReset?: boolean;
}) {
  if (!to) {
    return (
      <span aria-disabled="true" className={buttonClass("secondary", "cursor-not-allowed px-3 py-1.5 opacity-60")}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} preventScrollReset={preventScrollReset} className={buttonClass("secondary", "px-3 py-1.5")}>
      {children}
    </Link>
  );
}
