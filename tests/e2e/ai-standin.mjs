// A tiny OpenAI-compatible stand-in for the e2e run: POST /v1/chat/completions answers a fixed
// Markdown explanation, a few words every 60 ms when asked to stream; GET /healthz answers ok
// (Playwright's webServer waits for it).
import http from "node:http";

const PORT = Number(process.env.AI_STANDIN_PORT ?? 3199);
export const EXPLANATION =
  "### Where it is\nThe structure lies exactly where the arrow points, in its usual anatomical position.\n\n### Exam tips\nName the side and the part.";

const server = http.createServer((req, res) => {
  if (req.method === "GET" && req.url === "/healthz") {
    res.writeHead(200, { "Content-Type": "text/plain" });
    res.end("ok");
    return;
  }
  if (req.method === "POST" && req.url === "/v1/chat/completions") {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      let request = {};
      try {
        request = JSON.parse(body);
      } catch {}
      const model = request.model ?? "test-model";
      if (request.stream) {
        res.writeHead(200, { "Content-Type": "text/event-stream" });
        const pieces = EXPLANATION.match(/(?:\S+\s*){1,3}/g) ?? [];
        let i = 0;
        const next = () => {
          if (i === pieces.length) return res.end("data: [DONE]\n\n");
          res.write(`data: ${JSON.stringify({ id: "chatcmpl-e2e", model, choices: [{ index: 0, delta: { content: pieces[i++] } }] })}\n\n`);
          setTimeout(next, 60);
        };
        next();
        return;
      }
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify({
          id: "chatcmpl-e2e",
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model,
          choices: [{ index: 0, message: { role: "assistant", content: EXPLANATION }, finish_reason: "stop" }],
        }),
      );
    });
    return;
  }
  res.writeHead(404);
  res.end();
});

server.listen(PORT, "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));
process.on("SIGINT", () => server.close(() => process.exit(0)));
