// A practice goes on when the connection drops (product-rules#offline-practice): the trainee answers the
// questions the page carries, flags one and writes a note, all kept on the device through a reload; once
// the connection is back each is stored once, and the answers get their marks and keys from the server.
import {
  answer,
  answerBox,
  bankQuestion,
  expectPosition,
  finishFromOverview,
  fullMarkAnswer,
  markResult,
  overviewLink,
  startCategoryPractice,
  type SeedQuestion,
} from "./flows";
import { expect, hydrated, test, type Page } from "./utils";

/** The question on screen, from its image's URL (offline the small variant: <code>-<version>-sm.webp). */
async function onScreen(page: Page): Promise<SeedQuestion> {
  const src =
    (await page.getByRole("img", { name: /image for question \d+, with an arrow$/ }).getAttribute("src")) ?? "";
  const code = /\/questions\/([A-Z]+-\d+)-[0-9a-f]+(?:-sm)?\.webp/.exec(src)?.[1];
  expect(code, `a question code in ${src}`).toBeTruthy();
  return bankQuestion(code!);
}

const flagButton = (page: Page) => page.locator("#flag-question");
const NOTE = { title: "Offline note", content: "Written on the ward with no signal" };

test(
  "a practice goes on offline: answers, a flag and a note wait on the device and are stored once when back",
  { tag: "@js" },
  async ({ page, context, fullAccess }) => {
    test.slow();
    void fullAccess;
    const total = await startCategoryPractice(page, "Neuroanatomy");
    const first = await onScreen(page);
    await answer(page, fullMarkAnswer(first));
    await expect(markResult(page).getByText("2 marks", { exact: true })).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByText("You are offline: 0 answers waiting to be sent.")).toBeVisible();
    // A note on the answered question, saved with the button as the connection is down.
    await page.getByLabel("Note title").fill(NOTE.title);
    await page.getByLabel("Note", { exact: true }).fill(NOTE.content);
    await page.getByRole("button", { name: "Save note" }).click();
    await expect(page.getByText("You are offline: 1 note waiting to be sent.")).toBeVisible();

    const answered: SeedQuestion[] = [];
    for (let n = 2; n <= 4; n++) {
      await page.getByRole("button", { name: "Next", exact: true }).click();
      await expectPosition(page, n, total);
      const question = await onScreen(page);
      answered.push(question);
      await answer(page, fullMarkAnswer(question));
      // No key yet: the marks come from the server.
      await expect(
        page.getByText("Answers given offline are saved on this device and will be marked when you are back online."),
      ).toBeVisible();
      await expect(markResult(page)).toHaveCount(0);
      if (n === 3) {
        await flagButton(page).click();
        await expect(flagButton(page)).toHaveAttribute("aria-pressed", "true");
      }
    }
    await expect(page.getByText("You are offline: 3 answers, 1 flag and 1 note waiting to be sent.")).toBeVisible();

    // The overview's links reach the questions the page carries.
    await overviewLink(page, "Question 3").click();
    await expectPosition(page, 3, total);
    await expect(page.locator("#question-title")).toHaveText(answered[1]!.title);
    await expect(flagButton(page)).toHaveAttribute("aria-pressed", "true");
    await expect(answerBox(page)).toHaveValue(fullMarkAnswer(answered[1]!));

    // The link is back but the server cannot be reached yet: everything still waits, through a reload.
    const unreachable = (route: import("@playwright/test").Route) =>
      route.request().method() === "POST" ? route.abort("internetdisconnected") : route.fallback();
    await page.route(/\/question\.data/, unreachable);
    await context.setOffline(false);
    await page.reload();
    await hydrated(page);
    await expect(page.getByText("Sending 3 answers, 1 flag and 1 note given offline.")).toBeVisible();

    // Reachable again: the next reconnect sends them in order, and the count goes.
    await page.unroute(/\/question\.data/, unreachable);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(page.getByText(/given offline|waiting to be sent/)).toHaveCount(0);

    // Each answer marked by the server, the flag and the note stored.
    await expect(overviewLink(page, "Question 2, answered, 2 marks")).toBeVisible();
    await expect(overviewLink(page, "Question 3, answered, flagged, 2 marks")).toBeVisible();
    await expect(overviewLink(page, "Question 4, answered, 2 marks")).toBeVisible();
    await overviewLink(page, "Question 4, answered, 2 marks").click();
    await expect(markResult(page).getByText("2 marks", { exact: true })).toBeVisible();
    await overviewLink(page, "Question 1, answered, 2 marks").click();
    await expect(page.getByLabel("Note title")).toHaveValue(NOTE.title);
    await expect(page.getByLabel("Note", { exact: true })).toHaveValue(NOTE.content);

    // Stored once each: four answered, eight marks.
    await finishFromOverview(page, { answered: 4, total });
    await expect(page.getByText(`8/${total * 2}`, { exact: true })).toBeVisible(); // Total Marks
  },
);
