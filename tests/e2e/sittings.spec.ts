// A sitting an admin adds gets its own tab on the About FRCR Part 1 page, and an edit or a deletion
// shows there too, with JavaScript on and off.
import { expect, jsEnabled, open, test } from "./utils";

test("an admin adds a sitting, and the About page shows it as a tab with its dates, venues and fees", async ({
  page,
  useDemoAccount,
}) => {
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

test("an admin corrects a sitting's results date, then deletes it after confirming", async ({
  page,
  useDemoAccount,
}) => {
  await useDemoAccount("admin@arrowed.example");
  const year = 2070 + (jsEnabled() ? 0 : 5) + test.info().retry;
  const label = `Sept ${year}`;
  const added = await page.request.post("/admin/sittings", {
    maxRedirects: 0,
    form: {
      label,
      physicsDate: `${year}-09-08`,
      anatomyDate: `${year}-09-09`,
      startTime: "09:00",
      bookingOpensMembers: `${year}-05-04`,
      membersLabel: "members and resident doctors",
      bookingOpensNonMembers: `${year}-05-11`,
      closingDate: `${year}-06-30`,
      resultsDate: `${year}-10-01`,
      ukMemberFeeMin: "420",
      ukMemberFeeMax: "490",
      ukNonMemberFee: "650",
      ukVenues: "Leeds",
      overseasFees: "",
    },
  });
  expect(added.status()).toBe(302);

  await open(page, "/admin/sittings");
  await page.getByRole("link", { name: `Edit ${label}` }).click();
  const form = page.locator("#sitting-form");
  await expect(form.getByRole("heading", { name: `Edit ${label}` })).toBeVisible();
  await expect(form.getByLabel("Label")).toHaveValue(label);
  await expect(form.getByLabel("Results date")).toHaveValue(`${year}-10-01`);
  await form.getByLabel("Results date").fill(`${year}-10-15`);
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("toast")).toContainText("Sitting saved");
  await expect(page.getByRole("heading", { name: "Add a sitting" })).toBeVisible();

  await open(page, `/about-frcr?sitting=sep-${year}`);
  await expect(page.getByRole("heading", { name: `${label} sitting` })).toBeVisible();
  await expect(page.getByText(`15 Oct ${year}`)).toBeVisible();

  await open(page, "/admin/sittings");
  await page.getByRole("link", { name: `Delete ${label}` }).click();
  const confirm = page.getByRole("dialog", { name: `Delete ${label}?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Delete sitting" }).click();
  await expect(page.getByTestId("toast")).toContainText("Sitting deleted");
  await expect(page.getByRole("link", { name: `Edit ${label}` })).toHaveCount(0);
  await open(page, "/about-frcr");
  await expect(
    page.getByRole("navigation", { name: "Exam sittings" }).getByRole("link", { name: label, exact: true }),
  ).toHaveCount(0);
});
