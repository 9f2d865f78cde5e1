// Helpers for the test-taking screens: the seeded bank (to know the right answers), starting a test
// from the dashboard, the question screen's controls, finishing a test, and the same forms posted
// without a page for fixtures that need many answered questions.
import { ACCESS_LEVELS, type BankLine } from "../../app/domain/bank-format";
import { CATEGORY_NAMES } from "../../db/seed/categories";
import { starterQuestions } from "../../db/seed/starter-bank";
import { BASE_URL } from "./env";
import { expect, hydrated, open, type Page } from "./utils";

// ── The seeded bank ──────────────────────────────────────────────────────────────────────────────

type CategoryName = (typeof CATEGORY_NAMES)[number];

/** A starter-bank question as the tests read it: its package line, plus the demo mock it sits in. */
export type SeedQuestion = BankLine & {
  title: string;
  accessLevel: (typeof ACCESS_LEVELS)[BankLine["access"]];
  mock?: 1 | 2;
};

export const BANK: readonly SeedQuestion[] = starterQuestions().map((q) => ({
  ...q,
  title: q.stem,
  accessLevel: ACCESS_LEVELS[q.access],
  mock: q.mocks?.[0] ? (Number(q.mocks[0].name.replace("Mock Paper ", "")) as 1 | 2) : undefined,
}));

export function bankQuestion(code: string): SeedQuestion {
  const question = BANK.find((q) => q.code === code);
  if (!question) throw new Error(`No question ${code} in the starter bank`);
  return question;
}

/** The questions of a demo mock, in paper order (the seed numbers them in bank order). */
export function mockQuestions(mock: 1 | 2): SeedQuestion[] {
  return BANK.filter((q) => q.mock === mock);
}

/** How many questions a Full Access practice test of this category can draw (questions in a mock leave the pools). */
export function practiceQuestionsIn(category: CategoryName): number {
  return BANK.filter((q) => !q.mock && q.categories.includes(category)).length;
}

/** The first 2-mark row of the question's answer key. */
export function fullMarkAnswer(question: SeedQuestion): string {
  return question.answers.find((a) => a.marks === 2)!.text;
}

/** An answer that earns nothing for any question. */
export const WRONG_ANSWER = "zzz not an anatomical structure";

// ── The question screen ──────────────────────────────────────────────────────────────────────────

export const answerBox = (page: Page) => page.getByLabel("Name the arrowed structure");
export const overview = (page: Page) => page.getByRole("complementary", { name: "Question overview" });
export const overviewLink = (page: Page, label: string) =>
  overview(page).getByRole("navigation", { name: "Questions" }).getByRole("link", { name: label, exact: true });
/** The answer and its marks: shown in practice with Show Answers on, after answering. */
export const answerPanel = (page: Page) => page.getByRole("region", { name: "Answer" });
/** The marks box at the top of the answer panel ("2 marks", "0 marks", "2 marks (marked by you)", and "Your answer: …"). */
export const markResult = (page: Page) =>
  answerPanel(page).getByRole("status").or(answerPanel(page).getByRole("alert"));

/** The question on screen, found from its image's URL (/media/questions/<code>-<version>.webp?…). */
export async function questionOnScreen(page: Page): Promise<SeedQuestion> {
  const image = page.getByRole("img", { name: /image for question \d+, with an arrow$/ });
  const src = (await image.getAttribute("src")) ?? "";
  const code = /\/questions\/([A-Z]+-\d+)-[0-9a-f]+\.webp/.exec(src)?.[1];
  if (!code) throw new Error(`No question code in the image URL ${src}`);
  return bankQuestion(code);
}

/** The attempt id in the page's URL (/question?attempt=…, /analysis?attempt=…). */
export function attemptIdOf(page: Page): string {
  const id = new URL(page.url()).searchParams.get("attempt");
  if (!id) throw new Error(`No attempt in ${page.url()}`);
  return id;
}

/** Types an answer and presses Submit (or Update). */
export async function answer(page: Page, text: string) {
  await answerBox(page).fill(text);
  await page.getByRole("button", { name: /^(Submit|Update)$/ }).click();
}

/** "Question 3 of 9" (practice) or "Mock 3 of 10" in the header. */
export async function expectPosition(page: Page, n: number, total: number, kind: "Question" | "Mock" = "Question") {
  await expect(page.getByText(`${kind} ${n} of ${total}`, { exact: true })).toBeVisible();
}

