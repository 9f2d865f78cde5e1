// The notes page, from notes a fresh user writes on the question screen. There is no bulk create:
// each note needs an answered question, so this builds 11 (from the free set) — enough for a second
// page ('Showing 11 to 11 of 11 notes') — rather than the 25 a fuller paging test would want.
import { answer, fullMarkAnswer, questionOnScreen } from "./flows";
import { expect, hydrated, jsEnabled, newAccount, open, signIn, signUpVerified, test, type Page } from "./utils";

const NOTE_COUNT = 11;

type Made = { title: string; content: string; code: string; category: string; categories: string[] };

async function writeNotes(page: Page): Promise<Made[]> {
  const account = await signUpVerified(page, newAccount("notes"));
  await signIn(page, account.email, account.password);
  await page.getByRole("region", { name: "Start a test" }).getByRole("link", { name: /^Free Questions\b/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/configure\?/);
  const setup = page.getByRole("dialog", { name: "Test Configuration" });
  const count = setup.getByLabel("Number of questions");
  if (await count.count()) {
    const options = (await count.locator("option").allTextContents()).map(Number);
    await count.selectOption(String(Math.max(...options)));
  }
  await setup.getByRole("button", { name: "Start Test" }).click();
  await expect(page).toHaveURL(/\/question\?attempt=/);
  const attempt = new URL(page.url()).searchParams.get("attempt")!;
  const made: Made[] = [];
  for (let n = 1; n <= NOTE_COUNT; n++) {
    if (n > 1) await open(page, `/question?attempt=${attempt}&q=${n}`);
    else await hydrated(page);
    const question = await questionOnScreen(page);
    await answer(page, fullMarkAnswer(question));
    await expect(page.getByRole("region", { name: "Answer" })).toBeVisible();
    const note = { title: `Note ${String(n).padStart(2, "0")} ${question.code}`, content: `Remember word${n}x about ${fullMarkAnswer(question)}`, code: question.code, category: question.categories[0]!, categories: [...question.categories] };
    await page.getByLabel("Note title").fill(note.title);
    await page.getByLabel("Note", { exact: true }).fill(note.content);
    await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname.startsWith("/question") && r.request().method() === "POST"),
      page.getByRole("button", { name: "Save note" }).click(),
    ]);
    await expect(page.getByLabel("Note title")).toHaveValue(note.title);
    made.push(note);
  }
  // Let the last save land before leaving.
  await open(page, "/notes");
  return made;
}

test.use({ viewport: { width: 1280, height: 900 } });

test("notes: paging, search, category, starred, liked, Edit Note dialog and View Question", async ({ page }) => {
  test.setTimeout(150_000);
  const made = await writeNotes(page);
  const list = page.getByRole("region", { name: "Your Study Notes" });
  const pages = page.getByRole("navigation", { name: "Pages" });
  const rows = list.locator("tbody tr");

  await expect(pages).toContainText(`Showing 1 to 10 of ${NOTE_COUNT} notes`);
  await expect(rows).toHaveCount(10);
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(pages).toContainText(`Showing 11 to ${NOTE_COUNT} of ${NOTE_COUNT} notes`);
  await expect(rows).toHaveCount(NOTE_COUNT - 10);
  await pages.getByRole("link", { name: "Previous" }).click();
  await expect(pages).toContainText(`Showing 1 to 10 of ${NOTE_COUNT} notes`);

  // Search.
  const filters = page.getByRole("form", { name: "Filter notes" });
  await filters.getByLabel("Search").fill("word3x");
  await filters.getByRole("button", { name: "Apply Filters" }).click();
  await expect(pages).toContainText("Showing 1 to 1 of 1 notes");
  await expect(rows.first()).toContainText(made[2]!.title);

  // Category.
  await open(page, "/notes");
  const category = made[0]!.category;
  // A question can sit in several categories: the filter finds every note whose question is in it.
  const inCategory = made.filter((m) => m.categories.includes(category)).length;
  await filters.getByLabel("Category").selectOption(category);
  await filters.getByRole("button", { name: "Apply Filters" }).click();
  await expect(pages).toContainText(`of ${inCategory} notes`);
  await expect(list).toContainText(made[0]!.title);

  // Star one note, then starred only.
  await open(page, "/notes");
  const star = page.getByRole("button", { name: `Star note ${made[4]!.title}` }).first();
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  await open(page, "/notes");
  await filters.getByLabel("Starred notes only").check();
  await filters.getByRole("button", { name: "Apply Filters" }).click();
  await expect(pages).toContainText("Showing 1 to 1 of 1 notes");
  await expect(rows.first()).toContainText(made[4]!.title);

  // Liked only: none liked yet.
  await open(page, "/notes");
  await page.getByRole("link", { name: "Show liked notes only" }).click();
  await expect(page.getByText("No liked notes found. Click the heart above to show all notes.")).toBeVisible();
  await page.getByRole("link", { name: "Show all notes" }).click();
  await expect(pages).toContainText(`of ${NOTE_COUNT} notes`);

  // Edit Note dialog.
  await page.getByRole("link", { name: `Edit note ${made[1]!.title}` }).first().click();
  const dialog = page.getByRole("dialog", { name: "Edit Note" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Title").fill(`${made[1]!.title} edited`);
  await dialog.getByLabel("Content").fill("Edited in the dialog");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("toast")).toContainText("Note saved");
  await expect(list).toContainText(`${made[1]!.title} edited`);
  await expect(list).toContainText("Edited in the dialog");

  // View Question with Previous Note / Next Note.
  await open(page, "/notes");
  await page.getByRole("link", { name: `View Question for note ${made[5]!.title}` }).first().click();
  const view = page.getByRole("dialog", { name: "View Question" });
  await expect(view).toBeVisible();
  await expect(view).toContainText(made[5]!.title);
  await expect(view.getByText("Accepted answers")).toBeVisible();
  const before = await view.textContent();
  await view.getByRole("link", { name: "Next Note" }).click();
  await expect(view).not.toHaveText(before!);
  await view.getByRole("link", { name: "Previous Note" }).click();
  await expect(view).toContainText(made[5]!.title);
});

test("inline edit: double-click a note's content, type, and leave the field to save", async ({ page }) => {
  test.skip(!jsEnabled(), "in-place editing needs JavaScript (the Edit Note dialog covers JavaScript off)");
  test.setTimeout(150_000);
  const made = await writeNotes(page);
  // By its title (which stays): the note may be on the second page.
  await open(page, `/notes?q=${encodeURIComponent(made[0]!.title)}`);
  const row = page.locator("tbody tr").filter({ hasText: made[0]!.title });
  await row.getByText(made[0]!.content).dblclick();
  const field = row.locator("textarea");
  await expect(field).toBeFocused();
  await field.fill("Edited inline");
  await field.blur();
  await expect(page.getByTestId("toast")).toContainText("Note saved");
  await open(page, "/notes?q=Edited+inline");
  await expect(page.locator("tbody tr").filter({ hasText: made[0]!.title })).toContainText("Edited inline");
});
