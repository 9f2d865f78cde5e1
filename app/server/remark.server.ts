// Re-marking: after a question's answer key changes, every stored answer to it is marked again with
// the current key (app/domain/marking.ts), and the submitted attempts whose marks changed are scored
// again. A user's own "Mark as correct" stays as it is: it is theirs, not the marker's.
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import * as s from "../../db/schema";
import { mark } from "../domain/marking";
import { submittedScore } from "../domain/scoring";
import { answerKey, attemptQuestionRows } from "./attempts.server";
import { answeredSql } from "./scoring-sql.server";
import { getDb, type Database } from "./db.server";

export type RemarkSummary = {
  /** Non-blank answers to the question. */
  answers: number;
  /** Answers whose marks (or correctness) changed. */
  remarked: number;
  /** Of those, answers that now earn more marks, and fewer. */
  up: number;
  down: number;
  /** Submitted attempts whose score and correct count were computed again. */
  attemptsRescored: number;
};

/** Runs on `db`, which may be a transaction: an import re-marks inside its own. */
export async function remarkQuestion(questionId: string, db: Database = getDb()): Promise<RemarkSummary> {
  const key = await answerKey(questionId, db);
  const stored = await db
    .select({
      attemptId: s.attemptQuestions.attemptId,
      userAnswer: s.attemptQuestions.userAnswer,
      marksEarned: s.attemptQuestions.marksEarned,
      isCorrect: s.attemptQuestions.isCorrect,
      userOverrideCorrect: s.attemptQuestions.userOverrideCorrect,
    })
    .from(s.attemptQuestions)
    .where(and(eq(s.attemptQuestions.questionId, questionId), answeredSql));

  const changed = new Set<string>();
  let up = 0;
  let down = 0;
  for (const row of stored) {
    const { marks } = mark(row.userAnswer ?? "", key);
    // As saveAnswer decides it; an answer the user marked correct stays correct.
    const isCorrect = row.userOverrideCorrect || marks > 0;
    if (row.marksEarned === marks && row.isCorrect === isCorrect) continue;
    if (marks > (row.marksEarned ?? 0)) up++;
    if (marks < (row.marksEarned ?? 0)) down++;
    await db
      .update(s.attemptQuestions)
      // Their spaced review follows the new marks when next read (decision 041).
      .set({ marksEarned: marks, isCorrect, reviewPending: true })
      .where(and(eq(s.attemptQuestions.attemptId, row.attemptId), eq(s.attemptQuestions.questionId, questionId)));
    changed.add(row.attemptId);
  }
  // Scored again (submittedScore), as overrideMarks does.
  const submitted = changed.size
    ? await db
        .select({ id: s.attempts.id, totalQuestions: s.attempts.totalQuestions })
        .from(s.attempts)
        .where(and(inArray(s.attempts.id, [...changed]), isNotNull(s.attempts.submittedAt)))
    : [];
  for (const attempt of submitted) {
    const scored = submittedScore(await attemptQuestionRows(attempt.id, db), attempt.totalQuestions);
    await db.update(s.attempts).set(scored).where(eq(s.attempts.id, attempt.id));
  }

  // One answer per attempt and question (the table's key): changed attempts are changed answers.
  return { answers: stored.length, remarked: changed.size, up, down, attemptsRescored: submitted.length };
}
