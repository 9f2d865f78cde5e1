// Profile & Account (spec part 2 "Profile & Account").
import { eq } from "drizzle-orm";
import * as s from "../../db/schema";
import { formatDate } from "~/domain/format";
import { PLAN_LABELS } from "~/domain/plan";
import { latestAnswers, poolQuestionIds } from "~/server/attempts.server";
import { getDb } from "~/server/db.server";
import { getCurrentPlan } from "~/server/plan.server";

export async function profileData(user: { id: string; email: string }) {
  const [profileRows, plan, latest] = await Promise.all([
    getDb().select().from(s.profiles).where(eq(s.profiles.userId, user.id)).limit(1),
    getCurrentPlan(user.id),
    latestAnswers(user.id),
  ]);
  const profile = profileRows[0];
  const freeSet = await poolQuestionIds(plan.plan, "free", {});
  return {
    email: user.email,
    profile: {
      name: profile?.name ?? "Student",
      specialty: profile?.specialty ?? "",
      university: profile?.university ?? "",
      hospital: profile?.hospital ?? "",
    },
    plan: {
      key: plan.plan,
      label: PLAN_LABELS[plan.plan],
      endsAt: plan.endsAt ? formatDate(plan.endsAt) : null,
      durationMonths: plan.durationMonths,
      status: plan.plan === "free" ? "Free Plan" : "Active",
    },
    // "30 trial questions remaining", counted for real (spec part 2).
    trialRemaining: freeSet.filter((id) => !latest.has(id)).length,
  };
}

export async function updateProfile(userId: string, fields: { name: string; specialty?: string; university?: string; hospital?: string }) {
  await getDb()
    .insert(s.profiles)
    .values({ userId, name: fields.name, specialty: fields.specialty ?? null, university: fields.university ?? null, hospital: fields.hospital ?? null })
    .onConflictDoUpdate({
      target: s.profiles.userId,
      set: { name: fields.name, specialty: fields.specialty ?? null, university: fields.university ?? null, hospital: fields.hospital ?? null, updatedAt: new Date() },
    });
}

/** Deletes the user's attempts with their answers and categories; notes and likes stay (spec part 2 §7). */
export async function resetAccountData(userId: string) {
  const deleted = await getDb().delete(s.attempts).where(eq(s.attempts.userId, userId)).returning({ id: s.attempts.id });
  return deleted.length;
}
