import { describe, expect, it } from "vitest";
import { ukDateTime } from "./format";
import {
  defaultSitting,
  noSittingAhead,
  overseasFeeRows,
  overseasFeesText,
  sittingSchema,
  sittingSlug,
} from "./sittings";

const form = {
  label: "Mar 2027",
  physicsDate: "2027-03-11",
  anatomyDate: "2027-03-12",
  bookingOpensMembers: "2026-10-05",
  membersLabel: "members and resident doctors",
  bookingOpensNonMembers: "2026-10-12",
  closingDate: "2027-01-08",
  resultsDate: "2027-04-01",
  ukMemberFeeMin: "399",
  ukMemberFeeMax: "465",
  ukNonMemberFee: "619",
};

describe("exam sittings", () => {
  it("start at UK time, summer or winter", () => {
    expect(ukDateTime("2027-03-11", "09:00").toISOString()).toBe("2027-03-11T09:00:00.000Z");
    expect(ukDateTime("2027-06-10", "09:00").toISOString()).toBe("2027-06-10T08:00:00.000Z");
  });

  it("need bookings to close before the exam and sensible fees", () => {
    const result = sittingSchema.safeParse({
      ...form,
      closingDate: "2027-04-01",
      ukMemberFeeMin: "465",
      ukMemberFeeMax: "399",
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["ukMemberFeeMax", "closingDate"]));
  });

  it("take UK venues one a line and overseas fees as Country: member / non-member", () => {
    const result = sittingSchema.parse({
      ...form,
      ukVenues: " Leeds\r\n\nLondon\nLeeds\n",
      overseasFees: "Egypt: 533 / 709\nIndia-Hyderabad: £852 / £1,134\n",
    });
    expect(result.ukVenues).toEqual(["Leeds", "London"]);
    expect(result.overseasFees).toEqual({
      Egypt: { member: 533, nonMember: 709 },
      "India-Hyderabad": { member: 852, nonMember: 1134 },
    });
  });

  it("may leave venues and overseas fees for later", () => {
    const result = sittingSchema.parse(form);
    expect(result.ukVenues).toEqual([]);
    expect(result.overseasFees).toEqual({});
  });

  it("name the overseas fee line they cannot read", () => {
    const result = sittingSchema.safeParse({ ...form, overseasFees: "Egypt: 533 / 709\nMalaysia 761" });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([
      expect.objectContaining({
        path: ["overseasFees"],
        message: expect.stringContaining('"Malaysia 761": Write each line as Country'),
      }),
    ]);
  });

  it("are addressed by month and year of the physics module", () => {
    expect(sittingSlug("2025-09-11")).toBe("sep-2025");
    expect(sittingSlug("2027-03-11")).toBe("mar-2027");
  });

  it("open the About page on the next to start, or the latest once all have started", () => {
    const sittings = ["2026-03-12", "2026-06-11", "2026-09-10"].map((date) => ({
      date,
      startsAt: ukDateTime(date, "09:00"),
    }));
    expect(defaultSitting(sittings, new Date("2025-08-20T12:00:00Z"))?.date).toBe("2026-03-12");
    expect(defaultSitting(sittings, new Date("2026-03-12T08:59:00Z"))?.date).toBe("2026-03-12");
    expect(defaultSitting(sittings, new Date("2026-03-12T09:00:00Z"))?.date).toBe("2026-06-11");
    expect(defaultSitting(sittings, new Date("2026-11-22T12:00:00Z"))?.date).toBe("2026-09-10");
    expect(defaultSitting([], new Date())).toBeUndefined();
  });

  it("list overseas fees by country, and write them back as the form takes them", () => {
    const fees = { Singapore: { member: 761, nonMember: 1013 }, Egypt: { member: 533, nonMember: 709 } };
    expect(overseasFeeRows(fees).map((fee) => fee.country)).toEqual(["Egypt", "Singapore"]);
    const text = overseasFeesText(fees);
    expect(text).toBe("Egypt: 533 / 709\nSingapore: 761 / 1013");
    expect(sittingSchema.parse({ ...form, overseasFees: text }).overseasFees).toEqual(fees);
  });
});

describe("no sitting ahead", () => {
  const at = (iso: string) => ({ startsAt: new Date(iso) });
  it("holds once every sitting has started, and while there is none", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    expect(noSittingAhead([at("2026-09-10T08:00:00Z"), at("2026-06-10T08:00:00Z")], now)).toBe(true);
    expect(noSittingAhead([at("2026-09-10T08:00:00Z"), at("2027-03-10T09:00:00Z")], now)).toBe(false);
    expect(noSittingAhead([], now)).toBe(true);
  });
});
