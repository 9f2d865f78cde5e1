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
    expect(verifyImageSignature("questions/NEU-001.webp", expires, signature, now + 2 * 60 * 60 * 1000)).toBe(false);
    expect(verifyImageSignature("questions/NEU-001.webp", expires, "forged", now)).toBe(false);
  });

  it("refuses keys that leave the images folder", () => {
    expect(isSafeKey("questions/NEU-001.webp")).toBe(true);
    expect(isSafeKey("../session-secret")).toBe(false);
    expect(isSafeKey("questions/../../x")).toBe(false);
    expect(isSafeKey("/etc/passwd")).toBe(false);
  });
});
