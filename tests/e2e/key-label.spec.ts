// The key's name at the arrow (docs/product-rules.md#key-label): after answering it shows beside the
// arrowhead, hidden and shown again by its link (and k); a running mock never carries it, its review does.
// Runs with JavaScript on and off.
import {
  answer,
  attemptIdOf,
  expectPosition,
  finishFromOverview,
  fullMarkAnswer,
  overviewLink,
  questionOnScreen,
  startCategoryPractice,
  startMock,
  WRONG_ANSWER,
  type SeedQuestion,
} from "./flows";
import { expect, jsEnabled, open, test, type Page } from "./utils";

const label = (page: Page) => page.locator("#key-label");

/** The label's box touches a circle around the arrow's tip on the image as displayed (a quarter of its width). */
async function expectBesideArrow(page: Page, image: ReturnType<Page["getByRole"]>, question: SeedQuestion) {
  const box = (await image.boundingBox())!;
  const shown = (await label(page).boundingBox())!;
  const [x, y] = question.image.arrows[0]!.tip;
  const tip = { x: box.x + x * box.width, y: box.y + y * box.height };
  const nearest = {
    x: Math.min(Math.max(tip.x, shown.x), shown.x + shown.width),
    y: Math.min(Math.max(tip.y, shown.y), shown.y + shown.height),
  };
  expect(Math.hypot(nearest.x - tip.x, nearest.y - tip.y)).toBeLessThan(box.width / 4);
  // On the image, not beside it.
  expect(shown.x).toBeGreaterThanOrEqual(box.x - 1);
  expect(shown.x + shown.width).toBeLessThanOrEqual(box.x + box.width + 1);
}

test("after a wrong answer the image names the key's answer at the arrow, hidden and shown on demand", async ({
  page,
  fullAccess,
}) => {
  expect(fullAccess.plan).toBe("premium");
  await startCategoryPractice(page, "Neuroanatomy");
  const question = await questionOnScreen(page);
  const name = fullMarkAnswer(question);
  await expect(label(page)).toHaveCount(0);
  expect(await page.content()).not.toContain(name);

  await answer(page, WRONG_ANSWER);
  await expect(label(page)).toBeVisible();
  await expect(label(page)).toContainText(name);
  const image = page.getByRole("img", { name: /image for question 1, with an arrow$/ });
  await expectBesideArrow(page, image, question);

  await page.getByRole("link", { name: "Hide the name at the arrow" }).click();
  await expect(page).toHaveURL(/[?&]label=off/);
  await expect(label(page)).toHaveCount(0);
  if (jsEnabled()) {
    await page.keyboard.press("k");
    await expect(page).not.toHaveURL(/[?&]label=off/);
  } else {
    await page.getByRole("link", { name: "Show the name at the arrow" }).click();
  }
  await expect(label(page)).toBeVisible();
  await expect(label(page)).toContainText(name);
});

test("a running mock never carries the name; its review after submission shows it at the arrow", async ({
  page,
  fullAccess,
}) => {
  test.slow();
  expect(fullAccess.plan).toBe("premium");
  const total = await startMock(page, "Mock Paper 2");
  const question = await questionOnScreen(page);
  const name = fullMarkAnswer(question);
  await answer(page, WRONG_ANSWER);
  await expectPosition(page, 2, total, "Mock");
  await overviewLink(page, "Question 1, answered").click();
  await expectPosition(page, 1, total, "Mock");
  await expect(label(page)).toHaveCount(0);
  expect(await page.content()).not.toContain(name);

  const attemptId = attemptIdOf(page);
  await finishFromOverview(page, { answered: 1, total });
  await open(page, `/analysis?attempt=${attemptId}&review=1`);
  await expect(label(page)).toBeVisible();
  await expect(label(page)).toContainText(name);
  await expectBesideArrow(page, page.getByRole("img", { name: "Question 1, with its arrow" }), question);
});
