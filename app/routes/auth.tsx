import type { FocusEvent } from "react";
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { useIsPending } from "~/components/ui/use-is-pending";
import { NUDGE_OPTIONS } from "~/components/profile/nudges-card";
import { AuthCard, PublicPage } from "~/components/shell/page";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import type { FormRefusal } from "~/domain/form-refusal";
import { authIntentSchema, forgotPasswordSchema, signInSchema, signUpSchema } from "~/domain/account-forms";
import { safeRedirect } from "~/domain/redirect";
import { originFrom, seoMeta, webPage } from "~/domain/seo";
import { requireAnonymous } from "~/server/auth.server";
import { parseForm, refuse } from "~/server/forms.server";
import type { Route } from "./+types/auth";
import { authActions } from "./auth-actions.server";

const DESCRIPTION =
  "Sign in to Arrowed or create a free account with 30 FRCR Part 1 anatomy questions. No card required.";

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = originFrom(matches);
  return seoMeta({
    origin,
    path: "/auth",
    title: "Sign in",
    description: DESCRIPTION,
    jsonLd: [webPage({ origin, path: "/auth", name: "Sign in", description: DESCRIPTION })],
  });
};

/** Sign in and the forgot-password button share one form; the button pressed decides which rules apply. */
const signInFormSchema = z.discriminatedUnion("intent", [
  signInSchema.extend({ intent: z.literal("signin") }),
  forgotPasswordSchema.extend({ intent: z.literal("forgot"), redirectTo: z.string().optional() }),
]);

const signUpFormSchema = signUpSchema;

/** What every branch of the action returns when it does not redirect. */
type AuthActionData = (FormRefusal | { ok: true; result: SubmissionResult<string[]> }) & {
  intent: "signin" | "signup" | "forgot";
  resetSentTo?: string;
  unverifiedEmail?: string;
};

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAnonymous(request);
  return {
    tab: url.searchParams.get("tab") === "signup" ? ("signup" as const) : ("signin" as const),
    redirectTo: safeRedirect(url.searchParams.get("redirectTo")),
    email: url.searchParams.get("email") ?? "",
    verified: url.searchParams.get("verified") === "1",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  // The form is read once (decision 080); sign-in, sign-up and forgot-password each parse it with their own schema.
  const chosen = await parseForm(request, authIntentSchema);
  if (!chosen.ok) return refuse({ ...chosen.refused, intent: "signin" as const });
  const { formData } = chosen;
  if (chosen.value.intent === "signup") return authActions.signUp(formData, context);
  if (chosen.value.intent === "forgot") return authActions.forgot(formData, context);
  return authActions.signIn(request, formData, context);
}

export default function AuthPage() {
  const { tab, redirectTo, email, verified } = useLoaderData<typeof loader>();
  const tabQuery = (next: "signin" | "signup") => {
    const params = new URLSearchParams();
    if (next === "signup") params.set("tab", "signup");
    if (redirectTo !== "/dashboard") params.set("redirectTo", redirectTo);
    const query = params.toString();
    return query ? `/auth?${query}` : "/auth";
  };
  return (
    <PublicPage>
      <AuthCard
        title={tab === "signup" ? "Create your account" : "Welcome back"}
        subtitle={
          <Link to="/" className="hover:text-primary">
            ← Back to home
          </Link>
        }
      >
        <nav
          aria-label="Sign in or sign up"
          className="mb-6 grid grid-cols-2 rounded-lg border border-border bg-bg p-1"
        >
          {(["signin", "signup"] as const).map((name) => (
            <Link
              key={name}
              to={tabQuery(name)}
              replace
              preventScrollReset
              aria-current={tab === name ? "page" : undefined}
              className={`rounded-md px-3 py-2 text-center text-sm font-semibold ${tab === name ? "bg-surface-2 text-text shadow" : "text-muted hover:text-text"}`}
            >
              {name === "signin" ? "Sign In" : "Sign Up"}
            </Link>
          ))}
        </nav>
        {tab === "signin" ? (
          <SignInForm redirectTo={redirectTo} email={email} verified={verified} />
        ) : (
          <SignUpForm redirectTo={redirectTo} />
        )}
      </AuthCard>
    </PublicPage>
  );
}

