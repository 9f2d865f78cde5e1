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

  it("percent-encodes any character beyond ASCII, so the path can be sent as a header and stays on this site", () => {
    expect(safeRedirect("/\u3002/evil.example")).toBe("/%E3%80%82/evil.example");
    expect(safeRedirect("/\uff0fevil.example")).toBe("/%EF%BC%8Fevil.example");
    expect(safeRedirect("/notes?q=cœur#\u4e2d")).toBe("/notes?q=c%C5%93ur#%E4%B8%AD");
    expect(safeRedirect("/\uD83D")).toBe("/%EF%BF%BD");
    for (const to of ["/\u3002/evil.example", "/\u2215\u2215evil.example", "/\u200b/x", "/\u{1F600}"]) {
      expect(safeRedirect(to), to).toMatch(/^\/(?!\/)[\x21-\x7e]*$/);
    }
  });

  it("refuses a path that resolves to another host", () => {
    for (const bad of ["/..//evil.example", "/.%2E//evil.example", "/./..//evil.example"]) {
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

  it("names the page, not the script's request for its data", () => {
    expect(signInUrl(new Request("http://x/question.data?attempt=a1&q=3&_routes=root%2Croutes%2Fquestion"))).toBe(
      "/auth?redirectTo=%2Fquestion%3Fattempt%3Da1%26q%3D3",
    );
    expect(signInUrl(new Request("http://x/_root.data"))).toBe("/auth");
    expect(signInUrl(new Request("http://x/dashboard.data?index"))).toBe("/auth?redirectTo=%2Fdashboard");
  });
});
