// The mock papers an admin composes (routes/admin.mocks.tsx): the list, one paper's questions in order,
// and renumbering a paper after a change, so its positions run 1, 2, 3, ... without gaps.
import { and, asc, eq, sql } from "drizzle-orm";
import { data } from "react-router";
import * as s from "../../db/schema";
import { isUuid } from "~/domain/uuid";
import { getDb, type Database } from "./db.server";

/** The mock a page is about, none for the list, or a 404 for an id no mock has. */
export async function mockOr404(id: string | undefined) {
  if (!id) return null;
  if (!isUuid(id)) throw data("No such mock", { status: 404 });
  const [mock] = await getDb().select().from(s.mocks).where(eq(s.mocks.id, id)).limit(1);
  if (!mock) throw data("No such mock", { status: 404 });
  return mock;
}

/** Every mock paper with its number of questions, in the order trainees see them. */
export async function mockPapers() {
  const db = getDb();
  const rows = await db
    .select({
      id: s.mocks.id,
      name: s.mocks.name,
      published: s.mocks.isActive,
      questions: sql<number>`(select count(*)::int from ${s.mockQuestions} mq where mq.mock_id = ${s.mocks.id})`,
    })
    .from(s.mocks)
    .orderBy(asc(s.mocks.orderIndex), asc(s.mocks.name));
  return rows.map((r) => ({ ...r, questions: Number(r.questions) }));
}

/** A paper's questions in order. */
export async function mockQuestionList(mockId: string) {
  return getDb()
    .select({
      questionId: s.questions.id,
      position: s.mockQuestions.position,
      code: s.questions.code,
      stem: s.questions.title,
      status: s.questions.status,
    })
    .from(s.mockQuestions)
    .innerJoin(s.questions, eq(s.questions.id, s.mockQuestions.questionId))
    .where(eq(s.mockQuestions.mockId, mockId))
    .orderBy(asc(s.mockQuestions.position), asc(s.questions.code));
}

/** Positions 1, 2, 3, … in the given order: a paper has no gaps. */
export async function renumber(db: Database, mockId: string, order: string[]) {
  for (const [i, questionId] of order.entries()) {
    await db
      .update(s.mockQuestions)
      .set({ position: i + 1 })
      .where(and(eq(s.mockQuestions.mockId, mockId), eq(s.mockQuestions.questionId, questionId)));
  }
}
