// A hidden tab stops a mock's clock: the page's beacon pauses it on the server, and nothing in the
// same request starts it again.
import { startMock } from "./flows";
import { expect, hydrated, test } from "./utils";

test("a minute with the tab hidden during a mock is not counted", { tag: "@js" }, async ({ page, fullAccess }) => {
  expect(fullAccess.plan).toBe("premium"); // the fixture signed the page in
  // A 10-question paper: 9 minutes at 54 s a question.
  await startMock(page, "Mock Paper 1");
  await hydrated(page);
  const timeLeft = page.getByRole("timer", { name: "Time left" });
  await expect(timeLeft).toHaveText(/^(09:00|08:[0-5]\d) left$/);

  // The tab is hidden: the page tells the server, which stops the clock.
  const paused = page.waitForResponse(
    (response) => response.url().includes("/question/pause") && response.request().method() === "POST",
  );
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  expect((await paused).status()).toBe(200);

  // Two minutes later by the server's clock (tests/e2e/moved-clock.mjs), the trainee comes back.
  await page.setExtraHTTPHeaders({ "X-E2E-Clock-Days": String(2 / (24 * 60)) });
  await page.reload();
  await expect(timeLeft).toHaveText(/^(09:00|08:[0-5]\d) left$/);
  // Two of the mock's 15 minutes of pause are gone (product-rules#pause-budget), and the screen says so.
  await expect(page.getByText(/^You have 1[23] minutes of pause time left in this mock;/)).toBeVisible();
});
