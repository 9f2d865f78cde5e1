// A package well over 64 KB imports from the console with JavaScript on (the page posts to
// /admin/bank.data, which takes the same allowance as the page): checked first, then imported.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import { dicomFile, words } from "../fixtures/dicom";
import { expect, hydrated, open, test } from "./utils";

test("@js an admin checks and imports a package of several hundred kilobytes", async ({ page, useDemoAccount }) => {
  const code = `E2E-P${Date.now().toString(36).toUpperCase().slice(-6)}`;
  const side = 512;
  // 512 × 512 16-bit samples of noise-like texture: about 512 KB that no codec shrinks to nothing.
  const pixels = words(Array.from({ length: side * side }, (_, i) => (i * 2654435761) % 4096));
  const dicom = dicomFile({ rows: side, columns: side, bitsStored: 12, modality: "CT", pixels });
  const line = {
    code,
    status: "draft",
    stem: "Axial CT of the brain. Name the arrowed structure.",
    modality: "CT",
    categories: ["Neuroanatomy"],
    access: "premium",
    image: { file: "images/slice.dcm", arrows: [{ tip: [0.5, 0.5], tail: [0.7, 0.3] }] },
    answers: [{ text: "fourth ventricle", marks: 2 }],
  };
  const zip = zipSync({
    "bank.jsonl": strToU8(JSON.stringify(line) + "\n"),
    "images/slice.dcm": [dicom, { level: 0 }],
  });
  expect(zip.length).toBeGreaterThan(64 * 1024 * 4);
  const file = path.join(mkdtempSync(path.join(tmpdir(), "arrowed-package-")), "package.zip");
  writeFileSync(file, zip);

  await useDemoAccount("admin@arrowed.example");
  await open(page, "/admin/bank");
  await hydrated(page);
  await page.getByLabel("Package (.zip)").setInputFiles(file);
  await page.getByRole("button", { name: "Check (dry run)" }).click();
  await expect(page.getByText("package.zip: would import: 1 added, 0 updated")).toBeVisible();
  await page.getByLabel("Package (.zip)").setInputFiles(file);
  await page.getByRole("button", { name: "Import package.zip" }).click();
  await expect(page.getByTestId("toast")).toContainText("package.zip: 1 added, 0 updated");

  await open(page, `/admin/questions/${code}`);
  await expect(page.getByRole("heading", { name: `Edit ${code}` })).toBeVisible();
});
