// The bank commands (db/bank-cli.ts) on the database already open: what they print, line by line, and
// their exit code. Tests call this in their own process, on their own database.
import { exportBank } from "../app/server/bank-export.server";
import { describeProblems, importBank } from "../app/server/bank.server";
import { openBankPackage, PackageError, writeBankFolder } from "../app/server/bank-package.server";
import { getDb } from "../app/server/db.server";
import * as s from "./schema";
import { categories } from "./seed/categories";

export const BANK_USAGE = "usage: bank:import -- PATH [--dry-run] | bank:export -- DIR";

type Output = { log: (line: string) => void; error: (line: string) => void };

/** The arguments after `bank-cli.ts`, checked; undefined when they are not a command (usage, exit 2). */
export function parseBankArgs(args: string[]) {
  const [command, ...rest] = args;
  const flags = rest.filter((arg) => arg.startsWith("--"));
  const [target] = rest.filter((arg) => !arg.startsWith("--"));
  if (!target || (command !== "import" && command !== "export") || flags.some((flag) => flag !== "--dry-run"))
    return undefined;
  return { command, target, dryRun: flags.includes("--dry-run") } as const;
}

export async function bankCommand(args: string[], output: Output = console): Promise<number> {
  const parsed = parseBankArgs(args);
  if (!parsed) {
    output.error(BANK_USAGE);
    return 2;
  }
  const { command, target, dryRun } = parsed;
  if (command === "export") {
    const bank = await exportBank();
    await writeBankFolder(target, bank);
    output.log(`exported: ${bank.files.size} questions to ${target}`);
    return 0;
  }
  let pkg;
  try {
    pkg = await openBankPackage(target);
  } catch (error) {
    if (!(error instanceof PackageError)) throw error;
    output.log(error.message);
    return 1;
  }
  // A data folder the server never started in: migrated already (db/cli.ts), but without the bank's
  // categories, which every package names. They are created as the server's first start creates them.
  if (!dryRun && (await getDb().select({ id: s.categories.id }).from(s.categories).limit(1)).length === 0) {
    await getDb().insert(s.categories).values(categories).onConflictDoNothing({ target: s.categories.name });
    output.log(`set up a new database: ${categories.length} categories created`);
  }
  const report = await importBank(pkg, { dryRun });
  for (const line of describeProblems(report)) output.log(line);
  output.log(report.summary);
  return report.ok ? 0 : 1;
}
