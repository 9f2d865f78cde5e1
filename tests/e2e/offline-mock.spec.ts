// A mock survives a dropped connection (product-rules#offline-mock): the trainee goes on answering with
// Next, the screen says how many answers wait, the answers survive a reload on the device, and once
// they are sent each is stored once with its marks.
import {
  answer,
  answerBox,
  expectPosition,
  finishFromOverview,
  fullMarkAnswer,
  mockQuestions,
  startMock,
} from "./flows";
import { expect, hydrated, test } from "./utils";

const PAPER_1 = mockQuestions(1);

test(
  "a mock goes on offline, and the answers given meanwhile are stored once the connection is back",
  { tag: "@js" },
  async ({ page, context, fullAccess }) => {
    void fullAccess;
    const total = await startMock(page, "Mock Paper 1");
    await answer(page, fullMarkAnswer(PAPER_1[0]!));
    await expectPosition(page, 2, total, "Mock");

    await context.setOffline(true);
    await expect(page.getByText("You are offline: 0 answers waiting to be sent.")).toBeVisible();
    for (let n = 2; n <= 6; n++) {
      await expectPosition(page, n, total, "Mock");
      await expect(page.locator("#question-title")).toHaveText(PAPER_1[n - 1]!.title);
      await answerBox(page).fill(fullMarkAnswer(PAPER_1[n - 1]!));
      await page.getByRole("button", { name: "Next" }).click();
    }
    await expectPosition(page, 7, total, "Mock");
    await expect(
      page.getByRole("status").filter({ hasText: "You are offline: 5 answers waiting to be sent." }),
    ).toBeVisible();

    // The link is back but the server cannot be reached yet: the answers still wait, through a reload.
    const unreachable = (route: import("@playwright/test").Route) =>
      route.request().method() === "POST" ? route.abort("internetdisconnected") : route.fallback();
    await page.route(/\/question\.data/, unreachable);
    await context.setOffline(false);
    await expect(page.getByText(/5 answers (waiting to be sent|given offline)/)).toBeVisible();
    await page.reload();
    await hydrated(page);
    await expect(page.getByText("Sending 5 answers given offline.")).toBeVisible();

    // Reachable again: the next reconnect sends them, in order, and the count goes. Its first try still
    // fails, as when a connection says it is back a moment before requests get through: tried again
    // within seconds, not at the next retry 15 s later.
    let firstTry = true;
    const firstTryFails = (route: import("@playwright/test").Route) => {
      if (route.request().method() !== "POST" || !firstTry) return route.fallback();
      firstTry = false;
      return route.abort("internetdisconnected");
    };
    await page.unroute(/\/question\.data/, unreachable);
    await page.route(/\/question\.data/, firstTryFails);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(page.getByText(/answers? (waiting to be sent|given offline)/)).toHaveCount(0);

    await finishFromOverview(page, { answered: 6, total });
    const rows = page.getByRole("region", { name: "Question Summary" }).getByRole("row");
    for (let n = 1; n <= 6; n++) {
      await expect(rows.nth(n)).toContainText(fullMarkAnswer(PAPER_1[n - 1]!));
      await expect(rows.nth(n)).toContainText("2 marks");
    }
    await expect(rows.nth(7)).toContainText("Not attempted");
    await expect(page.getByText(`12/${total * 2}`, { exact: true })).toBeVisible(); // Total Marks
  },
);

test(
  "answers given offline before a mock ran out count when they arrive after it, then the analysis shows them",
  { tag: "@js" },
  async ({ page, context, fullAccess }) => {
    void fullAccess;
    const total = await startMock(page, "Mock Paper 1");
    await answer(page, fullMarkAnswer(PAPER_1[0]!));
    await expectPosition(page, 2, total, "Mock");

    await context.setOffline(true);
    await expect(page.getByText("You are offline: 0 answers waiting to be sent.")).toBeVisible();
    for (let n = 2; n <= 3; n++) {
      await expectPosition(page, n, total, "Mock");
      await answerBox(page).fill(fullMarkAnswer(PAPER_1[n - 1]!));
      await page.getByRole("button", { name: "Next" }).click();
    }
    await expect(
      page.getByRole("status").filter({ hasText: "You are offline: 2 answers waiting to be sent." }),
    ).toBeVisible();

    // The connection comes back 10 minutes on by the server's clock (tests/e2e/moved-clock.mjs): the
    // 10-question mock's 9 minutes ran out a minute ago, and the answers, made on a page served while it was open, still count.
    await page.setExtraHTTPHeaders({ "X-E2E-Clock-Days": String(10 / (24 * 60)) });
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/analysis\?attempt=/);
    const rows = page.getByRole("region", { name: "Question Summary" }).getByRole("row");
    for (let n = 1; n <= 3; n++) {
      await expect(rows.nth(n)).toContainText(fullMarkAnswer(PAPER_1[n - 1]!));
      await expect(rows.nth(n)).toContainText("2 marks");
    }
    await expect(rows.nth(4)).toContainText("Not attempted");
  },
);
