// The bank commands on the configured database (DATABASE_URL, or PGlite in DATA_DIR):
//   npm run -s bank:import -- PATH [--dry-run]     PATH: a package folder or .zip (docs/bank-format.md)
//   npm run -s bank:export -- DIR                  writes bank.jsonl and images/ into DIR
import { letHeapGrowForImport } from "../app/server/batch-heap.server";
import { setDatabase } from "../app/server/db.server";
import { BANK_USAGE, bankCommand, parseBankArgs } from "./bank-command";
import { withDatabase } from "./cli";

const args = process.argv.slice(2);
if (!parseBankArgs(args)) {
  console.error(BANK_USAGE);
  process.exit(2);
}

// This process does nothing but the command: its heap may grow between collections (decision 095).
letHeapGrowForImport();
await withDatabase(async (handle) => {
  setDatabase(handle);
  process.exitCode = await bankCommand(args);
});
