// Pieces shared by the question editor's parts: label and control classes, a field's error line, and
// the plain text and select fields.
import type { FieldErrors } from "~/domain/question-editor";

export const LABEL = "text-sm font-medium text-text";
export const CONTROL =
  "rounded-lg border border-border bg-bg px-3 py-2.5 text-text focus:border-primary aria-[invalid]:border-danger";

export function ErrorLine({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p id={`${id}-error`} className="min-h-5 text-sm text-danger" aria-live="polite">
      {message ?? ""}
    </p>
  );
}

export const invalid = (errors: FieldErrors, name: string) =>
  errors[name] ? { "aria-invalid": true as const, "aria-describedby": `${name}-error` } : {};

export function TextInput({
  name,
  label,
  value,
  errors,
  hint,
}: {
  name: string;
  label: string;
  value: string;
  errors: FieldErrors;
  hint?: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={name} className={LABEL}>
        {label}
      </label>
      <input id={name} name={name} defaultValue={value} className={CONTROL} {...invalid(errors, name)} />
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
      <ErrorLine id={name} message={errors[name]} />
    </div>
  );
}

export function Select({
  name,
  label,
  value,
  errors,
  options,
}: {
  name: string;
  label: string;
  value: string;
  errors: FieldErrors;
  options: Array<{ value: string; label: string }>;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={name} className={LABEL}>
        {label}
      </label>
      <select id={name} name={name} defaultValue={value} className={CONTROL} {...invalid(errors, name)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorLine id={name} message={errors[name]} />
    </div>
  );
}
