// The starter bank's served images, rendered once by the build (scripts/prerender-starter-bank.mjs)
// instead of at every start on a fresh data folder (docs/decisions/082-starter-images-rendered-by-the-build.md).
// They are found by the very key the import computes for a question's image (its pixels, arrows and
// window), so a line or an image that changed since the build finds none and is rendered as before.
import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Variant } from "./bank-image.server";
import { variantKey } from "./image-variants.server";
import { imageStore, localStore, type ImageStore } from "./storage.server";

export type QuestionVariants = { full: Variant; small: Variant; placeholder: Variant };

/** Served variants rendered ahead of time, by image key ("questions/NEU-001-3fa2c1d0e5b6.webp"). */
export type PrerenderedVariants = { get(key: string): Promise<QuestionVariants | null> };

/** Where the build writes the starter bank's variants, beside the rest of the build. */
export const starterImagesFolder = () => path.join(process.cwd(), "build", "starter-images");

/** The variants in a folder laid out as the image store's keys; undefined when there is no such folder. */
export function prerenderedFolder(folder: string): PrerenderedVariants | undefined {
  if (!existsSync(folder)) return undefined;
  // Read as the local image store reads its own files (an unsafe key is none).
  return variantsIn(localStore(folder));
}

/**
 * The variants a store holds already under a key: a stack slice's key names its pixels and window, so
 * a slice stored by an earlier import or edit is the same image (docs/decisions/092-stack-slices-read-back.md).
 */
export const storedVariants = (): PrerenderedVariants => variantsIn(imageStore());

function variantsIn(files: Pick<ImageStore, "get">): PrerenderedVariants {
  return {
    async get(key) {
      const keys = [key, variantKey(key, "sm"), variantKey(key, "blur")];
      const found = await Promise.all(keys.map((k) => files.get(k)));
      // All three or none: a set cut short is rendered again whole.
      const present = found.filter((bytes): bytes is Buffer => bytes !== null && bytes.length > 0);
      if (present.length !== keys.length) return null;
      const [full, small, placeholder] = await Promise.all(present.map(variant));
      return { full: full!, small: small!, placeholder: placeholder! };
    },
  };
}

/** Its size from the WebP header alone: nothing is decoded. */
async function variant(bytes: Buffer): Promise<Variant> {
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  return { bytes, width, height };
}

/** The variants under this key: the ones rendered ahead when there are, else rendered now. */
export async function variantsFor(
  key: string,
  prerendered: PrerenderedVariants | undefined,
  render: () => Promise<QuestionVariants>,
): Promise<QuestionVariants> {
  return (await prerendered?.get(key)) ?? (await render());
}
