// The console's mock composer offers a paper balanced by the exam's blueprint once the published bank
// can fill one, and says what is short until then (product-rules#mock-blueprint).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { makeAdmin } from "../fixtures/admin";
import { get, post, run } from "../fixtures/route";
import * as mocksRoute from "~/routes/admin.mocks";
import { modalityGroup, regionOf } from "~/domain/mock-blueprint";
import { getDb } from "~/server/db.server";

const REGION_CATEGORIES = ["Neuroanatomy", "Thorax", "Gastrointestinal", "Lower Limb"];
const MODALITIES = ["Radiograph", "Fluoroscopy", "CT"];

/** `perCell` published questions for each modality × region category (codes BLU-<modality><category>-<n>). */
async function publishedBank(perCell: (modality: string, category: string) => number) {
  const db = getDb();
  const categories = await db
    .insert(s.categories)
    .values(REGION_CATEGORIES.map((name, i) => ({ name, orderIndex: i + 1 })))
    .returning();
  let n = 0;
  for (const modality of MODALITIES)
    for (const category of categories) {
      const count = perCell(modality, category.name);
      if (count === 0) continue;
      const questions = await db
        .insert(s.questions)
        .values(
          Array.from({ length: count }, () => {
            n++;
            return {
              code: `BLU-${String(n).padStart(3, "0")}`,
              title: `Question ${n}`,
              imageUrl: `questions/BLU-${n}.webp`,
              modality,
              accessLevel: "premium" as const,
            };
          }),
        )
        .returning({ id: s.questions.id });
      await db
        .insert(s.questionCategories)
        .values(questions.map((q) => ({ questionId: q.id, categoryId: category.id })));
    }
}

async function newMock(cookie: string) {
  const created = await run(
    mocksRoute.action,
    post("/admin/mocks", { intent: "create", name: "Balanced Paper" }, { cookie }),
  );
  const mockId = created.location!.split("/").pop()!;
  return {
    mockId,
    view: async () =>
      (await run(mocksRoute.loader, get(`/admin/mocks/${mockId}`, { cookie }), {}, { id: mockId })).data.mock,
    balance: () =>
      run(mocksRoute.action, post(`/admin/mocks/${mockId}`, { intent: "balance" }, { cookie }), {}, { id: mockId }),
  };
}

describe("the mock composer's balanced paper", () => {
  it("says what is short while the published bank cannot fill a balanced paper, and adds nothing", async () => {
    const { cookie } = await makeAdmin();
    // Plenty of everything but contrast studies, and few bones.
    await publishedBank((modality, category) => (modality === "Fluoroscopy" ? 3 : category === "Lower Limb" ? 4 : 15));
    const mock = await newMock(cookie);
    const view = await mock.view();
    expect(view.blueprint.canFill).toBe(false);
    expect(view.blueprint.short).toEqual(["contrast studies: 12 of 33 needed", "musculoskeletal: 11 of 25 needed"]);
    const refused = await mock.balance();
    expect(refused.status).toBe(400);
    expect(refused.data.error).toContain("contrast studies: 12 of 33 needed");
    expect((await mock.view()).questions).toHaveLength(0);
  });

  it("fills a mock to 100 questions, a third of each kind of image and a quarter of each region", async () => {
    const { cookie } = await makeAdmin();
    await publishedBank(() => 12);
    const mock = await newMock(cookie);
    expect((await mock.view()).blueprint).toMatchObject({ canFill: true, short: [] });

    const filled = await mock.balance();
    expect(filled.status).toBe(302);
    const view = await mock.view();
    expect(view.questions).toHaveLength(100);
    expect(view.questions.map((q: { position: number }) => q.position)).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
    expect(view.blueprint.balance.modality.map((m: { have: number }) => m.have)).toEqual([33, 33, 34]);
    expect(view.blueprint.balance.region.map((r: { have: number }) => r.have)).toEqual([25, 25, 25, 25]);
    // Checked against the database itself, not the panel's own figures.
    const rows = await getDb()
      .select({ modality: s.questions.modality, category: s.categories.name })
      .from(s.mockQuestions)
      .innerJoin(s.questions, eq(s.questions.id, s.mockQuestions.questionId))
      .innerJoin(s.questionCategories, eq(s.questionCategories.questionId, s.questions.id))
      .innerJoin(s.categories, eq(s.categories.id, s.questionCategories.categoryId))
      .where(eq(s.mockQuestions.mockId, mock.mockId));
    const tally = (key: (r: (typeof rows)[number]) => string | null) =>
      rows.reduce<Record<string, number>>((t, r) => ({ ...t, [key(r)!]: (t[key(r)!] ?? 0) + 1 }), {});
    expect(tally((r) => modalityGroup(r.modality))).toEqual({ plain: 33, contrast: 33, cross: 34 });
    expect(tally((r) => regionOf([r.category]))).toEqual({ head: 25, chest: 25, abdomen: 25, msk: 25 });
    // A full paper: nothing more to fill.
    expect((await mock.view()).blueprint.canFill).toBe(false);
  });
});
