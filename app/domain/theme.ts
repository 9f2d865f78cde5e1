// Light or dark: dark by default, the system's preference honoured until the user picks (product-rules#theme).
export type ThemeChoice = "light" | "dark" | "system";
