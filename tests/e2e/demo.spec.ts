import { demoAccounts, DEMO_PASSWORD } from "../../db/seed/demo-accounts";
import { expect, logOut, pathAndQuery, signIn, test } from "./utils";

const PLAN_BADGES = { free: "Free", high_yield: "Last Minute", premium: "Full Access" } as const;

for (const account of demoAccounts) {
  test(`demo account ${account.email} signs in, sees its plan, and logs out`, async ({ page }) => {
    await signIn(page, account.email, DEMO_PASSWORD);

    const greeting = page.getByRole("region", { name: account.name });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(account.name);
    await expect(greeting.getByText(PLAN_BADGES[account.plan], { exact: true })).toBeVisible();

    await logOut(page, account.name);
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    await expect(page.getByText("Signed out")).toBeVisible();

    await page.goto("/dashboard");
    expect(pathAndQuery(page)).toBe("/auth?redirectTo=%2Fdashboard");
  });
}
