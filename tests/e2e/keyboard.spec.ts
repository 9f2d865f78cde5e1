// The question screen's keyboard model (product-rules#keyboard): a practice with answers shown and a mock,
// answered and finished with the keyboard alone and never a Tab: the focus is always where the next key
// press is useful.
import {
  answerBox,
  answerPanel,
  chooseCount,
  expectPosition,
  fullMarkAnswer,
  markResult,
  mockQuestions,
  questionOnScreen,
  startMock,
} from "./flows";
import { expect, hydrated, open, signIn, signUpVerified, test, type Page } from "./utils";

/** Counts Tab presses and real pointer presses on every page from now on, to show that none was needed. */
async function countTabsAndPointers(page: Page) {
  const listen = () => {
    const count = (key: string) => sessionStorage.setItem(key, String(Number(sessionStorage.getItem(key) ?? 0) + 1));
    window.addEventListener("keydown", (event) => event.key === "Tab" && count("e2e-tabs"), true);
    window.addEventListener("pointerdown", (event) => event.isTrusted && count("e2e-pointerdowns"), true);
  };
  await page.addInitScript(listen); // pages loaded from now on
  await page.evaluate(listen); // and the page on screen, whose next questions load without a new document
}
const counted = (page: Page, key: string) => page.evaluate((k) => Number(sessionStorage.getItem(k) ?? 0), key);
const questionTitle = (page: Page) => page.locator("#question-title");

/** On the analysis screen after Enter on Confirm submission: every answer correct. */
async function expectCorrect(page: Page, correct: number, total: number) {
  await expect(page).toHaveURL(/\/analysis\?attempt=/);
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Test Complete!" })).toBeVisible();
  await expect(page.getByText(`${correct}/${total}`).first()).toBeVisible();
}

/** All Questions, 10 with attempted ones included and answers shown, started from the setup dialog. */
async function startTenFromAllQuestions(page: Page) {
  await open(page, "/dashboard/configure?pool=all");
  const setup = page.getByRole("dialog", { name: "Test Configuration" });
  await setup.getByLabel("Include Attempted Questions").check();
  await expect(setup.getByLabel("Show Answers After Each Question")).toBeChecked();
  await chooseCount(page, 10);
  await setup.getByRole("button", { name: "Start Test" }).click();
  await expect(page).toHaveURL(/\/question\?attempt=/);
  await hydrated(page);
}

test(
  "a 10-question practice with answers shown, answered and finished by keyboard alone",
  { tag: "@js" },
  async ({ page, fullAccess }) => {
    test.slow();
    expect(fullAccess.plan).toBe("premium"); // the fixture signed the page in
    // Choosing the test is the setup dialog's business; from its Start Test on, only keys.
    await startTenFromAllQuestions(page);
    const total = 10;
    await countTabsAndPointers(page);
    const keyboard = page.keyboard;

    let correct = 0;
    /**
     * Types the full-mark answer into the focused box and presses Enter: the feedback takes the focus.
     * All Questions may draw a question another test wrote in the console, whose key this test does not
     * know: that one gets an answer of made-up words, which earns 0 marks.
     */
    const answerHere = async (n: number) => {
      await expectPosition(page, n, total);
      await expect(answerBox(page)).toBeFocused();
      const shown = await questionOnScreen(page).catch(() => null);
      const answer = shown ? fullMarkAnswer(shown) : "xqzv nps";
      if (shown) correct += 1;
      // Answers are full of n, p and s: none of them may fire a shortcut in the box.
      await keyboard.type(answer);
      await expect(answerBox(page)).toHaveValue(answer);
      await keyboard.press("Enter");
      await expect(markResult(page)).toContainText(shown ? "2 marks" : "0 marks");
      await expect(answerPanel(page)).toBeFocused();
    };

    await answerHere(1);
    await keyboard.press("n");
    await answerHere(2);
    await keyboard.press("Enter"); // Enter on the feedback goes on, as n does

    // Escape leaves the box, so s skips; the next question opens with the focus in its box.
    await expectPosition(page, 3, total);
    await expect(answerBox(page)).toBeFocused();
    await keyboard.type("not sure p");
    await keyboard.press("Escape");
    await expect(answerBox(page)).not.toBeFocused();
    await expect(questionTitle(page)).toBeFocused();
    await keyboard.press("s");
    await answerHere(4);

    // p goes back to the skipped question, its box focused and empty; → returns to an answered one, on its feedback.
    await keyboard.press("p");
    await expect(answerBox(page)).toHaveValue("");
    await answerHere(3);
    await keyboard.press("ArrowRight");
    await expectPosition(page, 4, total);
    await expect(answerPanel(page)).toBeFocused();
    await keyboard.press("n");

    for (let n = 5; n <= total; n++) {
      await answerHere(n);
      await keyboard.press(n % 2 ? "n" : "Enter");
    }
    // Next on the last question asks to finish, with Confirm submission focused.
    await expect(page).toHaveURL(/[?&]confirm=finish/);
    await expect(page.getByRole("button", { name: "Confirm submission" })).toBeFocused();
    const tabs = await counted(page, "e2e-tabs");
    const pointers = await counted(page, "e2e-pointerdowns");
    await keyboard.press("Enter");
    await expectCorrect(page, correct, total);
    expect(tabs).toBe(0);
    expect(pointers).toBe(0);
  },
);

