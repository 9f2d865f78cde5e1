// Question images behind one interface (docs/decisions/008-images.md): S3-compatible object storage
// when S3_BUCKET is set, otherwise files under $DATA_DIR/images served by /media with HMAC-signed,
// expiring URLs. Either way the browser only ever sees short-lived signed URLs.
import { createHmac, timingSafeEqual } from "node:crypto";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { getEnv, getSessionSecret, type Env } from "./env.server";

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Image URLs are signed once per UTC day and stay valid until the end of the next one (between 24 and
 * 48 hours): the same image keeps the same URL all day, so the browser's cache holds it instead of
 * downloading it again after a re-signing (product-rules#page-weight).
 */
export function imageUrlSigning(now = Date.now()) {
  const signedAt = Math.floor(now / 1000 / DAY_SECONDS) * DAY_SECONDS;
  return { signedAt, expires: signedAt + 2 * DAY_SECONDS };
}

export type ImageStore = {
  kind: "local" | "s3";
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** The objects directly under a folder such as "console-uploads/", with when each was last written. */
  list(folder: string): Promise<Array<{ key: string; modifiedAt: Date }>>;
  /** A URL that stays the same all day and works for at least 24 hours (imageUrlSigning). */
  signedUrl(key: string, now?: number): Promise<string>;
};

/** Only plain keys like "questions/NEU-001.webp": nothing that climbs out of the folder. */
export function isSafeKey(key: string) {
  return /^[a-z0-9-]+(\/[A-Za-z0-9._-]+)+$/.test(key) && !key.split("/").some((part) => part === ".." || part === ".");
}

// ── Local files with HMAC-signed URLs ───────────────────────────────────────────────────────

const signature = (key: string, expires: number) =>
  createHmac("sha256", getSessionSecret()).update(`${key}\n${expires}`).digest("base64url");

/** A local URL for one image, the same all day (imageUrlSigning). */
export function signedImageUrl(key: string, now = Date.now()) {
  const { expires } = imageUrlSigning(now);
  return `/media/${key}?${new URLSearchParams({ expires: String(expires), signature: signature(key, expires) })}`;
}

export function verifyImageSignature(key: string, expires: string | null, given: string | null, now = Date.now()) {
  const when = Number(expires);
  if (!given || !Number.isInteger(when) || when * 1000 < now) return false;
  const expected = Buffer.from(signature(key, when));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Images as files under `root`, laid out by key (also how the build keeps the starter bank's variants). */
export function localStore(root: string): ImageStore {
  const file = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Unsafe image key: ${key}`);
    return path.join(root, key);
  };
  return {
    kind: "local",
    async put(key, body) {
      await mkdir(path.dirname(file(key)), { recursive: true });
      await writeFile(file(key), body);
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        return await readFile(file(key));
      } catch {
        return null;
      }
    },
    async exists(key) {
      if (!isSafeKey(key)) return false;
      return stat(file(key)).then(
        () => true,
        () => false,
      );
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
    async list(folder) {
      const names = await readdir(path.join(root, folder)).catch(() => []);
      const found = await Promise.all(
        names.map(async (name) => {
          const info = await stat(path.join(root, folder, name)).catch(() => null);
          return info?.isFile() ? { key: `${folder}${name}`, modifiedAt: info.mtime } : null;
        }),
      );
      return found.filter((object) => object !== null);
    },
    async signedUrl(key, now) {
      return signedImageUrl(key, now);
    },
  };
}

// ── S3-compatible object storage with presigned URLs ────────────────────────────────────────

function s3Store(env: Env): ImageStore {
  const client = new S3Client({
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
  const Bucket = env.S3_BUCKET!;
  return {
    kind: "s3",
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: "private, max-age=3600",
        }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch {
        return null;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch {
        return false;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async list(folder) {
      const found: Array<{ key: string; modifiedAt: Date }> = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: folder, Delimiter: "/", ContinuationToken }),
        );
        for (const object of page.Contents ?? [])
          if (object.Key && object.LastModified) found.push({ key: object.Key, modifiedAt: object.LastModified });
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found;
    },
    async signedUrl(key, now) {
      const { signedAt, expires } = imageUrlSigning(now);
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), {
        signingDate: new Date(signedAt * 1000),
        expiresIn: expires - signedAt,
      });
    },
  };
}

/** How many signed URLs are kept: the bank's images and their small copies, several times over. */
const SIGNED_URLS_KEPT = 20_000;

/**
 * A signed URL stays the same all day (imageUrlSigning), so each is made once a day rather than for
 * every page that shows the image: an HMAC locally, a SigV4 signature on S3.
 */
function signingOncePerDay(inner: ImageStore): ImageStore {
  const made = new Map<string, { expires: number; url: Promise<string> }>();
  return {
    ...inner,
    signedUrl(key, now) {
      const { expires } = imageUrlSigning(now);
      const known = made.get(key);
      if (known?.expires === expires) return known.url;
      if (made.size >= SIGNED_URLS_KEPT) made.clear();
      const url = inner.signedUrl(key, now);
      made.set(key, { expires, url });
      url.catch(() => made.delete(key));
      return url;
    },
  };
}

let store: ImageStore | undefined;

export function imageStore(): ImageStore {
  const env = getEnv();
  store ??= signingOncePerDay(env.S3_BUCKET ? s3Store(env) : localStore(path.join(env.dataDir, "images")));
  return store;
}

/** Tests and the CLI switch settings; the next call builds the store afresh. */
export function resetImageStore() {
  store = undefined;
}

export async function readImage(key: string) {
  return imageStore().get(key);
}
