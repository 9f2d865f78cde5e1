import { Link, useActionData, useLoaderData, useSearchParams } from "react-router";
import { PasswordForm, ProfileForm, ResetDialog } from "~/components/profile/account-cards";
import { DeleteAccountCard, DeleteAccountDialog, MyDataCard } from "~/components/profile/my-data-cards";
import { NudgesCard } from "~/components/profile/nudges-card";
import { SittingCard } from "~/components/profile/sitting-card";
import { PaymentHistory, SubscriptionCard } from "~/components/profile/plan-and-payments";
import { MemberPage } from "~/components/shell/page";
import { buttonClass } from "~/components/ui/button";
import { preventContextMenu, useCopyBlock } from "~/components/ui/use-copy-block";
import { SPECIAL_OFFER } from "~/domain/message-forms";
import {
  passwordSchema,
  profileIntentSchema,
  profileSchema,
  resetSchema,
  nudgesChoiceSchema,
  sittingChoiceSchema,
  examDateSchema,
} from "~/domain/profile-forms";
import { changePassword } from "~/server/account.server";
import type { FormRefusal } from "~/domain/form-refusal";
import { requireUser } from "~/server/auth.server";
import { setNudges } from "~/server/nudges.server";
import { parseForm, refusal, refuse, unknownAction } from "~/server/forms.server";
import { hit, LIMITS, tooMany } from "~/server/rate-limit.server";
import { chooseExamDate, chooseSitting, upcomingSittings } from "~/server/study-plan-progress.server";
import { dayKey } from "~/domain/scoring";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/profile";
import { deleteAccountAction } from "./profile.my-data.server";
import { profileData, resetAccountData, updateProfile } from "./profile.server";

export const meta: Route.MetaFunction = () => [
  { title: "Profile & Account | Arrowed" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [data, sittings] = await Promise.all([
    profileData(user, { plan: url.searchParams.get("plan"), months: url.searchParams.get("months") }),
    upcomingSittings(),
  ]);
  return { ...data, sittings };
}

/** A refused form of this screen, tagged with the form it answers. */
type ActionData = FormRefusal & {
  intent: "profile" | "password" | "reset" | "sitting" | "exam-date" | "nudges" | "delete-account";
};

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const chosen = await parseForm(request, profileIntentSchema);
  if (!chosen.ok) return refuse<ActionData>({ ...unknownAction(chosen), intent: "profile" });
  const { intent } = chosen.value;
  const { formData } = chosen;
  const refused = (refused: FormRefusal, status = 400) => refuse<ActionData>({ ...refused, intent }, status);

  if (intent === "profile") {
    const parsed = await parseForm(formData, profileSchema);
    if (!parsed.ok) return refused(parsed.refused);
    await updateProfile(user.id, parsed.value);
    return redirectWithToast("/profile", { title: "Profile updated successfully" });
  }

  if (intent === "password") {
    const hideFields = ["currentPassword", "newPassword", "confirmPassword"];
    const parsed = await parseForm(formData, passwordSchema, { hideFields });
    if (!parsed.ok) return refused(parsed.refused);
    const limit = await hit(`change-password:user:${user.id}`, LIMITS.changePasswordPerUser);
    if (!limit.allowed) {
      return tooMany<ActionData>(limit, (wait) => ({
        ...refusal(parsed.submission, { hideFields, formErrors: [wait] }),
        intent,
      }));
    }
    const changed = await changePassword(user, parsed.value.currentPassword, parsed.value.newPassword);
    if (!changed.ok) {
      return refused(
        refusal(parsed.submission, {
          hideFields,
          fieldErrors: { currentPassword: ["Your current password is not right."] },
        }),
      );
    }
    return redirectWithToast("/profile", {
      title: "Password updated successfully",
      description: "Your other devices have been signed out.",
    });
  }

  if (intent === "sitting") {
    const parsed = await parseForm(formData, sittingChoiceSchema);
    const sittingId = parsed.ok ? parsed.value.sittingId || null : undefined;
    const open = sittingId ? (await upcomingSittings()).some((s) => s.id === sittingId) : true;
    if (sittingId === undefined || !open) {
      const notListed = { fieldErrors: { sittingId: ["Choose a sitting from the list."] } };
      return refused(parsed.submission ? refusal(parsed.submission, notListed) : parsed.refused);
    }
    await chooseSitting(user.id, sittingId);
    return redirectWithToast("/profile", {
      title: sittingId ? "Sitting saved" : "Sitting cleared",
      description: sittingId ? "Your dashboard now plans the days to it." : undefined,
    });
  }

  if (intent === "exam-date") {
    const parsed = await parseForm(formData, examDateSchema(dayKey(new Date())));
    if (!parsed.ok) return refused(parsed.refused);
    const examDate = parsed.value.examDate || null;
    await chooseExamDate(user.id, examDate);
    return redirectWithToast("/profile", {
      title: examDate ? "Exam date saved" : "Exam date cleared",
      description: examDate ? "Your dashboard now plans the days to it." : undefined,
    });
  }

  if (intent === "nudges") {
    const parsed = await parseForm(formData, nudgesChoiceSchema);
    if (!parsed.ok) return refused(parsed.refused);
    const { nudges } = parsed.value;
    await setNudges(user.id, nudges === "none" ? null : nudges);
    return redirectWithToast("/profile", {
      title: nudges === "none" ? "Study nudges off" : "Study nudges on",
      description: nudges === "none" ? undefined : `A ${nudges} email with what is due and your weakest structures.`,
    });
  }

  if (intent === "reset") {
    const parsed = await parseForm(formData, resetSchema);
    if (!parsed.ok) return refused(parsed.refused);
    await resetAccountData(user.id);
    return redirectWithToast("/attempts", {
      title: "Account data reset",
      description: "Account data has been reset successfully. All your attempted questions data has been cleared.",
    });
  }

  return deleteAccountAction(request, user, formData);
}

