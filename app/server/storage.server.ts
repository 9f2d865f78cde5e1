// Question images: stored under $DATA_DIR/images and served only through short-lived signed URLs,
// so a premium image cannot be fetched by guessing its name (docs/decisions/008-images.md).
import { createHmac, timingSafeEqual } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { getEnv, getSessionSecret } from "./env.server";

export const IMAGE_URL_TTL_SECONDS = 60 * 60;

const signature = (key: string, expires: number) =>
  createHmac("sha256", getSessionSecret()).update(`${key}\n${expires}`).digest("base64url");

/** A URL for one image that works for an hour. */
export function signedImageUrl(key: string, now = Date.now()) {
  // Round the expiry so the same image keeps one URL for a while and the browser cache can work.
  const expires = Math.ceil((now / 1000 + IMAGE_URL_TTL_SECONDS) / 600) * 600;
  return `/media/${key}?${new URLSearchParams({ expires: String(expires), signature: signature(key, expires) })}`;
}

export function verifyImageSignature(key: string, expires: string | null, given: string | null, now = Date.now()) {
  const when = Number(expires);
  if (!given || !Number.isInteger(when) || when * 1000 < now) return false;
  const expected = Buffer.from(signature(key, when));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Only plain keys like "questions/NEU-001.webp": nothing that climbs out of the folder. */
export function isSafeKey(key: string) {
  return /^[a-z0-9-]+(\/[A-Za-z0-9._-]+)+$/.test(key) && !key.split("/").some((part) => part === ".." || part === ".");
}

export async function readImage(key: string) {
  if (!isSafeKey(key)) return null;
  try {
    return await readFile(path.join(getEnv().dataDir, "images", key));
  } catch {
    return null;
  }
}
