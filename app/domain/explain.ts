// Explain with AI (product-rules#explain-ai): who may ask about which answer, and what they are told.
import { canUseAi } from "./access";
import type { Plan } from "./plan";
import { effectiveMarks, type AnswerFacts } from "./scoring";

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

/** Why this answer may not be explained yet, or null when it may. */
export function explainRefusal(
  plan: Plan,
  attempt: { submitted: boolean; mock: boolean; showAnswers: boolean },
  answer: AnswerFacts,
): Refusal | null {
  if (!canUseAi(plan))
    return { title: "Subscription Required", message: "This feature is only available for subscribers.", status: 403 };
  // Answers are revealed only after answering in practice with answers shown, or once the test is submitted.
  if (!attempt.submitted && (attempt.mock || !attempt.showAnswers))
    return { title: "Not yet", message: "Explanations open when the answers do.", status: 403 };
  if (effectiveMarks(answer) !== 2)
    return { title: "No answer available", message: "Unable to generate explanation without an answer.", status: 400 };
  return null;
}
