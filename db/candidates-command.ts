// The bank:candidates command (db/candidates-cli.ts): what it prints, line by line, and its exit code.
// It needs no database: it writes a package, which bank:import (or the console) then brings in.
import {
  CandidatesError,
  LabelMapError,
  SeriesError,
  writeCandidates,
} from "../app/server/segmentation/candidates.server";

export const CANDIDATES_USAGE =
  "usage: bank:candidates -- SERIES_DIR LABELMAP OUT_DIR [--labels labels.json] [--source TEXT] [--licence TEXT]";

type Output = { log: (line: string) => void; error: (line: string) => void };

const OPTIONS = ["--labels", "--source", "--licence"] as const;

/** The arguments, checked; undefined when they are not a command (usage, exit 2). */
export function parseCandidatesArgs(args: string[]) {
  const positional: string[] = [];
  const options: Partial<Record<(typeof OPTIONS)[number], string>> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith("--")) {
      positional.push(arg);
      continue;
    }
    const value = args[i + 1];
    if (!OPTIONS.includes(arg as (typeof OPTIONS)[number]) || value === undefined || value.startsWith("--"))
      return undefined;
    options[arg as (typeof OPTIONS)[number]] = value;
    i++;
  }
  const [seriesDir, labelMap, outDir] = positional;
  if (positional.length !== 3 || !seriesDir || !labelMap || !outDir) return undefined;
  return {
    seriesDir,
    labelMap,
    outDir,
    labelsFile: options["--labels"],
    source: options["--source"],
    licence: options["--licence"],
  };
}

export async function candidatesCommand(args: string[], output: Output = console): Promise<number> {
  const parsed = parseCandidatesArgs(args);
  if (!parsed) {
    output.error(CANDIDATES_USAGE);
    return 2;
  }
  let report;
  try {
    report = await writeCandidates(parsed.seriesDir, parsed.labelMap, parsed.outDir, parsed);
  } catch (error) {
    if (error instanceof CandidatesError || error instanceof LabelMapError || error instanceof SeriesError) {
      output.error(error.message);
      return 1;
    }
    throw error;
  }
  for (const name of report.ignored) output.log(`not DICOM, left out: ${name}`);
  for (const each of report.unknown)
    output.log(`unknown label ${each.label} "${each.className}": not in the name map, skipped`);
  for (const each of report.passed) output.log(`skipped label ${each.label} "${each.className}": ${each.reason}`);
  output.log(
    `drafted: ${report.drafts} draft questions (codes ${report.codePrefix}-…) on a ${report.modality} series of ${report.slices} slices, in ${parsed.outDir}`,
  );
  return 0;
}
