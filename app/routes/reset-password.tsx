import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { data, Form, Link, useActionData, useLoaderData, useNavigate } from "react-router";
import { useIsPending } from "~/components/ui/use-is-pending";
import { AuthCard, PublicPage } from "~/components/shell/page";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { RESET_REDIRECT_SECONDS, resetPasswordSchema } from "~/domain/account-forms";
import { resetPassword } from "~/server/account.server";
import { parseForm, refuse, refusal } from "~/server/forms.server";
import { createSession, getSessionUser } from "~/server/session.server";
import { redirectWithToast } from "~/server/toast.server";
import { peekToken } from "~/server/verification.server";
import type { Route } from "./+types/reset-password";

const INVALID_LINK = "Invalid or expired reset link. Please request a new password reset.";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: "Reset password | Arrowed" },
  { name: "referrer", content: "same-origin" },
  ...(data?.state === "done"
    ? [{ httpEquiv: "refresh", content: `${RESET_REDIRECT_SECONDS};url=/dashboard` } as const]
    : []),
];

export async function loader({ request, url }: Route.LoaderArgs) {
  if (url.searchParams.get("done") === "1" && (await getSessionUser(request))) {
    return { state: "done" as const, token: "" };
  }
  const token = url.searchParams.get("token") ?? "";
  if (!token || !(await peekToken("reset", token))) {
    return data({ state: "invalid" as const, token: "" }, { status: token ? 400 : 200 });
  }
  return { state: "form" as const, token };
}

export async function action({ request, context }: Route.ActionArgs) {
  const hideFields = ["password", "confirmPassword"];
  const parsed = await parseForm(request, resetPasswordSchema, { hideFields });
  if (!parsed.ok) return refuse(parsed.refused);
  const reset = await resetPassword(parsed.value.token, parsed.value.password);
  if (!reset) return refuse(refusal(parsed.submission, { formErrors: [INVALID_LINK], hideFields }));
  const cookie = await createSession(reset.userId, {
    userAgent: request.headers.get("user-agent"),
    ip: context.clientIp,
  });
  return redirectWithToast(
    "/reset-password?done=1",
    { title: "Password updated" },
    { headers: { "Set-Cookie": cookie } },
  );
}

export default function ResetPassword() {
  const { state, token } = useLoaderData<typeof loader>();
  return (
    <PublicPage>
      {state === "done" ? <ResetDone /> : state === "invalid" ? <InvalidLink /> : <ResetForm token={token} />}
    </PublicPage>
  );
}

function ResetForm({ token }: { token: string }) {
  const actionData = useActionData<typeof action>();
  const busy = useIsPending();
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult: actionData?.result,
    constraint: getZodConstraint(resetPasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
  });
  return (
    <AuthCard title="Choose a new password" subtitle="Your other devices will be signed out.">
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-1">
        <input type="hidden" name="token" value={token} />
        {form.errors?.length ? <Alert tone="error">{form.errors[0]}</Alert> : null}
        <Field
          label="New password"
          hint="At least 8 characters."
          errors={fields.password.errors}
          inputProps={{
            ...getInputProps(fields.password, { type: "password" }),
            autoComplete: "new-password",
            autoFocus: true,
          }}
        />
        <Field
          label="Confirm new password"
          errors={fields.confirmPassword.errors}
          inputProps={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password" }}
        />
        <Button type="submit" disabled={busy}>
          {busy ? "Updating..." : "Update password"}
        </Button>
      </Form>
    </AuthCard>
  );
}

function InvalidLink() {
  return (
    <AuthCard title="Reset password">
      <Alert tone="error">{INVALID_LINK}</Alert>
      <Link to="/auth" className="mt-6 inline-block text-sm font-semibold text-primary hover:underline">
        Back to sign in
      </Link>
    </AuthCard>
  );
}

/** Success, then the dashboard after 2 s (product-rules#verification); a meta refresh does it without JavaScript. */
function ResetDone() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate("/dashboard"), RESET_REDIRECT_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <AuthCard title="Password updated">
      <Alert tone="success" title="Your password has been changed">
        You are signed in. Taking you to your dashboard…
      </Alert>
      <Link to="/dashboard" className="mt-6 inline-block text-sm font-semibold text-primary hover:underline">
        Go to dashboard now
      </Link>
    </AuthCard>
  );
}
