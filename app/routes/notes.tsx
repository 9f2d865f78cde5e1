import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent as ReactKeyboardEvent } from "react";
import { data, Form, Link, redirect, useActionData, useFetcher, useLoaderData, useLocation, useNavigation } from "react-router";
import { z } from "zod";
import { MemberPage } from "~/components/shell/page";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClass } from "~/components/ui/button";
import { RouteDialog } from "~/components/ui/dialog";
import { JsField } from "~/components/ui/js-field";
import { showToast } from "~/components/ui/toaster";
import { preventContextMenu, useCopyBlock } from "~/components/ui/use-copy-block";
import { JS_FIELD, sentByScript } from "~/domain/js-field";
import { noteSchema } from "~/domain/question-forms";
import { requireUser } from "~/server/auth.server";
import { getCurrentPlan } from "~/server/plan.server";
import { findNote, setLiked, setNoteStarred, updateNote } from "~/server/study.server";
import { redirectWithToast, toastHeader } from "~/server/toast.server";
import type { Route } from "./+types/notes";
import { notesData } from "./notes.server";

export const meta: Route.MetaFunction = () => [{ title: "Study Notes | Arrowed" }, { name: "robots", content: "noindex" }];

// The same title and content rules as saving a note on the question screen (product-rules#notes).
const editSchema = noteSchema.pick({ title: true, content: true }).extend({ intent: z.literal("edit"), noteId: z.string() });
const starSchema = z.object({ intent: z.literal("star"), starred: z.enum(["true", "false"]).transform((v) => v === "true") });
const likeSchema = z.object({ intent: z.literal("like"), liked: z.enum(["true", "false"]).transform((v) => v === "true") });

const SAVED = { title: "Note saved", description: "Your changes have been saved successfully." } as const;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const { plan } = await getCurrentPlan(user.id);
  return notesData(user, plan, new URL(request.url));
}

type ActionData = { ok: boolean; error?: string; result?: SubmissionResult<string[]> };

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const formData = await request.formData();
  const js = sentByScript(formData);
  const here = new URL(request.url);
  here.searchParams.delete("index");

  // Every intent acts on one of the user's own notes; anyone else's is not found.
  const note = await findNote(user.id, String(formData.get("noteId") ?? ""));
  if (!note) return data<ActionData>({ ok: false, error: "Note not found" }, { status: 404 });

  const intent = formData.get("intent");
  if (intent === "edit") {
    const submission = parseWithZod(formData, { schema: editSchema });
    if (submission.status !== "success") return data<ActionData>({ ok: false, result: submission.reply() }, { status: 400 });
    await updateNote(user.id, note.id, { title: submission.value.title, content: submission.value.content });
    // Flashed like every other toast, not left to the row's fetcher: an edit that takes the note out
    // of the filtered list unmounts the row before its fetcher could show anything.
    if (js) return data<ActionData>({ ok: true }, { headers: { "Set-Cookie": await toastHeader(SAVED) } });
    here.searchParams.delete("edit");
    return redirectWithToast(`${here.pathname}${here.search}`, SAVED);
  }

  if (intent === "star" || intent === "like") {
    const parsed = (intent === "star" ? starSchema : likeSchema).safeParse(Object.fromEntries(formData));
    if (!parsed.success) return data<ActionData>({ ok: false, error: "That did not work." }, { status: 400 });
    if ("starred" in parsed.data) await setNoteStarred(user.id, note.id, parsed.data.starred);
    else await setLiked(user.id, note.questionId, parsed.data.liked);
    return js ? data<ActionData>({ ok: true }) : redirect(`${here.pathname}${here.search}`);
  }

  return data<ActionData>({ ok: false, error: "Unknown action." }, { status: 400 });
}

type Filter = { q: string; category: string | null; starred: boolean; liked: boolean; page: number };

/** The notes URL for a filter (defaults left out), with a dialog's parameter when given. */
function notesHref(filter: Filter, extra: Record<string, string> = {}) {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.category) params.set("category", filter.category);
  if (filter.starred) params.set("starred", "1");
  if (filter.liked) params.set("liked", "1");
  if (filter.page > 1) params.set("page", String(filter.page));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const search = params.toString();
  return search ? `/notes?${search}` : "/notes";
}

