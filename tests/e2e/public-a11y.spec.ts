// The public pages: no serious or critical axe-core (WCAG 2 A/AA) violation on a phone or a desktop,
// with JavaScript on and off (both from the JavaScript project: the scan runs as a script), and the
// interactive bits that work without JavaScript (FAQ accordion, About tabs, the landing page's Full
// Access duration choice) in both projects.
import type { Browser } from "@playwright/test";
import { examSittings } from "../../db/seed/exam-sittings";
import { BASE_URL } from "./env";
import { axe, expect, hydrated, open, PUBLIC_PAGES, seriousFindings, test, type Page } from "./utils";

const TAGS = ["wcag2a", "wcag2aa"];

/**
 * The landing page's Warm Reminder shows only while a sitting lies ahead, and every seeded sitting
 * has passed: add one next year, as an admin would, so the scans see the page as trainees do.
 * A sitting already there that month does as well (the form then answers 409).
 */
test.beforeAll(async ({ demoSession, playwright }) => {
  const year = new Date().getFullYear() + 1;
  const { cookies } = await demoSession("admin@arrowed.example");
  const request = await playwright.request.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { Cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ") },
  });
  try {
    const response = await request.post("/admin/sittings", {
      maxRedirects: 0,
      form: {
        label: `Mar ${year}`,
        physicsDate: `${year}-03-11`,
        anatomyDate: `${year}-03-12`,
        startTime: "09:00",
        bookingOpensMembers: `${year - 1}-10-05`,
        membersLabel: "members and resident doctors",
        bookingOpensNonMembers: `${year - 1}-10-12`,
        closingDate: `${year}-01-08`,
        resultsDate: `${year}-04-01`,
        ukMemberFeeMin: "399",
        ukMemberFeeMax: "465",
        ukNonMemberFee: "619",
        ukVenues: "Leeds\nLondon",
        overseasFees: "Egypt: 533 / 709",
      },
    });
    expect([302, 409], `adding a sitting answered ${response.status()}`).toContain(response.status());
  } finally {
    await request.dispose();
  }
});

const VIEWPORTS = [
  { name: "phone", width: 375, height: 812 },
  { name: "desktop", width: 1280, height: 900 },
] as const;

/** The server's HTML without a single script: what a browser with JavaScript off runs, i.e. nothing. */
function withoutScripts(html: string) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "");
}

/**
 * Opens `url` as a visitor without JavaScript sees it, with its real CSS, images and headers, in a
 * context that still lets axe-core (which runs as a script) in: the document is the server's own
 * response with every script and module preload taken out, so nothing in the page ever runs.
 */
async function openWithoutJavaScript(
  browser: Browser,
  url: string,
  use: { viewport: { width: number; height: number }; clientIp: string },
) {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: use.viewport,
    javaScriptEnabled: true,
    extraHTTPHeaders: { "Fly-Client-IP": use.clientIp },
  });
  const page = await context.newPage();
  const address = new URL(url, BASE_URL).href;
  await page.route(
    (requested) => requested.href === address,
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, body: withoutScripts(await response.text()) });
    },
  );
  await page.goto(url);
  await expect(page.locator("script, link[rel=modulepreload]")).toHaveCount(0);
  return page;
}

/**
 * The document as axe-core reads it: every element and attribute, without the scripts, the module
 * preloads and the server's other hints (the JavaScript-off document has no scripts, hydration drops the
 * hints, app/entry.client.tsx), the comments and the nonces (new on every response).
 */
function documentOf(page: Page) {
  return page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    copy
      .querySelectorAll("script, link[rel=modulepreload], link[rel=preload], link[rel=prefetch], link[rel=preconnect]")
      .forEach((element) => element.remove());
    copy.querySelectorAll("[nonce]").forEach((element) => element.removeAttribute("nonce"));
    const comments = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
    const found: Node[] = [];
    while (comments.nextNode()) found.push(comments.currentNode);
    found.forEach((comment) => comment.parentNode?.removeChild(comment));
    return copy.outerHTML;
  });
}

