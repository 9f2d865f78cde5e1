import { describe, expect, it } from "vitest";
import { parseThemeCookie } from "./theme";

describe("theme", () => {
  it("reads the user's pick from the cookie", () => {
    expect(parseThemeCookie("a=1; arrowed_theme=light")).toBe("light");
    expect(parseThemeCookie("arrowed_theme=dark; b=2")).toBe("dark");
  });

  it("is the system's until the user picks", () => {
    expect(parseThemeCookie(null)).toBe("system");
    expect(parseThemeCookie("arrowed_theme=purple")).toBe("system");
  });
});
