// Admin: bulk import of a bank package (.zip), checked by a dry run first; draft questions from a
// segmentation; and export of the whole bank. The same importBank as `npm run bank:import` for both
// imports, so a package behaves the same from the console.
import { createHash } from "node:crypto";
import type { ComponentProps } from "react";
import { data, Form, useActionData } from "react-router";
import { useIsPending } from "~/components/ui/use-is-pending";
import { AdminNav } from "~/components/admin/admin-nav";
import { MemberPage } from "~/components/shell/page";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { describedBy, FieldError } from "~/components/ui/field-error";
import { bankIntentSchema } from "~/domain/admin-forms";
import { formatProblem, MAX_SLICES } from "~/domain/bank-format";
import { requireAdmin } from "~/server/auth.server";
import { parseForm, plainRefusal, refuse, unknownAction } from "~/server/forms.server";
import { importBank } from "~/server/bank.server";
import { bankPackageFromZip, PackageError } from "~/server/bank-package.server";
import { redirectWithToast } from "~/server/toast.server";
import { draftFromSegmentation } from "./admin.bank.server";
import type { Route } from "./+types/admin.bank";

export const meta: Route.MetaFunction = () => [
  { title: "Import and export | Arrowed" },
  { name: "robots", content: "noindex" },
];

/** The largest package the console takes in one upload; bigger banks go through npm run bank:import. */
export const MAX_PACKAGE_BYTES = 512 * 1024 ** 2;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const chosen = await parseForm(request, bankIntentSchema, {
    unreadable: "The upload could not be read: choose the file and send it again",
  });
  if (!chosen.ok) return refuse(unknownAction(chosen));
  const {
    value: { intent },
    formData: form,
  } = chosen;
  if (intent === "draft") return draftFromSegmentation(form, user.id);
  const file = form.get("package");
  if (!(file instanceof File) || file.size === 0) return refuse(plainRefusal("Choose a .zip package"));
  if (file.size > MAX_PACKAGE_BYTES) {
    return refuse(
      plainRefusal(
        `${file.name} is ${Math.ceil(file.size / 1024 ** 2)} MB: the console takes packages up to ${MAX_PACKAGE_BYTES / 1024 ** 2} MB; use npm run bank:import for bigger ones`,
      ),
    );
  }
  const bytes = Buffer.from(await file.arrayBuffer());
  const checksum = createHash("sha256").update(bytes).digest("hex");
  // What is applied is what was checked: the dry run's counts are the ones the admin agreed to.
  if (intent === "apply" && form.get("checked") !== checksum) {
    return refuse(plainRefusal("This is not the package you checked: check it first"));
  }
  let pkg;
  try {
    pkg = bankPackageFromZip(bytes, file.name);
  } catch (error) {
    if (error instanceof PackageError) return refuse(plainRefusal(error.message));
    throw error;
  }
  const report = await importBank(pkg, { dryRun: intent === "check", actorId: user.id });
  if (!report.ok)
    return data(
      { name: file.name, problems: report.problems.map(formatProblem), summary: report.summary },
      { status: 400 },
    );
  if (intent === "check")
    return {
      name: file.name,
      checked: checksum,
      summary: report.summary,
      changes: report.changes.filter((c) => c.kind !== "unchanged"),
    };
  return redirectWithToast("/admin/bank", {
    title: "Package imported",
    description: `${file.name}: ${report.summary.replace(/^imported: /, "")}`,
  });
}

