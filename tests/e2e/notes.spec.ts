// The notes page, from notes a fresh user writes on questions of the free set. Each note needs an
// answered question, so the fixture answers and writes through the question screen's own form posts
// (flows.ts): quick enough for the 25 notes that fill three pages.
import { answerByPost, fullMarkAnswer, questionByGet, saveNoteByPost, startFreeTestByPost } from "./flows";
import { expect, newAccount, open, signInByPost, signUpVerified, test, type Page } from "./utils";

const NOTE_COUNT = 25;

type Made = { title: string; content: string; code: string; category: string; categories: string[] };

/**
 * A fresh verified account (free: 30 trial questions) with `count` notes, one per answered question,
 * written in order: the list shows the last one first.
 */
async function writeNotes(page: Page, count: number): Promise<Made[]> {
  const account = await signUpVerified(page, newAccount("notes"));
  await signInByPost(page, account);
  const attempt = await startFreeTestByPost(page, count <= 10 ? 10 : count <= 20 ? 20 : 30);
  const made: Made[] = [];
  for (let n = 1; n <= count; n++) {
    const { id, question } = await questionByGet(page, attempt, n);
    await answerByPost(page, attempt, n, id, fullMarkAnswer(question));
    const note = {
      title: `Note ${String(n).padStart(2, "0")} ${question.code}`,
      content: `Remember word${n}x about ${fullMarkAnswer(question)}`,
      code: question.code,
      category: question.categories[0]!,
      categories: [...question.categories],
    };
    await saveNoteByPost(page, attempt, n, id, note);
    made.push(note);
  }
  return made;
}

const SAVED = ["Note saved", "Your changes have been saved successfully."];

test.use({ viewport: { width: 1280, height: 900 } });

test("notes: paging through 25, search, category, starred, liked, Edit Note dialog and View Question", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const made = await writeNotes(page, NOTE_COUNT);
  const listed = [...made].reverse(); // newest first
  await open(page, "/notes");
  const list = page.getByRole("region", { name: "Your Study Notes" });
  const pages = page.getByRole("navigation", { name: "Pages" });
  const rows = list.locator("tbody tr");
  // The title cell also names the structure once the question was answered: the title is its first line.
  const titlesShown = () => list.locator("tbody tr td:nth-child(2) > div:first-child").allTextContents();

  // Paging: every note once, ten to a page.
  await expect(pages).toContainText("Showing 1 to 10 of 25 notes");
  await expect(rows).toHaveCount(10);
  await expect(pages.getByRole("link", { name: "Previous" })).toHaveCount(0);
  const seen = await titlesShown();
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(pages).toContainText("Showing 11 to 20 of 25 notes");
  await expect(rows).toHaveCount(10);
  seen.push(...(await titlesShown()));
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(pages).toContainText("Showing 21 to 25 of 25 notes");
  await expect(rows).toHaveCount(5);
  await expect(pages.getByRole("link", { name: "Next" })).toHaveCount(0);
  seen.push(...(await titlesShown()));
  expect(seen).toEqual(listed.map((m) => m.title));

  // Star the oldest note, on the last page: it stays starred and the page stays the same.
  const oldest = made[0]!;
  const star = page.getByRole("button", { name: `Star note ${oldest.title}` }).first();
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  await expect(pages).toContainText("Showing 21 to 25 of 25 notes");

  await pages.getByRole("link", { name: "Previous" }).click();
  await expect(pages).toContainText("Showing 11 to 20 of 25 notes");
  await pages.getByRole("link", { name: "Previous" }).click();
  await expect(pages).toContainText("Showing 1 to 10 of 25 notes");

  // Search.
  const filters = page.getByRole("form", { name: "Filter notes" });
  await filters.getByLabel("Search").fill("word3x");
  await filters.getByRole("button", { name: "Apply Filters" }).click();
  await expect(pages).toContainText("Showing 1 to 1 of 1 notes");
  await expect(rows.first()).toContainText(made[2]!.title);

  // Category: the newest note's, which heads that list.
  await open(page, "/notes");
  const category = listed[0]!.category;
  // A question can sit in several categories: the filter finds every note whose question is in it.
  const inCategory = made.filter((m) => m.categories.includes(category)).length;
  await filters.getByLabel("Category").selectOption(category);
  await filters.getByRole("button", { name: "Apply Filters" }).click();
  await expect(pages).toContainText(`Showing 1 to ${Math.min(10, inCategory)} of ${inCategory} notes`);
  await expect(rows.first()).toContainText(listed[0]!.title);

  // Starred only.
  await open(page, "/notes");
  await filters.getByLabel("Starred notes only").check();
  await filters.getByRole("button", { name: "Apply Filters" }).click();
  await expect(pages).toContainText("Showing 1 to 1 of 1 notes");
  await expect(rows.first()).toContainText(oldest.title);

  // Liked only: none liked yet.
  await open(page, "/notes");
  await page.getByRole("link", { name: "Show liked notes only" }).click();
  await expect(page.getByText("No liked notes found. Click the heart above to show all notes.")).toBeVisible();
  await page.getByRole("link", { name: "Show all notes" }).click();
  await expect(pages).toContainText("Showing 1 to 10 of 25 notes");

  // Edit Note dialog.
  const edited = listed[1]!;
  await page
    .getByRole("link", { name: `Edit note ${edited.title}` })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit Note" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Title").fill(`${edited.title} edited`);
  await dialog.getByLabel("Content").fill("Edited in the dialog");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog).toBeHidden();
  for (const text of SAVED) await expect(page.getByTestId("toast")).toContainText(text);
  await expect(list).toContainText(`${edited.title} edited`);
  await expect(list).toContainText("Edited in the dialog");

  // View Question with Previous Note / Next Note.
  await open(page, "/notes");
  const viewed = listed[5]!;
  await page
    .getByRole("link", { name: `View Question for note ${viewed.title}` })
    .first()
    .click();
  const view = page.getByRole("dialog", { name: "View Question" });
  await expect(view).toBeVisible();
  await expect(view).toContainText(viewed.title);
  await expect(view.getByText("Accepted answers")).toBeVisible();
  const before = await view.textContent();
  await view.getByRole("link", { name: "Next Note" }).click();
  await expect(view).not.toHaveText(before!);
  await view.getByRole("link", { name: "Previous Note" }).click();
  await expect(view).toContainText(viewed.title);
});

