// The server's side of the DICOM worker (docs/decisions/050-dicom-worker-and-caps.md): at most two
// worker threads, each with a memory limit, and a time budget per file past which the worker is
// terminated. Either way the editor gets an ImageRefusal, and the next file a fresh worker.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker, type ResourceLimits } from "node:worker_threads";
// sharp must be loaded by the main thread before any worker loads it, or a worker's exit can unload
// libvips under the process (glibc).
import "sharp";
import type { ImageWindow } from "~/domain/windowing";
import type { DicomReply, DicomTask, DisplayedDicom, PreparedDicom } from "./dicom-worker.server";
import { ImageRefusal } from "./image-refusal.server";
import { movable } from "./let-go.server";

export type DicomPoolOptions = { size: number; budgetMs: number; resourceLimits: ResourceLimits };

/** Two files at a time (the bank import prepares two); a 50-megapixel file reads in about 2 s here. */
const DEFAULTS: DicomPoolOptions = {
  size: 2,
  budgetMs: 20_000,
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
};

/**
 * The production build holds dicom-worker.js beside the chunk this module is bundled into
 * (vite.worker.config.ts); from source (tests, scripts, `--dev`) the worker is the TypeScript module
 * itself, loaded through tsx.
 */
function startWorker(resourceLimits: ResourceLimits) {
  const here = fileURLToPath(import.meta.url);
  if (!here.endsWith(".ts")) return new Worker(path.join(path.dirname(here), "dicom-worker.js"), { resourceLimits });
  const source = JSON.stringify(new URL("./dicom-worker.server.ts", import.meta.url).href);
  return new Worker(`import("tsx/esm/api").then(({ tsImport }) => tsImport(${source}, ${source}))`, {
    eval: true,
    resourceLimits,
  });
}

type Job = { task: DicomTask; handOver: boolean; resolve(result: unknown): void; reject(error: Error): void };

export class DicomPool {
  private idle: Worker[] = [];
  private started = 0;
  private queue: Job[] = [];

  constructor(private options: DicomPoolOptions = DEFAULTS) {}

  /**
   * With `display`, the pixels windowed for display come back too, from the same decode. With
   * `handOver`, the bytes move to the worker instead of being copied to it: the caller is done with
   * them (they are empty afterwards).
   */
  prepare(
    bytes: Uint8Array,
    burnedInAnnotationConfirmed: boolean,
    display?: { window?: ImageWindow },
    handOver = false,
  ) {
    return this.run<PreparedDicom>({ kind: "prepare", bytes, burnedInAnnotationConfirmed, display }, handOver);
  }

  display(bytes: Uint8Array, window?: ImageWindow) {
    return this.run<DisplayedDicom>({ kind: "display", bytes, window });
  }

  /** Stops the idle workers (tests; the process never waits for them, they are unreferenced). */
  async close() {
    const idle = this.idle.splice(0);
    this.started -= idle.length;
    await Promise.all(idle.map((worker) => worker.terminate()));
  }

  private run<T>(task: DicomTask, handOver = false): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ task, handOver, resolve: resolve as (result: unknown) => void, reject });
      this.next();
    });
  }

  private next() {
    if (this.queue.length === 0) return;
    let worker = this.idle.pop();
    if (!worker) {
      if (this.started >= this.options.size) return;
      worker = startWorker(this.options.resourceLimits);
      // A worker's own failure is handled by the job it was running; none may reach the process.
      worker.on("error", () => {});
      this.started++;
    }
    this.runOn(worker, this.queue.shift()!);
  }

  private runOn(worker: Worker, job: Job) {
    let settled = false;
    const finish = (keepWorker: boolean, settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off("message", onMessage).off("error", onError).off("exit", onExit);
      if (keepWorker) {
        worker.unref();
        this.idle.push(worker);
      } else {
        this.started--;
        void worker.terminate();
      }
      settle();
      this.next();
    };
    const onMessage = (reply: DicomReply) =>
      finish(true, () => {
        if ("result" in reply) job.resolve(reply.result);
        else if ("refusal" in reply) job.reject(new ImageRefusal(reply.refusal));
        else job.reject(new Error(reply.error));
      });
    const onError = (error: Error & { code?: string }) =>
      finish(false, () =>
        job.reject(
          error.code === "ERR_WORKER_OUT_OF_MEMORY"
            ? new ImageRefusal(
                "This DICOM file needs more memory to read than Arrowed gives one image: export it again from the PACS, uncompressed",
              )
            : error,
        ),
      );
    const onExit = (code: number) => finish(false, () => job.reject(new Error(`The DICOM worker stopped (${code})`)));
    const timer = setTimeout(
      () =>
        finish(false, () =>
          job.reject(
            new ImageRefusal(
              `This DICOM file took more than ${this.options.budgetMs / 1000} s to read: export it again from the PACS, uncompressed`,
            ),
          ),
        ),
      this.options.budgetMs,
    );
    worker.ref();
    worker.on("message", onMessage).on("error", onError).on("exit", onExit);
    worker.postMessage(job.task, job.handOver ? movable(job.task.bytes) : []);
  }
}

/** The server's one pool. */
export const dicomPool = new DicomPool();
