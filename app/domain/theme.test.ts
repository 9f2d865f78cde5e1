import { describe, expect, it } from "vitest";
import { effectiveTheme, parseThemeCookie } from "./theme";

describe("theme", () => {
  it("reads the user's pick from the cookie", () => {
    expect(parseThemeCookie("a=1; arrowed_theme=light")).toBe("light");
    expect(parseThemeCookie("arrowed_theme=dark; b=2")).toBe("dark");
  });

  it("is the system's until the user picks", () => {
    expect(parseThemeCookie(null)).toBe("system");
    expect(parseThemeCookie("arrowed_theme=purple")).toBe("system");
  });

  it("is dark by default and light only when the system asks", () => {
    expect(effectiveTheme("system", null)).toBe("dark");
    expect(effectiveTheme("system", "light")).toBe("light");
    expect(effectiveTheme("dark", "light")).toBe("dark");
    expect(effectiveTheme("light", "dark")).toBe("light");
  });
});
