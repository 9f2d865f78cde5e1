// npm run -s mark: reads JSON Lines on stdin, each {"answers":[{"text":…,"marks":…}],"response":…},
// and writes one line {"marks":…,"reasons":[…]} per input line, in order, and nothing else.
// A line that cannot be read still gets its line ({"marks":0,"reasons":["invalid input: …"]}), so
// output lines always match input lines; blank lines are skipped.
import { createInterface } from "node:readline";
import { mark, type KeyRow } from "../app/domain/marking";

function markInput(line: string) {
  try {
    const input = JSON.parse(line) as { answers?: unknown; response?: unknown };
    if (!Array.isArray(input.answers)) throw new Error("answers must be an array");
    const key: KeyRow[] = input.answers.map((row: { text?: unknown; marks?: unknown }) => ({ text: String(row.text ?? ""), marks: Number(row.marks ?? 0) }));
    const { marks, reasons } = mark(typeof input.response === "string" ? input.response : String(input.response ?? ""), key);
    return JSON.stringify({ marks, reasons });
  } catch (error) {
    return JSON.stringify({ marks: 0, reasons: [`invalid input: ${(error as Error).message}`] });
  }
}

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  if (line.trim()) process.stdout.write(`${markInput(line)}\n`);
}
