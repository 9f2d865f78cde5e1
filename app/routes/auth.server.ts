// The /auth screen's three actions: sign in, sign up, forgot password.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "react-router";
import { forgotPasswordSchema, signInSchema, signUpSchema } from "~/domain/account";
import { safeRedirect } from "~/domain/redirect";
import { createAccount, requestPasswordReset, sendVerificationEmail, sendWelcomeEmail } from "~/server/account.server";
import { authenticator } from "~/server/auth.server";
import { log } from "~/server/log.server";
import { clearLimit, hit, hitAll, LIMITS, tooManyHeaders, tooManyMessage } from "~/server/rate-limit.server";
import { createSession } from "~/server/session.server";
import { redirectWithToast, toastHeader } from "~/server/toast.server";

const HIDDEN = ["password", "confirmPassword"];

async function signIn(request: Request, formData: FormData, context: AppLoadContext) {
  const submission = parseWithZod(formData, { schema: signInSchema });
  if (submission.status !== "success") {
    return data({ intent: "signin" as const, result: submission.reply({ hideFields: HIDDEN }) }, { status: 400 });
  }
  const { email, redirectTo } = submission.value;
  const limit = await hitAll([
    [`signin:email:${email}`, LIMITS.signInPerEmail],
    [`signin:ip:${context.clientIp}`, LIMITS.signInPerIp],
  ]);
  if (!limit.allowed) {
    log.warn("signin.throttled", { ip: context.clientIp });
    return data(
      { intent: "signin" as const, result: submission.reply({ formErrors: [tooManyMessage(limit.retryAfterSeconds)], hideFields: HIDDEN }) },
      { status: 429, headers: tooManyHeaders(limit.retryAfterSeconds) },
    );
  }
  const outcome = await authenticator.authenticate("form", request);
  if (!outcome.ok) {
    if (outcome.reason === "unverified") {
      return data(
        {
          intent: "signin" as const,
          unverifiedEmail: email,
          result: submission.reply({
            formErrors: ["Please verify your email first. Check your inbox for the verification link."],
            hideFields: HIDDEN,
          }),
        },
        { status: 403 },
      );
    }
    return data(
      { intent: "signin" as const, result: submission.reply({ formErrors: ["Invalid email or password."], hideFields: HIDDEN }) },
      { status: 401 },
    );
  }
  await clearLimit(`signin:email:${email}`);
  const cookie = await createSession(outcome.user.id, {
    userAgent: request.headers.get("user-agent"),
    ip: context.clientIp,
  });
  log.info("signin", { userId: outcome.user.id });
  return redirectWithToast(
    safeRedirect(redirectTo),
    { title: "Welcome back!", description: "You have successfully signed in." },
    { headers: { "Set-Cookie": cookie } },
  );
}

async function signUp(formData: FormData, context: AppLoadContext) {
  const submission = parseWithZod(formData, { schema: signUpSchema });
  if (submission.status !== "success") {
    return data({ intent: "signup" as const, result: submission.reply({ hideFields: HIDDEN }) }, { status: 400 });
  }
  const limit = await hitAll([
    [`signup:ip:${context.clientIp}`, LIMITS.signUpPerIp],
    [`signup:email:${submission.value.email}`, LIMITS.signUpPerEmail],
  ]);
  if (!limit.allowed) {
    return data(
      { intent: "signup" as const, result: submission.reply({ formErrors: [tooManyMessage(limit.retryAfterSeconds)], hideFields: HIDDEN }) },
      { status: 429, headers: tooManyHeaders(limit.retryAfterSeconds) },
    );
  }
  const { name, email, password, specialty, university, hospital } = submission.value;
  const user = await createAccount({ name, email, password, specialty, university, hospital });
  if (!user) {
    return data(
      {
        intent: "signup" as const,
        result: submission.reply({ formErrors: ["This email is already registered. Please sign in instead."], hideFields: HIDDEN }),
      },
      { status: 409 },
    );
  }
  log.info("signup", { userId: user.id });
  await sendVerificationEmail(user);
  // The resend cooldown starts with this first email (product-rules#verification).
  await hit(`resend:email:${user.email}`, LIMITS.resendPerEmail);
  await sendWelcomeEmail(user);
  return redirectWithToast(`/verify-email?${new URLSearchParams({ email: user.email, sent: "1" })}`, {
    title: "Account created!",
    description: "Please check your email to verify your account.",
  });
}

async function forgot(formData: FormData, context: AppLoadContext) {
  const submission = parseWithZod(formData, { schema: forgotPasswordSchema });
  if (submission.status !== "success") {
    return data({ intent: "forgot" as const, result: submission.reply({ hideFields: HIDDEN }) }, { status: 400 });
  }
  const { email } = submission.value;
  const limit = await hitAll([
    [`reset:email:${email}`, LIMITS.resetPerEmail],
    [`reset:ip:${context.clientIp}`, LIMITS.resetPerIp],
  ]);
  if (!limit.allowed) {
    return data(
      { intent: "forgot" as const, result: submission.reply({ formErrors: [tooManyMessage(limit.retryAfterSeconds)], hideFields: HIDDEN }) },
      { status: 429, headers: tooManyHeaders(limit.retryAfterSeconds) },
    );
  }
  await requestPasswordReset(email);
  return data(
    { intent: "forgot" as const, resetSentTo: email, result: submission.reply({ hideFields: HIDDEN }) },
    {
      headers: {
        "Set-Cookie": await toastHeader({
          title: "Password reset email sent",
          description: "Please check your email for password reset instructions.",
        }),
      },
    },
  );
}

export const authActions = { signIn, signUp, forgot };