// ── Starting a test ──────────────────────────────────────────────────────────────────────────────

/** A test card on the dashboard: a link whose name starts with the card's title. */
export const dashboardCard = (page: Page, title: "Free Questions" | "Practice Test" | "Mock Test") =>
  page.getByRole("region", { name: "Start a test" }).getByRole("link", { name: new RegExp(`^${title}\\b`) });

/**
 * From the dashboard: Practice Test → the category's Start → Test Configuration → Start Test.
 * Includes attempted questions (the demo accounts are shared by every run of the suite, so the
 * category may have none left otherwise) and picks 10 questions, or all there are if fewer.
 * Returns the number of questions in the test. `beforeStart` runs just before Start Test is pressed.
 */
export async function startCategoryPractice(
  page: Page,
  category: CategoryName,
  { showAnswers = true, beforeStart }: { showAnswers?: boolean; beforeStart?: () => void } = {},
) {
  await open(page, "/dashboard");
  await dashboardCard(page, "Practice Test").click();
  await expect(page).toHaveURL(/\/dashboard\/practice$/);
  const practice = page.getByRole("dialog", { name: "Practice Test" });
  await expect(practice).toBeVisible();
  await practice.getByRole("link", { name: `Start ${category}`, exact: true }).click();

  await expect(page).toHaveURL(/\/dashboard\/configure\?pool=category&categoryId=/);
  const setup = page.getByRole("dialog", { name: "Test Configuration" });
  await expect(setup.getByText(category, { exact: true })).toBeVisible();
  await setup.getByLabel("Include Attempted Questions").check();
  const showAnswersBox = setup.getByLabel("Show Answers After Each Question");
  await expect(showAnswersBox).toBeChecked(); // the default
  if (!showAnswers) await showAnswersBox.uncheck();
  const expected = Math.min(10, practiceQuestionsIn(category));
  await chooseCount(page, expected);
  beforeStart?.();
  await setup.getByRole("button", { name: "Start Test" }).click();

  await expect(page).toHaveURL(/\/question\?attempt=/);
  await hydrated(page);
  await expectPosition(page, 1, expected);
  return expected;
}

/**
 * Picks `count` in the Number of questions select when it is offered; otherwise (JavaScript off,
 * where the options follow the unattempted count) the largest option, which the server raises to
 * what is available with Include Attempted Questions. With every question attempted nothing is
 * offered, and the server takes its default count.
 */
export async function chooseCount(page: Page, count: number) {
  const select = page.getByRole("dialog", { name: "Test Configuration" }).getByLabel("Number of questions");
  const options = (await select.locator("option").allTextContents()).map(Number);
  if (options.length === 0) return;
  await select.selectOption(String(options.includes(count) ? count : Math.max(...options)));
}

/** From the dashboard: Mock Test → Start <name> → Start Test (`beforeStart` runs just before that click). */
export async function startMock(
  page: Page,
  name: "Mock Paper 1" | "Mock Paper 2",
  { beforeStart }: { beforeStart?: () => void } = {},
) {
  await open(page, "/dashboard");
  await dashboardCard(page, "Mock Test").click();
  await expect(page).toHaveURL(/\/dashboard\/mock$/);
  await page
    .getByRole("dialog", { name: "Mock Test" })
    .getByRole("link", { name: `Start ${name}`, exact: true })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/configure\?pool=mock&mockId=/);
  const setup = page.getByRole("dialog", { name: "Test Configuration" });
  await expect(setup.getByText(name, { exact: true })).toBeVisible();
  beforeStart?.();
  await setup.getByRole("button", { name: "Start Test" }).click();
  await expect(page).toHaveURL(/\/question\?attempt=/);
  await hydrated(page);
  const total = mockQuestions(name === "Mock Paper 1" ? 1 : 2).length;
  await expectPosition(page, 1, total, "Mock");
  return total;
}

// ── Finishing ────────────────────────────────────────────────────────────────────────────────────

/**
 * The overview's Finish Test → the summary dialog → Submit Test → the confirm dialog (which counts
 * the unanswered questions) → Confirm submission → /analysis.
 */
