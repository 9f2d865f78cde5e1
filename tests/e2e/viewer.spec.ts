// The full-screen image viewer on the question screen (JavaScript only: it is a client-side dialog).
import { answerBox, startCategoryPractice, startMock } from "./flows";
import { expect, test, type Page } from "./utils";

const viewer = (page: Page) => page.getByRole("dialog", { name: /^Image viewer/ });
const tools = (page: Page) => viewer(page).getByRole("toolbar", { name: "Image tools" });
const zoomLabel = (page: Page) => tools(page).locator("span[aria-live]");
const brightness = (page: Page) => tools(page).locator('[aria-label="Brightness"]');
const contrast = (page: Page) => tools(page).locator('[aria-label="Contrast"]');
const viewerImage = (page: Page) => page.getByTestId("viewer-image");

async function transform(page: Page) {
  return (await viewerImage(page).getAttribute("style")) ?? "";
}

async function expectInitial(page: Page) {
  await expect(zoomLabel(page)).toHaveText("100%");
  await expect(brightness(page)).toHaveText("100%");
  await expect(contrast(page)).toHaveText("100%");
  await expect(viewerImage(page)).toHaveAttribute("style", /rotate\(0deg\)/);
  await expect(viewerImage(page)).not.toHaveAttribute("style", /invert/);
}

/** Presses v with the focus away from the answer box, and waits for the viewer. */
async function openWithV(page: Page) {
  // The screen puts the cursor in the answer box once it is ready: wait for that, then take it out,
  // or the screen's own focus could land after ours and v would be typed as an answer.
  await expect(answerBox(page)).toBeFocused();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press("v");
  await expect(viewer(page)).toBeVisible();
}

test(
  "in practice the keys and the toolbar zoom, brighten, contrast, rotate, invert and reset; Escape closes",
  { tag: "@js" },
  async ({ page, fullAccess }) => {
    void fullAccess;
    await startCategoryPractice(page, "Neuroanatomy");
    await expect(viewer(page)).toBeHidden();

    await openWithV(page);
    await expectInitial(page);
    await expect(tools(page).getByRole("button", { name: "Invert" })).toBeVisible();

    // Keys.
    await page.keyboard.press("+");
    await expect(zoomLabel(page)).not.toHaveText("100%");
    const zoomed = await zoomLabel(page).textContent();
    expect(Number.parseInt(zoomed!, 10)).toBeGreaterThan(100);
    await page.keyboard.press("]");
    await expect(brightness(page)).not.toHaveText("100%");
    expect(Number.parseInt((await brightness(page).textContent())!, 10)).toBeGreaterThan(100);
    await page.keyboard.press("[");
    await page.keyboard.press("[");
    expect(Number.parseInt((await brightness(page).textContent())!, 10)).toBeLessThan(100);
    await page.keyboard.press("}");
    await expect(contrast(page)).not.toHaveText("100%");
    expect(Number.parseInt((await contrast(page).textContent())!, 10)).toBeGreaterThan(100);
    await page.keyboard.press("{");
    await page.keyboard.press("{");
    expect(Number.parseInt((await contrast(page).textContent())!, 10)).toBeLessThan(100);
    await page.keyboard.press("r");
    await expect(viewerImage(page)).toHaveAttribute("style", /rotate\(90deg\)/);
    await page.keyboard.press("i");
    await expect(viewerImage(page)).toHaveAttribute("style", /invert\(1\)/);
    await expect(tools(page).getByRole("button", { name: "Invert" })).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("0");
    await expectInitial(page);

    // The toolbar, by mouse.
    await tools(page).getByRole("button", { name: "Zoom in" }).click();
    await expect(zoomLabel(page)).toHaveText(zoomed!);
    await tools(page).getByRole("button", { name: "Zoom out" }).click();
    await expect(zoomLabel(page)).toHaveText("100%");
    await tools(page).getByRole("button", { name: "Brighter" }).click();
    expect(Number.parseInt((await brightness(page).textContent())!, 10)).toBeGreaterThan(100);
    await tools(page).getByRole("button", { name: "Darker" }).click();
    await expect(brightness(page)).toHaveText("100%");
    await tools(page).getByRole("button", { name: "More contrast" }).click();
    expect(Number.parseInt((await contrast(page).textContent())!, 10)).toBeGreaterThan(100);
    await tools(page).getByRole("button", { name: "Less contrast" }).click();
    await expect(contrast(page)).toHaveText("100%");
    await tools(page).getByRole("button", { name: "Rotate clockwise" }).click();
    await expect(viewerImage(page)).toHaveAttribute("style", /rotate\(90deg\)/);
    await tools(page).getByRole("button", { name: "Invert" }).click();
    await expect(viewerImage(page)).toHaveAttribute("style", /invert\(1\)/);
    await tools(page).getByRole("button", { name: "Zoom in" }).click();
    await tools(page).getByRole("button", { name: "Reset" }).click();
    await expectInitial(page);

    await page.keyboard.press("Escape");
    await expect(viewer(page)).toBeHidden();

    // The image's own button opens it too, and Close closes it.
    await page.getByRole("link", { name: "Open the image full screen (v)" }).click();
    await expect(viewer(page)).toBeVisible();
    await tools(page).getByRole("button", { name: "Close" }).click();
    await expect(viewer(page)).toBeHidden();
  },
);

