// Pieces shared by the question editor's parts: label and control classes, and a field's error line.
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
