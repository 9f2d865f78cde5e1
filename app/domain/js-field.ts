// The `js` field. A small form (flag, like, star, note, dispute) sent by a fetcher once the page's
// JavaScript runs carries js=1, and its action answers with data the fetcher shows in place (a toast, a
// refusal beside the field). Without it the same form is a plain POST, and the action answers with a
// redirect to a page, as a browser without JavaScript needs. The field is added only after hydration
// (components/ui/sent-by-script-field.tsx), so a page rendered on the server never claims JavaScript it lacks.
export const JS_FIELD = "js";

/** Was this form sent by a fetcher, wanting data rather than a page? */
export function sentByScript(formData: FormData) {
  return formData.get(JS_FIELD) === "1";
}