export default function AdminBank() {
  const result = useActionData<typeof action>();
  const busy = useIsPending();
  const drafting = useIsPending({ intent: "draft" });
  const checked = result && "checked" in result ? result : null;
  const draft = result && "draft" in result ? result.draft : null;
  return (
    <MemberPage>
      <AdminNav current="/admin/bank" />
      <h1 className="text-3xl font-bold tracking-tight">Import and export</h1>
      <section
        aria-labelledby="import-heading"
        className="mt-6 max-w-3xl rounded-2xl border border-border bg-surface p-6"
      >
        <h2 id="import-heading" className="text-lg font-semibold">
          Import a package
        </h2>
        <p className="mt-1 text-sm text-muted">
          A .zip holding bank.jsonl and the images it names (up to {MAX_PACKAGE_BYTES / 1024 ** 2} MB). Questions are
          matched by code: new ones are added, changed ones updated (a changed key re-marks stored answers), and nothing
          changes unless every line is right. Check it first; then import the same file.
        </p>
        <Form method="post" encType="multipart/form-data" className="mt-4 flex flex-col gap-4">
          <label className="flex flex-col gap-1 text-sm font-medium">
            Package (.zip)
            <input name="package" type="file" accept=".zip,application/zip" required className="text-sm" />
          </label>
          {checked ? <input type="hidden" name="checked" value={checked.checked} /> : null}
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              name="intent"
              value="check"
              className={buttonClass(checked ? "secondary" : "primary")}
              disabled={busy}
            >
              Check (dry run)
            </button>
            {checked ? (
              <button type="submit" name="intent" value="apply" className={buttonClass("primary")} disabled={busy}>
                Import {checked.name}
              </button>
            ) : null}
          </div>
        </Form>
        <div className="mt-4">
          {result && "error" in result ? <Alert tone="error">{result.error}</Alert> : null}
          {result && "problems" in result ? (
            <Alert tone="error" title={`${result.name}: ${result.summary}`}>
              <ul className="mt-1 list-disc pl-5 font-mono text-xs">
                {result.problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
          {checked ? (
            <Alert tone="success" title={`${checked.name}: ${checked.summary}`}>
              {checked.changes.length ? (
                <ul className="mt-1 list-disc pl-5 text-xs">
                  {checked.changes.map((c) => (
                    <li key={c.code}>
                      {c.code}: {c.kind}
                      {c.fields.length ? ` (${c.fields.join(", ")})` : ""}
                      {c.remarked ? `; re-marks ${c.remarked} stored answers: ${c.up} up, ${c.down} down` : ""}
                    </li>
                  ))}
                </ul>
              ) : (
                <p>Nothing to change.</p>
              )}
              <p className="mt-2">
                Nothing has changed yet. To import it, choose the same file again if it is no longer selected, and press
                Import.
              </p>
            </Alert>
          ) : null}
        </div>
      </section>
      <DraftSection refused={draft} busy={busy} drafting={drafting} />
      <section
        aria-labelledby="export-heading"
        className="mt-8 max-w-3xl rounded-2xl border border-border bg-surface p-6"
      >
        <h2 id="export-heading" className="text-lg font-semibold">
          Export the bank
        </h2>
        <p className="mt-1 text-sm text-muted">
          Every question with its kept image, in the same format. Importing it again changes nothing.
        </p>
        <a href="/admin/bank/export" download className={buttonClass("secondary", "mt-4")}>
          Download the bank (.zip)
        </a>
      </section>
    </MemberPage>
  );
}

type DraftRefused = { field: string; message: string; problems: string[] } | null;

function DraftSection({ refused, busy, drafting }: { refused: DraftRefused; busy: boolean; drafting: boolean }) {
  const errorOf = (field: string) => (refused?.field === field ? refused.message : undefined);
  const fileField = (id: string, label: string, hint: string, input: ComponentProps<"input">) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input id={id} name={id} type="file" className="text-sm" {...describedBy(id, errorOf(id))} {...input} />
      <p className="text-xs text-muted">{hint}</p>
      <FieldError id={id} message={errorOf(id)} />
    </div>
  );
  return (
    <section
      id="drafts"
      aria-labelledby="draft-heading"
      className="mt-8 max-w-3xl rounded-2xl border border-border bg-surface p-6"
    >
      <h2 id="draft-heading" className="text-lg font-semibold">
        Draft questions from a segmentation
      </h2>
      <p className="mt-1 text-sm text-muted">
        A series and its label map (from TotalSegmentator, for instance): each structure big enough to arrow becomes a
        draft question on the slice where it is best seen, keyed with its anatomical name, as{" "}
        <code>npm run bank:candidates</code> makes them. You then review the drafts in Questions, filtered on the
        series. Drafts of the series already in the bank are left as they are.
      </p>
      <Form method="post" encType="multipart/form-data" className="mt-4 flex flex-col gap-4">
        {fileField("series", "Series", `Its DICOM files (up to ${MAX_SLICES} slices), or a zip of its folder.`, {
          multiple: true,
          required: true,
        })}
        {fileField("labelMap", "Label map", "A NIfTI file (.nii or .nii.gz) or a DICOM SEG on the series' own grid.", {
          required: true,
        })}
        {fileField(
          "labels",
          "Label names (optional)",
          'A JSON file of label numbers and class names, like {"1": "spleen"}, for a label map that names none.',
          { accept: ".json,application/json" },
        )}
        <div>
          <button type="submit" name="intent" value="draft" className={buttonClass("primary")} disabled={busy}>
            {drafting ? "Drafting… (about half a minute)" : "Draft questions"}
          </button>
        </div>
      </Form>
      {refused?.field === "form" ? (
        <div className="mt-4">
          <Alert tone="error" title={refused.message}>
            <ul className="mt-1 list-disc pl-5 font-mono text-xs">
              {refused.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </Alert>
        </div>
      ) : null}
    </section>
  );
}
