// The question editor's form (app/routes/admin.question.tsx): every field of a bank line, the image,
// the arrows, the key with its Try an answer box, and the save that asks first when the key re-marks answers.
import { useRef } from "react";
import { Form } from "react-router";
import { EditorNotices } from "./editor-notices";
import { ExplanationField } from "./editor-explanation";
import { ImageSection } from "./editor-image-section";
import { QuestionFields } from "./editor-question-fields";
import { AcceptedAnswers } from "./accepted-answers";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useIsPending } from "~/components/ui/use-is-pending";
import { buttonClass } from "~/components/ui/button";
import type { EditorValues, FieldErrors, UploadedImage } from "~/domain/question-editor";

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
  const tryAgain = useRef<() => void>(() => {});
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="mt-6 flex flex-col gap-8"
      onInput={(event) => {
        if ((event.target as HTMLElement).closest("[data-answer-key]")) tryAgain.current();
      }}
    >
      <EditorNotices errors={errors} formError={formError} uploadError={uploadError} confirm={confirm} busy={busy} />
      <ImageSection
        values={values}
        errors={errors}
        burnedIn={burnedIn}
        uploaded={uploaded}
        question={question}
        busy={busy}
        hydrated={hydrated}
      />
      <QuestionFields values={values} errors={errors} categories={categories} />
      <AcceptedAnswers
        answers={values.answers}
        errors={errors}
        tryAnswer={values.tryAnswer}
        tried={tried}
        registerTry={(run) => (tryAgain.current = run)}
      />
      <ExplanationField value={values.explanation} errors={errors} hydrated={hydrated} />

      <div className="pb-4">
        <button type="submit" name="intent" value="save" className={buttonClass("primary")} disabled={busy}>
          {busy ? "Saving..." : question ? "Save question" : "Add question"}
        </button>
      </div>
    </Form>
  );
}
