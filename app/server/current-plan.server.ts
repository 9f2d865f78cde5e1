import { eq, sql, type SQLWrapper } from "drizzle-orm";
import { subscriptions } from "../../db/schema";
import { currentPlan, type CurrentPlan, type SubscriptionFacts } from "../domain/plan";
import { getDb } from "./db.server";

type SubscriptionRow = Omit<SubscriptionFacts, "plan"> & { plan: SubscriptionFacts["plan"] | "free" };

const planOf = (rows: SubscriptionRow[], now: Date) =>
  currentPlan(
    rows.flatMap((row) => (row.plan === "free" ? [] : [{ ...row, plan: row.plan }])),
    now,
  );

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
  return planOf(rows, now);
}

/**
 * The same subscriptions as one JSON column of another query, so a page that reads something else of
 * the user's (the question screen: the attempt) learns the plan in the same round trip. Read it with
 * `planFromJson`.
 */
export const subscriptionsJson = (userId: SQLWrapper) => sql<unknown>`(
  select coalesce(json_agg(json_build_object(
    'plan', ${subscriptions.plan}, 'status', ${subscriptions.status},
    'currentPeriodEnd', ${subscriptions.currentPeriodEnd}, 'durationMonths', ${subscriptions.durationMonths}
  )), '[]'::json)
  from ${subscriptions} where ${subscriptions.userId} = ${userId}
)`;

export function planFromJson(json: unknown, now = new Date()): CurrentPlan {
  const rows = (json as (Omit<SubscriptionRow, "currentPeriodEnd"> & { currentPeriodEnd: string })[]).map((row) => ({
    ...row,
    currentPeriodEnd: new Date(row.currentPeriodEnd),
  }));
  return planOf(rows, now);
}
