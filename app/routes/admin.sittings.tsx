import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { and, desc, eq, ne, or } from "drizzle-orm";
import { z } from "zod";
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { examSittings } from "../../db/schema";
import { AdminNav } from "~/components/admin/admin-nav";
import { MemberPage } from "~/components/shell/page";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClass } from "~/components/ui/button";
import { RouteDialog } from "~/components/ui/dialog";
import { Field, TextareaField } from "~/components/ui/field";
import { formatDate, formatTime, ukDateTime } from "~/domain/format";
import { noSittingAhead, overseasFeesText, sittingSchema, sittingSlug } from "~/domain/sittings";
import { changedFields, recordAudit } from "~/server/audit.server";
import { requireAdmin } from "~/server/auth.server";
import { getDb } from "~/server/db.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/admin.sittings";

export const meta: Route.MetaFunction = () => [
  { title: "Exam sittings | Arrowed" },
  { name: "robots", content: "noindex" },
];

type SittingRow = typeof examSittings.$inferSelect;

/** The form's fields as the audit trail names them. */
const SITTING_FIELDS: Record<keyof ReturnType<typeof formValues>, string> = {
  label: "label",
  physicsDate: "physics date",
  anatomyDate: "anatomy date",
  startTime: "start time",
  bookingOpensMembers: "booking opens (members)",
  membersLabel: "booking opens first for",
  bookingOpensNonMembers: "booking opens (non-members)",
  closingDate: "closing date",
  resultsDate: "results date",
  ukMemberFeeMin: "UK member fee from",
  ukMemberFeeMax: "UK member fee to",
  ukNonMemberFee: "UK non-member fee",
  ukVenues: "UK venues",
  overseasFees: "overseas fees",
};

/** A stored sitting as the form shows it, to edit. */
function formValues(sitting: SittingRow) {
  return {
    label: sitting.label,
    physicsDate: sitting.physicsDate,
    anatomyDate: sitting.anatomyDate,
    startTime: formatTime(sitting.startsAt),
    bookingOpensMembers: sitting.bookingOpensMembers,
    membersLabel: sitting.membersLabel,
    bookingOpensNonMembers: sitting.bookingOpensNonMembers,
    closingDate: sitting.closingDate,
    resultsDate: sitting.resultsDate,
    ukMemberFeeMin: String(sitting.ukMemberFeeMin),
    ukMemberFeeMax: String(sitting.ukMemberFeeMax),
    ukNonMemberFee: String(sitting.ukNonMemberFee),
    ukVenues: sitting.ukVenues.join("\n"),
    overseasFees: overseasFeesText(sitting.globalFees),
  };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const sittings = await getDb().select().from(examSittings).orderBy(desc(examSittings.startsAt));
  const latest = sittings[0];
  const find = (param: string) => {
    const id = url.searchParams.get(param);
    if (id === null) return null;
    const found = sittings.find((s) => s.id === id);
    if (!found) throw data("No such sitting", { status: 404 });
    return found;
  };
  const editing = find("edit");
  const deleting = find("delete");
  return {
    sittings: sittings.map((s) => ({
      id: s.id,
      label: s.label,
      aboutTo: `/about-frcr?sitting=${s.slug}#dates`,
      startsAt: `${formatDate(s.startsAt)}, ${formatTime(s.startsAt)}`,
      bookingOpens: `${formatDate(s.bookingOpensMembers)} / ${formatDate(s.bookingOpensNonMembers)}`,
      closing: formatDate(s.closingDate),
      results: formatDate(s.resultsDate),
      fees: `£${s.ukMemberFeeMin}–£${s.ukMemberFeeMax} / £${s.ukNonMemberFee}`,
      upcoming: s.startsAt.getTime() > Date.now(),
    })),
    noneAhead: noSittingAhead(sittings, new Date()),
    editing: editing ? { id: editing.id, label: editing.label } : null,
    deleting: deleting ? { id: deleting.id, label: deleting.label } : null,
    defaults: editing
      ? formValues(editing)
      : {
          // Venues, overseas fees and who books first rarely change between sittings: the form starts from the latest.
          startTime: "09:00",
          membersLabel: latest?.membersLabel ?? "members and resident doctors",
          ukVenues: latest?.ukVenues.join("\n") ?? "",
          overseasFees: latest ? overseasFeesText(latest.globalFees) : "",
        },
  };
}

