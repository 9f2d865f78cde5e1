import { describe, expect, it } from "vitest";
import { decisionSchema, disputeAnswerKey, keyWithAnswer, queueFilter, type AnswerRow } from "./dispute-decisions";

describe("disputeAnswerKey", () => {
  it("groups answers that differ only in case and spacing", () => {
    expect(disputeAnswerKey("  Azygos   Vein\t")).toBe("azygos vein");
    expect(disputeAnswerKey("azygos vein")).toBe(disputeAnswerKey("AZYGOS\nVEIN"));
  });

  it("keeps words and punctuation that may change the mark", () => {
    expect(disputeAnswerKey("azygos vein")).not.toBe(disputeAnswerKey("azygos veins"));
    expect(disputeAnswerKey("left kidney")).not.toBe(disputeAnswerKey("left-kidney"));
  });

  it("has no key for a blank answer", () => {
    expect(disputeAnswerKey("   ")).toBeNull();
    expect(disputeAnswerKey(null)).toBeNull();
  });
});

describe("keyWithAnswer", () => {
  const key: AnswerRow[] = [
    { text: "azygos vein", marks: 2 },
    { text: "Azygos", marks: 1 },
  ];

  it("adds an answer the key does not list, at the chosen marks", () => {
    expect(keyWithAnswer(key, "vena azygos", 2)).toEqual([...key, { text: "vena azygos", marks: 2 }]);
  });

  it("changes the marks of an answer the key lists already, keeping its text and place", () => {
    expect(keyWithAnswer(key, "azygos", 2)).toEqual([
      { text: "azygos vein", marks: 2 },
      { text: "Azygos", marks: 2 },
    ]);
  });
});

describe("queueFilter", () => {
  it("shows open disputes from everyone unless asked otherwise", () => {
    expect(queueFilter(new URLSearchParams(""))).toEqual({ status: "open", source: null });
    expect(queueFilter(new URLSearchParams("status=closed&source=robot"))).toEqual({ status: "open", source: null });
    expect(queueFilter(new URLSearchParams("status=resolved&source=marker"))).toEqual({
      status: "resolved",
      source: "marker",
    });
  });
});

describe("decision forms", () => {
  const disputeId = "7a0c3c5e-5b8f-4a43-9f0e-3d2f1b6a9c10";

  it("accepts at 1 or 2 marks with an optional reply", () => {
    expect(decisionSchema.parse({ intent: "accept", disputeId, marks: "1" })).toEqual({
      intent: "accept",
      disputeId,
      marks: 1,
    });
    expect(decisionSchema.safeParse({ intent: "accept", disputeId, marks: "3" }).success).toBe(false);
  });

  it("needs a reply to reject", () => {
    const refused = decisionSchema.safeParse({ intent: "reject", disputeId, reply: "   " });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("Please write a reply: the trainee receives it");
  });
});
