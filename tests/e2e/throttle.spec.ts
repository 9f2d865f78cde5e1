import { expect, newAccount, open, signUpVerified, submitSignIn, test } from "./utils";

test("after 5 wrong passwords sign-in is refused for a while, even with the right password", async ({ page }) => {
  const account = await signUpVerified(page, newAccount("throttle"));
  await open(page, "/auth");

  for (let attempt = 1; attempt <= 5; attempt++) {
    const answered = page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/auth"),
    );
    await submitSignIn(page, account.email, `wrong-password-${attempt}`);
    expect((await answered).status()).toBe(401);
    await expect(page.getByRole("alert")).toContainText("Invalid email or password.");
  }

  const answered = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/auth"),
  );
  await submitSignIn(page, account.email, account.password);
  expect((await answered).status()).toBe(429);
  await expect(page.getByRole("alert")).toContainText(/Too many attempts\. Please wait .+ and try again\./);
  await expect(page).toHaveURL(/\/auth/);
});
