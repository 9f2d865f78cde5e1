import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { makeBank, rightAnswer, type TestBank } from "../fixtures/bank";
import { cookiesFrom, get, post, run } from "../fixtures/route";
import { makeUser, signedInCookie } from "../fixtures/users";
import * as configureRoute from "~/routes/dashboard.configure";
import * as notesRoute from "~/routes/notes";
import { EMPTY_HINTS, REFUSED } from "~/routes/notes.server";
import * as questionRoute from "~/routes/question";
import { getDb } from "~/server/db.server";
import { readToast } from "~/server/toast.server";

let bank: TestBank;
beforeEach(async () => {
  bank = await makeBank();
});

const MINUTE = 60_000;
const base = Date.now() - 24 * 60 * MINUTE;

/** A note written `minutesAgo` before now-ish; fixture questions alternate Thorax (even) and Spine (odd). */
async function addNote(
  userId: string,
  index: number,
  fields: { title?: string; content?: string; starred?: boolean; minutesAgo?: number } = {},
) {
  const [note] = await getDb()
    .insert(s.notes)
    .values({
      userId,
      questionId: bank.questions[index]!.id,
      title: fields.title ?? `Note ${index}`,
      content: fields.content ?? `Content of note ${index}`,
      starred: fields.starred ?? false,
      updatedAt: new Date(base - (fields.minutesAgo ?? index) * MINUTE),
    })
    .returning();
  return note!;
}

async function signedIn(plan: "free" | "high_yield" | "premium" = "free") {
  const user = await makeUser({ plan });
  return { user, cookie: await signedInCookie(user.id) };
}

const titles = (page: { data: { notes: Array<{ title: string }> } }) => page.data.notes.map((n) => n.title);

async function noteRow(id: string) {
  const [row] = await getDb().select().from(s.notes).where(eq(s.notes.id, id));
  return row!;
}

