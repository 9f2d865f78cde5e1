// Below the question editor: delete (or retire, once trainees have met it) and the question's history.
import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";

export function DeleteOrRetire({ code, met, error }: { code: string; met: number; error: string | undefined }) {
  return (
    <section aria-labelledby="delete-heading" className="mt-8 rounded-2xl border border-border bg-surface p-6">
      <h2 id="delete-heading" className="text-lg font-semibold">
        Delete or retire
      </h2>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {met > 0 ? (
        <p className="mt-2 text-sm text-muted">
          Trainees have met {code} {met === 1 ? "once" : `${met} times`}: it cannot be deleted. Set its status to
          Retired to take it out of every test while their history keeps it.
        </p>
      ) : (
        <Form method="post" className="mt-2 flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted">No trainee has met {code} yet, so it can be deleted for good.</p>
          <button type="submit" name="intent" value="delete" className={buttonClass("danger")}>
            Delete {code}
          </button>
        </Form>
      )}
    </section>
  );
}

export function History({ rows }: { rows: Array<{ id: string; who: string; when: string; summary: string }> }) {
  return (
    <section aria-labelledby="history-heading" className="mt-8">
      <h2 id="history-heading" className="text-lg font-semibold">
        History
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-muted">No changes recorded yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-border rounded-2xl border border-border bg-surface">
          {rows.map((row) => (
            <li key={row.id} className="px-4 py-3 text-sm">
              <span className="font-medium">{row.when}</span> · {row.who}
              <span className="block text-muted">{row.summary}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
