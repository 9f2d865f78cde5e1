// The trainee's own data on /profile: Download my data, then Delete my account, with JavaScript on and off.
import { readFile } from "node:fs/promises";
import { BASE_URL } from "./env";
import { answerByPost, fullMarkAnswer, questionByGet, saveNoteByPost, startFreeTestByPost } from "./flows";
import {
  expect,
  newAccount,
  open,
  readOutbox,
  signIn,
  signUpVerified,
  submitSignIn,
  test,
  type Account,
} from "./utils";

test("a trainee downloads their data, then deletes the account: signed out, confirmed by email, and unable to sign in again", async ({
  page,
}) => {
  test.slow();
  /** A signed-in trainee with an answer and a note; returns what they wrote. */
  async function traineeWithData(account: Account) {
    await signIn(page, account.email, account.password);
    const attemptId = await startFreeTestByPost(page, 10);
    const { id, question } = await questionByGet(page, attemptId, 1);
    const given = fullMarkAnswer(question);
    await answerByPost(page, attemptId, 1, id, given);
    const note = { title: `Note of ${account.name}`, content: `Written by ${account.email}` };
    await saveNoteByPost(page, attemptId, 1, id, note);
    return { question, given, note };
  }

  // Another trainee with data of the same kinds, which must never reach this trainee's download.
  const other = await signUpVerified(page, newAccount("mydata-other"));
  const theirs = await traineeWithData(other);
  await page.context().clearCookies();

  const account = await signUpVerified(page, newAccount("mydata"));
  const { question, given, note } = await traineeWithData(account);

  await test.step("Download my data saves a JSON file of the trainee's own account, answers, marks and notes", async () => {
    await open(page, "/profile");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^arrowed-data-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await readFile((await download.path())!, "utf8");
    const mine = JSON.parse(text);
    expect(mine.account.email).toBe(account.email);
    expect(mine.profile.name).toBe(account.name);
    expect(mine.attempts).toHaveLength(1);
    expect(mine.attempts[0].answers).toEqual([
      expect.objectContaining({ question: question.code, answer: given, marks: 2 }),
    ]);
    expect(mine.notes).toEqual([expect.objectContaining({ title: note.title, content: note.content })]);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(other.name);
    expect(text).not.toContain(theirs.note.title);
    // The demo accounts have data of their own on this server.
    expect(text).not.toMatch(/@arrowed\.example/);
  });

  await test.step("a wrong password deletes nothing", async () => {
    await open(page, "/profile");
    await page.getByRole("link", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/\/profile\?delete=1$/);
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByLabel("Your password").fill("not-my-password-1");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(
      page.getByRole("dialog", { name: "Delete your account?" }).getByText("Your password is not right."),
    ).toBeVisible();
  });

  const since = new Date();
  await test.step("the right password deletes the account, signs out and lands on the home page", async () => {
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByLabel("Your password").fill(account.password);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(`${BASE_URL}/`);
    await expect(page.getByTestId("toast")).toContainText("Account deleted");
    await expect(page.getByLabel(`Account menu for ${account.name}`)).toHaveCount(0);
  });

  await test.step("a confirmation is in the outbox, and the account can no longer sign in", async () => {
    const email = await readOutbox(account.email, { subject: "Your Arrowed account has been deleted", since });
    expect(email.text).toContain("your Arrowed account has been deleted");
    await open(page, "/profile");
    await expect(page).toHaveURL(/\/auth\?/);
    await submitSignIn(page, account.email, account.password);
    await expect(page.getByRole("alert")).toContainText("Invalid email or password.");
  });
});
