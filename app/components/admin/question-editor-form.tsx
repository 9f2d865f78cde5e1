// The question editor's form (app/routes/admin.question.tsx): every field of a bank line, the image,
// the arrows, the key with its Try an answer box, and the save that asks first when the key re-marks answers.
import { useRef, useState } from "react";
import { Form } from "react-router";
import { useIsPending } from "~/components/ui/use-is-pending";
import { ArrowEditor, type ArrowRow } from "~/components/admin/arrow-editor";
import { CONTROL, ErrorLine, invalid, LABEL, Select, TextInput } from "~/components/admin/editor-fields";
import { AcceptedAnswers } from "~/components/admin/accepted-answers";
import { SliceChooser } from "~/components/admin/slice-chooser";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { Markdown } from "~/components/ui/markdown";
import { useHydrated } from "~/components/ui/use-hydrated";
import { MODALITIES, QUESTION_STATUSES } from "~/domain/bank-format";
import {
  ACCESS_OPTIONS,
  MAX_ARROWS,
  MAX_IMAGE_BYTES,
  windowChoices,
  type EditorValues,
  type FieldErrors,
  type UploadedImage,
} from "~/domain/question-editor";

export const STATUS_LABELS: Record<string, string> = { draft: "Draft", published: "Published", retired: "Retired" };

/** What saving would re-mark, shown before a key change is applied. */
export type Confirm = { remarked: number; up: number; down: number; fingerprint: string };
export type Tried = { answer: string; marks: number; reasons: string[] };

export type EditorProps = {
  values: EditorValues;
  errors: FieldErrors;
  burnedIn: boolean;
  /** The waiting upload's own windows and modality, when it is a DICOM. */
  uploaded: UploadedImage | null;
  /** Why the file just sent was not taken. */
  uploadError: string | undefined;
  confirm: Confirm | undefined;
  tried: Tried | undefined;
  formError: string | undefined;
  categories: string[];
  question: { code: string; dicom: boolean; slices: number } | null;
};

