// The free plan: practice and mock tests are locked and lead to /profile; the free set of questions is open.
import { BASE_URL } from "./env";
import {
  answer,
  answerByPost,
  confirmSubmission,
  dashboardCard,
  expectPosition,
  fullMarkAnswer,
  markResult,
  questionByGet,
  questionOnScreen,
  startFreeTestByPost,
  WRONG_ANSWER,
} from "./flows";
import { expect, freeDemo, jsEnabled, newAccount, open, signIn, signUpVerified, test } from "./utils";

test("a free user sees Practice Test and Mock Test locked, and Free Questions opens the free set", async ({
  page,
  useDemoAccount,
}) => {
  await useDemoAccount(freeDemo.email);
  await open(page, "/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(freeDemo.name);

  const practice = dashboardCard(page, "Practice Test");
  await expect(practice).toContainText("Last Minute");
  await expect(practice.locator('svg[data-icon="lock"]')).toBeVisible();
  await expect(practice).toContainText("Upgrade");
  await expect(practice).toHaveAttribute("href", "/profile");

  const mock = dashboardCard(page, "Mock Test");
  await expect(mock).toContainText("Last Minute");
  await expect(mock.locator('svg[data-icon="lock"]')).toBeVisible();
  await expect(mock).toContainText("Upgrade");
  await expect(mock).toHaveAttribute("href", "/profile");

  const free = dashboardCard(page, "Free Questions");
  await expect(free).toContainText(/\d+ of 30 free questions attempted/);
  await expect(free.locator('svg[data-icon="lock"]')).toHaveCount(0);

  // The locked dialogs refuse a free user who types their address.
  for (const path of ["/dashboard/practice", "/dashboard/mock"]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(403);
  }

  // A locked card sends the user to /profile, where plans are chosen.
  for (const card of ["Practice Test", "Mock Test"] as const) {
    await dashboardCard(page, card).click();
    await expect(page).toHaveURL(`${BASE_URL}/profile`);
    await expect(page.getByRole("region", { name: "Subscription Details" })).toBeVisible();
    await open(page, "/dashboard");
  }

  // Free Questions opens the free set's Test Configuration.
  const href = (await free.getAttribute("href")) ?? "";
  expect((await page.request.get(href)).status(), `the Free Questions card's link ${href}`).toBe(200);
  await free.click();
  await expect(page.getByRole("dialog", { name: "Test Configuration" })).toBeVisible();
  await expect(
    page.getByRole("dialog", { name: "Test Configuration" }).getByText("Free Questions", { exact: true }),
  ).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/dashboard\/(configure|free)$/);
});

test("a Last Minute user's locked All Questions card in the practice dialog leads to /profile", async ({
  page,
  useDemoAccount,
}) => {
  await useDemoAccount("lastminute@arrowed.example");
  await open(page, "/dashboard");
  await dashboardCard(page, "Practice Test").click();
  const practice = page.getByRole("dialog", { name: "Practice Test" });
  await expect(practice.getByRole("link", { name: "Start Last Minute Revision" })).toBeVisible();
  const locked = practice.getByRole("link", { name: "Full Access Only" });
  await expect(locked).toHaveAttribute("href", "/profile");
  await locked.click();
  await expect(page).toHaveURL(`${BASE_URL}/profile`);
  await expect(page.getByRole("region", { name: "Subscription Details" })).toBeVisible();
});

