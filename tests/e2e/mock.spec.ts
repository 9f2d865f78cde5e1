// Mock papers: answers hidden and auto-advance, the clock at 54 s a question, and a whole mock by keyboard.
import {
  answer,
  answerBox,
  dashboardCard,
  answerPanel,
  expectPosition,
  fullMarkAnswer,
  mockQuestions,
  overviewLink,
  questionOnScreen,
  startMock,
} from "./flows";
import { expect, hydrated, open, test, type Page } from "./utils";

const PAPER_1 = mockQuestions(1);
const timeLeft = (page: Page) => page.getByRole("timer", { name: "Time left" });

test(
  "a mock hides the answers, moves on by itself, and is submitted when its 9 minutes (10 questions) run out",
  { tag: "@js" },
  async ({ page, fullAccess }) => {
    expect(fullAccess.plan).toBe("premium"); // the fixture signed the page in
    await page.clock.install();
    const total = await startMock(page, "Mock Paper 1");
    expect(total).toBe(PAPER_1.length);
    await expect(timeLeft(page)).toHaveText(/^(09:00|08:[0-5]\d) left$/);

    const first = await questionOnScreen(page);
    expect(first.code).toBe(PAPER_1[0]!.code);
    await answer(page, fullMarkAnswer(first));

    // Auto-advance: the next question without another click, and nothing about the marks.
    await expect(page).toHaveURL(/[?&]q=2(&|$)/);
    await expectPosition(page, 2, total, "Mock");
    expect((await questionOnScreen(page)).code).toBe(PAPER_1[1]!.code);
    await expect(answerBox(page)).toHaveValue("");
    await expect(answerBox(page)).toBeFocused();
    await expect(overviewLink(page, "Question 1, answered")).toBeVisible();
    await expect(answerPanel(page)).toHaveCount(0);
    await expect(page.getByText("Accepted answers")).toHaveCount(0);
    await expect(page.getByText(/\b[012] marks?\b/)).toHaveCount(0);

    // Back on question 1 the answer is there to change, still without marks.
    await overviewLink(page, "Question 1, answered").click();
    await expectPosition(page, 1, total, "Mock");
    await expect(answerBox(page)).toHaveValue(fullMarkAnswer(first));
    await expect(page.getByRole("button", { name: "Update" })).toBeVisible();
    await expect(answerPanel(page)).toHaveCount(0);
    await expect(page.getByText(/\b[012] marks?\b/)).toHaveCount(0);

    // Time runs out: the page submits the mock by itself.
    await page.clock.fastForward("00:09:05");
    await expect(page).toHaveURL(/\/analysis\?attempt=/);
    await expect(page.getByRole("heading", { name: "Test Complete!" })).toBeVisible();
    await expect(page.getByText(/out of 9 minutes$/)).toBeVisible();
    await expect(page.getByRole("region", { name: "Question Summary" }).getByRole("row").nth(1)).toContainText(
      fullMarkAnswer(first),
    );
  },
);

test(
  "every screen gives a mock its real length, and none calls a 10-question paper 'as in the exam'",
  { tag: "@js" },
  async ({ page, fullAccess }) => {
    expect(fullAccess.plan).toBe("premium"); // the fixture signed the page in
    expect(PAPER_1.length).toBe(10);
    const length = "10 questions · 9 minutes";
    await open(page, "/dashboard");
    await expect(dashboardCard(page, "Mock Test")).toContainText(`of ${length}`);
    await expect(page.getByText(/as in the exam/i)).toHaveCount(0);

    await dashboardCard(page, "Mock Test").click();
    const dialog = page.getByRole("dialog", { name: "Mock Test" });
    await expect(dialog.getByText(length).first()).toBeVisible();
    await expect(dialog.getByText(/as in the exam/i)).toHaveCount(0);

    await dialog.getByRole("link", { name: "Start Mock Paper 1", exact: true }).click();
    const setup = page.getByRole("dialog", { name: "Test Configuration" });
    await expect(setup.getByText(`${length}, answers hidden until you finish.`)).toBeVisible();
    await expect(page.getByText(/as in the exam/i)).toHaveCount(0);

    await open(page, "/");
    await expect(page.getByText(/as in the exam|as on the day/i)).toHaveCount(0);
    // Nor does the landing's description in search results promise full mocks.
    await expect(page.locator('meta[name="description"]')).not.toHaveAttribute("content", /full mock/i);
  },
);

/** The UK time of day `minutes` from now, give or take one minute (a page served as the minute turns). */
function ukTimesIn(minutes: number) {
  const format = new Intl.DateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "Europe/London",
  });
  return [-1, 0, 1].map((d) => format.format(new Date(Date.now() + (minutes + d) * 60_000)));
}