export function EditorForm(props: EditorProps) {
  const { values, errors, burnedIn, uploaded, uploadError, confirm, tried, formError, categories, question } = props;
  const hydrated = useHydrated();
  const busy = useIsPending();
  const [arrows, setArrows] = useState<ArrowRow[]>(values.arrows);
  const [windowValue, setWindowValue] = useState({ center: values.windowCenter, width: values.windowWidth });
  const [explanation, setExplanation] = useState(values.explanation);
  const tryAgain = useRef<() => void>(() => {});

  // A stack: a series waiting to be saved, or the stored one; the arrows go on the slice chosen here.
  const slices = values.pendingImage ? 0 : values.pendingSeries.length || (question?.slices ?? 0);
  const [slice, setSlice] = useState(values.slice || "1");
  const sliceNumber = Math.min(Math.max(1, Math.trunc(Number(slice)) || 1), Math.max(slices, 1));
  const pendingSlice = values.pendingSeries[sliceNumber - 1];
  const pending = slices ? pendingSlice : values.pendingImage;
  const dicom = pending ? pending.endsWith(".dcm") : (question?.dicom ?? false);
  const windowParam =
    windowValue.center !== "" && windowValue.width !== ""
      ? `&window=${encodeURIComponent(`${windowValue.center},${windowValue.width}`)}`
      : "";
  const imageSrc = pending
    ? `/admin/questions/image?upload=${encodeURIComponent(pending.slice("console-uploads/".length))}${windowParam}`
    : question
      ? `/admin/questions/image?code=${encodeURIComponent(question.code)}${slices ? `&slice=${sliceNumber}` : ""}${windowParam}`
      : null;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="mt-6 flex flex-col gap-8"
      onInput={(event) => {
        if ((event.target as HTMLElement).closest("[data-answer-key]")) tryAgain.current();
      }}
    >
      {formError ? (
        <Alert tone="error" title="Not saved">
          {formError}
        </Alert>
      ) : null}
      {uploadError ? (
        <Alert tone="error" title="Image not taken">
          {uploadError}
        </Alert>
      ) : null}
      {Object.keys(errors).some((field) => field !== "image") && !formError ? (
        <Alert tone="error" title="Not saved">
          Correct the fields marked below.
        </Alert>
      ) : null}
      {confirm ? (
        <div role="alert" className="rounded-lg border border-primary/40 bg-primary/10 px-4 py-3 text-sm">
          <p className="font-semibold">
            Saving re-marks {confirm.remarked} stored {confirm.remarked === 1 ? "answer" : "answers"}: {confirm.up} up,{" "}
            {confirm.down} down.
          </p>
          <p className="mt-1 text-text/90">Trainees' own "Mark as correct" stays as it is. Save the new key?</p>
          <button
            type="submit"
            name="intent"
            value={`confirm:${confirm.fingerprint}`}
            className={buttonClass("primary", "mt-3")}
            disabled={busy}
          >
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
            <input
              id="code"
              name="code"
              defaultValue={values.code}
              placeholder="THX-101"
              className={CONTROL}
              {...invalid(errors, "code")}
            />
            <ErrorLine id="code" message={errors.code} />
          </div>
        )}
        <div className="mt-4 flex flex-col gap-1">
          <label htmlFor="image" className={LABEL}>
            {question || values.pendingImage ? "Replace the image" : "Image"}
          </label>
          <div className="flex flex-wrap items-center gap-3">
            <input
              id="image"
              name="image"
              type="file"
              multiple
              accept="image/png,image/jpeg,image/webp,application/dicom,.dcm,application/zip,.zip"
              className="text-sm"
              {...invalid(errors, "image")}
            />
            <button type="submit" name="intent" value="preview" className={buttonClass("secondary")} disabled={busy}>
              Upload and preview
            </button>
          </div>
          <p className="text-xs text-muted">
            PNG, JPEG, WebP or DICOM, up to {MAX_IMAGE_BYTES / 1024 ** 2} MB. For a stack, choose a series' files or a
            zip of its folder: DICOM slices are put in order by their position. Patient details in the files are removed
            before anything is kept.
          </p>
          <ErrorLine id="image" message={errors.image} />
          <input type="hidden" name="pendingImage" value={values.pendingImage} />
          {values.pendingSeries.map((key) => (
            <input key={key} type="hidden" name="pendingSeries" value={key} />
          ))}
          {values.pendingImage ? (
            <p className="text-sm text-success">A new image is ready: it replaces the current one when you save.</p>
          ) : null}
          {burnedIn ? (
            <div className="flex flex-col gap-1">
              <p className="text-sm">
                This file says its pixels carry burned-in text (Burned In Annotation): look at the image below before
                you use it.
              </p>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="burnedInConfirmed"
                  defaultChecked={values.burnedInConfirmed}
                  {...invalid(errors, "burnedInConfirmed")}
                />
                I have looked at this image: its pixels show no patient details
              </label>
              <ErrorLine id="burnedInConfirmed" message={errors.burnedInConfirmed} />
            </div>
          ) : null}
          <input type="hidden" name="uploadedImage" value={values.uploadedImage} />
        </div>
        {slices ? (
          <SliceChooser slices={slices} slice={slice} shown={sliceNumber} onChange={setSlice} error={errors.slice} />
        ) : null}
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
                {windowChoices(uploaded, values.modality).map((p) => (
                  <option key={p.label} value={`${p.center}/${p.width}`}>
                    {p.label} {p.center}/{p.width}
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
          <TextInput
            name="source"
            label="Source"
            value={values.source}
            errors={errors}
            hint="Where the image comes from, shown under it in the review."
          />
          <TextInput
            name="licence"
            label="Licence"
            value={values.licence}
            errors={errors}
            hint="For example CC BY 4.0."
          />
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
          <Select
            name="modality"
            label="Modality"
            value={values.modality}
            errors={errors}
            options={MODALITIES.map((m) => ({ value: m, label: m }))}
          />
          <Select name="access" label="Access" value={values.access} errors={errors} options={ACCESS_OPTIONS} />
          <Select
            name="status"
            label="Status"
            value={values.status}
            errors={errors}
            options={QUESTION_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s]! }))}
          />
        </div>
        <fieldset className="mt-2" {...invalid(errors, "categories")}>
          <legend className={LABEL}>Categories</legend>
          <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {categories.map((name) => (
              <label key={name} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="categories"
                  value={name}
                  defaultChecked={values.categories.includes(name)}
                />
                {name}
              </label>
            ))}
          </div>
          <ErrorLine id="categories" message={errors.categories} />
        </fieldset>
      </section>

      <AcceptedAnswers
        answers={values.answers}
        errors={errors}
        tryAnswer={values.tryAnswer}
        tried={tried}
        registerTry={(run) => (tryAgain.current = run)}
      />

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
            <div className="mt-2 flex flex-col gap-2 text-sm">
              {explanation.trim() ? <Markdown text={explanation} /> : <p className="text-muted">Nothing yet.</p>}
            </div>
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
