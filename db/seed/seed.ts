// Fills an empty database: exam sittings, the starter bank with its images, and (demo mode only)
// the demo accounts. Safe to run again: what exists is left alone.
import { count, eq, sql } from "drizzle-orm";
import type { Database } from "../../app/server/db.server";
import { storeQuestionImage, variantKey } from "../../app/server/image-variants.server";
import { addMonths } from "../../app/domain/subscription";
import { hashPassword } from "../../app/server/password.server";
import { imageStore } from "../../app/server/storage.server";
import * as s from "../schema";
import { categories as bankCategories, mocks as bankMocks, questions as bankQuestions } from "./bank";
import { DEMO_PASSWORD, demoAccounts } from "./demo-accounts";
import { examSittings } from "./exam-sittings";
import { renderQuestionImage } from "./images/render";
import { scenes } from "./images/scenes";

export type SeedReport = { sittings: number; questions: number; images: number; demoAccounts: number };

export async function seedDatabase(db: Database, options: { demo: boolean }): Promise<SeedReport> {
  const report: SeedReport = { sittings: 0, questions: 0, images: 0, demoAccounts: 0 };

  // Only into an empty table: after that the sittings are the admins' (/admin/sittings), and one they
  // edited or deleted must not come back at the next start.
  const [sittings] = await db.select({ n: count() }).from(s.examSittings);
  if ((sittings?.n ?? 0) === 0) {
    const inserted = await db.insert(s.examSittings).values(examSittings).onConflictDoNothing().returning({ id: s.examSittings.id });
    report.sittings = inserted.length;
  }

  const [existing] = await db.select({ n: count() }).from(s.questions);
  if ((existing?.n ?? 0) === 0) report.questions = await seedBank(db);

  report.images = await writeMissingImages();

  if (options.demo) report.demoAccounts = await seedDemoAccounts(db);
  return report;
}

export const questionImageKey = (code: string) => `questions/${code}.webp`;

async function seedBank(db: Database) {
  await db.transaction(async (tx) => {
    await tx
      .insert(s.categories)
      .values(bankCategories.map((c) => ({ name: c.name, orderIndex: c.orderIndex })))
      .onConflictDoNothing();
    const categoryRows = await tx.select({ id: s.categories.id, name: s.categories.name }).from(s.categories);
    const categoryId = new Map(categoryRows.map((c) => [c.name, c.id]));

    await tx
      .insert(s.mocks)
      .values(bankMocks.map((m) => ({ name: m.name, orderIndex: m.number })))
      .onConflictDoNothing();
    const mockRows = await tx.select({ id: s.mocks.id, name: s.mocks.name }).from(s.mocks);
    const mockId = new Map(bankMocks.map((m) => [m.number, mockRows.find((r) => r.name === m.name)!.id]));
    const mockPositions = new Map<number, number>();

    for (const question of bankQuestions) {
      const [row] = await tx
        .insert(s.questions)
        .values({
          code: question.code,
          title: question.title,
          imageUrl: questionImageKey(question.code),
          modality: question.modality,
          accessLevel: question.accessLevel,
        })
        .returning({ id: s.questions.id });
      const questionId = row!.id;
      // The explanation is the question's teaching text; it travels with its 2-mark rows.
      await tx.insert(s.answers).values(
        question.answers.map((answer, index) => ({
          questionId,
          answerText: answer.text,
          marks: answer.marks,
          explanation: answer.marks === 2 ? question.explanation : null,
          orderIndex: index,
        })),
      );
      await tx
        .insert(s.questionCategories)
        .values(question.categories.map((name) => ({ questionId, categoryId: categoryId.get(name)! })));
      if (question.mock) {
        const position = (mockPositions.get(question.mock) ?? 0) + 1;
        mockPositions.set(question.mock, position);
        await tx.insert(s.mockQuestions).values({ mockId: mockId.get(question.mock)!, questionId, position });
      }
    }
  });
  return bankQuestions.length;
}

/** Draws each missing question image into storage (with its light variants), a few at a time. */
async function writeMissingImages() {
  const store = imageStore();
  const missing: typeof bankQuestions = [];
  for (const question of bankQuestions) {
    if (!(await store.exists(variantKey(questionImageKey(question.code), "blur")))) missing.push(question);
  }
  const queue = [...missing];
  const worker = async () => {
    for (let question = queue.shift(); question; question = queue.shift()) {
      const scene = scenes.get(question.image.scene);
      if (!scene) throw new Error(`${question.code}: unknown scene ${question.image.scene}`);
      await storeQuestionImage(questionImageKey(question.code), await renderQuestionImage(scene, question.image.target));
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return missing.length;
}


async function seedDemoAccounts(db: Database) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let created = 0;
  for (const account of demoAccounts) {
    const [user] = await db
      .insert(s.users)
      .values({ email: account.email, passwordHash, role: account.role, emailVerifiedAt: new Date() })
      .onConflictDoNothing({ target: s.users.email })
      .returning({ id: s.users.id });
    const userId =
      user?.id ?? (await db.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, account.email)))[0]!.id;
    if (user) {
      created++;
      await db.insert(s.profiles).values({
        userId,
        name: account.name,
        specialty: account.specialty,
        university: account.university,
        hospital: account.hospital,
      });
    }
    if (account.plan === "free") continue;
    // Keep the demo plans running: a demo that has been up for months still shows its plan.
    const durationMonths = account.plan === "high_yield" ? 1 : 3;
    const periodEnd = addMonths(new Date(), durationMonths);
    const [live] = await db
      .select({ n: count() })
      .from(s.subscriptions)
      .where(sql`${s.subscriptions.userId} = ${userId} and ${s.subscriptions.currentPeriodEnd} > now() + interval '7 days'`);
    if ((live?.n ?? 0) > 0) continue;
    await db.delete(s.subscriptions).where(eq(s.subscriptions.userId, userId));
    await db.insert(s.subscriptions).values({
      userId,
      plan: account.plan,
      durationMonths,
      status: "active",
      currentPeriodEnd: periodEnd,
    });
  }
  return created;
}
