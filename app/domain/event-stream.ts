// Server-sent events (text/event-stream), read and written: the AI provider streams its answer in this
// format, and the app streams the explanation on to the browser in it.

export type StreamEvent = { event: string; data: string };

/** One event as the format writes it; `data` may span lines. */
export function formatEvent(event: string, data: string) {
  return `event: ${event}\n${data
    .split(/\r?\n/)
    .map((line) => `data: ${line}`)
    .join("\n")}\n\n`;
}

/**
 * The events of a stream of text chunks, as they complete. Comments (`:`) and fields other than
 * event and data are skipped; an event without a name is a 'message', as the format defines.
 */
export async function* readEvents(chunks: AsyncIterable<string>): AsyncGenerator<StreamEvent> {
  let buffer = "";
  let event = "";
  let data: string[] = [];
  const line = (text: string): StreamEvent | null => {
    if (text === "") {
      const complete = data.length ? { event: event || "message", data: data.join("\n") } : null;
      event = "";
      data = [];
      return complete;
    }
    if (text.startsWith(":")) return null;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? "" : text.slice(colon + 1).replace(/^ /, "");
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
    return null;
  };
  for await (const chunk of chunks) {
    buffer += chunk;
    let end: number;
    while ((end = buffer.search(/\r\n|\r|\n/)) !== -1) {
      const text = buffer.slice(0, end);
      buffer = buffer.slice(buffer[end] === "\r" && buffer[end + 1] === "\n" ? end + 2 : end + 1);
      const complete = line(text);
      if (complete) yield complete;
    }
  }
  // A stream that ends without its final blank line still delivers its last event.
  if (buffer) line(buffer);
  const last = line("");
  if (last) yield last;
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
