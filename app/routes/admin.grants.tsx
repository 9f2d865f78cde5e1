// Admin: grant a plan to a trainee by email (the Special Offer's discounted accounts), recorded in
// their payment history as £0 with the reason (docs/decisions/010-payments.md).
import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import { Form, useActionData, useLoaderData } from "react-router";
import * as s from "../../db/schema";
import { useIsPending } from "~/components/ui/use-is-pending";
import { AdminNav } from "~/components/admin/admin-nav";
import { MemberPage } from "~/components/shell/page";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { formatDate } from "~/domain/format";
import { PLAN_LABELS } from "~/domain/plan";
import { OFFERS } from "~/domain/catalogue";
import { grantEndsAt, grantSchema, offerById, offerLabel } from "~/domain/subscription";
import { requireAdmin } from "~/server/auth.server";
import { getDb } from "~/server/db.server";
import { parseForm, refuse, refusal } from "~/server/forms.server";
import { grantPlan } from "~/server/plan-grants.server";
import { getCurrentPlan } from "~/server/current-plan.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/admin.grants";

export const meta: Route.MetaFunction = () => [
  { title: "Grant a plan | Arrowed" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const grants = await getDb()
    .select({
      id: s.paymentHistory.id,
      date: s.paymentHistory.paymentDate,
      tier: s.paymentHistory.subscriptionTier,
      months: s.paymentHistory.durationMonths,
      note: s.paymentHistory.note,
      email: s.users.email,
    })
    .from(s.paymentHistory)
    .leftJoin(s.users, eq(s.users.id, s.paymentHistory.userId))
    .where(and(eq(s.paymentHistory.amount, 0), isNotNull(s.paymentHistory.note)))
    .orderBy(desc(s.paymentHistory.paymentDate))
    .limit(50);
  return {
    grants: grants.map((g) => ({
      id: g.id,
      date: formatDate(g.date),
      plan: g.tier === "free" ? PLAN_LABELS.free : offerLabel({ plan: g.tier, months: g.months }),
      note: g.note,
      email: g.email ?? "(deleted account)",
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const parsed = await parseForm(request, grantSchema);
  if (!parsed.ok) return refuse(parsed.refused);
  const { submission } = parsed;
  const { email, offer: offerId, endsOn, note } = parsed.value;
  const endsAt = grantEndsAt(endsOn);
  if (endsAt.getTime() <= Date.now()) {
    return refuse(refusal(submission, { fieldErrors: { endsOn: ["The end date must be in the future"] } }));
  }
  const [user] = await getDb().select({ id: s.users.id }).from(s.users).where(eq(s.users.email, email)).limit(1);
  if (!user) return refuse(refusal(submission, { fieldErrors: { email: ["No account has this email address"] } }));
  const offer = offerById(offerId)!;
  const before = await getCurrentPlan(user.id);
  const granted = `${offerLabel(offer)} until ${formatDate(endsAt)}`;
  await grantPlan({
    userId: user.id,
    offer,
    endsAt,
    note,
    audit: {
      actorId: admin.id,
      action: "grant.created",
      subjectType: "grant",
      subjectId: user.id,
      summary: `${granted} granted to ${email}`,
      details: {
        email,
        note,
        before: { plan: PLAN_LABELS[before.plan], endsAt: before.endsAt ? formatDate(before.endsAt) : null },
        after: { plan: offerLabel(offer), endsAt: formatDate(endsAt) },
      },
    },
  });
  return redirectWithToast("/admin/grants", { title: "Plan granted", description: `${email} has ${granted}.` });
}

export default function AdminGrants() {
  const { grants } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useIsPending();
  const [form, fields] = useForm({
    id: "grant",
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: grantSchema }),
  });
  return (
    <MemberPage>
      <AdminNav current="/admin/grants" />
      <h1 className="text-3xl font-bold tracking-tight">Grant a plan</h1>
      <p className="mt-1 text-muted">
        For approved Special Offer applications. The trainee sees it at once, and as a £0 payment in their history.
      </p>
      <section aria-labelledby="new-grant" className="mt-6 max-w-2xl rounded-2xl border border-border bg-surface p-6">
        <h2 id="new-grant" className="text-lg font-semibold">
          New grant
        </h2>
        <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-x-4 sm:grid-cols-2">
          {form.errors?.length ? <Alert tone="error">{form.errors[0]}</Alert> : null}
          <Field
            label="Trainee's email"
            errors={fields.email.errors}
            inputProps={getInputProps(fields.email, { type: "email" })}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor={fields.offer.id} className="text-sm font-medium">
              Plan
            </label>
            <select
              {...getSelectProps(fields.offer)}
              className="rounded-lg border border-border bg-bg px-3 py-2.5 text-text"
            >
              {OFFERS.map((o) => (
                <option key={o.id} value={o.id}>
                  {offerLabel(o)}
                </option>
              ))}
            </select>
            <p className="min-h-5 text-sm text-danger" aria-live="polite">
              {fields.offer.errors?.[0] ?? ""}
            </p>
          </div>
          <Field
            label="Ends on"
            hint="Access lasts to the end of this day (UK time)."
            errors={fields.endsOn.errors}
            inputProps={getInputProps(fields.endsOn, { type: "date" })}
          />
          <Field
            label="Note"
            hint="Why, as shown in the trainee's payment history."
            errors={fields.note.errors}
            inputProps={getInputProps(fields.note, { type: "text" })}
          />
          <div className="pb-6 sm:col-span-2">
            <Button type="submit" disabled={busy}>
              {busy ? "Granting..." : "Grant plan"}
            </Button>
          </div>
        </Form>
      </section>
      <section aria-labelledby="grants" className="mt-8">
        <h2 id="grants" className="text-lg font-semibold">
          Recent grants
        </h2>
        {grants.length === 0 ? (
          <p className="mt-2 text-muted">No plans granted yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-border rounded-2xl border border-border bg-surface">
            {grants.map((g) => (
              <li key={g.id} className="px-4 py-3 text-sm">
                <span className="font-medium">{g.email}</span> · {g.plan} · {g.date}
                <span className="block text-muted">{g.note}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </MemberPage>
  );
}
