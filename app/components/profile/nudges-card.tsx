import { Form } from "react-router";
import { useIsPending } from "~/components/ui/use-is-pending";
import { Button } from "~/components/ui/button";

export const NUDGE_OPTIONS = [
  { value: "none", label: "No nudges" },
  { value: "daily", label: "Daily" },
  { value: "weekly", label: "Weekly (Mondays)" },
] as const;

/** Study nudges by email: off, daily or weekly (product-rules#nudges). */
export function NudgesCard({ chosen, error }: { chosen: "none" | "daily" | "weekly"; error?: string }) {
  const busy = useIsPending({ intent: "nudges" });
  return (
    <section aria-labelledby="study-nudges" className="rounded-2xl border border-border bg-surface p-6">
      <h2 id="study-nudges" className="text-lg font-semibold">
        Study Nudges
      </h2>
      <p className="mt-1 text-sm text-muted">
        An email in the morning with how many questions are due for review, your progress to the sitting and your three
        weakest structures. Every nudge has a one-click unsubscribe link.
      </p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="nudges" />
        <fieldset aria-describedby={error ? "nudges-error" : undefined}>
          <legend className="text-sm font-medium">How often</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {NUDGE_OPTIONS.map((option) => (
              <label key={option.value} className="flex items-center gap-2 text-sm">
                <input type="radio" name="nudges" value={option.value} defaultChecked={chosen === option.value} />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
        {error ? (
          <p id="nudges-error" className="mt-2 text-sm text-danger">
            {error}
          </p>
        ) : null}
        <Button type="submit" variant="secondary" disabled={busy} className="mt-4">
          {busy ? "Saving..." : "Save"}
        </Button>
      </Form>
    </section>
  );
}