function SignInForm({ redirectTo, email, verified }: { redirectTo: string; email: string; verified: boolean }) {
  const actionData = useActionData<typeof action>() as AuthActionData | undefined;
  const signingIn = useIsPending({ intent: "signin" });
  const sendingReset = useIsPending({ intent: "forgot" });
  const lastResult = actionData && actionData.intent !== "signup" ? actionData : null;
  const [form, fields] = useForm({
    id: "signin",
    lastResult: lastResult?.result,
    defaultValue: { email },
    constraint: getZodConstraint(signInSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signInFormSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {verified && !lastResult ? (
        <Alert tone="success" title="Email verified">
          Your email is verified. Sign in to start practising.
        </Alert>
      ) : null}
      {lastResult?.resetSentTo ? (
        <Alert tone="success" title="Check your email">
          If an account exists for {lastResult.resetSentTo}, we&apos;ve sent a password reset link to it.
        </Alert>
      ) : null}
      {form.errors?.length ? (
        <Alert tone="error" id={form.errorId} title="Sign In Failed">
          {form.errors[0]}
          {lastResult?.unverifiedEmail ? (
            <>
              {" "}
              <Link
                className="font-semibold underline"
                to={`/verify-email?${new URLSearchParams({ email: lastResult.unverifiedEmail })}`}
              >
                Verify my email
              </Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      <Field
        label="Email"
        errors={fields.email.errors}
        inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", autoFocus: true }}
      />
      <Field
        label="Password"
        errors={fields.password.errors}
        inputProps={{
          ...getInputProps(fields.password, { type: "password" }),
          required: false,
          autoComplete: "current-password",
        }}
      />
      <Button type="submit" name="intent" value="signin" disabled={signingIn}>
        {signingIn ? "Signing In..." : "Sign In"}
      </Button>
      <button
        type="submit"
        name="intent"
        value="forgot"
        formNoValidate
        disabled={sendingReset}
        className="mt-2 self-center rounded text-sm font-medium text-primary hover:underline disabled:opacity-60"
      >
        Forgot Password?
      </button>
    </Form>
  );
}

function SignUpForm({ redirectTo }: { redirectTo: string }) {
  const actionData = useActionData<typeof action>() as AuthActionData | undefined;
  const busy = useIsPending({ intent: "signup" });
  const lastResult = actionData?.intent === "signup" ? actionData : null;
  const [form, fields] = useForm({
    id: "signup",
    lastResult: lastResult?.result,
    constraint: getZodConstraint(signUpFormSchema),
    // A field is checked when the trainee leaves it having typed something, or on submit: tabbing through
    // an empty field says nothing (product-rules#sign-up). After that it is checked again as they type.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signUpFormSchema }),
  });
  const checkOnceTyped = (event: FocusEvent<HTMLInputElement>) => {
    if (event.currentTarget.value !== "") form.validate({ name: event.currentTarget.name });
  };
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-1">
      <input type="hidden" name="intent" value="signup" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {form.errors?.length ? (
        <Alert tone="error" id={form.errorId} title="Sign Up Failed">
          {form.errors[0]}
        </Alert>
      ) : null}
      <Field
        label="Full Name*"
        errors={fields.name.errors}
        inputProps={{
          ...getInputProps(fields.name, { type: "text" }),
          autoComplete: "name",
          autoFocus: true,
          onBlur: checkOnceTyped,
        }}
      />
      <Field
        label="Specialty"
        errors={fields.specialty.errors}
        inputProps={{
          ...getInputProps(fields.specialty, { type: "text" }),
          placeholder: "e.g. Clinical Radiology",
          onBlur: checkOnceTyped,
        }}
      />
      <Field
        label="Email*"
        errors={fields.email.errors}
        inputProps={{
          ...getInputProps(fields.email, { type: "email" }),
          autoComplete: "email",
          onBlur: checkOnceTyped,
        }}
      />
      <Field
        label="University"
        errors={fields.university.errors}
        inputProps={{ ...getInputProps(fields.university, { type: "text" }), onBlur: checkOnceTyped }}
      />
      <Field
        label="Hospital"
        errors={fields.hospital.errors}
        inputProps={{ ...getInputProps(fields.hospital, { type: "text" }), onBlur: checkOnceTyped }}
      />
      <Field
        label="Password*"
        hint="At least 8 characters."
        errors={fields.password.errors}
        inputProps={{
          ...getInputProps(fields.password, { type: "password" }),
          autoComplete: "new-password",
          onBlur: checkOnceTyped,
        }}
      />
      <Field
        label="Confirm Password*"
        errors={fields.confirmPassword.errors}
        inputProps={{
          ...getInputProps(fields.confirmPassword, { type: "password" }),
          autoComplete: "new-password",
          onBlur: checkOnceTyped,
        }}
      />
      <fieldset className="mb-4">
        <legend className="text-sm font-medium">Study nudges by email</legend>
        <p className="text-xs text-muted">What is due for review and your weakest structures. Change it any time.</p>
        <div className="mt-2 flex flex-wrap gap-4">
          {NUDGE_OPTIONS.map((option) => (
            <label key={option.value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={fields.nudges.name}
                value={option.value}
                defaultChecked={(fields.nudges.initialValue ?? "none") === option.value}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" disabled={busy} className="mt-1">
        {busy ? "Creating Account..." : "Create Account"}
      </Button>
      <p className="mt-3 text-center text-xs text-muted">
        Free plan: 30 questions, no card required. We&apos;ll email you a link to verify your address.
      </p>
    </Form>
  );
}
