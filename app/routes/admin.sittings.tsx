import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { examSittings } from "../../db/schema";
import { MemberPage } from "~/components/shell/page";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field, TextareaField } from "~/components/ui/field";
import { formatDate } from "~/domain/format";
import { overseasFeesText, sittingSchema, sittingSlug, ukStart } from "~/domain/sittings";
import { requireAdmin } from "~/server/auth.server";
import { getDb } from "~/server/db.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/admin.sittings";

export const meta: Route.MetaFunction = () => [{ title: "Exam sittings | Arrowed" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const sittings = await getDb().select().from(examSittings).orderBy(desc(examSittings.startsAt));
  const latest = sittings[0];
  return {
    sittings: sittings.map((s) => ({
      id: s.id,
      label: s.label,
      aboutTo: `/about-frcr?sitting=${s.slug}#dates`,
      startsAt: `${formatDate(s.startsAt)}, ${new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/London" }).format(s.startsAt)}`,
      bookingOpens: `${formatDate(s.bookingOpensMembers)} / ${formatDate(s.bookingOpensNonMembers)}`,
      closing: formatDate(s.closingDate),
      results: formatDate(s.resultsDate),
      fees: `£${s.ukMemberFeeMin}–£${s.ukMemberFeeMax} / £${s.ukNonMemberFee}`,
      upcoming: s.startsAt.getTime() > Date.now(),
    })),
    // Venues, overseas fees and who books first rarely change between sittings: the form starts from the latest.
    defaults: {
      startTime: "09:00",
      membersLabel: latest?.membersLabel ?? "members and resident doctors",
      ukVenues: latest?.ukVenues.join("\n") ?? "",
      overseasFees: latest ? overseasFeesText(latest.globalFees) : "",
    },
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const submission = parseWithZod(await request.formData(), { schema: sittingSchema });
  if (submission.status !== "success") return data({ result: submission.reply() as SubmissionResult<string[]> }, { status: 400 });
  const { startTime, overseasFees, ...sitting } = submission.value;
  const db = getDb();
  const inserted = await db
    .insert(examSittings)
    .values({ ...sitting, slug: sittingSlug(sitting.physicsDate), startsAt: ukStart(sitting.physicsDate, startTime), globalFees: overseasFees })
    .onConflictDoNothing()
    .returning({ id: examSittings.id });
  if (inserted.length === 0) {
    const [sameLabel] = await db.select({ id: examSittings.id }).from(examSittings).where(eq(examSittings.label, sitting.label));
    const fieldErrors: Record<string, string[]> = sameLabel ? { label: ["A sitting with this label already exists."] } : { physicsDate: ["A sitting in this month already exists."] };
    return data({ result: submission.reply({ fieldErrors }) as SubmissionResult<string[]> }, { status: 409 });
  }
  return redirectWithToast("/admin/sittings", {
    title: "Sitting added",
    description: `${sitting.label} now shows on the About FRCR Part 1 page and in the landing page's countdown.`,
  });
}

export default function AdminSittings() {
  const { sittings, defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm<z.input<typeof sittingSchema>, z.output<typeof sittingSchema>>({
    id: "sitting",
    defaultValue: defaults,
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: sittingSchema }),
  });
  return (
    <MemberPage>
      <h1 className="text-3xl font-bold tracking-tight">Exam sittings</h1>
      <p className="mt-1 text-muted">
        Every sitting has a tab on the About FRCR Part 1 page, which opens on the next upcoming one; the landing page's Warm Reminder counts
        down to it.
      </p>
      <div className="mt-6 overflow-x-auto rounded-2xl border border-border bg-surface">
        <table className="w-full min-w-[52rem] text-left text-sm">
          <thead className="text-muted">
            <tr>
              <th scope="col" className="px-4 py-3">Sitting</th>
              <th scope="col" className="px-4">Starts</th>
              <th scope="col" className="px-4">Bookings open (members / non-members)</th>
              <th scope="col" className="px-4">Bookings close</th>
              <th scope="col" className="px-4">Results</th>
              <th scope="col" className="px-4">UK fees (member / non-member)</th>
            </tr>
          </thead>
          <tbody>
            {sittings.map((s) => (
              <tr key={s.id} className="border-t border-border">
                <td className="px-4 py-3 font-medium">
                  <Link to={s.aboutTo} className="text-primary hover:underline">
                    {s.label}
                  </Link>{" "}
                  {s.upcoming ? <span className="ml-1 rounded-full bg-success/15 px-2 py-0.5 text-xs text-success">upcoming</span> : null}
                </td>
                <td className="px-4">{s.startsAt}</td>
                <td className="px-4">{s.bookingOpens}</td>
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
          <Field label="Start time (UK)" errors={fields.startTime.errors} inputProps={getInputProps(fields.startTime, { type: "time" })} />
          <Field label="Physics date" errors={fields.physicsDate.errors} inputProps={getInputProps(fields.physicsDate, { type: "date" })} />
          <Field label="Anatomy date" errors={fields.anatomyDate.errors} inputProps={getInputProps(fields.anatomyDate, { type: "date" })} />
          <Field label="Booking opens (members)" errors={fields.bookingOpensMembers.errors} inputProps={getInputProps(fields.bookingOpensMembers, { type: "date" })} />
          <Field
            label="Booking opens first for"
            hint={'As it reads after "Bookings open: ", e.g. members and resident doctors'}
            errors={fields.membersLabel.errors}
            inputProps={getInputProps(fields.membersLabel, { type: "text" })}
          />
          <Field label="Booking opens (non-members)" errors={fields.bookingOpensNonMembers.errors} inputProps={getInputProps(fields.bookingOpensNonMembers, { type: "date" })} />
          <Field label="Closing date" errors={fields.closingDate.errors} inputProps={getInputProps(fields.closingDate, { type: "date" })} />
          <Field label="Results date" errors={fields.resultsDate.errors} inputProps={getInputProps(fields.resultsDate, { type: "date" })} />
          <Field label="UK member fee from (£)" errors={fields.ukMemberFeeMin.errors} inputProps={getInputProps(fields.ukMemberFeeMin, { type: "number" })} />
          <Field label="UK member fee to (£)" errors={fields.ukMemberFeeMax.errors} inputProps={getInputProps(fields.ukMemberFeeMax, { type: "number" })} />
          <Field label="UK non-member fee (£)" errors={fields.ukNonMemberFee.errors} inputProps={getInputProps(fields.ukNonMemberFee, { type: "number" })} />
          <div className="sm:col-span-2">
            <TextareaField
              label="UK venues"
              hint="One a line. Left empty, the About page says they are not announced yet."
              errors={fields.ukVenues.errors}
              textareaProps={{ ...getTextareaProps(fields.ukVenues), rows: 4 }}
            />
          </div>
          <div className="sm:col-span-2">
            <TextareaField
              label="Overseas venues and fees (£ per module, local taxes included)"
              hint="One a line: Country: member fee / non-member fee, e.g. Egypt: 533 / 709."
              errors={fields.overseasFees.errors}
              textareaProps={{ ...getTextareaProps(fields.overseasFees), rows: 6 }}
            />
          </div>
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
