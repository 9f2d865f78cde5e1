// The authoring console in the browser, with JavaScript on and off: an admin adds a question from a
// DICOM file, places its arrow (keyboard with JavaScript, numeric fields without), tries answers and
// publishes it in a category; a Full Access trainee then meets it in a practice test of that category with
// the arrow drawn into the served image, and sees the image's source and licence once it is answered.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { dicomFile, words } from "../fixtures/dicom";
import {
  answer,
  answerPanel,
  chooseCount,
  dashboardCard,
  expectPosition,
  markResult,
  overviewLink,
  practiceQuestionsIn,
} from "./flows";
import { expect, FULL_ACCESS_ACCOUNTS, hydrated, jsEnabled, open, test, type Page } from "./utils";

const SIDE = 256;
/** A CT slice of soft tissue (40 HU everywhere): mid-grey in the soft tissue window, so a white arrow stands out. */
function ctSlice(file: string) {
  writeFileSync(
    file,
    dicomFile({
      rows: SIDE,
      columns: SIDE,
      pixels: words(new Array(SIDE * SIDE).fill(40)),
      modality: "CT",
      extra: { "00100010": { vr: "PN", Value: [{ Alphabetic: "Doe^Jane" }] } },
    }),
  );
}

/** The brightest grey level of the served image within 3 pixels of a point given as fractions of its size. */
async function greyAt(page: Page, src: string, [x, y]: [number, number]) {
  const response = await page.request.get(src);
  expect(response.ok()).toBe(true);
  const { data, info } = await sharp(await response.body())
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [cx, cy] = [Math.round(x * (info.width - 1)), Math.round(y * (info.height - 1))];
  let brightest = 0;
  for (let dy = -3; dy <= 3; dy++)
    for (let dx = -3; dx <= 3; dx++) brightest = Math.max(brightest, data[(cy + dy) * info.width + cx + dx]!);
  return brightest;
}

