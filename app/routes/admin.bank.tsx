// Admin: bulk import of a bank package (.zip), checked by a dry run first, and export of the whole bank.
// The same importBank as `npm run bank:import`, so a package behaves the same from the console.
import { createHash } from "node:crypto";
import { data, Form, useActionData, useNavigation } from "react-router";
import { AdminNav } from "~/components/admin/admin-nav";
import { MemberPage } from "~/components/shell/page";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { formatProblem } from "~/domain/bank-format";
import { requireAdmin } from "~/server/auth.server";
import { importBank } from "~/server/bank.server";
import { bankPackageFromZip, PackageError } from "~/server/bank-package.server";
import { redirectWithToast } from "~/server/toast.server";
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
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data({ error: "The upload could not be read: choose the file and send it again" }, { status: 400 });
  }
  const intent = form.get("intent");
  if (intent !== "check" && intent !== "apply") throw data("Unknown action", { status: 400 });
  const file = form.get("package");
  if (!(file instanceof File) || file.size === 0) return data({ error: "Choose a .zip package" }, { status: 400 });
  if (file.size > MAX_PACKAGE_BYTES) {
    return data(
      {
        error: `${file.name} is ${Math.ceil(file.size / 1024 ** 2)} MB: the console takes packages up to ${MAX_PACKAGE_BYTES / 1024 ** 2} MB; use npm run bank:import for bigger ones`,
      },
      { status: 400 },
    );
  }
  const bytes = Buffer.from(await file.arrayBuffer());
  const checksum = createHash("sha256").update(bytes).digest("hex");
  // What is applied is what was checked: the dry run's counts are the ones the admin agreed to.
  if (intent === "apply" && form.get("checked") !== checksum) {
    return data({ error: "This is not the package you checked: check it first" }, { status: 400 });
  }
  let pkg;
  try {
    pkg = bankPackageFromZip(bytes, file.name);
  } catch (error) {
    if (error instanceof PackageError) return data({ error: error.message }, { status: 400 });
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
  const busy = useNavigation().state === "submitting";
  const checked = result && "checked" in result ? result : null;
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
