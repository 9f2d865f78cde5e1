import { describe, expect, it } from "vitest";
import { sittingSchema, ukStart } from "./sittings";

describe("exam sittings", () => {
  it("start at UK time, summer or winter", () => {
    expect(ukStart("2027-03-11", "09:00").toISOString()).toBe("2027-03-11T09:00:00.000Z");
    expect(ukStart("2027-06-10", "09:00").toISOString()).toBe("2027-06-10T08:00:00.000Z");
  });

  it("need bookings to close before the exam and sensible fees", () => {
    const result = sittingSchema.safeParse({
      label: "Mar 2027",
      physicsDate: "2027-03-11",
      anatomyDate: "2027-03-12",
      bookingOpensMembers: "2026-10-05",
      bookingOpensNonMembers: "2026-10-12",
      closingDate: "2027-04-01",
      resultsDate: "2027-04-01",
      ukMemberFeeMin: "465",
      ukMemberFeeMax: "399",
      ukNonMemberFee: "619",
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["ukMemberFeeMax", "closingDate"]));
  });
});
