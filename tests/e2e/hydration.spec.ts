// The browser's runtime (Preact, docs/decisions/096) takes over the server's document as it stands: one
// <html>, and the very elements the browser parsed in <head> (none dropped, none made again: a stylesheet
// made again is fetched and applied again), however React's server ordered them and whatever hints it
// added there (a preload for each image among them); and it keeps them as the trainee moves on.
import { expectPosition, startCategoryPractice } from "./flows";
import { expect, hydrated, test, type Page } from "./utils";

type Recorded = { arrowedHydrated?: boolean; parsedInHead?: Node[] };

/** Before the page's first byte: remember every element put into <head> until the page has hydrated. */
async function recordHeadAsParsed(page: Page) {
  await page.addInitScript(() => {
    const recorded = window as Recorded;
    recorded.parsedInHead = [];
    new MutationObserver((records) => {
      if (recorded.arrowedHydrated) return;
      for (const record of records)
        for (const node of record.addedNodes) if (node.parentNode === document.head) recorded.parsedInHead!.push(node);
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * What of <head> is not an element the browser parsed, each one described; the module preloads the
 * bundler's loader adds for lazily imported parts aside.
 */
function madeAgainInHead(page: Page) {
  return page.evaluate(() => {
    const parsed = new Set((window as Recorded).parsedInHead);
    return [...document.head.children]
      .filter((element) => !parsed.has(element) && !element.matches('link[rel="modulepreload"]'))
      .map((element) => element.outerHTML);
  });
}

async function expectOneStylesheet(page: Page) {
  await expect(page.locator('head > link[rel="stylesheet"]')).toHaveCount(1);
  expect(await page.evaluate(() => document.styleSheets.length)).toBe(1);
}

test(
  "a page hydrates onto the elements the browser parsed, and keeps its head and stylesheet as the trainee moves on",
  { tag: "@js" },
  async ({ page, fullAccess }) => {
    void fullAccess;
    const total = await startCategoryPractice(page, "Thorax");
    await recordHeadAsParsed(page);
    // The question screen as the server sends it, with the image React's server preloads in <head>.
    const served = await page.goto(page.url());
    expect(await served!.text()).toMatch(/<head>.*<link rel="preload" as="image".*<\/head>/s);
    await hydrated(page);

    expect(await page.evaluate(() => [...document.documentElement.children].map((child) => child.tagName))).toEqual([
      "HEAD",
      "BODY",
    ]);
    await expect(page.locator("main")).toHaveCount(1);
    await expectOneStylesheet(page);
    expect(await madeAgainInHead(page)).toEqual([]);

    await page.getByRole("button", { name: "Next" }).click();
    await expectPosition(page, 2, total);
    await expectOneStylesheet(page);
    expect(await madeAgainInHead(page)).toEqual([]);
  },
);