/** Which of the page's forms was sent: the add form (no intent), the edit form, or Delete's confirmation. */
const sittingIntent = z.object({ intent: z.enum(["add", "update", "delete"]).default("add") });
/** The sitting an edit or a deletion is about. */
const sittingId = z.object({ id: z.uuid() });

/** Another sitting with this label, or in this month (the About page's ?sitting= value), as form errors. */
async function clash(
  row: { label: string; slug: string },
  exceptId?: string,
): Promise<Record<string, string[]> | null> {
  const [other] = await getDb()
    .select({ label: examSittings.label })
    .from(examSittings)
    .where(
      and(
        or(eq(examSittings.label, row.label), eq(examSittings.slug, row.slug)),
        exceptId ? ne(examSittings.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (!other) return null;
  return other.label === row.label
    ? { label: ["A sitting with this label already exists."] }
    : { physicsDate: ["A sitting in this month already exists."] };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const formData = await request.formData();
  const chosen = parseWithZod(formData, { schema: sittingIntent });
  if (chosen.status !== "success") throw data("Unknown action", { status: 400 });
  const { intent } = chosen.value;
  const db = getDb();

  if (intent === "delete") {
    const parsed = parseWithZod(formData, { schema: sittingId });
    if (parsed.status !== "success") throw data("No such sitting", { status: 404 });
    const deleted = await db.transaction(async (tx) => {
      const [row] = await tx.delete(examSittings).where(eq(examSittings.id, parsed.value.id)).returning();
      if (row)
        await recordAudit(tx, {
          actorId: admin.id,
          action: "sitting.deleted",
          subjectType: "sitting",
          subjectId: row.id,
          summary: `${row.label} deleted`,
          details: { before: formValues(row) },
        });
      return row;
    });
    if (!deleted) throw data("No such sitting", { status: 404 });
    return redirectWithToast("/admin/sittings", {
      title: "Sitting deleted",
      description: `${deleted.label} no longer shows to trainees.`,
    });
  }

  const submission = parseWithZod(formData, { schema: sittingSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply() as SubmissionResult<string[]> }, { status: 400 });
  const { startTime, overseasFees, ...sitting } = submission.value;
  const row = {
    ...sitting,
    slug: sittingSlug(sitting.physicsDate),
    startsAt: ukDateTime(sitting.physicsDate, startTime),
    globalFees: overseasFees,
  };
  const refused = (fieldErrors: Record<string, string[]>) =>
    data({ result: submission.reply({ fieldErrors }) as SubmissionResult<string[]> }, { status: 409 });

  if (intent === "update") {
    const parsed = parseWithZod(formData, { schema: sittingId });
    if (parsed.status !== "success") throw data("No such sitting", { status: 404 });
    const taken = await clash(row, parsed.value.id);
    if (taken) return refused(taken);
    const updated = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(examSittings).where(eq(examSittings.id, parsed.value.id)).for("update");
      const [after] = await tx.update(examSittings).set(row).where(eq(examSittings.id, parsed.value.id)).returning();
      if (!before || !after) return null;
      const changes = changedFields(formValues(before), formValues(after));
      if (Object.keys(changes).length > 0) {
        const summary = `${after.label} edited: ${Object.keys(changes)
          .map((field) => SITTING_FIELDS[field as keyof typeof SITTING_FIELDS])
          .join(", ")}`;
        await recordAudit(tx, {
          actorId: admin.id,
          action: "sitting.updated",
          subjectType: "sitting",
          subjectId: after.id,
          summary,
          details: { changes },
        });
      }
      return after;
    });
    if (!updated) throw data("No such sitting", { status: 404 });
    return redirectWithToast("/admin/sittings", {
      title: "Sitting saved",
      description: `${sitting.label} shows its new details to trainees.`,
    });
  }

  const taken = await clash(row);
  if (taken) return refused(taken);
  const inserted = await db.transaction(async (tx) => {
    const added = await tx.insert(examSittings).values(row).onConflictDoNothing().returning();
    for (const a of added)
      await recordAudit(tx, {
        actorId: admin.id,
        action: "sitting.added",
        subjectType: "sitting",
        subjectId: a.id,
        summary: `${a.label} added`,
        details: { after: formValues(a) },
      });
    return added;
  });
  // Added by someone else a moment ago.
  if (inserted.length === 0)
    return refused((await clash(row)) ?? { label: ["A sitting with this label already exists."] });
  return redirectWithToast("/admin/sittings", {
    title: "Sitting added",
    description: `${sitting.label} now shows on the About FRCR Part 1 page and in the landing page's countdown.`,
  });
}

export default function AdminSittings() {
  const { sittings, defaults, editing, deleting, noneAhead } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm<z.input<typeof sittingSchema>, z.output<typeof sittingSchema>>({
    // A form of its own per sitting edited, so its fields start from that sitting.
    id: editing ? `sitting-${editing.id}` : "sitting",
    defaultValue: defaults,
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: sittingSchema }),
  });
  return (
    <MemberPage>
      <AdminNav current="/admin/sittings" />
      <h1 className="text-3xl font-bold tracking-tight">Exam sittings</h1>
      <p className="mt-1 text-muted">
        Every sitting has a tab on the About FRCR Part 1 page, which opens on the next upcoming one; the landing page's
        Warm Reminder counts down to it.
      </p>
      {noneAhead ? (
        <div className="mt-4">
          <Alert tone="info" title="No sitting ahead">
            Every sitting has started, so trainees read that the next dates are not yet announced and the landing page
            shows no countdown. Add the next sitting once the college publishes it.
          </Alert>
        </div>
      ) : null}
      <div className="mt-6 overflow-x-auto rounded-2xl border border-border bg-surface">
        <table className="w-full min-w-[52rem] text-left text-sm">
          <thead className="text-muted">
            <tr>
              <th scope="col" className="px-4 py-3">
                Sitting
              </th>
              <th scope="col" className="px-4">
                Starts
              </th>
              <th scope="col" className="px-4">
                Bookings open (members / non-members)
              </th>
              <th scope="col" className="px-4">
                Bookings close
              </th>
              <th scope="col" className="px-4">
                Results
              </th>
              <th scope="col" className="px-4">
                UK fees (member / non-member)
              </th>
              <th scope="col" className="px-4">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sittings.map((s) => (
              <tr key={s.id} className="border-t border-border">
                <td className="px-4 py-3 font-medium">
                  <Link to={s.aboutTo} className="text-primary hover:underline">
                    {s.label}
                  </Link>{" "}
                  {s.upcoming ? (
                    <span className="ml-1 rounded-full bg-success/15 px-2 py-0.5 text-xs text-success">upcoming</span>
                  ) : null}
                </td>
                <td className="px-4">{s.startsAt}</td>
                <td className="px-4">{s.bookingOpens}</td>
                <td className="px-4">{s.closing}</td>
                <td className="px-4">{s.results}</td>
                <td className="px-4">{s.fees}</td>
                <td className="whitespace-nowrap px-4">
                  <Link
                    to={`?edit=${s.id}#sitting-form`}
                    aria-label={`Edit ${s.label}`}
                    className="text-primary hover:underline"
                  >
                    Edit
                  </Link>
                  <Link
                    to={`?delete=${s.id}`}
                    preventScrollReset
                    aria-label={`Delete ${s.label}`}
                    className="ml-3 text-danger hover:underline"
                  >
                    Delete
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section
        id="sitting-form"
        aria-labelledby="sitting-form-title"
        className="mt-8 max-w-2xl scroll-mt-24 rounded-2xl border border-border bg-surface p-6"
      >
        <h2 id="sitting-form-title" className="text-lg font-semibold">
          {editing ? `Edit ${editing.label}` : "Add a sitting"}
        </h2>
        <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-x-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value={editing ? "update" : "add"} />
          {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
          {form.errors?.length ? <Alert tone="error">{form.errors[0]}</Alert> : null}
          <Field
            label="Label"
            hint="As shown to trainees, e.g. Mar 2027"
            errors={fields.label.errors}
            inputProps={getInputProps(fields.label, { type: "text" })}
          />
          <Field
            label="Start time (UK)"
            errors={fields.startTime.errors}
            inputProps={getInputProps(fields.startTime, { type: "time" })}
          />
          <Field
            label="Physics date"
            errors={fields.physicsDate.errors}
            inputProps={getInputProps(fields.physicsDate, { type: "date" })}
          />
          <Field
            label="Anatomy date"
            errors={fields.anatomyDate.errors}
            inputProps={getInputProps(fields.anatomyDate, { type: "date" })}
          />
          <Field
            label="Booking opens (members)"
            errors={fields.bookingOpensMembers.errors}
            inputProps={getInputProps(fields.bookingOpensMembers, { type: "date" })}
          />
          <Field
            label="Booking opens first for"
            hint={'As it reads after "Bookings open: ", e.g. members and resident doctors'}
            errors={fields.membersLabel.errors}
            inputProps={getInputProps(fields.membersLabel, { type: "text" })}
          />
          <Field
            label="Booking opens (non-members)"
            errors={fields.bookingOpensNonMembers.errors}
            inputProps={getInputProps(fields.bookingOpensNonMembers, { type: "date" })}
          />
          <Field
            label="Closing date"
            errors={fields.closingDate.errors}
            inputProps={getInputProps(fields.closingDate, { type: "date" })}
          />
          <Field
            label="Results date"
            errors={fields.resultsDate.errors}
            inputProps={getInputProps(fields.resultsDate, { type: "date" })}
          />
          <Field
            label="UK member fee from (£)"
            errors={fields.ukMemberFeeMin.errors}
            inputProps={getInputProps(fields.ukMemberFeeMin, { type: "number" })}
          />
          <Field
            label="UK member fee to (£)"
            errors={fields.ukMemberFeeMax.errors}
            inputProps={getInputProps(fields.ukMemberFeeMax, { type: "number" })}
          />
          <Field
            label="UK non-member fee (£)"
            errors={fields.ukNonMemberFee.errors}
            inputProps={getInputProps(fields.ukNonMemberFee, { type: "number" })}
          />
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
              {editing ? (busy ? "Saving..." : "Save changes") : busy ? "Adding..." : "Add sitting"}
            </Button>
            {editing ? (
              <Link to="/admin/sittings" className={buttonClass("ghost", "ml-2")}>
                Cancel
              </Link>
            ) : null}
          </div>
        </Form>
      </section>
      {deleting ? (
        <RouteDialog title={`Delete ${deleting.label}?`} closeTo="/admin/sittings">
          <p className="text-sm text-muted">
            Its tab leaves the About FRCR Part 1 page, and the countdown moves to the next sitting. This cannot be
            undone.
          </p>
          <Form method="post" className="mt-5 flex justify-end gap-2">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={deleting.id} />
            <Link to="/admin/sittings" preventScrollReset className={buttonClass("ghost")}>
              Cancel
            </Link>
            <Button type="submit" variant="danger" data-autofocus>
              Delete sitting
            </Button>
          </Form>
        </RouteDialog>
      ) : null}
    </MemberPage>
  );
}
