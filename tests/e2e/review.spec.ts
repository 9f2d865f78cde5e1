// Spaced review in the browser: questions answered wrong are due for review the same day, a pool=due
// test offers them most overdue first, and answering them well moves them days ahead.
import {
  answer,
  answerByPost,
  expectPosition,
  fullMarkAnswer,
  markResult,
  questionByGet,
  questionOnScreen,
  startFreeTestByPost,
  WRONG_ANSWER,
} from "./flows";
import { expect, newAccount, open, signIn, signUpVerified, test } from "./utils";

test("wrong answers are due at once, a review test offers them, and answering them well moves them days ahead", async ({
  page,
}) => {
  test.slow();
  const account = await signUpVerified(page, newAccount("review"));
  await signIn(page, account.email, account.password);

  // Today: three of the free set answered wrong (the first one first), the rest of the test left.
  const attemptId = await startFreeTestByPost(page, 10);
  const missed: string[] = [];
  for (let n = 1; n <= 3; n++) {
    const { id, question } = await questionByGet(page, attemptId, n);
    await answerByPost(page, attemptId, n, id, WRONG_ANSWER);
    missed.push(question.code);
  }
  // The same day, straight away: product-rules#spaced-review.
  await open(page, "/dashboard");
  const due = page.getByRole("region", { name: /^Due for review/ });
  await expect(due.getByRole("heading")).toHaveText("Due for review: 3");
  await expect(page.getByRole("region", { name: "Your Weakest Structures" }).getByRole("listitem")).toHaveCount(3);
  await due.getByRole("link", { name: "Review now" }).click();
  await expect(page).toHaveURL(/\/dashboard\/configure\?pool=due$/);
  const setup = page.getByRole("dialog", { name: "Test Configuration" });
  await expect(setup.getByText("Due for Review", { exact: true })).toBeVisible();
  // With JavaScript the count follows the ticks; without it the dialog names both counts.
  await expect(setup.getByText(/^(3 available|3 due now; 3 with flagged and noted questions added)$/)).toBeVisible();
  await expect(setup.getByLabel("Include Attempted Questions")).toHaveCount(0);
  await setup.getByRole("button", { name: "Start Test" }).click();

  // Most overdue first: in the order they were missed. Each answered right this time.
  await expect(page).toHaveURL(/\/question\?attempt=/);
  for (let n = 1; n <= 3; n++) {
    await expectPosition(page, n, 3);
    const question = await questionOnScreen(page);
    expect(question.code).toBe(missed[n - 1]);
    await answer(page, fullMarkAnswer(question));
    await expect(markResult(page).getByText("2 marks", { exact: true })).toBeVisible();
    if (n < 3) await page.getByRole("button", { name: "Next", exact: true }).click();
  }

  // Nothing due now; the next review days away.
  await open(page, "/dashboard");
  await expect(due.getByRole("heading")).toHaveText("Due for review: 0");
  await expect(due).toContainText(/the next review is due in \d+ days?/);
});
