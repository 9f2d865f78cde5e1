// Hospital Wi-Fi drops out, and trainees move on without pressing Submit. An answer sent while the
// connection is down waits on the device and is sent when it is back (product-rules#offline-practice); a
// note or dispute whose request fails while the browser is online stays on screen with a plain message,
// and goes through once the connection is back; an answer typed and left with Next is kept (JavaScript only: without it the
// browser itself shows its offline page and keeps the form on Back, and Submit is the way to answer).
import { answer, answerBox, fullMarkAnswer, markResult, questionOnScreen, startCategoryPractice } from "./flows";
import { expect, hydrated, test, type Page } from "./utils";

/** Every form post to the question screen fails as if the network were gone, until the returned function is called. */
async function dropPosts(page: Page) {
  const handler = (route: import("@playwright/test").Route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.fallback();
  await page.route(/\/question/, handler);
  return () => page.unroute(/\/question/, handler);
}

test(
  "an answer sent with the connection down is kept on the device, and marked once it has been sent",
  { tag: "@js" },
  async ({ page, context, fullAccess }) => {
    void fullAccess;
    await startCategoryPractice(page, "Thorax");
    const question = await questionOnScreen(page);
    const reconnect = await dropPosts(page);

    // product-rules#offline-practice: the request never arrived, so the answer waits on the device.
    await answerBox(page).fill(fullMarkAnswer(question));
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("You are offline: 1 answer waiting to be sent.")).toBeVisible();
    await expect(
      page.getByText("Answers given offline are saved on this device and will be marked when you are back online."),
    ).toBeVisible();
    await expect(answerBox(page)).toHaveValue(fullMarkAnswer(question));
    await expect(markResult(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);

    // Sent again, it replaces the one waiting rather than queueing a second.
    await page.getByRole("button", { name: "Update" }).click();
    await expect(page.getByText("You are offline: 1 answer waiting to be sent.")).toBeVisible();

    await reconnect();
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(markResult(page).first()).toContainText("2 marks");
    await expect(page.getByText(/waiting to be sent|given offline|An answer given offline/)).toHaveCount(0);
  },
);

test(
  "an answer that fails before the screen's offline part has arrived is kept on the device all the same",
  { tag: "@js" },
  async ({ page, context, fullAccess }) => {
    void fullAccess;
    // On a slow connection the part of the page that keeps answers offline comes after the page itself.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/offline-queue-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await startCategoryPractice(page, "Thorax");
    await hydrated(page);
    const question = await questionOnScreen(page);
    const reconnect = await dropPosts(page);

    await answerBox(page).fill(fullMarkAnswer(question));
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("alert")).toContainText("No connection: nothing was sent.");
    release();
    await expect(page.getByText("You are offline: 1 answer waiting to be sent.")).toBeVisible();
    await expect(answerBox(page)).toHaveValue(fullMarkAnswer(question));

    await reconnect();
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(markResult(page).first()).toContainText("2 marks");
  },
);

test(
  "a note saved with the connection down says it failed and keeps its text",
  { tag: "@js" },
  async ({ page, fullAccess }) => {
    void fullAccess;
    await startCategoryPractice(page, "Thorax");
    const question = await questionOnScreen(page);
    await answer(page, fullMarkAnswer(question));
    await expect(markResult(page).first()).toContainText("2 marks");

    const reconnect = await dropPosts(page);
    await page.getByLabel("Note title").fill("Offline note");
    await page.getByLabel("Note", { exact: true }).fill("Written on a ward with no signal");
    await page.getByRole("button", { name: "Save note" }).click();
    await expect(page.getByTestId("toast")).toContainText("Error saving note");
    await expect(page.getByLabel("Note", { exact: true })).toHaveValue("Written on a ward with no signal");
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);

    await reconnect();
    await page.getByRole("button", { name: "Save note" }).click();
    await expect(page.getByTestId("toast")).toContainText(/Note saved/);
  },
);

test(
  "a dispute sent with the connection down says it failed to send, not that a message is required",
  { tag: "@js" },
  async ({ page, fullAccess }) => {
    void fullAccess;
    await startCategoryPractice(page, "Thorax");
    const question = await questionOnScreen(page);
    await answer(page, fullMarkAnswer(question));
    await expect(markResult(page).first()).toContainText("2 marks");

    await page.getByRole("link", { name: "Dispute" }).click();
    const dialog = page.getByRole("dialog", { name: "Send a Dispute" });
    const message = "The key should also accept the segment's name.";
    const reconnect = await dropPosts(page);
    await dialog.getByLabel("Message").fill(message);
    await dialog.getByRole("button", { name: "Send" }).click();
    // product-rules#disputes: 'Failed to send dispute' / 'Please try again later'.
    const failure = dialog.getByRole("alert");
    await expect(failure).toContainText("Failed to send dispute");
    await expect(failure).toContainText("Please try again later");
    await expect(dialog.getByText("Message required")).toHaveCount(0);
    await expect(dialog.getByLabel("Message")).toHaveValue(message);

    await reconnect();
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText("Dispute sent successfully").first()).toBeVisible();
    await expect(page.getByText("Failed to send dispute")).toHaveCount(0);
  },
);

test(
  "an answer typed but not submitted is kept when Next is pressed, and Skip leaves it",
  { tag: "@js" },
  async ({ page, fullAccess }) => {
    void fullAccess;
    await startCategoryPractice(page, "Thorax", { showAnswers: false });
    const first = await questionOnScreen(page);
    await answerBox(page).fill(fullMarkAnswer(first));
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page).toHaveURL(/&q=2$/);
    await expect(page.getByRole("link", { name: /^Question 1, answered/ })).toBeVisible();

    const second = await questionOnScreen(page);
    await answerBox(page).fill(fullMarkAnswer(second));
    await page.getByRole("button", { name: "Skip", exact: true }).click();
    await expect(page).toHaveURL(/&q=3$/);
    await expect(page.getByRole("link", { name: "Question 2", exact: true })).toBeVisible();

    await page.getByRole("link", { name: /^Question 1, answered/ }).click();
    await expect(answerBox(page)).toHaveValue(fullMarkAnswer(first));
  },
);
