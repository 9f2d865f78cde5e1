// What the question editor says above its fields: why the last save failed, and what a key change
// would re-mark before it is saved.
import type { Confirm } from "./question-editor-form";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import type { FieldErrors } from "~/domain/question-editor";

export function EditorNotices({
  errors,
  formError,
  uploadError,
  confirm,
  busy,
}: {
  errors: FieldErrors;
  formError: string | undefined;
  uploadError: string | undefined;
  confirm: Confirm | undefined;
  busy: boolean;
}) {
  return (
    <>
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
    </>
  );
}
