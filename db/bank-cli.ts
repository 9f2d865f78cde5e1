// The bank commands on the configured database (DATABASE_URL, or PGlite in DATA_DIR):
//   npm run -s bank:import -- PATH [--dry-run]     PATH: a package folder or .zip (docs/bank-format.md)
//   npm run -s bank:export -- DIR                  writes bank.jsonl and images/ into DIR
import { exportBank } from "../app/server/bank-export.server";
import { describeProblems, importBank } from "../app/server/bank.server";
import { openBankPackage, PackageError, writeBankFolder } from "../app/server/bank-package.server";
import { setDatabase } from "../app/server/db.server";
import { withDatabase } from "./cli";

const [command, ...rest] = process.argv.slice(2);
const flags = rest.filter((arg) => arg.startsWith("--"));
const [target] = rest.filter((arg) => !arg.startsWith("--"));
const usage = "usage: bank:import -- PATH [--dry-run] | bank:export -- DIR";

if (!target || (command !== "import" && command !== "export") || flags.some((flag) => flag !== "--dry-run")) {
  console.error(usage);
  process.exit(2);
}

await withDatabase(async (handle) => {
  setDatabase(handle);
  if (command === "export") {
    const bank = await exportBank();
    await writeBankFolder(target, bank);
    console.log(`exported: ${bank.files.size} questions to ${target}`);
    return;
  }
  let pkg;
  try {
    pkg = await openBankPackage(target);
  } catch (error) {
    if (!(error instanceof PackageError)) throw error;
    console.log(error.message);
    process.exitCode = 1;
    return;
  }
  const report = await importBank(pkg, { dryRun: flags.includes("--dry-run") });
  for (const line of describeProblems(report)) console.log(line);
  console.log(report.summary);
  if (!report.ok) process.exitCode = 1;
});
