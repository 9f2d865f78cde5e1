// Server-sent events (text/event-stream), read and written: the AI provider streams its answer in this
// format, and the app streams the explanation on to the browser in it.
import { createParser } from "eventsource-parser";

export type StreamEvent = { event: string; data: string };

/** One event as the format writes it; `data` may span lines. */
export function formatEvent(event: string, data: string) {
  return `event: ${event}\n${data
    .split(/\r?\n/)
    .map((line) => `data: ${line}`)
    .join("\n")}\n\n`;
}

/**
 * The events of a stream of text chunks, as they complete (parsed by eventsource-parser, which keeps a
 * line break split between chunks whole). Comments and fields other than event and data are skipped;
 * an event without a name is a 'message', as the format defines.
 */
export async function* readEvents(chunks: AsyncIterable<string>): AsyncGenerator<StreamEvent> {
  const complete: StreamEvent[] = [];
  const parser = createParser({ onEvent: ({ event, data }) => complete.push({ event: event ?? "message", data }) });
  for await (const chunk of chunks) {
    parser.feed(chunk);
    yield* complete.splice(0);
  }
  // A stream that ends without its final blank line still delivers its last event.
  parser.feed("\n\n");
  yield* complete.splice(0);
}

/** A fetch body as text chunks, for `readEvents`. */
export async function* textChunks(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) break;
      yield decoder.decode(value, { stream: true });
    }
    const rest = decoder.decode();
    if (rest) yield rest;
  } finally {
    reader.releaseLock();
  }
}
