import { data, Link, redirect, useActionData, useLoaderData, useLocation } from "react-router";
import { EditDialog, ViewDialog } from "~/components/notes/note-dialogs";
import { NoteCard, NoteRow } from "~/components/notes/note-list";
import { NotesFilters, PageLink } from "~/components/notes/notes-filters";
import { MemberPage } from "~/components/shell/page";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { preventContextMenu, useCopyBlock } from "~/components/ui/use-copy-block";
import { sentByScript } from "~/domain/js-field";
import { fieldError, type FormRefusal } from "~/domain/form-refusal";
import { notesHref } from "~/domain/notes-filter";
import { noteEditSchema, noteLikeSchema, noteStarSchema, notesIntentSchema } from "~/domain/notes-forms";
import { requireUser } from "~/server/auth.server";
import { parseForm, plainRefusal, refuse, refusal } from "~/server/forms.server";
import { getCurrentPlan } from "~/server/current-plan.server";
import { findNote, setLiked, setNoteStarred, updateNote } from "~/server/study.server";
import { redirectWithToast, toastHeader } from "~/server/toast.server";
import type { Route } from "./+types/notes";
import { notesData } from "./notes.server";

export const meta: Route.MetaFunction = () => [
  { title: "Study Notes | Arrowed" },
  { name: "robots", content: "noindex" },
];

const SAVED = { title: "Note saved", description: "Your changes have been saved successfully." } as const;

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const { plan } = await getCurrentPlan(user.id);
  return notesData(user, plan, url);
}

export type NotesActionData = { ok: true } | FormRefusal;

export async function action({ request, url: here }: Route.ActionArgs) {
  const user = await requireUser(request);
  const chosen = await parseForm(request, notesIntentSchema);
  if (!chosen.ok) return refuse(chosen.refused);
  const { formData } = chosen;
  const js = sentByScript(formData);
  here.searchParams.delete("index");
  // Every intent acts on one of the user's own notes; anyone else's is not found.
  const note = await findNote(user.id, chosen.value.noteId);
  if (!note) return refuse(refusal(chosen.submission, { formErrors: ["Note not found"] }), 404);

  if (chosen.value.intent === "edit") {
    const edit = await parseForm(formData, noteEditSchema);
    if (!edit.ok) return refuse(edit.refused);
    await updateNote(user.id, note.id, { title: edit.value.title, content: edit.value.content });
    // Flashed like every other toast, not left to the row's fetcher: an edit that takes the note out
    // of the filtered list unmounts the row before its fetcher could show anything.
    if (js) return data<NotesActionData>({ ok: true }, { headers: { "Set-Cookie": await toastHeader(SAVED) } });
    here.searchParams.delete("edit");
    return redirectWithToast(`${here.pathname}${here.search}`, SAVED);
  }

  const mark = await parseForm(formData, chosen.value.intent === "star" ? noteStarSchema : noteLikeSchema);
  if (!mark.ok) return refuse(plainRefusal("That did not work."));
  if ("starred" in mark.value) await setNoteStarred(user.id, note.id, mark.value.starred);
  else await setLiked(user.id, note.questionId, mark.value.liked);
  return js ? data<NotesActionData>({ ok: true }) : redirect(`${here.pathname}${here.search}`);
}

export default function StudyNotes() {
  const view = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as NotesActionData | undefined;
  const refused = actionData && !actionData.ok ? actionData : null;
  // A blank title or content is told in the edit dialog, beside its field.
  const editRefused = Boolean(fieldError(refused, "title") || fieldError(refused, "content"));
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

        {refused && !editRefused ? (
          <div className="mt-6">
            <Alert tone="error">{refused.error}</Alert>
          </div>
        ) : null}

        <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
          <NotesFilters view={view} />

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
                className={`flex h-10 w-10 items-center justify-center rounded-full border text-xl ${filter.liked ? "border-danger bg-danger/15 text-danger-strong" : "border-border text-muted hover:text-danger-strong"}`}
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
                <nav
                  aria-label="Pages"
                  className="flex flex-wrap items-center justify-between gap-3 border-t border-border p-4 text-sm"
                >
                  <p className="text-muted">
                    Showing {paging.from} to {paging.to} of {paging.total} notes
                  </p>
                  <div className="flex gap-2">
                    <PageLink to={paging.page > 1 ? notesHref({ ...filter, page: paging.page - 1 }) : null}>
                      Previous
                    </PageLink>
                    <PageLink to={paging.page < paging.pages ? notesHref({ ...filter, page: paging.page + 1 }) : null}>
                      Next
                    </PageLink>
                  </div>
                </nav>
              </>
            )}
          </section>
        </div>

        {view.edit ? (
          <EditDialog
            note={view.edit}
            filter={filter}
            closeTo={list}
            result={editRefused ? refused?.result : undefined}
          />
        ) : null}
        {view.view ? <ViewDialog dialog={view.view} filter={filter} closeTo={list} action={here} /> : null}
      </div>
    </MemberPage>
  );
}

/** A GET form: the filters live in the URL and work without JavaScript. */