describe("study notes list", () => {
  it("lists only the user's own notes, newest updated first, with UK dates and nothing private", async () => {
    const { user, cookie } = await signedIn();
    const other = await makeUser();
    await addNote(user.id, 0, { title: "Older", minutesAgo: 30 });
    await addNote(user.id, 1, { title: "Newest", minutesAgo: 1 });
    await addNote(user.id, 2, { title: "Middle", minutesAgo: 10 });
    await addNote(other.id, 0, { title: "Someone else's" });

    const page = await run(notesRoute.loader, get("/notes", { cookie }));
    expect(page.status).toBe(200);
    expect(titles(page)).toEqual(["Newest", "Middle", "Older"]);
    expect(page.data.notes[0].created).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(Object.keys(page.data.notes[0]).sort()).toEqual([
      "content",
      "created",
      "id",
      "starred",
      "structure",
      "thumbnail",
      "title",
    ]);
    expect(page.data.paging).toEqual({ page: 1, pages: 1, total: 3, from: 1, to: 3 });
    expect(page.data.categories).toEqual(["Thorax", "Spine"]);
    expect(page.data.emptyHint).toBeNull();
    expect(JSON.stringify(page.data)).not.toContain(user.id);
  });

  it("shows each note's image as a thumbnail, and its structure only once the trainee answered the question", async () => {
    const { user, cookie } = await signedIn("free");
    await addNote(user.id, 0, { title: "Answered", minutesAgo: 1 });
    await addNote(user.id, 1, { title: "Not answered yet", minutesAgo: 2 });
    // Premium, never answered: a free plan sees neither its image nor its structure.
    await addNote(user.id, 50, { title: "Locked", minutesAgo: 3 });
    const [attempt] = await getDb()
      .insert(s.attempts)
      .values({ userId: user.id, type: "random", pool: "free", totalQuestions: 2, submittedAt: new Date() })
      .returning();
    await getDb()
      .insert(s.attemptQuestions)
      .values([
        {
          attemptId: attempt!.id,
          questionId: bank.questions[0]!.id,
          displayOrder: 1,
          userAnswer: "a guess",
          marksEarned: 0,
        },
        // Opened but left blank: not answered.
        { attemptId: attempt!.id, questionId: bank.questions[1]!.id, displayOrder: 2, userAnswer: null },
      ]);

    const page = await run(notesRoute.loader, get("/notes", { cookie }));
    const [answered, unanswered, locked] = page.data.notes;
    expect(answered).toMatchObject({ title: "Answered", structure: "structure 1 left" });
    expect(answered.thumbnail).toMatch(/^\/media\/questions\/TST-001-sm\.webp\?expires=\d+&signature=/);
    expect(unanswered).toMatchObject({ title: "Not answered yet", structure: null });
    expect(unanswered.thumbnail).toMatch(/^\/media\/questions\/TST-002-sm\.webp\?/);
    expect(locked).toMatchObject({ title: "Locked", structure: null, thumbnail: null });
    expect(JSON.stringify(page.data)).not.toContain("structure 2 left");
    expect(JSON.stringify(page.data)).not.toContain("structure 51 left");
  });

  it("searches title or content, ignoring case, and takes % and _ literally", async () => {
    const { user, cookie } = await signedIn();
    await addNote(user.id, 0, { title: "Vertebral ARTERY", content: "V2 segment" });
    await addNote(user.id, 1, { title: "Carina", content: "bifurcation at T4, near the artery" });
    await addNote(user.id, 2, { title: "Liver", content: "segment 4_a is 50% of it" });

    expect(titles(await run(notesRoute.loader, get("/notes?q=artery", { cookie })))).toEqual([
      "Vertebral ARTERY",
      "Carina",
    ]);
    expect(titles(await run(notesRoute.loader, get("/notes?q=%20SEGMENT%20", { cookie })))).toEqual([
      "Vertebral ARTERY",
      "Liver",
    ]);
    expect(titles(await run(notesRoute.loader, get("/notes?q=50%25", { cookie })))).toEqual(["Liver"]);
    expect(titles(await run(notesRoute.loader, get("/notes?q=4_a", { cookie })))).toEqual(["Liver"]);
    expect(titles(await run(notesRoute.loader, get("/notes?q=%25", { cookie })))).toEqual(["Liver"]);
    const none = await run(notesRoute.loader, get("/notes?q=pancreas", { cookie }));
    expect(none.data.notes).toEqual([]);
    expect(none.data.filter.q).toBe("pancreas");
  });

  it("filters by category name, as the dashboard links it, and ignores an unknown one", async () => {
    const { user, cookie } = await signedIn();
    for (const index of [0, 1, 2, 3]) await addNote(user.id, index);

    const thorax = await run(notesRoute.loader, get("/notes?category=Thorax", { cookie }));
    expect(titles(thorax)).toEqual(["Note 0", "Note 2"]);
    expect(thorax.data.filter.category).toBe("Thorax");
    expect(titles(await run(notesRoute.loader, get("/notes?category=spine", { cookie })))).toEqual([
      "Note 1",
      "Note 3",
    ]);

    const unknown = await run(notesRoute.loader, get("/notes?category=Pelvis", { cookie }));
    expect(unknown.data.filter.category).toBeNull();
    expect(unknown.data.notes).toHaveLength(4);

    // An inactive category is not offered and does not filter.
    await getDb().update(s.categories).set({ isActive: false }).where(eq(s.categories.id, bank.spine.id));
    const afterwards = await run(notesRoute.loader, get("/notes?category=Spine", { cookie }));
    expect(afterwards.data.categories).toEqual(["Thorax"]);
    expect(afterwards.data.filter.category).toBeNull();
  });

  it("shows starred notes only with starred=1", async () => {
    const { user, cookie } = await signedIn();
    await addNote(user.id, 0, { title: "Plain" });
    await addNote(user.id, 1, { title: "Starred", starred: true });
    const page = await run(notesRoute.loader, get("/notes?starred=1", { cookie }));
    expect(titles(page)).toEqual(["Starred"]);
    expect(page.data.notes[0].starred).toBe(true);
    expect(page.data.filter.starred).toBe(true);
  });

  it("shows notes on liked questions only with liked=1, and combines filters", async () => {
    const { user, cookie } = await signedIn();
    const other = await makeUser();
    await addNote(user.id, 0, { title: "Liked thorax" });
    await addNote(user.id, 1, { title: "Liked spine" });
    await addNote(user.id, 2, { title: "Not liked" });
    await getDb()
      .insert(s.likedQuestions)
      .values([
        { userId: user.id, questionId: bank.questions[0]!.id },
        { userId: user.id, questionId: bank.questions[1]!.id },
        // Someone else's like does not count.
        { userId: other.id, questionId: bank.questions[2]!.id },
      ]);

    expect(titles(await run(notesRoute.loader, get("/notes?liked=1", { cookie })))).toEqual([
      "Liked thorax",
      "Liked spine",
    ]);
    expect(titles(await run(notesRoute.loader, get("/notes?liked=1&category=Spine", { cookie })))).toEqual([
      "Liked spine",
    ]);
    expect(titles(await run(notesRoute.loader, get("/notes?liked=1&q=thorax&category=Spine", { cookie })))).toEqual([]);
  });

  it("pages by 10: 'Showing 11 to 20 of 25 notes', the last page, and a page past the end", async () => {
    const { user, cookie } = await signedIn();
    for (let index = 0; index < 25; index++) await addNote(user.id, index, { minutesAgo: index });

    const first = await run(notesRoute.loader, get("/notes", { cookie }));
    expect(first.data.paging).toEqual({ page: 1, pages: 3, total: 25, from: 1, to: 10 });
    expect(titles(first)[0]).toBe("Note 0");

    const second = await run(notesRoute.loader, get("/notes?page=2", { cookie }));
    expect(second.data.paging).toEqual({ page: 2, pages: 3, total: 25, from: 11, to: 20 });
    expect(titles(second)).toEqual(Array.from({ length: 10 }, (_, i) => `Note ${i + 10}`));

    const last = await run(notesRoute.loader, get("/notes?page=3", { cookie }));
    expect(last.data.paging).toMatchObject({ from: 21, to: 25 });
    expect(titles(last)).toHaveLength(5);

    expect((await run(notesRoute.loader, get("/notes?page=99", { cookie }))).data.paging).toMatchObject({
      page: 3,
      from: 21,
      to: 25,
    });
    expect((await run(notesRoute.loader, get("/notes?page=-1", { cookie }))).data.paging.page).toBe(1);
    expect((await run(notesRoute.loader, get("/notes?page=abc", { cookie }))).data.paging.page).toBe(1);

    // Filters page too: 13 Thorax notes (even indexes).
    expect((await run(notesRoute.loader, get("/notes?category=Thorax&page=2", { cookie }))).data.paging).toEqual({
      page: 2,
      pages: 2,
      total: 13,
      from: 11,
      to: 13,
    });
  });

  it("gives exactly one empty hint: liked first, then filters, then none yet", async () => {
    const { user, cookie } = await signedIn();
    const empty = await run(notesRoute.loader, get("/notes", { cookie }));
    expect(empty.data.paging.total).toBe(0);
    expect(empty.data.emptyHint).toBe(EMPTY_HINTS.none);
    expect(EMPTY_HINTS.none).toBe("Start practising questions to create your first study note");

    await addNote(user.id, 0);
    const search = await run(notesRoute.loader, get("/notes?q=nothing-like-this", { cookie }));
    expect(search.data.emptyHint).toBe("Try adjusting your search or filter criteria");
    expect((await run(notesRoute.loader, get("/notes?starred=1", { cookie }))).data.emptyHint).toBe(
      EMPTY_HINTS.filtered,
    );
    expect((await run(notesRoute.loader, get("/notes?category=Spine", { cookie }))).data.emptyHint).toBe(
      EMPTY_HINTS.filtered,
    );

    const liked = await run(notesRoute.loader, get("/notes?liked=1&q=nothing-like-this", { cookie }));
    expect(liked.data.emptyHint).toBe("No liked notes found. Click the heart above to show all notes.");
  });
});

