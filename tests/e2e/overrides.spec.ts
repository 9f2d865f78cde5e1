// An answer the trainee marks correct counts as a correct answer wherever figures are shown
// (product-rules#correct-answer): analysis, the dashboard's accuracy and history.
import { answer, attemptIdOf, finishFromOverview, markResult, startFreeTestByPost, WRONG_ANSWER } from "./flows";
import { expect, hydrated, newAccount, open, signIn, signUpVerified, test, type Page } from "./utils";

/** The figure under a label (a dt and its dd), as the analysis, dashboard and history screens show them. */
const figure = (page: Page, label: string) =>
  page.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");

test(
  "an answer marked correct with 1 mark counts as a correct answer in analysis, on the dashboard and in history",
  { tag: "@js" },
  async ({ page }) => {
    test.slow();
    // A new trainee, so that every figure is this test's own.
    const account = await signUpVerified(page, newAccount("override"));
    await signIn(page, account.email, account.password);
    const attemptId = await startFreeTestByPost(page, 10);
    await open(page, `/question?attempt=${attemptId}&q=1`);
    await hydrated(page);

    await answer(page, WRONG_ANSWER);
    await expect(markResult(page)).toContainText("0 marks");
    await page.getByRole("button", { name: "Mark correct (1 mark)" }).click();
    await expect(markResult(page)).toContainText("1 mark (marked by you)");
    await finishFromOverview(page, { answered: 1, total: 10 });
    expect(attemptIdOf(page)).toBe(attemptId);

    await expect(figure(page, "Correct Answers")).toHaveText("1/10");
    await expect(figure(page, "Total Marks")).toHaveText("1/20");

    await open(page, "/dashboard");
    await expect(figure(page, "Correct answers")).toHaveText("1");
    await expect(figure(page, "Accuracy")).toHaveText("100%");

    await open(page, "/attempts");
    await expect(figure(page, "Correct Answers")).toHaveText("1");
  },
);
