import { useLoaderData } from "react-router";
import { IDEMPOTENCY_FIELD } from "~/domain/idempotency-key";

/**
 * The key of the screen's render (its loader's formKey), so the server stores one sending of the form
 * once (app/domain/idempotency-key.ts). A screen whose loader gives none sends none.
 */
export function IdempotencyField() {
  const data = useLoaderData() as { formKey?: unknown } | undefined;
  return typeof data?.formKey === "string" ? (
    <input type="hidden" name={IDEMPOTENCY_FIELD} value={data.formKey} />
  ) : null;
}
