// Helpers shared by the end-to-end specs.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { BASE_URL, OUTBOX_DIR } from "./env";

export const PASSWORD = "correct-horse-42";

/** A unique address per call, e.g. e2e-js-1700000000000-x7k2q9@example.com. */
export function uniqueEmail(prefix = "e2e") {
  const project = test.info().project.name;
  const random = Math.random().toString(36).slice(2, 8);
  return `${prefix}-${project}-${Date.now()}-${random}@example.com`;
}

export function jsEnabled() {
  return test.info().project.use.javaScriptEnabled !== false;
}

/**
 * Waits until React has hydrated the page (JavaScript on), so a click is handled by the app and not
 * lost in the hand-over from the server's HTML. With JavaScript off there is nothing to wait for.
 */
export async function hydrated(page: Page) {
  if (!jsEnabled()) return;
  await page.waitForFunction(() => {
    const main = document.getElementById("main") ?? document.querySelector("main");
    return !!main && Object.keys(main).some((key) => key.startsWith("__reactProps"));
  });
}

/** page.goto, then wait for hydration. */
export async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await hydrated(page);
  return response;
}

export type OutboxEmail = { to: string; from: string; subject: string; text: string; html: string; createdAt: string };

/**
 * The newest email to `to` in the server's outbox (optionally: whose subject matches, written at or
 * after `since`), polling until it arrives.
 */
export async function readOutbox(
  to: string,
  { subject, since, timeout = 10_000 }: { subject?: RegExp | string; since?: Date; timeout?: number } = {},
): Promise<OutboxEmail> {
  const deadline = Date.now() + timeout;
  const wanted = to.toLowerCase();
  for (;;) {
    let names: string[] = [];
    try {
      names = (await readdir(OUTBOX_DIR)).filter((name) => name.endsWith(".json"));
    } catch {
      // No email written yet.
    }
    const messages: OutboxEmail[] = [];
    for (const name of names) {
      try {
        messages.push(JSON.parse(await readFile(path.join(OUTBOX_DIR, name), "utf8")) as OutboxEmail);
      } catch {
        // Half-written file: read it next time round.
      }
    }
    const match = messages
      .filter((m) => m.to.toLowerCase() === wanted)
      .filter((m) => (subject === undefined ? true : typeof subject === "string" ? m.subject.includes(subject) : subject.test(m.subject)))
      .filter((m) => (since ? new Date(m.createdAt).getTime() >= since.getTime() - 1000 : true))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`No email to ${to}${subject ? ` with subject ${subject}` : ""} in ${OUTBOX_DIR}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A link in an email's text, re-pointed at the server under test (same host as baseURL). */
function linkIn(email: OutboxEmail, pathname: string) {
  const match = new RegExp(`https?://[^\\s\\]\\)>"']+${pathname.replace(/[/]/g, "\\/")}\\?[^\\s\\]\\)>"']+`).exec(email.text);
  if (!match) throw new Error(`No ${pathname} link in email "${email.subject}":\n${email.text}`);
  const url = new URL(match[0]);
  return `${BASE_URL}${url.pathname}${url.search}`;
}

export const verificationLink = (email: OutboxEmail) => linkIn(email, "/verify-email");
export const resetLink = (email: OutboxEmail) => linkIn(email, "/reset-password");

/** The 6-digit code: alone on its own line in the verification email's text. */
export function verificationCode(email: OutboxEmail) {
  const match = /^\s*(\d{6})\s*$/m.exec(email.text);
  if (!match) throw new Error(`No 6-digit code in email "${email.subject}":\n${email.text}`);
  return match[1]!;
}

export const VERIFY_SUBJECT = /verify your email/i;
export const RESET_SUBJECT = /reset your .*password/i;

export type Account = { name: string; email: string; password: string };

export function newAccount(prefix = "e2e"): Account {
  const random = Math.random().toString(36).slice(2, 6);
  return { name: `Dr E2E ${random.toUpperCase()} Tester`, email: uniqueEmail(prefix), password: PASSWORD };
}

/** Fills and sends the sign-up form; does not check where it lands. */
export async function submitSignUp(page: Page, account: Account, confirmPassword = account.password) {
  await open(page, "/auth?tab=signup");
  await page.getByLabel("Full Name*").fill(account.name);
  await page.getByLabel("Email*").fill(account.email);
  await page.getByLabel("Password*", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm Password*").fill(confirmPassword);
  await page.getByRole("button", { name: "Create Account" }).click();
}

/** Signs up and waits for the verify-email screen. */
export async function signUp(page: Page, account: Account = newAccount()) {
  await submitSignUp(page, account);
  await expect(page).toHaveURL(/\/verify-email\?/);
  await expect(page.getByRole("heading", { name: "Verify your email" })).toBeVisible();
  return account;
}

/** Signs up and opens the link in the verification email: a verified account, signed out. */
export async function signUpVerified(page: Page, account: Account = newAccount()) {
  await signUp(page, account);
  const email = await readOutbox(account.email, { subject: VERIFY_SUBJECT });
  await open(page, verificationLink(email));
  await expect(page).toHaveURL(/\/auth\?/);
  return account;
}

/** Fills the sign-in form on the current /auth page and presses Sign In. */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** Opens /auth, signs in and waits for the dashboard. */
export async function signIn(page: Page, email: string, password: string, url = "/auth") {
  await open(page, url);
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await hydrated(page);
}

/** Opens the account menu (a <details> dropdown) and logs out. */
export async function logOut(page: Page, name: string) {
  await page.getByLabel(`Account menu for ${name}`).click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await hydrated(page);
}

/** The plain path and query of the page's URL, e.g. "/auth?redirectTo=%2Fdashboard". */
export function pathAndQuery(page: Page) {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}
