// The V8 heap each server process may grow to when the server runs one process per core
// (docs/decisions/084-a-heap-limit-per-server-process.md). V8 sizes a process's heap from the whole
// machine's memory, so under load each process let its heap grow to several hundred megabytes before
// collecting (540 MiB for one process with a thousand trainees arriving): several such processes do not
// fit a small machine. Each process is given a share of the memory, at most HEAP_CEILING_MB.

/** Enough for the app's live data many times over; a larger heap only delays collection. */
export const HEAP_CEILING_MB = 384;
/** Below this a process spends its time collecting. */
const HEAP_FLOOR_MB = 96;

/**
 * Megabytes of old-generation heap for each of `processes` server processes on a machine (or container)
 * with `memoryBytes`: half of the memory shared between them, within the floor and the ceiling.
 * @param {{ processes: number, memoryBytes: number }} machine
 */
export function heapLimitMb({ processes, memoryBytes }) {
  const share = Math.floor(memoryBytes / 1024 / 1024 / 2 / Math.max(1, processes));
  return Math.max(HEAP_FLOOR_MB, Math.min(HEAP_CEILING_MB, share));
}

/**
 * The Node options a server process is started with: the parent's, plus the heap limit unless one was
 * set already (in NODE_OPTIONS or on the command line), which is then left as it is.
 * @param {{ execArgv: string[], nodeOptions: string | undefined, processes: number, memoryBytes: number }} options
 */
export function workerExecArgv({ execArgv, nodeOptions, processes, memoryBytes }) {
  const given = [...execArgv, ...(nodeOptions ?? "").split(/\s+/)];
  if (given.some((option) => option.startsWith("--max-old-space-size"))) return execArgv;
  return [...execArgv, `--max-old-space-size=${heapLimitMb({ processes, memoryBytes })}`];
}

/** The memory this process may use: the container's limit where there is one, else the machine's. */
export function availableMemoryBytes(constrained, total) {
  return constrained && constrained > 0 && constrained < total ? constrained : total;
}
