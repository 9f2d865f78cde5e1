// The question editor's text and metadata: stem, modality, access, status and categories.
import { ErrorLine, invalid, LABEL, Select, TextInput } from "./editor-fields";
import { MODALITIES, QUESTION_STATUSES } from "~/domain/bank-format";
import { ACCESS_OPTIONS, type EditorValues, type FieldErrors } from "~/domain/question-editor";

export const STATUS_LABELS: Record<string, string> = { draft: "Draft", published: "Published", retired: "Retired" };

export function QuestionFields({
  values,
  errors,
  categories,
}: {
  values: EditorValues;
  errors: FieldErrors;
  categories: string[];
}) {
  return (
    <section aria-labelledby="question-heading" className="rounded-2xl border border-border bg-surface p-6">
      <h2 id="question-heading" className="text-lg font-semibold">
        Question
      </h2>
      <div className="mt-4 grid gap-x-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextInput name="stem" label="Stem" value={values.stem} errors={errors} />
        </div>
        <Select
          name="modality"
          label="Modality"
          value={values.modality}
          errors={errors}
          options={MODALITIES.map((m) => ({ value: m, label: m }))}
        />
        <Select name="access" label="Access" value={values.access} errors={errors} options={ACCESS_OPTIONS} />
        <Select
          name="status"
          label="Status"
          value={values.status}
          errors={errors}
          options={QUESTION_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s]! }))}
        />
      </div>
      <fieldset className="mt-2" {...invalid(errors, "categories")}>
        <legend className={LABEL}>Categories</legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {categories.map((name) => (
            <label key={name} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="categories" value={name} defaultChecked={values.categories.includes(name)} />
              {name}
            </label>
          ))}
        </div>
        <ErrorLine id="categories" message={errors.categories} />
      </fieldset>
    </section>
  );
}
