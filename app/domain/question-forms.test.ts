import { describe, expect, it } from "vitest";
import { CONNECTION_LOST } from "./connection";
import { disputeFailure, disputeSchema } from "./question-forms";

const questionId = "00000000-0000-4000-8000-000000000000";

describe("disputeFailure", () => {
  it("says 'Message required' when the server found the message empty", () => {
    const parsed = disputeSchema.safeParse({ intent: "dispute", questionId, message: "   " });
    expect(parsed.success).toBe(false);
    expect(disputeFailure({ error: parsed.error!.issues[0]!.message })).toEqual({
      title: "Message required",
      description: "Please enter your dispute message",
    });
  });

  it("says 'Failed to send dispute' for anything else, a lost connection included", () => {
    const failed = { title: "Failed to send dispute", description: "Please try again later" };
    expect(disputeFailure({ error: CONNECTION_LOST })).toEqual(failed);
    expect(disputeFailure({ error: "Disputes open with the answers, after you answer." })).toEqual(failed);
    expect(disputeFailure({})).toEqual(failed);
  });
});
