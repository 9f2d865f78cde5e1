// The forms of /profile's account cards: profile details, password, and resetting the account's data.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import { useIsPending } from "~/components/ui/use-is-pending";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClass } from "~/components/ui/button";
import { RouteDialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { passwordSchema, profileSchema } from "~/domain/profile-forms";

type FormResult = { result: SubmissionResult<string[]> };

export function ProfileForm({
  profile,
  email,
  actionData,
}: {
  profile: { name: string; specialty: string; university: string; hospital: string };
  email: string;
  actionData?: FormResult;
}) {
  const busy = useIsPending({ intent: "profile" });
  const [form, fields] = useForm({
    id: "profile",
    lastResult: actionData?.result,
    defaultValue: profile,
    constraint: getZodConstraint(profileSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
  });
  return (
    <section aria-labelledby="profile-info" className="rounded-2xl border border-border bg-surface p-6">
      <h2 id="profile-info" className="text-lg font-semibold">
        Profile Information
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-4 flex flex-col gap-1">
        <input type="hidden" name="intent" value="profile" />
        {form.errors?.length ? <Alert tone="error">{form.errors[0]}</Alert> : null}
        <Field
          label="Full Name"
          errors={fields.name.errors}
          inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "name" }}
        />
        <Field
          label="Email"
          hint="Your email cannot be changed here."
          inputProps={{ id: "profile-email", value: email, readOnly: true, disabled: true, type: "email" }}
        />
        <Field
          label="Specialty"
          errors={fields.specialty.errors}
          inputProps={getInputProps(fields.specialty, { type: "text" })}
        />
        <Field
          label="University"
          errors={fields.university.errors}
          inputProps={getInputProps(fields.university, { type: "text" })}
        />
        <Field
          label="Hospital"
          errors={fields.hospital.errors}
          inputProps={getInputProps(fields.hospital, { type: "text" })}
        />
        <Button type="submit" disabled={busy} className="self-start">
          {busy ? "Saving..." : "Save Changes"}
        </Button>
      </Form>
    </section>
  );
}

export function PasswordForm({ actionData }: { actionData?: FormResult }) {
  const busy = useIsPending({ intent: "password" });
  const [form, fields] = useForm({
    id: "password",
    lastResult: actionData?.result,
    constraint: getZodConstraint(passwordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: passwordSchema }),
  });
  return (
    <section aria-labelledby="change-password" className="rounded-2xl border border-border bg-surface p-6">
      <h2 id="change-password" className="text-lg font-semibold">
        Change Password
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-4 flex flex-col gap-1">
        <input type="hidden" name="intent" value="password" />
        {form.errors?.length ? <Alert tone="error">{form.errors[0]}</Alert> : null}
        <Field
          label="Current password"
          errors={fields.currentPassword.errors}
          inputProps={{
            ...getInputProps(fields.currentPassword, { type: "password" }),
            autoComplete: "current-password",
          }}
        />
        <Field
          label="New password"
          hint="At least 8 characters."
          errors={fields.newPassword.errors}
          inputProps={{ ...getInputProps(fields.newPassword, { type: "password" }), autoComplete: "new-password" }}
        />
        <Field
          label="Confirm new password"
          errors={fields.confirmPassword.errors}
          inputProps={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password" }}
        />
        <Button type="submit" disabled={busy} className="self-start">
          {busy ? "Updating..." : "Update Password"}
        </Button>
      </Form>
    </section>
  );
}

export function ResetDialog() {
  const busy = useIsPending({ intent: "reset" });
  return (
    <RouteDialog title="Reset account data?" closeTo="/profile">
      <Alert tone="error">
        Every test you have taken, with its answers and scores, will be deleted. This cannot be undone. Your notes and
        liked questions stay.
      </Alert>
      <Form method="post" className="mt-5 flex justify-end gap-3">
        <input type="hidden" name="intent" value="reset" />
        <input type="hidden" name="confirm" value="yes" />
        <Link to="/profile" className={buttonClass("ghost")}>
          Cancel
        </Link>
        <Button type="submit" variant="danger" disabled={busy} autoFocus>
          {busy ? "Resetting..." : "Yes, reset my data"}
        </Button>
      </Form>
    </RouteDialog>
  );
}
