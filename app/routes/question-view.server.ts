// The question screen's loader data: the question on screen, the test around it, and (only when the
// rules allow) its answer key (product-rules#answer-reveal).
import { randomBytes } from "node:crypto";
import { data, redirect } from "react-router";
import { canOpenInAttempt, canUseAi } from "~/domain/access";
import { storedMarkReasons } from "~/domain/marking";
import { effectiveMarks, isAnswered } from "~/domain/scoring";
import { analysisUrl } from "~/domain/urls";
import { deckRange } from "~/domain/offline-deck";
import { keyLabel } from "~/domain/key-label";
import { elapsedSeconds, pauseBudgetWords, pauseLeft, remainingSeconds } from "~/domain/timer";
import { answerProof } from "~/server/answer-proof.server";
import { formatTime } from "~/domain/format";
import { touchAttempt } from "~/server/attempts.server";
import { answerKey } from "~/server/answers.server";
import { imageCredit, questionImage } from "~/server/image-variants.server";
import { stackView } from "~/server/stack-view.server";
import { redirectWithToast } from "~/server/toast.server";
import { attemptIdOf, mayReveal, openTest, testQuestions, type TestQuestion } from "./question.server";

export async function questionView(user: { id: string }, url: URL) {
  const attemptId = attemptIdOf(url);
  // Everything the page needs of the database but the key, in one round trip (three queries).
  const [opened, rows] = await Promise.all([openTest(user.id, attemptId), testQuestions(user.id, attemptId)]);
  const { plan, mockIndex } = opened;
  const wasOpen = !opened.attempt.submittedAt;
  const attempt = await touchAttempt(opened.attempt);
  if (attempt.submittedAt) {
    const to = analysisUrl(attempt.id);
    throw wasOpen
      ? await redirectWithToast(to, { title: "Time is up", description: "Your mock has been submitted." })
      : redirect(to);
  }

  const firstOpen = rows.findIndex((r) => !isAnswered(r));
  const asked = Number(url.searchParams.get("q"));
  const n = Number.isInteger(asked) && asked >= 1 && asked <= rows.length ? asked : firstOpen >= 0 ? firstOpen + 1 : 1;
  const question = rows[n - 1]!;
  const mayOpen = (r: TestQuestion) => canOpenInAttempt(plan, r.accessLevel, mockIndex);
  if (!mayOpen(question)) {
    throw data("This question is not on your plan any more. Renew Full Access to continue this test.", { status: 403 });
  }

  const reveal = mayReveal(attempt);
  const answered = isAnswered(question);
  // The next question's image (in a mock the one after too), fetched ahead while the trainee looks at
  // this one, if they may see it: images only, never anything of the answer (product-rules#prefetch).
  const ahead = rows
    .slice(n, n + (attempt.type === "mock" ? 2 : 1))
    .map((r, i) => ({ n: n + 1 + i, row: r }))
    .filter(({ row }) => mayOpen(row));
  const carried = deckRange(attempt.type === "mock", n, rows.length);
  const inDeck = (index: number) => index + 1 >= carried.from && index + 1 <= carried.to;
  const now = new Date();
  const stack = await stackView(question, url);
  const onScreenSlice = stack && stack.current !== stack.arrowed ? stack.slices[stack.current - 1]! : null;
  const [key, image, upNext, deck] = await Promise.all([
    reveal && answered ? answerKey(question.questionId) : Promise.resolve(null),
    onScreenSlice
      ? { src: onScreenSlice.src, small: onScreenSlice.small, srcSet: onScreenSlice.srcSet, placeholder: null }
      : questionImage(question.imageUrl, question.imageWidth),
    Promise.all(
      ahead.map(async (a) => {
        const { src, small, srcSet } = await questionImage(a.row.imageUrl, a.row.imageWidth);
        return { n: a.n, image: { src, small, srcSet } };
      }),
    ),
    offlineDeck(rows, (r, index) => inDeck(index) && mayOpen(r)),
  ]);
  const marks = answered ? effectiveMarks(question) : null;

  return {
    attempt: {
      id: attempt.id,
      type: attempt.type,
      isMock: attempt.type === "mock",
      isTimed: attempt.isTimed,
      showAnswers: reveal,
      total: rows.length,
      elapsed: elapsedSeconds(attempt, now),
      remaining: remainingSeconds(attempt, now),
      // Without JavaScript nothing ticks: the page says when the mock ends instead (product-rules#mock-clock).
      endsAt:
        attempt.timeLimit === null
          ? null
          : formatTime(new Date(now.getTime() + remainingSeconds(attempt, now)! * 1000)),
      answeredCount: rows.filter(isAnswered).length,
      // Said once some of a mock's pause time has gone (product-rules#pause-budget).
      pauseBudget:
        attempt.timeLimit !== null && attempt.pausedSeconds > 0 ? pauseBudgetWords(pauseLeft(attempt)) : null,
    },
    n,
    question: {
      id: question.questionId,
      code: question.code,
      title: question.title,
      modality: question.modality,
      image,
      // A stack's slices (null for one image); image above is the slice on screen.
      stack,
      userAnswer: question.userAnswer ?? "",
      flagged: question.flagged,
      liked: question.liked !== null,
      // Notes and disputes appear with the answers, after answering.
      note:
        question.noteTitle !== null && reveal && answered
          ? { title: question.noteTitle, content: question.noteContent ?? "" }
          : null,
    },
    // Present only when the rules allow it: never during a mock, never before answering.
    review:
      key && answered
        ? {
            marks: marks!,
            overridden: question.userOverrideCorrect,
            reasons: storedMarkReasons(question, key),
            key: key.map((k) => ({ text: k.text, marks: k.marks })),
            explanation: question.explanation || null,
            credit: imageCredit(question),
            // The key's name at the arrow, with the key: never before (product-rules#key-label).
            label: keyLabel(key, question.imageArrows, { width: question.imageWidth, height: question.imageHeight }),
          }
        : null,
    overview: rows.map((r, index) => ({
      n: index + 1,
      answered: isAnswered(r),
      flagged: r.flagged,
      marks: reveal && isAnswered(r) ? effectiveMarks(r) : null,
    })),
    aiAllowed: canUseAi(plan),
    upNext,
    deck,
    shownAt: now.getTime(),
    // A mock's answers kept offline send this back: proof the page was served while the mock was open.
    proof: attempt.type === "mock" ? answerProof(attempt.id, now) : null,
    // Carried by every form of this screen: the same form sent twice stores once.
    formKey: randomBytes(18).toString("base64url"),
  };
}

/**
 * The questions a page carries to go on with the connection down (product-rules#offline-mock,
 * product-rules#offline-practice; a mock's all, a practice's next few, app/domain/offline-deck.ts): each
 * one's title, modality and small image, in order (null for the others); never its answer, key or explanation.
 */
async function offlineDeck(rows: TestQuestion[], carries: (row: TestQuestion, index: number) => boolean) {
  if (!rows.some(carries)) return [];
  return Promise.all(
    rows.map(async (r, index) => {
      if (!carries(r, index)) return null;
      const { small } = await questionImage(r.imageUrl, r.imageWidth);
      return { n: index + 1, id: r.questionId, title: r.title, modality: r.modality, small };
    }),
  );
}