type View = ReturnType<typeof useLoaderData<typeof loader>>;
type Note = View["notes"][number];

export default function StudyNotes() {
  const view = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const location = useLocation();
  const { filter, paging } = view;
  const list = notesHref(filter);
  const here = `${location.pathname}${location.search}`;
  useCopyBlock();

  return (
    <MemberPage>
      <div onContextMenu={preventContextMenu}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-bold tracking-tight">Study Notes</h1>
          <Link to="/dashboard" className={buttonClass("secondary")}>
            ← Dashboard
          </Link>
        </div>

        {actionData?.error ? (
          <div className="mt-6">
            <Alert tone="error">{actionData.error}</Alert>
          </div>
        ) : null}

        <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
          <Filters view={view} />

          <section aria-labelledby="your-notes" className="min-w-0 rounded-2xl border border-border bg-surface">
            <div className="flex items-start justify-between gap-3 border-b border-border p-5">
              <div>
                <h2 id="your-notes" className="text-lg font-semibold">
                  Your Study Notes
                </h2>
                <p className="text-sm text-muted">Double click to edit the note</p>
              </div>
              <Link
                to={notesHref({ ...filter, liked: !filter.liked, page: 1 })}
                aria-label={filter.liked ? "Show all notes" : "Show liked notes only"}
                title={filter.liked ? "Show all notes" : "Show liked notes only"}
                className={`flex h-10 w-10 items-center justify-center rounded-full border text-xl ${filter.liked ? "border-danger bg-danger/15 text-danger" : "border-border text-muted hover:text-danger"}`}
              >
                <span aria-hidden="true">{filter.liked ? "♥" : "♡"}</span>
              </Link>
            </div>

            {paging.total === 0 ? (
              <div className="p-10 text-center">
                <p className="text-lg font-semibold">No notes found</p>
                <p className="mt-1 text-sm text-muted">{view.emptyHint}</p>
                {view.filtered ? (
                  <Link to="/notes" className={buttonClass("secondary", "mt-4")}>
                    Clear Filters
                  </Link>
                ) : (
                  <Link to="/dashboard" className={buttonClass("primary", "mt-4")}>
                    Start Practising
                  </Link>
                )}
              </div>
            ) : (
              <>
                {/* Wide screens get the table, narrow ones the cards: both come from the server. */}
                <table className="hidden w-full table-fixed text-left text-sm md:table">
                  <thead className="text-muted">
                    <tr>
                      <th className="w-12 px-4 py-3">
                        <span className="sr-only">Starred</span>
                      </th>
                      <th className="w-1/4 px-2">Title</th>
                      <th className="px-2">Notes</th>
                      <th className="w-36 px-2">
                        <span className="sr-only">Question</span>
                      </th>
                      <th className="w-28 px-4">Created</th>
                    </tr>
                  </thead>
                  <tbody>
                    {view.notes.map((note) => (
                      <NoteRow key={note.id} note={note} filter={filter} action={here} />
                    ))}
                  </tbody>
                </table>
                <ul className="flex flex-col gap-3 p-4 md:hidden">
                  {view.notes.map((note) => (
                    <NoteCard key={note.id} note={note} filter={filter} action={here} />
                  ))}
                </ul>
                <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 border-t border-border p-4 text-sm">
                  <p className="text-muted">
                    Showing {paging.from} to {paging.to} of {paging.total} notes
                  </p>
                  <div className="flex gap-2">
                    <PageLink to={paging.page > 1 ? notesHref({ ...filter, page: paging.page - 1 }) : null}>Previous</PageLink>
                    <PageLink to={paging.page < paging.pages ? notesHref({ ...filter, page: paging.page + 1 }) : null}>Next</PageLink>
                  </div>
                </nav>
              </>
            )}
          </section>
        </div>

        {view.edit ? <EditDialog note={view.edit} filter={filter} closeTo={list} result={actionData?.result} /> : null}
        {view.view ? <ViewDialog dialog={view.view} filter={filter} closeTo={list} action={here} /> : null}
      </div>
    </MemberPage>
  );
}

