// Explain with AI against the OpenAI-compatible stand-in (tests/fixtures/ai-server.ts, started by
// playwright.config.ts): a Full Access user's answer, right or wrong, gets an explanation (streamed into a
// dialog with JavaScript, a page without) that can be added to their note; a free user's button is locked.
import {
  answer,
  answerBox,
  attemptIdOf,
  dashboardCard,
  finishFromOverview,
  fullMarkAnswer,
  markResult,
  practiceQuestionsIn,
  questionOnScreen,
  startCategoryPractice,
  WRONG_ANSWER,
} from "./flows";
import { expect, hydrated, jsEnabled, newAccount, open, signIn, signUpVerified, test } from "./utils";

test("a Full Access user's full-mark answer is explained by AI and added to the note", async ({ page, fullAccess }) => {
  void fullAccess;
  await startCategoryPractice(page, "Thorax");
  const question = await questionOnScreen(page);
  await answer(page, fullMarkAnswer(question));
  await expect(markResult(page).first()).toContainText("2 marks");
  const attempt = attemptIdOf(page);

  const explain = page.getByRole("link", { name: "✦ Explain with AI" });
  await expect(explain).toBeVisible();
  if (jsEnabled()) {
    // With JavaScript the explanation streams into a dialog over the question; Escape closes it.
    await explain.click();
    const dialog = page.getByRole("dialog", { name: "Explain with AI" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(explain).toBeFocused();

    const streamed = page.waitForResponse((response) => response.url().includes("/question/explain/stream"));
    await explain.click();
    expect((await streamed).headers()["content-type"]).toContain("text/event-stream");
    await expect(page).toHaveURL(new RegExp(`/question\\?attempt=${attempt}&q=1$`));
    await expect(dialog.getByRole("heading", { name: "Where it is" })).toBeVisible();
    await expect(dialog.getByText("The structure lies exactly where the arrow points")).toBeVisible();
    await dialog.getByRole("button", { name: "Add to note" }).click();
    await expect(dialog).toBeHidden();
  } else {
    await explain.click();
    await expect(page).toHaveURL(new RegExp(`/question/explain\\?attempt=${attempt}&q=1$`));
    await expect(page.getByRole("heading", { name: "Explain with AI", level: 1 })).toBeVisible();
    // The stand-in's Markdown, rendered.
    await expect(page.getByRole("heading", { name: "Where it is" })).toBeVisible();
    await expect(page.getByText("The structure lies exactly where the arrow points")).toBeVisible();
    await page.getByRole("button", { name: "Add to note" }).click();
  }
  await expect(page).toHaveURL(new RegExp(`/question\\?attempt=${attempt}&q=1$`));
  await hydrated(page);
  await expect(page.getByTestId("toast")).toContainText("AI explanation added to note");
  const note = page.getByLabel("Note", { exact: true });
  await expect(note).toHaveValue(/## AI Explanation/);
  await expect(note).toHaveValue(/### Where it is/);
  await expect(page.getByLabel("Note title")).not.toHaveValue("");
});

test("a Full Access user's wrong answer is explained by AI, with a part on the answer they gave", async ({
  page,
  fullAccess,
}) => {
  void fullAccess;
  await startCategoryPractice(page, "Thorax");
  await answer(page, WRONG_ANSWER);
  await expect(markResult(page).first()).toContainText("0 marks");
  const attempt = attemptIdOf(page);

  const explain = page.getByRole("link", { name: "✦ Explain with AI" });
  await expect(explain).toBeVisible();
  await explain.click();
  const shown = jsEnabled() ? page.getByRole("dialog", { name: "Explain with AI" }) : page.locator("main");
  if (!jsEnabled()) await expect(page).toHaveURL(new RegExp(`/question/explain\\?attempt=${attempt}&q=1$`));
  await expect(shown.getByRole("heading", { name: "Where it is" })).toBeVisible();
  await expect(shown.getByText("The structure lies exactly where the arrow points")).toBeVisible();
  await expect(shown.getByRole("heading", { name: "Your answer" })).toBeVisible();
  await expect(shown.getByText("Your answer names a different structure from the key")).toBeVisible();
  await expect(shown.getByRole("button", { name: "Add to note" })).toBeVisible();
});

test("a free user's Explain with AI shows the lock and is disabled", async ({ page }) => {
  test.setTimeout(90_000);
  const account = await signUpVerified(page, newAccount("ai"));
  await signIn(page, account.email, account.password);
  await dashboardCard(page, "Free Questions").click();
  await expect(page).toHaveURL(/\/dashboard\/configure\?/);
  await page.getByRole("dialog", { name: "Test Configuration" }).getByRole("button", { name: "Start Test" }).click();
  await expect(page).toHaveURL(/\/question\?attempt=/);
  await hydrated(page);
  const question = await questionOnScreen(page);
  await answer(page, fullMarkAnswer(question));
  await expect(answerBox(page)).toBeVisible();

  const locked = page.getByRole("button", { name: /Explain with AI/ });
  await expect(locked).toBeVisible();
  await expect(locked).toBeDisabled();
  await expect(locked.locator('svg[data-icon="lock"]')).toBeVisible();
  await expect(locked).toHaveAccessibleName(/subscribers only/);
  await expect(page.getByRole("link", { name: /Explain with AI/ })).toHaveCount(0);

  // And the page itself refuses a free user who types its address.
  const response = await page.request.get(
    `/question/explain?attempt=${new URL(page.url()).searchParams.get("attempt")}&q=1`,
  );
  expect(response.status()).toBe(403);
  await open(page, `/question/explain?attempt=${new URL(page.url()).searchParams.get("attempt")}&q=1`);
  await expect(page.getByText("Subscription Required")).toBeVisible();
});

test("after submission, Explain with AI opens from the analysis review and comes back to it", async ({
  page,
  fullAccess,
}) => {
  void fullAccess;
  await startCategoryPractice(page, "Thorax");
  const question = await questionOnScreen(page);
  await answer(page, fullMarkAnswer(question));
  await expect(markResult(page).first()).toContainText("2 marks");
  const attempt = attemptIdOf(page);
  await finishFromOverview(page, { answered: 1, total: practiceQuestionsIn("Thorax") });
  await page
    .getByRole("region", { name: "Question Summary" })
    .getByRole("row")
    .nth(1)
    .getByRole("link", { name: "Review" })
    .click();
  const review = page.getByRole("dialog", { name: "Question 1" });
  await expect(review).toBeVisible();

  const explain = review.getByRole("link", { name: "✦ Explain with AI" });
  await explain.click();
  if (jsEnabled()) {
    // Over the review, which stays open beneath it.
    const dialog = page.getByRole("dialog", { name: "Explain with AI" });
    await expect(dialog.getByRole("heading", { name: "Where it is" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Add to note" })).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(explain).toBeFocused();
    await expect(review).toBeVisible();
  } else {
    await expect(page).toHaveURL(new RegExp(`/question/explain\\?attempt=${attempt}&q=1$`));
    await expect(page.getByRole("heading", { name: "Where it is" })).toBeVisible();
    await page.getByRole("link", { name: "← Back to the question" }).click();
    await expect(page).toHaveURL(new RegExp(`/analysis\\?attempt=${attempt}&review=1$`));
    await expect(review).toBeVisible();
  }
});
