// Light images for slow hospital networks: each question image is served at full size, as a small
// variant and as a tiny blurred placeholder, all rendered with the arrows drawn in when the question
// is imported or edited (app/server/bank-image.server.ts), never at request time.
import * as s from "../../db/schema";
import { imageStore } from "./storage.server";

/** A question's image as the screens need it: the file, its size, and the arrows (for the key's label). */
export const questionImageColumns = {
  imageUrl: s.questions.imageUrl,
  imageWidth: s.questions.imageWidth,
  imageHeight: s.questions.imageHeight,
  imageArrows: s.questions.imageArrows,
};

export const SMALL_WIDTH = 400;
/** The width a srcset names for the full image when the question does not record its own. */
const DEFAULT_FULL_WIDTH = 800;

/** "questions/NEU-001-3fa2c1d0.webp" → "questions/NEU-001-3fa2c1d0-sm.webp" */
export const variantKey = (key: string, variant: "sm" | "blur") => key.replace(/\.webp$/, `-${variant}.webp`);

export type RenderedVariants = { full: Buffer; small: Buffer; placeholder: Buffer };

export async function storeQuestionVariants(key: string, variants: RenderedVariants) {
  const store = imageStore();
  await Promise.all([
    store.put(key, variants.full, "image/webp"),
    store.put(variantKey(key, "sm"), variants.small, "image/webp"),
    store.put(variantKey(key, "blur"), variants.placeholder, "image/webp"),
  ]);
}

const placeholders = new Map<string, string>();

/** The blurred placeholder as a data URI (a few hundred bytes), kept in memory after the first read. */
export async function placeholderDataUri(key: string) {
  const cached = placeholders.get(key);
  if (cached) return cached;
  const bytes = await imageStore().get(variantKey(key, "blur"));
  if (!bytes) return null;
  const uri = `data:image/webp;base64,${bytes.toString("base64")}`;
  placeholders.set(key, uri);
  return uri;
}

/** Everything a page needs to show one question image: signed URLs for both sizes (`small` alone for prefetching) and the placeholder. */
export async function questionImage(key: string, fullWidth?: number | null) {
  const store = imageStore();
  const [full, small, placeholder] = await Promise.all([
    store.signedUrl(key),
    store.signedUrl(variantKey(key, "sm")),
    placeholderDataUri(key),
  ]);
  return {
    src: full,
    small,
    srcSet: `${small} ${SMALL_WIDTH}w, ${full} ${fullWidth ?? DEFAULT_FULL_WIDTH}w`,
    placeholder,
  };
}

/** Where an image comes from, shown under it once the answer is showing. */
export function imageCredit(question: { imageCredit: string | null; imageLicence: string | null }) {
  return question.imageCredit || question.imageLicence
    ? { source: question.imageCredit, licence: question.imageLicence }
    : null;
}
