// Messages to the team: a visitor's contact message from the footer, a signed-in user's support
// message and feature request from the account menu. Each lands back with a toast and an email to
// the team (SUPPORT_EMAIL, team@arrowed.example) in the outbox.
import { BASE_URL } from "./env";
import { expect, hydrated, open, readOutbox, test, type Page } from "./utils";

const TEAM = "team@arrowed.example";
const USER_ID_LINE = /User id:?\s*([0-9a-zA-Z_-]{8,})/;

function unique(label: string) {
  return `${label} ${test.info().project.name} ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
}

async function openAccountMenuItem(page: Page, name: string, item: "Support" | "Feature Request") {
  await page.getByLabel(`Account menu for ${name}`).click();
  await page.getByRole("link", { name: item, exact: true }).click();
  await hydrated(page);
}

test("a visitor sends a contact message from the footer's Contact/Support", async ({ page }) => {
  const since = new Date();
  await open(page, "/faq");
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact/Support" }).click();
  await expect(page).toHaveURL(/\/contact\?mode=contact/);
  await hydrated(page);
  // A page of its own, with the site's header: not a dialog over an empty page.
  await expect(page.getByRole("banner")).toBeVisible();
  const dialog = page.getByRole("region", { name: "Contact Us" });
  await expect(dialog).toBeVisible();

  const subject = unique("Visitor question");
  const message = "Do you cover the paediatric questions in the mocks?";
  await dialog.getByLabel("Your name").fill("Dr Vera Visitor");
  await dialog.getByLabel("Your email").fill("vera.visitor@example.com");
  await dialog.getByLabel("Subject").fill(subject);
  await dialog.getByLabel("Message").fill(message);
  await dialog.getByRole("button", { name: "Submit" }).click();

  // Back (the footer's link names no page to come back to, so the home page), with the thanks.
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/(faq)?$/);
  await expect(page.getByTestId("toast")).toContainText("Thank you!");

  const email = await readOutbox(TEAM, { subject, since });
  expect(email.subject).toContain("[Contact]");
  expect(email.text).toContain("Dr Vera Visitor");
  expect(email.text).toContain("vera.visitor@example.com");
  expect(email.text).toContain(message);
});

test("a visitor's contact message without an email is refused", async ({ page }) => {
  await open(page, "/contact?mode=contact");
  const dialog = page.getByRole("main");
  await dialog.getByLabel("Your name").fill("Dr No Email");
  await dialog.getByLabel("Message").fill("Hello");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByText("Please enter your email so we can reply.")).toBeVisible();
  await expect(page).toHaveURL(/\/contact/);
});

test("a signed-in user sends a support message from the account menu", async ({ page, useDemoAccount }) => {
  const user = await useDemoAccount("free@arrowed.example");
  const since = new Date();
  await open(page, "/dashboard");
  await openAccountMenuItem(page, user.name, "Support");
  await expect(page).toHaveURL(/\/contact\?mode=support/);
  const dialog = page.getByRole("main");
  // A signed-in user is not asked who they are.
  await expect(dialog.getByLabel("Your name")).toHaveCount(0);
  await expect(dialog.getByLabel("Your email")).toHaveCount(0);

  const subject = unique("Support needed");
  const message = "My mock timer looked wrong on my phone.";
  await dialog.getByLabel("Subject").fill(subject);
  await dialog.getByLabel("Message").fill(message);
  await dialog.getByRole("button", { name: "Submit" }).click();

  await expect(page).toHaveURL(`${BASE_URL}/dashboard`);
  await expect(page.getByTestId("toast")).toContainText("Thank you!");

  const email = await readOutbox(TEAM, { subject, since });
  expect(email.subject).toContain("[Support]");
  expect(email.text).toContain(user.name);
  expect(email.text).toContain(user.email);
  expect(email.text).toContain(message);
  const id = USER_ID_LINE.exec(email.text)?.[1];
  expect(id, `the user's id in:\n${email.text}`).toBeTruthy();
  expect(id).not.toBe("N/A");
});

test("a signed-in user sends a feature request from the account menu", async ({ page, useDemoAccount }) => {
  const user = await useDemoAccount("free@arrowed.example");
  const since = new Date();
  await open(page, "/dashboard");
  await openAccountMenuItem(page, user.name, "Feature Request");
  await expect(page).toHaveURL(/\/feature-request$/);
  const dialog = page.getByRole("region", { name: "Feature Request" });

  const title = unique("Dark mode for the viewer");
  const description = "Please let me pin the viewer's brightness between questions.";
  await dialog.getByLabel("Feature Title").fill(title);
  await dialog.getByLabel("Description").fill(description);
  await dialog.getByRole("button", { name: "Submit Request" }).click();

  await expect(page).toHaveURL(`${BASE_URL}/dashboard`);
  await expect(page.getByTestId("toast")).toContainText("Thank you for your suggestion!");

  const email = await readOutbox(TEAM, { subject: title, since });
  expect(email.subject).toContain("[Feature request]");
  expect(email.text).toContain(user.name);
  expect(email.text).toContain(user.email);
  expect(email.text).toContain(description);
  const id = USER_ID_LINE.exec(email.text)?.[1];
  expect(id, `the user's id in:\n${email.text}`).toBeTruthy();
  expect(id).not.toBe("N/A");
});

test("an empty (whitespace) message is refused and nothing is sent", async ({ page, useDemoAccount }) => {
  const user = await useDemoAccount("free@arrowed.example");
  await open(page, "/dashboard");
  await openAccountMenuItem(page, user.name, "Support");
  const dialog = page.getByRole("main");
  const subject = unique("Blank message");
  await dialog.getByLabel("Subject").fill(subject);
  await dialog.getByLabel("Message").fill("   \n  ");
  await dialog.getByRole("button", { name: "Submit" }).click();
  // Told beside the Message field, and the subject typed is kept.
  await expect(dialog.getByLabel("Message")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Message")).toHaveAccessibleDescription(
    "Please enter your message before submitting.",
  );
  await expect(dialog.getByLabel("Subject")).toHaveValue(subject);
  await expect(page).toHaveURL(/\/contact\?mode=support/);
  await expect(readOutbox(TEAM, { subject, timeout: 1500 })).rejects.toThrow(/No email/);
});

test("a visitor's whitespace-only contact message is refused too", async ({ page }) => {
  await open(page, "/contact?mode=contact");
  const dialog = page.getByRole("main");
  await dialog.getByLabel("Your name").fill("Dr Blank");
  await dialog.getByLabel("Your email").fill("blank@example.com");
  await dialog.getByLabel("Message").fill("    ");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Please enter your message before submitting.")).toBeVisible();
});
