// "Try an answer" on a saved question keeps everything the editor has typed and not saved (stem, key
// rows, arrows), and shows its verdict: live with JavaScript, by the button without. Nothing is saved.
import { expect, hydrated, jsEnabled, open, test } from "./utils";

test("trying an answer on a saved question keeps the unsaved stem, key and arrows, and shows the verdict", async ({
  page,
  useDemoAccount,
}) => {
  const js = jsEnabled();
  await useDemoAccount("admin@arrowed.example");
  await open(page, "/admin/questions/NEU-002");
  await expect(page.getByRole("heading", { name: "Edit NEU-002" })).toBeVisible();
  await hydrated(page);

  const stem = "Axial T2-weighted MRI of the brain, edited. Name the arrowed structure.";
  await page.getByLabel("Stem").fill(stem);
  await page.getByLabel("Answer 1", { exact: true }).fill("left globus pallidus");
  await page.getByLabel("Arrow 1 tip x").fill("0.61");
  await page.getByLabel("Arrow 1 tip y").fill("0.52");

  const verdict = page.getByRole("status").filter({ hasText: /for “/ });
  await page.getByLabel("Try an answer").fill("left globus pallidus");
  if (!js) await page.getByRole("button", { name: "Mark it" }).click();
  // Marked against the key as typed, not as saved.
  await expect(verdict).toContainText("2 marks for “left globus pallidus”");

  await expect(page.getByLabel("Stem")).toHaveValue(stem);
  await expect(page.getByLabel("Answer 1", { exact: true })).toHaveValue("left globus pallidus");
  await expect(page.getByLabel("Arrow 1 tip x")).toHaveValue("0.61");
  await expect(page.getByLabel("Arrow 1 tip y")).toHaveValue("0.52");
  await expect(page.getByLabel("Try an answer")).toHaveValue("left globus pallidus");

  // Nothing was saved: the question opens as it was.
  await open(page, "/admin/questions/NEU-002");
  await expect(page.getByLabel("Stem")).not.toHaveValue(stem);
});
