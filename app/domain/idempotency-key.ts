// The idempotency field. A form that stores something (an answer, a note, a flag, a like, a dispute)
// carries a key made when its screen was rendered; the server stores what one sending of that form asks
// for once, so a double click, a retry after a lost connection or a resent form changes nothing more.
export const IDEMPOTENCY_FIELD = "idempotencyKey";

const KEY = /^[A-Za-z0-9_-]{16,64}$/;

/** The key the form carries, or null when it carries none (or something that is not one). */
export function formKeyOf(formData: FormData): string | null {
  const key = formData.get(IDEMPOTENCY_FIELD);
  return typeof key === "string" && KEY.test(key) ? key : null;
}
