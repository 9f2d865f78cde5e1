import { describe, expect, it } from "vitest";
import {
  allQuestionsLock,
  allowedLevels,
  canOpenInAttempt,
  canOpenQuestion,
  canUseAi,
  lastMinuteLock,
  mockLock,
  mockTestsLock,
  practiceLock,
} from "./access";

describe("access by plan", () => {
  it("free: free-trial questions only; practice, mocks and AI locked", () => {
    expect(allowedLevels("free")).toEqual(["free_trial"]);
    expect(canOpenQuestion("free", "high_yield")).toBe(false);
    expect(canOpenQuestion("free", "premium")).toBe(false);
    expect(practiceLock("free")).toMatchObject({ locked: true, reason: "Subscription Required" });
    expect(practiceLock("free")).toMatchObject({ badge: "Last Minute" });
    expect(mockTestsLock("free")).toMatchObject({ locked: true, badge: "Last Minute" });
    expect(lastMinuteLock("free")).toEqual({ locked: true, reason: "Last Minute Required", badge: "Last Minute" });
    expect(mockLock("free", 0).locked).toBe(true);
    expect(canUseAi("free")).toBe(false);
  });

  it("Last Minute: free and high-yield questions, the first two mocks, not the all-questions card", () => {
    expect(allowedLevels("high_yield")).toEqual(["free_trial", "high_yield"]);
    expect(canOpenQuestion("high_yield", "premium")).toBe(false);
    expect(lastMinuteLock("high_yield").locked).toBe(false);
    expect(allQuestionsLock("high_yield")).toEqual({ locked: true, reason: "Full Access Only", badge: "Full Access" });
    expect(mockLock("high_yield", 0).locked).toBe(false);
    expect(mockLock("high_yield", 1).locked).toBe(false);
    expect(mockLock("high_yield", 2)).toEqual({ locked: true, reason: "Full Access Required", badge: "Full Access" });
    expect(mockLock("high_yield", 3)).toMatchObject({ reason: "Full Access Required" });
    expect(canUseAi("high_yield")).toBe(true);
  });

  it("Full Access: everything", () => {
    expect(allowedLevels("premium")).toEqual(["free_trial", "high_yield", "premium"]);
    expect(allQuestionsLock("premium").locked).toBe(false);
    for (const index of [0, 1, 2, 3, 4]) expect(mockLock("premium", index).locked).toBe(false);
    expect(practiceLock("premium").locked).toBe(false);
  });
});

describe("questions inside an attempt", () => {
  it("follow the mock's lock in a mock, and the question's level elsewhere", () => {
    expect(canOpenInAttempt("high_yield", "premium", 0)).toBe(true);
    expect(canOpenInAttempt("high_yield", "premium", 2)).toBe(false);
    expect(canOpenInAttempt("high_yield", "premium", null)).toBe(false);
    expect(canOpenInAttempt("free", "free_trial", null)).toBe(true);
    expect(canOpenInAttempt("free", "premium", 0)).toBe(false);
  });
});
