// The audit trail as an admin reads it: a plan granted on /admin/grants shows on /admin/audit with
// who granted it and the plan before and after; the kind filter is a GET form (JavaScript on and off).
import { expect, newAccount, open, signUpVerified, test } from "./utils";

test("a granted plan is in the audit trail with its admin and what changed, and the kind filter finds it", async ({
  page,
  useDemoAccount,
}) => {
  test.slow();
  const trainee = await signUpVerified(page, newAccount("audit"));
  const admin = await useDemoAccount("admin@arrowed.example");

  await open(page, "/admin/grants");
  await page.getByLabel("Trainee's email").fill(trainee.email);
  await page.getByLabel("Plan").selectOption({ label: "Full Access (3 months)" });
  await page.getByLabel("Ends on").fill("2027-06-30");
  await page.getByLabel("Note").fill("Special Offer: approved in the audit test");
  await page.getByRole("button", { name: "Grant plan" }).click();
  await expect(page.getByTestId("toast")).toContainText("Plan granted");

  await page.getByLabel(/account menu for /i).click();
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Audit trail" }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole("heading", { name: "Audit trail", level: 1 })).toBeVisible();
  const events = page.getByRole("list", { name: "Events, newest first" });
  const grant = events.getByRole("listitem").filter({ hasText: `granted to ${trainee.email}` });
  await expect(grant).toContainText("Full Access (3 months) until 30 Jun 2027");
  await expect(grant).toContainText(admin.email);
  await grant.getByText("What changed").click();
  await expect(grant.locator("pre")).toContainText('"plan": "Free"');
  await expect(grant.locator("pre")).toContainText('"plan": "Full Access (3 months)"');

  await page.getByLabel("Kind").selectOption({ label: "Granted plans" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?kind=grant$/);
  await expect(events.getByRole("listitem").filter({ hasText: `granted to ${trainee.email}` })).toHaveCount(1);

  await page.getByLabel("Kind").selectOption({ label: "Exam sittings" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?kind=sitting$/);
  await expect(page.getByText(`granted to ${trainee.email}`)).toHaveCount(0);
});

test("the audit trail is not found for a trainee", async ({ page, useDemoAccount }) => {
  await useDemoAccount("free@arrowed.example");
  const response = await page.goto("/admin/audit");
  expect(response?.status()).toBe(404);
});
