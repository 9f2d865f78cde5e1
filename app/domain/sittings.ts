// An exam sitting as an admin enters it (the landing page's Warm Reminder counts down to the next one).
import { z } from "zod";

const day = (label: string) => z.string({ error: `${label} is required` }).regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date`);
const pounds = (label: string) => z.coerce.number({ error: `${label} must be a number` }).int(`${label} must be whole pounds`).min(0).max(10_000);

export const sittingSchema = z
  .object({
    label: z.string({ error: "Label is required" }).trim().min(3, "Label is required, e.g. Mar 2027").max(40),
    physicsDate: day("Physics date"),
    anatomyDate: day("Anatomy date"),
    startTime: z.string().regex(/^\d{2}:\d{2}$/, "Start time must look like 09:00").default("09:00"),
    bookingOpensMembers: day("Booking opens (members)"),
    bookingOpensNonMembers: day("Booking opens (non-members)"),
    closingDate: day("Closing date"),
    resultsDate: day("Results date"),
    ukMemberFeeMin: pounds("UK member fee (from)"),
    ukMemberFeeMax: pounds("UK member fee (to)"),
    ukNonMemberFee: pounds("UK non-member fee"),
  })
  .refine((s) => s.ukMemberFeeMin <= s.ukMemberFeeMax, { path: ["ukMemberFeeMax"], message: "The upper fee must not be below the lower one" })
  .refine((s) => s.closingDate < s.physicsDate, { path: ["closingDate"], message: "Bookings must close before the exam" });

/** 09:00 on the first exam day, UK time (GMT or BST as the date falls). */
export function ukStart(date: string, time: string): Date {
  const guess = new Date(`${date}T${time}:00Z`);
  const offsetHours = Number(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", timeZoneName: "shortOffset" })
      .formatToParts(guess)
      .find((p) => p.type === "timeZoneName")
      ?.value.replace("GMT", "") || 0,
  );
  return new Date(guess.getTime() - offsetHours * 60 * 60 * 1000);
}
