import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent as ReactKeyboardEvent } from "react";
import { Link, useFetcher, type useLoaderData } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { JsField } from "~/components/ui/sent-by-script-field";
import { showToast } from "~/components/ui/toaster";
import { JS_FIELD } from "~/domain/js-field";
import { notesHref, type NotesFilter } from "~/domain/notes-filter";
import type { loader, NotesActionData } from "~/routes/notes";

type Note = ReturnType<typeof useLoaderData<typeof loader>>["notes"][number];

type Field = "title" | "content";

/**
 * In-place editing (JavaScript only): a double-click turns the title or the content into a field,
 * leaving it saves through a fetcher. Without JavaScript the Edit link opens the 'Edit Note' dialog.
 */
function useInlineEdit(note: Note, action: string) {
  const fetcher = useFetcher<NotesActionData>();
  const [editing, setEditing] = useState<Field | null>(null);
  /** A field left blank stays open, with its message beside it. */
  const [blank, setBlank] = useState<Field | null>(null);
  const cancelled = useRef(false);

  useEffect(() => {
    // 'Note saved' is flashed by the server. A refusal is said here: no revalidation follows it, so the row is still there.
    if (fetcher.state === "idle" && fetcher.data && !fetcher.data.ok)
      showToast({ type: "error", title: "Error", description: "Failed to save note" });
  }, [fetcher.state, fetcher.data]);

  // While saving, show what was typed.
  const pending = fetcher.formData;
  const shown = {
    title: pending ? String(pending.get("title")) : note.title,
    content: pending ? String(pending.get("content")) : note.content,
  };

  const start = (field: Field) => {
    cancelled.current = false;
    setBlank(null);
    setEditing(field);
  };
  const cancel = () => {
    cancelled.current = true;
    setBlank(null);
    setEditing(null);
  };
  const save = (field: Field, typed: string) => {
    setEditing(null);
    if (cancelled.current) return;
    const next = { ...shown, [field]: typed.trim() };
    if (!next[field]) {
      setBlank(field);
      setEditing(field);
      return;
    }
    setBlank(null);
    if (next[field] === shown[field].trim()) return;
    void fetcher.submit(
      { intent: "edit", noteId: note.id, title: next.title, content: next.content, [JS_FIELD]: "1" },
      { method: "post", action },
    );
  };
  return { id: note.id, editing, blank, shown, start, cancel, save };
}

function EditableText({
  edit,
  field,
  label,
  className = "",
}: {
  edit: ReturnType<typeof useInlineEdit>;
  field: Field;
  label: string;
  className?: string;
}) {
  const value = edit.shown[field];
  if (edit.editing === field) {
    const errorId = `note-${edit.id}-${field}-error`;
    const invalid = edit.blank === field;
    const common = {
      "aria-label": label,
      "aria-invalid": invalid ? true : undefined,
      "aria-describedby": invalid ? errorId : undefined,
      defaultValue: value,
      autoFocus: true,
      className: "w-full rounded-md border border-primary bg-bg px-2 py-1 text-sm aria-[invalid]:border-danger",
      onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        edit.save(field, event.currentTarget.value),
      onKeyDown: (event: ReactKeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        if (event.key === "Escape") edit.cancel();
        if (event.key === "Enter" && (field === "title" || event.metaKey || event.ctrlKey)) event.currentTarget.blur();
      },
    };
    return (
      <>
        {field === "title" ? (
          <input {...common} maxLength={200} />
        ) : (
          <textarea {...common} rows={4} maxLength={20_000} />
        )}
        {invalid ? (
          <p id={errorId} className="mt-1 text-sm text-danger">
            Missing information: please fill in both title and content.
          </p>
        ) : null}
      </>
    );
  }
  return (
    <div onDoubleClick={() => edit.start(field)} className={`cursor-text whitespace-pre-wrap break-words ${className}`}>
      {value}
    </div>
  );
}

function StarForm({ note, action }: { note: Note; action: string }) {
  const fetcher = useFetcher<NotesActionData>();
  const starred = fetcher.formData ? fetcher.formData.get("starred") === "true" : note.starred;
  return (
    <fetcher.Form method="post" action={action}>
      <input type="hidden" name="intent" value="star" />
      <input type="hidden" name="noteId" value={note.id} />
      <input type="hidden" name="starred" value={String(!starred)} />
      <JsField />
      <button
        type="submit"
        aria-pressed={starred}
        aria-label={`Star note ${note.title}`}
        className={`rounded-md px-1.5 text-xl leading-none ${starred ? "text-warning" : "text-muted hover:text-warning"}`}
      >
        <span aria-hidden="true">{starred ? "★" : "☆"}</span>
      </button>
    </fetcher.Form>
  );
}

function NoteLinks({ note, filter }: { note: Note; filter: NotesFilter }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Link
        to={notesHref(filter, { view: note.id })}
        preventScrollReset
        className={buttonClass("secondary", "px-3 py-1.5 whitespace-nowrap")}
        aria-label={`View Question for note ${note.title}`}
      >
        View Question
      </Link>
      <Link
        to={notesHref(filter, { edit: note.id })}
        preventScrollReset
        className={buttonClass("ghost", "px-3 py-1.5")}
        aria-label={`Edit note ${note.title}`}
      >
        Edit
      </Link>
    </div>
  );
}

/** The question's image, small: empty when the trainee may not see the question. */
function Thumbnail({ note }: { note: Note }) {
  if (!note.thumbnail) return null;
  return (
    <img
      src={note.thumbnail}
      alt={note.structure ? `The question's image: ${note.structure}` : "The question's image"}
      width={96}
      height={72}
      loading="lazy"
      className="h-18 w-24 shrink-0 rounded-md border border-border bg-black object-contain"
    />
  );
}

/** The structure the question names (the key's 2-mark answer), shown once the trainee has answered it. */
function Structure({ note }: { note: Note }) {
  if (!note.structure) return null;
  return (
    <p className="text-sm font-normal">
      <span className="text-muted">Structure: </span>
      {note.structure}
    </p>
  );
}

export function NoteRow({ note, filter, action }: { note: Note; filter: NotesFilter; action: string }) {
  const edit = useInlineEdit(note, action);
  return (
    <tr className="border-t border-border align-top">
      <td className="px-4 py-3">
        <StarForm note={note} action={action} />
      </td>
      <td className="px-2 py-3 font-semibold">
        <EditableText edit={edit} field="title" label="Note title" />
        <Structure note={note} />
      </td>
      <td className="px-2 py-3">
        <EditableText edit={edit} field="content" label="Note" className="line-clamp-4 text-text/90" />
      </td>
      <td className="px-2 py-3">
        <div className="flex flex-col gap-2">
          <Thumbnail note={note} />
          <NoteLinks note={note} filter={filter} />
        </div>
      </td>
      <td className="px-4 py-3 text-muted tabular-nums">{note.created}</td>
    </tr>
  );
}

export function NoteCard({ note, filter, action }: { note: Note; filter: NotesFilter; action: string }) {
  const edit = useInlineEdit(note, action);
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-border bg-bg p-4">
      <div className="flex items-start justify-between gap-2">
        <Thumbnail note={note} />
        <div className="min-w-0 flex-1 font-semibold">
          <EditableText edit={edit} field="title" label="Note title" />
          <Structure note={note} />
        </div>
        <StarForm note={note} action={action} />
      </div>
      <EditableText edit={edit} field="content" label="Note" className="text-sm text-text/90" />
      <span className="text-xs text-muted">{note.created}</span>
      <NoteLinks note={note} filter={filter} />
    </li>
  );
}
