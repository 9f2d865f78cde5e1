// The finished test, as the analysis screen shows it (product-rules#analysis).
import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { data, redirect } from "react-router";
import * as s from "../../db/schema";
import { canUseAi } from "~/domain/access";
import { attemptSeconds } from "~/domain/timer";
import { categoryPerformance, recommendations, SUMMARY_ROWS, timeAnalysis } from "~/domain/analysis";
import { keyLabel } from "~/domain/key-label";
import { storedMarkReasons } from "~/domain/marking";
import type { Plan } from "~/domain/plan";
import { attemptTotals, effectiveMarks, isAnswered, isCorrect } from "~/domain/scoring";
import { attemptQuestionRows, findAttempt, recordKeyShown } from "~/server/attempts.server";
import { answerKey } from "~/server/answers.server";
import { getDb } from "~/server/db.server";
import { imageCredit, questionImageColumns } from "~/server/image-variants.server";
import { signedImageUrl } from "~/server/storage.server";
import { mockStanding, weakestStructures } from "~/server/review-cards.server";
import { getNote } from "~/server/study.server";
import { questionUrl } from "~/domain/urls";

export async function analysisView(user: { id: string }, plan: Plan, url: URL) {
  const attemptId = url.searchParams.get("attempt");
  const attempt = attemptId ? await findAttempt(user.id, attemptId) : null;
  if (!attempt) throw data("No attempt data found", { status: 404 });
  if (!attempt.submittedAt) throw redirect(questionUrl(attempt.id));
  await recordKeyShown(attempt);

  const rows = await attemptQuestionRows(attempt.id);
  const ids = rows.map((r) => r.questionId);
  const db = getDb();
  const [standing, weakest, questions, categories, likes, fullMarks] = await Promise.all([
    mockStanding(attempt),
    weakestStructures(user.id, plan),
    db
      .select({
        id: s.questions.id,
        code: s.questions.code,
        title: s.questions.title,
        ...questionImageColumns,
        explanation: s.questions.explanation,
        imageCredit: s.questions.imageCredit,
        imageLicence: s.questions.imageLicence,
      })
      .from(s.questions)
      .where(inArray(s.questions.id, ids)),
    // Active categories only, in their own order.
    db
      .select({ questionId: s.questionCategories.questionId, id: s.categories.id, name: s.categories.name })
      .from(s.questionCategories)
      .innerJoin(
        s.categories,
        and(eq(s.categories.id, s.questionCategories.categoryId), eq(s.categories.isActive, true)),
      )
      .where(inArray(s.questionCategories.questionId, ids))
      .orderBy(asc(s.categories.orderIndex), asc(s.categories.name)),
    db
      .select({ questionId: s.likedQuestions.questionId })
      .from(s.likedQuestions)
      .where(and(eq(s.likedQuestions.userId, user.id), inArray(s.likedQuestions.questionId, ids))),
    // The key's answers in its own order, best first: the summary's Correct answer is the first 2-mark one.
    db
      .select({ questionId: s.answers.questionId, text: s.answers.answerText })
      .from(s.answers)
      .where(inArray(s.answers.questionId, ids))
      .orderBy(desc(s.answers.marks), asc(s.answers.orderIndex), asc(s.answers.answerText)),
  ]);
  const correctAnswer = new Map<string, string>();
  for (const a of fullMarks) if (!correctAnswer.has(a.questionId)) correctAnswer.set(a.questionId, a.text);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const liked = new Set(likes.map((l) => l.questionId));
  const totals = attemptTotals(rows, attempt.totalQuestions);

  const summary = rows.map((row, index) => ({
    n: index + 1,
    questionId: row.questionId,
    code: byId.get(row.questionId)?.code ?? "",
    answer: isAnswered(row) ? row.userAnswer! : null,
    correct: correctAnswer.get(row.questionId) ?? null,
    marks: isAnswered(row) ? effectiveMarks(row) : null,
    overridden: row.userOverrideCorrect,
    seconds: row.timeSpent,
    liked: liked.has(row.questionId),
  }));

  const categoryRows = categoryPerformance(
    // Each category once, in the order the query returned them.
    [...new Map(categories.map((c) => [c.id, { id: c.id, name: c.name }])).values()],
    rows.map((row) => ({
      categoryIds: categories.filter((c) => c.questionId === row.questionId).map((c) => c.id),
      correct: isCorrect(row),
    })),
  );
  const seconds = attemptSeconds(
    attempt.timeElapsed,
    rows.map((r) => r.timeSpent),
  );
  const time = timeAnalysis(
    rows.map((r) => ({ seconds: r.timeSpent, answered: isAnswered(r) })),
    seconds,
  );

  const reviewN = Number(url.searchParams.get("review"));
  const reviewed = Number.isInteger(reviewN) && reviewN >= 1 && reviewN <= rows.length ? rows[reviewN - 1]! : null;
  let review = null;
  if (reviewed) {
    const question = byId.get(reviewed.questionId)!;
    const [key, note] = await Promise.all([answerKey(reviewed.questionId), getNote(user.id, reviewed.questionId)]);
    review = {
      n: reviewN,
      questionId: reviewed.questionId,
      title: question.title,
      image: signedImageUrl(question.imageUrl),
      answer: isAnswered(reviewed) ? reviewed.userAnswer! : null,
      marks: isAnswered(reviewed) ? effectiveMarks(reviewed) : null,
      reasons: isAnswered(reviewed) ? storedMarkReasons(reviewed, key) : [],
      key: key.map((k) => ({ text: k.text, marks: k.marks })),
      explanation: question.explanation || null,
      credit: imageCredit(question),
      label: keyLabel(key, question.imageArrows, { width: question.imageWidth, height: question.imageHeight }),
      note: note ? { title: note.title, content: note.content } : null,
      liked: liked.has(reviewed.questionId),
    };
  }

  return {
    attempt: {
      id: attempt.id,
      type: attempt.type,
      isMock: attempt.type === "mock",
      isTimed: attempt.isTimed,
      timeLimit: attempt.timeLimit,
      seconds,
      autoEnded: totals.answered < attempt.totalQuestions,
      endedBy: attempt.endedBy,
    },
    // The score history shows, as stored when the attempt was submitted (submittedScore).
    totals: { ...totals, scorePercent: attempt.score ?? totals.scorePercent },
    summary,
    showAll: url.searchParams.get("all") === "1",
    summaryRows: SUMMARY_ROWS,
    categories: categoryRows,
    time,
    advice: recommendations(categoryRows, time),
    review,
    standing,
    weakest,
    aiAllowed: canUseAi(plan),
    // Carried by the review's forms, as on the question screen: the same form sent twice stores once.
    formKey: randomBytes(18).toString("base64url"),
  };
}
