// Who may see what, by plan (product-rules#plans). Every loader and action asks here; the
// browser only mirrors the answers to draw locks.
import type { accessLevel } from "../../db/schema";
import type { Plan } from "./plan";

/** What a question needs to be opened: the database's access_level enum, named once. */
export type AccessLevel = (typeof accessLevel.enumValues)[number];

const LEVELS: Record<Plan, readonly AccessLevel[]> = {
  free: ["free_trial"],
  high_yield: ["free_trial", "high_yield"],
  premium: ["free_trial", "high_yield", "premium"],
};

/** The question access levels a plan may open. */
export function allowedLevels(plan: Plan): readonly AccessLevel[] {
  return LEVELS[plan];
}

export function canOpenQuestion(plan: Plan, level: AccessLevel) {
  return LEVELS[plan].includes(level);
}

export const FREE_SET_SIZE = 30; // product-rules#free-set

export type Lock = { locked: false } | { locked: true; reason: string; badge: string };

const open: Lock = { locked: false };

/** Where a locked card or link sends the user: the profile, where plans are chosen. */
export const UPGRADE_PATH = "/profile";

/** Practice and mock tests need a paid plan; a free user is sent to UPGRADE_PATH (product-rules#locks). */
export function practiceLock(plan: Plan): Lock {
  return plan === "free" ? { locked: true, reason: "Subscription Required", badge: "Last Minute" } : open;
}

/** Last Minute opens the first two mocks, so that is the plan the locked card names. */
export function mockTestsLock(plan: Plan): Lock {
  return plan === "free" ? { locked: true, reason: "Subscription Required", badge: "Last Minute" } : open;
}

/** The 'All Questions (Full Access)' card. */
export function allQuestionsLock(plan: Plan): Lock {
  if (plan === "premium") return open;
  return {
    locked: true,
    reason: plan === "high_yield" ? "Full Access Only" : "Subscription Required",
    badge: "Full Access",
  };
}

/** The 'Last Minute Revision' card: free and high-yield questions, for any paid plan. */
export function lastMinuteLock(plan: Plan): Lock {
  return plan === "free" ? { locked: true, reason: "Last Minute Required", badge: "Last Minute" } : open;
}

/** Mocks by their place in the list (0-based): Last Minute opens the first two. */
export function mockLock(plan: Plan, index: number): Lock {
  if (plan === "premium") return open;
  if (plan === "high_yield")
    return index < 2 ? open : { locked: true, reason: "Full Access Required", badge: "Full Access" };
  return { locked: true, reason: "Subscription Required", badge: "Full Access" };
}

/**
 * May this question be shown inside this attempt? In a mock the mock's own lock decides (its
 * questions may be of any level); elsewhere the question's access level does.
 */
export function canOpenInAttempt(plan: Plan, level: AccessLevel, mockIndex: number | null) {
  return mockIndex === null ? canOpenQuestion(plan, level) : !mockLock(plan, mockIndex).locked;
}

/** Explain with AI: paid plans only. */
export function canUseAi(plan: Plan) {
  return plan !== "free";
}
