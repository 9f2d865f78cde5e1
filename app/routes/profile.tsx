import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import { DeleteAccountCard, DeleteAccountDialog, MyDataCard } from "~/components/profile/my-data";
import { MemberPage } from "~/components/shell/page";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClass } from "~/components/ui/button";
import { RouteDialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { preventContextMenu, useCopyBlock } from "~/components/ui/use-copy-block";
import { changePasswordSchema, profileFields } from "~/domain/account";
import { SPECIAL_OFFER } from "~/domain/messages";
import { changePassword } from "~/server/account.server";
import { requireUser } from "~/server/auth.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/profile";
import { chooseSitting, upcomingSittings } from "~/server/study-plan.server";
import { deleteAccountAction } from "./profile.my-data.server";
import { profileData, resetAccountData, updateProfile } from "./profile.server";
import { SittingCard } from "~/components/profile/sitting-card";

export const meta: Route.MetaFunction = () => [
  { title: "Profile & Account | Arrowed" },
  { name: "robots", content: "noindex" },
];

const profileSchema = z.object({ intent: z.literal("profile"), ...profileFields });
const passwordSchema = changePasswordSchema;
const sittingSchema = z.object({
  intent: z.literal("sitting"),
  sittingId: z.union([z.uuid(), z.literal("")]).default(""),
});
const resetSchema = z.object({
  intent: z.literal("reset"),
  confirm: z.literal("yes", { error: "Confirm that you want to reset your data." }),
});

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const [data, sittings] = await Promise.all([
    profileData(user, { plan: url.searchParams.get("plan"), months: url.searchParams.get("months") }),
    upcomingSittings(),
  ]);
  return { ...data, sittings };
}

type ActionData = {
  intent: "profile" | "password" | "reset" | "sitting" | "delete-account";
  result: SubmissionResult<string[]>;
};

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "profile") {
    const submission = parseWithZod(formData, { schema: profileSchema });
    if (submission.status !== "success")
      return data<ActionData>({ intent, result: submission.reply() }, { status: 400 });
    await updateProfile(user.id, submission.value);
    return redirectWithToast("/profile", { title: "Profile updated successfully" });
  }

  if (intent === "password") {
    const submission = parseWithZod(formData, { schema: passwordSchema });
    const hide = { hideFields: ["currentPassword", "newPassword", "confirmPassword"] };
    if (submission.status !== "success")
      return data<ActionData>({ intent, result: submission.reply(hide) }, { status: 400 });
    const changed = await changePassword(user, submission.value.currentPassword, submission.value.newPassword);
    if (!changed.ok) {
      return data<ActionData>(
        {
          intent,
          result: submission.reply({
            ...hide,
            fieldErrors: { currentPassword: ["Your current password is not right."] },
          }),
        },
        { status: 400 },
      );
    }
    return redirectWithToast("/profile", {
      title: "Password updated successfully",
      description: "Your other devices have been signed out.",
    });
  }

  if (intent === "sitting") {
    const submission = parseWithZod(formData, { schema: sittingSchema });
    const sittingId = submission.status === "success" ? submission.value.sittingId || null : undefined;
    const open = sittingId ? (await upcomingSittings()).some((s) => s.id === sittingId) : true;
    if (sittingId === undefined || !open) {
      return data<ActionData>(
        {
          intent: "sitting",
          result: submission.reply({ fieldErrors: { sittingId: ["Choose a sitting from the list."] } }),
        },
        { status: 400 },
      );
    }
    await chooseSitting(user.id, sittingId);
    return redirectWithToast("/profile", {
      title: sittingId ? "Sitting saved" : "Sitting cleared",
      description: sittingId ? "Your dashboard now plans the days to it." : undefined,
    });
  }

  if (intent === "reset") {
    const submission = parseWithZod(formData, { schema: resetSchema });
    if (submission.status !== "success")
      return data<ActionData>({ intent, result: submission.reply() }, { status: 400 });
    await resetAccountData(user.id);
    return redirectWithToast("/attempts", {
      title: "Account data reset",
      description: "Account data has been reset successfully. All your attempted questions data has been cleared.",
    });
  }

  if (intent === "delete-account") return deleteAccountAction(request, user, formData);

  return data(
    { intent: "profile" as const, result: { status: "error" as const, error: { "": ["Unknown action."] } } },
    { status: 400 },
  );
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
            <span className="rounded-full bg-primary/15 px-3 py-1 text-sm font-semibold text-primary">
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
              error={actionData?.intent === "sitting" ? actionData.result.error?.sittingId?.[0] : undefined}
            />
          </div>
          <div className="flex flex-col gap-6">
            <section aria-labelledby="subscription" className="rounded-2xl border border-border bg-surface p-6">
              <h2 id="subscription" className="text-lg font-semibold">
                Subscription Details
              </h2>
              <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
                <dt className="text-muted">Plan</dt>
                <dd className="font-semibold">
                  {plan.label}
                  {plan.key === "premium" && plan.durationMonths ? ` (${plan.durationMonths} months)` : ""}
                </dd>
                <dt className="text-muted">Expiry</dt>
                <dd>{plan.endsAt ?? "N/A"}</dd>
                <dt className="text-muted">Status</dt>
                <dd>{plan.status}</dd>
              </dl>
              {plan.key === "free" ? (
                <p className="mt-3 text-sm text-muted">{trialRemaining} trial questions remaining.</p>
              ) : null}
              <SubscriptionChoices billing={billing} hasPlan={plan.key !== "free"} />
              <div className="mt-4 flex flex-wrap gap-3">
                {billing.canManage ? (
                  <form method="post" action="/billing/portal" target="_blank">
                    <button type="submit" className={buttonClass("secondary")}>
                      Manage Subscription
                    </button>
                  </form>
                ) : null}
                <Form method="get">
                  <button type="submit" className={buttonClass("secondary")}>
                    Refresh Status
                  </button>
                </Form>
              </div>
              {billing.paymentsLive ? null : (
                <p className="mt-3 text-sm text-muted">
                  Card details, invoices and cancelling are not online yet:{" "}
                  <Link to="/contact" className="text-primary hover:underline">
                    contact us
                  </Link>{" "}
                  and we will change them for you.
                </p>
              )}
            </section>
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

