import * as s from "../../db/schema";
import type { Offer } from "~/domain/catalogue";
import { recordAudit, type AuditEvent } from "./audit.server";
import { getDb } from "./db.server";

/**
 * A plan granted by the team (the Special Offer): a subscription ending on `endsAt` and a £0
 * payment row with the reason, so the trainee's history shows it.
 */
export async function grantPlan(
  input: { userId: string; offer: Offer; endsAt: Date; note: string; audit?: AuditEvent },
  now = new Date(),
) {
  await getDb().transaction(async (tx) => {
    if (input.audit) await recordAudit(tx, input.audit);
    await tx.insert(s.subscriptions).values({
      userId: input.userId,
      plan: input.offer.plan,
      durationMonths: input.offer.months,
      status: "active",
      currentPeriodEnd: input.endsAt,
    });
    await tx.insert(s.paymentHistory).values({
      userId: input.userId,
      status: "paid",
      paymentDate: now,
      subscriptionTier: input.offer.plan,
      durationMonths: input.offer.months,
      amount: 0,
      currency: "gbp",
      note: input.note,
    });
  });
}
