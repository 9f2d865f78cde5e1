// npm run mark:eval -- FILE.jsonl: how often the marker agrees with the examiner's `expected` mark,
// overall and per tag, how many answers it sends for review, how many of its misses it sent for
// review and how many it made with confidence, any mark given to an answer tagged
// "other_structure": true, then every disagreement.
// Each line: {"answers":[…],"response":…,"expected":…,"tag":…,"other_structure"?:true}.
import { readFileSync } from "node:fs";
import { mark, type KeyRow } from "../app/domain/marking";

type Example = {
  id?: string;
  answers: KeyRow[];
  response: string;
  expected: number;
  tag?: string;
  other_structure?: boolean;
};

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
const otherStructure: string[] = [];
let right = 0;
let reviewed = 0;
let missesReviewed = 0;
for (const example of examples) {
  const result = mark(example.response, example.answers);
  const ok = result.marks === example.expected;
  if (ok) right++;
  if (result.review) reviewed++;
  if (example.other_structure && result.marks > 0)
    otherStructure.push(`${example.id ?? ""} ${JSON.stringify(example.response)}: ${result.marks}`);
  const tag = example.tag ?? "(none)";
  const entry = byTag.get(tag) ?? { right: 0, total: 0 };
  entry.total++;
  if (ok) entry.right++;
  byTag.set(tag, entry);
  if (!ok && result.review) missesReviewed++;
  if (!ok) {
    misses.push(
      `${example.id ?? ""} [${tag}] ${JSON.stringify(example.response)}: got ${result.marks}, expected ${example.expected} — ${result.reasons.join("; ")}` +
        (result.review ? ` (review: ${result.reviewReason})` : ""),
    );
  }
}

const percent = (n: number, d: number) => `${((100 * n) / Math.max(d, 1)).toFixed(1)} %`;
console.log(`Agreement: ${right}/${examples.length} (${percent(right, examples.length)})`);
for (const [tag, { right: r, total }] of [...byTag].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`  ${tag.padEnd(22)} ${String(r).padStart(3)}/${String(total).padEnd(3)} ${percent(r, total)}`);
}
console.log(`Sent for review: ${reviewed}/${examples.length}.`);
const missed = misses.length;
console.log(
  `Misses sent for review: ${missesReviewed}/${missed} (${percent(missesReviewed, missed)}); ` +
    `confident misses: ${missed - missesReviewed}/${examples.length} (${percent(missed - missesReviewed, examples.length)}).`,
);
if (examples.some((e) => e.other_structure)) {
  console.log(`Marks given to a different structure: ${otherStructure.length}.`);
  for (const line of otherStructure) console.log(`  ${line}`);
}
if (misses.length) {
  console.log("\nDisagreements:");
  for (const line of misses) console.log(`  ${line}`);
}
