// A sitting an admin adds gets its own tab on the About FRCR Part 1 page, with JavaScript on and off.
import { expect, jsEnabled, open, test } from "./utils";

test("an admin adds a sitting, and the About page shows it as a tab with its dates, venues and fees", async ({ page, useDemoAccount }) => {
  await useDemoAccount("admin@arrowed.example");
  // Far ahead and one year per project and retry, so runs never meet the seeded sittings or each other.
  const year = 2090 + (jsEnabled() ? 0 : 5) + test.info().retry;
  const label = `Mar ${year}`;

  await open(page, "/admin/sittings");
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Add sitting" }) });
  await form.getByLabel("Label").fill(label);
  await form.getByLabel("Physics date").fill(`${year}-03-09`);
  await form.getByLabel("Anatomy date").fill(`${year}-03-10`);
  await form.getByLabel("Booking opens (members)").fill(`${year - 1}-10-04`);
  await form.getByLabel("Booking opens (non-members)").fill(`${year - 1}-10-11`);
  await form.getByLabel("Closing date").fill(`${year}-01-07`);
  await form.getByLabel("Results date").fill(`${year}-03-31`);
  await form.getByLabel("UK member fee from (£)").fill("420");
  await form.getByLabel("UK member fee to (£)").fill("490");
  await form.getByLabel("UK non-member fee (£)").fill("650");
  // Venues and overseas fees start from the latest sitting's, whichever that is by now.
  await expect(form.getByLabel("UK venues")).not.toHaveValue("");
  await form.getByLabel("UK venues").fill("Leeds\nLondon");
  await expect(form.getByLabel(/Overseas venues and fees/)).not.toHaveValue("");
  await form.getByLabel(/Overseas venues and fees/).fill("Egypt: 560 / 745\nSingapore: 799 / 1,064");
  await form.getByRole("button", { name: "Add sitting" }).click();

  await expect(page.getByTestId("toast")).toContainText("Sitting added");
  await page.getByRole("link", { name: label, exact: true }).click();

  const tabs = page.getByRole("navigation", { name: "Exam sittings" });
  await expect(tabs.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: `${label} sitting` })).toBeVisible();
  await expect(page.getByText(`9 Mar ${year}`)).toBeVisible();
  await expect(page.getByText(`31 Mar ${year}`)).toBeVisible();
  await expect(page.getByRole("list", { name: "UK venues" }).getByRole("listitem")).toHaveText(["Leeds", "London"]);
  await expect(page.getByText("£420–£490")).toBeVisible();
  await expect(page.getByRole("row", { name: /Egypt/ })).toHaveText(/Egypt\s*£560\s*£745/);
  await expect(page.getByRole("row", { name: /Singapore/ })).toHaveText(/Singapore\s*£799\s*£1,064/);
});
