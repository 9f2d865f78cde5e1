// A Full Access practice test from the dashboard to the analysis: marking, the override, flag, like,
// note, dispute, the finish dialogs and the review. Runs with JavaScript on and off.
import {
  answer,
  answerBox,
  answerPanel,
  expectPosition,
  finishFromOverview,
  fullMarkAnswer,
  markResult,
  overviewLink,
  questionOnScreen,
  startCategoryPractice,
  WRONG_ANSWER,
} from "./flows";
import { expect, jsEnabled, test } from "./utils";

const CATEGORY = "Neuroanatomy";

test("a Full Access user takes a category practice test with answers shown, and reviews it", async ({
  page,
  fullAccess,
}) => {
  test.slow();
  expect(fullAccess.plan).toBe("premium"); // the fixture signed the page in
  const total = await startCategoryPractice(page, CATEGORY);

  // Question 1: the right answer, looked up in the seeded bank by the question's code.
  const first = await questionOnScreen(page);
  expect(first.categories).toContain(CATEGORY);
  const right = fullMarkAnswer(first);
  await test.step("a right answer earns 2 marks and shows the answer key", async () => {
    await answer(page, right);
    await expect(markResult(page).getByText("2 marks", { exact: true })).toBeVisible();
    await expect(markResult(page)).toContainText(`Your answer: ${right}`);
    await expect(
      answerPanel(page)
        .getByRole("listitem")
        .filter({ has: page.getByText(right, { exact: true }) }),
    ).toContainText("2 marks");
    // With the key showing, the answer keeps its mark: no Submit or Update, and the box is read-only.
    await expect(page.getByRole("button", { name: /^(Submit|Update)$/ })).toHaveCount(0);
    await expect(answerBox(page)).not.toBeEditable();
    await expect(overviewLink(page, "Question 1, answered, 2 marks")).toBeVisible();
    await expect(page.getByText(`1 of ${total} answered`)).toBeVisible();
  });

  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expectPosition(page, 2, total);
  const second = await questionOnScreen(page);

  await test.step("a wrong answer earns 0 marks; Mark correct (2 marks) overrides it", async () => {
    await answer(page, WRONG_ANSWER);
    const panel = answerPanel(page);
    await expect(markResult(page).getByText("0 marks", { exact: true })).toBeVisible();
    await expect(markResult(page)).toContainText(`Your answer: ${WRONG_ANSWER}`);
    // The accepted answers are the bank's key for this question, with their marks.
    const rows = panel.getByRole("list").getByRole("listitem");
    await expect(rows).toHaveCount(second.answers.length);
    for (const row of second.answers) {
      await expect(rows.filter({ has: page.getByText(row.text, { exact: true }) })).toContainText(
        `${row.marks} ${row.marks === 1 ? "mark" : "marks"}`,
      );
    }
    await expect(panel).toContainText(second.explanation.slice(0, 60));
    await expect(overviewLink(page, "Question 2, answered, 0 marks")).toBeVisible();

    await panel.getByRole("button", { name: "Mark correct (2 marks)" }).click();
    await expect(page.getByTestId("toast")).toContainText("Marked as correct");
    await expect(markResult(page).getByText("2 marks (marked by you)", { exact: true })).toBeVisible();
    await expect(overviewLink(page, "Question 2, answered, 2 marks")).toBeVisible();
    await expect(answerPanel(page).getByRole("button", { name: /^Mark correct/ })).toHaveCount(0);
  });

  await test.step("flag: the button says Flagged and the overview shows it", async () => {
    await page.getByRole("button", { name: "⚐ Flag" }).click();
    await expect(page.getByRole("button", { name: "⚑ Flagged" })).toHaveAttribute("aria-pressed", "true");
    await expect(overviewLink(page, "Question 2, answered, flagged, 2 marks")).toBeVisible();
  });

  await test.step("like, then unlike", async () => {
    await page.getByRole("button", { name: "Like question" }).click();
    await expect(page.getByRole("button", { name: "Unlike question" })).toHaveText("♥ Liked");
    await page.getByRole("button", { name: "Unlike question" }).click();
    await expect(page.getByRole("button", { name: "Like question" })).toHaveText("♡ Like");
  });

  const note = { title: `E2E note ${Date.now()}`, content: `Remember ${second.code}: ${fullMarkAnswer(second)}.` };
  await test.step("a note with a blank title is refused beside the Title field, keeping the typed note", async () => {
    // The account is shared with other tests, one of which may have left a note on this question.
    await page.getByLabel("Note title").fill("");
    await page.getByLabel("Note", { exact: true }).fill(note.content);
    await page.getByRole("button", { name: "Save note" }).click();
    const title = page.getByLabel("Note title");
    await expect(title).toHaveAttribute("aria-invalid", "true");
    await expect(title).toHaveAccessibleDescription("Please fill in both title and content");
    await expect(page.getByLabel("Note", { exact: true })).toHaveValue(note.content);
  });

  await test.step("a note with a title and content is saved and is still there after a reload", async () => {
    const saves: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.postData()?.includes("intent=note")) saves.push(request.url());
    });
    await page.getByLabel("Note title").fill(note.title);
    await page.getByLabel("Note", { exact: true }).fill(note.content);
    await page.getByRole("button", { name: "Save note" }).click();
    await expect(page.getByTestId("toast")).toContainText("Note saved successfully");
    if (jsEnabled()) {
      await expect(page.getByText("Saves as you type")).toBeVisible(); // no save still under way
      // Save note pressed before the autosave's moment: the note is sent once, not again by the autosave.
      await page.waitForTimeout(1000);
    }
    expect(saves).toHaveLength(1);
    await page.reload();
    await expect(page.getByLabel("Note title")).toHaveValue(note.title);
    await expect(page.getByLabel("Note", { exact: true })).toHaveValue(note.content);
    await expect(page.getByRole("button", { name: "⚑ Flagged" })).toBeVisible();
  });

  await test.step("a dispute needs a message, then is sent", async () => {
    await page.getByRole("link", { name: "Dispute" }).click();
    await expect(page).toHaveURL(/[?&]dispute=1/);
    const dialog = page.getByRole("dialog", { name: "Send a Dispute" });
    const send = dialog.getByRole("button", { name: "Send" });
    if (jsEnabled()) {
      await expect(send).toBeDisabled(); // no message yet
    } else {
      // Without JavaScript the button cannot follow the typing: the browser's required-field check
      // keeps the empty message from being sent (the server refuses one too: tests/integration).
      await expect(dialog.getByLabel("Message")).toHaveAttribute("required", "");
      await send.click();
      await expect(page).toHaveURL(/[?&]dispute=1/);
      await expect(dialog).toBeVisible();
      await expect(page.getByText("Dispute sent successfully")).toHaveCount(0);
      // Spaces pass the browser's check; the server refuses them and the dialog says so.
      await dialog.getByLabel("Message").fill("   ");
      await send.click();
      await expect(page).toHaveURL(/[?&]dispute=1/);
      await expect(dialog.getByRole("alert")).toContainText("Message required");
      await expect(dialog.getByRole("alert")).toContainText("Please enter your dispute message");
      await expect(page.getByText("Failed to send dispute")).toHaveCount(0);
    }
    await dialog.getByLabel("Message").fill("The key should also accept the full anatomical name.");
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page.getByText("Dispute sent successfully").first()).toBeVisible();
    if (jsEnabled()) await expect(dialog).toBeHidden({ timeout: 10_000 }); // closes by itself 2 s after success
  });

  await test.step("Finish Test → summary → Submit Test → Confirm submission → analysis", async () => {
    await finishFromOverview(page, { answered: 2, total });
    const summary = page.getByRole("region", { name: "Question Summary" });
    const rows = summary.getByRole("row");
    await expect(rows).toHaveCount(Math.min(total, 10) + 1);
    await expect(rows.nth(1)).toContainText(right);
    await expect(rows.nth(1)).toContainText("2 marks");
    await expect(rows.nth(2)).toContainText(WRONG_ANSWER);
    await expect(rows.nth(2)).toContainText("2 marks (yours)");
    await expect(rows.nth(3)).toContainText("Not attempted");
    await expect(page.getByText(`4/${total * 2}`, { exact: true })).toBeVisible(); // Total Marks
  });

  await test.step("Review on question 1", async () => {
    const summary = page.getByRole("region", { name: "Question Summary" });
    await summary.getByRole("row").nth(1).getByRole("link", { name: "Review" }).click();
    await expect(page).toHaveURL(/[?&]review=1(&|$)/);
    const review = page.getByRole("dialog", { name: "Question 1" });
    await expect(review).toBeVisible();
    await expect(review).toContainText(first.title);
    await expect(review.getByRole("paragraph").filter({ hasText: /^2 marks$/ })).toBeVisible();
    await expect(review).toContainText(`Your answer: ${right}`);
    await expect(review.getByRole("listitem").filter({ has: page.getByText(right, { exact: true }) })).toContainText(
      "2 marks",
    );
    await expect(review.getByRole("img", { name: "Question 1, with its arrow" })).toBeVisible();
  });
});
