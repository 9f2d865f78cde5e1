// The answer key never reaches the browser before the rules allow it: not in a running mock, and
// not for an unanswered practice question (docs/product-rules.md#answer-reveal). Checked in the page's
// HTML, in the route's data (React Router's single fetch: /question.data?…), and with JavaScript on
// in every response the page loaded.
import {
  answer,
  attemptIdOf,
  fullMarkAnswer,
  markResult,
  mockQuestions,
  questionOnScreen,
  startCategoryPractice,
  startMock,
  type SeedQuestion,
} from "./flows";
import { BASE_URL } from "./env";
import { expect, jsEnabled, test, type Page } from "./utils";

type Body = { url: string; text: string };

/**
 * Keeps the text of every same-origin response (not images) the page receives once `start` is
 * called: from the press on Start Test on (the dashboard before it names the categories, and a
 * category name such as "Hepatobiliary and Pancreas" may be a word of a key).
 */
function recordResponses(page: Page) {
  const pending: Promise<Body | null>[] = [];
  let recording = false;
  page.on("response", (response) => {
    if (!recording) return;
    const url = response.url();
    const type = response.headers()["content-type"] ?? "";
    if (!url.startsWith(BASE_URL) || type.startsWith("image/") || (response.status() >= 300 && response.status() < 400))
      return;
    pending.push(
      response
        .text()
        .then((text) => ({ url, text }))
        .catch(() => null),
    );
  });
  return {
    start: () => {
      recording = true;
    },
    bodies: async () => (await Promise.all(pending)).filter((body): body is Body => body !== null),
  };
}

/** The page's HTML and the route's data, fetched with the page's cookies. */
async function fetchDocumentAndData(page: Page, attemptId: string, n: number): Promise<Body[]> {
  const search = `?${new URLSearchParams({ attempt: attemptId, q: String(n) })}`;
  const bodies: Body[] = [];
  for (const path of [`/question${search}`, `/question.data${search}`]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    bodies.push({ url: path, text: await response.text() });
  }
  return bodies;
}

/** The recording really holds the question screen's loads: its data with JavaScript, its HTML without. */
function expectQuestionLoads(recorded: Body[]) {
  const paths = recorded.map((body) => new URL(body.url).pathname);
  expect(paths).toContain(jsEnabled() ? "/question.data" : "/question");
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Text as a reader would see it: HTML entities and JSON escapes undone, spaces collapsed, lower case. */
function normalise(text: string) {
  return text
    .replace(/&#x27;|&#39;|\\u0027/gi, "'")
    .replace(/&quot;|\\"/gi, '"')
    .replace(/&amp;/gi, "&")
    .replace(/&lt;/gi, "<")
    .replace(/&gt;/gi, ">")
    .replace(/\s+/g, " ")
    .toLowerCase();
}

type Needle = { what: string; test: (haystack: string) => boolean };

/**
 * What must not appear: each answer-key text (as a whole word or phrase; texts shorter than 4
 * characters, like "C2", are left out as they turn up in any random string, and so is a text that is
 * part of the question's own title) and each sentence of the explanation.
 */
function needlesFor(question: SeedQuestion): Needle[] {
  const title = question.title.toLowerCase();
  const keys = question.answers
    .map((a) => a.text.toLowerCase())
    .filter((text) => text.length >= 4 && !title.includes(text))
    .map((text) => {
      const pattern = new RegExp(`(?<![a-z0-9])${escapeRegExp(text)}(?![a-z0-9])`);
      return { what: `${question.code} key "${text}"`, test: (haystack: string) => pattern.test(haystack) };
    });
  const sentences = question.explanation
    .split(/(?<=\.)\s+/)
    .map((sentence) => normalise(sentence).trim())
    .filter((sentence) => sentence.length >= 25)
    .map((sentence) => ({
      what: `${question.code} explanation "${sentence.slice(0, 40)}…"`,
      test: (haystack: string) => haystack.includes(sentence),
    }));
  return [...keys, ...sentences];
}

function leaks(bodies: Body[], questions: SeedQuestion[]) {
  const needles = questions.flatMap(needlesFor);
  const found: string[] = [];
  for (const body of bodies) {
    const haystack = normalise(body.text);
    for (const needle of needles) if (needle.test(haystack)) found.push(`${needle.what} in ${body.url}`);
  }
  return found;
}

test("a running mock question sends none of the mock's answer keys or explanations", async ({ page, fullAccess }) => {
  expect(fullAccess.plan).toBe("premium"); // the fixture signed the page in
  const paper = mockQuestions(1);
  const loaded = recordResponses(page);
  await startMock(page, "Mock Paper 1", { beforeStart: loaded.start });
  const attemptId = attemptIdOf(page);
  expect((await questionOnScreen(page)).code).toBe(paper[0]!.code);
  // One more question, with JavaScript by a client-side navigation (the route's data fetched alone).
  await page
    .getByRole("navigation", { name: "Questions" })
    .getByRole("link", { name: "Question 2", exact: true })
    .click();
  await expect(page.getByText(`Mock 2 of ${paper.length}`, { exact: true })).toBeVisible();
  expect((await questionOnScreen(page)).code).toBe(paper[1]!.code);

  const fetched = [
    ...(await fetchDocumentAndData(page, attemptId, 1)),
    ...(await fetchDocumentAndData(page, attemptId, 2)),
  ];
  // The data response really is the question's: it carries the title the page shows.
  expect(fetched[1]!.text).toContain(paper[0]!.title);
  const recorded = await loaded.bodies();
  expectQuestionLoads(recorded);
  const bodies = [...fetched, ...recorded];
  expect(leaks(bodies, paper)).toEqual([]);
});

test("an unanswered practice question (Show Answers on) sends none of its answer key or explanation", async ({
  page,
  fullAccess,
}) => {
  expect(fullAccess.plan).toBe("premium"); // the fixture signed the page in
  const loaded = recordResponses(page);
  await startCategoryPractice(page, "Vascular", { showAnswers: true, beforeStart: loaded.start });
  const attemptId = attemptIdOf(page);
  const question = await questionOnScreen(page);

  const recorded = await loaded.bodies();
  expectQuestionLoads(recorded);
  const bodies = [...(await fetchDocumentAndData(page, attemptId, 1)), ...recorded];
  expect(bodies[1]!.text).toContain(question.title);
  expect(leaks(bodies, [question])).toEqual([]);

  // Once answered, the key is sent and shown: the same check finds it, so it would find a leak.
  await answer(page, fullMarkAnswer(question));
  await expect(markResult(page).getByText("2 marks", { exact: true })).toBeVisible();
  const after = await fetchDocumentAndData(page, attemptId, 1);
  expect(leaks(after, [question]).length).toBeGreaterThan(0);
  expect(leaks([after[1]!], [question])).toContain(
    `${question.code} key "${fullMarkAnswer(question).toLowerCase()}" in ${after[1]!.url}`,
  );
});
