// Helpers shared by the end-to-end specs.
import { createServer } from "node:net";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import axeCore, { type AxeResults } from "axe-core";
import { test as base, expect, type BrowserContext, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import { demoAccounts, DEMO_PASSWORD } from "../../db/seed/demo-accounts";
import { BASE_URL, OUTBOX_DIR } from "./env";

// ── Client addresses ─────────────────────────────────────────────────────────────────────────────
// Every request comes from 127.0.0.1, and the app throttles sign-in and sign-up per client address.
// The e2e server runs with TRUST_PROXY=true, so each test sends its own Fly-Client-IP header instead:
// an address in 198.18.0.0/15 (the benchmarking range; a header value only, no traffic goes there).

/** 198.18.x.y for test number `n` (1-based, counted per worker) of worker `workerIndex`. */
export function testClientAddress(workerIndex: number, n: number) {
  const slot = ((workerIndex % 128) << 9) | (n % 512); // 16 bits: 128 workers × 512 tests each
  return `198.18.${slot >> 8}.${slot & 255}`;
}

/** 198.19.0.x: the address of a worker's own sign-ins (see `demoSession`), never one a test uses. */
export function workerClientAddress(workerIndex: number) {
  return `198.19.${(workerIndex >> 8) % 256}.${workerIndex % 256}`;
}

let testsInThisWorker = 0;

// ── Demo accounts ────────────────────────────────────────────────────────────────────────────────

export type DemoEmail = (typeof demoAccounts)[number]["email"];
export type DemoAccount = (typeof demoAccounts)[number];

export const freeDemo = demoAccounts.find((account) => account.email === "free@arrowed.example")!;

/**
 * The Full Access accounts. Starting a test ends the same user's unfinished test of that type, so two
 * tests running at once must never share one: each of the (at most two) workers running at the same
 * time gets its own, fullaccess@ for the first and admin@ (also Full Access; the role changes nothing
 * a trainee sees) for the second.
 */
export const FULL_ACCESS_ACCOUNTS = [
  demoAccounts.find((account) => account.email === "fullaccess@arrowed.example")!,
  demoAccounts.find((account) => account.email === "admin@arrowed.example")!,
] as const;

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** Signs a demo account in through the sign-in form's POST (no page), returning the session cookies. */
async function signInByRequest(
  playwright: PlaywrightWorkerArgs["playwright"],
  email: string,
  clientIp: string,
): Promise<StorageState> {
  const request = await playwright.request.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { "Fly-Client-IP": clientIp },
  });
  try {
    const response = await request.post("/auth", {
      form: { intent: "signin", email, password: DEMO_PASSWORD, redirectTo: "/dashboard" },
      maxRedirects: 0,
    });
    if (response.status() !== 302)
      throw new Error(`Signing in ${email} answered ${response.status()}: ${(await response.text()).slice(0, 300)}`);
    const state = await request.storageState();
    // Only the session: a flashed sign-in toast would show up on the test's first page.
    return { ...state, cookies: state.cookies.filter((cookie) => cookie.name !== "arrowed_toast") };
  } finally {
    await request.dispose();
  }
}

type TestFixtures = {
  /** This test's client address, sent as Fly-Client-IP on every request of its browser context and `request`. */
  clientIp: string;
  /** The page's context signed in as this worker's Full Access account (see FULL_ACCESS_ACCOUNTS). */
  fullAccess: DemoAccount;
  /** Signs the page's context in as a demo account without the sign-in form. */
  useDemoAccount: (email: DemoEmail) => Promise<DemoAccount>;
};

type WorkerFixtures = {
  /** Session cookies per demo account, signed in once per worker on first use. */
  demoSession: (email: DemoEmail) => Promise<StorageState>;
};

/**
 * Playwright's `test` with a client address of its own per test. Every spec imports `test` and
 * `expect` from here.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  clientIp: async ({}, use, testInfo) => {
    testsInThisWorker += 1;
    await use(testClientAddress(testInfo.workerIndex, testsInThisWorker));
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders, clientIp }, use) => {
    await use({ ...extraHTTPHeaders, "Fly-Client-IP": clientIp });
  },
  demoSession: [
    async ({ playwright }, use, workerInfo) => {
      const sessions = new Map<string, Promise<StorageState>>();
      await use((email) => {
        let session = sessions.get(email);
        if (!session) {
          session = signInByRequest(playwright, email, workerClientAddress(workerInfo.workerIndex));
          sessions.set(email, session);
        }
        return session;
      });
    },
    { scope: "worker" },
  ],
  useDemoAccount: async ({ context, demoSession }, use) => {
    await use(async (email) => {
      const state = await demoSession(email);
      await context.addCookies(state.cookies);
      return demoAccounts.find((account) => account.email === email)!;
    });
  },
  fullAccess: async ({ useDemoAccount }, use, testInfo) => {
    const account = FULL_ACCESS_ACCOUNTS[testInfo.parallelIndex % FULL_ACCESS_ACCOUNTS.length]!;
    await use(await useDemoAccount(account.email));
  },
});

export { expect };
export type { Page } from "@playwright/test";

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
 * Waits until the page has hydrated (JavaScript on), so a click is handled by the app and not lost in
 * the hand-over from the server's HTML (app/entry.client.tsx says when). With JavaScript off there is
 * nothing to wait for.
 */
