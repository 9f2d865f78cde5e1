// npm run -s mark: reads JSON Lines on stdin, each {"answers":[{"text":…,"marks":…}],"response":…},
// and writes one line {"marks":…,"reasons":[…],"review":true|false} per input line, in order, and
// nothing else; "reviewReason" follows when "review" is true (an answer an editor should look at).
// A line that cannot be read still gets its line ({"marks":0,"reasons":["invalid input: …"],
// "review":false}), so output lines always match input lines; blank lines are skipped.
import { createInterface } from "node:readline";
import { mark, type KeyRow } from "../app/domain/marking";

function markInput(line: string) {
  try {
    const input = JSON.parse(line) as { answers?: unknown; response?: unknown };
    if (!Array.isArray(input.answers)) throw new Error("answers must be an array");
    const key: KeyRow[] = input.answers.map((row: { text?: unknown; marks?: unknown }) => ({
      text: String(row.text ?? ""),
      marks: Number(row.marks ?? 0),
    }));
    const { marks, reasons, review, reviewReason } = mark(
      typeof input.response === "string" ? input.response : String(input.response ?? ""),
      key,
    );
    return JSON.stringify(review ? { marks, reasons, review, reviewReason } : { marks, reasons, review });
  } catch (error) {
    return JSON.stringify({ marks: 0, reasons: [`invalid input: ${(error as Error).message}`], review: false });
  }
}

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  if (line.trim()) process.stdout.write(`${markInput(line)}\n`);
}
