// Explain with AI (product-rules#explain-ai): who may ask about which answer, and what they are told.
import { canUseAi } from "./access";
import type { Plan } from "./plan";
import { isAnswered, type AnswerFacts } from "./scoring";

export type Refusal = { title: string; message: string; status: number };

export const NOT_CONFIGURED: Refusal = {
  title: "Not available here",
  message: "AI explanations are not available on this server: no AI provider is configured.",
  status: 503,
};

export const EXPLANATION_FAILED = "Failed to generate AI explanation. Please try again.";

export function dailyLimitReached(max: number): Refusal {
  return {
    title: "Daily limit reached",
    message: `You have used today's ${max} explanations. More tomorrow.`,
    status: 429,
  };
}

/** The explanation is of the key's 2-mark answer, so a question needs one to be explained. */
export function keyHasFullMarks(key: ReadonlyArray<{ marks: number }>) {
  return key.some((k) => k.marks === 2);
}

/** Why this answer may not be explained yet, or null when it may: right or wrong, once answered. */
export function explainRefusal(
  plan: Plan,
  attempt: { submitted: boolean; mock: boolean; showAnswers: boolean },
  answer: AnswerFacts,
  key: ReadonlyArray<{ marks: number }>,
): Refusal | null {
  if (!canUseAi(plan))
    return { title: "Subscription Required", message: "This feature is only available for subscribers.", status: 403 };
  // Answers are revealed only after answering in practice with answers shown, or once the test is submitted.
  if (!attempt.submitted && (attempt.mock || !attempt.showAnswers))
    return { title: "Not yet", message: "Explanations open when the answers do.", status: 403 };
  if (!isAnswered(answer) || !keyHasFullMarks(key))
    return { title: "No answer available", message: "Unable to generate explanation without an answer.", status: 400 };
  return null;
}

/** Where the part about the trainee's own answer starts, after the explanation every trainee shares. */
export const YOUR_ANSWER_HEADING = "### Your answer";

/**
 * The trainee's answer when it is worth a word of its own (product-rules#explain-your-answer): the marker
 * gave it less than 2 marks (their own Mark as correct does not change that). That part is theirs alone.
 */
export function answerToDiscuss(answer: AnswerFacts): string | null {
  return isAnswered(answer) && answer.marksEarned !== 2 ? answer.userAnswer!.trim() : null;
}
