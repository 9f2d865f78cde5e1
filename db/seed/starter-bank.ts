// The starter bank: a bank package in the repository (db/seed/starter-bank/), imported at every start
// through the same path as an editor's package (app/server/bank.server.ts).
import { readFileSync } from "node:fs";
import path from "node:path";
import { BANK_FILE, parseBankFile, type BankLine } from "../../app/domain/bank-format";

/** Where the package sits: beside the migrations in a checkout and in the container image. */
export const starterBankDir = () =>
  path.resolve(process.env.STARTER_BANK_DIR ?? path.join(process.cwd(), "db", "seed", "starter-bank"));

/** The starter bank's questions as data, for tests and tools that read it without a database. */
export function starterQuestions(): BankLine[] {
  const { lines, problems } = parseBankFile(readFileSync(path.join(starterBankDir(), BANK_FILE), "utf8"));
  if (problems.length) throw new Error(`The starter bank is not valid: ${JSON.stringify(problems[0])}`);
  return lines.map((l) => l.value);
}