/** A GET form: the filters live in the URL and work without JavaScript. */
function Filters({ view }: { view: View }) {
  const { filter } = view;
  const reset = `${filter.q}|${filter.category}|${filter.starred}`;
  return (
    <Form method="get" key={reset} className="flex flex-col gap-4 self-start rounded-2xl border border-border bg-surface p-4" aria-label="Filter notes">
      <div className="flex flex-col gap-1">
        <label htmlFor="notes-search" className="text-sm font-semibold">
          Search
        </label>
        <input id="notes-search" name="q" type="search" defaultValue={filter.q} maxLength={200} placeholder="Search notes..." className="rounded-lg border border-border bg-bg px-3 py-2" />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="notes-category" className="text-sm font-semibold">
          Category
        </label>
        <select id="notes-category" name="category" defaultValue={filter.category ?? ""} className="rounded-lg border border-border bg-bg px-3 py-2">
          <option value="">All Categories</option>
          {view.categories.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="starred" value="1" defaultChecked={filter.starred} className="h-4 w-4" />
        Starred notes only
      </label>
      {filter.liked ? <input type="hidden" name="liked" value="1" /> : null}
      <button type="submit" className={buttonClass("primary")}>
        Apply Filters
      </button>
      {view.filtered ? (
        <Link to="/notes" className={buttonClass("ghost")}>
          Clear Filters
        </Link>
      ) : null}
    </Form>
  );
}

function PageLink({ to, children, preventScrollReset = false }: { to: string | null; children: string; preventScrollReset?: boolean }) {
  if (!to) {
    return (
      <span aria-disabled="true" className={buttonClass("secondary", "cursor-not-allowed px-3 py-1.5 opacity-60")}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} preventScrollReset={preventScrollReset} className={buttonClass("secondary", "px-3 py-1.5")}>
      {children}
    </Link>
  );
}

type Field = "title" | "content";

/**
 * In-place editing (JavaScript only): a double-click turns the title or the content into a field,
 * leaving it saves through a fetcher. Without JavaScript the Edit link opens the 'Edit Note' dialog.
 */
function useInlineEdit(note: Note, action: string) {
  const fetcher = useFetcher<ActionData>();
  const [editing, setEditing] = useState<Field | null>(null);
  const cancelled = useRef(false);

  useEffect(() => {
    // 'Note saved' is flashed by the server. A refusal is said here: no revalidation follows it, so the row is still there.
    if (fetcher.state === "idle" && fetcher.data && !fetcher.data.ok) showToast({ type: "error", title: "Error", description: "Failed to save note" });
  }, [fetcher.state, fetcher.data]);

  // While saving, show what was typed.
  const pending = fetcher.formData;
  const shown = {
    title: pending ? String(pending.get("title")) : note.title,
    content: pending ? String(pending.get("content")) : note.content,
  };

  const start = (field: Field) => {
    cancelled.current = false;
    setEditing(field);
  };
  const cancel = () => {
    cancelled.current = true;
    setEditing(null);
  };
  const save = (field: Field, typed: string) => {
    setEditing(null);
    if (cancelled.current) return;
    const next = { ...shown, [field]: typed.trim() };
    if (next[field] === shown[field].trim()) return;
    if (!next.title || !next.content) {
      showToast({ type: "error", title: "Missing information", description: "Please fill in both title and content" });
      return;
    }
    void fetcher.submit({ intent: "edit", noteId: note.id, title: next.title, content: next.content, [JS_FIELD]: "1" }, { method: "post", action });
  };
  return { editing, shown, start, cancel, save };
}

function EditableText({ edit, field, label, className = "" }: { edit: ReturnType<typeof useInlineEdit>; field: Field; label: string; className?: string }) {
  const value = edit.shown[field];
  if (edit.editing === field) {
    const common = {
      "aria-label": label,
      defaultValue: value,
      autoFocus: true,
      className: "w-full rounded-md border border-primary bg-bg px-2 py-1 text-sm",
      onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => edit.save(field, event.currentTarget.value),
      onKeyDown: (event: ReactKeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        if (event.key === "Escape") edit.cancel();
        if (event.key === "Enter" && (field === "title" || event.metaKey || event.ctrlKey)) event.currentTarget.blur();
      },
    };
    return field === "title" ? <input {...common} maxLength={200} /> : <textarea {...common} rows={4} maxLength={20_000} />;
  }
  return (
    <div onDoubleClick={() => edit.start(field)} className={`cursor-text whitespace-pre-wrap break-words ${className}`}>
      {value}
    </div>
  );
}

function StarForm({ note, action }: { note: Note; action: string }) {
  const fetcher = useFetcher<ActionData>();
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

function NoteLinks({ note, filter }: { note: Note; filter: Filter }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Link to={notesHref(filter, { view: note.id })} preventScrollReset className={buttonClass("secondary", "px-3 py-1.5")} aria-label={`View Question for note ${note.title}`}>
        View Question
      </Link>
      <Link to={notesHref(filter, { edit: note.id })} preventScrollReset className={buttonClass("ghost", "px-3 py-1.5")} aria-label={`Edit note ${note.title}`}>
        Edit
      </Link>
    </div>
  );
}

function NoteRow({ note, filter, action }: { note: Note; filter: Filter; action: string }) {
  const edit = useInlineEdit(note, action);
  return (
    <tr className="border-t border-border align-top">
      <td className="px-4 py-3">
        <StarForm note={note} action={action} />
      </td>
      <td className="px-2 py-3 font-semibold">
        <EditableText edit={edit} field="title" label="Note title" />
      </td>
      <td className="px-2 py-3">
        <EditableText edit={edit} field="content" label="Note" className="line-clamp-4 text-text/90" />
      </td>
      <td className="px-2 py-3">
        <NoteLinks note={note} filter={filter} />
      </td>
      <td className="px-4 py-3 text-muted tabular-nums">{note.created}</td>
    </tr>
  );
}

function NoteCard({ note, filter, action }: { note: Note; filter: Filter; action: string }) {
  const edit = useInlineEdit(note, action);
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-border bg-bg p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0 flex-1 font-semibold">
          <EditableText edit={edit} field="title" label="Note title" />
        </div>
        <StarForm note={note} action={action} />
      </div>
      <EditableText edit={edit} field="content" label="Note" className="text-sm text-text/90" />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <NoteLinks note={note} filter={filter} />
        <span className="text-xs text-muted">{note.created}</span>
      </div>
    </li>
  );
}

