// Draft questions from a segmentation, on the console's import page (docs/decisions/072-drafts-in-the-console.md):
// the series and its label map made into drafts as bank:candidates makes them, brought in by the bank's import.
import { data } from "react-router";
import { formatProblem } from "~/domain/bank-format";
import { importBank } from "~/server/bank.server";
import { DraftRefusal, draftsFromUpload, skippedText, type DraftField } from "~/server/segmentation/upload.server";
import { redirectWithToast } from "~/server/toast.server";

const filesOf = async (form: FormData, name: string) =>
  Promise.all(
    form
      .getAll(name)
      .filter((f): f is File => f instanceof File && f.size > 0)
      .map(async (f) => ({ name: f.name, bytes: Buffer.from(await f.arrayBuffer()) })),
  );

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Makes and imports the drafts, then opens their review; a refusal names its field and changes nothing. */
export async function draftFromSegmentation(form: FormData, actorId: string) {
  const refuse = (field: DraftField | "form", message: string, problems: string[] = []) =>
    data({ draft: { field, message, problems } }, { status: 400 });
  let drafts;
  try {
    const [series, [labelMap], [labels]] = await Promise.all([
      filesOf(form, "series"),
      filesOf(form, "labelMap"),
      filesOf(form, "labels"),
    ]);
    drafts = await draftsFromUpload({ series, labelMap, labels });
  } catch (error) {
    if (error instanceof DraftRefusal) return refuse(error.field, error.message);
    throw error;
  }
  const { report, pkg, kept } = drafts;
  let added = 0;
  if (pkg) {
    const imported = await importBank(pkg, { actorId });
    if (!imported.ok)
      return refuse(
        "form",
        `The drafts could not be imported: ${imported.summary}`,
        imported.problems.map(formatProblem),
      );
    added = imported.counts.added;
  }
  const already = kept ? ` ${plural(kept, "draft")} of this series already in the bank left as they are.` : "";
  return redirectWithToast(`/admin/questions?series=${report.codePrefix}`, {
    title: `${plural(added, "draft question")} made from the segmentation`,
    description: `${report.codePrefix}, ${report.modality} series of ${report.slices} slices:${already} ${capitalised(skippedText(report))}.`,
  });
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
