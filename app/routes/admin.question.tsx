// Admin: add or edit one question. Every save goes through saveQuestion, the bank import's own path, so
// the console and a package agree on what a valid question is (docs/decisions/022-question-editor.md).
import { randomUUID } from "node:crypto";
import { useRef, useState } from "react";
import { data, Form, Link, useActionData, useFetcher, useLoaderData, useNavigation } from "react-router";
import {
  categoryNames,
  deleteQuestion,
  emptyValues,
  formField,
  isBurnedInRefusal,
  keepUpload,
  keyChanged,
  keyFingerprint,
  keyFromValues,
  lineFromValues,
  pendingUpload,
  questionHistory,
  timesMet,
  valuesFromForm,
  valuesFromLine,
} from "./admin.questions.server";
import type { action as tryAction } from "./admin.questions.try";
import { ArrowEditor, type ArrowRow } from "~/components/admin/arrow-editor";
import { MemberPage } from "~/components/shell/page";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClass } from "~/components/ui/button";
import { Markdown } from "~/components/ui/markdown";
import { useHydrated } from "~/components/ui/use-hydrated";
import { MODALITIES, QUESTION_STATUSES, type BankLine } from "~/domain/bank-format";
import { mark } from "~/domain/marking";
import { ACCESS_OPTIONS, BLANK_ANSWER_ROWS, MAX_ARROWS, MAX_IMAGE_BYTES, WINDOW_PRESETS, type EditorValues, type FieldErrors } from "~/domain/question-editor";
import { requireAdmin } from "~/server/auth.server";
import { ImageRefusal } from "~/server/bank-image.server";
import { saveQuestion, storedQuestion } from "~/server/question-edit.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/admin.question";

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${params.code ?? "New question"} | Arrowed` },
  { name: "robots", content: "noindex" },
];

const STATUS_LABELS: Record<string, string> = { draft: "Draft", published: "Published", retired: "Retired" };

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
          met: await timesMet(question.id),
          history: await questionHistory(question.id),
        }
      : null,
    categories: await categoryNames(),
  };
}

type Confirm = { remarked: number; up: number; down: number; fingerprint: string };
type Tried = { answer: string; marks: number; reasons: string[] };

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const question = await questionOr404(params.code);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data("The form could not be read: send it again", { status: 400 });
  }
  const intent = String(form.get("intent") ?? "save");

  if (intent === "delete") {
    if (!question) throw data("No such question", { status: 404 });
    if ((await timesMet(question.id)) > 0) {
      return data({ deleteError: `${question.line.code} has been answered by trainees: retire it instead, so their history keeps it.` }, { status: 400 });
    }
    await deleteQuestion({ id: question.id, code: question.line.code }, user.id);
    return redirectWithToast("/admin/questions", { title: "Question deleted", description: `${question.line.code} is gone from the bank.` });
  }

  const values = valuesFromForm(form);
  if (question) values.code = question.line.code;
  const errors: FieldErrors = {};
  let burnedIn = false;
  const file = form.get("image");
  if (file instanceof File && file.size > 0) {
    try {
      values.pendingImage = (await keepUpload(file, values.burnedInConfirmed)).key;
    } catch (error) {
      if (!(error instanceof ImageRefusal)) throw error;
      errors.image = error.message;
      burnedIn = isBurnedInRefusal(error);
    }
  }
  const upload = values.pendingImage ? await pendingUpload(values.pendingImage) : null;
  if (!upload) values.pendingImage = "";
  const reply = (status: number, extra: { confirm?: Confirm; tried?: Tried; formError?: string } = {}) =>
    data({ stamp: randomUUID(), values, errors, burnedIn, ...extra }, { status });

  if (intent === "preview") return reply(errors.image ? 400 : 200);
  if (intent === "try") {
    const { marks, reasons } = mark(values.tryAnswer, keyFromValues(values));
    return reply(200, { tried: { answer: values.tryAnswer, marks, reasons } });
  }
  if (intent !== "save" && !intent.startsWith("confirm:")) throw data("Unknown action", { status: 400 });
  if (errors.image) return reply(400);
  if (!question && !upload) errors.image = "Upload an image for the question";
  if (!question && values.code && (await storedQuestion(values.code))) errors.code = `${values.code} is already in the bank: edit it there, or choose another code`;
  const { line, errors: numberErrors } = lineFromValues(values, question?.line.mocks);
  Object.assign(errors, numberErrors);
  if (Object.keys(errors).length) return reply(400);

  const save = { line: line as BankLine, upload, actorId: user.id, burnedInAnnotationConfirmed: values.burnedInConfirmed };
  // A changed key re-marks trainees' answers: the editor sees how many, and confirms that key, first.
  if (question && keyChanged(question.line, values) && intent !== `confirm:${keyFingerprint(values)}`) {
    const dryRun = await saveQuestion({ ...save, dryRun: true });
    if (!dryRun.ok) return problemsReply(dryRun.problems, errors, reply);
    const change = dryRun.changes[0];
    return reply(200, { confirm: { remarked: change?.remarked ?? 0, up: change?.up ?? 0, down: change?.down ?? 0, fingerprint: keyFingerprint(values) } });
  }
  const report = await saveQuestion(save);
  if (!report.ok) return problemsReply(report.problems, errors, reply);
  const change = report.changes[0];
  const remarked = change?.remarked ? ` ${change.remarked} stored answers re-marked.` : "";
  return redirectWithToast(`/admin/questions/${values.code}`, {
    title: question ? "Question saved" : "Question added",
    description: `${values.code} is ${STATUS_LABELS[values.status]?.toLowerCase() ?? values.status}.${remarked}`,
  });
}

function problemsReply<T>(problems: Array<{ field: string; message: string }>, errors: FieldErrors, reply: (status: number, extra?: { formError?: string }) => T) {
  const unplaced: string[] = [];
  for (const problem of problems) {
    const field = formField(problem.field);
    if (!field || field === "mocks") unplaced.push(problem.message);
    else errors[field] ??= problem.message;
  }
  return reply(400, unplaced.length ? { formError: unplaced.join("; ") } : {});
}

const LABEL = "text-sm font-medium text-text";
const CONTROL = "rounded-lg border border-border bg-bg px-3 py-2.5 text-text focus:border-primary aria-[invalid]:border-danger";

function ErrorLine({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p id={`${id}-error`} className="min-h-5 text-sm text-danger" aria-live="polite">
      {message ?? ""}
    </p>
  );
}

const invalid = (errors: FieldErrors, name: string) =>
  errors[name] ? { "aria-invalid": true as const, "aria-describedby": `${name}-error` } : {};

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
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{loaderData.question ? `Edit ${loaderData.question.code}` : "New question"}</h1>
      {loaderData.question ? <p className="mt-1 text-muted">{STATUS_LABELS[loaderData.question.status]}</p> : null}
      <EditorForm
        key={editing?.stamp ?? loaderData.stamp}
        values={editing?.values ?? loaderData.values}
        errors={editing?.errors ?? {}}
        burnedIn={editing?.burnedIn ?? false}
        confirm={editing && "confirm" in editing ? editing.confirm : undefined}
        tried={editing && "tried" in editing ? editing.tried : undefined}
        formError={editing && "formError" in editing ? editing.formError : undefined}
        categories={loaderData.categories}
        question={loaderData.question}
      />
      {loaderData.question ? (
        <>
          <DeleteOrRetire code={loaderData.question.code} met={loaderData.question.met} error={actionData && "deleteError" in actionData ? actionData.deleteError : undefined} />
          <History rows={loaderData.question.history} />
        </>
      ) : null}
    </MemberPage>
  );
}

type EditorProps = {
  values: EditorValues;
  errors: FieldErrors;
  burnedIn: boolean;
  confirm: Confirm | undefined;
  tried: Tried | undefined;
  formError: string | undefined;
  categories: string[];
  question: { code: string; dicom: boolean } | null;
};

function EditorForm({ values, errors, burnedIn, confirm, tried, formError, categories, question }: EditorProps) {
  const hydrated = useHydrated();
  const busy = useNavigation().state === "submitting";
  const [arrows, setArrows] = useState<ArrowRow[]>(values.arrows);
  const [windowValue, setWindowValue] = useState({ center: values.windowCenter, width: values.windowWidth });
  const [explanation, setExplanation] = useState(values.explanation);
  // A new question starts with one blank row to fill in.
  const [answerIds, setAnswerIds] = useState(() => (values.answers.length ? values.answers.map((_, i) => i) : [0]));
  const nextAnswerId = useRef(values.answers.length + BLANK_ANSWER_ROWS);
  const tryAgain = useRef<() => void>(() => {});

  const dicom = values.pendingImage ? values.pendingImage.endsWith(".dcm") : (question?.dicom ?? false);
  const windowParam = windowValue.center !== "" && windowValue.width !== "" ? `&window=${encodeURIComponent(`${windowValue.center},${windowValue.width}`)}` : "";
  const imageSrc = values.pendingImage
    ? `/admin/questions/image?upload=${encodeURIComponent(values.pendingImage.slice("console-uploads/".length))}${windowParam}`
    : question
      ? `/admin/questions/image?code=${encodeURIComponent(question.code)}${windowParam}`
      : null;
  // Without JavaScript a few blank rows stand ready for new answers; with it, "Add answer" makes one.
  const answerRows = hydrated
    ? answerIds.map((id) => ({ id, row: values.answers[id] ?? { text: "", marks: "2" } }))
    : [...values.answers, ...Array.from({ length: BLANK_ANSWER_ROWS }, () => ({ text: "", marks: "" }))].map((row, id) => ({ id, row }));

  return (
    <Form method="post" encType="multipart/form-data" className="mt-6 flex flex-col gap-8" onInput={(event) => {
      if ((event.target as HTMLElement).closest("[data-answer-key]")) tryAgain.current();
    }}>
      {formError ? <Alert tone="error" title="Not saved">{formError}</Alert> : null}
      {Object.keys(errors).length && !formError ? <Alert tone="error" title="Not saved">Correct the fields marked below.</Alert> : null}
      {confirm ? (
        <div role="alert" className="rounded-lg border border-primary/40 bg-primary/10 px-4 py-3 text-sm">
          <p className="font-semibold">
            Saving re-marks {confirm.remarked} stored {confirm.remarked === 1 ? "answer" : "answers"}: {confirm.up} up, {confirm.down} down.
          </p>
          <p className="mt-1 text-text/90">Trainees' own "Mark as correct" stays as it is. Save the new key?</p>
          <button type="submit" name="intent" value={`confirm:${confirm.fingerprint}`} className={buttonClass("primary", "mt-3")} disabled={busy}>
            Confirm and save
          </button>
        </div>
      ) : null}

      <section aria-labelledby="image-heading" className="rounded-2xl border border-border bg-surface p-6">
        <h2 id="image-heading" className="text-lg font-semibold">
          Image and arrows
        </h2>
        {question ? null : (
          <div className="mt-4 flex max-w-xs flex-col gap-1">
            <label htmlFor="code" className={LABEL}>
              Code
            </label>
            <input id="code" name="code" defaultValue={values.code} placeholder="THX-101" className={CONTROL} {...invalid(errors, "code")} />
            <ErrorLine id="code" message={errors.code} />
          </div>
        )}
        <div className="mt-4 flex flex-col gap-1">
          <label htmlFor="image" className={LABEL}>
            {question || values.pendingImage ? "Replace the image" : "Image"}
          </label>
          <div className="flex flex-wrap items-center gap-3">
            <input id="image" name="image" type="file" accept="image/png,image/jpeg,image/webp,application/dicom,.dcm" className="text-sm" {...invalid(errors, "image")} />
            <button type="submit" name="intent" value="preview" className={buttonClass("secondary")} disabled={busy}>
              Upload and preview
            </button>
          </div>
          <p className="text-xs text-muted">PNG, JPEG, WebP or DICOM, up to {MAX_IMAGE_BYTES / 1024 ** 2} MB. Patient details in the file are removed before anything is kept.</p>
          <ErrorLine id="image" message={errors.image} />
          <input type="hidden" name="pendingImage" value={values.pendingImage} />
          {values.pendingImage ? <p className="text-sm text-success">A new image is ready: it replaces the current one when you save.</p> : null}
          {burnedIn || values.burnedInConfirmed ? (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="burnedInConfirmed" defaultChecked={values.burnedInConfirmed} />I have checked the image: the pixels carry no patient details
            </label>
          ) : null}
        </div>
        <div className="mt-4">
          <ArrowEditor imageSrc={imageSrc} arrows={arrows} onChange={setArrows} errors={errors} max={MAX_ARROWS} />
        </div>
        <fieldset className="mt-6">
          <legend className="text-sm font-semibold">Window {dicom ? "" : "(DICOM images only)"}</legend>
          <div className="mt-2 flex flex-wrap items-start gap-4">
            <div className="flex flex-col gap-1">
              <label htmlFor="windowPreset" className={LABEL}>
                Preset
              </label>
              <select
                id="windowPreset"
                name="windowPreset"
                defaultValue=""
                className={CONTROL}
                onChange={(event) => {
                  const [center, width] = event.target.value.split("/");
                  if (center !== undefined && width !== undefined) setWindowValue({ center, width });
                  event.target.value = "";
                }}
              >
                <option value="">{hydrated ? "Choose a preset" : "None (use the fields)"}</option>
                {WINDOW_PRESETS.map((p) => (
                  <option key={p.name} value={`${p.center}/${p.width}`}>
                    {p.name} {p.center}/{p.width}
                  </option>
                ))}
              </select>
            </div>
            {(["center", "width"] as const).map((name) => {
              const field = name === "center" ? "windowCenter" : "windowWidth";
              return (
                <div key={name} className="flex flex-col gap-1">
                  <label htmlFor={field} className={LABEL}>
                    {name === "center" ? "Centre" : "Width"}
                  </label>
                  <input
                    id={field}
                    name={field}
                    inputMode="decimal"
                    value={windowValue[name]}
                    onChange={(event) => setWindowValue({ ...windowValue, [name]: event.target.value })}
                    className={`${CONTROL} w-28`}
                    {...invalid(errors, field)}
                  />
                  <ErrorLine id={field} message={errors[field]} />
                </div>
              );
            })}
          </div>
          <p className="text-xs text-muted">Leave both empty to use the file's own window.</p>
        </fieldset>
        <div className="mt-4 grid gap-x-4 sm:grid-cols-2">
          <TextInput name="source" label="Source" value={values.source} errors={errors} hint="Where the image comes from, shown under it in the review." />
          <TextInput name="licence" label="Licence" value={values.licence} errors={errors} hint="For example CC BY 4.0." />
        </div>
      </section>

      <section aria-labelledby="question-heading" className="rounded-2xl border border-border bg-surface p-6">
        <h2 id="question-heading" className="text-lg font-semibold">
          Question
        </h2>
        <div className="mt-4 grid gap-x-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <TextInput name="stem" label="Stem" value={values.stem} errors={errors} />
          </div>
          <Select name="modality" label="Modality" value={values.modality} errors={errors} options={MODALITIES.map((m) => ({ value: m, label: m }))} />
          <Select name="access" label="Access" value={values.access} errors={errors} options={ACCESS_OPTIONS} />
          <Select name="status" label="Status" value={values.status} errors={errors} options={QUESTION_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s]! }))} />
        </div>
        <fieldset className="mt-2" {...invalid(errors, "categories")}>
          <legend className={LABEL}>Categories</legend>
          <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {categories.map((name) => (
              <label key={name} className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="categories" value={name} defaultChecked={values.categories.includes(name)} />
                {name}
              </label>
            ))}
          </div>
          <ErrorLine id="categories" message={errors.categories} />
        </fieldset>
      </section>

      <section aria-labelledby="answers-heading" className="rounded-2xl border border-border bg-surface p-6">
        <h2 id="answers-heading" className="text-lg font-semibold">
          Accepted answers
        </h2>
        <p className="mt-1 text-sm text-muted">At least one 2-mark answer.{hydrated ? "" : " Clear an answer's text to remove it."}</p>
        {errors.answers ? <p className="mt-2 text-sm text-danger">{errors.answers}</p> : null}
        <ol className="mt-4 flex flex-col gap-2" data-answer-key>
          {answerRows.map(({ id, row }, i) => (
            <li key={id} className="flex flex-wrap items-start gap-3">
              <div className="flex grow flex-col">
                <label htmlFor={`answers-${i}-text`} className="sr-only">
                  Answer {i + 1}
                </label>
                <input
                  id={`answers-${i}-text`}
                  name={`answers[${i}].text`}
                  defaultValue={row.text}
                  placeholder="Accepted answer"
                  className={CONTROL}
                  {...invalid(errors, `answers[${i}].text`)}
                />
                <ErrorLine id={`answers[${i}].text`} message={errors[`answers[${i}].text`]} />
              </div>
              <div className="flex flex-col">
                <label htmlFor={`answers-${i}-marks`} className="sr-only">
                  Marks for answer {i + 1}
                </label>
                <select id={`answers-${i}-marks`} name={`answers[${i}].marks`} defaultValue={row.marks || "2"} className={CONTROL} {...invalid(errors, `answers[${i}].marks`)}>
                  <option value="2">2 marks</option>
                  <option value="1">1 mark</option>
                </select>
                <ErrorLine id={`answers[${i}].marks`} message={errors[`answers[${i}].marks`]} />
              </div>
              {hydrated ? (
                <Button variant="ghost" className="text-danger" onClick={() => setAnswerIds(answerIds.filter((other) => other !== id))}>
                  Remove answer {i + 1}
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
        {hydrated ? (
          <Button variant="secondary" className="mt-2" onClick={() => setAnswerIds([...answerIds, nextAnswerId.current++])}>
            Add answer
          </Button>
        ) : null}
        <TryAnswer initial={values.tryAnswer} tried={tried} register={(run) => (tryAgain.current = run)} />
      </section>

      <section aria-labelledby="explanation-heading" className="rounded-2xl border border-border bg-surface p-6">
        <h2 id="explanation-heading" className="text-lg font-semibold">
          Explanation
        </h2>
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          <div className="flex flex-col gap-1">
            <label htmlFor="explanation" className={LABEL}>
              Explanation (Markdown)
            </label>
            <textarea
              id="explanation"
              name="explanation"
              rows={10}
              value={explanation}
              onChange={(event) => setExplanation(event.target.value)}
              className={CONTROL}
              {...invalid(errors, "explanation")}
            />
            <ErrorLine id="explanation" message={errors.explanation} />
          </div>
          <div aria-labelledby="explanation-preview" role="region" className="rounded-lg border border-border p-4">
            <h3 id="explanation-preview" className="text-sm font-semibold">
              Preview{hydrated ? "" : " (as last submitted)"}
            </h3>
            <div className="mt-2 flex flex-col gap-2 text-sm">{explanation.trim() ? <Markdown text={explanation} /> : <p className="text-muted">Nothing yet.</p>}</div>
          </div>
        </div>
      </section>

      <div className="pb-4">
        <button type="submit" name="intent" value="save" className={buttonClass("primary")} disabled={busy}>
          {busy ? "Saving..." : question ? "Save question" : "Add question"}
        </button>
      </div>
    </Form>
  );
}

function TextInput({ name, label, value, errors, hint }: { name: string; label: string; value: string; errors: FieldErrors; hint?: string }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={name} className={LABEL}>
        {label}
      </label>
      <input id={name} name={name} defaultValue={value} className={CONTROL} {...invalid(errors, name)} />
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
      <ErrorLine id={name} message={errors[name]} />
    </div>
  );
}

function Select({ name, label, value, errors, options }: { name: string; label: string; value: string; errors: FieldErrors; options: Array<{ value: string; label: string }> }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={name} className={LABEL}>
        {label}
      </label>
      <select id={name} name={name} defaultValue={value} className={CONTROL} {...invalid(errors, name)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorLine id={name} message={errors[name]} />
    </div>
  );
}

const marksText = (marks: number) => `${marks} ${marks === 1 ? "mark" : "marks"}`;

/** Marks an answer against the key as it stands in the form: live with JavaScript, by a button without. */
function TryAnswer({ initial, tried, register }: { initial: string; tried: Tried | undefined; register: (run: () => void) => void }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<typeof tryAction>();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const send = () => {
    const form = input.current?.form;
    if (!form || !input.current?.value.trim()) return;
    const body = new FormData();
    for (const [name, value] of new FormData(form)) if (name === "tryAnswer" || name.startsWith("answers[")) body.append(name, value);
    fetcher.submit(body, { method: "post", action: "/admin/questions/try" });
  };
  const later = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(send, 250);
  };
  register(later);
  const shown = fetcher.data ?? tried;
  return (
    <div className="mt-6 rounded-lg border border-border p-4">
      <label htmlFor="tryAnswer" className={LABEL}>
        Try an answer
      </label>
      <div className="mt-1 flex flex-wrap gap-3">
        <input
          ref={input}
          id="tryAnswer"
          name="tryAnswer"
          defaultValue={initial}
          className={`${CONTROL} grow`}
          onChange={hydrated ? later : undefined}
          onKeyDown={(event) => {
            if (event.key === "Enter" && hydrated) {
              event.preventDefault();
              send();
            }
          }}
        />
        <button
          type="submit"
          name="intent"
          value="try"
          className={buttonClass("secondary")}
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            send();
          }}
        >
          Mark it
        </button>
      </div>
      <div role="status" aria-live="polite" className="mt-3 text-sm">
        {shown ? (
          <>
            <p>
              <span className="font-semibold">{marksText(shown.marks)}</span> for “{shown.answer}”
            </p>
            {shown.reasons.length ? (
              <ul className="mt-1 list-disc pl-5 text-muted">
                {shown.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}

function DeleteOrRetire({ code, met, error }: { code: string; met: number; error: string | undefined }) {
  return (
    <section aria-labelledby="delete-heading" className="mt-8 rounded-2xl border border-border bg-surface p-6">
      <h2 id="delete-heading" className="text-lg font-semibold">
        Delete or retire
      </h2>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {met > 0 ? (
        <p className="mt-2 text-sm text-muted">
          Trainees have met {code} {met === 1 ? "once" : `${met} times`}: it cannot be deleted. Set its status to Retired to take it out of every test while their history keeps it.
        </p>
      ) : (
        <Form method="post" className="mt-2 flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted">No trainee has met {code} yet, so it can be deleted for good.</p>
          <button type="submit" name="intent" value="delete" className={buttonClass("danger")}>
            Delete {code}
          </button>
        </Form>
      )}
    </section>
  );
}

function History({ rows }: { rows: Array<{ id: string; who: string; when: string; summary: string }> }) {
  return (
    <section aria-labelledby="history-heading" className="mt-8">
      <h2 id="history-heading" className="text-lg font-semibold">
        History
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-muted">No changes recorded yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-border rounded-2xl border border-border bg-surface">
          {rows.map((row) => (
            <li key={row.id} className="px-4 py-3 text-sm">
              <span className="font-medium">{row.when}</span> · {row.who}
              <span className="block text-muted">{row.summary}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
