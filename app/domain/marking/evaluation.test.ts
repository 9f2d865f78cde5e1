// The marker against the examiner: tests/fixtures/marking-examples.jsonl (a copy of the shared
// examples). At least 97 % agreement, and no error at all where a wrong full mark is worst.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mark, type KeyRow } from "../marking";

type Example = { id: string; answers: KeyRow[]; response: string; expected: number; tag: string };

const examples: Example[] = readFileSync(path.resolve(import.meta.dirname, "../../../tests/fixtures/marking-examples.jsonl"), "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Example);

const results = examples.map((example) => ({ example, got: mark(example.response, example.answers) }));
const wrong = results.filter((r) => r.got.marks !== r.example.expected);
const describeMiss = (r: (typeof results)[number]) =>
  `${r.example.id} ${JSON.stringify(r.example.response)}: ${r.got.marks}, expected ${r.example.expected} (${r.got.reasons.join("; ")})`;

describe("agreement with the examiner on the marking examples", () => {
  it("has the examples to test", () => {
    expect(examples.length).toBeGreaterThanOrEqual(100);
  });

  it("agrees on at least 97 % of them", () => {
    const agreement = (examples.length - wrong.length) / examples.length;
    expect(agreement, wrong.map(describeMiss).join("\n")).toBeGreaterThanOrEqual(0.97);
  });

  it.each(["substring_trap", "near_homonym", "laterality_wrong"])("gets every %s case right", (tag) => {
    const misses = wrong.filter((r) => r.example.tag === tag);
    expect(results.some((r) => r.example.tag === tag)).toBe(true);
    expect(misses.map(describeMiss)).toEqual([]);
  });

  it("explains every mark", () => {
    for (const { got } of results) expect(got.reasons.length).toBeGreaterThan(0);
  });
});
