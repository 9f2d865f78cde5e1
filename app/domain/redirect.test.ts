import { describe, expect, it } from "vitest";
import { safeRedirect, signInUrl } from "./redirect";

describe("safeRedirect", () => {
  it("keeps paths on this site", () => {
    expect(safeRedirect("/notes?category=Thorax")).toBe("/notes?category=Thorax");
    expect(safeRedirect("/attempts")).toBe("/attempts");
  });

  it("refuses other hosts and odd schemes", () => {
    for (const bad of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "/\tevil",
      "",
    ]) {
      expect(safeRedirect(bad), bad).toBe("/dashboard");
    }
  });

  it("falls back when there is nothing to honour", () => {
    expect(safeRedirect(null)).toBe("/dashboard");
    expect(safeRedirect(undefined, "/profile")).toBe("/profile");
  });
});

describe("signInUrl", () => {
  it("carries the page the visitor asked for", () => {
    expect(signInUrl(new Request("http://x/dashboard"))).toBe("/auth?redirectTo=%2Fdashboard");
    expect(signInUrl(new Request("http://x/notes?category=Spine"))).toBe(
      "/auth?redirectTo=%2Fnotes%3Fcategory%3DSpine",
    );
  });
});
