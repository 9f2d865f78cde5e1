// The marker against the examiner on three sets of marked answers:
// - tests/fixtures/marking-examples.jsonl, a copy of the shared examples: every one agreed;
// - tests/marking/unseen.jsonl, answers to questions outside those examples and the starter bank,
//   written before the marker was tuned to them: at least 97 % agreed.
// - tests/marking/general.jsonl, our regression set for the general rules and the data of
//   ./structures.ts (spelling families, slips, bracketed names, kind words, parents, levels,
//   synonyms, numbered segments), on structures outside the other sets: every one agreed.
// In all, no mark at all for an answer that names a different structure (tagged "other_structure"
// in the unseen set; the substring-trap, near-homonym and wrong-side tags in the examples).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mark, type KeyRow } from "~/domain/marking";

type Example = {
  id: string;
  answers: KeyRow[];
  response: string;
  expected: number;
  tag: string;
  other_structure?: boolean;
};

const load = (file: string): Example[] =>
  readFileSync(path.resolve(import.meta.dirname, "../../..", file), "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Example);

const sets = [
  {
    file: "tests/fixtures/marking-examples.jsonl",
    size: 100,
    agreement: 1,
    otherStructure: (e: Example) => ["substring_trap", "near_homonym", "laterality_wrong"].includes(e.tag),
  },
  {
    file: "tests/marking/unseen.jsonl",
    size: 200,
    agreement: 0.97,
    otherStructure: (e: Example) => e.other_structure === true,
  },
  {
    file: "tests/marking/general.jsonl",
    size: 80,
    agreement: 1,
    otherStructure: (e: Example) => e.other_structure === true,
  },
];

describe.each(sets)("agreement with the examiner on $file", ({ file, size, agreement, otherStructure }) => {
  const examples = load(file);
  const results = examples.map((example) => ({ example, got: mark(example.response, example.answers) }));
  const wrong = results.filter((r) => r.got.marks !== r.example.expected);
  const describeMiss = (r: (typeof results)[number]) =>
    `${r.example.id} ${JSON.stringify(r.example.response)}: ${r.got.marks}, expected ${r.example.expected} (${r.got.reasons.join("; ")})`;

  it("has the examples to test", () => {
    expect(examples.length).toBeGreaterThanOrEqual(size);
  });

  it(`agrees on at least ${agreement * 100} % of them`, () => {
    expect(
      (examples.length - wrong.length) / examples.length,
      wrong.map(describeMiss).join("\n"),
    ).toBeGreaterThanOrEqual(agreement);
  });

  it("gives no mark to an answer naming a different structure", () => {
    const others = results.filter((r) => otherStructure(r.example));
    expect(others.length).toBeGreaterThan(5);
    expect(others.filter((r) => r.got.marks > 0).map(describeMiss)).toEqual([]);
  });

  it("explains every mark", () => {
    for (const { got } of results) expect(got.reasons.length).toBeGreaterThan(0);
  });

  it("asks for review of every answer it marks below the examiner, with a reason", () => {
    for (const r of wrong.filter((w) => w.got.marks < w.example.expected)) {
      expect(r.got.review, describeMiss(r)).toBe(true);
      expect(r.got.reviewReason).toBeTruthy();
    }
  });
});
