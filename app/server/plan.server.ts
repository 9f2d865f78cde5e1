import { eq } from "drizzle-orm";
import { subscriptions } from "../../db/schema";
import { currentPlan, type CurrentPlan } from "../domain/plan";
import { getDb } from "./db.server";

/** The user's plan now, from their subscriptions (webhooks keep those current). */
export async function getCurrentPlan(userId: string, now = new Date()): Promise<CurrentPlan> {
  const rows = await getDb()
    .select({
      plan: subscriptions.plan,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      durationMonths: subscriptions.durationMonths,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return currentPlan(
    rows.flatMap((row) => (row.plan === "free" ? [] : [{ ...row, plan: row.plan }])),
    now,
  );
}