test(
  "without JavaScript a mock question says when the mock ends, and answering moves on",
  { tag: "@no-js" },
  async ({ page, fullAccess }) => {
    expect(fullAccess.plan).toBe("premium"); // the fixture signed the page in
    const total = await startMock(page, "Mock Paper 1");
    // product-rules#mock-clock: nothing ticks without JavaScript, so no frozen count, but the time it ends.
    const endsAt = page.getByRole("timer", { name: "Mock ends" });
    await expect(endsAt).toHaveText(/^ends at \d\d:\d\d$/);
    expect(ukTimesIn(9).map((time) => `ends at ${time}`)).toContain(await endsAt.textContent());
    await expect(timeLeft(page)).toHaveCount(0);
    // No hint or button for keys that nothing answers without JavaScript.
    await expect(page.getByText("Press ? for keyboard shortcuts.")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Keyboard shortcuts" })).toHaveCount(0);

    await answer(page, fullMarkAnswer(await questionOnScreen(page)));
    await expect(page).toHaveURL(/[?&]q=2(&|$)/);
    await expectPosition(page, 2, total, "Mock");
    expect(ukTimesIn(9).map((time) => `ends at ${time}`)).toContain(await endsAt.textContent());
    await expect(overviewLink(page, "Question 1, answered")).toBeVisible();
    await expect(answerPanel(page)).toHaveCount(0);
    await expect(page.getByText(/\b[012] marks?\b/)).toHaveCount(0);
  },
);

/** Presses Tab until the focused element's label or text matches (the keyboard's way to reach a control). */
async function tabTo(page: Page, name: string | RegExp, max = 40) {
  const matches = (text: string) => (typeof name === "string" ? text === name : name.test(text));
  for (let i = 0; i <= max; i++) {
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el ? (el.getAttribute("aria-label") ?? el.textContent ?? "").trim() : "";
    });
    if (matches(focused)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${name}`);
}

test("a whole mock taken with the keyboard alone", { tag: "@js" }, async ({ page, fullAccess }) => {
  test.slow();
  expect(fullAccess.plan).toBe("premium"); // the fixture signed the page in
  // Counts real pointer presses, to show that none was needed.
  await page.addInitScript(() => {
    window.addEventListener(
      "pointerdown",
      (event) => {
        if (event.isTrusted)
          sessionStorage.setItem(
            "e2e-pointerdowns",
            String(Number(sessionStorage.getItem("e2e-pointerdowns") ?? 0) + 1),
          );
      },
      true,
    );
  });
  const keyboard = page.keyboard;
  const total = PAPER_1.length;
  const questionNumber = (n: number) => expectPosition(page, n, total, "Mock");
  const typeAnswer = async (n: number) => {
    await expect(answerBox(page)).toBeFocused();
    expect((await questionOnScreen(page)).code).toBe(PAPER_1[n - 1]!.code);
    await keyboard.type(fullMarkAnswer(PAPER_1[n - 1]!));
    await keyboard.press("Enter");
  };

  await page.goto("/dashboard/mock");
  await hydrated(page);
  await tabTo(page, "Start Mock Paper 1");
  await keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/configure\?pool=mock/);
  await tabTo(page, "Start Test");
  await keyboard.press("Enter");
  await expect(page).toHaveURL(/\/question\?attempt=/);

  // Focus starts in the answer box; Enter submits and the next question comes by itself, focused.
  await questionNumber(1);
  for (const n of [1, 2, 3]) {
    await typeAnswer(n);
    await questionNumber(n + 1);
  }

  // Shortcuts work once focus leaves the answer box (Tab): s skips, p goes back, n goes on.
  await keyboard.press("Tab");
  await keyboard.press("s");
  await questionNumber(5);
  await expect(answerBox(page)).toBeFocused();
  await keyboard.press("Tab");
  await keyboard.press("p");
  await questionNumber(4);
  await keyboard.press("Tab");
  await keyboard.press("n");
  await questionNumber(5);

  // f flags, a returns to the answer box.
  await keyboard.press("Tab");
  await keyboard.press("f");
  await expect(page.getByRole("button", { name: "⚑ Flagged" })).toBeVisible();
  await keyboard.press("a");
  await typeAnswer(5);
  for (const n of [6, 7, 8, 9]) {
    await questionNumber(n);
    await typeAnswer(n);
  }
  await questionNumber(10);

  // e opens Finish Test; the keyboard reaches Submit Test and Confirm submission.
  await keyboard.press("Tab");
  await keyboard.press("e");
  const summary = page.getByRole("dialog", { name: "Finish Test" });
  await expect(summary).toBeVisible();
  await expect(summary.getByText(`${total - 2} of ${total} answered`)).toBeVisible();
  await expect(summary.getByRole("cell", { name: "Flagged", exact: true })).toHaveCount(1);
  await tabTo(page, "Submit Test");
  await keyboard.press("Enter");
  const confirm = page.getByRole("dialog", { name: "Submit test?" });
  await expect(confirm).toContainText("You have 2 unanswered questions.");
  await tabTo(page, "Confirm submission");
  await keyboard.press("Enter");

  await expect(page).toHaveURL(/\/analysis\?attempt=/);
  await expect(page.getByRole("heading", { name: "Test Complete!" })).toBeVisible();
  await expect(page.getByText(`${total - 2}/${total}`, { exact: true })).toBeVisible(); // Correct Answers
  expect(await page.evaluate(() => sessionStorage.getItem("e2e-pointerdowns"))).toBeNull();
});
