// A stack on the question screen (docs/decisions/060-stack-viewer.md): every slice's served images,
// signed, with their sizes so the browser can fetch outward from the arrowed slice within a phone's
// allowance. Which slice the page opens on is a query parameter, so links move through the slices
// without JavaScript; the server checks it.
import { data } from "react-router";
import { z } from "zod";
import { getDb } from "./db.server";
import { SMALL_WIDTH, variantKey } from "./image-variants.server";
import { imageStore } from "./storage.server";
import { slicesOf } from "./stack.server";

/** The query parameter naming the slice on screen (1-based). */
export const SLICE_PARAM = "slice";

export type StackSlice = { src: string; small: string; srcSet: string; fullBytes: number; smallBytes: number };
export type StackView = { count: number; arrowed: number; current: number; slices: StackSlice[] };

/** The slice asked for, or the arrowed one; a slice the stack does not have is refused with 400. */
export function requestedSlice(url: URL, arrowed: number, count: number): number {
  const asked = url.searchParams.get(SLICE_PARAM);
  if (asked === null || asked === "") return arrowed;
  const parsed = z.coerce.number().int().min(1).max(count).safeParse(asked);
  if (!parsed.success) {
    throw data(`There is no slice "${asked.slice(0, 20)}" in this image: its slices are 1 to ${count}.`, {
      status: 400,
    });
  }
  return parsed.data;
}

/** The stack of a question whose image is one, with the slice on screen; null for a single image. */
export async function stackView(
  question: { questionId: string; imageSlice: number | null },
  url: URL,
): Promise<StackView | null> {
  if (question.imageSlice === null) return null;
  const rows = (await slicesOf(getDb(), [question.questionId])).get(question.questionId) ?? [];
  if (rows.length < 2) return null;
  const current = requestedSlice(url, question.imageSlice, rows.length);
  const slices = await Promise.all(
    rows.map(async (row) => {
      const store = imageStore();
      const [src, small] = await Promise.all([
        store.signedUrl(row.imageUrl),
        store.signedUrl(variantKey(row.imageUrl, "sm")),
      ]);
      return {
        src,
        small,
        srcSet: `${small} ${Math.min(SMALL_WIDTH, row.width)}w, ${src} ${row.width}w`,
        fullBytes: row.fullBytes,
        smallBytes: row.smallBytes,
      };
    }),
  );
  return { count: rows.length, arrowed: question.imageSlice, current, slices };
}
