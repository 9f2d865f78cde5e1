// The sittings the About page and the landing page's countdown read, taken from the exam facts in
// app/content/exam.ts so the known sittings are written once. Admins add later ones in the app.
import { SITTINGS } from "../../app/content/exam";
import { ukDateTime } from "../../app/domain/format";
import { sittingSlug } from "../../app/domain/sittings";

export const examSittings = SITTINGS.map((sitting) => ({
  label: sitting.label,
  slug: sittingSlug(sitting.physicsDate),
  physicsDate: sitting.physicsDate,
  anatomyDate: sitting.anatomyDate,
  // The countdown runs to 09:00 UK time on the first exam day (product-rules#countdown).
  startsAt: ukDateTime(sitting.physicsDate, "09:00"),
  bookingOpensMembers: sitting.bookingOpensMembers,
  membersLabel: sitting.membersLabel,
  bookingOpensNonMembers: sitting.bookingOpensNonMembers,
  closingDate: sitting.closingDate,
  resultsDate: sitting.resultsDate,
  ukMemberFeeMin: sitting.ukMemberFee.min,
  ukMemberFeeMax: sitting.ukMemberFee.max,
  ukNonMemberFee: sitting.ukNonMemberFee,
  ukVenues: [...sitting.ukVenues],
  globalFees: Object.fromEntries(
    sitting.globalFees.map((fee) => [fee.country, { member: fee.member, nonMember: fee.nonMember }]),
  ),
}));
