import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import { useIsPending } from "~/components/ui/use-is-pending";
import { AuthCard, PublicPage } from "~/components/shell/page";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import {
  RESEND_COOLDOWN_SECONDS,
  resendSchema,
  VERIFICATION_CODE_LENGTH,
  verifyCodeSchema,
  verifyEmailIntentSchema,
} from "~/domain/account-forms";
import { sendVerificationEmail, findUserByEmail, verifyEmailByCode, verifyEmailByToken } from "~/server/account.server";
import { clearCookieHeader, readSignUp } from "~/server/cookies.server";
import { log } from "~/server/log.server";
import { parseForm, refuse, refusal, unknownAction } from "~/server/forms.server";
import { hitAll, LIMITS, tooMany } from "~/server/rate-limit.server";
import { createSession, getSessionUser } from "~/server/session.server";
import { redirectWithToast, toastHeader } from "~/server/toast.server";
import type { Route } from "./+types/verify-email";

export const meta: Route.MetaFunction = () => [{ title: "Verify your email | Arrowed" }];

/**
 * Where a verified trainee goes (product-rules#verification). The browser that signed up for this
 * account knows its password and now its email too: it is signed in and lands on the dashboard. Any
 * other browser (a link opened on the phone, a mail scanner) only learns that it worked, and signs in.
 */
