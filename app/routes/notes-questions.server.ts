// What each note in the list shows of its question (product-rules#notes): a thumbnail of the image, when
// the trainee may see the question, and the structure (the key's 2-mark answer) only once they have
// answered it where the key was shown to them. One read per kind for the page's ten notes.
import { and, asc, eq, inArray, isNotNull, isNull, ne, or } from "drizzle-orm";
import * as s from "../../db/schema";
import { canOpenQuestion } from "~/domain/access";
import type { Plan } from "~/domain/plan";
import { answeredSql } from "~/server/scoring-sql.server";
import { getDb } from "~/server/db.server";
import { variantKey } from "~/server/image-variants.server";
import { signedImageUrl } from "~/server/storage.server";

export type NoteQuestion = { thumbnail: string | null; structure: string | null };

export async function noteQuestions(userId: string, plan: Plan, questionIds: string[]) {
  const shown = new Map<string, NoteQuestion>();
  if (questionIds.length === 0) return shown;
  const db = getDb();
  const attemptsOf = (extra: ReturnType<typeof and>) =>
    db
      .selectDistinct({ questionId: s.attemptQuestions.questionId })
      .from(s.attemptQuestions)
      .innerJoin(s.attempts, eq(s.attempts.id, s.attemptQuestions.attemptId))
      .where(and(eq(s.attempts.userId, userId), inArray(s.attemptQuestions.questionId, questionIds), extra));
  const [questions, answered, inOpenMock, keys] = await Promise.all([
    db
      .select({ id: s.questions.id, imageUrl: s.questions.imageUrl, accessLevel: s.questions.accessLevel })
      .from(s.questions)
      .where(inArray(s.questions.id, questionIds)),
    // Answered where the key was then shown: a submitted test, or practice that shows answers as it goes.
    attemptsOf(
      and(
        answeredSql,
        or(isNotNull(s.attempts.submittedAt), and(ne(s.attempts.type, "mock"), eq(s.attempts.showAnswers, true))),
      ),
    ),
    attemptsOf(and(eq(s.attempts.type, "mock"), isNull(s.attempts.submittedAt))),
    db
      .select({ questionId: s.answers.questionId, text: s.answers.answerText })
      .from(s.answers)
      .where(and(inArray(s.answers.questionId, questionIds), eq(s.answers.marks, 2)))
      .orderBy(asc(s.answers.orderIndex), asc(s.answers.answerText)),
  ]);
  const answeredIds = new Set(answered.map((r) => r.questionId));
  const hidden = new Set(inOpenMock.map((r) => r.questionId));
  const structure = new Map<string, string>();
  for (const k of keys) if (!structure.has(k.questionId)) structure.set(k.questionId, k.text);
  for (const q of questions) {
    // Nothing of a question in the trainee's unfinished mock (product-rules#answer-reveal).
    const open = !hidden.has(q.id) && (canOpenQuestion(plan, q.accessLevel) || answeredIds.has(q.id));
    shown.set(q.id, {
      thumbnail: open ? signedImageUrl(variantKey(q.imageUrl, "sm")) : null,
      structure: open && answeredIds.has(q.id) ? (structure.get(q.id) ?? null) : null,
    });
  }
  return shown;
}