test("a new free user takes the free set: answers 2 of 10, goes Next to the end and submits", async ({ page }) => {
  test.slow();
  const account = await signUpVerified(page, newAccount("free"));
  await signIn(page, account.email, account.password);
  await expect(dashboardCard(page, "Free Questions")).toContainText("0 of 30 free questions attempted");

  await dashboardCard(page, "Free Questions").click();
  await expect(page).toHaveURL(/\/dashboard\/configure\?pool=free$/);
  const setup = page.getByRole("dialog", { name: "Test Configuration" });
  await expect(setup.getByText("Free Questions", { exact: true })).toBeVisible();
  await expect(setup.getByText("30 available")).toBeVisible();
  await setup.getByLabel("Number of questions").selectOption("10");
  await expect(setup.getByLabel("Show Answers After Each Question")).toBeChecked();
  await setup.getByRole("button", { name: "Start Test" }).click();

  await expect(page).toHaveURL(/\/question\?attempt=/);
  await expectPosition(page, 1, 10);
  const first = await questionOnScreen(page);
  expect(first.accessLevel).toBe("free_trial");
  await answer(page, fullMarkAnswer(first));
  await expect(markResult(page).getByText("2 marks", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expectPosition(page, 2, 10);
  await answer(page, WRONG_ANSWER);
  await expect(markResult(page).getByText("0 marks", { exact: true })).toBeVisible();

  for (let n = 3; n <= 10; n++) {
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expectPosition(page, n, 10);
  }
  // On the last question Next becomes Finish Test and asks to confirm.
  await expect(page.getByRole("button", { name: "Next", exact: true })).toHaveCount(0);
  await page.getByRole("main").getByRole("button", { name: "Finish Test" }).click();
  await confirmSubmission(page, 8);

  await expect(page.getByText("2/20", { exact: true })).toBeVisible(); // Total Marks
  await expect(page.getByRole("region", { name: "Question Summary" }).getByText("Not attempted")).toHaveCount(8);

  await page.getByRole("link", { name: "Start New Test" }).click();
  await expect(page).toHaveURL(`${BASE_URL}/dashboard`);
  await expect(dashboardCard(page, "Free Questions")).toContainText("2 of 30 free questions attempted");
});

test("once every free question is attempted, Test Configuration says 0 available until an include option is ticked", async ({
  page,
}) => {
  test.slow();
  const account = await signUpVerified(page, newAccount("free-all"));
  await signIn(page, account.email, account.password);
  // All 30 free questions answered by the forms' own posts: the first 3 wrong, the rest right.
  const attemptId = await startFreeTestByPost(page, 30);
  for (let n = 1; n <= 30; n++) {
    const { id, question } = await questionByGet(page, attemptId, n);
    await answerByPost(page, attemptId, n, id, n <= 3 ? WRONG_ANSWER : fullMarkAnswer(question));
  }

  await open(page, "/dashboard/configure?pool=free");
  const setup = page.getByRole("dialog", { name: "Test Configuration" });
  const count = setup.getByLabel("Number of questions");
  const start = setup.getByRole("button", { name: "Start Test" });
  const nothingLeft = setup.getByText("No questions are left with these settings. Try Include Attempted Questions.");
  // Pool minus attempted is nothing: no count is offered, and the dialog says what to do.
  await expect(setup.getByText("0 available", { exact: true })).toBeVisible();
  await expect(count.locator("option")).toHaveCount(0);
  await expect(nothingLeft).toBeVisible();

  if (jsEnabled()) {
    await expect(start).toBeDisabled();
    await setup.getByLabel("Include Previously Wrong Questions").check();
    await expect(setup.getByText("3 available", { exact: true })).toBeVisible();
    await expect(count.locator("option")).toHaveText(["3"]);
    await expect(nothingLeft).toHaveCount(0);
    await expect(start).toBeEnabled();
    await setup.getByLabel("Include Previously Wrong Questions").uncheck();
    await expect(start).toBeDisabled();
    await setup.getByLabel("Include Attempted Questions").check();
    await expect(setup.getByText("30 available", { exact: true })).toBeVisible();
    await expect(count.locator("option")).toHaveText(["10", "20", "30"]);
    await expect(count).toHaveValue("20");
    await start.click();
    await expect(page).toHaveURL(/\/question\?attempt=/);
    await expectPosition(page, 1, 20);
  } else {
    // Without JavaScript the counts cannot follow the ticks: Start asks the server, which says the same.
    await start.click();
    await expect(setup.getByRole("alert")).toHaveText(
      "No questions are left with these settings. Try Include Attempted Questions.",
    );
    await setup.getByLabel("Include Attempted Questions").check();
    await start.click();
    await expect(page).toHaveURL(/\/question\?attempt=/);
    await expectPosition(page, 1, 20);
  }
});
