// The scoring rules of app/domain/scoring.ts as SQL, for queries that count and sum answers in the
// database (history, dashboard, everyone's averages). Each expression needs attempt_questions in the query.
import { sql } from "drizzle-orm";
import * as s from "../../db/schema";

/** SQL twins of isAnswered and effectiveMarks (app/domain/scoring.ts), for aggregate queries. */
export const answeredSql = sql`coalesce(trim(${s.attemptQuestions.userAnswer}), '') <> ''`;
export const effectiveMarksSql = sql<number>`(case when coalesce(trim(${s.attemptQuestions.userAnswer}), '') = '' then 0
  when ${s.attemptQuestions.userOverrideCorrect} and ${s.attemptQuestions.userOverrideMarks} is not null then ${s.attemptQuestions.userOverrideMarks}
  else coalesce(${s.attemptQuestions.marksEarned}, 0) end)`;
/** SQL twin of isCorrect (app/domain/scoring.ts): full marks, or the trainee's own Mark as correct. */
export const correctSql = sql<boolean>`(${answeredSql} and (
  (${s.attemptQuestions.userOverrideCorrect} and coalesce(${s.attemptQuestions.userOverrideMarks}, 0) > 0) or ${effectiveMarksSql} = 2))`;
/**
 * Does an answer count yet (figures, history, pools, everyone's averages)? A mock's answers only once
 * it is submitted: until then a changed answer moving a figure would give the key away. Needs attempts joined.
 */
export const countsSql = sql`(${s.attempts.type} <> 'mock' or ${s.attempts.submittedAt} is not null)`;
