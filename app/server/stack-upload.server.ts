// A series uploaded in the console (docs/decisions/059-stacks.md): several files, or a zip of a folder,
// put in viewing order by their DICOM geometry (stack-order.server.ts) before each slice is kept.
import { unzipSync } from "fflate";
import { MAX_SLICES } from "~/domain/bank-format";
import { MAX_IMAGE_BYTES } from "~/domain/question-editor";
import { ImageRefusal } from "./image-refusal.server";
import { orderSeries, type SeriesFile } from "./stack-order.server";

/** What a folder zipped on a Mac or Windows carries besides the slices. */
const NOT_A_SLICE = /(^|\/)(__MACOSX|\.[^/]*|Thumbs\.db|DICOMDIR)(\/|$)/i;

const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

/** The slices of an upload: the files themselves, or a zip's files (sizes checked before inflating). */
export function unpackSeries(files: readonly SeriesFile[]): SeriesFile[] {
  const slices: SeriesFile[] = [];
  for (const file of files) {
    if (!isZip(file.bytes)) {
      slices.push(file);
      continue;
    }
    let entries: Record<string, Uint8Array>;
    try {
      let count = 0;
      entries = unzipSync(file.bytes, {
        filter: (entry) => {
          if (entry.name.endsWith("/") || NOT_A_SLICE.test(entry.name)) return false;
          if (++count > MAX_SLICES || entry.originalSize > MAX_IMAGE_BYTES) throw new ImageRefusal(tooMany(file.name));
          return true;
        },
      });
    } catch (error) {
      if (error instanceof ImageRefusal) throw error;
      throw new ImageRefusal(`${file.name} is not a readable .zip file`);
    }
    for (const [name, bytes] of Object.entries(entries)) {
      slices.push({ name, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
    }
  }
  if (slices.length > MAX_SLICES) throw new ImageRefusal(tooMany("This series"));
  if (slices.length < 2)
    throw new ImageRefusal("A series needs at least 2 slices: for one image, upload the file alone");
  return slices;
}

const tooMany = (name: string) =>
  `${name} holds more than ${MAX_SLICES} slices or a file over ${MAX_IMAGE_BYTES / 1024 ** 2} MB: upload the slices around the structure`;

/** Whether an upload is a series: several files, or one zip. */
export const isSeriesUpload = (files: readonly SeriesFile[]) =>
  files.length > 1 || (files.length === 1 && isZip(files[0]!.bytes));

/** The upload's slices in viewing order. */
export const seriesFromUpload = (files: readonly SeriesFile[]) => orderSeries(unpackSeries(files));
