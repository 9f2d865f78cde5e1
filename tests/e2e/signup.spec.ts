import { demoAccounts, DEMO_PASSWORD } from "../../db/seed/demo-accounts";
import { BASE_URL } from "./env";
import {
  expect,
  hydrated,
  newAccount,
  open,
  pathAndQuery,
  readOutbox,
  signUp,
  submitSignIn,
  submitSignUp,
  test,
  verificationCode,
  verificationLink,
  VERIFY_SUBJECT,
} from "./utils";

const freeDemo = demoAccounts.find((account) => account.plan === "free")!;

test("a new user signs up, opens the emailed link in the same browser and lands on the dashboard, signed in", async ({
  page,
}) => {
  const account = newAccount("signup");
  await submitSignUp(page, account);

  await expect(page).toHaveURL(/\/verify-email\?/);
  await expect(page.getByRole("heading", { name: "Verify your email" })).toBeVisible();
  await expect(page.getByText("Verify your email", { exact: true })).toHaveCount(1);
  await expect(page.getByText(account.email, { exact: true })).toBeVisible();

  const email = await readOutbox(account.email, { subject: VERIFY_SUBJECT });
  await open(page, verificationLink(email));

  await expect(page).toHaveURL(`${BASE_URL}/dashboard`);
  await expect(page.getByText("Email verified", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(account.name);
  // A brand-new trainee is welcomed, not welcomed back.
  await expect(page.getByText("Welcome,", { exact: true })).toBeVisible();
});

test("the emailed link opened in another browser says it worked and asks to sign in", async ({ page }) => {
  const account = await signUp(page, newAccount("elsewhere"));
  const email = await readOutbox(account.email, { subject: VERIFY_SUBJECT });
  // Another browser: none of the cookies the sign-up left behind.
  await page.context().clearCookies();
  await open(page, verificationLink(email));

  await expect(page).toHaveURL(/\/auth\?/);
  // Said on the sign-in form itself, not only in the toast that leaves after a few seconds.
  await expect(
    page.locator("form#signin").getByText("Your email is verified. Sign in to start practising."),
  ).toBeVisible();
  // Said once: no toast repeating it.
  await expect(page.getByText("Email verified", { exact: true })).toHaveCount(1);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(account.email);

  await submitSignIn(page, account.email, account.password);
  await expect(page).toHaveURL(`${BASE_URL}/dashboard`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(account.name);
  // Their first sign-in: welcomed, not welcomed back.
  await expect(page.getByTestId("toast")).toContainText("Welcome!");
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);
});

test("signing in before verifying asks the user to verify first", async ({ page }) => {
  const account = await signUp(page, newAccount("unverified"));
  await open(page, "/auth");
  await submitSignIn(page, account.email, account.password);
  await expect(page.getByRole("alert")).toContainText(
    "Please verify your email first. Check your inbox for the verification link.",
  );
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByRole("link", { name: "Verify my email" })).toBeVisible();
});

test("mismatched passwords are refused and the typed name and email are kept", async ({ page }) => {
  const account = newAccount("mismatch");
  await submitSignUp(page, account, `${account.password}-typo`);
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?tab=signup/);
  await expect(page.getByLabel("Full Name*")).toHaveValue(account.name);
  await expect(page.getByLabel("Email*")).toHaveValue(account.email);
});

test("an email that is already registered is answered as a new one, and its owner is told by email", async ({
  page,
}) => {
  // A demo account's address (sign-ups are limited per IP, so this spends one, not two).
  const since = new Date();
  await submitSignUp(page, { ...newAccount("twice"), email: freeDemo.email });
  await expect(page).toHaveURL(/\/verify-email\?/);
  await expect(page.getByText("Account created!")).toBeVisible();
  await expect(page.getByText("This email is already registered")).toHaveCount(0);
  const email = await readOutbox(freeDemo.email, { subject: "Someone tried to sign up with your email", since });
  expect(email.text).toContain("You already have one");
});

test("the 6-digit code from the email verifies the account as well as the link, and signs in", async ({ page }) => {
  const account = await signUp(page, newAccount("code"));
  const email = await readOutbox(account.email, { subject: VERIFY_SUBJECT });
  await page.getByLabel("Verification code").fill(verificationCode(email));
  await page.getByRole("button", { name: "Verify email" }).click();

  await expect(page).toHaveURL(`${BASE_URL}/dashboard`);
  await expect(page.getByText("Email verified", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(account.name);
});

test("after signing in the user goes back to the page they asked for", async ({ page }) => {
  await page.goto("/dashboard");
  expect(pathAndQuery(page)).toBe("/auth?redirectTo=%2Fdashboard");
  await open(page, page.url());
  await submitSignIn(page, freeDemo.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(`${BASE_URL}/dashboard`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(freeDemo.name);
});

test("redirectTo with a query string is honoured", async ({ page }) => {
  await page.goto("/dashboard?from=e2e");
  expect(pathAndQuery(page)).toBe("/auth?redirectTo=%2Fdashboard%3Ffrom%3De2e");
  await open(page, page.url());
  await submitSignIn(page, freeDemo.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(`${BASE_URL}/dashboard?from=e2e`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(freeDemo.name);
});

test("an off-site redirectTo is ignored", async ({ page }) => {
  for (const redirectTo of ["https://example.com", "//example.com"]) {
    await page.context().clearCookies();
    await open(page, `/auth?${new URLSearchParams({ redirectTo })}`);
    await submitSignIn(page, freeDemo.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(`${BASE_URL}/dashboard`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(freeDemo.name);
  }
});

test(
  "leaving an empty field says nothing; a field is checked once something was typed in it, or on submit",
  { tag: "@js" },
  async ({ page }) => {
    await open(page, "/auth?tab=signup");
    await hydrated(page);
    const name = page.getByLabel("Full Name*");
    await name.focus();
    await page.keyboard.press("Tab"); // out of the empty first field, as a keyboard user moves on
    await expect(page.getByLabel("Specialty")).toBeFocused();
    await expect(page.getByText("Full Name is required")).toHaveCount(0);

    // Typed, then left: checked at once.
    await name.fill("x1");
    await page.keyboard.press("Tab");
    await expect(page.getByText("Use letters, spaces, hyphens, apostrophes and full stops only")).toBeVisible();
    await name.fill("");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Full Name is required")).toBeVisible();
  },
);
