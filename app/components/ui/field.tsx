import type { InputHTMLAttributes } from "react";

/**
 * A labelled input with its error line. The line keeps its height when empty, so a message that
 * appears on blur never moves the submit button from under the pointer.
 */
export function Field({
  label,
  errors,
  hint,
  inputProps,
}: {
  label: string;
  errors?: string[] | undefined;
  hint?: string;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string };
}) {
  const errorId = `${inputProps.id}-error`;
  const hintId = hint ? `${inputProps.id}-hint` : undefined;
  const message = errors?.[0];
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputProps.id} className="text-sm font-medium text-text">
        {label}
      </label>
      <input
        {...inputProps}
        aria-invalid={message ? true : undefined}
        aria-describedby={[message ? errorId : null, hintId].filter(Boolean).join(" ") || undefined}
        className="rounded-lg border border-border bg-bg px-3 py-2.5 text-text placeholder:text-muted focus:border-primary aria-[invalid]:border-danger"
      />
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <p id={errorId} className="min-h-5 text-sm text-danger" aria-live="polite">
        {message ?? ""}
      </p>
    </div>
  );
}
