import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { desc } from "drizzle-orm";
import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { examSittings } from "../../db/schema";
import { MemberPage } from "~/components/shell/page";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { formatDate } from "~/domain/format";
import { sittingSchema, ukStart } from "~/domain/sittings";
import { requireAdmin } from "~/server/auth.server";
import { getDb } from "~/server/db.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/admin.sittings";

export const meta: Route.MetaFunction = () => [{ title: "Exam sittings | Arrowed" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const sittings = await getDb().select().from(examSittings).orderBy(desc(examSittings.startsAt));
  return {
    sittings: sittings.map((s) => ({
      id: s.id,
      label: s.label,
      startsAt: `${formatDate(s.startsAt)}, ${new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/London" }).format(s.startsAt)}`,
      closing: formatDate(s.closingDate),
      results: formatDate(s.resultsDate),
      fees: `£${s.ukMemberFeeMin}–£${s.ukMemberFeeMax} / £${s.ukNonMemberFee}`,
      upcoming: s.startsAt.getTime() > Date.now(),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const submission = parseWithZod(await request.formData(), { schema: sittingSchema });
  if (submission.status !== "success") return data({ result: submission.reply() as SubmissionResult<string[]> }, { status: 400 });
  const { startTime, ...sitting } = submission.value;
  const db = getDb();
  // Overseas fees rarely change between sittings: carry the latest ones forward.
  const [latest] = await db.select({ globalFees: examSittings.globalFees }).from(examSittings).orderBy(desc(examSittings.startsAt)).limit(1);
  const inserted = await db
    .insert(examSittings)
    .values({ ...sitting, startsAt: ukStart(sitting.physicsDate, startTime), globalFees: latest?.globalFees ?? {} })
    .onConflictDoNothing({ target: examSittings.label })
    .returning({ id: examSittings.id });
  if (inserted.length === 0) {
    return data({ result: submission.reply({ fieldErrors: { label: ["A sitting with this label already exists."] } }) as SubmissionResult<string[]> }, { status: 409 });
  }
  return redirectWithToast("/admin/sittings", { title: "Sitting added", description: `${sitting.label} now counts down on the landing page.` });
}

export default function AdminSittings() {
  const { sittings } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "sitting",
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: sittingSchema }),
  });
  return (
    <MemberPage>
      <h1 className="text-3xl font-bold tracking-tight">Exam sittings</h1>
      <p className="mt-1 text-muted">The landing page's Warm Reminder counts down to the next upcoming sitting.</p>
      <div className="mt-6 overflow-x-auto rounded-2xl border border-border bg-surface">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="text-muted">
            <tr>
              <th scope="col" className="px-4 py-3">Sitting</th>
              <th scope="col" className="px-4">Starts</th>
              <th scope="col" className="px-4">Bookings close</th>
              <th scope="col" className="px-4">Results</th>
              <th scope="col" className="px-4">UK fees (member / non-member)</th>
            </tr>
          </thead>
          <tbody>
            {sittings.map((s) => (
              <tr key={s.id} className="border-t border-border">
                <td className="px-4 py-3 font-medium">
                  {s.label} {s.upcoming ? <span className="ml-1 rounded-full bg-success/15 px-2 py-0.5 text-xs text-success">upcoming</span> : null}
                </td>
                <td className="px-4">{s.startsAt}</td>
                <td className="px-4">{s.closing}</td>
                <td className="px-4">{s.results}</td>
                <td className="px-4">{s.fees}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section aria-labelledby="add-sitting" className="mt-8 max-w-2xl rounded-2xl border border-border bg-surface p-6">
        <h2 id="add-sitting" className="text-lg font-semibold">
          Add a sitting
        </h2>
        <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-x-4 sm:grid-cols-2">
          {form.errors?.length ? <Alert tone="error">{form.errors[0]}</Alert> : null}
          <Field label="Label" hint="As shown to trainees, e.g. Mar 2027" errors={fields.label.errors} inputProps={getInputProps(fields.label, { type: "text" })} />
          <Field label="Start time (UK)" errors={fields.startTime.errors} inputProps={{ ...getInputProps(fields.startTime, { type: "time" }), defaultValue: "09:00" }} />
          <Field label="Physics date" errors={fields.physicsDate.errors} inputProps={getInputProps(fields.physicsDate, { type: "date" })} />
          <Field label="Anatomy date" errors={fields.anatomyDate.errors} inputProps={getInputProps(fields.anatomyDate, { type: "date" })} />
          <Field label="Booking opens (members)" errors={fields.bookingOpensMembers.errors} inputProps={getInputProps(fields.bookingOpensMembers, { type: "date" })} />
          <Field label="Booking opens (non-members)" errors={fields.bookingOpensNonMembers.errors} inputProps={getInputProps(fields.bookingOpensNonMembers, { type: "date" })} />
          <Field label="Closing date" errors={fields.closingDate.errors} inputProps={getInputProps(fields.closingDate, { type: "date" })} />
          <Field label="Results date" errors={fields.resultsDate.errors} inputProps={getInputProps(fields.resultsDate, { type: "date" })} />
          <Field label="UK member fee from (£)" errors={fields.ukMemberFeeMin.errors} inputProps={getInputProps(fields.ukMemberFeeMin, { type: "number" })} />
          <Field label="UK member fee to (£)" errors={fields.ukMemberFeeMax.errors} inputProps={getInputProps(fields.ukMemberFeeMax, { type: "number" })} />
          <Field label="UK non-member fee (£)" errors={fields.ukNonMemberFee.errors} inputProps={getInputProps(fields.ukNonMemberFee, { type: "number" })} />
          <div className="flex items-end pb-6 sm:col-span-2">
            <Button type="submit" disabled={busy}>
              {busy ? "Adding..." : "Add sitting"}
            </Button>
          </div>
        </Form>
      </section>
    </MemberPage>
  );
}
