// What every screen shares: the sign-in toast never covers the cookie banner's Accept button, and
// locks are drawn as icons (an emoji renders as an empty box where no emoji font is installed).
import { DEMO_PASSWORD } from "../../db/seed/demo-accounts";
import { dashboardCard } from "./flows";
import { expect, freeDemo, open, submitSignIn, test, type Page } from "./utils";

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function expectToastClearOfAccept(page: Page) {
  const toast = page.getByTestId("toast");
  const accept = page.getByRole("region", { name: "Cookies" }).getByRole("button", { name: "Accept" });
  await expect(toast).toContainText("You have successfully signed in.");
  await expect(accept).toBeVisible();
  const [toastBox, acceptBox] = [await toast.boundingBox(), await accept.boundingBox()];
  expect(
    toastBox && acceptBox && overlaps(toastBox, acceptBox),
    `toast ${JSON.stringify(toastBox)} over Accept ${JSON.stringify(acceptBox)}`,
  ).toBe(false);
}

for (const viewport of [
  { name: "wide", width: 1280, height: 720 },
  { name: "phone", width: 390, height: 844 },
]) {
  test(`on a ${viewport.name} screen the sign-in toast sits clear of the cookie banner's Accept button`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await open(page, "/auth");
    await submitSignIn(page, freeDemo.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectToastClearOfAccept(page);
  });
}

test("the dashboard's locked cards draw their lock as an icon, with no emoji", async ({ page, useDemoAccount }) => {
  await useDemoAccount(freeDemo.email);
  await open(page, "/dashboard");
  for (const card of ["Practice Test", "Mock Test"] as const) {
    await expect(dashboardCard(page, card).locator('svg[data-icon="lock"]')).toBeVisible();
  }
  await expect(dashboardCard(page, "Free Questions").locator('svg[data-icon="lock"]')).toHaveCount(0);
  expect(await page.locator("main").innerText()).not.toMatch(/\p{Extended_Pictographic}/u);
});
