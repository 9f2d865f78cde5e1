// The question screen on the server: what its loader (question-view.server.ts) and its forms
// (question-action.server.ts) both start from. The page never receives the answer key until the rules
// allow it (product-rules#answer-reveal).
import { and, asc, eq, getTableColumns, sql } from "drizzle-orm";
import { data } from "react-router";
import * as s from "../../db/schema";
import { questionImageColumns } from "~/server/image-variants.server";
import { isUuid } from "~/domain/uuid";
import { testRowColumns, type Attempt } from "~/server/attempts.server";
import { preparedQuery } from "~/server/db.server";
import { planFromJson, subscriptionsJson } from "~/server/current-plan.server";
import { mockPlaceSql } from "~/server/question-pools.server";

/** Answers may be revealed only in practice with Show Answers on, after answering. */
export const mayReveal = (attempt: Pick<Attempt, "type" | "showAnswers">) =>
  attempt.type !== "mock" && attempt.showAnswers;

const noAttempt = () => data("No attempt data found", { status: 404 });

/** The attempt's id from the URL, or a 404: a malformed id would reach PostgreSQL as an error. */
export function attemptIdOf(url: URL) {
  const attemptId = url.searchParams.get("attempt");
  if (!isUuid(attemptId)) throw noAttempt();
  return attemptId;
}

/**
 * The trainee's attempt (someone else's is as good as missing: 404) with their plan and its mock's
 * place in the list (Last Minute's lock depends on it), in one query. Callers read the attempt's
 * questions alongside, so a request starts with one round trip to the database.
 */
export async function openTest(userId: string, attemptId: string) {
  const [found] = await attemptWithPlan().execute({ userId, attemptId });
  if (!found) throw noAttempt();
  const { mockPlace, subscriptions, ...attempt } = found;
  // A mock taken off the list since counts as the last one (its lock is the strictest).
  const mockIndex = attempt.mockId ? (mockPlace ?? Number.MAX_SAFE_INTEGER) : null;
  return { plan: planFromJson(subscriptions).plan, attempt, mockIndex };
}

const attemptWithPlan = preparedQuery((db) =>
  db
    .select({
      ...getTableColumns(s.attempts),
      mockPlace: mockPlaceSql,
      subscriptions: subscriptionsJson(s.attempts.userId),
    })
    .from(s.attempts)
    .where(and(eq(s.attempts.id, sql.placeholder("attemptId")), eq(s.attempts.userId, sql.placeholder("userId"))))
    .limit(1)
    .prepare("attempt_with_plan"),
);

/**
 * The attempt's questions in order, each with what the screen shows of it and the trainee's note and
 * like on it: one query for the page instead of one per piece. Only the attempt's owner gets rows.
 */
export function testQuestions(userId: string, attemptId: string) {
  return testQuestionRows().execute({ userId, attemptId });
}

const testQuestionRows = preparedQuery((db) => {
  const userId = sql.placeholder("userId");
  return db
    .select({
      ...testRowColumns,
      code: s.questions.code,
      title: s.questions.title,
      ...questionImageColumns,
      modality: s.questions.modality,
      explanation: s.questions.explanation,
      imageCredit: s.questions.imageCredit,
      imageLicence: s.questions.imageLicence,
      imageSlice: s.questions.imageSlice,
      noteTitle: s.notes.title,
      noteContent: s.notes.content,
      liked: s.likedQuestions.questionId,
    })
    .from(s.attemptQuestions)
    .innerJoin(s.attempts, and(eq(s.attempts.id, s.attemptQuestions.attemptId), eq(s.attempts.userId, userId)))
    .innerJoin(s.questions, eq(s.questions.id, s.attemptQuestions.questionId))
    .leftJoin(s.notes, and(eq(s.notes.questionId, s.questions.id), eq(s.notes.userId, userId)))
    .leftJoin(
      s.likedQuestions,
      and(eq(s.likedQuestions.questionId, s.questions.id), eq(s.likedQuestions.userId, userId)),
    )
    .where(eq(s.attemptQuestions.attemptId, sql.placeholder("attemptId")))
    .orderBy(asc(s.attemptQuestions.displayOrder))
    .prepare("test_questions");
});

export type TestQuestion = Awaited<ReturnType<typeof testQuestions>>[number];
