// Explain with AI (product-rules#explain-ai): any OpenAI-compatible chat-completions provider
// (OpenAI, OpenRouter, Azure, Ollama, vLLM) chosen by AI_BASE_URL, AI_API_KEY and AI_MODEL.
import { readEvents, textChunks } from "../domain/event-stream";
import { EXPLANATION_FAILED } from "../domain/explain";
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

/**
 * The explanation as the provider writes it, piece by piece (OpenAI-style streaming); a provider that
 * ignores `stream` and answers whole is read too. Throws AiUnavailable (not configured) or AiFailed.
 */
export async function* streamExplanation(
  input: ExplainInput,
  { signal }: { signal?: AbortSignal } = {},
): AsyncGenerator<string> {
  const env = getEnv();
  if (!env.AI_BASE_URL || !env.AI_MODEL) throw new AiUnavailable("Explanations are not available on this server.");
  const timeout = AbortSignal.timeout(60_000);
  let response: Response;
  try {
    response = await fetch(`${env.AI_BASE_URL.replace(/\/$/, "")}/chat/completions`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "text/event-stream, application/json",
        ...(env.AI_API_KEY ? { Authorization: `Bearer ${env.AI_API_KEY}` } : {}),
      },
      body: JSON.stringify({
        model: env.AI_MODEL,
        messages: explainPrompt(input),
        temperature: 0.2,
        max_tokens: 600,
        stream: true,
      }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    log.error("ai.unreachable", { error: String(error) });
    throw new AiFailed(EXPLANATION_FAILED);
  }
  if (!response.ok || !response.body) {
    log.error("ai.error", { status: response.status, body: (await response.text()).slice(0, 500) });
    throw new AiFailed(EXPLANATION_FAILED);
  }
  if (!response.headers.get("content-type")?.includes("text/event-stream")) {
    const body = (await response.json().catch(() => ({}))) as { choices?: Array<{ message?: { content?: string } }> };
    const text = body.choices?.[0]?.message?.content?.trim();
    if (!text) throw new AiFailed(EXPLANATION_FAILED);
    yield text;
    return;
  }
  let wrote = false;
  try {
    for await (const { data } of readEvents(textChunks(response.body))) {
      if (data === "[DONE]") break;
      const piece = JSON.parse(data) as { choices?: Array<{ delta?: { content?: string } }>; error?: unknown };
      if (piece.error) throw new Error(JSON.stringify(piece.error));
      const text = piece.choices?.[0]?.delta?.content;
      if (!text) continue;
      wrote = true;
      yield text;
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    log.error("ai.stream_failed", { error: String(error) });
    throw new AiFailed(EXPLANATION_FAILED);
  }
  if (!wrote) throw new AiFailed(EXPLANATION_FAILED);
}

/** One whole explanation from the provider. */
export async function generateExplanation(
  input: ExplainInput,
  options: { signal?: AbortSignal } = {},
): Promise<string> {
  let text = "";
  for await (const piece of streamExplanation(input, options)) text += piece;
  return text.trim();
}
