// Buying Full Access on a server without Stripe keys: the profile's offer → the local test checkout
// page → Pay → back on the profile with the plan active. Cancel leaves the user on Free, and the
// server refuses a free user's crafted Full Access test.
import { dashboardCard, expectPosition } from "./flows";
import { expect, hydrated, newAccount, open, signIn, signUpVerified, test, type Page } from "./utils";

async function freshFreeUser(page: Page) {
  const account = await signUpVerified(page, newAccount("pay"));
  await signIn(page, account.email, account.password);
  return account;
}

const subscription = (page: Page) => page.getByRole("region", { name: "Subscription Details" });

async function toTestCheckout(page: Page) {
  await open(page, "/profile");
  await expect(subscription(page).getByText("Free", { exact: false }).first()).toBeVisible();
  await subscription(page).getByRole("button", { name: /Full Access \(3 months\)/ }).click();
  await expect(page).toHaveURL(/\/checkout\/test\?session=/);
  await expect(page.getByRole("note")).toHaveText("Test payment — no money moves");
  await expect(page.getByText("£45", { exact: false }).first()).toBeVisible();
  await expect(page.getByText("Full Access (3 months)")).toBeVisible();
}

test("a free user buys Full Access for 3 months through the test checkout and can start a mock", async ({ page }) => {
  test.setTimeout(90_000);
  await freshFreeUser(page);
  await toTestCheckout(page);
  await page.getByRole("button", { name: /^Pay £45/ }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await hydrated(page);
  await expect(page.getByTestId("toast")).toContainText("Payment successful");
  const details = subscription(page);
  await expect(details.getByText(/Full Access \(3 months\)/).first()).toBeVisible();
  await expect(details.getByText("N/A")).toHaveCount(0); // an expiry date now
  // The longest plan is still on offer as an upgrade; Full Access 3 months is not bought twice.
  await expect(details.getByRole("button", { name: /Full Access \(3 months\)/ })).toHaveCount(0);

  // The practice categories are open.
  await open(page, "/dashboard/practice");
  const practice = page.getByRole("dialog", { name: "Practice Test" });
  await expect(practice).toBeVisible();
  await expect(practice.getByText("Subscription Required")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Not available on your plan" })).toHaveCount(0);
  await expect(practice.getByRole("link", { name: /^Start / }).first()).toBeVisible();

  // And a mock starts.
  await open(page, "/dashboard");
  await dashboardCard(page, "Mock Test").click();
  await expect(page).toHaveURL(/\/dashboard\/mock$/);
  await page.getByRole("dialog", { name: "Mock Test" }).getByRole("link", { name: "Start Mock Paper 1", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/configure\?pool=mock&mockId=/);
  await page.getByRole("dialog", { name: "Test Configuration" }).getByRole("button", { name: "Start Test" }).click();
  await expect(page).toHaveURL(/\/question\?attempt=/);
  await hydrated(page);
  await expect(page.getByText(/^Mock 1 of \d+$/)).toBeVisible();
});

test("Cancel on the test checkout leaves the user on Free", async ({ page }) => {
  test.setTimeout(90_000);
  await freshFreeUser(page);
  await toTestCheckout(page);
  await page.getByRole("button", { name: "Cancel", exact: true }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId("toast")).toContainText("Checkout cancelled");
  const details = subscription(page);
  await expect(details.getByText(/trial questions remaining/)).toBeVisible();
  await expect(details.getByText("N/A")).toBeVisible(); // no expiry
  await expect(details.getByRole("button", { name: /Full Access \(3 months\)/ })).toBeVisible(); // still on offer

  await open(page, "/dashboard/practice");
  await expect(page.getByRole("heading", { name: "Not available on your plan" })).toBeVisible();
});

test("a free user's crafted POST for a whole-bank practice is refused with Subscription Required", async ({ page, useDemoAccount }) => {
  await useDemoAccount("free@arrowed.example");
  // The page's request shares the browser context's session cookie.
  const response = await page.request.post("/dashboard/configure", {
    form: { pool: "all", mode: "new", questionCount: "10", showAnswers: "on" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  expect(await response.text()).toContain("Subscription Required");
  expect(response.headers()["location"]).toBeUndefined();
});

test("the Pay form of another user's (or a made-up) checkout session is refused", async ({ page, useDemoAccount }) => {
  await useDemoAccount("free@arrowed.example");
  const response = await page.request.post("/checkout/test", { form: { session: "made-up-session", intent: "pay" }, maxRedirects: 0 });
  expect(response.status()).toBe(404);
  await open(page, "/profile");
  await expect(subscription(page).getByText(/trial questions remaining/)).toBeVisible();
});
