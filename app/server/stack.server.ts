// Stacks (docs/decisions/059-stacks.md): a question whose image is a series of slices. Each slice is
// prepared (de-identified) and rendered like a single image, all with the question's one window; the
// arrows are drawn on the arrowed slice only. The question row describes the arrowed slice, so every
// screen that shows one image shows that slice; question_slices holds the series.
import { createHash } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import * as s from "../../db/schema";
import type { Arrow, ImageWindow } from "./bank-image.server";
import { renderVariants, type PreparedImage } from "./bank-image.server";
import type { Database } from "./db.server";
import { storeQuestionVariants } from "./image-variants.server";
import { variantsFor, type PrerenderedVariants } from "./prerendered-variants.server";
import { imageStore } from "./storage.server";

export type SliceRow = Omit<typeof s.questionSlices.$inferSelect, "questionId">;

const sha256 = (input: string) => createHash("sha256").update(input).digest("hex");

type Variants = Awaited<ReturnType<typeof renderVariants>>;

/** Unarrowed slices already rendered, by pixels and window: the drafts of one series share them. */
export type RenderCache = Map<string, Promise<Variants>>;
/** Enough for a few series' slices in each of their windows, a few tens of megabytes at most. */
const RENDER_CACHE_SIZE = 200;

function cachedRender(cache: RenderCache, slice: PreparedImage, window: ImageWindow | undefined) {
  const key = JSON.stringify([slice.contentHash, window ?? null]);
  let render = cache.get(key);
  if (!render) {
    cache.set(key, (render = renderVariants(slice.original.bytes, { arrows: [], window })));
    if (cache.size > RENDER_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  return render;
}

/** One hash over every slice's pixels in order: the same series in the same order is the same stack. */
export const stackHash = (slices: readonly Pick<PreparedImage, "contentHash">[]) =>
  sha256(`stack\n${slices.map((slice) => slice.contentHash).join("\n")}`);

/** Where a slice's kept original sits: named by its pixels, so the same slice is stored once. */
export const sliceSourceKey = (code: string, slice: Pick<PreparedImage, "contentHash" | "original">) =>
  `originals/${code}-${slice.contentHash.slice(0, 16)}.${slice.original.extension}`;

/** The one window of a stack: the line's own, else the arrowed slice's (its file's window or its modality's). */
export const stackWindow = (window: ImageWindow | undefined, slices: readonly PreparedImage[], arrowed: number) =>
  window ?? slices[arrowed - 1]?.defaultWindow;

/**
 * Renders and stores every slice: the arrowed one under `arrowedKey` (the question's own image key) with
 * the arrows, the others without. Returns the rows for question_slices, in viewing order.
 */
export async function renderStack(
  code: string,
  slices: readonly PreparedImage[],
  options: {
    arrows: Arrow[];
    window?: ImageWindow;
    slice: number;
    arrowedKey: string;
    renders?: RenderCache;
    prerendered?: PrerenderedVariants;
    /** What the store holds already (storedVariants()), for a question that had slices before. */
    stored?: PrerenderedVariants;
  },
): Promise<SliceRow[]> {
  const window = stackWindow(options.window, slices, options.slice);
  const store = imageStore();
  const rows: SliceRow[] = new Array(slices.length);
  const queue = slices.map((slice, index) => ({ slice, index }));
  const work = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { slice, index } = next;
      const position = index + 1;
      const arrowed = position === options.slice;
      const imageUrl = arrowed
        ? options.arrowedKey
        : `questions/${code}-s${position}-${sha256(JSON.stringify([slice.contentHash, window ?? null])).slice(0, 12)}.webp`;
      // An unarrowed slice the question showed before (the arrow moved, another field changed) is in the
      // store under the same key: read, not rendered and written again.
      const stored = arrowed ? null : await options.stored?.get(imageUrl);
      const variants =
        stored ??
        (await variantsFor(imageUrl, options.prerendered, () =>
          arrowed
            ? renderVariants(slice.original.bytes, { arrows: options.arrows, window })
            : cachedRender(options.renders ?? new Map(), slice, window),
        ));
      const sourceKey = sliceSourceKey(code, slice);
      await store.put(sourceKey, slice.original.bytes, slice.original.contentType);
      if (!stored)
        await storeQuestionVariants(imageUrl, {
          full: variants.full.bytes,
          small: variants.small.bytes,
          placeholder: variants.placeholder.bytes,
        });
      rows[index] = {
        position,
        imageUrl,
        sourceKey,
        imageHash: slice.contentHash,
        width: variants.full.width,
        height: variants.full.height,
        fullBytes: variants.full.bytes.length,
        smallBytes: variants.small.bytes.length,
      };
    }
  };
  // Two at a time, as the bank import renders single images.
  await Promise.all([work(), work()]);
  return rows;
}

/** Replaces a question's slices (none for a single image). */
export async function replaceSlices(db: Database, questionId: string, rows: readonly SliceRow[]) {
  await db.delete(s.questionSlices).where(eq(s.questionSlices.questionId, questionId));
  if (rows.length) await db.insert(s.questionSlices).values(rows.map((row) => ({ ...row, questionId })));
}

/** The slices of these questions, in viewing order, by question id. */
export async function slicesOf(db: Database, questionIds: readonly string[]): Promise<Map<string, SliceRow[]>> {
  const bySlice = new Map<string, SliceRow[]>();
  if (!questionIds.length) return bySlice;
  const rows = await db
    .select()
    .from(s.questionSlices)
    .where(inArray(s.questionSlices.questionId, [...questionIds]))
    .orderBy(asc(s.questionSlices.questionId), asc(s.questionSlices.position));
  for (const { questionId, ...row } of rows) bySlice.set(questionId, [...(bySlice.get(questionId) ?? []), row]);
  return bySlice;
}

/** Where export writes a stack's slices: one folder per question, the slices numbered in viewing order. */
export const exportedSlicePath = (code: string, position: number, sourceKey: string) =>
  `images/${code.toLowerCase()}/slice-${String(position).padStart(3, "0")}.${sourceKey.split(".").pop() ?? "dcm"}`;
