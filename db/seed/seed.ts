// Brings a database up to date with this release's content at every start: exam sittings (into an empty
// table only), the categories and demo mocks, the starter bank through the bank import, and (demo mode
// only) the demo accounts. Safe to run again: what is already there is left alone.
import { count, eq, sql } from "drizzle-orm";
import type { Database } from "../../app/server/db.server";
import { addMonths } from "../../app/domain/subscription";
import { importBank } from "../../app/server/bank.server";
import { openBankPackage } from "../../app/server/bank-package.server";
import { hashPassword } from "../../app/server/password.server";
import type { PrerenderedVariants } from "../../app/server/prerendered-variants.server";
import * as s from "../schema";
import { categories, STARTER_MOCKS } from "./categories";
import { DEMO_PASSWORD, demoAccounts } from "./demo-accounts";
import { examSittings } from "./exam-sittings";
import { starterBankDir } from "./starter-bank";

export type SeedReport = {
  sittings: number;
  added: number;
  updated: number;
  unchanged: number;
  remarked: number;
  demoAccounts: number;
};

export type SeedOptions = {
  demo: boolean;
  /** The starter bank's variants as the build rendered them (server/app.ts); the rest are rendered. */
  prerendered?: PrerenderedVariants;
};

export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedReport> {
  // Only into an empty table: after that the sittings are the admins' (/admin/sittings), and one they
  // edited or deleted must not come back at the next start.
  const [sittings] = await db.select({ n: count() }).from(s.examSittings);
  let sittingsAdded = 0;
  if ((sittings?.n ?? 0) === 0) {
    const inserted = await db
      .insert(s.examSittings)
      .values(examSittings)
      .onConflictDoNothing()
      .returning({ id: s.examSittings.id });
    sittingsAdded = inserted.length;
  }

  // Created once; an admin who unpublishes a demo mock or a category keeps it that way.
  await db.insert(s.categories).values(categories).onConflictDoNothing({ target: s.categories.name });
  await db.insert(s.mocks).values(STARTER_MOCKS).onConflictDoNothing({ target: s.mocks.name });

  const bank = await importBank(await openBankPackage(starterBankDir()), {
    mode: "seed",
    prerendered: options.prerendered,
  });
  if (!bank.ok)
    throw new Error(
      `The starter bank could not be imported:\n${bank.problems.map((p) => JSON.stringify(p)).join("\n")}`,
    );

  const demoAccountsAdded = options.demo ? await seedDemoAccounts(db) : 0;
  return { sittings: sittingsAdded, ...bank.counts, demoAccounts: demoAccountsAdded };
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
      .where(
        sql`${s.subscriptions.userId} = ${userId} and ${s.subscriptions.currentPeriodEnd} > now() + interval '7 days'`,
      );
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
