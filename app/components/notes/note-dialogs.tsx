import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { Form, Link, useFetcher, useSearchParams, type useLoaderData } from "react-router";
import { useIsPending } from "~/components/ui/use-is-pending";
import { KeyLabelToggle, LabelledImage, labelHidden } from "~/components/question/key-label";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClass } from "~/components/ui/button";
import { RouteDialog } from "~/components/ui/dialog";
import { JsField } from "~/components/ui/sent-by-script-field";
import { showToast } from "~/components/ui/toaster";
import { count } from "~/domain/format";
import { notesHref, type NotesFilter } from "~/domain/notes-filter";
import { noteEditSchema } from "~/domain/notes-forms";
import type { loader, NotesActionData } from "~/routes/notes";
import { PageLink } from "./notes-filters";

type View = ReturnType<typeof useLoaderData<typeof loader>>;

export function EditDialog({
  note,
  filter,
  closeTo,
  result,
}: {
  note: NonNullable<View["edit"]>;
  filter: NotesFilter;
  closeTo: string;
  result?: SubmissionResult<string[]>;
}) {
  const busy = useIsPending({ intent: "edit" });
  const [form, fields] = useForm({
    id: `edit-note-${note.id}`,
    lastResult: result,
    defaultValue: { title: note.title, content: note.content },
    constraint: getZodConstraint(noteEditSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: noteEditSchema }),
  });
  const problem = fields.title.errors?.[0] ?? fields.content.errors?.[0];
  const alertId = `${form.id}-problem`;
  return (
    <RouteDialog title="Edit Note" closeTo={closeTo}>
      <Form
        method="post"
        action={notesHref(filter, { edit: note.id })}
        {...getFormProps(form)}
        className="flex flex-col gap-3"
      >
        <input type="hidden" name="intent" value="edit" />
        <input type="hidden" name="noteId" value={note.id} />
        {problem ? (
          <Alert tone="error" title="Missing information" id={alertId}>
            {problem}
          </Alert>
        ) : null}
        <label htmlFor={fields.title.id} className="text-sm font-semibold">
          Title
        </label>
        <input
          {...getInputProps(fields.title, { type: "text" })}
          aria-describedby={fields.title.errors ? alertId : undefined}
          className="rounded-lg border border-border bg-bg px-3 py-2.5 text-text focus:border-primary aria-[invalid]:border-danger"
        />
        <label htmlFor={fields.content.id} className="text-sm font-semibold">
          Content
        </label>
        <textarea
          {...getTextareaProps(fields.content)}
          aria-describedby={fields.content.errors ? alertId : undefined}
          rows={8}
          className="rounded-lg border border-border bg-bg px-3 py-2.5 text-text focus:border-primary aria-[invalid]:border-danger"
        />
        <div className="mt-2 flex justify-end gap-3">
          <Link to={closeTo} preventScrollReset className={buttonClass("ghost")}>
            Cancel
          </Link>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : "Save Changes"}
          </Button>
        </div>
      </Form>
    </RouteDialog>
  );
}

export function ViewDialog({
  dialog,
  filter,
  closeTo,
  action,
}: {
  dialog: NonNullable<View["view"]>;
  filter: NotesFilter;
  closeTo: string;
  action: string;
}) {
  const [search] = useSearchParams();
  const to = (target: { id: string; page: number } | null) =>
    target ? notesHref({ ...filter, page: target.page }, { view: target.id }) : null;
  return (
    <RouteDialog title="View Question" description={dialog.noteTitle} closeTo={closeTo} wide>
      {dialog.allowed ? (
        <div className="grid gap-5 md:grid-cols-2">
          <div className="flex flex-col gap-2">
            <LabelledImage label={dialog.question.label} hidden={labelHidden(search)}>
              <img
                src={dialog.question.image}
                alt={`${dialog.question.modality} for the question, with an arrow`}
                className="w-full rounded-xl border border-border bg-black object-contain"
              />
            </LabelledImage>
            {dialog.question.label ? <KeyLabelToggle hidden={labelHidden(search)} search={search} /> : null}
          </div>
          <div className="flex flex-col gap-4">
            <div className="flex items-start justify-between gap-3">
              <h3 className="font-semibold">{dialog.question.title}</h3>
              <LikeForm noteId={dialog.noteId} liked={dialog.question.liked} action={action} />
            </div>
            <div>
              <h4 className="text-sm font-semibold">Accepted answers</h4>
              <ul className="mt-2 flex flex-col gap-1 text-sm">
                {dialog.question.key.map((row) => (
                  <li key={row.text} className="flex justify-between gap-3 rounded-md bg-surface-2 px-3 py-1.5">
                    <span>{row.text}</span>
                    <span className="shrink-0 text-muted">{count(row.marks, "mark")}</span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      ) : (
        <Alert tone="error" title="Question not available">
          {dialog.reason}{" "}
          <Link to="/profile" className="font-semibold text-primary hover:underline">
            See plans
          </Link>
        </Alert>
      )}
      <div className="mt-5 flex justify-between gap-3">
        <PageLink to={to(dialog.previous)} preventScrollReset>
          Previous Note
        </PageLink>
        <PageLink to={to(dialog.next)} preventScrollReset>
          Next Note
        </PageLink>
      </div>
    </RouteDialog>
  );
}

function LikeForm({ noteId, liked: saved, action }: { noteId: string; liked: boolean; action: string }) {
  const fetcher = useFetcher<NotesActionData>();
  const liked = fetcher.formData ? fetcher.formData.get("liked") === "true" : saved;
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && !fetcher.data.ok) {
      showToast({ type: "error", title: "Error", description: "Failed to update like status" });
    }
  }, [fetcher.state, fetcher.data]);
  return (
    <fetcher.Form method="post" action={action}>
      <input type="hidden" name="intent" value="like" />
      <input type="hidden" name="noteId" value={noteId} />
      <input type="hidden" name="liked" value={String(!liked)} />
      <JsField />
      <button
        type="submit"
        aria-pressed={liked}
        aria-label={liked ? "Unlike question" : "Like question"}
        className={`rounded-full border px-3 py-1 text-lg leading-none ${liked ? "border-danger bg-danger/15 text-danger-strong" : "border-border text-muted hover:text-danger-strong"}`}
      >
        <span aria-hidden="true">{liked ? "♥" : "♡"}</span>
      </button>
    </fetcher.Form>
  );
}
