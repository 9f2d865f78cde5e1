import { beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "./env.server";
import { isSafeKey, signedImageUrl, verifyImageSignature } from "./storage.server";

beforeAll(() => {
  process.env.SESSION_SECRET = "storage-test-secret-storage-test-secret";
  resetEnvCache();
});

describe("signed image URLs", () => {
  it("verify for the key they were made for, until they expire", () => {
    const now = Date.UTC(2026, 10, 22, 9);
    const url = new URL(signedImageUrl("questions/NEU-001.webp", now), "http://x");
    const expires = url.searchParams.get("expires");
    const signature = url.searchParams.get("signature");
    expect(url.pathname).toBe("/media/questions/NEU-001.webp");
    expect(verifyImageSignature("questions/NEU-001.webp", expires, signature, now)).toBe(true);
    expect(verifyImageSignature("questions/NEU-002.webp", expires, signature, now)).toBe(false);
    expect(verifyImageSignature("questions/NEU-001.webp", expires, signature, now + 49 * 60 * 60 * 1000)).toBe(false);
    expect(verifyImageSignature("questions/NEU-001.webp", expires, "forged", now)).toBe(false);
  });

  it("stay the same all day, so the browser's cache keeps the image, and work for at least a day", () => {
    const morning = Date.UTC(2026, 10, 22, 0, 5);
    const evening = Date.UTC(2026, 10, 22, 23, 55);
    expect(signedImageUrl("questions/NEU-001.webp", evening)).toBe(signedImageUrl("questions/NEU-001.webp", morning));
    expect(signedImageUrl("questions/NEU-001.webp", Date.UTC(2026, 10, 23, 0, 5))).not.toBe(
      signedImageUrl("questions/NEU-001.webp", evening),
    );
    const url = new URL(signedImageUrl("questions/NEU-001.webp", evening), "http://x");
    const [expires, signature] = [url.searchParams.get("expires"), url.searchParams.get("signature")];
    expect(verifyImageSignature("questions/NEU-001.webp", expires, signature, evening + 24 * 60 * 60 * 1000)).toBe(
      true,
    );
    expect(verifyImageSignature("questions/NEU-001.webp", expires, signature, evening + 25 * 60 * 60 * 1000)).toBe(
      false,
    );
  });

  it("refuses keys that leave the images folder", () => {
    expect(isSafeKey("questions/NEU-001.webp")).toBe(true);
    expect(isSafeKey("../session-secret")).toBe(false);
    expect(isSafeKey("questions/../../x")).toBe(false);
    expect(isSafeKey("/etc/passwd")).toBe(false);
  });
});