type Billing = Awaited<ReturnType<typeof loader>>["billing"];

/** Upgrade choices (product-rules#upgrade-paths); each is a plain form, so it works without JavaScript. */
function SubscriptionChoices({ billing, hasPlan }: { billing: Billing; hasPlan: boolean }) {
  if (billing.longestPlan) return <p className="mt-4 text-sm">You are on our longest plan.</p>;
  const chosen = billing.offers.find((o) => o.chosen);
  return (
    <div className="mt-5">
      <h3 className="text-sm font-semibold">{hasPlan ? "Upgrade" : "Choose a plan"}</h3>
      {chosen ? <p className="mt-1 text-sm text-muted">You picked {chosen.label} on the pricing page.</p> : null}
      {hasPlan ? (
        <p className="mt-1 text-xs text-muted">
          An upgrade is charged at the full new price; for a refund of your remaining days, email support.
        </p>
      ) : null}
      <ul className="mt-3 flex flex-col gap-2">
        {billing.offers.map((offer) => (
          <li key={offer.id}>
            <Form method="post" action="/checkout">
              <input type="hidden" name="offer" value={offer.id} />
              <button
                type="submit"
                className={buttonClass(
                  offer.chosen || (!chosen && offer.id === "full-3") ? "primary" : "secondary",
                  "w-full justify-between",
                )}
                aria-describedby={offer.chosen ? "chosen-offer" : undefined}
              >
                <span>{offer.label}</span>
                <span>{offer.price}</span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
      {chosen ? (
        <span id="chosen-offer" className="sr-only">
          Your choice from the pricing page
        </span>
      ) : null}
    </div>
  );
}

function PaymentHistory({ payments }: { payments: Billing["payments"] }) {
  return (
    <section aria-labelledby="payment-history" className="rounded-2xl border border-border bg-surface p-6">
      <h2 id="payment-history" className="text-lg font-semibold">
        Payment History
      </h2>
      {payments.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No payments yet.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-muted">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Date
                </th>
                <th scope="col" className="pr-3">
                  Plan
                </th>
                <th scope="col" className="pr-3">
                  Amount
                </th>
                <th scope="col" className="pr-3">
                  Status
                </th>
                <th scope="col">
                  <span className="sr-only">Receipt</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {payments.map((p) => (
                <tr key={p.id} className="border-t border-border align-top">
                  <td className="py-2 pr-3 whitespace-nowrap">{p.date}</td>
                  <td className="pr-3">
                    {p.plan}
                    {p.note ? <span className="block text-xs text-muted">{p.note}</span> : null}
                  </td>
                  <td className="pr-3">{p.amount}</td>
                  <td className="pr-3">{p.status}</td>
                  <td>
                    {p.receipt ? (
                      <a href={`/billing/receipt/${p.id}`} download className="text-primary hover:underline">
                        Receipt<span className="sr-only"> for {p.date}</span>
                      </a>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function ProfileForm({
  profile,
  email,
  actionData,
}: {
  profile: { name: string; specialty: string; university: string; hospital: string };
  email: string;
  actionData?: ActionData;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "profile";
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

function PasswordForm({ actionData }: { actionData?: ActionData }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "password";
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

function ResetDialog() {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "reset";
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