export async function finishFromOverview(page: Page, { answered, total }: { answered: number; total: number }) {
  await overview(page).getByRole("link", { name: "Finish Test" }).click();
  await expect(page).toHaveURL(/[?&]review=1/);
  const summary = page.getByRole("dialog", { name: "Finish Test" });
  await expect(summary.getByText(`${answered} of ${total} answered`)).toBeVisible();
  await expect(summary.getByRole("cell", { name: "Answered", exact: true })).toHaveCount(answered);
  await expect(summary.getByRole("cell", { name: "Not answered", exact: true })).toHaveCount(total - answered);
  await summary.getByRole("link", { name: "Submit Test" }).click();
  await confirmSubmission(page, total - answered);
}

/** The "Submit test?" dialog: its unanswered count, then Confirm submission → /analysis. */
export async function confirmSubmission(page: Page, unanswered: number) {
  await expect(page).toHaveURL(/[?&]confirm=finish/);
  const confirm = page.getByRole("dialog", { name: "Submit test?" });
  await expect(confirm).toContainText(
    unanswered === 0
      ? "You have answered every question."
      : `You have ${unanswered} unanswered ${unanswered === 1 ? "question" : "questions"}.`,
  );
  await confirm.getByRole("button", { name: "Confirm submission" }).click();
  await expect(page).toHaveURL(/\/analysis\?attempt=/);
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Test Complete!" })).toBeVisible();
}

// ── The same forms, posted without a page ────────────────────────────────────────────────────────
// The forms' real POSTs (as a browser without JavaScript sends them) through the page's request,
// which shares the browser context's session cookie and client address. Far quicker than the
// screens when a test needs many answered questions, and the server applies every rule as usual.

/** POSTs form fields and expects the redirect a successful no-JavaScript submission answers with. */
async function postForm(page: Page, url: string, form: Record<string, string>) {
  const response = await page.request.post(url, { form, maxRedirects: 0 });
  if (response.status() !== 302)
    throw new Error(
      `POST ${url} (${form.intent ?? "form"}) answered ${response.status()}: ${(await response.text()).slice(0, 300)}`,
    );
  return new URL(response.headers()["location"]!, BASE_URL);
}

/** Starts a Free Questions test of `count` questions with Show Answers on, by the Test Configuration form; returns the attempt id. */
export async function startFreeTestByPost(page: Page, count: 10 | 20 | 30): Promise<string> {
  const to = await postForm(page, "/dashboard/configure", {
    pool: "free",
    mode: "new",
    questionCount: String(count),
    showAnswers: "on",
  });
  const attempt = to.searchParams.get("attempt");
  if (to.pathname !== "/question" || !attempt) throw new Error(`Starting a free test went to ${to}`);
  return attempt;
}

/** Question `n` of an attempt as its screen serves it: the id its forms post, and the bank's question (from the image's URL). */
export async function questionByGet(
  page: Page,
  attemptId: string,
  n: number,
): Promise<{ id: string; question: SeedQuestion }> {
  const response = await page.request.get(`/question?attempt=${attemptId}&q=${n}`);
  const html = await response.text();
  if (!response.ok())
    throw new Error(`Question ${n} of ${attemptId} answered ${response.status()}: ${html.slice(0, 300)}`);
  const id = /name="questionId" value="([0-9a-f-]{36})"/.exec(html)?.[1];
  // The image's src; the next question's prefetched image is named in a link's href, never in src.
  const code = /\ssrc="[^"]*\/questions\/([A-Z]+-\d+)-[0-9a-f]+\.webp/.exec(html)?.[1];
  if (!id || !code) throw new Error(`No question id or image on question ${n} of ${attemptId}`);
  return { id, question: bankQuestion(code) };
}

/** Answers question `n` by the answer form; in practice with Show Answers on, the screen stays on it. */
export async function answerByPost(page: Page, attemptId: string, n: number, questionId: string, text: string) {
  await postForm(page, `/question?attempt=${attemptId}&q=${n}`, {
    intent: "answer",
    advance: "server",
    questionId,
    answer: text,
  });
}

/** Saves the note on question `n` by the note form (the server refuses it before the question is answered). */
export async function saveNoteByPost(
  page: Page,
  attemptId: string,
  n: number,
  questionId: string,
  note: { title: string; content: string },
) {
  await postForm(page, `/question?attempt=${attemptId}&q=${n}`, { intent: "note", questionId, ...note });
  // The flashed 'Note saved successfully' would otherwise greet the test on its next page.
  await page.context().clearCookies({ name: "arrowed_toast" });
}
