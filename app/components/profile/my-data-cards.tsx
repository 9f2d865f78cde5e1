// "Your data" on /profile: a copy of everything, and deleting the account. Both work without
// JavaScript: a plain download link, and a confirmation dialog that is also a page (?delete=1).
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import { useIsPending } from "~/components/ui/use-is-pending";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClass } from "~/components/ui/button";
import { RouteDialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { deleteAccountSchema } from "~/domain/profile-forms";

export function MyDataCard() {
  return (
    <section aria-labelledby="my-data-title" className="rounded-2xl border border-border bg-surface p-6">
      <h2 id="my-data-title" className="text-lg font-semibold">
        Your Data
      </h2>
      <p className="mt-1 text-sm text-muted">
        A copy of everything Arrowed holds about you as a JSON file: account, profile, tests with your answers and
        marks, notes, likes, disputes, messages and payments.
      </p>
      <a href="/profile/data" download className={buttonClass("secondary", "mt-4")}>
        Download my data
      </a>
    </section>
  );
}

export function DeleteAccountCard() {
  return (
    <section aria-labelledby="delete-account-title" className="rounded-2xl border border-danger/40 bg-surface p-6">
      <h2 id="delete-account-title" className="text-lg font-semibold">
        Delete Account
      </h2>
      <p className="mt-1 text-sm text-muted">
        Deletes your account and your data for good and cancels any subscription. Payment records are kept for the
        accounts, no longer linked to you.
      </p>
      <Link to="/profile?delete=1" preventScrollReset className={buttonClass("danger", "mt-4")}>
        Delete my account
      </Link>
    </section>
  );
}

export function DeleteAccountDialog({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const busy = useIsPending({ intent: "delete-account" });
  const [form, fields] = useForm({
    id: "delete-account",
    lastResult,
    constraint: getZodConstraint(deleteAccountSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deleteAccountSchema }),
  });
  return (
    <RouteDialog title="Delete your account?" closeTo="/profile">
      <Alert tone="error">
        Your account, profile, tests, answers, notes and liked questions will be deleted, and any subscription cancelled
        at once with no refund of the days left. This cannot be undone.
      </Alert>
      <Form method="post" action="/profile" {...getFormProps(form)} className="mt-5 flex flex-col gap-1">
        {form.errors?.length ? <Alert tone="error">{form.errors[0]}</Alert> : null}
        <input type="hidden" name="intent" value="delete-account" />
        <Field
          label="Your password"
          errors={fields.password.errors}
          inputProps={{
            ...getInputProps(fields.password, { type: "password" }),
            autoComplete: "current-password",
            autoFocus: true,
          }}
        />
        <div className="flex justify-end gap-3">
          <Link to="/profile" className={buttonClass("ghost")}>
            Cancel
          </Link>
          <Button type="submit" variant="danger" disabled={busy}>
            {busy ? "Deleting..." : "Delete my account"}
          </Button>
        </div>
      </Form>
    </RouteDialog>
  );
}
