import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { describedBy, FieldError } from "~/components/ui/field-error";
import { IdempotencyField } from "~/components/ui/idempotency-field";
import { JsField } from "~/components/ui/sent-by-script-field";
import { showToast } from "~/components/ui/toaster";
import type { clientAction } from "~/routes/question";
import { fieldError, typedValue, type FormRefusal } from "~/domain/form-refusal";

const NOTE_AUTOSAVE_MS = 700; // product-rules#notes

/** The note on the question screen: saved with the button, and with JavaScript as the trainee types. */
/** A refused form (app/domain/form-refusal.ts): a note's holds a message for each field, and what was typed. */
export type NoteRefusal = Pick<FormRefusal, "result">;

/** A blank or too long title or content, told beside its field. */
const fieldsOf = (refusal: object | null | undefined): { title?: string; content?: string } => ({
  title: fieldError(refusal, "title"),
  content: fieldError(refusal, "content"),
});

type Props = {
  questionId: string;
  note: { title: string; content: string } | null;
  action: string;
  hydrated: boolean;
  /** The page's own answer to a note posted without JavaScript. */
  refused?: NoteRefusal | null;
};

export function NoteEditor({ questionId, note, action, hydrated, refused }: Props) {
  const fetcher = useFetcher<typeof clientAction>();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const answer = fetcher.data;
  const fields =
    fetcher.state === "idle" && answer && !answer.ok ? fieldsOf(answer) : fetcher.data ? {} : fieldsOf(refused);
  // What was typed in a refused note, in place of the saved one.
  const typed =
    refused && typedValue(refused, "intent") === "note"
      ? { title: typedValue(refused, "title"), content: typedValue(refused, "content") }
      : note;

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) {
      if (fetcher.data.ok && fetcher.data.toast) showToast(fetcher.data.toast);
      // A blank title or note is told beside its field; anything else is worth a try again.
      const refusal = fetcher.data;
      if (!refusal.ok && !fieldError(refusal, "title") && !fieldError(refusal, "content"))
        showToast({ type: "error", title: "Error saving note", description: "Please try again." });
    }
  }, [fetcher.state, fetcher.data]);

  // Autosave once typing stops and both title and content are filled.
  const schedule = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const form = formRef.current;
      if (!form) return;
      const data = new FormData(form);
      // A real submit event, so with the connection down the note waits on the device (product-rules#offline-practice).
      if (String(data.get("title")).trim() && String(data.get("content")).trim()) form.requestSubmit();
    }, NOTE_AUTOSAVE_MS);
  };

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={action}
      className="flex flex-col gap-2"
      key={questionId}
      onChange={hydrated ? schedule : undefined}
      // Saved now (Save note, Enter, or the autosave itself): nothing is left to save again.
      onSubmit={() => window.clearTimeout(timer.current)}
    >
      <input type="hidden" name="intent" value="note" />
      <input type="hidden" name="questionId" value={questionId} />
      <JsField />
      <IdempotencyField />
      <h2 className="text-sm font-semibold">Your note</h2>
      <label htmlFor="note-title" className="sr-only">
        Note title
      </label>
      <input
        id="note-title"
        name="title"
        defaultValue={typed?.title ?? ""}
        placeholder="Title"
        className={FIELD}
        {...describedBy("note-title", fields.title)}
      />
      <FieldError id="note-title" message={fields.title} />
      <label htmlFor="note-content" className="sr-only">
        Note
      </label>
      <textarea
        id="note-content"
        name="content"
        defaultValue={typed?.content ?? ""}
        rows={3}
        placeholder="What to remember about this structure"
        className={FIELD}
        {...describedBy("note-content", fields.content)}
      />
      <FieldError id="note-content" message={fields.content} />
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs text-muted" aria-live="polite">
          {fetcher.state !== "idle" ? "Saving..." : hydrated ? "Saves as you type" : ""}
        </span>
        <Button type="submit" variant="secondary" className="px-3 py-1.5">
          Save note
        </Button>
      </div>
    </fetcher.Form>
  );
}

const FIELD = "rounded-lg border border-border bg-bg px-3 py-2 text-sm aria-[invalid]:border-danger";
