// What the bank holds today, counted from the database for the public pages and the plan cards
// (product-rules#honest-numbers): no figure about the bank is written into the copy by hand.
import { count, eq } from "drizzle-orm";
import * as s from "../../db/schema";
import { mockLock } from "~/domain/access";
import type { BankFigures } from "~/domain/catalogue";
import { listMocks, practicePoolQuery } from "./question-pools.server";
import { getDb } from "./db.server";

export async function bankFigures(): Promise<BankFigures> {
  const db = getDb();
  const [[questions], [categories], free, lastMinute, mocks] = await Promise.all([
    db.select({ n: count() }).from(s.questions).where(eq(s.questions.isActive, true)),
    db.select({ n: count() }).from(s.categories).where(eq(s.categories.isActive, true)),
    practicePoolQuery("free", "free"),
    practicePoolQuery("high_yield", "high_yield"),
    listMocks(),
  ]);
  return {
    questions: Number(questions?.n ?? 0),
    categories: Number(categories?.n ?? 0),
    free: free.length,
    lastMinute: lastMinute.length,
    mocks: mocks.length,
    lastMinuteMocks: mocks.filter((m) => !mockLock("high_yield", m.index).locked).length,
    mockQuestions: mocks.map((m) => m.questionCount),
  };
}
