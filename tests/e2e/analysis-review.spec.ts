// The review dialog on the analysis screen keeps the trainee where they were: a note missing its
// content is refused there with the message beside the blank field and what was typed kept, a saved one comes back to the
// same review with its toast. With JavaScript on and off.
import {
  answer,
  finishFromOverview,
  markResult,
  practiceQuestionsIn,
  startCategoryPractice,
  WRONG_ANSWER,
} from "./flows";
import { expect, hydrated, jsEnabled, test } from "./utils";

test("a note on the analysis review: refused without content, kept as typed, then saved", async ({
  page,
  fullAccess,
}) => {
  void fullAccess;
  await startCategoryPractice(page, "Thorax");
  await answer(page, WRONG_ANSWER);
  await expect(markResult(page).first()).toContainText("0 marks");
  await finishFromOverview(page, { answered: 1, total: practiceQuestionsIn("Thorax") });
  await page
    .getByRole("region", { name: "Question Summary" })
    .getByRole("row")
    .nth(1)
    .getByRole("link", { name: "Review" })
    .click();
  const review = page.getByRole("dialog", { name: "Question 1" });
  await expect(review).toBeVisible();
  await hydrated(page);

  const note = review.getByRole("group", { name: "Your note" });
  // The demo account may already hold a note on this question (from another test): start both fields afresh.
  await note.getByLabel("Title").fill("Carina landmarks");
  await note.getByLabel("Content").fill("");
  await review.getByRole("button", { name: "Save", exact: true }).click();
  // Told beside the blank field, as on the question screen, not in an alert above the form.
  await expect(note.getByLabel("Content")).toHaveAttribute("aria-invalid", "true");
  await expect(note.getByLabel("Content")).toHaveAccessibleDescription("Please fill in both title and content");
  await expect(note.getByLabel("Title")).not.toHaveAttribute("aria-invalid");
  await expect(review.getByText("Missing information")).toHaveCount(0);
  await expect(note.getByLabel("Title")).toHaveValue("Carina landmarks");

  await note.getByLabel("Content").fill("The left main bronchus passes under the aortic arch.");
  await review.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByTestId("toast")).toContainText("Success");
  await expect(page.getByTestId("toast")).toContainText("Note saved successfully!");
  await expect(review).toBeVisible();
  await expect(note.getByLabel("Content")).toHaveValue("The left main bronchus passes under the aortic arch.");

  if (jsEnabled()) {
    await review.getByRole("button", { name: "Clear" }).click();
    await expect(note.getByLabel("Title")).toHaveValue("");
    await expect(note.getByLabel("Content")).toHaveValue("");
    await expect(note.getByLabel("Title")).toBeFocused();
  } else {
    await expect(review.getByRole("button", { name: "Clear" })).toHaveCount(0);
  }
});
