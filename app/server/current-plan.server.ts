import { eq, sql, type Column } from "drizzle-orm";
import { subscriptions } from "../../db/schema";
import { currentPlan, type CurrentPlan, type SubscriptionFacts } from "~/domain/plan";
import { preparedQuery } from "./db.server";
import { qualified } from "./qualified-column.server";

type SubscriptionRow = Omit<SubscriptionFacts, "plan"> & { plan: SubscriptionFacts["plan"] | "free" };

const planOf = (rows: SubscriptionRow[], now: Date) =>
  currentPlan(
    rows.flatMap((row) => (row.plan === "free" ? [] : [{ ...row, plan: row.plan }])),
    now,
  );

/** The user's plan now, from their subscriptions (webhooks keep those current). */
export async function getCurrentPlan(userId: string, now = new Date()): Promise<CurrentPlan> {
  return planOf(await subscriptionRows().execute({ userId }), now);
}

const subscriptionRows = preparedQuery((db) =>
  db
    .select({
      plan: subscriptions.plan,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      durationMonths: subscriptions.durationMonths,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, sql.placeholder("userId")))
    .prepare("subscription_rows"),
);

/**
 * The same subscriptions as one JSON column of another query, so a page that reads something else of
 * the user's (the question screen: the attempt) learns the plan in the same round trip. Read it with
 * `planFromJson`.
 */
export const subscriptionsJson = (userId: Column) => sql<unknown>`(
  select coalesce(json_agg(json_build_object(
    'plan', theirs.plan, 'status', theirs.status,
    'currentPeriodEnd', theirs.current_period_end, 'durationMonths', theirs.duration_months
  )), '[]'::json)
  from ${subscriptions} theirs where theirs.user_id = ${qualified(userId)}
)`;

export function planFromJson(json: unknown, now = new Date()): CurrentPlan {
  const rows = (json as (Omit<SubscriptionRow, "currentPeriodEnd"> & { currentPeriodEnd: string })[]).map((row) => ({
    ...row,
    currentPeriodEnd: new Date(row.currentPeriodEnd),
  }));
  return planOf(rows, now);
}
