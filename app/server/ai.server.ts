// Explain with AI (the spec's generate-tips): any OpenAI-compatible chat-completions provider
// (OpenAI, OpenRouter, Azure, Ollama, vLLM) chosen by AI_BASE_URL, AI_API_KEY and AI_MODEL.
import { getEnv } from "./env.server";
import { log } from "./log.server";

export type ExplainInput = {
  questionTitle: string;
  modality: string;
  correctAnswers: string[];
  storedExplanation: string | null;
  userAnswer: string;
};

export class AiUnavailable extends Error {
  override name = "AiUnavailable";
}

export class AiFailed extends Error {
  override name = "AiFailed";
}

export function aiConfigured() {
  const env = getEnv();
  return Boolean(env.AI_BASE_URL && env.AI_MODEL);
}

export function explainPrompt(input: ExplainInput) {
  return [
    {
      role: "system",
      content:
        "You are a consultant radiologist teaching UK trainees for the FRCR Part 1 anatomy exam. Answer in British English, in Markdown without HTML, in under 220 words, with exactly these headings: '### Where it is', '### Relations', '### Finding it on this modality', '### Exam tips', '### Common confusions'. Be anatomically precise; name side, part and segment as the college expects. If unsure, say so rather than invent.",
    },
    {
      role: "user",
      content: [
        `Question: ${input.questionTitle}`,
        `Modality: ${input.modality || "General"}`,
        `Correct answers: ${input.correctAnswers.join(", ")}`,
        input.storedExplanation ? `Teaching note: ${input.storedExplanation}` : null,
        `The trainee answered: ${input.userAnswer}`,
        "Explain the arrowed structure.",
      ]
        .filter(Boolean)
        .join("\n"),
    },
  ];
}

/** One explanation from the provider; throws AiUnavailable (not configured) or AiFailed. */
export async function generateExplanation(input: ExplainInput, { signal }: { signal?: AbortSignal } = {}): Promise<string> {
  const env = getEnv();
  if (!env.AI_BASE_URL || !env.AI_MODEL) throw new AiUnavailable("Explanations are not available on this server.");
  let response: Response;
  try {
    response = await fetch(`${env.AI_BASE_URL.replace(/\/$/, "")}/chat/completions`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(env.AI_API_KEY ? { Authorization: `Bearer ${env.AI_API_KEY}` } : {}),
      },
      body: JSON.stringify({ model: env.AI_MODEL, messages: explainPrompt(input), temperature: 0.2, max_tokens: 600 }),
      signal: signal ?? AbortSignal.timeout(30_000),
    });
  } catch (error) {
    log.error("ai.unreachable", { error: String(error) });
    throw new AiFailed("Failed to generate AI explanation. Please try again.");
  }
  if (!response.ok) {
    log.error("ai.error", { status: response.status, body: (await response.text()).slice(0, 500) });
    throw new AiFailed("Failed to generate AI explanation. Please try again.");
  }
  const body = (await response.json()) as { choices?: Array<{ message?: { content?: string } }> };
  const text = body.choices?.[0]?.message?.content?.trim();
  if (!text) throw new AiFailed("Failed to generate AI explanation. Please try again.");
  return text;
}
