import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { availableMemoryBytes, HEAP_CEILING_MB, heapLimitMb, workerExecArgv } from "./worker-heap.js";

const MB = 1024 * 1024;
const GB = 1024 * MB;

describe("the heap each server process may grow to", () => {
  it("shares half of a small machine's memory between the processes, and keeps to the ceiling on a large one", () => {
    // A 512 MB machine with two processes: 128 MB each, so both and the rest of each process fit.
    expect(heapLimitMb({ processes: 2, memoryBytes: 512 * MB })).toBe(128);
    expect(heapLimitMb({ processes: 1, memoryBytes: 512 * MB })).toBe(256);
    expect(heapLimitMb({ processes: 2, memoryBytes: 24 * GB })).toBe(HEAP_CEILING_MB);
    // Never so small that a process would spend its time collecting.
    expect(heapLimitMb({ processes: 8, memoryBytes: 512 * MB })).toBe(96);
  });

  it("adds the limit to the workers' options unless one was given, on the command line or in NODE_OPTIONS", () => {
    const machine = { processes: 2, memoryBytes: 512 * MB };
    expect(workerExecArgv({ execArgv: ["--enable-source-maps"], nodeOptions: undefined, ...machine })).toEqual([
      "--enable-source-maps",
      "--max-old-space-size=128",
    ]);
    expect(workerExecArgv({ execArgv: ["--max-old-space-size=400"], nodeOptions: "", ...machine })).toEqual([
      "--max-old-space-size=400",
    ]);
    expect(workerExecArgv({ execArgv: [], nodeOptions: "--trace-gc --max-old-space-size=300", ...machine })).toEqual(
      [],
    );
  });

  it("reads a container's memory limit where there is one, else the machine's", () => {
    expect(availableMemoryBytes(512 * MB, 24 * GB)).toBe(512 * MB);
    // Node reports no limit as 0, nothing, or a number larger than the machine.
    expect(availableMemoryBytes(0, 24 * GB)).toBe(24 * GB);
    expect(availableMemoryBytes(undefined, 24 * GB)).toBe(24 * GB);
    expect(availableMemoryBytes(2 ** 64, 24 * GB)).toBe(24 * GB);
  });

  it("ships in the container beside server.js, which starts the workers with it", () => {
    const root = path.resolve(import.meta.dirname, "..");
    expect(readFileSync(path.join(root, "Dockerfile"), "utf8")).toContain(
      "COPY server/worker-heap.js ./server/worker-heap.js",
    );
    expect(readFileSync(path.join(root, "server.js"), "utf8")).toContain("cluster.setupPrimary({");
  });
});
