import { BASE_URL } from "./env";
import { expect, hydrated, open, pathAndQuery, test } from "./utils";

test("home page invites a visitor to start free", async ({ page }) => {
  const response = await open(page, "/");
  expect(response?.status()).toBe(200);
  // The page has the call to action twice (hero and closing section): the first is the hero's.
  await expect(page.getByRole("link", { name: "Start Free 30 Questions" }).first()).toBeVisible();
  await expect(page.getByText("No card required").first()).toBeVisible();
  // product-rules#public-pages: no testimonials nobody wrote, and support as the contact page promises it.
  await expect(page.getByRole("heading", { name: "What trainees say" })).toHaveCount(0);
  await expect(page.getByText("24/7")).toHaveCount(0);
  await expect(page.getByText("1 working day", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Start Free 30 Questions" }).first().click();
  await expect(page).toHaveURL(`${BASE_URL}/auth?tab=signup`);
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
});

test("/healthz answers ok", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

test("the dashboard sends a signed-out visitor to sign in, remembering where they were going", async ({ page }) => {
  await page.goto("/dashboard");
  expect(pathAndQuery(page)).toBe("/auth?redirectTo=%2Fdashboard");
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
});

test("an unknown page shows the 404 screen with a way home", async ({ page }) => {
  const response = await open(page, "/no-such-page-e2e");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(page.getByRole("link", { name: "Start Free 30 Questions" }).first()).toBeVisible();
});

test("pages carry the security headers", async ({ page }) => {
  const response = await page.goto("/");
  expect(response).not.toBeNull();
  const headers = response!.headers();

  const csp = headers["content-security-policy"];
  expect(csp, "Content-Security-Policy header").toBeTruthy();
  const directives = new Map(
    csp!
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values] as const),
  );
  expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
  const scriptSrc = directives.get("script-src") ?? directives.get("default-src");
  expect(scriptSrc, "script-src (or default-src)").toBeTruthy();
  expect(scriptSrc).not.toContain("'unsafe-inline'");

  expect(headers["referrer-policy"]).toBeTruthy();
  expect(headers["x-content-type-options"]).toBe("nosniff");
});

test("the theme toggle switches the theme and the choice survives a reload", async ({ page }) => {
  await open(page, "/");
  const html = page.locator("html");
  const toggle = page.getByRole("button", { name: /^Switch to (light|dark) theme$/ });

  for (let round = 0; round < 2; round++) {
    const before = await html.getAttribute("data-theme");
    const label = (await toggle.getAttribute("aria-label")) ?? "";
    const target = /light/.test(label) ? "light" : "dark";
    expect(before).not.toBe(target);

    // Wait for the choice to be saved (JavaScript on: a background post; off: a form post and redirect).
    await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname.startsWith("/theme") && r.request().method() === "POST"),
      toggle.click(),
    ]);
    await expect(html).toHaveAttribute("data-theme", target);
    // The toggle now offers the other theme.
    await expect(
      page.getByRole("button", { name: `Switch to ${target === "light" ? "dark" : "light"} theme` }),
    ).toBeVisible();

    await page.reload();
    await hydrated(page);
    await expect(html).toHaveAttribute("data-theme", target);
    await expect(
      page.getByRole("button", { name: `Switch to ${target === "light" ? "dark" : "light"} theme` }),
    ).toBeVisible();
  }
});

for (const system of ["light", "dark"] as const) {
  test.describe(`on a first visit with the system in ${system} mode`, () => {
    test.use({ colorScheme: system });

    test("the page follows the system and the toggle's first click visibly changes the theme", async ({ page }) => {
      const other = system === "light" ? "dark" : "light";
      await open(page, "/");
      const html = page.locator("html");
      await expect(html).toHaveCSS("color-scheme", system);
      // The button offers the theme the page is not showing...
      const toggle = page.getByRole("button", { name: `Switch to ${other} theme` });
      await expect(toggle).toBeVisible();
      // ...and pressing it changes what the user sees.
      await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname.startsWith("/theme") && r.request().method() === "POST"),
        toggle.click(),
      ]);
      await expect(html).toHaveAttribute("data-theme", other);
      await expect(html).toHaveCSS("color-scheme", other);
    });
  });
}

test.describe("the top bar's Home link", () => {
  test("the About FRCR Part 1 page links Home and About FRCR Part 1; the landing page has no Home link", async ({
    page,
  }) => {
    await open(page, "/about-frcr");
    const bar = page.getByRole("navigation", { name: "Main" });
    await expect(bar.getByRole("link", { name: "Home", exact: true })).toBeVisible();
    await expect(bar.getByRole("link", { name: "About FRCR Part 1", exact: true })).toBeVisible();

    await bar.getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(`${BASE_URL}/`);
    await hydrated(page);
    await expect(bar.getByRole("link", { name: "About FRCR Part 1", exact: true })).toBeVisible();
    await expect(bar.getByRole("link", { name: "Home", exact: true })).toHaveCount(0);
  });

  test.describe("on a small screen", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the About page's slide-out menu has Home and closes when a link is chosen", async ({ page }) => {
      await open(page, "/about-frcr?tab=marking");
      const menu = page.getByRole("navigation", { name: "Menu" });
      await expect(menu).toBeHidden();
      await page.getByLabel("Open menu").click();
      await expect(menu.getByRole("link", { name: "Home", exact: true })).toBeVisible();

      await menu.getByRole("link", { name: "About FRCR Part 1", exact: true }).click();
      await expect(page).toHaveURL(`${BASE_URL}/about-frcr`);
      await expect(menu).toBeHidden();

      await page.getByLabel("Open menu").click();
      await menu.getByRole("link", { name: "Home", exact: true }).click();
      await expect(page).toHaveURL(`${BASE_URL}/`);
      await hydrated(page);
      await expect(menu).toBeHidden();
      await page.getByLabel("Open menu").click();
      await expect(menu.getByRole("link", { name: "About FRCR Part 1", exact: true })).toBeVisible();
      await expect(menu.getByRole("link", { name: "Home", exact: true })).toHaveCount(0);
    });
  });
});