describe("study notes actions", () => {
  it("edits a note through the no-JavaScript dialog, and keeps what was typed when a field is blank", async () => {
    const { user, cookie } = await signedIn();
    const note = await addNote(user.id, 0, { title: "Old title", content: "Old content" });
    const dialogUrl = `/notes?category=Thorax&edit=${note.id}`;

    const dialog = await run(notesRoute.loader, get(dialogUrl, { cookie }));
    expect(dialog.data.edit).toEqual({ id: note.id, title: "Old title", content: "Old content" });

    const blank = await run(
      notesRoute.action,
      post(dialogUrl, { intent: "edit", noteId: note.id, title: "Kept title", content: "   " }, { cookie }),
    );
    expect(blank.status).toBe(400);
    expect(blank.data.result.error.content).toEqual(["Please fill in both title and content"]);
    expect(blank.data.result.initialValue).toMatchObject({ title: "Kept title", content: "   " });
    expect(await noteRow(note.id)).toMatchObject({ title: "Old title", content: "Old content" });

    const saved = await run(
      notesRoute.action,
      post(
        dialogUrl,
        { intent: "edit", noteId: note.id, title: "  New title ", content: "New <b>content</b>" },
        { cookie },
      ),
    );
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/notes?category=Thorax");
    expect(saved.headers.get("Set-Cookie")).toMatch(/^arrowed_toast=/);
    const row = await noteRow(note.id);
    expect(row).toMatchObject({ title: "New title", content: "New <b>content</b>" });
    expect(row.updatedAt.getTime()).toBeGreaterThan(note.updatedAt.getTime());
  });

  it("saves an in-place edit through a fetcher with data, not a redirect, and flashes 'Note saved'", async () => {
    const { user, cookie } = await signedIn();
    const note = await addNote(user.id, 0);
    const ok = await run(
      notesRoute.action,
      post(
        "/notes?page=1",
        { intent: "edit", noteId: note.id, title: "Inline", content: "Edited in place", js: "1" },
        { cookie },
      ),
    );
    expect(ok.status).toBe(200);
    expect(ok.data).toEqual({ ok: true });
    // Through the cookie, as the page's next load shows it: the edited row may have left the list by then.
    const flashed = await readToast(new Request("http://arrowed.test/notes", { headers: { Cookie: cookiesFrom(ok) } }));
    expect(flashed.toast).toMatchObject({
      type: "success",
      title: "Note saved",
      description: "Your changes have been saved successfully.",
    });
    expect(await noteRow(note.id)).toMatchObject({ title: "Inline", content: "Edited in place" });

    const bad = await run(
      notesRoute.action,
      post("/notes", { intent: "edit", noteId: note.id, title: "", content: "x", js: "1" }, { cookie }),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.ok).toBe(false);
  });

  it("stars and unstars a note without moving it in the list", async () => {
    const { user, cookie } = await signedIn();
    const older = await addNote(user.id, 0, { title: "Older", minutesAgo: 20 });
    await addNote(user.id, 1, { title: "Newer", minutesAgo: 5 });

    const noJs = await run(
      notesRoute.action,
      post("/notes?q=old", { intent: "star", noteId: older.id, starred: "true" }, { cookie }),
    );
    expect(noJs.location).toBe("/notes?q=old");
    expect((await noteRow(older.id)).starred).toBe(true);
    expect((await noteRow(older.id)).updatedAt.getTime()).toBe(older.updatedAt.getTime());
    expect(titles(await run(notesRoute.loader, get("/notes", { cookie })))).toEqual(["Newer", "Older"]);
    expect(titles(await run(notesRoute.loader, get("/notes?starred=1", { cookie })))).toEqual(["Older"]);

    const js = await run(
      notesRoute.action,
      post("/notes", { intent: "star", noteId: older.id, starred: "false", js: "1" }, { cookie }),
    );
    expect(js.data).toEqual({ ok: true });
    expect((await noteRow(older.id)).starred).toBe(false);

    const junk = await run(
      notesRoute.action,
      post("/notes", { intent: "star", noteId: older.id, starred: "maybe" }, { cookie }),
    );
    expect(junk.status).toBe(400);
  });

  it("refuses a form it cannot read with a 400 and a message, changing nothing", async () => {
    const { user, cookie } = await signedIn();
    const note = await addNote(user.id, 0, { title: "Kept" });
    const send = (form: Record<string, string>) => run(notesRoute.action, post("/notes", form, { cookie }));
    // The one shape of a refusal: its message, with the form's reply holding the same.
    const refusal = (error: string) => ({ ok: false, error, result: expect.objectContaining({ status: "error" }) });

    const unknown = await send({ intent: "delete", noteId: note.id });
    expect(unknown.status).toBe(400);
    expect(unknown.data).toEqual(refusal("Unknown action."));
    const noIntent = await send({ noteId: note.id });
    expect(noIntent.status).toBe(400);
    expect(noIntent.data).toEqual(refusal("Unknown action."));
    const noNote = await send({ intent: "star", starred: "true" });
    expect(noNote.status).toBe(400);
    expect(noNote.data).toEqual(refusal("Note not found"));
    const noFlag = await send({ intent: "like", noteId: note.id });
    expect(noFlag.status).toBe(400);
    expect(noFlag.data).toEqual(refusal("That did not work."));

    expect(await noteRow(note.id)).toMatchObject({ title: "Kept", starred: false, updatedAt: note.updatedAt });
    expect(await getDb().select().from(s.likedQuestions)).toHaveLength(0);
  });

  it("likes and unlikes the note's question", async () => {
    const { user, cookie } = await signedIn();
    const note = await addNote(user.id, 3);
    const liked = () =>
      getDb()
        .select()
        .from(s.likedQuestions)
        .where(and(eq(s.likedQuestions.userId, user.id), eq(s.likedQuestions.questionId, bank.questions[3]!.id)));

    const on = await run(
      notesRoute.action,
      post(`/notes?view=${note.id}`, { intent: "like", noteId: note.id, liked: "true" }, { cookie }),
    );
    expect(on.location).toBe(`/notes?view=${note.id}`);
    expect(await liked()).toHaveLength(1);
    expect((await run(notesRoute.loader, get(`/notes?view=${note.id}`, { cookie }))).data.view.question.liked).toBe(
      true,
    );
    expect(titles(await run(notesRoute.loader, get("/notes?liked=1", { cookie })))).toEqual(["Note 3"]);

    const off = await run(
      notesRoute.action,
      post(`/notes?view=${note.id}`, { intent: "like", noteId: note.id, liked: "false", js: "1" }, { cookie }),
    );
    expect(off.data).toEqual({ ok: true });
    expect(await liked()).toHaveLength(0);
  });
});

