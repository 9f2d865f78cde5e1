// What the Explain with AI page and its stream share: who may ask about what, the daily limit, and
// the cache of explanations per question and model, made from the question and its key alone
// (docs/decisions/049-explanations-from-the-key-alone.md).
import { and, eq } from "drizzle-orm";
import { data } from "react-router";
import * as s from "../../db/schema";
import { canOpenInAttempt } from "~/domain/access";
import { dailyLimitReached, explainRefusal, type Refusal } from "~/domain/explain";
import type { ExplainInput } from "~/server/ai.server";
import { attemptQuestionRows, findAttempt, mockIndexOf, recordKeyShown } from "~/server/attempts.server";
import { answerKey } from "~/server/answers.server";
import { getDb } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { getCurrentPlan } from "~/server/current-plan.server";
import { hit } from "~/server/rate-limit.server";
import { analysisUrl, questionUrl } from "~/domain/urls";

/** The attempt and answer asked about, and why it may not be explained yet (if so). */
export async function explainable(userId: string, url: URL) {
  const { plan } = await getCurrentPlan(userId);
  const attempt = await findAttempt(userId, url.searchParams.get("attempt") ?? "");
  if (!attempt) throw data("No attempt data found", { status: 404 });
  const rows = await attemptQuestionRows(attempt.id);
  const n = Number(url.searchParams.get("q"));
  const row = Number.isInteger(n) ? rows[n - 1] : undefined;
  if (!row || !canOpenInAttempt(plan, row.accessLevel, await mockIndexOf(attempt)))
    throw data("No attempt data found", { status: 404 });
  const back = attempt.submittedAt ? analysisUrl(attempt.id, { review: n }) : questionUrl(attempt.id, n);
  const key = await answerKey(row.questionId);
  const refusal = explainRefusal(
    plan,
    { submitted: Boolean(attempt.submittedAt), mock: attempt.type === "mock", showAnswers: attempt.showAnswers },
    row,
    key,
  );
  if (!refusal) await recordKeyShown(attempt);
  return { attempt, row, key, n, back, refusal };
}

/** Counts one request against the user's daily allowance; a refusal once it is used up. */
export async function overDailyLimit(userId: string): Promise<Refusal | null> {
  const max = getEnv().AI_DAILY_LIMIT;
  const limit = await hit(`ai:user:${userId}`, { max, windowSeconds: 24 * 60 * 60 });
  return limit.allowed ? null : dailyLimitReached(max);
}

/** The stored explanation of this question by the configured model, if one was made. */
export async function cachedExplanation(questionId: string) {
  const [cached] = await getDb()
    .select({ content: s.aiExplanations.content })
    .from(s.aiExplanations)
    .where(and(eq(s.aiExplanations.questionId, questionId), eq(s.aiExplanations.model, getEnv().AI_MODEL ?? "")));
  return cached?.content ?? null;
}

export async function saveExplanation(questionId: string, content: string) {
  await getDb()
    .insert(s.aiExplanations)
    .values({ questionId, model: getEnv().AI_MODEL ?? "", content })
    .onConflictDoNothing();
}

/** What the provider is told about the question: its title, modality, 2-mark answers and teaching note. */
export async function explainInput(
  questionId: string,
  key: Array<{ text: string; marks: number }>,
): Promise<ExplainInput> {
  const [question] = await getDb()
    .select({ title: s.questions.title, modality: s.questions.modality, explanation: s.questions.explanation })
    .from(s.questions)
    .where(eq(s.questions.id, questionId));
  return {
    questionTitle: question!.title,
    modality: question!.modality,
    correctAnswers: key.filter((k) => k.marks === 2).map((k) => k.text),
    storedExplanation: question!.explanation || null,
  };
}
