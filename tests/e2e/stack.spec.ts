// A stack question (the starter bank's VAS-008: 12 slices, the arrow on slice 6) answered by a trainee:
// with JavaScript the wheel, ↑/↓, PageUp/PageDown, the slider, touch drag and the full-screen viewer
// move through the slices; without it, links do. On a desktop and on a phone.
import {
  answer,
  answerBox,
  attemptIdOf,
  bankQuestion,
  fullMarkAnswer,
  markResult,
  startCategoryPractice,
} from "./flows";
import { expect, open, test, type Page } from "./utils";

const STACK = bankQuestion("VAS-008");
const COUNT = STACK.image.series!.length;
const ARROWED = STACK.image.slice!;

const slices = (page: Page) => page.getByRole("navigation", { name: "Slices" });
const counter = (page: Page) => slices(page).getByText(new RegExp(`^Slice \\d+ / ${COUNT}$`));
const questionImage = (page: Page) => page.locator("#question-figure img");

async function expectSlice(page: Page, n: number) {
  await expect(counter(page)).toHaveText(`Slice ${n} / ${COUNT}`);
  if (n === ARROWED) {
    await expect(questionImage(page)).toHaveAttribute("alt", /image for question \d+, with an arrow$/);
    await expect(slices(page).getByText("The arrow is on this slice")).toBeVisible();
  } else {
    await expect(questionImage(page)).toHaveAttribute(
      "alt",
      new RegExp(`slice ${n} of ${COUNT}: the arrow is on slice ${ARROWED}$`),
    );
    await expect(slices(page).getByRole("link", { name: `Back to the arrow (slice ${ARROWED})` })).toBeVisible();
  }
}

/** A Vascular practice (all ten of its questions, the stack among them), opened on the stack question. */
async function openStackQuestion(page: Page) {
  const total = await startCategoryPractice(page, "Vascular");
  const attempt = attemptIdOf(page);
  for (let n = 1; n <= total; n++) {
    await open(page, `/question?attempt=${attempt}&q=${n}`);
    if (await slices(page).count()) return `/question?attempt=${attempt}&q=${n}`;
  }
  throw new Error("No stack question in the Vascular practice");
}

