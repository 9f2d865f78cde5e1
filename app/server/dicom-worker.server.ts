// The DICOM worker (docs/decisions/050-dicom-worker-and-caps.md): every DICOM file is parsed and decoded
// here, on a worker thread under the memory limit and time budget dicom-pool.server.ts gives it, so a
// hostile file can cost a worker but never the server's event loop. It answers one task at a time.
import { parentPort } from "node:worker_threads";
import type { ImageWindow } from "~/domain/windowing";
import { dicomContentHash, readDicom, writeDeidentifiedDicom, type DicomImage } from "./dicom.server";
import { defaultWindow, displayPixels, fullRange } from "./dicom-display.server";
import { ImageRefusal } from "./image-refusal.server";
import { letGo, movable } from "./let-go.server";

export type DicomTask =
  | { kind: "prepare"; bytes: Uint8Array; burnedInAnnotationConfirmed: boolean; display?: { window?: ImageWindow } }
  | { kind: "display"; bytes: Uint8Array; window?: ImageWindow };

/** A DICOM upload as it may be kept: the de-identified file and what the bank records about it. */
export type PreparedDicom = {
  original: Uint8Array;
  contentHash: string;
  width: number;
  height: number;
  defaultWindow?: ImageWindow;
  /** Every window the upload gives, for the editor to choose from. */
  fileWindows: ImageWindow[];
  /** Its lowest to highest value, the editor's "full range" choice. */
  fullRange?: ImageWindow;
  modality: string;
  /** Burned In Annotation YES: an editor must look at the pixels before it is used. */
  burnedInAnnotation: boolean;
  /** When asked for: the pixels windowed for display, from the same decode. */
  displayed?: DisplayedDicom;
};

/** 8-bit pixels ready for sharp: greyscale windowed, or RGB interleaved. */
export type DisplayedDicom = { data: Uint8Array; channels: 1 | 3; width: number; height: number };

export type DicomReply = { result: PreparedDicom | DisplayedDicom } | { refusal: string } | { error: string };

/** The task's answer, and the image it was read from (its buffers let go of once the answer is sent). */
type Done<T> = { result: T; image: DicomImage };

async function prepare(
  bytes: Buffer,
  burnedInAnnotationConfirmed: boolean,
  display?: { window?: ImageWindow },
): Promise<Done<PreparedDicom>> {
  const image = await readDicom(bytes);
  if (image.burnedInAnnotation && !burnedInAnnotationConfirmed) {
    throw new ImageRefusal(
      "This DICOM image has Burned In Annotation YES: its pixels may show the patient's details. Check the image and confirm it is clean to use it",
    );
  }
  const contentHash = dicomContentHash(image);
  // The display first: its walk over the samples notes the full range too, when it can.
  const displayed = display && { ...displayPixels(image, display.window), width: image.columns, height: image.rows };
  const result = {
    original: await writeDeidentifiedDicom(image, contentHash),
    contentHash,
    width: image.columns,
    height: image.rows,
    defaultWindow: defaultWindow(image),
    fileWindows: image.windows,
    fullRange: fullRange(image),
    modality: image.modality,
    burnedInAnnotation: image.burnedInAnnotation,
    displayed,
  };
  return { result, image };
}

async function display(bytes: Buffer, window?: ImageWindow): Promise<Done<DisplayedDicom>> {
  const image = await readDicom(bytes);
  const { data, channels } = displayPixels(image, window);
  return { result: { data, channels, width: image.columns, height: image.rows }, image };
}

parentPort?.on("message", async (task: DicomTask) => {
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  try {
    const { result, image } =
      task.kind === "prepare"
        ? await prepare(bytes, task.burnedInAnnotationConfirmed, task.display)
        : await display(bytes, task.window);
    const pixels = "original" in result ? [result.original, result.displayed?.data] : [result.data];
    parentPort!.postMessage(
      { result } satisfies DicomReply,
      pixels.flatMap((bytes) => (bytes ? movable(bytes) : [])),
    );
    // What went out moved with the answer; the upload, its decoded frame and its codestream stay behind.
    letGo(task.bytes, image.pixels, image.source?.frame);
  } catch (error) {
    const reply: DicomReply =
      error instanceof ImageRefusal ? { refusal: error.message } : { error: String((error as Error)?.stack ?? error) };
    parentPort!.postMessage(reply);
  }
});