test("an admin adds a question from a DICOM file and a Full Access trainee meets it with its arrow and source", async ({
  page,
  useDemoAccount,
}) => {
  test.slow();
  const js = jsEnabled();
  const code = `E2E-${js ? "J" : "N"}${Date.now().toString(36).toUpperCase().slice(-6)}`;
  // A category no other test practises, one per project, so the practice count below covers all of it.
  const category = js ? "Genitourinary" : "Paediatrics";
  const source = `Arrowed teaching file ${code}`;
  const dicom = path.join(mkdtempSync(path.join(tmpdir(), "arrowed-console-")), "slice.dcm");
  ctSlice(dicom);

  await useDemoAccount("admin@arrowed.example");
  await open(page, "/admin/questions");
  await page.getByRole("link", { name: "New question" }).click();
  await expect(page.getByRole("heading", { name: "New question" })).toBeVisible();
  await hydrated(page);

  await page.getByLabel("Code").fill(code);
  await page.getByLabel("Image", { exact: true }).setInputFiles(dicom);
  await page.getByRole("button", { name: "Upload and preview" }).click();
  const preview = page.getByRole("img", { name: "The question without its arrows" });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(SIDE);
  await expect(page.getByText("A new image is ready")).toBeVisible();
  await expect(page.getByLabel("Code")).toHaveValue(code);

  // The arrow: tip and tail as fractions of the image.
  let tip: [number, number];
  const tail: [number, number] = [0.3, 0.3];
  if (js) {
    const handle = page.getByRole("button", { name: /^Arrow 1 tip/ });
    await handle.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Shift+ArrowDown");
    tip = [0.51, 0.55];
    await expect(page.getByLabel("Arrow 1 tip x")).toHaveValue("0.51");
    await expect(page.getByLabel("Arrow 1 tip y")).toHaveValue("0.55");
  } else {
    tip = [0.6, 0.62];
    await page.getByLabel("Arrow 1 tip x").fill("0.6");
    await page.getByLabel("Arrow 1 tip y").fill("0.62");
  }
  await expect(page.getByLabel("Arrow 1 tail x")).toHaveValue(String(tail[0]));
  await expect(page.getByLabel("Arrow 1 tail y")).toHaveValue(String(tail[1]));

  await page.getByLabel("Preset").selectOption({ label: "Soft tissue 40/400" });
  if (js) await expect(page.getByLabel("Centre")).toHaveValue("40");
  await page.getByLabel("Source").fill(source);
  await page.getByLabel("Licence").fill("CC BY 4.0");
  await page.getByLabel("Stem").fill("Axial CT of the upper abdomen. Name the arrowed structure.");
  await page.getByRole("checkbox", { name: category, exact: true }).check();
  await page.getByLabel("Access").selectOption("premium");
  await page.getByLabel("Status").selectOption("draft");
  if (js) await page.getByRole("button", { name: "Add answer" }).click();
  await page.getByLabel("Answer 1", { exact: true }).fill("left adrenal gland");
  await page.getByLabel("Answer 2", { exact: true }).fill("adrenal gland");
  await page.getByLabel("Marks for answer 2").selectOption("1");
  await page
    .getByLabel("Explanation (Markdown)")
    .fill("The **left adrenal gland** lies anteromedial to the upper pole of the left kidney.");
  if (js)
    await expect(page.getByRole("region", { name: "Preview" }).locator("strong")).toHaveText("left adrenal gland");

  // Try answers against the key as typed: live with JavaScript, by the button without.
  const verdict = page.getByRole("status").filter({ hasText: /for “/ });
  await page.getByLabel("Try an answer").fill("adrenal gland");
  if (!js) await page.getByRole("button", { name: "Mark it" }).click();
  await expect(verdict).toContainText("1 mark for “adrenal gland”");
  await page.getByLabel("Try an answer").fill("left adrenal gland");
  if (!js) await page.getByRole("button", { name: "Mark it" }).click();
  await expect(verdict).toContainText("2 marks for “left adrenal gland”");
  // Without JavaScript the page came back from the server: everything typed is still there.
  await expect(page.getByLabel("Answer 2", { exact: true })).toHaveValue("adrenal gland");
  await expect(page.getByLabel("Arrow 1 tip x")).toHaveValue(String(tip[0]));

  await page.getByRole("button", { name: "Add question" }).click();
  await expect(page.getByTestId("toast")).toContainText("Question added");
  await expect(page).toHaveURL(new RegExp(`/admin/questions/${code}$`));
  await hydrated(page);
  await expect(page.getByText(`${code} added by the console`)).toBeVisible();

  await page.getByLabel("Status").selectOption("published");
  await page.getByRole("button", { name: "Save question" }).click();
  await expect(page.getByTestId("toast")).toContainText(`${code} is published`);

  // A Full Access trainee practises the whole category, the published question with it.
  await page.context().clearCookies();
  // One Full Access account per worker, as the suite's fullAccess fixture picks them: a test started on
  // an account ends that account's test in progress elsewhere.
  await useDemoAccount(FULL_ACCESS_ACCOUNTS[test.info().parallelIndex % FULL_ACCESS_ACCOUNTS.length]!.email);
  await open(page, "/dashboard");
  await dashboardCard(page, "Practice Test").click();
  await page
    .getByRole("dialog", { name: "Practice Test" })
    .getByRole("link", { name: `Start ${category}`, exact: true })
    .click();
  const setup = page.getByRole("dialog", { name: "Test Configuration" });
  await expect(setup.getByText(category, { exact: true })).toBeVisible();
  await setup.getByLabel("Include Attempted Questions").check();
  await expect(setup.getByLabel("Show Answers After Each Question")).toBeChecked();
  // Fewer than 10 questions in the category: the server then draws every one of them, whatever count the
  // form sends (a retry or a repeated run adds another question, so the total is read from the screen).
  expect(practiceQuestionsIn(category) + 2).toBeLessThan(10);
  await chooseCount(page, 10);
  await setup.getByRole("button", { name: "Start Test" }).click();
  await expect(page).toHaveURL(/\/question\?attempt=/);
  await hydrated(page);
  const position1 = page.getByText(/^Question 1 of \d+$/);
  await expect(position1).toBeVisible();
  const total = Number((await position1.textContent())!.replace(/^Question 1 of /, ""));
  expect(total).toBeGreaterThan(practiceQuestionsIn(category));

  // Somewhere in the shuffled test: found by its image, whose URL names the question.
  const image = page.getByRole("img", { name: /image for question \d+, with an arrow$/ });
  const imageSrc = async () => (await image.getAttribute("src")) ?? "";
  let position = 1;
  while (!(await imageSrc()).includes(`/questions/${code}-`)) {
    position++;
    expect(position, `${code} is not among the ${total} questions of the test`).toBeLessThanOrEqual(total);
    await overviewLink(page, `Question ${position}`).click();
    await expectPosition(page, position, total);
  }
  const src = await imageSrc();
  const middle: [number, number] = [(tip[0] + tail[0]) / 2, (tip[1] + tail[1]) / 2];
  // The white shaft halfway along the arrow (softened a little by WebP), on tissue that is mid-grey elsewhere.
  expect(await greyAt(page, src, middle)).toBeGreaterThan(180);
  expect(Math.abs((await greyAt(page, src, [0.9, 0.1])) - 128)).toBeLessThan(12);

  // Answered with Show Answers on: the marks, the key's explanation and the image's source and licence.
  await answer(page, "left adrenal gland");
  await expect(markResult(page).getByText("2 marks", { exact: true })).toBeVisible();
  const panel = answerPanel(page);
  await expect(panel.getByText(`Image: ${source}`)).toBeVisible();
  await expect(panel.getByText("Licence: CC BY 4.0")).toBeVisible();
  await expect(panel.locator("strong", { hasText: "left adrenal gland" })).toBeVisible();
  await expect(overviewLink(page, `Question ${position}, answered, 2 marks`)).toBeVisible();
});
