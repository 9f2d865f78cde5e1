// Light or dark: dark by default, the system's preference honoured until the user picks (spec part 1 §1).
export type ThemeChoice = "light" | "dark" | "system";

export function parseThemeCookie(cookieHeader: string | null): ThemeChoice {
  const match = /(?:^|;\s*)arrowed_theme=(light|dark)(?:;|$)/.exec(cookieHeader ?? "");
  return (match?.[1] as "light" | "dark" | undefined) ?? "system";
}

/** The theme the page shows: the user's pick, else the browser's hint, else dark. */
export function effectiveTheme(choice: ThemeChoice, prefersHint: string | null): "light" | "dark" {
  if (choice !== "system") return choice;
  return prefersHint === "light" ? "light" : "dark";
}

export function themeCookie(theme: "light" | "dark", secure: boolean) {
  return `arrowed_theme=${theme}; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