test(
  "typing v or + in the answer box neither opens nor zooms the viewer",
  { tag: "@js" },
  async ({ page, fullAccess }) => {
    void fullAccess;
    await startCategoryPractice(page, "Neuroanatomy");
    await answerBox(page).click();
    await page.keyboard.type("v+vi0r");
    await expect(answerBox(page)).toHaveValue("v+vi0r");
    await expect(viewer(page)).toBeHidden();
  },
);

test("in a mock the viewer has no Invert button and i does nothing", { tag: "@js" }, async ({ page, fullAccess }) => {
  void fullAccess;
  await startMock(page, "Mock Paper 1");
  await openWithV(page);
  await expect(viewer(page)).toHaveAccessibleName("Image viewer (exam tools)");
  await expect(tools(page).getByRole("button", { name: "Invert" })).toHaveCount(0);
  await page.keyboard.press("i");
  await expect(viewerImage(page)).not.toHaveAttribute("style", /invert/);
  // The other tools are there.
  await page.keyboard.press("+");
  await expect(zoomLabel(page)).not.toHaveText("100%");
  await page.keyboard.press("Escape");
  await expect(viewer(page)).toBeHidden();
});

/** The image's translate(x, y) in px. */
async function panOf(page: Page) {
  const match = /translate\((-?[\d.]+)px, (-?[\d.]+)px\)/.exec(await transform(page));
  return { x: Number(match?.[1]), y: Number(match?.[2]) };
}

const zoomPercent = async (page: Page) => Number.parseInt((await zoomLabel(page).textContent())!, 10);

test(
  "once zoomed, the image pans by mouse drag and by the arrow keys; the wheel zooms",
  { tag: "@js" },
  async ({ page, fullAccess }) => {
    void fullAccess;
    await startCategoryPractice(page, "Neuroanatomy");
    await openWithV(page);
    // The image as the trainee sees it, loaded and laid out, before the pointer goes to its middle.
    await expect.poll(() => viewerImage(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const box = (await viewerImage(page).boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

    // The wheel, over the image.
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.wheel(0, -100);
    await expect(zoomLabel(page)).not.toHaveText("100%");
    expect(await zoomPercent(page)).toBeGreaterThan(100);

    // A drag moves the image with the pointer.
    expect(await panOf(page)).toEqual({ x: 0, y: 0 });
    await page.mouse.down();
    await page.mouse.move(centre.x + 60, centre.y + 30, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => panOf(page)).toEqual({ x: 60, y: 30 });

    // The arrow keys move it in 40 px steps.
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => panOf(page)).toEqual({ x: 100, y: 70 });
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => panOf(page)).toEqual({ x: 60, y: 70 });

    // Reset brings it back to the middle at 100%.
    await page.keyboard.press("0");
    await expectInitial(page);
    expect(await panOf(page)).toEqual({ x: 0, y: 0 });
  },
);

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true });

  test("two fingers pinch the image larger and smaller", { tag: "@js" }, async ({ page, fullAccess }) => {
    void fullAccess;
    await startCategoryPractice(page, "Neuroanatomy");
    await openWithV(page);
    const box = (await viewerImage(page).boundingBox())!;
    const y = box.y + box.height / 2;
    const x = box.x + box.width / 2;
    const touch = await page.context().newCDPSession(page);
    /** Two fingers `from` px apart, moved to `to` px apart, level with each other about the centre. */
    const pinch = async (from: number, to: number) => {
      const points = (gap: number) => [
        { x: x - gap / 2, y, id: 1 },
        { x: x + gap / 2, y, id: 2 },
      ];
      await touch.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: points(from) });
      for (let step = 1; step <= 5; step++) {
        await touch.send("Input.dispatchTouchEvent", {
          type: "touchMove",
          touchPoints: points(from + ((to - from) * step) / 5),
        });
      }
      await touch.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    };

    await pinch(60, 180);
    await expect(zoomLabel(page)).not.toHaveText("100%");
    const larger = await zoomPercent(page);
    expect(larger).toBeGreaterThanOrEqual(250);

    await pinch(180, 90);
    await expect.poll(() => zoomPercent(page)).toBeLessThan(larger);
    expect(await zoomPercent(page)).toBeGreaterThan(100);
  });
});
