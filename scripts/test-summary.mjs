// The closing lines of `npm test`: each stage's time (scripts/test.sh writes them to stages.tsv), then the
// JSON reports of every test run added up: "Tests: N passed, N failed, N skipped", and the assertions the
// Vitest tests ran (tests/count-assertions.ts), so that a change to the suite shows it kept its checks.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2] ?? "test-results";
let passed = 0;
let failed = 0;
let skipped = 0;
let assertions = 0;

for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".json")) : []) {
  const report = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
  if (file.startsWith("vitest")) {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const result of report.testResults ?? [])
      for (const test of result.assertionResults ?? []) assertions += test.meta?.assertions ?? 0;
  } else if (report.stats) {
    passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected ?? 0;
    skipped += report.stats.skipped ?? 0;
  }
}

const stagesFile = path.join(dir, "stages.tsv");
if (existsSync(stagesFile)) {
  const stages = readFileSync(stagesFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => line.split("\t"))
    .map(([name, seconds, beside]) => ({ name, seconds: Number(seconds), beside: beside === "beside" }));
  const clock = (seconds) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
  const label = (stage) => (stage.beside ? `${stage.name} (beside the others)` : stage.name);
  const width = Math.max(...stages.map((s) => label(s).length));
  console.log("\nStage times:");
  for (const stage of stages) console.log(`  ${label(stage).padEnd(width)}  ${clock(stage.seconds).padStart(6)}`);
  // A stage run beside the others took none of the run's time of its own.
  const total = stages.filter((s) => !s.beside).reduce((sum, s) => sum + s.seconds, 0);
  console.log(`  ${"Total".padEnd(width)}  ${clock(total).padStart(6)}`);
}

console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
console.log(`Assertions run by the Vitest tests: ${assertions}`);
if (passed === 0) {
  console.error("No test ran.");
  process.exitCode = 1;
}
if (failed > 0) process.exitCode = 1;