async function afterVerified(
  request: Request,
  clientIp: string | null | undefined,
  user: { id: string; email: string },
) {
  if ((await readSignUp(request)) === user.id) {
    const headers = new Headers();
    headers.append(
      "Set-Cookie",
      await createSession(user.id, { userAgent: request.headers.get("user-agent"), ip: clientIp }),
    );
    headers.append("Set-Cookie", await clearCookieHeader("signup"));
    log.info("signin", { userId: user.id, by: "verification" });
    return redirectWithToast(
      "/dashboard",
      { title: "Email verified", description: "Welcome to Arrowed. Your account is ready." },
      { headers },
    );
  }
  // The sign-in form says it itself (verified=1): a toast as well would say it twice.
  return redirect(`/auth?${new URLSearchParams({ email: user.email, verified: "1" })}`);
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  if (await getSessionUser(request)) throw redirect("/dashboard");
  const token = url.searchParams.get("token");
  if (token) {
    const user = await verifyEmailByToken(token);
    if (user) throw await afterVerified(request, context.clientIp, user);
    return data(
      {
        email: "",
        sent: false,
        linkError: "This verification link is invalid, already used or expired. Request a new email below.",
      },
      { status: 400 },
    );
  }
  return { email: url.searchParams.get("email") ?? "", sent: url.searchParams.get("sent") === "1", linkError: null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const chosen = await parseForm(request, verifyEmailIntentSchema);
  if (!chosen.ok) {
    return refuse({ ...unknownAction(chosen), intent: "code" as const });
  }
  if (chosen.value.intent === "resend") {
    const parsed = await parseForm(chosen.formData, resendSchema);
    if (!parsed.ok) return refuse({ ...parsed.refused, intent: "resend" as const });
    const { email } = parsed.value;
    const limit = await hitAll([
      [`resend:email:${email}`, LIMITS.resendPerEmail],
      [`resend:ip:${context.clientIp}`, LIMITS.resetPerIp],
    ]);
    if (!limit.allowed) {
      // Its own words: the wait is the resend cooldown the page counts down.
      return tooMany(limit, () => ({
        ...refusal(parsed.submission, {
          formErrors: [`Please wait ${limit.retryAfterSeconds} seconds before asking for another email.`],
        }),
        intent: "resend" as const,
      }));
    }
    // Whether or not the address has an unverified account, the answer is the same.
    const user = await findUserByEmail(email);
    if (user && !user.emailVerifiedAt) await sendVerificationEmail(user);
    return data(
      { ok: true as const, intent: "resend" as const, resentAt: Date.now(), result: parsed.submission.reply() },
      { headers: { "Set-Cookie": await toastHeader({ title: "Verification email resent" }) } },
    );
  }

  const parsed = await parseForm(chosen.formData, verifyCodeSchema);
  if (!parsed.ok) return refuse({ ...parsed.refused, intent: "code" as const });
  const { email, code } = parsed.value;
  const limit = await hitAll([[`code:email:${email}`, LIMITS.codePerEmail]]);
  if (!limit.allowed) {
    return tooMany(limit, (wait) => ({
      ...refusal(parsed.submission, { formErrors: [wait] }),
      intent: "code" as const,
    }));
  }
  const user = await verifyEmailByCode(email, code);
  if (!user) {
    const wrong = ["That code is not right, or it has expired. Check the newest email or resend it."];
    return refuse({ ...refusal(parsed.submission, { fieldErrors: { code: wrong } }), intent: "code" as const });
  }
  return afterVerified(request, context.clientIp, user);
}

export default function VerifyEmail() {
  const { email, sent, linkError } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const verifying = useIsPending({ intent: "code" });
  const resending = useIsPending({ intent: "resend" });

  const [codeForm, codeFields] = useForm({
    id: "verify-code",
    lastResult: actionData?.intent === "code" ? actionData.result : undefined,
    defaultValue: { email },
    constraint: getZodConstraint(verifyCodeSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: verifyCodeSchema }),
  });

  const resendResult =
    actionData?.intent === "resend" ? (actionData as { result: SubmissionResult<string[]>; resentAt?: number }) : null;
  const cooldown = useCooldown(resendResult?.resentAt ?? (sent ? 0 : null));

  return (
    <PublicPage>
      <AuthCard
        title="Verify your email"
        subtitle={
          email ? (
            <>
              We sent a verification link and a {VERIFICATION_CODE_LENGTH}-digit code to{" "}
              <strong className="text-text">{email}</strong>.
            </>
          ) : undefined
        }
      >
        <div className="flex flex-col gap-5">
          {linkError ? <Alert tone="error">{linkError}</Alert> : null}
          {sent ? (
            <Alert title="Check your inbox">
              We&apos;ve sent a verification link to your email. After verifying, sign in and you&apos;ll go to your
              dashboard.
            </Alert>
          ) : null}

          <Form method="post" {...getFormProps(codeForm)} className="flex flex-col gap-1">
            <input type="hidden" name="intent" value="code" />
            {email ? (
              <input type="hidden" name="email" value={email} />
            ) : (
              <Field
                label="Email"
                errors={codeFields.email.errors}
                inputProps={{ ...getInputProps(codeFields.email, { type: "email" }), autoComplete: "email" }}
              />
            )}
            {codeForm.errors?.length ? <Alert tone="error">{codeForm.errors[0]}</Alert> : null}
            <Field
              label="Verification code"
              errors={codeFields.code.errors ?? (email ? codeFields.email.errors : undefined)}
              inputProps={{
                ...getInputProps(codeFields.code, { type: "text" }),
                inputMode: "numeric",
                autoComplete: "one-time-code",
                maxLength: VERIFICATION_CODE_LENGTH,
                placeholder: "123456",
              }}
            />
            <Button type="submit" disabled={verifying}>
              {verifying ? "Verifying..." : "Verify email"}
            </Button>
          </Form>

          <Form method="post" className="flex flex-col gap-2 border-t border-border pt-5">
            <input type="hidden" name="intent" value="resend" />
            <input type="hidden" name="email" value={email} />
            <p className="text-sm text-muted">Nothing arrived? Check your spam folder, or send it again.</p>
            {resendResult?.result.error?.[""]?.length || resendResult?.result.error?.email?.length ? (
              <Alert tone="error">{(resendResult.result.error[""] ?? resendResult.result.error.email)?.[0]}</Alert>
            ) : null}
            {resendResult?.resentAt ? <Alert tone="success">Verification email resent</Alert> : null}
            <Button type="submit" variant="secondary" disabled={resending || cooldown > 0}>
              {resending ? "Sending..." : cooldown > 0 ? `Resend email (${cooldown}s)` : "Resend email"}
            </Button>
          </Form>

          <Link
            to={email ? `/auth?${new URLSearchParams({ email })}` : "/auth"}
            className="text-center text-sm font-medium text-primary hover:underline"
          >
            Already verified? Sign in
          </Link>
        </div>
      </AuthCard>
    </PublicPage>
  );
}

/** Seconds left before another resend (product-rules#verification); the server enforces the same. */
function useCooldown(since: number | null) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (since === null) return;
    const start = since === 0 ? Date.now() : since;
    const tick = () => setLeft(Math.max(0, RESEND_COOLDOWN_SECONDS - Math.floor((Date.now() - start) / 1000)));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [since]);
  return left;
}
