import { and, desc, eq } from "drizzle-orm";
import * as s from "../../db/schema";
import { isUuid } from "~/domain/uuid";
import { getDb } from "./db.server";

/** The user's payments, newest first. */
export async function paymentHistory(userId: string) {
  return getDb()
    .select()
    .from(s.paymentHistory)
    .where(eq(s.paymentHistory.userId, userId))
    .orderBy(desc(s.paymentHistory.paymentDate), desc(s.paymentHistory.createdAt));
}

/** One payment, only if it is the user's own. */
export async function paymentFor(userId: string, paymentId: string) {
  if (!isUuid(paymentId)) return undefined;
  const [row] = await getDb()
    .select()
    .from(s.paymentHistory)
    .where(and(eq(s.paymentHistory.id, paymentId), eq(s.paymentHistory.userId, userId)))
    .limit(1);
  return row;
}
