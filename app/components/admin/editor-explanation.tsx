// The explanation in Markdown, with its preview beside it (as last submitted without JavaScript).
import { useState } from "react";
import { CONTROL, ErrorLine, invalid, LABEL } from "./editor-fields";
import { Markdown } from "~/components/ui/markdown";
import type { FieldErrors } from "~/domain/question-editor";

export function ExplanationField({
  value,
  errors,
  hydrated,
}: {
  value: string;
  errors: FieldErrors;
  hydrated: boolean;
}) {
  const [explanation, setExplanation] = useState(value);
  return (
    <section aria-labelledby="explanation-heading" className="rounded-2xl border border-border bg-surface p-6">
      <h2 id="explanation-heading" className="text-lg font-semibold">
        Explanation
      </h2>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor="explanation" className={LABEL}>
            Explanation (Markdown)
          </label>
          <textarea
            id="explanation"
            name="explanation"
            rows={10}
            value={explanation}
            onChange={(event) => setExplanation(event.target.value)}
            className={CONTROL}
            {...invalid(errors, "explanation")}
          />
          <ErrorLine id="explanation" message={errors.explanation} />
        </div>
        <div aria-labelledby="explanation-preview" role="region" className="rounded-lg border border-border p-4">
          <h3 id="explanation-preview" className="text-sm font-semibold">
            Preview{hydrated ? "" : " (as last submitted)"}
          </h3>
          <div className="mt-2 flex flex-col gap-2 text-sm">
            {explanation.trim() ? <Markdown text={explanation} /> : <p className="text-muted">Nothing yet.</p>}
          </div>
        </div>
      </div>
    </section>
  );
}
