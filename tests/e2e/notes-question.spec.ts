// A note in the list shows its question: a thumbnail of the image, and the structure once the trainee
// answered it (product-rules#note-question), on a phone and a desktop.
import {
  answerByPost,
  fullMarkAnswer,
  questionByGet,
  saveNoteByPost,
  startFreeTestByPost,
  WRONG_ANSWER,
} from "./flows";
import { expect, open, test } from "./utils";

for (const size of [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 900 } },
]) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test(`a note shows the question's image and the structure it names (${size.name})`, async ({
      page,
      fullAccess,
    }) => {
      expect(fullAccess.plan).toBe("premium"); // the fixture signed the page in
      const attemptId = await startFreeTestByPost(page, 10);
      const { id, question } = await questionByGet(page, attemptId, 1);
      await answerByPost(page, attemptId, 1, id, WRONG_ANSWER);
      const title = `Wrong again ${size.name} ${Date.now()}`;
      await saveNoteByPost(page, attemptId, 1, id, { title, content: "Look at the arrowhead first." });

      await open(page, "/notes");
      // The table on a desktop, the cards on a phone: the one on screen holds the note.
      const note = page.locator("tr, li").filter({ hasText: title }).filter({ visible: true }).first();
      await expect(note).toBeVisible();
      await expect(note).toContainText(`Structure: ${fullMarkAnswer(question)}`);
      const thumbnail = note.getByRole("img", { name: /^The question's image/ });
      await expect(thumbnail).toBeVisible();
      // The image really arrived: a picture, not a broken link.
      await expect
        .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    });
  });
}