export default function Profile() {
  const { email, profile, plan, trialRemaining, billing, sittings } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const [searchParams] = useSearchParams();
  const initials =
    profile.name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((p) => p[0]!.toUpperCase())
      .join("") || "S";

  useCopyBlock();

  return (
    <MemberPage>
      <div onContextMenu={preventContextMenu}>
        <h1 className="text-3xl font-bold tracking-tight">Profile &amp; Account</h1>
        <section
          aria-label="Summary"
          className="mt-6 flex flex-wrap items-center gap-4 rounded-2xl border border-border bg-surface p-4 sm:gap-5 sm:p-6"
        >
          <div
            aria-hidden="true"
            className="flex h-12 w-12 shrink-0 items-center sm:h-16 sm:w-16 justify-center rounded-full bg-primary text-xl font-bold text-on-primary"
          >
            {initials}
          </div>
          <div className="min-w-0 flex-1">
            <p className="text-xl font-semibold break-words">{profile.name}</p>
            <p className="break-all text-muted">{email}</p>
            <p className="mt-1 text-sm text-muted">
              {[profile.specialty, profile.university, profile.hospital].filter(Boolean).join(" · ")}
            </p>
          </div>
          {/* On a phone the plan takes its own line, so the name keeps the width. */}
          <div className="basis-full sm:basis-auto sm:text-right">
            <span className="rounded-full bg-primary/15 px-3 py-1 text-sm font-semibold text-primary-strong">
              {plan.label}
            </span>
            <p className="mt-2 text-sm text-muted">
              {plan.endsAt ? `Expires ${plan.endsAt}` : `${trialRemaining} trial questions remaining`}
            </p>
          </div>
        </section>

        <div className="mt-6 grid items-start gap-6 lg:grid-cols-2">
          <div className="flex flex-col gap-6">
            <ProfileForm
              profile={profile}
              email={email}
              actionData={actionData?.intent === "profile" ? actionData : undefined}
            />
            <SittingCard
              sittings={sittings}
              chosen={profile.sittingId}
              examDate={profile.examDate}
              error={actionData?.intent === "sitting" ? actionData.result.error?.sittingId?.[0] : undefined}
              examDateResult={actionData?.intent === "exam-date" ? actionData.result : undefined}
            />
            <NudgesCard
              chosen={profile.nudges}
              error={actionData?.intent === "nudges" ? actionData.result.error?.nudges?.[0] : undefined}
            />
          </div>
          <div className="flex flex-col gap-6">
            <SubscriptionCard plan={plan} trialRemaining={trialRemaining} billing={billing} />
            <PaymentHistory payments={billing.payments} />
            <section aria-labelledby="special-offer" className="rounded-2xl border border-border bg-surface p-6">
              <h2 id="special-offer" className="text-lg font-semibold">
                Special Offer
              </h2>
              <p className="mt-1 text-sm text-muted">
                Learning in an emerging economy? Apply with proof of identity and of enrolment or employment for a
                discounted account.
              </p>
              <Link
                to={`/contact?${new URLSearchParams({ mode: "support", subject: SPECIAL_OFFER.subject, message: SPECIAL_OFFER.message, from: "/profile" })}`}
                className={buttonClass("secondary", "mt-4")}
              >
                Apply for Discounted Account
              </Link>
            </section>
            <PasswordForm actionData={actionData?.intent === "password" ? actionData : undefined} />
            <section aria-labelledby="reset-data" className="rounded-2xl border border-danger/40 bg-surface p-6">
              <h2 id="reset-data" className="text-lg font-semibold">
                Reset Account Data
              </h2>
              <p className="mt-1 text-sm text-muted">
                Deletes every test you have taken and its answers. Your notes and liked questions stay.
              </p>
              <Link to="/profile?reset=1" preventScrollReset className={buttonClass("danger", "mt-4")}>
                Reset Account Data
              </Link>
            </section>
            <MyDataCard />
            <DeleteAccountCard />
          </div>
        </div>
      </div>
      {searchParams.get("reset") === "1" ? <ResetDialog /> : null}
      {searchParams.get("delete") === "1" || actionData?.intent === "delete-account" ? (
        <DeleteAccountDialog lastResult={actionData?.intent === "delete-account" ? actionData.result : undefined} />
      ) : null}
    </MemberPage>
  );
}
