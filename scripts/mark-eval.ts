// npm run mark:eval -- FILE.jsonl: how often the marker agrees with the examiner's `expected` mark,
// overall and per tag, then every disagreement. Each line: {"answers":[…],"response":…,"expected":…,"tag":…}.
import { readFileSync } from "node:fs";
import { mark, type KeyRow } from "../app/domain/marking";

type Example = { id?: string; answers: KeyRow[]; response: string; expected: number; tag?: string };

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run mark:eval -- FILE.jsonl");
  process.exit(2);
}

const examples: Example[] = readFileSync(file, "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Example);

const byTag = new Map<string, { right: number; total: number }>();
const misses: string[] = [];
let right = 0;
for (const example of examples) {
  const result = mark(example.response, example.answers);
  const ok = result.marks === example.expected;
  if (ok) right++;
  const tag = example.tag ?? "(none)";
  const entry = byTag.get(tag) ?? { right: 0, total: 0 };
  entry.total++;
  if (ok) entry.right++;
  byTag.set(tag, entry);
  if (!ok) {
    misses.push(
      `${example.id ?? ""} [${tag}] ${JSON.stringify(example.response)}: got ${result.marks}, expected ${example.expected} — ${result.reasons.join("; ")}`,
    );
  }
}

const percent = (n: number, d: number) => `${((100 * n) / Math.max(d, 1)).toFixed(1)} %`;
console.log(`Agreement: ${right}/${examples.length} (${percent(right, examples.length)})`);
for (const [tag, { right: r, total }] of [...byTag].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`  ${tag.padEnd(22)} ${String(r).padStart(3)}/${String(total).padEnd(3)} ${percent(r, total)}`);
}
if (misses.length) {
  console.log("\nDisagreements:");
  for (const line of misses) console.log(`  ${line}`);
}
