import { count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import * as s from "../../db/schema";
import { questions as bankQuestions } from "../../db/seed/bank";
import { DEMO_PASSWORD, demoAccounts } from "../../db/seed/demo-accounts";
import { seedDatabase } from "../../db/seed/seed";
import { checkCredentials } from "~/server/account.server";
import { getDb } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { getCurrentPlan } from "~/server/plan.server";

const total = async (table: PgTable) => (await getDb().select({ n: count() }).from(table))[0]!.n;

describe("seeding", () => {
  it("fills an empty database once, with images, and leaves it alone the second time", async () => {
    const dataDir = getEnv().dataDir;
    const first = await seedDatabase(getDb(), { demo: false });
    expect(first.questions).toBe(bankQuestions.length);
    expect(await total(s.questions)).toBe(bankQuestions.length);
    expect(await total(s.categories)).toBeGreaterThanOrEqual(12);
    expect(await total(s.mocks)).toBe(2);
    expect(await total(s.examSittings)).toBe(4);
    expect(await total(s.users)).toBe(0);

    // Each image at full size, a small variant for phones, and a tiny blurred placeholder.
    const images = readdirSync(path.join(dataDir, "images", "questions"));
    expect(images).toHaveLength(bankQuestions.length * 3);
    const code = bankQuestions[0]!.code;
    const full = await sharp(path.join(dataDir, "images", "questions", `${code}.webp`)).metadata();
    const small = await sharp(path.join(dataDir, "images", "questions", `${code}-sm.webp`)).metadata();
    const blur = await sharp(path.join(dataDir, "images", "questions", `${code}-blur.webp`)).metadata();
    expect(full.format).toBe("webp");
    expect(small.width).toBe(400);
    expect(blur.width).toBe(16);

    const second = await seedDatabase(getDb(), { demo: false });
    expect(second).toEqual({ sittings: 0, questions: 0, images: 0, demoAccounts: 0 });
    expect(await total(s.questions)).toBe(bankQuestions.length);
    expect(await total(s.answers)).toBe(bankQuestions.reduce((sum, q) => sum + q.answers.length, 0));
  });

  it("creates the demo accounts only in demo mode, each on its plan", async () => {
    const report = await seedDatabase(getDb(), { demo: true });
    expect(report.demoAccounts).toBe(demoAccounts.length);
    for (const account of demoAccounts) {
      const check = await checkCredentials(account.email, DEMO_PASSWORD);
      expect(check.ok, account.email).toBe(true);
      const [user] = await getDb().select().from(s.users).where(eq(s.users.email, account.email));
      expect(user?.role).toBe(account.role);
      expect((await getCurrentPlan(user!.id)).plan).toBe(account.plan);
    }
    const again = await seedDatabase(getDb(), { demo: true });
    expect(again.demoAccounts).toBe(0);
    expect(await total(s.subscriptions)).toBe(demoAccounts.filter((a) => a.plan !== "free").length);
  });
});
