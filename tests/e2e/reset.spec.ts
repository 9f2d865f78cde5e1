import { demoAccounts } from "../../db/seed/demo-accounts";
import { BASE_URL } from "./env";
import {
  expect,
  hydrated,
  logOut,
  newAccount,
  open,
  readOutbox,
  RESET_SUBJECT,
  resetLink,
  signIn,
  signUpVerified,
  submitSignIn,
  test,
  uniqueEmail,
} from "./utils";

const INVALID_LINK = "Invalid or expired reset link. Please request a new password reset.";

test("Forgot Password? without an email asks for one", async ({ page }) => {
  await open(page, "/auth");
  await page.getByRole("button", { name: "Forgot Password?" }).click();
  await expect(page.getByText("Please enter your email address first")).toBeVisible();
  await expect(page.getByRole("main").getByRole("status").filter({ hasText: "Check your email" })).toHaveCount(0);
});

test("Forgot Password? says to check the inbox, for an unknown address too", async ({ page }) => {
  // A demo account's address stands for a known one.
  const known = demoAccounts[0].email;
  const asked = new Date();
  for (const address of [known, uniqueEmail("nobody")]) {
    await open(page, "/auth");
    await page.getByLabel("Email", { exact: true }).fill(address);
    await page.getByRole("button", { name: "Forgot Password?" }).click();
    const alert = page.getByRole("main").getByRole("status").filter({ hasText: "Check your email" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(`If an account exists for ${address}`);
  }
  // The known address really gets the email.
  const email = await readOutbox(known, { subject: RESET_SUBJECT, since: asked });
  expect(resetLink(email)).toContain("/reset-password?token=");
});

test("a user resets a forgotten password by the emailed link", async ({ page }) => {
  const account = await signUpVerified(page, newAccount("reset"));
  const newPassword = "brand-new-password-7";

  await open(page, "/auth");
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  const asked = new Date();
  await page.getByRole("button", { name: "Forgot Password?" }).click();
  await expect(page.getByRole("main").getByRole("status").filter({ hasText: "Check your email" })).toBeVisible();

  const email = await readOutbox(account.email, { subject: RESET_SUBJECT, since: asked });
  const link = resetLink(email);
  await open(page, link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();

  // Mismatched passwords.
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(`${newPassword}-typo`);
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();

  // A good new password: the success screen, then the dashboard.
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByRole("heading", { name: "Password updated" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to dashboard now" })).toBeVisible();
  // After 2 s the app moves on by itself: a timer with JavaScript, a meta refresh without.
  await page.waitForURL(`${BASE_URL}/dashboard`);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(account.name);

  // The old password no longer works; the new one does.
  await logOut(page, account.name);
  await open(page, "/auth");
  await submitSignIn(page, account.email, account.password);
  await expect(page.getByRole("alert")).toContainText("Sign In Failed");
  await expect(page.getByRole("alert")).toContainText("Invalid email or password.");
  await signIn(page, account.email, newPassword);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(account.name);

  // The link works once.
  await open(page, link);
  await expect(page.getByText(INVALID_LINK)).toBeVisible();
  await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
});
