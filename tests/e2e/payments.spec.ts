// Buying Full Access on a server without Stripe keys: the profile's offer → the local test checkout
// page → Pay → back on the profile with the plan active. Cancel leaves the user on Free, and the
// server refuses a free user's crafted Full Access test. When the paid period is over (the server's
// clock moved on for this test's requests alone: tests/e2e/moved-clock.mjs) access has ended.
import { dashboardCard, questionOnScreen, startCategoryPractice } from "./flows";
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
  await subscription(page)
    .getByRole("button", { name: /Full Access \(3 months\)/ })
    .click();
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
  await page
    .getByRole("dialog", { name: "Mock Test" })
    .getByRole("link", { name: "Start Mock Paper 1", exact: true })
    .click();
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

test("a free user's crafted POST for a whole-bank practice is refused with Subscription Required", async ({
  page,
  useDemoAccount,
}) => {
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
  const response = await page.request.post("/checkout/test", {
    form: { session: "made-up-session", intent: "pay" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(404);
  await open(page, "/profile");
  await expect(subscription(page).getByText(/trial questions remaining/)).toBeVisible();
});

test("when the 3 months are over, Full Access has ended: practice and mocks are locked and a premium question is refused", async ({
  page,
  clientIp,
}) => {
  test.setTimeout(120_000);
  const account = await freshFreeUser(page);
  await toTestCheckout(page);
  await page.getByRole("button", { name: /^Pay £45/ }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(
    subscription(page)
      .getByText(/Full Access \(3 months\)/)
      .first(),
  ).toBeVisible();

  // While paid: a practice test, and in it a question only Full Access opens.
  await startCategoryPractice(page, "Thorax");
  const attempt = new URL(page.url()).searchParams.get("attempt")!;
  let premium: { n: number; id: string } | null = null;
  for (let n = 1; !premium && n <= 20; n++) {
    await open(page, `/question?attempt=${attempt}&q=${n}`);
    const question = await questionOnScreen(page);
    if (question.accessLevel === "premium")
      premium = { n, id: await page.locator('input[name="questionId"]').first().inputValue() };
  }
  expect(premium, "the Thorax practice holds a Full Access question").not.toBeNull();
  await open(page, "/dashboard/mock");
  const mockHref = await page
    .getByRole("dialog", { name: "Mock Test" })
    .getByRole("link", { name: "Start Mock Paper 1", exact: true })
    .getAttribute("href");
  const mockId = new URL(mockHref!, "http://x").searchParams.get("mockId")!;

  // 100 days on, for this test's requests only. The session has lapsed too (30 days): sign in again.
  const later = { "Fly-Client-IP": clientIp, "X-E2E-Clock-Days": "100" };
  await page.setExtraHTTPHeaders(later);
  await open(page, "/dashboard");
  await expect(page).toHaveURL(/\/auth/);
  await signIn(page, account.email, account.password);

  await open(page, "/profile");
  await expect(subscription(page).getByText(/trial questions remaining/)).toBeVisible();
  await expect(subscription(page).getByText("N/A")).toBeVisible();
  await expect(subscription(page).getByRole("button", { name: /Full Access \(3 months\)/ })).toBeVisible();

  await open(page, "/dashboard/practice");
  await expect(page.getByRole("heading", { name: "Not available on your plan" })).toBeVisible();

  // Crafted requests, as a script would send them.
  const premiumPage = await page.request.get(`/question?attempt=${attempt}&q=${premium!.n}`, {
    headers: later,
    maxRedirects: 0,
  });
  expect(premiumPage.status()).toBe(403);
  expect(await premiumPage.text()).toContain("This question is not on your plan any more");
  const premiumAnswer = await page.request.post(`/question?attempt=${attempt}&q=${premium!.n}`, {
    headers: later,
    form: { intent: "answer", questionId: premium!.id, answer: "left main bronchus" },
    maxRedirects: 0,
  });
  expect(premiumAnswer.status()).toBe(403);
  const starts: Array<Record<string, string>> = [
    { pool: "all", mode: "new", questionCount: "10", showAnswers: "on" },
    { pool: "mock", mockId, mode: "new" },
  ];
  for (const form of starts) {
    const started = await page.request.post("/dashboard/configure", { headers: later, form, maxRedirects: 0 });
    expect(started.status(), `starting ${form.pool}`).toBe(403);
    expect(await started.text()).toContain("Subscription Required");
  }

  // Today, the same account still has its plan: only the moved clock ended it.
  await page.setExtraHTTPHeaders({ "Fly-Client-IP": clientIp });
  const today = await page.request.get(`/question?attempt=${attempt}&q=${premium!.n}`, {
    headers: { "Fly-Client-IP": clientIp },
    maxRedirects: 0,
  });
  expect(today.status()).toBe(200);
});
