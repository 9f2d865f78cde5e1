import { data, Link, useActionData, useLoaderData } from "react-router";
import { sittingIdSchema, sittingIntentSchema } from "~/domain/admin-forms";
import { AdminNav } from "~/components/admin/admin-nav";
import { DeleteSittingDialog, SittingForm } from "~/components/admin/sitting-form";
import { MemberPage } from "~/components/shell/page";
import { Alert } from "~/components/ui/alert";
import { formatDate, formatTime, ukDateTime } from "~/domain/format";
import { noSittingAhead, overseasFeesText, sittingSchema, sittingSlug } from "~/domain/sittings";
import { requireAdmin } from "~/server/auth.server";
import { parseForm, refuse, refusal, unknownAction } from "~/server/forms.server";
import {
  addSitting,
  allSittings,
  clash,
  deleteSitting,
  formValues,
  updateSitting,
} from "~/server/sitting-admin.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/admin.sittings";

export const meta: Route.MetaFunction = () => [
  { title: "Exam sittings | Arrowed" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const sittings = await allSittings();
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

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const chosen = await parseForm(request, sittingIntentSchema);
  if (!chosen.ok) return refuse(unknownAction(chosen));
  const { intent } = chosen.value;
  const { formData } = chosen;

  if (intent === "delete") {
    const parsed = await parseForm(formData, sittingIdSchema);
    if (!parsed.ok) throw data("No such sitting", { status: 404 });
    const deleted = await deleteSitting(admin.id, parsed.value.id);
    if (!deleted) throw data("No such sitting", { status: 404 });
    return redirectWithToast("/admin/sittings", {
      title: "Sitting deleted",
      description: `${deleted.label} no longer shows to trainees.`,
    });
  }

  const parsed = await parseForm(formData, sittingSchema);
  if (!parsed.ok) return refuse(parsed.refused);
  const { submission } = parsed;
  const { startTime, overseasFees, ...sitting } = parsed.value;
  const row = {
    ...sitting,
    slug: sittingSlug(sitting.physicsDate),
    startsAt: ukDateTime(sitting.physicsDate, startTime),
    globalFees: overseasFees,
  };
  const refused = (fieldErrors: Record<string, string[]>) => refuse(refusal(submission, { fieldErrors }), 409);

  if (intent === "update") {
    const chosenSitting = await parseForm(formData, sittingIdSchema);
    if (!chosenSitting.ok) throw data("No such sitting", { status: 404 });
    const taken = await clash(row, chosenSitting.value.id);
    if (taken) return refused(taken);
    if (!(await updateSitting(admin.id, chosenSitting.value.id, row))) throw data("No such sitting", { status: 404 });
    return redirectWithToast("/admin/sittings", {
      title: "Sitting saved",
      description: `${sitting.label} shows its new details to trainees.`,
    });
  }

  const taken = await clash(row);
  if (taken) return refused(taken);
  // Added by someone else a moment ago.
  if (!(await addSitting(admin.id, row)))
    return refused((await clash(row)) ?? { label: ["A sitting with this label already exists."] });
  return redirectWithToast("/admin/sittings", {
    title: "Sitting added",
    description: `${sitting.label} now shows on the About FRCR Part 1 page and in the landing page's countdown.`,
  });
}

export default function AdminSittings() {
  const { sittings, defaults, editing, deleting, noneAhead } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
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
                    <span className="ml-1 rounded-full bg-success/15 px-2 py-0.5 text-xs text-success-strong">
                      upcoming
                    </span>
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
      <SittingForm editing={editing} defaults={defaults} lastResult={actionData?.result} />
      {deleting ? <DeleteSittingDialog deleting={deleting} /> : null}
    </MemberPage>
  );
}
