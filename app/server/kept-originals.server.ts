// The kept originals (docs/decisions/064-one-kept-copy-per-image.md): one stored copy per distinct
// image, named by the hash of its pixels, so two questions on one image share it. A copy is deleted
// only once no question points at it; copies kept under the older per-question names are moved to
// their shared name (and compressed as new ones are) once, at start-up.
import { and, count, eq, inArray, isNull, notLike } from "drizzle-orm";
import * as s from "../../db/schema";
import { prepareImage } from "./bank-image.server";
import { getDb, type Database } from "./db.server";
import { describeError, log } from "./log.server";
import { imageStore } from "./storage.server";

/** Where the kept original of an image with this content hash sits. */
export const keptOriginalKey = (contentHash: string, extension: string) => `originals/${contentHash}.${extension}`;

const SHARED_NAME = /^originals\/[0-9a-f]{64}\.(dcm|png)$/;

/** Stores a kept original under its shared name, unless an earlier question stored it already. */
export async function storeKeptOriginal(key: string, bytes: Buffer, contentType: string) {
  const store = imageStore();
  if (!(await store.exists(key))) await store.put(key, bytes, contentType);
}

/** Deletes each of these kept originals that no question points at any more. */
export async function deleteUnreferencedOriginals(keys: Iterable<string>, db: Database = getDb()) {
  const wanted = [...new Set(keys)].filter((key) => key.startsWith("originals/"));
  if (!wanted.length) return 0;
  const used = await db
    .select({ key: s.questions.imageSourceKey, n: count() })
    .from(s.questions)
    .where(inArray(s.questions.imageSourceKey, wanted))
    .groupBy(s.questions.imageSourceKey);
  const referenced = new Set(used.map((row) => row.key));
  const unreferenced = wanted.filter((key) => !referenced.has(key));
  await Promise.all(unreferenced.map((key) => imageStore().delete(key)));
  return unreferenced.length;
}

/**
 * Moves every single image's original kept under a per-question name
 * ("originals/THX-101-3fa2c1d0e5b6a7f8.dcm") to its shared name, prepared again so it is compressed as
 * a new upload is; its pixels, and so its hash, stay the same (one whose hash would change is left where
 * it is, and logged). Returns how many moved.
 */
export async function shareKeptOriginals(db: Database = getDb()) {
  const rows = await db
    .selectDistinct({ key: s.questions.imageSourceKey, hash: s.questions.imageHash })
    .from(s.questions)
    // A stack's slices keep names of their own (sliceSourceKey), and its image hash covers every slice.
    .where(and(notLike(s.questions.imageSourceKey, `originals/${"_".repeat(64)}.%`), isNull(s.questions.imageSlice)));
  let moved = 0;
  for (const { key, hash } of rows) {
    if (!key || !hash || SHARED_NAME.test(key)) continue;
    const bytes = await imageStore().get(key);
    if (!bytes) continue;
    // It was kept, so it was checked (and any burned-in text confirmed clean) when it was uploaded.
    const prepared = await prepareImage(bytes, key, { burnedInAnnotationConfirmed: true }).catch(() => null);
    if (!prepared || prepared.contentHash !== hash) {
      log.warn("kept_originals.not_moved", { key });
      continue;
    }
    const shared = keptOriginalKey(hash, prepared.original.extension);
    await storeKeptOriginal(shared, prepared.original.bytes, prepared.original.contentType);
    await db.update(s.questions).set({ imageSourceKey: shared }).where(eq(s.questions.imageSourceKey, key));
    await deleteUnreferencedOriginals([key], db);
    moved++;
  }
  return moved;
}

/** Runs the move at start-up without holding the server back; a failure is logged and tried next start. */
export function shareKeptOriginalsInBackground() {
  void shareKeptOriginals().then(
    (moved) => moved > 0 && log.info("kept_originals.shared", { moved }),
    (error: unknown) => log.warn("kept_originals.share_failed", describeError(error)),
  );
}