export async function hydrated(page: Page) {
  if (!jsEnabled()) return;
  await page.waitForFunction(() => (window as { arrowedHydrated?: boolean }).arrowedHydrated === true);
  // Hydration keeps the server's stylesheet: a page that lost it would still pass most checks, unstyled.
  expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);
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
      .filter((m) =>
        subject === undefined
          ? true
          : typeof subject === "string"
            ? m.subject.includes(subject)
            : subject.test(m.subject),
      )
      .filter((m) => (since ? new Date(m.createdAt).getTime() >= since.getTime() - 1000 : true))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    if (match) return match;
    if (Date.now() > deadline)
      throw new Error(`No email to ${to}${subject ? ` with subject ${subject}` : ""} in ${OUTBOX_DIR}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A link in an email's text, re-pointed at the server under test (same host as baseURL). */
function linkIn(email: OutboxEmail, pathname: string) {
  const match = new RegExp(`https?://[^\\s\\]\\)>"']+${pathname.replace(/[/]/g, "\\/")}\\?[^\\s\\]\\)>"']+`).exec(
    email.text,
  );
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
  // Letters only: a name holds no digits (product-rules#names).
  const random = Array.from({ length: 4 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join("");
  return { name: `Dr Etoe ${random} Tester`, email: uniqueEmail(prefix), password: PASSWORD };
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

/**
 * A verified account, signed out: the sign-up form's POST and the emailed link, sent by the page's
 * request context with no page drawn (signup.spec.ts drives the form and the link in the browser).
 */
export async function signUpVerified(page: Page, account: Account = newAccount()) {
  const signedUp = await page.request.post("/auth", {
    form: {
      intent: "signup",
      name: account.name,
      email: account.email,
      password: account.password,
      confirmPassword: account.password,
    },
    maxRedirects: 0,
  });
  expect(signedUp.status(), `signing up ${account.email}`).toBe(302);
  expect(signedUp.headers()["location"]).toMatch(/^\/verify-email\?/);
  const email = await readOutbox(account.email, { subject: VERIFY_SUBJECT });
  const verified = await page.request.get(verificationLink(email), { maxRedirects: 0 });
  expect(verified.status(), `verifying ${account.email}`).toBe(302);
  expect(verified.headers()["location"]).toBe("/dashboard");
  // Verifying in the browser that signed up signs it in (product-rules#verification); the callers start signed out.
  await page.context().clearCookies({ name: "arrowed_session" });
  await page.context().clearCookies({ name: "arrowed_toast" });
  return account;
}

/** Fills the sign-in form on the current /auth page and presses Sign In. */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** Signs the page's context in by the sign-in form's POST, without opening a page. */
export async function signInByPost(page: Page, { email, password }: Pick<Account, "email" | "password">) {
  const response = await page.request.post("/auth", {
    form: { intent: "signin", email, password, redirectTo: "/dashboard" },
    maxRedirects: 0,
  });
  if (response.status() !== 302)
    throw new Error(`Signing in ${email} answered ${response.status()}: ${(await response.text()).slice(0, 300)}`);
  // Only the session: the flashed sign-in toast would otherwise show on the test's first page.
  await page.context().clearCookies({ name: "arrowed_toast" });
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

/** The pages anyone may open, scanned signed out: public-a11y.spec.ts in the light theme, member-a11y.spec.ts in the dark. */
export const PUBLIC_PAGES = [
  "/",
  "/faq",
  "/about-frcr",
  "/about-frcr?tab=marking",
  "/privacy-policy",
  "/terms",
  "/cookie-policy",
  "/auth",
  "/auth?tab=signup",
  "/contact",
  "/no-such-page-a11y-e2e",
] as const;

/** axe-core's own script, put into a page before its first scan. */
const AXE_SCRIPT = `${axeCore.source}
;axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } });`;

/**
 * axe-core's WCAG scan of the page as it is now, run in the page itself with `axe.run` (our pages have
 * no frames to combine). axe-core is put into a document once: @axe-core/playwright, used before,
 * compiled its 560 KB twice a scan, which cost about as much as the rules (docs/decisions/090).
 */
export async function axe(page: Page, tags: string[]): Promise<Pick<AxeResults, "violations">> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === "object");
  if (!loaded) await page.evaluate(AXE_SCRIPT);
  // Only the violations come back: the passes list every node each rule checked (every piece of text,
  // for the contrast rule), and serialising them out of the page cost more than reading them here.
  return page.evaluate(
    (runOnly) =>
      (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }).axe
        .run({ exclude: [], include: [] }, { runOnly, resultTypes: ["violations"] })
        .then(({ violations }) => ({ violations })),
    { type: "tag" as const, values: tags },
  );
}

/** "where — impact rule: help" and the nodes, for each serious or critical finding of `axe` on the page as it is now. */
export async function seriousFindings(page: Page, tags: string[], where: string): Promise<string[]> {
  const results = await axe(page, tags);
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${where} — ${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")} — ${n.html.slice(0, 160)}`).join("\n")}`,
    );
}

/** The plain path and query of the page's URL, e.g. "/auth?redirectTo=%2Fdashboard". */
export function pathAndQuery(page: Page) {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** A port nothing listens on, for a spec that starts a server of its own. */
export async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
