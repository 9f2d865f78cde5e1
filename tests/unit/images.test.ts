// Image storage and the /media route: files and signatures only, no database.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startS3Standin } from "../fixtures/s3-server";
import { get, run } from "../fixtures/route";
import * as mediaRoute from "~/routes/media";
import { sweepConsoleUploads, UPLOAD_KEPT_MS } from "~/server/console-uploads.server";
import { resetEnvCache } from "~/server/env.server";
import { questionImage, storeQuestionVariants, variantKey } from "~/server/image-variants.server";
import { imageStore, resetImageStore, signedImageUrl } from "~/server/storage.server";
import sharp from "sharp";

const dataDir = mkdtempSync(path.join(tmpdir(), "arrowed-images-"));
beforeAll(() => {
  Object.assign(process.env, { DATA_DIR: dataDir, SESSION_SECRET: "test-secret-test-secret-test-secret-0123" });
  resetEnvCache();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const picture = (width = 800) =>
  sharp({ create: { width, height: (width * 3) / 4, channels: 3, background: "#222" } })
    .webp()
    .toBuffer();
const variants = async () => ({ full: await picture(), small: await picture(400), placeholder: await picture(16) });

const media = (url: string) => {
  const parsed = new URL(url, "http://arrowed.test");
  const key = decodeURIComponent(parsed.pathname.replace(/^\/media\//, ""));
  return run(mediaRoute.loader, get(url), {}, { "*": key });
};

afterEach(() => {
  for (const name of [
    "S3_BUCKET",
    "S3_ENDPOINT",
    "S3_FORCE_PATH_STYLE",
    "S3_ACCESS_KEY_ID",
    "S3_SECRET_ACCESS_KEY",
    "S3_REGION",
  ])
    delete process.env[name];
  resetEnvCache();
  resetImageStore();
});

describe("local image storage", () => {
  it("serves an image through a signed URL until it expires, and only for the key it was issued for", async () => {
    await imageStore().put("questions/IMG-001.webp", await picture(), "image/webp");
    await imageStore().put("questions/IMG-002.webp", await picture(), "image/webp");
    const url = signedImageUrl("questions/IMG-001.webp");

    const ok = await media(url);
    expect(ok.status).toBe(200);

    const swapped = url.replace("IMG-001", "IMG-002");
    expect((await media(swapped)).status).toBe(403);

    // Signed per UTC day, valid to the end of the next one: a link from three days ago has expired.
    const stale = signedImageUrl("questions/IMG-001.webp", Date.now() - 3 * 24 * 60 * 60 * 1000);
    expect((await media(stale)).status).toBe(403);
  });

  it("keeps a small variant and a tiny placeholder beside each image", async () => {
    await storeQuestionVariants("questions/IMG-003.webp", await variants());
    const small = await imageStore().get(variantKey("questions/IMG-003.webp", "sm"));
    expect((await sharp(small!).metadata()).width).toBe(400);
    const image = await questionImage("questions/IMG-003.webp");
    expect(image.srcSet).toMatch(/IMG-003-sm\.webp.* 400w, .*IMG-003\.webp.* 800w$/);
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(image.placeholder!.length).toBeLessThan(1000);
  });
});

describe("S3-compatible storage", () => {
  it("stores through the SDK and hands out presigned URLs that fetch the object", async () => {
    const s3 = await startS3Standin();
    try {
      Object.assign(process.env, {
        S3_BUCKET: "arrowed-images",
        S3_ENDPOINT: s3.endpoint,
        S3_FORCE_PATH_STYLE: "true",
        S3_ACCESS_KEY_ID: "test",
        S3_SECRET_ACCESS_KEY: "test",
        S3_REGION: "auto",
      });
      resetEnvCache();
      resetImageStore();
      expect(imageStore().kind).toBe("s3");

      await storeQuestionVariants("questions/S3-001.webp", await variants());
      expect([...s3.objects.keys()].sort()).toEqual([
        "/arrowed-images/questions/S3-001-blur.webp",
        "/arrowed-images/questions/S3-001-sm.webp",
        "/arrowed-images/questions/S3-001.webp",
      ]);
      expect(await imageStore().exists("questions/S3-001.webp")).toBe(true);
      expect(await imageStore().exists("questions/missing.webp")).toBe(false);

      const signed = await imageStore().signedUrl("questions/S3-001.webp");
      const url = new URL(signed);
      expect(url.origin).toBe(s3.endpoint);
      // Signed at the start of the UTC day for two days: the same URL all day, so the browser's cache holds.
      expect(url.searchParams.get("X-Amz-Expires")).toBe(String(2 * 24 * 60 * 60));
      expect(await imageStore().signedUrl("questions/S3-001.webp")).toBe(signed);
      expect(url.searchParams.get("X-Amz-Signature")).toMatch(/^[0-9a-f]{64}$/);
      const fetched = await fetch(url);
      expect(fetched.status).toBe(200);
      expect((await sharp(Buffer.from(await fetched.arrayBuffer())).metadata()).format).toBe("webp");
    } finally {
      await s3.close();
    }
  });

  it("sweeps the console's uploads older than a day from the bucket, and nothing else", async () => {
    const s3 = await startS3Standin();
    try {
      Object.assign(process.env, {
        S3_BUCKET: "arrowed-images",
        S3_ENDPOINT: s3.endpoint,
        S3_FORCE_PATH_STYLE: "true",
        S3_ACCESS_KEY_ID: "test",
        S3_SECRET_ACCESS_KEY: "test",
        S3_REGION: "auto",
      });
      resetEnvCache();
      resetImageStore();
      for (const key of ["console-uploads/old.png", "console-uploads/new.png", "questions/S3-002.webp"])
        await imageStore().put(key, await picture(), "image/png");
      s3.objects.get("/arrowed-images/console-uploads/old.png")!.modifiedAt = new Date(Date.now() - 2 * UPLOAD_KEPT_MS);

      expect(await sweepConsoleUploads()).toBe(1);
      expect([...s3.objects.keys()].sort()).toEqual([
        "/arrowed-images/console-uploads/new.png",
        "/arrowed-images/questions/S3-002.webp",
      ]);
    } finally {
      await s3.close();
    }
  });
});
