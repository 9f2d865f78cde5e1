// A trainee's own study aids on a question: the note and the like (disputes: disputes.server.ts).
// Every read and write is scoped to the signed-in user.
import { and, eq, sql } from "drizzle-orm";
import * as s from "../../db/schema";
import { isUuid } from "~/domain/uuid";
import { getDb, type Database } from "./db.server";

export async function getNote(userId: string, questionId: string) {
  const [note] = await getDb()
    .select({
      id: s.notes.id,
      title: s.notes.title,
      content: s.notes.content,
      starred: s.notes.starred,
      updatedAt: s.notes.updatedAt,
    })
    .from(s.notes)
    .where(and(eq(s.notes.userId, userId), eq(s.notes.questionId, questionId)));
  return note ?? null;
}

/** Creates the note on first save, updates it afterwards (one per user and question). */
export async function saveNote(
  userId: string,
  questionId: string,
  note: { title: string; content: string },
  db: Database = getDb(),
) {
  await db
    .insert(s.notes)
    .values({ userId, questionId, title: note.title, content: note.content })
    .onConflictDoUpdate({
      target: [s.notes.userId, s.notes.questionId],
      set: { title: note.title, content: note.content, updatedAt: new Date() },
    });
}

export async function isLiked(userId: string, questionId: string) {
  const rows = await getDb()
    .select({ questionId: s.likedQuestions.questionId })
    .from(s.likedQuestions)
    .where(and(eq(s.likedQuestions.userId, userId), eq(s.likedQuestions.questionId, questionId)));
  return rows.length > 0;
}

export async function setLiked(userId: string, questionId: string, liked: boolean, db: Database = getDb()) {
  if (liked) {
    await db.insert(s.likedQuestions).values({ userId, questionId }).onConflictDoNothing();
  } else {
    await db
      .delete(s.likedQuestions)
      .where(and(eq(s.likedQuestions.userId, userId), eq(s.likedQuestions.questionId, questionId)));
  }
}

/** One of the user's notes by its id, or null: someone else's note is as good as missing. */
export async function findNote(userId: string, noteId: string) {
  if (!isUuid(noteId)) return null;
  const [note] = await getDb()
    .select({
      id: s.notes.id,
      questionId: s.notes.questionId,
      title: s.notes.title,
      content: s.notes.content,
      starred: s.notes.starred,
    })
    .from(s.notes)
    .where(and(eq(s.notes.id, noteId), eq(s.notes.userId, userId)));
  return note ?? null;
}

/** Edits one of the user's notes by its id; false when the user has no such note. */
export async function updateNote(userId: string, noteId: string, note: { title: string; content: string }) {
  const rows = await getDb()
    .update(s.notes)
    .set({ title: note.title, content: note.content, updatedAt: new Date() })
    .where(and(eq(s.notes.id, noteId), eq(s.notes.userId, userId)))
    .returning({ id: s.notes.id });
  return rows.length > 0;
}

/** Stars or unstars a note. A star is not an edit: the note keeps its place in the newest-updated order. */
export async function setNoteStarred(userId: string, noteId: string, starred: boolean) {
  const rows = await getDb()
    .update(s.notes)
    .set({ starred, updatedAt: sql`${s.notes.updatedAt}` })
    .where(and(eq(s.notes.id, noteId), eq(s.notes.userId, userId)))
    .returning({ id: s.notes.id });
  return rows.length > 0;
}
