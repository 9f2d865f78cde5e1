// A phone (390×844), light and dark: the site menu opens over the page and its links work, the cookie
// banner covers nothing, no screen scrolls sideways, and the analysis table keeps Review on screen.
import { BASE_URL } from "./env";
import { answerBox, answerByPost, questionByGet, startFreeTestByPost, WRONG_ANSWER } from "./flows";
import { expect, open, test, type Page } from "./utils";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Fails if the page is wider than the screen: the trainee would have to scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll, `${page.url()} is ${widths.scroll} px wide on a ${widths.inner} px screen`).toBeLessThanOrEqual(
    widths.inner,
  );
}

/** Fails unless the element's box lies inside the screen's width. */
async function expectInsideScreen(page: Page, box: { x: number; width: number } | null) {
  const width = await page.evaluate(() => window.innerWidth);
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/** Opens the site menu and checks its panel stands on its own background, below the header and taller than it. */
async function openSiteMenu(page: Page) {
  await page.getByLabel("Open menu").click();
  const panel = page.getByRole("navigation", { name: "Menu" });
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  expect(box!.height).toBeGreaterThan(150);
  await expectInsideScreen(page, box);
  const background = await panel.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
  return panel;
}

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ context }) => {
      await context.addCookies([{ name: "arrowed_theme", value: theme, url: BASE_URL }]);
    });

    test("the site menu opens as a panel over the page and its links work, on / and /about-frcr", async ({ page }) => {
      await open(page, "/");
      await expectNoSidewaysScroll(page);
      let panel = await openSiteMenu(page);
      await panel.getByRole("link", { name: "About FRCR Part 1" }).click();
      await expect(page).toHaveURL(/\/about-frcr/);

      await expectNoSidewaysScroll(page);
      panel = await openSiteMenu(page);
      await panel.getByRole("link", { name: "Home" }).click();
      await expect(page).toHaveURL(`${BASE_URL}/`);
    });

    test("the question, analysis, history, notes and profile fit the screen; the cookie banner covers no answer box", async ({
      page,
      fullAccess,
    }) => {
      test.slow();
      expect(fullAccess.plan).toBe("premium");
      const attemptId = await startFreeTestByPost(page, 10);

      await open(page, `/question?attempt=${attemptId}&q=1`);
      await expect(page.getByRole("region", { name: "Cookies" })).toBeVisible();
      await expectNoSidewaysScroll(page);
      const box = answerBox(page);
      await box.scrollIntoViewIfNeeded();
      // Whatever lies at the middle of the answer box is the box itself, not the banner.
      const onTop = await box.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        return document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2) === element;
      });
      expect(onTop).toBe(true);

      // A long answer, as trainees write them: the analysis must show it whole on a phone.
      const longAnswer = "posterior interosseous branch of the radial nerve, deep to supinator";
      for (const n of [1, 2]) {
        const { id } = await questionByGet(page, attemptId, n);
        await answerByPost(page, attemptId, n, id, n === 1 ? longAnswer : WRONG_ANSWER);
      }
      const finished = await page.request.post(`/question?attempt=${attemptId}&q=1`, {
        form: { intent: "finish" },
        maxRedirects: 0,
      });
      expect(finished.status()).toBe(302);

      await open(page, `/analysis?attempt=${attemptId}`);
      await expectNoSidewaysScroll(page);
      const reviews = page.getByRole("region", { name: "Question Summary" }).getByRole("link", { name: "Review" });
      await expect(reviews).toHaveCount(10);
      for (const review of await reviews.all()) await expectInsideScreen(page, await review.boundingBox());
      // A correct-answer column, and every answer whole: wrapped, never cut or hidden past the edge.
      const summary = page.getByRole("region", { name: "Question Summary" });
      await expectInsideScreen(page, await summary.getByRole("columnheader", { name: "Correct answer" }).boundingBox());
      const cell = summary.getByRole("cell", { name: longAnswer, exact: true });
      await expect(cell).toBeVisible();
      await expectInsideScreen(page, await cell.boundingBox());
      const cut = await cell.evaluate((element) => element.scrollWidth > element.clientWidth);
      expect(cut).toBe(false);
      const correct = await summary.getByRole("row").nth(1).getByRole("cell").nth(2).innerText();
      expect(correct.trim().length).toBeGreaterThan(1);

      for (const path of ["/attempts", "/notes", "/profile"]) {
        await open(page, path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoSidewaysScroll(page);
      }
      await open(page, "/attempts");
      const firstTest = await page
        .getByRole("link", { name: /^Details of the test on / })
        .first()
        .boundingBox();
      await expectInsideScreen(page, firstTest);
      // The four figures take a compact block, and the first test shows on the first screen, unscrolled.
      const figures = await page.getByRole("definition").first().locator("xpath=ancestor::dl").boundingBox();
      expect(figures!.height).toBeLessThan(844 / 4);
      expect(firstTest!.y + firstTest!.height).toBeLessThanOrEqual(844);
    });
  });
}
