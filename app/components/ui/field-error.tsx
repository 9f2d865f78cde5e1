// A refused field's message beside it, for forms that do not use Field (the note editors): small, so
// the question screen's bundle can carry it.

/** A refused field is marked invalid and points at its message. */
export const describedBy = (id: string, message?: string) =>
  message ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};

export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={`${id}-error`} className="text-sm text-danger">
      {message}
    </p>
  ) : null;
}