describe("view question dialog", () => {
  it("shows the image, title and key with marks, and walks the filtered list", async () => {
    const { user, cookie } = await signedIn();
    const first = await addNote(user.id, 0, { minutesAgo: 1 });
    const second = await addNote(user.id, 1, { minutesAgo: 2 });
    const third = await addNote(user.id, 2, { minutesAgo: 3 });

    const page = await run(notesRoute.loader, get(`/notes?view=${second.id}`, { cookie }));
    expect(page.status).toBe(200);
    expect(page.data.view).toMatchObject({
      noteId: second.id,
      allowed: true,
      previous: { id: first.id, page: 1 },
      next: { id: third.id, page: 1 },
      question: {
        title: "Question 2. Name the arrowed structure.",
        key: [
          { text: "structure 2 left", marks: 2 },
          { text: "structure 2", marks: 1 },
        ],
        liked: false,
      },
    });
    expect(page.data.view.question.image).toMatch(/^\/media\/questions\/TST-002\.webp\?expires=\d+&signature=/);

    // Within Thorax only, the first and third notes are neighbours.
    const thorax = await run(notesRoute.loader, get(`/notes?category=Thorax&view=${first.id}`, { cookie }));
    expect(thorax.data.view).toMatchObject({ previous: null, next: { id: third.id, page: 1 } });
  });

  it("gives the next note's page when it is on another page", async () => {
    const { user, cookie } = await signedIn();
    const notes = [];
    for (let index = 0; index < 12; index++) notes.push(await addNote(user.id, index, { minutesAgo: index }));
    const page = await run(notesRoute.loader, get(`/notes?view=${notes[9]!.id}`, { cookie }));
    expect(page.data.view.next).toEqual({ id: notes[10]!.id, page: 2 });
  });

  it("refuses a question the plan does not open and the user never answered, and sends no key", async () => {
    const { user, cookie } = await signedIn("free");
    const premiumIndex = 50; // the fixture's last ten questions are premium
    const note = await addNote(user.id, premiumIndex);

    const refused = await run(notesRoute.loader, get(`/notes?view=${note.id}`, { cookie }));
    expect(refused.status).toBe(403);
    expect(refused.data.view).toMatchObject({ noteId: note.id, allowed: false, reason: REFUSED.plan });
    expect(refused.data.view.question).toBeUndefined();
    const text = JSON.stringify(refused.data);
    expect(text).not.toContain(`structure ${premiumIndex + 1} left`);
    expect(text).not.toContain("/media/");
    // The list itself still shows.
    expect(refused.data.notes).toHaveLength(1);

    // A premium plan opens it.
    const premium = await signedIn("premium");
    const premiumNote = await addNote(premium.user.id, premiumIndex);
    const opened = await run(notesRoute.loader, get(`/notes?view=${premiumNote.id}`, { cookie: premium.cookie }));
    expect(opened.data.view.allowed).toBe(true);
    expect(opened.data.view.question.key[0].text).toBe(`structure ${premiumIndex + 1} left`);
  });

  it("shows a question the user answered in a submitted test, even once the plan no longer opens it", async () => {
    const { user, cookie } = await signedIn("free");
    const question = bank.questions[50]!;
    const note = await addNote(user.id, 50);
    const [attempt] = await getDb()
      .insert(s.attempts)
      .values({ userId: user.id, type: "practice", pool: "all", totalQuestions: 1, submittedAt: new Date() })
      .returning();
    await getDb().insert(s.attemptQuestions).values({
      attemptId: attempt!.id,
      questionId: question.id,
      displayOrder: 1,
      userAnswer: "a guess",
      marksEarned: 0,
    });

    const page = await run(notesRoute.loader, get(`/notes?view=${note.id}`, { cookie }));
    expect(page.status).toBe(200);
    expect(page.data.view.allowed).toBe(true);
  });

  it("keeps a mock question's key hidden until the mock is submitted", async () => {
    const { user, cookie } = await signedIn("premium");
    const started = await run(
      configureRoute.action,
      post("/dashboard/configure", { mode: "new", pool: "mock", mockId: bank.mocks[0]!.id }, { cookie }),
    );
    const attemptId = new URL(started.location!, "http://x").searchParams.get("attempt")!;
    const question = await run(questionRoute.loader, get(`/question?attempt=${attemptId}&q=1`, { cookie }));
    const questionId = question.data.question.id;
    // The question screen refuses notes during a mock; a note may still exist from before the
    // question joined the mock, so /notes must keep the key hidden on its own.
    expect(
      (
        await run(
          questionRoute.action,
          post(
            `/question?attempt=${attemptId}`,
            { intent: "note", questionId, title: "Mock note", content: "Looks like it" },
            { cookie },
          ),
        )
      ).status,
    ).toBe(403);
    await getDb().insert(s.notes).values({ userId: user.id, questionId, title: "Mock note", content: "Looks like it" });
    const [note] = await getDb().select().from(s.notes).where(eq(s.notes.userId, user.id));

    const during = await run(notesRoute.loader, get(`/notes?view=${note!.id}`, { cookie }));
    expect(during.status).toBe(403);
    expect(during.data.view).toMatchObject({ allowed: false, reason: REFUSED.mock });
    expect(JSON.stringify(during.data)).not.toContain(rightAnswer(bank.codeOf(questionId)));

    await run(questionRoute.action, post(`/question?attempt=${attemptId}`, { intent: "finish" }, { cookie }));
    const after = await run(notesRoute.loader, get(`/notes?view=${note!.id}`, { cookie }));
    expect(after.data.view.allowed).toBe(true);
    expect(after.data.view.question.key[0].text).toBe(rightAnswer(bank.codeOf(questionId)));
  });

  it("returns a note's text as it was typed, for React to escape", async () => {
    const { user, cookie } = await signedIn();
    await addNote(user.id, 0, { title: "<script>alert(1)</script>", content: "<img src=x onerror=alert(1)>" });
    const page = await run(notesRoute.loader, get("/notes", { cookie }));
    expect(page.data.notes[0]).toMatchObject({
      title: "<script>alert(1)</script>",
      content: "<img src=x onerror=alert(1)>",
    });
  });
});

