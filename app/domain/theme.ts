// Light or dark: dark by default, the system's preference honoured until the user picks (product-rules#theme).
export type ThemeChoice = "light" | "dark" | "system";

export function parseThemeCookie(cookieHeader: string | null): ThemeChoice {
  const match = /(?:^|;\s*)arrowed_theme=(light|dark)(?:;|$)/.exec(cookieHeader ?? "");
  return (match?.[1] as "light" | "dark" | undefined) ?? "system";
}

export function themeCookie(theme: "light" | "dark", secure: boolean) {
  return `arrowed_theme=${theme}; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
