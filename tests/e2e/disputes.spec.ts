// A trainee's dispute through the queue: the trainee disputes an answer, an admin accepts it at
// /admin/disputes after seeing what it re-marks, and the trainee's stored mark goes up and the
// decision is in their inbox. With JavaScript on and off.
import { answer, finishFromOverview, markResult, questionOnScreen, startCategoryPractice } from "./flows";
import { expect, jsEnabled, open, readOutbox, test } from "./utils";

test("a dispute accepted in the queue adds the answer to the key, raises the trainee's mark and emails them", async ({
  page,
  fullAccess,
  useDemoAccount,
}) => {
  test.slow();
  // The answer becomes part of the key for the rest of the run, and the marker forgives a slip: each
  // project disputes in a category of its own that no other browser test checks the keys of.
  const typed = `disputed ${test.info().project.name} ${Math.random().toString(36).slice(2, 10)}`;

  const total = await startCategoryPractice(page, jsEnabled() ? "Lower Limb" : "Upper Limb");
  const question = await questionOnScreen(page);
  await answer(page, typed);
  await expect(markResult(page).getByText("0 marks", { exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Dispute" }).click();
  const dialog = page.getByRole("dialog", { name: "Send a Dispute" });
  await dialog.getByLabel("Message").fill("This is the accepted name in our department.");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Dispute sent successfully").first()).toBeVisible();

  await finishFromOverview(page, { answered: 1, total });
  await expect(page.getByText(`0/${total * 2}`, { exact: true })).toBeVisible();
  const analysis = page.url();

  await test.step("an admin accepts it in the queue after the preview", async () => {
    await page.context().clearCookies();
    await useDemoAccount("admin@arrowed.example");
    await open(page, "/dashboard");
    await page.getByLabel(/account menu for /i).click();
    await page.getByRole("link", { name: /^Disputes/ }).click();
    await expect(page).toHaveURL(/\/admin\/disputes$/);

    const entry = page.getByTestId("dispute").filter({ hasText: typed });
    await expect(entry).toContainText(question.code);
    await expect(entry).toContainText("This is the accepted name in our department.");
    await expect(entry.getByRole("img", { name: `${question.code}, the arrowed structure` })).toBeVisible();
    await entry.getByRole("button", { name: "Accept…" }).click();
    await expect(entry.getByRole("status")).toHaveText(
      `Adding “${typed}” to the key at 2 marks re-marks 1 stored answer: 1 up, 0 down.`,
    );
    await entry.getByRole("button", { name: "Confirm and accept" }).click();
    await expect(page.getByTestId("toast")).toContainText("Dispute accepted");
    await expect(page.getByTestId("dispute").filter({ hasText: typed })).toHaveCount(0);

    await page.getByRole("link", { name: /^Resolved/ }).click();
    await expect(page.getByTestId("dispute").filter({ hasText: typed }).getByTestId("decision")).toContainText(
      "Accepted at 2 marks",
    );
  });

  await test.step("the trainee's analysis shows the new mark, and the email says so", async () => {
    await page.context().clearCookies();
    await useDemoAccount(fullAccess.email);
    await open(page, analysis);
    await expect(page.getByText(`2/${total * 2}`, { exact: true })).toBeVisible();
    const email = await readOutbox(fullAccess.email, { subject: `Your dispute on ${question.code} was accepted` });
    expect(email.text).toContain(typed);
    expect(email.text).toContain("2 marks");
  });
});