/** Takes the focus out of the answer box, so the screen's keys work. */
async function leaveAnswerBox(page: Page) {
  await expect(answerBox(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(answerBox(page)).not.toBeFocused();
}

test.describe("desktop", () => {
  test(
    "the wheel, ↑/↓, PageUp/PageDown, the slider and the viewer move through a stack; the arrow has its slice",
    { tag: "@js" },
    async ({ page, fullAccess }) => {
      void fullAccess;
      test.slow();
      await openStackQuestion(page);
      await expectSlice(page, ARROWED);
      const arrowedSrc = await questionImage(page).getAttribute("src");

      await test.step("the wheel over the image: one notch, one slice", async () => {
        // The slider shows once the stack's controls are loaded: the wheel works from then on.
        await expect(slices(page).getByRole("slider", { name: "Slice" })).toBeVisible();
        await questionImage(page).hover();
        await page.mouse.wheel(0, 100);
        await expectSlice(page, ARROWED + 1);
        expect(await questionImage(page).getAttribute("src")).not.toBe(arrowedSrc);
        await page.mouse.wheel(0, -100);
        await expectSlice(page, ARROWED);
      });

      await test.step("keys: ↑ and ↓, PageUp and PageDown", async () => {
        await leaveAnswerBox(page);
        await page.keyboard.press("ArrowDown");
        await expectSlice(page, ARROWED + 1);
        await page.keyboard.press("PageDown");
        await expectSlice(page, ARROWED + 2);
        await page.keyboard.press("ArrowUp");
        await page.keyboard.press("PageUp");
        await page.keyboard.press("PageUp");
        await expectSlice(page, ARROWED - 1);
      });

      await test.step("the slider, and back to the arrow", async () => {
        await slices(page).getByRole("slider", { name: "Slice" }).fill(String(COUNT));
        await expectSlice(page, COUNT);
        await expect(slices(page).getByRole("link", { name: "Next slice ↓" })).toHaveCount(0);
        await slices(page)
          .getByRole("link", { name: `Back to the arrow (slice ${ARROWED})` })
          .click();
        await expectSlice(page, ARROWED);
        expect(await questionImage(page).getAttribute("src")).toBe(arrowedSrc);
      });

      await test.step("the full-screen viewer shows the slice on screen and pages through the stack", async () => {
        await slices(page).getByRole("link", { name: "Previous slice" }).click();
        await expectSlice(page, ARROWED - 1);
        await questionImage(page).click();
        const viewer = page.getByRole("dialog", { name: /^Image viewer/ });
        await expect(viewer).toBeVisible();
        await expect(viewer.getByText(`${ARROWED - 1} / ${COUNT}`)).toBeVisible();
        const before = await page.getByTestId("viewer-image").getAttribute("src");
        await page.keyboard.press("+");
        await page.keyboard.press("PageDown");
        await expect(viewer.getByText(`${ARROWED} / ${COUNT}`)).toBeVisible();
        expect(await page.getByTestId("viewer-image").getAttribute("src")).not.toBe(before);
        // Zoom stays as the trainee set it on the next slice.
        await expect(viewer.locator("span[aria-live]")).not.toHaveText("100%");
        await page.keyboard.press("Escape");
        await expectSlice(page, ARROWED);
      });

      await test.step("? lists the stack's keys", async () => {
        await page.keyboard.press("?");
        const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
        await expect(help.getByText("↑ ↓ or PgUp PgDn")).toBeVisible();
        await help.getByRole("button", { name: "Close" }).click();
      });

      await test.step("answered: the name at the arrow shows on the arrowed slice only", async () => {
        await answer(page, fullMarkAnswer(STACK));
        await expect(markResult(page).getByText("2 marks", { exact: true })).toBeVisible();
        await expect(page.locator("#key-label")).toContainText(fullMarkAnswer(STACK));
        await page.keyboard.press("PageDown");
        await expectSlice(page, ARROWED + 1);
        await expect(page.locator("#key-label")).toHaveCount(0);
        await page.keyboard.press("PageUp");
        await expect(page.locator("#key-label")).toContainText(fullMarkAnswer(STACK));
      });
    },
  );

  test(
    "links move through the slices without JavaScript, and the answer is marked",
    { tag: "@no-js" },
    async ({ page, fullAccess }) => {
      void fullAccess;
      const url = await openStackQuestion(page);
      await expectSlice(page, ARROWED);
      await slices(page).getByRole("link", { name: "Next slice ↓" }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]slice=${ARROWED + 1}\\b`));
      await expectSlice(page, ARROWED + 1);
      await slices(page).getByRole("link", { name: "Next slice ↓" }).click();
      await slices(page).getByRole("link", { name: "↑ Previous slice" }).click();
      await expectSlice(page, ARROWED + 1);
      await slices(page)
        .getByRole("link", { name: `Back to the arrow (slice ${ARROWED})` })
        .click();
      await expectSlice(page, ARROWED);
      await expect(page).not.toHaveURL(/[?&]slice=/);

      // A slice the stack does not have is refused, saying which it has.
      const refused = await page.goto(`${url}&slice=${COUNT + 1}`);
      expect(refused?.status()).toBe(400);
      await expect(page.getByText(`its slices are 1 to ${COUNT}`)).toBeVisible();

      await open(page, `${url}&slice=2`);
      await expectSlice(page, 2);
      await answer(page, fullMarkAnswer(STACK));
      await expect(markResult(page).getByText("2 marks", { exact: true })).toBeVisible();
    },
  );
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test(
    "touch drag moves through the slices; the others come as small variants, within a megabyte",
    { tag: "@js" },
    async ({ page, fullAccess }) => {
      void fullAccess;
      test.slow();
      const url = await openStackQuestion(page);
      // The page again, counting every stack image it fetches.
      const fetched: { url: string; bytes: number }[] = [];
      page.on("response", async (response) => {
        if (!/\/questions\/VAS-008-/.test(response.url())) return;
        fetched.push({ url: response.url(), bytes: (await response.body().catch(() => Buffer.alloc(0))).length });
      });
      await open(page, url);
      await expectSlice(page, ARROWED);
      await page.waitForLoadState("networkidle");
      const others = fetched.filter((f) => /-s\d+-/.test(f.url));
      expect(others.length, "the other slices are fetched ahead").toBeGreaterThan(0);
      expect(
        others.every((f) => /-sm\.webp/.test(f.url)),
        "only small variants of the other slices",
      ).toBe(true);
      expect(fetched.reduce((sum, f) => sum + f.bytes, 0)).toBeLessThanOrEqual(1024 * 1024);

      const box = (await questionImage(page).boundingBox())!;
      const x = box.x + box.width / 2;
      const drag = async (fromY: number, toY: number) => {
        const figure = page.locator("#question-figure");
        const at = (y: number) => ({ pointerId: 7, pointerType: "touch", isPrimary: true, clientX: x, clientY: y });
        await figure.dispatchEvent("pointerdown", at(fromY));
        for (let y = fromY; Math.abs(y - toY) > 0; y += Math.sign(toY - fromY) * 8) {
          await figure.dispatchEvent("pointermove", at(y));
        }
        await figure.dispatchEvent("pointermove", at(toY));
        await figure.dispatchEvent("pointerup", at(toY));
      };
      await drag(box.y + 100, box.y + 148);
      await expectSlice(page, ARROWED + 3);
      await drag(box.y + 148, box.y + 100);
      await expectSlice(page, ARROWED);
      // A drag does not open the full-screen viewer.
      await expect(page.getByRole("dialog", { name: /^Image viewer/ })).toHaveCount(0);

      await answer(page, fullMarkAnswer(STACK));
      await expect(markResult(page).getByText("2 marks", { exact: true })).toBeVisible();
    },
  );

  test(
    "links move through the slices on a phone without JavaScript",
    { tag: "@no-js" },
    async ({ page, fullAccess }) => {
      void fullAccess;
      await openStackQuestion(page);
      await slices(page).getByRole("link", { name: "↑ Previous slice" }).click();
      await expectSlice(page, ARROWED - 1);
      await answer(page, "aorta");
      await expect(markResult(page).getByText("1 mark", { exact: true })).toBeVisible();
    },
  );
});