test(
  "a mock answered and finished by keyboard alone: each next question opens with the focus in its box",
  { tag: "@js" },
  async ({ page, fullAccess }) => {
    test.slow();
    expect(fullAccess.plan).toBe("premium"); // the fixture signed the page in
    const paper = mockQuestions(1);
    const total = await startMock(page, "Mock Paper 1");
    await countTabsAndPointers(page);
    const keyboard = page.keyboard;

    for (let n = 1; n <= total; n++) {
      await expectPosition(page, n, total, "Mock");
      await expect(answerBox(page)).toBeFocused();
      expect((await questionOnScreen(page)).code).toBe(paper[n - 1]!.code);
      await keyboard.type(fullMarkAnswer(paper[n - 1]!));
      await keyboard.press("Enter");
      // No feedback in a mock: the next question comes by itself.
      if (n < total) await expect(page).toHaveURL(new RegExp(`[?&]q=${n + 1}(&|$)`));
      await expect(answerPanel(page)).toHaveCount(0);
    }
    // After the last answer the confirm step opens, Confirm submission focused.
    await expect(page).toHaveURL(/[?&]confirm=finish/);
    await expect(page.getByRole("button", { name: "Confirm submission" })).toBeFocused();
    const tabs = await counted(page, "e2e-tabs");
    const pointers = await counted(page, "e2e-pointerdowns");
    await keyboard.press("Enter");
    await expectCorrect(page, total, total);
    expect(tabs).toBe(0);
    expect(pointers).toBe(0);
  },
);

test(
  "note, like, dispute, Mark correct, Explain, the finish summary and Submit, by keys alone and never a Tab",
  { tag: "@js" },
  async ({ page, fullAccess }) => {
    test.slow();
    expect(fullAccess.plan).toBe("premium"); // the fixture signed the page in
    await startTenFromAllQuestions(page);
    await countTabsAndPointers(page);
    const keyboard = page.keyboard;
    // With JavaScript the header offers the list of keys; without it no key answers, so no button shows.
    await expect(page.getByRole("button", { name: "Keyboard shortcuts" })).toBeVisible();

    await expect(answerBox(page)).toBeFocused();
    await keyboard.type("xqzv nps");
    await keyboard.press("Enter");
    await expect(answerPanel(page)).toBeFocused();

    // w: the note's title, then its text; Escape leaves the field and the keys work again.
    await keyboard.press("w");
    await expect(page.locator("#note-title")).toBeFocused();
    await keyboard.type("Keyboard note");
    await keyboard.press("Escape");
    // l likes the question; d opens the dispute form.
    await keyboard.press("l");
    await expect(page.getByRole("button", { name: "Unlike question" })).toBeVisible();
    await keyboard.press("d");
    await expect(page.getByRole("dialog", { name: "Send a Dispute" })).toBeVisible();
    await keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Send a Dispute" })).toHaveCount(0);
    // c goes to Mark correct's buttons.
    await keyboard.press("c");
    await expect(page.getByRole("button", { name: "Mark correct (1 mark)" })).toBeFocused();
    // x opens Explain with AI over the question; Escape closes it.
    await keyboard.press("x");
    const explain = page.getByRole("dialog", { name: "Explain with AI" });
    await expect(explain).toBeVisible();
    await keyboard.press("Escape");
    await expect(explain).toBeHidden();

    // e opens the finish summary with Submit Test focused, above the table; Enter, then Enter submits.
    await keyboard.press("Escape");
    await keyboard.press("e");
    const summary = page.getByRole("dialog", { name: "Finish Test" });
    await expect(summary.getByRole("link", { name: "Submit Test" })).toBeFocused();
    await keyboard.press("Enter");
    await expect(page).toHaveURL(/[?&]confirm=finish/);
    await expect(page.getByRole("button", { name: "Confirm submission" })).toBeFocused();
    const tabs = await counted(page, "e2e-tabs");
    const pointers = await counted(page, "e2e-pointerdowns");
    await keyboard.press("Enter");
    await expect(page).toHaveURL(/\/analysis\?attempt=/);
    expect(tabs).toBe(0);
    expect(pointers).toBe(0);
  },
);

test("Tab goes round a dialog's own controls, never out to the page", { tag: "@js" }, async ({ page, fullAccess }) => {
  expect(fullAccess.plan).toBe("premium");
  await open(page, "/dashboard/configure?pool=free");
  const setup = page.getByRole("dialog", { name: "Test Configuration" });
  await expect(setup).toBeVisible();
  await hydrated(page);
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press("Tab");
    expect(await setup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await setup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
});

test(
  "from the dashboard a test starts in five keys: Tab, Enter (skip to content), Tab, Enter (a test card), Enter (Start Test)",
  { tag: "@js" },
  async ({ page }) => {
    // A new trainee, whose 30 free questions are all there to start.
    const account = await signUpVerified(page);
    await signIn(page, account.email, account.password);
    await open(page, "/dashboard");
    await hydrated(page);
    await countTabsAndPointers(page);
    const keys = ["Tab", "Enter", "Tab", "Enter", "Enter"];
    await page.keyboard.press(keys[0]!);
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press(keys[1]!);
    await page.keyboard.press(keys[2]!);
    await expect(page.getByRole("link", { name: /^Free Questions\b/ })).toBeFocused();
    await page.keyboard.press(keys[3]!);
    const setup = page.getByRole("dialog", { name: "Test Configuration" });
    await expect(setup.getByRole("button", { name: "Start Test" })).toBeFocused();
    await page.keyboard.press(keys[4]!);
    await expect(page).toHaveURL(/\/question\?attempt=/);
    expect(keys).toHaveLength(5);
    expect(await counted(page, "e2e-tabs")).toBe(2);
    expect(await counted(page, "e2e-pointerdowns")).toBe(0);
  },
);
