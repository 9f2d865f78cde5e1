// Reviewing a segmentation's drafts in /admin/questions (docs/decisions/070-reviewing-candidates.md):
// the list filtered by the series they came from, and several published or deleted at once.
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { makeAdmin } from "../fixtures/admin";
import { get, run } from "../fixtures/route";
import { makeUser, signedInCookie } from "../fixtures/users";
import * as listRoute from "~/routes/admin.questions";
import { getDb } from "~/server/db.server";

const LIVER = "SEG-A1B2C3-5";
const SPLEEN = "SEG-A1B2C3-1";
const AORTA = "SEG-A1B2C3-52";
const OTHER_SERIES = "SEG-00FF00-5";

async function drafts() {
  const db = getDb();
  const rows = await db
    .insert(s.questions)
    .values(
      [LIVER, SPLEEN, AORTA, OTHER_SERIES, "ABD-001"].map((code) => ({
        code,
        title: "Axial CT of the upper abdomen. Name the arrowed structure.",
        imageUrl: `questions/${code}-0a1b2c3d.webp`,
        imageSlice: code.startsWith("SEG") ? 3 : null,
        modality: "CT",
        accessLevel: "premium" as const,
        status: code.startsWith("SEG") ? ("draft" as const) : ("published" as const),
      })),
    )
    .returning();
  await db.insert(s.answers).values(rows.map((q) => ({ questionId: q.id, answerText: `${q.code} key`, marks: 2 })));
  const liver = rows.find((q) => q.code === LIVER)!;
  await db.insert(s.questionSlices).values(
    [1, 2, 3, 4, 5].map((position) => ({
      questionId: liver.id,
      position,
      imageUrl: `questions/${LIVER}-${position}.webp`,
      sourceKey: `originals/${LIVER}-${position}.dcm`,
      imageHash: String(position),
      width: 64,
      height: 64,
      fullBytes: 100,
      smallBytes: 50,
    })),
  );
  return rows;
}

function bulk(intent: string, codes: string[], cookie: string, search = "") {
  const body = new URLSearchParams([["intent", intent], ...codes.map((code) => ["codes", code])]);
  return new Request(new URL(`/admin/questions${search}`, "http://arrowed.test"), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html", Cookie: cookie },
    body,
  });
}

const statusOf = async (codes: string[]) =>
  Object.fromEntries(
    (
      await getDb()
        .select({ code: s.questions.code, status: s.questions.status })
        .from(s.questions)
        .where(inArray(s.questions.code, codes))
    ).map((r) => [r.code, r.status]),
  );

const auditOf = (action: string) =>
  getDb()
    .select()
    .from(s.auditEvents)
    .where(and(eq(s.auditEvents.action, action), eq(s.auditEvents.subjectType, "question")));

describe("reviewing a segmentation's drafts", () => {
  it("lists one series' drafts with their arrowed slice, and names every series with its drafts", async () => {
    await drafts();
    const admin = await makeAdmin();
    const all = await run(listRoute.loader, get("/admin/questions", admin));
    expect(all.data.series).toEqual([
      { series: "SEG-00FF00", total: 1, drafts: 1 },
      { series: "SEG-A1B2C3", total: 3, drafts: 3 },
    ]);
    expect(all.data.questions).toHaveLength(5);

    const one = await run(listRoute.loader, get("/admin/questions?series=SEG-A1B2C3&status=draft", admin));
    const codes = one.data.questions.map((q: { code: string }) => q.code);
    expect(codes.sort()).toEqual([SPLEEN, AORTA, LIVER].sort());
    const liver = one.data.questions.find((q: { code: string }) => q.code === LIVER);
    expect(liver.slice).toBe("Slice 3 of 5");
    expect(liver.answer).toBe(`${LIVER} key`);
    expect(liver.thumbnail).toMatch(new RegExp(`${LIVER}-0a1b2c3d-sm\\.webp`));
    expect(one.data.filters.series).toBe("SEG-A1B2C3");

    // A value that is not a series is ignored, never passed into the query.
    const odd = await run(listRoute.loader, get("/admin/questions?series=SEG-%25", admin));
    expect(odd.data.questions).toHaveLength(5);
  });

  it("publishes several at once, each with its own entry in the question's history", async () => {
    await drafts();
    const admin = await makeAdmin();
    const result = await run(listRoute.action, bulk("publish", [LIVER, SPLEEN, "ABD-001"], admin.cookie));
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ ok: true, message: "2 questions published. 1 question already published." });
    expect(await statusOf([LIVER, SPLEEN, AORTA])).toEqual({
      [LIVER]: "published",
      [SPLEEN]: "published",
      [AORTA]: "draft",
    });
    const events = await auditOf("question.updated");
    expect(events.map((e) => e.summary).sort()).toEqual([
      `${SPLEEN} published (was draft)`,
      `${LIVER} published (was draft)`,
    ]);
    expect(events.every((e) => e.actorId === admin.id)).toBe(true);
  });

  it("deletes ticked drafts, and refuses the lot when one is not a draft", async () => {
    await drafts();
    const admin = await makeAdmin();
    const refused = await run(listRoute.action, bulk("delete", [LIVER, "ABD-001"], admin.cookie));
    expect(refused.status).toBe(400);
    expect(refused.data.error).toBe("Only drafts can be deleted: ABD-001 (published). Nothing was deleted.");
    expect(refused.data.codes).toEqual([LIVER, "ABD-001"]);
    expect(Object.keys(await statusOf([LIVER, "ABD-001"]))).toHaveLength(2);

    const deleted = await run(listRoute.action, bulk("delete", [LIVER, SPLEEN, AORTA], admin.cookie));
    expect(deleted.status).toBe(200);
    expect(deleted.data).toEqual({ ok: true, message: "3 drafts deleted." });
    expect(await statusOf([LIVER, SPLEEN, AORTA, OTHER_SERIES])).toEqual({ [OTHER_SERIES]: "draft" });
    expect(await getDb().select().from(s.questionSlices)).toHaveLength(0);
    expect((await auditOf("question.deleted")).map((e) => e.summary).sort()).toEqual(
      [AORTA, SPLEEN, LIVER].map((code) => `${code} deleted (one of 3 deleted together)`).sort(),
    );
  });

  it("refuses a trainee, an empty selection and an unknown code, changing nothing", async () => {
    await drafts();
    const trainee = await makeUser();
    const cookie = await signedInCookie(trainee.id);
    const notAdmin = await run(listRoute.action, bulk("publish", [LIVER], cookie));
    expect(notAdmin.status).toBe(404);
    const admin = await makeAdmin();
    const none = await run(listRoute.action, bulk("publish", [], admin.cookie));
    expect(none.status).toBe(400);
    expect(none.data.error).toBe("Tick at least one question");
    const unknown = await run(listRoute.action, bulk("delete", [LIVER, "SEG-A1B2C3-999"], admin.cookie));
    expect(unknown.status).toBe(400);
    expect(unknown.data.error).toBe("No such question: SEG-A1B2C3-999");
    const odd = await run(listRoute.action, bulk("retire", [LIVER], admin.cookie));
    expect(odd.status).toBe(400);
    expect(await statusOf([LIVER, SPLEEN])).toEqual({ [LIVER]: "draft", [SPLEEN]: "draft" });
    expect(await getDb().select().from(s.auditEvents)).toHaveLength(0);
  });
});
