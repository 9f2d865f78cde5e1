// Admin: add or edit one question. Every save goes through saveQuestion, the bank import's own path, so
// the console and a package agree on what a valid question is (docs/decisions/022-question-editor.md).
import { randomUUID } from "node:crypto";
import { data, Link, useActionData, useLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import {
  categoryNames,
  deleteQuestion,
  emptyValues,
  formField,
  isPendingKey,
  keepImage,
  keepUpload,
  keyChanged,
  keyFingerprint,
  keyFromValues,
  lineFromValues,
  needsBurnedInCheck,
  pendingUpload,
  questionHistory,
  timesMet,
  valuesFromForm,
  uploadedImage,
  valuesFromLine,
} from "./admin.questions.server";
import { DeleteOrRetire, History } from "~/components/admin/question-record";
import { STATUS_LABELS } from "~/components/admin/editor-question-fields";
import { EditorForm, type Confirm, type Tried } from "~/components/admin/question-editor-form";
import { MemberPage } from "~/components/shell/page";
import type { BankLine } from "~/domain/bank-format";
import { mark } from "~/domain/marking";
import { editorIntentSchema } from "~/domain/admin-forms";
import type { FieldErrors } from "~/domain/question-editor";
import { requireAdmin } from "~/server/auth.server";
import { parseForm } from "~/server/forms.server";
import { ImageRefusal } from "~/server/bank-image.server";
import { discardUpload } from "~/server/console-uploads.server";
import { isSeriesUpload, seriesFromUpload } from "~/server/stack-upload.server";
import { saveQuestion, storedQuestion } from "~/server/question-edit.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/admin.question";

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${params.code ?? "New question"} | Arrowed` },
  { name: "robots", content: "noindex" },
];

/**
 * Trying an answer changes nothing stored: reloading the question after it would start the form afresh
 * from the saved question and wipe everything typed since.
 */
export const shouldRevalidate = ({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  formAction === "/admin/questions/try" ? false : defaultShouldRevalidate;

async function questionOr404(code: string | undefined) {
  if (!code) return null;
  const question = await storedQuestion(code);
  if (!question) throw data("No such question", { status: 404 });
  return question;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const question = await questionOr404(params.code);
  return {
    stamp: randomUUID(),
    values: question ? valuesFromLine(question.line) : emptyValues(),
    question: question
      ? {
          code: question.line.code,
          status: question.line.status,
          dicom: question.sourceKey?.endsWith(".dcm") ?? false,
          slices: question.line.image.series?.length ?? 0,
          met: await timesMet(question.id),
          history: await questionHistory(question.id),
        }
      : null,
    categories: await categoryNames(),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const question = await questionOr404(params.code);
  // The editor's fields are read by valuesFromForm (rows of answers and arrows, uploads kept between
  // previews); which button was pressed is the schema's.
  const chosen = await parseForm(request, editorIntentSchema);
  // Refused before anything is kept; the editor's page has no place for it, so the error page says it.
  if (!chosen.ok) throw data(chosen.submission ? "Unknown action." : chosen.refused.error, { status: 400 });
  const { intent } = chosen.value;
  const form = chosen.formData;

  if (intent === "delete") {
    if (!question) throw data("No such question", { status: 404 });
    if ((await timesMet(question.id)) > 0) {
      return data(
        {
          deleteError: `${question.line.code} has been answered by trainees: retire it instead, so their history keeps it.`,
        },
        { status: 400 },
      );
    }
    await deleteQuestion({ id: question.id, code: question.line.code }, user.id);
    return redirectWithToast("/admin/questions", {
      title: "Question deleted",
      description: `${question.line.code} is gone from the bank.`,
    });
  }

  const values = valuesFromForm(form);
  if (question) values.code = question.line.code;
  const errors: FieldErrors = {};
  const files = form.getAll("image").filter((f): f is File => f instanceof File && f.size > 0);
  try {
    const uploaded = await Promise.all(
      files.map(async (f) => ({ name: f.name, bytes: Buffer.from(await f.arrayBuffer()) })),
    );
    if (isSeriesUpload(uploaded)) {
      // A series (several files, or a zip of a folder): each slice kept, in viewing order; the arrow
      // starts on the middle slice.
      const kept = [];
      for (const slice of seriesFromUpload(uploaded)) kept.push((await keepImage(slice.bytes, slice.name)).key);
      for (const key of [...values.pendingSeries, values.pendingImage])
        if (isPendingKey(key) && !kept.includes(key)) await discardUpload(key);
      values.pendingSeries = kept;
      values.pendingImage = "";
      values.uploadedImage = "";
      values.slice = String(Math.ceil(kept.length / 2));
    } else if (files[0]) {
      const replaced = values.pendingImage;
      const kept = await keepUpload(files[0]);
      values.pendingImage = kept.key;
      values.uploadedImage = kept.image ? JSON.stringify(kept.image) : "";
      if (isPendingKey(replaced) && replaced !== values.pendingImage) await discardUpload(replaced);
      for (const key of values.pendingSeries) await discardUpload(key);
      values.pendingSeries = [];
    }
  } catch (error) {
    if (!(error instanceof ImageRefusal)) throw error;
    errors.image = error.message;
    values.pendingImage = "";
    values.uploadedImage = "";
  }
  if (files.length) {
    // A new file starts afresh: its own window, and its own look for burned-in text.
    values.windowCenter = "";
    values.windowWidth = "";
    values.burnedInConfirmed = false;
  }
  const upload = values.pendingImage ? await pendingUpload(values.pendingImage) : null;
  if (!upload) values.pendingImage = "";
  const seriesUploads = (await Promise.all(values.pendingSeries.map(pendingUpload))).filter((u) => u !== null);
  if (seriesUploads.length !== values.pendingSeries.length || seriesUploads.length < 2) values.pendingSeries = [];
  const series = values.pendingSeries.length ? seriesUploads.map((u) => u.bytes) : null;
  const slices = upload ? 0 : (series?.length ?? question?.line.image.series?.length ?? 0);
  const burnedIn = [values.pendingImage, ...values.pendingSeries].some(needsBurnedInCheck);
  const reply = (status: number, extra: { confirm?: Confirm; tried?: Tried; formError?: string } = {}) =>
    data(
      {
        stamp: randomUUID(),
        values,
        errors,
        burnedIn,
        uploaded: uploadedImage(values),
        ...(errors.image ? { uploadError: errors.image } : {}),
        ...extra,
      },
      { status },
    );

  if (intent === "preview") return reply(errors.image ? 400 : 200);
  if (intent === "try") {
    const { marks, reasons } = mark(values.tryAnswer, keyFromValues(values));
    return reply(200, { tried: { answer: values.tryAnswer, marks, reasons } });
  }
  if (errors.image) return reply(400);
  if (burnedIn && !values.burnedInConfirmed)
    errors.burnedInConfirmed =
      "This file says its pixels carry burned-in text: look at the image, and confirm it shows no patient details";
  if (!question && !upload && !series) errors.image = "Upload an image for the question";
  if (!question && values.code && (await storedQuestion(values.code)))
    errors.code = `${values.code} is already in the bank: edit it there, or choose another code`;
  const { line, errors: numberErrors } = lineFromValues(values, question?.line.mocks, slices);
  Object.assign(errors, numberErrors);
  if (Object.keys(errors).length) return reply(400);

  const save = {
    line: line as BankLine,
    upload,
    series,
    actorId: user.id,
    burnedInAnnotationConfirmed: burnedIn && values.burnedInConfirmed,
  };
  // A changed key re-marks trainees' answers: the editor sees how many, and confirms that key, first.
  if (question && keyChanged(question.line, values) && intent !== `confirm:${keyFingerprint(values)}`) {
    const dryRun = await saveQuestion({ ...save, dryRun: true });
    if (!dryRun.ok) return problemsReply(dryRun.problems, errors, reply);
    const change = dryRun.changes[0];
    return reply(200, {
      confirm: {
        remarked: change?.remarked ?? 0,
        up: change?.up ?? 0,
        down: change?.down ?? 0,
        fingerprint: keyFingerprint(values),
      },
    });
  }
  const report = await saveQuestion(save);
  if (!report.ok) return problemsReply(report.problems, errors, reply);
  // The question keeps its own copy of the image: the waiting upload is no longer needed.
  if (upload) await discardUpload(values.pendingImage);
  for (const key of series ? values.pendingSeries : []) await discardUpload(key);
  const change = report.changes[0];
  const remarked = change?.remarked ? ` ${change.remarked} stored answers re-marked.` : "";
  return redirectWithToast(`/admin/questions/${values.code}`, {
    title: question ? "Question saved" : "Question added",
    description: `${values.code} is ${STATUS_LABELS[values.status]?.toLowerCase() ?? values.status}.${remarked}`,
  });
}

function problemsReply<T>(
  problems: Array<{ field: string; message: string }>,
  errors: FieldErrors,
  reply: (status: number, extra?: { formError?: string }) => T,
) {
  const unplaced: string[] = [];
  for (const problem of problems) {
    const field = formField(problem.field);
    if (!field || field === "mocks") unplaced.push(problem.message);
    else errors[field] ??= problem.message;
  }
  return reply(400, unplaced.length ? { formError: unplaced.join("; ") } : {});
}

export default function QuestionEditor() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const editing = actionData && "values" in actionData ? actionData : null;
  return (
    <MemberPage>
      <p className="text-sm">
        <Link to="/admin/questions" className="text-primary hover:underline">
          All questions
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">
        {loaderData.question ? `Edit ${loaderData.question.code}` : "New question"}
      </h1>
      {loaderData.question ? <p className="mt-1 text-muted">{STATUS_LABELS[loaderData.question.status]}</p> : null}
      <EditorForm
        key={editing?.stamp ?? loaderData.stamp}
        values={editing?.values ?? loaderData.values}
        errors={editing?.errors ?? {}}
        burnedIn={editing?.burnedIn ?? false}
        uploaded={editing?.uploaded ?? null}
        uploadError={editing && "uploadError" in editing ? editing.uploadError : undefined}
        confirm={editing && "confirm" in editing ? editing.confirm : undefined}
        tried={editing && "tried" in editing ? editing.tried : undefined}
        formError={editing && "formError" in editing ? editing.formError : undefined}
        categories={loaderData.categories}
        question={loaderData.question}
      />
      {loaderData.question ? (
        <>
          <DeleteOrRetire
            code={loaderData.question.code}
            met={loaderData.question.met}
            error={actionData && "deleteError" in actionData ? actionData.deleteError : undefined}
          />
          <History rows={loaderData.question.history} />
        </>
      ) : null}
    </MemberPage>
  );
}
