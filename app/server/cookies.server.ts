// Every cookie Arrowed sets, built and read in one place through React Router's createCookie
// (product-rules#cookie-banner lists them). All are Path=/ and SameSite=Lax; Secure is decided once,
// here: in production served over https. Session and toast cookies are signed and hidden from scripts.
import { createCookie } from "react-router";
import type { ThemeChoice } from "~/domain/theme";
import { getEnv, getSessionSecret } from "./env.server";

/** How long a signed-in session lasts without use. */
export const SESSION_DAYS = 30;

/** How long the browser that signed up is remembered, waiting for the email to be verified (as long as the link lasts). */
const SIGNUP_HOURS = 24;

const YEAR_SECONDS = 60 * 60 * 24 * 365;

function build() {
  const env = getEnv();
  const plain = { path: "/", sameSite: "lax" as const, secure: env.isProduction && env.appUrl.startsWith("https://") };
  const signed = { ...plain, httpOnly: true, secrets: [getSessionSecret(env)] };
  return {
    session: createCookie("arrowed_session", { ...signed, maxAge: SESSION_DAYS * 24 * 60 * 60 }),
    toast: createCookie("arrowed_toast", { ...signed, maxAge: 60 }),
    signup: createCookie("arrowed_signup", { ...signed, maxAge: SIGNUP_HOURS * 60 * 60 }),
    theme: createCookie("arrowed_theme", { ...plain, maxAge: YEAR_SECONDS }),
    consent: createCookie("cookie_consent", { ...plain, maxAge: YEAR_SECONDS }),
  };
}

let built: ReturnType<typeof build> | undefined;

/** The cookies, made once the environment is known. */
export function cookies() {
  built ??= build();
  return built;
}

/** Forget the cookies made so far (tests that change the environment or the secret). */
export function resetCookies() {
  built = undefined;
}

/** The header that removes a cookie. */
export function clearCookieHeader(name: keyof ReturnType<typeof build>) {
  return cookies()[name].serialize("", { maxAge: 0, expires: new Date(0) });
}

/** The user's light or dark pick; the system's until they pick (product-rules#theme). */
export async function readTheme(request: Request): Promise<ThemeChoice> {
  const value = await cookies().theme.parse(request.headers.get("cookie"));
  return value === "light" || value === "dark" ? value : "system";
}

export function themeHeader(theme: "light" | "dark") {
  return cookies().theme.serialize(theme);
}

/** Whether the visitor has accepted the cookie notice. */
export async function hasConsented(request: Request) {
  return (await cookies().consent.parse(request.headers.get("cookie"))) === "accepted";
}

export function consentHeader() {
  return cookies().consent.serialize("accepted");
}

/**
 * The browser that signed up holds the new account's id until the email is verified; verifying the
 * email in that browser then signs it in (product-rules#verification, docs/decisions/033-verified-signs-in.md).
 */
export function signUpHeader(userId: string) {
  return cookies().signup.serialize(userId);
}

/** The account this browser signed up, or null. */
export async function readSignUp(request: Request): Promise<string | null> {
  const value = await cookies().signup.parse(request.headers.get("cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}