describe("study notes belong to their writer", () => {
  it("answers 404 to another user's crafted star, edit, like, view and edit dialog, and changes nothing", async () => {
    const owner = await signedIn("premium");
    const note = await addNote(owner.user.id, 0, { title: "Mine", content: "Private" });
    const intruder = await signedIn("premium");
    const cookie = intruder.cookie;

    const star = await run(
      notesRoute.action,
      post("/notes", { intent: "star", noteId: note.id, starred: "true" }, { cookie }),
    );
    expect(star.status).toBe(404);
    const edit = await run(
      notesRoute.action,
      post(
        `/notes?edit=${note.id}`,
        { intent: "edit", noteId: note.id, title: "Hacked", content: "Hacked" },
        { cookie },
      ),
    );
    expect(edit.status).toBe(404);
    const editJs = await run(
      notesRoute.action,
      post("/notes", { intent: "edit", noteId: note.id, title: "Hacked", content: "Hacked", js: "1" }, { cookie }),
    );
    expect(editJs.status).toBe(404);
    const like = await run(
      notesRoute.action,
      post("/notes", { intent: "like", noteId: note.id, liked: "true" }, { cookie }),
    );
    expect(like.status).toBe(404);
    const junk = await run(
      notesRoute.action,
      post("/notes", { intent: "star", noteId: "1' or '1'='1", starred: "true" }, { cookie }),
    );
    expect(junk.status).toBe(404);

    expect(await noteRow(note.id)).toMatchObject({
      title: "Mine",
      content: "Private",
      starred: false,
      updatedAt: note.updatedAt,
    });
    expect(await getDb().select().from(s.likedQuestions)).toHaveLength(0);

    const view = await run(notesRoute.loader, get(`/notes?view=${note.id}`, { cookie }));
    expect(view.status).toBe(404);
    expect(JSON.stringify(view.data ?? null)).not.toContain("Private");
    const dialog = await run(notesRoute.loader, get(`/notes?edit=${note.id}`, { cookie }));
    expect(dialog.status).toBe(404);
    expect(JSON.stringify(dialog.data ?? null)).not.toContain("Private");
    expect((await run(notesRoute.loader, get("/notes", { cookie }))).data.notes).toEqual([]);
  });

  it("sends a signed-out visitor to sign in, and back to the same filters afterwards", async () => {
    const page = await run(notesRoute.loader, get("/notes?category=Thorax"));
    expect(page.location).toBe("/auth?redirectTo=%2Fnotes%3Fcategory%3DThorax");
    const action = await run(
      notesRoute.action,
      post("/notes", { intent: "star", noteId: "00000000-0000-0000-0000-000000000000", starred: "true" }),
    );
    expect(action.location).toBe("/auth?redirectTo=%2Fnotes");
  });
});
