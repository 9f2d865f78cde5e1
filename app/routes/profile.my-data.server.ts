// The account deletion behind /profile's "Delete my account" (docs/decisions/026-own-data-backups-audit.md).
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { deleteAccountSchema } from "~/domain/profile-forms";
import { deleteAccount } from "~/server/my-data.server";
import { hitAll, LIMITS, tooMany } from "~/server/rate-limit.server";
import { destroySession } from "~/server/session.server";
import { redirectWithToast } from "~/server/toast.server";

export async function deleteAccountAction(request: Request, user: { id: string; email: string }, formData: FormData) {
  const submission = parseWithZod(formData, { schema: deleteAccountSchema });
  const hide = { hideFields: ["password"] };
  if (submission.status !== "success")
    return data({ intent: "delete-account" as const, result: submission.reply(hide) }, { status: 400 });
  const limit = await hitAll([[`delete-account:user:${user.id}`, LIMITS.deleteAccountPerUser]]);
  if (!limit.allowed) {
    return tooMany(limit, (wait) => ({
      intent: "delete-account" as const,
      result: submission.reply({ ...hide, formErrors: [wait] }),
    }));
  }
  const outcome = await deleteAccount(user.id, submission.value.password);
  if (!outcome.ok) {
    const result =
      outcome.reason === "wrong-password"
        ? submission.reply({ ...hide, fieldErrors: { password: ["Your password is not right."] } })
        : submission.reply({
            ...hide,
            formErrors: [
              "Your subscription could not be cancelled just now, so nothing was deleted. Please try again in a few minutes.",
            ],
          });
    return data(
      { intent: "delete-account" as const, result },
      { status: outcome.reason === "wrong-password" ? 400 : 503 },
    );
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
