// The admin's sitting form (add or edit) and Delete's confirmation, on /admin/sittings.
import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import type { z } from "zod";
import { useIsPending } from "~/components/ui/use-is-pending";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClass } from "~/components/ui/button";
import { RouteDialog } from "~/components/ui/dialog";
import { Field, TextareaField } from "~/components/ui/field";
import { sittingSchema } from "~/domain/sittings";

type SittingRef = { id: string; label: string };

export function SittingForm({
  editing,
  defaults,
  lastResult,
}: {
  editing: SittingRef | null;
  defaults: Partial<Record<keyof z.input<typeof sittingSchema>, string>>;
  lastResult?: SubmissionResult<string[]>;
}) {
  const busy = useIsPending();
  const [form, fields] = useForm<z.input<typeof sittingSchema>, z.output<typeof sittingSchema>>({
    // A form of its own per sitting edited, so its fields start from that sitting.
    id: editing ? `sitting-${editing.id}` : "sitting",
    defaultValue: defaults,
    lastResult,
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: sittingSchema }),
  });
  return (
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
  );
}

export function DeleteSittingDialog({ deleting }: { deleting: SittingRef }) {
  return (
    <RouteDialog title={`Delete ${deleting.label}?`} closeTo="/admin/sittings">
      <p className="text-sm text-muted">
        Its tab leaves the About FRCR Part 1 page, and the countdown moves to the next sitting. This cannot be undone.
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
  );
}
