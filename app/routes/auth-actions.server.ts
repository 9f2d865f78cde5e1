// The /auth screen's three actions: sign in, sign up, forgot password.
import { randomUUID } from "node:crypto";
import { setTimeout } from "node:timers/promises";
import { data, type AppLoadContext } from "react-router";
import { forgotPasswordSchema, signInSchema, signUpSchema } from "~/domain/account-forms";
import { safeRedirect } from "~/domain/redirect";
import {
  checkCredentials,
  createAccount,
  queueAccountExistsEmail,
  requestPasswordReset,
} from "~/server/account.server";
import { hasAnswered } from "~/server/attempts.server";
import { signUpHeader } from "~/server/cookies.server";
import { parseForm, refuse, refusal } from "~/server/forms.server";
import { log } from "~/server/log.server";
import { clearLimit, hit, hitAll, LIMITS, SIGN_IN_SLOWDOWN_MS, tooMany } from "~/server/rate-limit.server";
import { createSession } from "~/server/session.server";
import { redirectWithToast, toastHeader } from "~/server/toast.server";

const HIDDEN = ["password", "confirmPassword"];

async function signIn(request: Request, formData: FormData, context: AppLoadContext) {
  const intent = "signin" as const;
  const parsed = await parseForm(formData, signInSchema, { hideFields: HIDDEN });
  if (!parsed.ok) return refuse({ ...parsed.refused, intent });
  const { submission } = parsed;
  const { email, password, redirectTo } = parsed.value;
  const limit = await hitAll([
    [`signin:pair:${email}:${context.clientIp}`, LIMITS.signInPerEmailAndIp],
    [`signin:ip:${context.clientIp}`, LIMITS.signInPerIp],
  ]);
  if (!limit.allowed) {
    log.warn("signin.throttled", { ip: context.clientIp });
    return tooMany(limit, (wait) => ({ ...refusal(submission, { formErrors: [wait], hideFields: HIDDEN }), intent }));
  }
  // Many tries at one address from anywhere: each further try waits, but the right password still works.
  if (!(await hit(`signin:email:${email}`, LIMITS.signInPerEmail)).allowed) await setTimeout(SIGN_IN_SLOWDOWN_MS);
  const outcome = await checkCredentials(email, password);
  if (!outcome.ok) {
    if (outcome.reason === "unverified") {
      const unverified = ["Please verify your email first. Check your inbox for the verification link."];
      return refuse(
        { ...refusal(submission, { formErrors: unverified, hideFields: HIDDEN }), intent, unverifiedEmail: email },
        403,
      );
    }
    return refuse(
      { ...refusal(submission, { formErrors: ["Invalid email or password."], hideFields: HIDDEN }), intent },
      401,
    );
  }
  await Promise.all([clearLimit(`signin:email:${email}`), clearLimit(`signin:pair:${email}:${context.clientIp}`)]);
  const cookie = await createSession(outcome.user.id, {
    userAgent: request.headers.get("user-agent"),
    ip: context.clientIp,
  });
  log.info("signin", { userId: outcome.user.id });
  // A trainee who has not answered yet (just verified in another browser) is welcomed, not welcomed back.
  const title = (await hasAnswered(outcome.user.id)) ? "Welcome back!" : "Welcome!";
  return redirectWithToast(
    safeRedirect(redirectTo),
    { title, description: "You have successfully signed in." },
    { headers: { "Set-Cookie": cookie } },
  );
}

async function signUp(formData: FormData, context: AppLoadContext) {
  const intent = "signup" as const;
  const parsed = await parseForm(formData, signUpSchema, { hideFields: HIDDEN });
  if (!parsed.ok) return refuse({ ...parsed.refused, intent });
  const { submission } = parsed;
  const limit = await hitAll([
    [`signup:ip:${context.clientIp}`, LIMITS.signUpPerIp],
    [`signup:email:${submission.value.email}`, LIMITS.signUpPerEmail],
  ]);
  if (!limit.allowed) {
    return tooMany(limit, (wait) => ({ ...refusal(submission, { formErrors: [wait], hideFields: HIDDEN }), intent }));
  }
  const { name, email, password, specialty, university, hospital, nudges } = submission.value;
  const user = await createAccount(
    { name, email, password, specialty, university, hospital },
    { sendEmails: true, nudges: nudges === "none" ? null : (nudges ?? null) },
  );
  // The resend cooldown starts with this first email (product-rules#verification).
  await hit(`resend:email:${email.toLowerCase()}`, LIMITS.resendPerEmail);
  // The same answer whether or not the address has an account; only its owner is told, by email. Either
  // way one job is added (the new account's with it, in its transaction) and the job does the rest.
  if (user) log.info("signup", { userId: user.id });
  else await queueAccountExistsEmail(email);
  // This browser is remembered so that verifying here signs it in; an address that already had an
  // account gets an id that matches no one, so the answer still looks the same (product-rules#verification).
  return redirectWithToast(
    `/verify-email?${new URLSearchParams({ email: email.toLowerCase(), sent: "1" })}`,
    { title: "Account created!", description: "Please check your email to verify your account." },
    { headers: { "Set-Cookie": await signUpHeader(user?.id ?? randomUUID()) } },
  );
}

async function forgot(formData: FormData, context: AppLoadContext) {
  const intent = "forgot" as const;
  const parsed = await parseForm(formData, forgotPasswordSchema, { hideFields: HIDDEN });
  if (!parsed.ok) return refuse({ ...parsed.refused, intent });
  const { submission } = parsed;
  const { email } = parsed.value;
  const limit = await hitAll([
    [`reset:email:${email}`, LIMITS.resetPerEmail],
    [`reset:ip:${context.clientIp}`, LIMITS.resetPerIp],
  ]);
  if (!limit.allowed) {
    return tooMany(limit, (wait) => ({ ...refusal(submission, { formErrors: [wait], hideFields: HIDDEN }), intent }));
  }
  // Looked up and sent by a job, so the request takes as long for an unknown address as a known one.
  await requestPasswordReset(email);
  return data(
    { ok: true as const, intent, resetSentTo: email, result: submission.reply({ hideFields: HIDDEN }) },
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
