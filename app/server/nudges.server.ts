// Study nudges by email (product-rules#nudges, docs/decisions/063-nudges.md). An hourly scheduled job
// adds one `nudge` job per opted-in, verified trainee and period, keyed by trainee and period, so
// however many processes plan, each trainee gets one per day (or week). The nudge job reads the
// trainee's figures with the dashboard's own queries and sends under the job's idempotency key.
import { formatDate } from "~/domain/format";
import { createHmac, timingSafeEqual } from "node:crypto";
import { createElement } from "react";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import * as s from "../../db/schema";
import { NudgeEmail, nudgeSubject, type NudgeFigures } from "../../emails/nudge";
import { dayKey } from "~/domain/scoring";
import { configureUrl } from "~/domain/urls";
import { getCurrentPlan } from "./current-plan.server";
import { getDb } from "./db.server";
import { deliverEmail, renderEmail } from "./email.server";
import { getEnv, getSessionSecret } from "./env.server";
import { wakeRunner } from "./jobs.server";
import { dueSummary, weakestStructures } from "./review-cards.server";
import { studyPlanFor } from "./study-plan-progress.server";

export type NudgeFrequency = "daily" | "weekly";

/** Nudges go from this hour of the UK day (the planner runs hourly): a morning email, not a midnight one. */
export const NUDGE_HOUR = 7;

const ukHour = (now: Date) =>
  Number(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "numeric", hourCycle: "h23" }).format(now),
  );

/** The period a nudge belongs to: the UK day, or the Monday of its week. */
export function nudgePeriods(now: Date) {
  const day = dayKey(now);
  const date = new Date(`${day}T12:00:00Z`);
  const monday = new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * 24 * 60 * 60 * 1000);
  return { daily: day, weekly: `week-of-${monday.toISOString().slice(0, 10)}` };
}

/**
 * Adds this period's nudge for every verified trainee who asked for them: one statement, each row keyed
 * by trainee and period, so a second planner (another process, the next hour) adds nothing.
 */
export async function planNudges(now = new Date()) {
  if (ukHour(now) < NUDGE_HOUR) return 0;
  const periods = nudgePeriods(now);
  const rows = await getDb().execute(sql`
    insert into ${s.jobs} (kind, payload, key, max_attempts)
    select 'nudge', jsonb_build_object('userId', u.id, 'period', p.period),
      'nudge:' || u.id || ':' || p.period, 5
    from ${s.users} u
    join ${s.profiles} pr on pr.user_id = u.id
    cross join lateral (select case pr.nudges when 'daily' then ${periods.daily} else ${periods.weekly} end as period) p
    where pr.nudges in ('daily', 'weekly') and u.email_verified_at is not null
    on conflict (key) do nothing
    returning id`);
  wakeRunner();
  return Array.isArray(rows) ? rows.length : (rows as { rows: unknown[] }).rows.length;
}

/** A trainee's figures for their nudge: the dashboard's due count, plan to the sitting and weakest three. */
export async function nudgeFigures(userId: string, now = new Date()): Promise<NudgeFigures> {
  const { plan } = await getCurrentPlan(userId, now);
  const [due, studyPlan, weakest] = await Promise.all([
    dueSummary(userId, plan, now),
    studyPlanFor(userId, plan, now),
    weakestStructures(userId, plan, now, 3),
  ]);
  return {
    due: due.due,
    sitting: studyPlan
      ? {
          // A sitting's name, or the day the trainee typed while no sitting ahead is announced.
          label: studyPlan.sitting ?? `Your exam on ${formatDate(studyPlan.examDay)}`,
          daysLeft: studyPlan.daysLeft,
          target: studyPlan.target,
          doneToday: studyPlan.doneToday,
        }
      : null,
    weakest: weakest.map((w) => ({ name: w.answer, detail: w.detail })),
  };
}

/** The nudge job: sent only while the account exists, is verified and still asks for nudges. */
export async function sendNudge(job: { id: string; payload: Record<string, unknown> }) {
  const userId = String(job.payload.userId);
  const [user] = await getDb()
    .select({ email: s.users.email, nudges: s.profiles.nudges })
    .from(s.users)
    .innerJoin(s.profiles, eq(s.profiles.userId, s.users.id))
    .where(and(eq(s.users.id, userId), isNotNull(s.users.emailVerifiedAt)));
  if (!user || (user.nudges !== "daily" && user.nudges !== "weekly")) return;
  const figures = await nudgeFigures(userId);
  const appUrl = getEnv().appUrl;
  const unsubscribeUrl = `${appUrl}/unsubscribe?${new URLSearchParams({ token: unsubscribeToken(userId) })}`;
  const email = await renderEmail({
    to: user.email,
    subject: nudgeSubject(figures),
    template: "nudge",
    userId,
    // RFC 8058: a mail client's one-click button POSTs "List-Unsubscribe=One-Click" to this address.
    headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    react: createElement(NudgeEmail, {
      figures,
      frequency: user.nudges,
      reviewUrl: `${appUrl}${configureUrl({ pool: "due" })}`,
      dashboardUrl: `${appUrl}/dashboard`,
      unsubscribeUrl,
    }),
  });
  await deliverEmail(email, job.id);
}

// ── Unsubscribing without signing in ────────────────────────────────────────────────────────

const signature = (userId: string) =>
  createHmac("sha256", getSessionSecret()).update(`nudges-unsubscribe:${userId}`).digest("base64url");

/** The token in a nudge's unsubscribe link: the trainee's id, signed. It never expires, and does one thing. */
export function unsubscribeToken(userId: string) {
  return `${userId}.${signature(userId)}`;
}

/** The trainee a token names, or null when it is not one of ours. */
export function readUnsubscribeToken(token: string | null): string | null {
  const [userId, given] = (token ?? "").split(".");
  if (!userId || !given) return null;
  const expected = Buffer.from(signature(userId));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? userId : null;
}

/** Stops a trainee's nudges, and any still waiting to be sent. */
export async function unsubscribeFromNudges(userId: string) {
  await getDb().transaction(async (tx) => {
    await tx.update(s.profiles).set({ nudges: null }).where(eq(s.profiles.userId, userId));
    await tx
      .delete(s.jobs)
      .where(
        and(eq(s.jobs.kind, "nudge"), eq(s.jobs.status, "pending"), sql`${s.jobs.payload}->>'userId' = ${userId}`),
      );
  });
}

export async function setNudges(userId: string, nudges: NudgeFrequency | null) {
  if (!nudges) return unsubscribeFromNudges(userId);
  await getDb().update(s.profiles).set({ nudges }).where(eq(s.profiles.userId, userId));
}
