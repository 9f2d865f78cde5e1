// The question editor's image: the code of a new question, the upload (a file, a series or a zip),
// the burned-in text check, the slice of a stack, the arrows, the window, and where the image comes from.
import { useState } from "react";
import { ArrowEditor } from "./arrow-editor";
import { CONTROL, ErrorLine, invalid, LABEL, TextInput } from "./editor-fields";
import type { EditorProps } from "./question-editor-form";
import { SliceChooser } from "./slice-chooser";
import type { ArrowRow } from "./use-arrow-drag";
import { buttonClass } from "~/components/ui/button";
import {
  MAX_ARROWS,
  MAX_IMAGE_BYTES,
  windowChoices,
  type EditorValues,
  type FieldErrors,
  type UploadedImage,
} from "~/domain/question-editor";

type Question = EditorProps["question"];
type WindowValue = { center: string; width: string };

/**
 * The preview's address: a series waiting to be saved or the stored stack is shown at the slice
 * chosen here (the arrows go on that one), and through the window typed in, once both fields are filled.
 */
function usePreview(values: EditorValues, question: Question, windowValue: WindowValue) {
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
  return { slices, slice, setSlice, sliceNumber, dicom, imageSrc };
}

export function ImageSection({
  values,
  errors,
  burnedIn,
  uploaded,
  question,
  busy,
  hydrated,
}: {
  values: EditorValues;
  errors: FieldErrors;
  burnedIn: boolean;
  uploaded: UploadedImage | null;
  question: Question;
  busy: boolean;
  hydrated: boolean;
}) {
  const [arrows, setArrows] = useState<ArrowRow[]>(values.arrows);
  const [windowValue, setWindowValue] = useState({ center: values.windowCenter, width: values.windowWidth });
  const { slices, slice, setSlice, sliceNumber, dicom, imageSrc } = usePreview(values, question, windowValue);
  return (
    <section aria-labelledby="image-heading" className="rounded-2xl border border-border bg-surface p-6">
      <h2 id="image-heading" className="text-lg font-semibold">
        Image and arrows
      </h2>
      <ImageUpload values={values} errors={errors} burnedIn={burnedIn} question={question} busy={busy} />
      {slices ? (
        <SliceChooser slices={slices} slice={slice} shown={sliceNumber} onChange={setSlice} error={errors.slice} />
      ) : null}
      <div className="mt-4">
        <ArrowEditor imageSrc={imageSrc} arrows={arrows} onChange={setArrows} errors={errors} max={MAX_ARROWS} />
      </div>
      <WindowFields
        value={windowValue}
        onChange={setWindowValue}
        choices={windowChoices(uploaded, values.modality)}
        dicom={dicom}
        errors={errors}
        hydrated={hydrated}
      />
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
  );
}

function ImageUpload({
  values,
  errors,
  burnedIn,
  question,
  busy,
}: {
  values: EditorValues;
  errors: FieldErrors;
  burnedIn: boolean;
  question: Question;
  busy: boolean;
}) {
  return (
    <>
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
          PNG, JPEG, WebP or DICOM, up to {MAX_IMAGE_BYTES / 1024 ** 2} MB. For a stack, choose a series' files or a zip
          of its folder: DICOM slices are put in order by their position. Patient details in the files are removed
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
              This file says its pixels carry burned-in text (Burned In Annotation): look at the image below before you
              use it.
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
    </>
  );
}

function WindowFields({
  value: windowValue,
  onChange: setWindowValue,
  choices,
  dicom,
  errors,
  hydrated,
}: {
  value: WindowValue;
  onChange: (value: WindowValue) => void;
  choices: ReturnType<typeof windowChoices>;
  dicom: boolean;
  errors: FieldErrors;
  hydrated: boolean;
}) {
  return (
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
            {choices.map((p) => (
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
  );
}
