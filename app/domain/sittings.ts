// An exam sitting as an admin enters it. One table drives both the landing page's Warm Reminder
// (the next sitting to start) and the About page's sitting tabs (dates, fees and venues).
import { z } from "zod";

const day = (label: string) =>
  z.string({ error: `${label} is required` }).regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date`);
const pounds = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be whole pounds`)
    .min(0)
    .max(10_000);

export type OverseasFee = { country: string; member: number; nonMember: number };
/** Per-country fees in pounds, as stored: { "Egypt": { member: 533, nonMember: 709 }, … } */
export type OverseasFees = Record<string, { member: number; nonMember: number }>;

const lines = (text: string) => [
  ...new Set(
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  ),
];

const FEE_LINE = /^(.+?)\s*:\s*£?\s*(\d[\d,]*)\s*\/\s*£?\s*(\d[\d,]*)$/;
const FEE_LINE_HELP = "Write each line as Country: member fee / non-member fee, e.g. Egypt: 533 / 709";

export const sittingSchema = z
  .object({
    label: z.string({ error: "Label is required" }).trim().min(3, "Label is required, e.g. Mar 2027").max(40),
    physicsDate: day("Physics date"),
    anatomyDate: day("Anatomy date"),
    startTime: z
      .string()
      .regex(/^\d{2}:\d{2}$/, "Start time must look like 09:00")
      .default("09:00"),
    bookingOpensMembers: day("Booking opens (members)"),
    membersLabel: z
      .string({ error: "Say who books first, e.g. members and resident doctors" })
      .trim()
      .min(3, "Say who books first, e.g. members and resident doctors")
      .max(80),
    bookingOpensNonMembers: day("Booking opens (non-members)"),
    closingDate: day("Closing date"),
    resultsDate: day("Results date"),
    ukMemberFeeMin: pounds("UK member fee (from)"),
    ukMemberFeeMax: pounds("UK member fee (to)"),
    ukNonMemberFee: pounds("UK non-member fee"),
    // Left empty, the About page says they are not announced yet.
    ukVenues: z
      .string()
      .max(2_000)
      .optional()
      .transform((text) => lines(text ?? "")),
    overseasFees: z
      .string()
      .max(4_000)
      .optional()
      .transform((text, ctx) => {
        const fees: OverseasFees = {};
        for (const line of lines(text ?? "")) {
          const match = FEE_LINE.exec(line);
          if (!match) {
            ctx.issues.push({ code: "custom", input: text, message: `"${line}": ${FEE_LINE_HELP}` });
            return z.NEVER;
          }
          const [member, nonMember] = [match[2]!, match[3]!].map((fee) => Number(fee.replaceAll(",", "")));
          fees[match[1]!] = { member: member!, nonMember: nonMember! };
        }
        return fees;
      }),
  })
  .refine((s) => s.ukMemberFeeMin <= s.ukMemberFeeMax, {
    path: ["ukMemberFeeMax"],
    message: "The upper fee must not be below the lower one",
  })
  .refine((s) => s.closingDate < s.physicsDate, {
    path: ["closingDate"],
    message: "Bookings must close before the exam",
  });

const MONTH_SLUGS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** "2025-09-11" → "sep-2025": the About page's ?sitting= value (the college holds one sitting a month at most). */
export function sittingSlug(physicsDate: string): string {
  const [year, month] = physicsDate.split("-");
  return `${MONTH_SLUGS[Number(month) - 1]}-${year}`;
}

/**
 * The sitting the About page opens on (docs/decisions/013-exam-sittings.md): the one the Warm
 * Reminder counts down to, i.e. the first to start after `now`, or the latest when all have started.
 */
export function defaultSitting<T extends { startsAt: Date }>(sittingsByDate: T[], now: Date): T | undefined {
  return sittingsByDate.find((sitting) => sitting.startsAt.getTime() > now.getTime()) ?? sittingsByDate.at(-1);
}

/** True when every sitting has started: the next dates are not yet announced (product-rules#no-sitting-ahead). */
export function noSittingAhead(sittings: ReadonlyArray<{ startsAt: Date }>, now: Date) {
  return !sittings.some((sitting) => sitting.startsAt.getTime() > now.getTime());
}

export const NOT_ANNOUNCED = "The next FRCR Part 1 dates are not yet announced.";

/** Stored fees as table rows, by country. */
export function overseasFeeRows(fees: OverseasFees): OverseasFee[] {
  return Object.entries(fees)
    .map(([country, fee]) => ({ country, member: fee.member, nonMember: fee.nonMember }))
    .sort((a, b) => a.country.localeCompare(b.country, "en-GB"));
}

/** Stored fees as the admin form writes them, one country a line. */
export function overseasFeesText(fees: OverseasFees): string {
  return overseasFeeRows(fees)
    .map((fee) => `${fee.country}: ${fee.member} / ${fee.nonMember}`)
    .join("\n");
}
