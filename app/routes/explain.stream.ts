// Explain with AI, streamed (text/event-stream) to the question screen and the analysis review as the
// provider writes it: 'chunk' events carry text, then one 'done' or 'error'. The explanation every trainee
// shares comes first (cached); words on this trainee's own answer follow, made afresh. Refusals come back before
// any streaming, as JSON with the status the page gives them. Without JavaScript, /question/explain
// serves the same explanation as a whole page.
import { formatEvent } from "~/domain/event-stream";
import {
  answerToDiscuss,
  EXPLANATION_FAILED,
  NOT_CONFIGURED,
  YOUR_ANSWER_HEADING,
  type Refusal,
} from "~/domain/explain";
import { AiUnavailable, aiConfigured, streamAnswerNote, streamExplanation } from "~/server/ai.server";
import { requireUser } from "~/server/auth.server";
import { log } from "~/server/log.server";
import type { Route } from "./+types/explain.stream";
import { cachedExplanation, explainable, explainInput, overDailyLimit, saveExplanation } from "./explain.server";

function refused(refusal: Refusal) {
  return Response.json({ refusal }, { status: refusal.status, headers: { "Cache-Control": "no-store" } });
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const { row, key, refusal } = await explainable(user.id, url);
  if (refusal) return refused(refusal);
  if (!aiConfigured()) return refused(NOT_CONFIGURED);
  const limited = await overDailyLimit(user.id);
  if (limited) return refused(limited);

  const cached = await cachedExplanation(row.questionId);
  const yours = answerToDiscuss(row);
  const input = cached && !yours ? null : await explainInput(row.questionId, key);
  const encoder = new TextEncoder();
  let open = true;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: string, value: object) => {
        if (open) controller.enqueue(encoder.encode(formatEvent(event, JSON.stringify(value))));
      };
      try {
        if (cached) send("chunk", { text: cached });
        else {
          let content = "";
          for await (const text of streamExplanation(input!, { signal: request.signal })) {
            content += text;
            send("chunk", { text });
          }
          // Only a whole explanation is kept: one cut short by a closed page is asked for again next time.
          if (content.trim()) await saveExplanation(row.questionId, content.trim());
        }
        if (yours) {
          send("chunk", { text: `\n\n${YOUR_ANSWER_HEADING}\n\n` });
          for await (const text of streamAnswerNote(input!, yours, { signal: request.signal })) send("chunk", { text });
        }
        send("done", {});
      } catch (error) {
        if (
          !(error instanceof Error && ["AiFailed", "AiUnavailable"].includes(error.name)) &&
          !request.signal.aborted
        ) {
          log.error("ai.explain_stream_failed", { error: String(error) });
        }
        send("error", { message: error instanceof AiUnavailable ? NOT_CONFIGURED.message : EXPLANATION_FAILED });
      } finally {
        if (open) controller.close();
        open = false;
      }
    },
    cancel() {
      open = false;
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform keeps the compression middleware (and proxies) from holding chunks back.
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
