// Profile & Account (product-rules#accounts).
import { eq } from "drizzle-orm";
import * as s from "../../db/schema";
import { formatDate, formatPounds } from "~/domain/format";
import { PLAN_LABELS } from "~/domain/plan";
import { offerFor, type PaidPlan } from "~/domain/catalogue";
import { isLongestPlan, offerLabel, upgradeOffers } from "~/domain/subscription";
import { latestAnswers } from "~/server/attempts.server";
import { poolQuestionIds } from "~/server/question-pools.server";
import { getDb } from "~/server/db.server";
import { paymentHistory } from "~/server/payment-history.server";
import { paymentsLive } from "~/server/payment-settings.server";
import { getCurrentPlan } from "~/server/current-plan.server";

const PAYMENT_STATUS = { paid: "Paid", refunded: "Refunded", failed: "Failed" } as const;

/** `chosen`: the landing page's pricing choice (?plan=premium&months=3), preselected if allowed. */
export async function profileData(
  user: { id: string; email: string },
  chosen: { plan?: string | null; months?: string | null } = {},
) {
  const [profileRows, plan, latest, payments] = await Promise.all([
    getDb().select().from(s.profiles).where(eq(s.profiles.userId, user.id)).limit(1),
    getCurrentPlan(user.id),
    latestAnswers(user.id),
    paymentHistory(user.id),
  ]);
  const offers = upgradeOffers(plan);
  const chosenOffer =
    chosen.plan === "premium" || chosen.plan === "high_yield"
      ? offerFor(chosen.plan as PaidPlan, Number(chosen.months ?? 1))
      : undefined;
  const profile = profileRows[0];
  const freeSet = await poolQuestionIds(plan.plan, "free", {});
  return {
    email: user.email,
    profile: {
      name: profile?.name ?? "Student",
      specialty: profile?.specialty ?? "",
      university: profile?.university ?? "",
      hospital: profile?.hospital ?? "",
      sittingId: profile?.sittingId ?? null,
      examDate: profile?.examDate ?? null,
      nudges: (profile?.nudges ?? "none") as "none" | "daily" | "weekly",
    },
    plan: {
      key: plan.plan,
      label: PLAN_LABELS[plan.plan],
      endsAt: plan.endsAt ? formatDate(plan.endsAt) : null,
      durationMonths: plan.durationMonths,
      status: plan.plan === "free" ? "Free Plan" : "Active",
    },
    // "30 trial questions remaining", counted for real.
    trialRemaining: freeSet.filter((id) => !latest.has(id)).length,
    // Upgrade choices (product-rules#upgrade-paths), priced from the catalogue (app/domain/catalogue.ts).
    billing: {
      offers: offers.map((o) => ({
        id: o.id,
        label: offerLabel(o),
        price: formatPounds(o.price),
        chosen: o.id === chosenOffer?.id,
      })),
      longestPlan: isLongestPlan(plan),
      paymentsLive: paymentsLive(),
      // The portal needs a Stripe customer: someone who has paid through Stripe at least once.
      canManage:
        paymentsLive() && payments.some((p) => p.providerPaymentId && !p.providerPaymentId.includes("_test_local_")),
      payments: payments.map((p) => ({
        id: p.id,
        date: formatDate(p.paymentDate),
        plan:
          p.subscriptionTier === "free"
            ? PLAN_LABELS.free
            : offerLabel({ plan: p.subscriptionTier, months: p.durationMonths }),
        amount: formatPounds(p.amount),
        status: PAYMENT_STATUS[p.status],
        note: p.note,
        receipt: p.status !== "failed",
      })),
    },
  };
}

export async function updateProfile(
  userId: string,
  fields: { name: string; specialty?: string; university?: string; hospital?: string },
) {
  await getDb()
    .insert(s.profiles)
    .values({
      userId,
      name: fields.name,
      specialty: fields.specialty ?? null,
      university: fields.university ?? null,
      hospital: fields.hospital ?? null,
    })
    .onConflictDoUpdate({
      target: s.profiles.userId,
      set: {
        name: fields.name,
        specialty: fields.specialty ?? null,
        university: fields.university ?? null,
        hospital: fields.hospital ?? null,
        updatedAt: new Date(),
      },
    });
}

/**
 * Deletes the user's attempts with their answers and categories, and the review cards those answers
 * made (their logs go with the attempts); notes and likes stay (product-rules#accounts).
 */
export async function resetAccountData(userId: string) {
  return getDb().transaction(async (tx) => {
    const [deleted] = await Promise.all([
      tx.delete(s.attempts).where(eq(s.attempts.userId, userId)).returning({ id: s.attempts.id }),
      tx.delete(s.reviewCards).where(eq(s.reviewCards.userId, userId)),
    ]);
    return deleted.length;
  });
}
