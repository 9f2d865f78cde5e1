// The account deletion behind /profile's "Delete my account" (docs/decisions/026-own-data-backups-audit.md).
import { deleteAccountSchema } from "~/domain/profile-forms";
import { parseForm, refuse, refusal } from "~/server/forms.server";
import { deleteAccount } from "~/server/my-data.server";
import { hitAll, LIMITS, tooMany } from "~/server/rate-limit.server";
import { destroySession } from "~/server/session.server";
import { redirectWithToast } from "~/server/toast.server";

export async function deleteAccountAction(request: Request, user: { id: string; email: string }, formData: FormData) {
  const intent = "delete-account" as const;
  const hideFields = ["password"];
  const parsed = await parseForm(formData, deleteAccountSchema, { hideFields });
  if (!parsed.ok) return refuse({ ...parsed.refused, intent });
  const limit = await hitAll([[`delete-account:user:${user.id}`, LIMITS.deleteAccountPerUser]]);
  if (!limit.allowed) {
    return tooMany(limit, (wait) => ({ ...refusal(parsed.submission, { hideFields, formErrors: [wait] }), intent }));
  }
  const outcome = await deleteAccount(user.id, parsed.value.password);
  if (!outcome.ok) {
    const refused =
      outcome.reason === "wrong-password"
        ? refusal(parsed.submission, { hideFields, fieldErrors: { password: ["Your password is not right."] } })
        : refusal(parsed.submission, {
            hideFields,
            formErrors: [
              "Your subscription could not be cancelled just now, so nothing was deleted. Please try again in a few minutes.",
            ],
          });
    return refuse({ ...refused, intent }, outcome.reason === "wrong-password" ? 400 : 503);
  }
  const cookie = await destroySession(request);
  return redirectWithToast(
    "/",
    {
      title: "Account deleted",
      description: `Your account and data have been deleted. A confirmation is on its way to ${user.email}.`,
    },
    { headers: { "Set-Cookie": cookie } },
  );
}