// Each page is scanned as hydrated with JavaScript on, and as the server's document without scripts
// (what a browser with JavaScript off shows). The two are compared first: where they are the same
// elements and attributes under the same stylesheet, one scan answers for both, and the JavaScript-off
// document is scanned only where it differs (the landing page's feature list, say, which JavaScript
// turns into a carousel).
for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height} (${viewport.name})`, () => {
    const size = { width: viewport.width, height: viewport.height };
    test.use({ viewport: size });

    for (const url of PUBLIC_PAGES) {
      test(
        `${url} has no serious or critical accessibility violation, with JavaScript on and off`,
        { tag: "@js" },
        async ({ page, browser, clientIp }) => {
          await open(page, url);
          await expect(page.locator("main").first()).toBeVisible();
          const findings = await seriousFindings(page, TAGS, "JavaScript on");
          const withoutJs = await openWithoutJavaScript(browser, url, { viewport: size, clientIp });
          try {
            await expect(withoutJs.locator("main").first()).toBeVisible();
            if ((await documentOf(withoutJs)) !== (await documentOf(page)))
              findings.push(...(await seriousFindings(withoutJs, TAGS, "JavaScript off")));
          } finally {
            await withoutJs.context().close();
          }
          expect(findings, `axe violations on ${url}:\n${findings.join("\n")}`).toEqual([]);
        },
      );
    }
  });
}

test("the comparison of the two documents sees an element JavaScript adds", { tag: "@js" }, async ({ page }) => {
  await open(page, "/faq");
  const before = await documentOf(page);
  expect(await documentOf(page), "the same document read twice").toBe(before);
  await page.evaluate(() => document.querySelector("main")!.append(document.createElement("button")));
  expect(await documentOf(page)).not.toBe(before);
});

test(
  "the scan finds what it looks for: an image without a text alternative and pale text on white",
  { tag: "@js" },
  async ({ page }) => {
    await open(page, "/faq");
    await page.evaluate(() => {
      const planted = document.createElement("div");
      planted.innerHTML = '<img src="/favicon.svg"><p style="color:#eee;background:#fff">Hard to read</p>';
      document.querySelector("main")!.append(planted);
    });
    const found = (await axe(page, ["wcag2a", "wcag2aa"])).violations.map((v) => v.id);
    expect(found).toEqual(expect.arrayContaining(["image-alt", "color-contrast"]));
  },
);

test.describe("the FAQ accordion", () => {
  test("opens one item at a time", async ({ page }) => {
    await open(page, "/faq");
    const items = page.locator("details[name=faq]");
    await expect(items).toHaveCount(10);
    const openItems = page.locator("details[name=faq][open]");
    await expect(openItems).toHaveCount(0);

    const first = items.nth(0);
    const second = items.nth(1);
    const firstAnswer = first.locator("p").first();
    await expect(firstAnswer).toBeHidden();

    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await expect(firstAnswer).toBeVisible();
    await expect(openItems).toHaveCount(1);

    await second.locator("summary").click();
    await expect(second).toHaveAttribute("open", "");
    await expect(first).not.toHaveAttribute("open", /.*/);
    await expect(firstAnswer).toBeHidden();
    await expect(openItems).toHaveCount(1);

    // Closing the open one leaves none open.
    await second.locator("summary").click();
    await expect(openItems).toHaveCount(0);
  });
});

test.describe("the About FRCR page's tabs", () => {
  const topTabs = (page: Page) => page.getByRole("navigation", { name: "About FRCR Part 1" });
  const sittingTabs = (page: Page) => page.getByRole("navigation", { name: "Exam sittings" });

  test("Overview and Marking switch the panel", async ({ page }) => {
    await open(page, "/about-frcr");
    await expect(topTabs(page).getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: "Examination Structure" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Standard Setting and Marking" })).toHaveCount(0);

    await topTabs(page).getByRole("link", { name: "Marking" }).click();
    await expect(page).toHaveURL(`${BASE_URL}/about-frcr?tab=marking`);
    await hydrated(page);
    await expect(topTabs(page).getByRole("link", { name: "Marking" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: "Standard Setting and Marking" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Terminology and Common Errors" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Examination Structure" })).toHaveCount(0);

    await topTabs(page).getByRole("link", { name: "Overview" }).click();
    await expect(page.getByRole("heading", { name: "Examination Structure" })).toBeVisible();
    await expect(topTabs(page).getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
  });

  test("the sitting tabs show each sitting's dates", async ({ page }) => {
    await open(page, "/about-frcr");
    const tabs = sittingTabs(page).getByRole("link");
    // The seeded sittings: sittings.spec.ts adds and deletes others far ahead while this test runs.
    const seeded = new Set(examSittings.map((sitting) => sitting.label));
    const labels = (await tabs.allTextContents()).map((text) => text.trim()).filter((label) => seeded.has(label));
    expect(labels.length).toBeGreaterThan(1);
    for (const label of labels.reverse()) {
      await sittingTabs(page).getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(/[?&]sitting=[^#&]+/);
      await expect(sittingTabs(page).getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(page.getByRole("heading", { name: `${label} sitting` })).toBeVisible();
      await expect(sittingTabs(page).getByRole("link", { name: label, exact: true })).toBeVisible();
    }
  });
});

test("the landing page's Full Access duration choice shows £45, £70 and £90", async ({ page }) => {
  await open(page, "/");
  const duration = page.getByRole("group", { name: "Duration" });
  await duration.scrollIntoViewIfNeeded();
  const card = page.locator("form").filter({ has: duration });
  const price = (amount: string, months: number) => card.getByText(`${amount} for ${months} months`);

  // 3 months is the default.
  await expect(duration.getByRole("radio", { name: "3 months" })).toBeChecked();
  await expect(price("£45", 3)).toBeVisible();
  await expect(price("£70", 6)).toBeHidden();
  await expect(price("£90", 9)).toBeHidden();

  for (const [months, amount] of [
    [6, "£70"],
    [9, "£90"],
    [3, "£45"],
  ] as const) {
    // The radio inputs are visually hidden: the label is what a user clicks.
    await duration
      .locator("label")
      .filter({ hasText: `${months} months` })
      .click();
    await expect(duration.getByRole("radio", { name: `${months} months` })).toBeChecked();
    await expect(price(amount, months)).toBeVisible();
    for (const [other, otherAmount] of [
      [3, "£45"],
      [6, "£70"],
      [9, "£90"],
    ] as const) {
      if (other !== months) await expect(price(otherAmount, other)).toBeHidden();
    }
  }

  // Start now carries the choice to the profile (signed out: via sign-in).
  await duration.locator("label").filter({ hasText: "6 months" }).click();
  await card.getByRole("button", { name: "Start now" }).click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  expect(decodeURIComponent(page.url())).toContain("months=6");
});