function EditDialog({ note, filter, closeTo, result }: { note: NonNullable<View["edit"]>; filter: Filter; closeTo: string; result?: SubmissionResult<string[]> }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "edit";
  const [form, fields] = useForm({
    id: `edit-note-${note.id}`,
    lastResult: result,
    defaultValue: { title: note.title, content: note.content },
    constraint: getZodConstraint(editSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: editSchema }),
  });
  const problem = fields.title.errors?.[0] ?? fields.content.errors?.[0];
  const alertId = `${form.id}-problem`;
  return (
    <RouteDialog title="Edit Note" closeTo={closeTo}>
      <Form method="post" action={notesHref(filter, { edit: note.id })} {...getFormProps(form)} className="flex flex-col gap-3">
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

function ViewDialog({ dialog, filter, closeTo, action }: { dialog: NonNullable<View["view"]>; filter: Filter; closeTo: string; action: string }) {
  const to = (target: { id: string; page: number } | null) => (target ? notesHref({ ...filter, page: target.page }, { view: target.id }) : null);
  return (
    <RouteDialog title="View Question" description={dialog.noteTitle} closeTo={closeTo} wide>
      {dialog.allowed ? (
        <div className="grid gap-5 md:grid-cols-2">
          <img src={dialog.question.image} alt={`${dialog.question.modality} image for the question, with an arrow`} className="w-full rounded-xl border border-border bg-black object-contain" />
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
                    <span className="shrink-0 text-muted">{row.marks} mark(s)</span>
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
  const fetcher = useFetcher<ActionData>();
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
        className={`rounded-full border px-3 py-1 text-lg leading-none ${liked ? "border-danger bg-danger/15 text-danger" : "border-border text-muted hover:text-danger"}`}
      >
        <span aria-hidden="true">{liked ? "♥" : "♡"}</span>
      </button>
    </fetcher.Form>
  );
}
