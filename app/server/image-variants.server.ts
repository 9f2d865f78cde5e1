// Light images for slow hospital networks: each question image is stored at full size, as a small
// variant, and as a tiny blurred placeholder, made once when the image is added.
import sharp from "sharp";
import { imageStore } from "./storage.server";

export const SMALL_WIDTH = 400;
export const PLACEHOLDER_WIDTH = 16;

/** "questions/NEU-001.webp" → "questions/NEU-001-sm.webp" */
export const variantKey = (key: string, variant: "sm" | "blur") => key.replace(/\.webp$/, `-${variant}.webp`);

export async function storeQuestionImage(key: string, image: Buffer) {
  const store = imageStore();
  const [small, blur] = await Promise.all([
    sharp(image).resize({ width: SMALL_WIDTH, withoutEnlargement: true }).webp({ quality: 72 }).toBuffer(),
    sharp(image).resize({ width: PLACEHOLDER_WIDTH }).blur(1).webp({ quality: 40 }).toBuffer(),
  ]);
  await Promise.all([
    store.put(key, image, "image/webp"),
    store.put(variantKey(key, "sm"), small, "image/webp"),
    store.put(variantKey(key, "blur"), blur, "image/webp"),
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

/** Everything a page needs to show one question image: signed URLs for both sizes and the placeholder. */
export async function questionImage(key: string) {
  const store = imageStore();
  const [full, small, placeholder] = await Promise.all([store.signedUrl(key), store.signedUrl(variantKey(key, "sm")), placeholderDataUri(key)]);
  return { src: full, srcSet: `${small} ${SMALL_WIDTH}w, ${full} 800w`, placeholder };
}
