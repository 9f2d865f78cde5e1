import { count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import * as s from "../../db/schema";
import { starterBankDir, starterQuestions } from "../../db/seed/starter-bank";
import { DEMO_PASSWORD, demoAccounts } from "../../db/seed/demo-accounts";
import { seedDatabase } from "../../db/seed/seed";
import { checkCredentials } from "~/server/account.server";
import { getDb } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { getCurrentPlan } from "~/server/current-plan.server";
import { prerenderedFolder, starterImagesFolder } from "~/server/prerendered-variants.server";

const bankQuestions = starterQuestions();
const total = async (table: PgTable) => (await getDb().select({ n: count() }).from(table))[0]!.n;

/**
 * What a server start does (server/app.ts): the seed copies the variants rendered ahead instead of
 * rendering them. Here the ones an earlier test left in this file's image store, for the tests that are
 * about the seed's rows, not its images (the first test renders and checks them); any missing are rendered.
 */
const seedAsAStart = (demo: boolean) =>
  seedDatabase(getDb(), { demo, prerendered: prerenderedFolder(path.join(getEnv().dataDir, "images")) });

/**
 * The first start's images: the seed copies the variants the build rendered (build/starter-images), as a
 * production start does (decision 082), and renders what the build did not make (all of them when there
 * is no build). Either way the same checks follow; copying a partial set and rendering the rest is
 * prerendered-variants.test.ts's.
 */
const firstStartImages = () => prerenderedFolder(starterImagesFolder());

// The first seed renders every starter image when there is no build: slower than the other loader tests.
describe("seeding", { timeout: 180_000 }, () => {
  it("imports the starter bank with its images at the first start, and changes nothing the second time", async () => {
    const dataDir = getEnv().dataDir;
    const first = await seedDatabase(getDb(), { demo: false, prerendered: firstStartImages() });
    expect(first).toMatchObject({ added: bankQuestions.length, updated: 0, remarked: 0 });
    expect(await total(s.questions)).toBe(bankQuestions.length);
    expect(await total(s.categories)).toBeGreaterThanOrEqual(12);
    expect(await total(s.mocks)).toBe(2);
    expect(await total(s.examSittings)).toBe(4);
    expect(await total(s.users)).toBe(0);

    // Each image at full size, a small variant for phones, and a tiny blurred placeholder, arrows drawn in.
    const [question] = await getDb().select().from(s.questions).where(eq(s.questions.code, bankQuestions[0]!.code));
    const file = (key: string) => path.join(dataDir, "images", key);
    const full = await sharp(file(question!.imageUrl)).metadata();
    const small = await sharp(file(question!.imageUrl.replace(/\.webp$/, "-sm.webp"))).metadata();
    const blur = await sharp(file(question!.imageUrl.replace(/\.webp$/, "-blur.webp"))).metadata();
    expect(full.format).toBe("webp");
    expect(small.width).toBe(400);
    expect(blur.width).toBe(16);
    expect(question!.imageArrows).toEqual(bankQuestions[0]!.image.arrows);
    expect(question!.explanation).toBe(bankQuestions[0]!.explanation);
    // One kept original per distinct image, shared by the questions that show it (the starter bank's 88
    // files hold fewer pictures); a stack keeps each of its slices.
    const pictures = new Set(
      bankQuestions.flatMap((q) =>
        q.image.file
          ? [
              createHash("sha256")
                .update(readFileSync(path.join(starterBankDir(), q.image.file)))
                .digest("hex"),
            ]
          : [],
      ),
    );
    const slices = bankQuestions.reduce((sum, q) => sum + (q.image.series?.length ?? 0), 0);
    expect(readdirSync(path.join(dataDir, "images", "originals"))).toHaveLength(pictures.size + slices);

    const second = await seedDatabase(getDb(), { demo: false });
    expect(second).toEqual({
      sittings: 0,
      added: 0,
      updated: 0,
      unchanged: bankQuestions.length,
      remarked: 0,
      demoAccounts: 0,
    });
    expect(await total(s.questions)).toBe(bankQuestions.length);
    expect(await total(s.answers)).toBe(bankQuestions.reduce((sum, q) => sum + q.answers.length, 0));
  });

  it("brings a question changed by a new release up to date, and leaves an editor's change to another alone", async () => {
    await seedAsAStart(false);
    const [edited, released] = bankQuestions;
    // An editor rewrote one question's explanation in the console since the last start.
    await getDb()
      .update(s.questions)
      .set({ explanation: "An editor's own words." })
      .where(eq(s.questions.code, edited!.code));
    // The release changed another question's line: here, as if its stored copy were older.
    await getDb()
      .update(s.questions)
      .set({ title: "An older stem.", seedHash: "from an older release" })
      .where(eq(s.questions.code, released!.code));

    const report = await seedAsAStart(false);
    expect(report).toMatchObject({ added: 0, updated: 1, unchanged: bankQuestions.length - 1 });
    const stem = async (code: string) =>
      (await getDb().select().from(s.questions).where(eq(s.questions.code, code)))[0]!;
    expect((await stem(released!.code)).title).toBe(released!.stem);
    expect((await stem(edited!.code)).explanation).toBe("An editor's own words.");
  });

  it("creates the demo accounts only in demo mode, each on its plan", async () => {
    const report = await seedAsAStart(true);
    expect(report.demoAccounts).toBe(demoAccounts.length);
    for (const account of demoAccounts) {
      const check = await checkCredentials(account.email, DEMO_PASSWORD);
      expect(check.ok, account.email).toBe(true);
      const [user] = await getDb().select().from(s.users).where(eq(s.users.email, account.email));
      expect(user?.role).toBe(account.role);
      expect((await getCurrentPlan(user!.id)).plan).toBe(account.plan);
    }
    const again = await seedAsAStart(true);
    expect(again.demoAccounts).toBe(0);
    expect(await total(s.subscriptions)).toBe(demoAccounts.filter((a) => a.plan !== "free").length);
  });
});
