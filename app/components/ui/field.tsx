import type { InputHTMLAttributes, ReactElement, TextareaHTMLAttributes } from "react";

type FieldProps = { label: string; errors?: string[] | undefined; hint?: string };

/**
 * A labelled input with its error line. The line keeps its height when empty, so a message that
 * appears on blur never moves the submit button from under the pointer.
 */
export function Field({
  inputProps,
  ...field
}: FieldProps & { inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string } }) {
  return (
    <Labelled
      {...field}
      id={inputProps.id}
      control={(described) => <input {...inputProps} {...described} className={CONTROL} />}
    />
  );
}

/** The same for a few lines of text. */
export function TextareaField({
  textareaProps,
  ...field
}: FieldProps & { textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string } }) {
  return (
    <Labelled
      {...field}
      id={textareaProps.id}
      control={(described) => <textarea {...textareaProps} {...described} className={CONTROL} />}
    />
  );
}

const CONTROL =
  "rounded-lg border border-border bg-bg px-3 py-2.5 text-text placeholder:text-muted focus:border-primary aria-[invalid]:border-danger";

type Described = { "aria-invalid": true | undefined; "aria-describedby": string | undefined };

function Labelled({
  label,
  errors,
  hint,
  id,
  control,
}: FieldProps & { id: string; control: (described: Described) => ReactElement }) {
  const errorId = `${id}-error`;
  const hintId = hint ? `${id}-hint` : undefined;
  const message = errors?.[0];
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-text">
        {label}
      </label>
      {control({
        "aria-invalid": message ? true : undefined,
        "aria-describedby": [message ? errorId : null, hintId].filter(Boolean).join(" ") || undefined,
      })}
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
