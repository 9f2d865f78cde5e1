// Study notes (product-rules#notes): the user's own notes, filtered in the URL, with the
// question behind each note shown only when the user may see it.
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import { data } from "react-router";
import * as s from "../../db/schema";
import { questionImageColumns } from "~/server/image-variants.server";
import { keyLabel } from "~/domain/key-label";
import { canOpenQuestion } from "~/domain/access";
import { formatDate } from "~/domain/format";
import type { NotesFilter } from "~/domain/notes-filter";
import type { Plan } from "~/domain/plan";
import { answerKey } from "~/server/answers.server";
import { answeredSql } from "~/server/scoring-sql.server";
import { getDb } from "~/server/db.server";
import { signedImageUrl } from "~/server/storage.server";
import { findNote, isLiked } from "~/server/study.server";
import { noteQuestions } from "./notes-questions.server";

export const NOTES_PAGE_SIZE = 10;

export const EMPTY_HINTS = {
  liked: "No liked notes found. Click the heart above to show all notes.",
  filtered: "Try adjusting your search or filter criteria",
  none: "Start practising questions to create your first study note",
} as const;

/** The filters from the URL; a category is matched by its name, as the dashboard links it. */
export function parseNotesFilter(url: URL, categoryNames: string[]): NotesFilter {
  const params = url.searchParams;
  const asked = params.get("category")?.trim().toLowerCase();
  const page = Number(params.get("page"));
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    category: categoryNames.find((name) => name.toLowerCase() === asked) ?? null,
    starred: params.get("starred") === "1",
    liked: params.get("liked") === "1",
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

const activeCategoryNames = async () =>
  (
    await getDb()
      .select({ name: s.categories.name })
      .from(s.categories)
      .where(eq(s.categories.isActive, true))
      .orderBy(asc(s.categories.orderIndex), asc(s.categories.name))
  ).map((c) => c.name);

/** LIKE treats % and _ as wildcards: a search for "50%" means the text "50%". */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function notesWhere(userId: string, filter: NotesFilter) {
  const db = getDb();
  const conditions: SQL[] = [eq(s.notes.userId, userId)];
  if (filter.q)
    conditions.push(or(ilike(s.notes.title, contains(filter.q)), ilike(s.notes.content, contains(filter.q)))!);
  if (filter.category) {
    conditions.push(
      inArray(
        s.notes.questionId,
        db
          .select({ id: s.questionCategories.questionId })
          .from(s.questionCategories)
          .innerJoin(s.categories, eq(s.categories.id, s.questionCategories.categoryId))
          .where(and(eq(s.categories.name, filter.category), eq(s.categories.isActive, true))),
      ),
    );
  }
  if (filter.starred) conditions.push(eq(s.notes.starred, true));
  if (filter.liked) {
    conditions.push(
      inArray(
        s.notes.questionId,
        db
          .select({ id: s.likedQuestions.questionId })
          .from(s.likedQuestions)
          .where(eq(s.likedQuestions.userId, userId)),
      ),
    );
  }
  return and(...conditions);
}

const newestFirst = [desc(s.notes.updatedAt), desc(s.notes.createdAt), asc(s.notes.id)];

const isFiltered = (filter: NotesFilter) => Boolean(filter.q || filter.category || filter.starred || filter.liked);

/** Exactly one hint under 'No notes found'. */
export function emptyHint(filter: NotesFilter) {
  if (filter.liked) return EMPTY_HINTS.liked;
  return isFiltered(filter) ? EMPTY_HINTS.filtered : EMPTY_HINTS.none;
}

export async function notesData(user: { id: string }, plan: Plan, url: URL) {
  const categories = await activeCategoryNames();
  const asked = parseNotesFilter(url, categories);
  const where = notesWhere(user.id, asked);
  const [{ total }] = (await getDb().select({ total: count() }).from(s.notes).where(where)) as [{ total: number }];
  const pages = Math.max(1, Math.ceil(total / NOTES_PAGE_SIZE));
  const filter = { ...asked, page: Math.min(asked.page, pages) };
  const rows = await getDb()
    .select({
      id: s.notes.id,
      questionId: s.notes.questionId,
      title: s.notes.title,
      content: s.notes.content,
      starred: s.notes.starred,
      createdAt: s.notes.createdAt,
    })
    .from(s.notes)
    .where(where)
    .orderBy(...newestFirst)
    .limit(NOTES_PAGE_SIZE)
    .offset((filter.page - 1) * NOTES_PAGE_SIZE);

  const [edit, view, questions] = await Promise.all([
    editedNote(user.id, url.searchParams.get("edit")),
    viewedQuestion(user.id, plan, filter, url.searchParams.get("view")),
    noteQuestions(
      user.id,
      plan,
      rows.map((r) => r.questionId),
    ),
  ]);

  return data(
    {
      filter,
      filtered: isFiltered(filter),
      categories,
      notes: rows.map((note) => ({
        id: note.id,
        title: note.title,
        content: note.content,
        starred: note.starred,
        created: formatDate(note.createdAt),
        thumbnail: questions.get(note.questionId)?.thumbnail ?? null,
        structure: questions.get(note.questionId)?.structure ?? null,
      })),
      paging: {
        page: filter.page,
        pages,
        total,
        from: total === 0 ? 0 : (filter.page - 1) * NOTES_PAGE_SIZE + 1,
        to: Math.min(filter.page * NOTES_PAGE_SIZE, total),
      },
      emptyHint: total === 0 ? emptyHint(filter) : null,
      edit,
      view,
    },
    // The question behind the note is refused: the page still shows, the status says why.
    view && !view.allowed ? { status: 403 } : undefined,
  );
}

/** The note in the 'Edit Note' dialog; someone else's note is not found. */
async function editedNote(userId: string, noteId: string | null) {
  if (noteId === null) return null;
  const note = await findNote(userId, noteId);
  if (!note) throw data("Note not found", { status: 404 });
  return { id: note.id, title: note.title, content: note.content };
}

/**
 * The question behind a note, for the 'View Question' dialog. The key goes out only when the plan
 * opens the question or the user has answered it in a submitted test, and never while it sits in
 * the user's unfinished mock (product-rules#answer-reveal).
 */
async function viewedQuestion(userId: string, plan: Plan, filter: NotesFilter, noteId: string | null) {
  if (noteId === null) return null;
  const note = await findNote(userId, noteId);
  if (!note) throw data("Note not found", { status: 404 });

  // Previous Note / Next Note walk the whole filtered list, not only this page.
  const ids = (
    await getDb()
      .select({ id: s.notes.id })
      .from(s.notes)
      .where(notesWhere(userId, filter))
      .orderBy(...newestFirst)
  ).map((r) => r.id);
  const at = ids.indexOf(note.id);
  const neighbour = (index: number) =>
    at >= 0 && index >= 0 && index < ids.length
      ? { id: ids[index]!, page: Math.floor(index / NOTES_PAGE_SIZE) + 1 }
      : null;
  const around = { noteId: note.id, noteTitle: note.title, previous: neighbour(at - 1), next: neighbour(at + 1) };

  const access = await questionAccess(userId, plan, note.questionId);
  if (!access.allowed) return { ...around, allowed: false as const, reason: access.reason };

  const [[question], key, liked] = await Promise.all([
    getDb()
      .select({
        title: s.questions.title,
        ...questionImageColumns,
        modality: s.questions.modality,
      })
      .from(s.questions)
      .where(eq(s.questions.id, note.questionId)),
    answerKey(note.questionId),
    isLiked(userId, note.questionId),
  ]);
  return {
    ...around,
    allowed: true as const,
    question: {
      title: question!.title,
      modality: question!.modality,
      image: signedImageUrl(question!.imageUrl),
      key: key.map((k) => ({ text: k.text, marks: k.marks })),
      label: keyLabel(key, question!.imageArrows, { width: question!.imageWidth, height: question!.imageHeight }),
      liked,
    },
  };
}

export const REFUSED = {
  plan: "This question is not available on your plan. Upgrade your plan to see it and its answers.",
  mock: "This question is in a mock test you have not finished. Its answers stay hidden until you submit the mock.",
} as const;

/** May the user see this question and its answer key from the notes screen? */
export async function questionAccess(
  userId: string,
  plan: Plan,
  questionId: string,
): Promise<{ allowed: true } | { allowed: false; reason: string }> {
  const db = getDb();
  const [[question], answered, openMock] = await Promise.all([
    db.select({ accessLevel: s.questions.accessLevel }).from(s.questions).where(eq(s.questions.id, questionId)),
    db
      .select({ questionId: s.attemptQuestions.questionId })
      .from(s.attemptQuestions)
      .innerJoin(s.attempts, eq(s.attempts.id, s.attemptQuestions.attemptId))
      .where(
        and(
          eq(s.attempts.userId, userId),
          eq(s.attemptQuestions.questionId, questionId),
          isNotNull(s.attempts.submittedAt),
          answeredSql,
        ),
      )
      .limit(1),
    db
      .select({ questionId: s.attemptQuestions.questionId })
      .from(s.attemptQuestions)
      .innerJoin(s.attempts, eq(s.attempts.id, s.attemptQuestions.attemptId))
      .where(
        and(
          eq(s.attempts.userId, userId),
          eq(s.attemptQuestions.questionId, questionId),
          eq(s.attempts.type, "mock"),
          isNull(s.attempts.submittedAt),
        ),
      )
      .limit(1),
  ]);
  if (!question) return { allowed: false, reason: REFUSED.plan };
  if (openMock.length > 0) return { allowed: false, reason: REFUSED.mock };
  if (canOpenQuestion(plan, question.accessLevel) || answered.length > 0) return { allowed: true };
  return { allowed: false, reason: REFUSED.plan };
}
