// An editor drafts questions from a segmentation in the console: a small series and its label map, made
// here (tests/fixtures/segmentation.ts), uploaded on /admin/bank with JavaScript on and off. A label map
// off the series' grid is refused beside its field; the right one lands on the series' drafts with a toast.
// Each run's series is new (its files carry fresh UIDs), so its drafts are a series of their own.
import { ctSlice, disc, niftiLabelMap, SLICES, together } from "../fixtures/segmentation";
import { expect, hydrated, open, test } from "./utils";

const volume = together(disc(1, 40, 30, 8, [1, 2]), disc(52, 20, 40, 6, [1, 2]), disc(9, 15, 15, 5, [1]));
const NAMES = { 1: "spleen", 52: "aorta", 9: "mystery_organ" };

const file = (name: string, buffer: Buffer) => ({ name, mimeType: "application/octet-stream", buffer });

test("an editor drafts questions from a series and its label map, then sees them to review", async ({
  page,
  useDemoAccount,
}) => {
  const series = Array.from({ length: SLICES }, (_, k) => file(`IM-${SLICES - k}.dcm`, ctSlice(k)));
  await useDemoAccount("admin@arrowed.example");
  await open(page, "/admin/questions");
  await page.getByRole("link", { name: "Draft from a segmentation" }).click();
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Draft questions from a segmentation" })).toBeVisible();

  // Half a millimetre off the series' grid: refused, saying so beside the label map.
  await page.getByLabel("Series", { exact: true }).setInputFiles(series);
  await page
    .getByLabel("Label map")
    .setInputFiles(file("labels.nii.gz", niftiLabelMap(volume, { names: NAMES, shiftMm: 0.5 })));
  await page.getByRole("button", { name: "Draft questions" }).click();
  await expect(page.getByText(/The label map does not line up with the series/)).toBeVisible();
  await expect(page.getByLabel("Label map")).toHaveAttribute("aria-invalid", "true");

  await hydrated(page);
  await page.getByLabel("Series", { exact: true }).setInputFiles(series);
  await page.getByLabel("Label map").setInputFiles(file("labels.nii.gz", niftiLabelMap(volume, { names: NAMES })));
  await page.getByRole("button", { name: "Draft questions" }).click();
  await expect(page).toHaveURL(/\/admin\/questions\?series=SEG-[0-9A-F]{6}$/, { timeout: 60_000 });
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("2 draft questions made from the segmentation");
  await expect(toast).toContainText("mystery_organ (label 9): unknown label");
  const rows = page.getByRole("row");
  await expect(rows.filter({ hasText: "spleen" })).toContainText("Draft");
  await expect(rows.filter({ hasText: "aorta" })).toContainText("Draft");
  await expect(rows.filter({ hasText: /Slice \d of 4/ })).toHaveCount(2);
});
