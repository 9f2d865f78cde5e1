import { describe, expect, it } from "vitest";
import { formatEvent, readEvents, textChunks } from "./event-stream";

async function collect(chunks: string[]) {
  async function* source() {
    yield* chunks;
  }
  const events = [];
  for await (const event of readEvents(source())) events.push(event);
  return events;
}

describe("event streams", () => {
  it("reads events split anywhere across chunks", async () => {
    const text =
      formatEvent("chunk", '{"text":"The left"}') +
      formatEvent("chunk", '{"text":" atrium"}') +
      formatEvent("done", "{}");
    const pieces = text.match(/.{1,7}/gs)!;
    expect(await collect(pieces)).toEqual([
      { event: "chunk", data: '{"text":"The left"}' },
      { event: "chunk", data: '{"text":" atrium"}' },
      { event: "done", data: "{}" },
    ]);
  });

  it("keeps multi-line data whole and names unnamed events 'message'", async () => {
    expect(await collect([formatEvent("note", "one\ntwo"), "data: plain\n\n"])).toEqual([
      { event: "note", data: "one\ntwo" },
      { event: "message", data: "plain" },
    ]);
  });

  it("skips comments and other fields, accepts CRLF, and delivers a last event with no blank line after it", async () => {
    expect(await collect([": keep-alive\r\n", 'id: 4\r\nretry: 10\r\ndata: {"a":1}\r\n\r\n', "data: [DONE]"])).toEqual([
      { event: "message", data: '{"a":1}' },
      { event: "message", data: "[DONE]" },
    ]);
  });

  it("reads a CRLF line break split between two chunks as one break, not an empty line ending the event", async () => {
    expect(await collect(["event: chunk\r", "\ndata: one\r", "\ndata: two\r\n\r\n"])).toEqual([
      { event: "chunk", data: "one\ntwo" },
    ]);
  });

  it("decodes a byte stream whose characters are split between chunks", async () => {
    const bytes = new TextEncoder().encode(formatEvent("chunk", "Sinus tarsi — lateral"));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 5) controller.enqueue(bytes.slice(i, i + 5));
        controller.close();
      },
    });
    const events = [];
    for await (const event of readEvents(textChunks(body))) events.push(event);
    expect(events).toEqual([{ event: "chunk", data: "Sinus tarsi — lateral" }]);
  });
});