// In-place editing needs JavaScript; the Edit Note dialog above covers JavaScript off.
test(
  "inline edit: double-click a note's content, type, and leave the field to save",
  { tag: "@js" },
  async ({ page }) => {
    const made = await writeNotes(page, 3);
    // By its title, which stays: the note stays in the list.
    await open(page, `/notes?q=${encodeURIComponent(made[0]!.title)}`);
    const row = page.locator("tbody tr").filter({ hasText: made[0]!.title });
    await row.getByText(made[0]!.content).dblclick();
    const field = row.locator("textarea");
    await expect(field).toBeFocused();
    await field.fill("Edited inline");
    await field.blur();
    for (const text of SAVED) await expect(page.getByTestId("toast")).toContainText(text);
    await expect(row).toContainText("Edited inline");
    // Starring at once reloads the list; the toast stays for its few seconds all the same.
    const reloaded = page.waitForResponse(
      (response) => response.request().method() === "GET" && response.url().includes(".data"),
    );
    await row.getByRole("button", { name: /star/i }).click();
    await reloaded;
    await expect(row.getByRole("button", { name: /star/i })).toHaveAttribute("aria-pressed", "true");
    for (const text of SAVED) await expect(page.getByTestId("toast")).toContainText(text);
    await open(page, "/notes?q=Edited+inline");
    await expect(page.locator("tbody tr").filter({ hasText: made[0]!.title })).toContainText("Edited inline");
  },
);

test(
  "inline edit: a title left blank stays open with the message beside it, and nothing is saved",
  { tag: "@js" },
  async ({ page }) => {
    const made = await writeNotes(page, 1);
    await open(page, `/notes?q=${encodeURIComponent(made[0]!.title)}`);
    const row = page.locator("tbody tr").filter({ hasText: made[0]!.title });
    await row.getByText(made[0]!.title).dblclick();
    const title = page.getByRole("textbox", { name: "Note title" });
    await title.fill("   ");
    await title.press("Enter");
    await expect(title).toHaveAttribute("aria-invalid", "true");
    await expect(title).toHaveAccessibleDescription(/Missing information: please fill in both title and content/);
    await title.press("Escape");
    await open(page, `/notes?q=${encodeURIComponent(made[0]!.title)}`);
    await expect(page.locator("tbody tr").filter({ hasText: made[0]!.title })).toHaveCount(1);
  },
);

test(
  "inline edit that takes the note out of the filtered list still says 'Note saved'",
  { tag: "@js" },
  async ({ page }) => {
    const made = await writeNotes(page, 3);
    const toast = page.getByTestId("toast");
    const list = page.getByRole("region", { name: "Your Study Notes" });

    // Found by a word of its content; the new content no longer has it.
    await open(page, "/notes?q=word2x");
    const row = page.locator("tbody tr").filter({ hasText: made[1]!.title });
    await row.getByText(made[1]!.content).dblclick();
    await row.locator("textarea").fill("Rewritten inline");
    await row.locator("textarea").blur();
    for (const text of SAVED) await expect(toast).toContainText(text);
    await expect(list.getByText("No notes found")).toBeVisible();
    await toast.getByRole("button", { name: "Dismiss notification" }).click();
    await expect(toast).toBeHidden();

    // Found by its title; the new title no longer matches.
    await open(page, `/notes?q=${encodeURIComponent(made[2]!.title)}`);
    await page.locator("tbody tr").getByText(made[2]!.title).dblclick();
    const title = list.getByRole("textbox", { name: "Note title" });
    await expect(title).toBeFocused();
    await title.fill("Renamed inline");
    await title.press("Enter");
    for (const text of SAVED) await expect(toast).toContainText(text);
    await expect(list.getByText("No notes found")).toBeVisible();

    // Both were saved.
    await open(page, "/notes?q=inline");
    await expect(list).toContainText("Rewritten inline");
    await expect(list).toContainText("Renamed inline");
  },
);
