// Signed-in pages, the question screen's dialogs and the authoring console: no serious or critical
// axe-core (WCAG 2 A/AA) violation, in the light and the dark theme, on a phone and a desktop; the public
// pages too in the dark theme. Each page is loaded once per theme and scanned at both sizes; every
// finding is reported at once.
import { answer, answerByPost, markResult, questionByGet, startFreeTestByPost, WRONG_ANSWER } from "./flows";
import { expect, hydrated, open, PUBLIC_PAGES, seriousFindings, test, type Page } from "./utils";

const VIEWPORTS = [
  { name: "phone", width: 375, height: 812 },
  { name: "desktop", width: 1280, height: 900 },
] as const;
const THEMES = ["light", "dark"] as const;

/** What the page shows now (a dialog opened on it included), at each size: "where: findings". */
async function scan(page: Page, where: string): Promise<string[]> {
  await expect(page.locator("main").first()).toBeVisible();
  const findings: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    findings.push(
      ...(await seriousFindings(page, ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"], `${where} (${viewport.name})`)),
    );
  }
  return findings;
}

/** Picks the theme as the toggle's form does, then checks the page shows it. */
async function setTheme(page: Page, theme: "light" | "dark") {
  const response = await page.request.post("/theme", { form: { theme }, maxRedirects: 0 });
  expect(response.status(), "the theme form").toBeLessThan(400);
  await open(page, "/dashboard");
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
}

const TRAINEE_PAGES = [
  "/dashboard",
  "/dashboard/practice",
  "/dashboard/mock",
  "/dashboard/configure?pool=free",
  "/dashboard/configure?pool=due",
  "/attempts",
  "/notes",
  "/profile",
  "/contact",
] as const;

const ADMIN_PAGES = [
  "/admin/questions",
  "/admin/questions/NEU-001",
  "/admin/mocks",
  "/admin/bank",
  "/admin/disputes",
  "/admin/audit",
  "/admin/grants",
  "/admin/sittings",
] as const;

/** A test's questions before and after an answer, keyboard help, the finish summary, the analysis and its review. */
async function scanQuestionScreens(page: Page, theme: string) {
  const findings: string[] = [];
  const attemptId = await startFreeTestByPost(page, 10);
  const first = await questionByGet(page, attemptId, 1);
  await answerByPost(page, attemptId, 1, first.id, WRONG_ANSWER);
  await open(page, `/question?attempt=${attemptId}&q=2`);
  await hydrated(page);
  findings.push(...(await scan(page, `${theme}: question, unanswered`)));
  await answer(page, WRONG_ANSWER);
  await expect(markResult(page)).toBeVisible();
  findings.push(...(await scan(page, `${theme}: question, answered`)));
  await page.keyboard.press("?");
  await expect(page.getByRole("dialog")).toBeVisible();
  findings.push(...(await scan(page, `${theme}: question, keyboard help`)));
  await page.keyboard.press("Escape");
  await open(page, `/question?attempt=${attemptId}&q=2&review=1`);
  await expect(page.getByRole("dialog", { name: "Finish Test" })).toBeVisible();
  findings.push(...(await scan(page, `${theme}: question, finish summary`)));

  await page.request.post(`/question?attempt=${attemptId}&q=2`, { form: { intent: "finish" }, maxRedirects: 0 });
  await open(page, `/analysis?attempt=${attemptId}`);
  findings.push(...(await scan(page, `${theme}: analysis`)));
  await open(page, `/analysis?attempt=${attemptId}&review=1`);
  findings.push(...(await scan(page, `${theme}: analysis, review dialog`)));
  return findings;
}

// Dialogs open by script, so this walk needs JavaScript; the pages' server HTML is the same either way.
test.describe("both themes, on a phone and a desktop", { tag: "@js" }, () => {
  test("trainee pages and the question screen's dialogs have no serious accessibility violation", async ({
    page,
    fullAccess,
  }) => {
    test.setTimeout(300_000);
    void fullAccess;
    const findings: string[] = [];
    for (const theme of THEMES) {
      await setTheme(page, theme);
      for (const url of TRAINEE_PAGES) {
        await open(page, url);
        findings.push(...(await scan(page, `${theme}: ${url}`)));
      }
      findings.push(...(await scanQuestionScreens(page, theme)));
    }
    expect(findings, findings.join("\n")).toEqual([]);
  });

  test("the public pages, signed out, have no serious accessibility violation in the dark theme", async ({ page }) => {
    test.setTimeout(300_000);
    // public-a11y.spec.ts scans them in the light theme, with JavaScript on and off.
    const response = await page.request.post("/theme", { form: { theme: "dark" }, maxRedirects: 0 });
    expect(response.status(), "the theme form").toBeLessThan(400);
    const findings: string[] = [];
    for (const url of PUBLIC_PAGES) {
      await open(page, url);
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      findings.push(...(await scan(page, `dark: ${url}`)));
    }
    expect(findings, findings.join("\n")).toEqual([]);
  });

  test("the authoring console has no serious accessibility violation", async ({ page, useDemoAccount }) => {
    test.setTimeout(300_000);
    await useDemoAccount("admin@arrowed.example");
    const findings: string[] = [];
    for (const theme of THEMES) {
      await setTheme(page, theme);
      for (const url of ADMIN_PAGES) {
        await open(page, url);
        findings.push(...(await scan(page, `${theme}: ${url}`)));
      }
      // A mock's composer, with its blueprint panel.
      await open(page, "/admin/mocks");
      await page.getByRole("link", { name: "Mock Paper 1", exact: true }).click();
      await expect(page.getByRole("heading", { name: "Exam blueprint" })).toBeVisible();
      findings.push(...(await scan(page, `${theme}: /admin/mocks/<Mock Paper 1>`)));
    }
    expect(findings, findings.join("\n")).toEqual([]);
  });
});
