// "Try an answer" in the question editor, live: the marker's verdict on one answer against the key
// as it stands in the form, saved or not.
import { data } from "react-router";
import { keyFromValues, valuesFromForm } from "./admin.questions.server";
import { mark } from "~/domain/marking";
import { requireAdmin } from "~/server/auth.server";
import { readForm, refuse } from "~/server/forms.server";
import type { Route } from "./+types/admin.questions.try";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  throw data("Not found", { status: 404 });
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const read = await readForm(request);
  if (!read.ok) return refuse(read.refused);
  const values = valuesFromForm(read.formData);
  const { marks, reasons } = mark(values.tryAnswer, keyFromValues(values));
  return { answer: values.tryAnswer, marks, reasons };
}
