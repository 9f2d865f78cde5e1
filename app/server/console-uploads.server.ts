// Images uploaded in the question editor wait under console-uploads/ until their question is saved
// (docs/decisions/022-question-editor.md). One that is refused, replaced or saved is deleted at once;
// one an editor walked away from is swept once it is a day old, by an hourly scheduled job.
import { imageStore, isSafeKey } from "./storage.server";

export const CONSOLE_UPLOADS = "console-uploads/";
export const UPLOAD_KEPT_MS = 24 * 60 * 60 * 1000;

/** Deletes one waiting upload; any other key is left alone. */
export async function discardUpload(key: string) {
  if (key.startsWith(CONSOLE_UPLOADS) && isSafeKey(key)) await imageStore().delete(key);
}

/** Deletes every waiting upload last written more than a day before `now`; returns how many. */
export async function sweepConsoleUploads(now = Date.now()) {
  const store = imageStore();
  const stale = (await store.list(CONSOLE_UPLOADS)).filter(
    (upload) => now - upload.modifiedAt.getTime() > UPLOAD_KEPT_MS,
  );
  await Promise.all(stale.map((upload) => store.delete(upload.key)));
  return stale.length;
}
