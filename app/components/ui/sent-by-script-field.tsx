import { JS_FIELD } from "~/domain/js-field";
import { useHydrated } from "./use-hydrated";

/** Marks a form as sent by JavaScript once the page is hydrated (app/domain/js-field.ts says why). */
export function JsField() {
  return useHydrated() ? <input type="hidden" name={JS_FIELD} value="1" /> : null;
}
