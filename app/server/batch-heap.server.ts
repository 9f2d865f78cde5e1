// The heap of a process that runs a bank import and nothing else, as `npm run bank:import` does
// (docs/decisions/095-a-bank-import-process-lets-its-heap-grow.md). Not for the server: its memory
// stays as V8 manages it by default.
import { setFlagsFromString } from "node:v8";

/**
 * How far the old generation may grow past what was live at the last full collection, in per cent.
 * V8 counts the memory of ArrayBuffers made since then against the same allowance, and an import makes
 * tens of megabytes of them per radiograph (the upload, its decoded frame, the windowed pixels, the
 * kept copy), so with the default growth of a small heap it marked and collected the whole heap about
 * once per image, in each thread.
 */
const GROWING_PERCENT = 150;

/** Call first thing in the process: every thread, the DICOM workers included, shares the setting. */
export function letHeapGrowForImport() {
  setFlagsFromString(`--heap-growing-percent=${GROWING_PERCENT}`);
}
