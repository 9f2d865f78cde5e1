// The sittings the landing page counts down to, taken from the exam facts the About page shows
// (app/content/exam.ts), so the spec's sittings are written once. Admins add later ones in the app.
import { SITTINGS } from "../../app/content/exam";
import { ukStart } from "../../app/domain/sittings";

export const examSittings = SITTINGS.map((sitting) => ({
  label: sitting.label,
  physicsDate: sitting.physicsDate,
  anatomyDate: sitting.anatomyDate,
  // The countdown runs to 09:00 UK time on the first exam day (spec part 1 §2).
  startsAt: ukStart(sitting.physicsDate, "09:00"),
  bookingOpensMembers: sitting.bookingOpensMembers,
  bookingOpensNonMembers: sitting.bookingOpensNonMembers,
  closingDate: sitting.closingDate,
  resultsDate: sitting.resultsDate,
  ukMemberFeeMin: sitting.ukMemberFee.min,
  ukMemberFeeMax: sitting.ukMemberFee.max,
  ukNonMemberFee: sitting.ukNonMemberFee,
  globalFees: Object.fromEntries(sitting.globalFees.map((fee) => [fee.country, { member: fee.member, nonMember: fee.nonMember }])),
}));
