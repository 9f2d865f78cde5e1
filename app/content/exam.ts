// The FRCR Part 1 facts shown on /about-frcr, as data (product-rules#sittings). SITTINGS fills the
// exam_sittings table once, while it is empty (db/seed/exam-sittings.ts); after that the About page and
// the landing page's countdown read the table, and a new sitting is one form at /admin/sittings.

export const COLLEGE = {
  name: "The Royal College of Radiologists",
  url: "https://www.rcr.ac.uk/",
  examHubUrl: "https://www.rcr.ac.uk/exams-training/rcr-exams/",
} as const;

export const MODULES = {
  anatomy: {
    name: "Anatomy",
    format: "100 images with questions",
    duration: "90 minutes",
    delivery: "Delivered with image-viewing assessment software",
  },
  physics: {
    name: "Physics",
    format: "40 multiple-choice questions",
    duration: "2 hours",
  },
} as const;

export const MAX_ATTEMPTS_PER_MODULE = 6;

// The same UK venues at every sitting of 2025 and 2026.
const UK_VENUES = [
  "Belfast",
  "Bridgend, Wales",
  "Edinburgh",
  "Glasgow",
  "Leeds",
  "London",
  "Manchester",
  "Plymouth",
] as const;

/** Fee per module in pounds, local taxes included. */
export type Fee = { member: number; nonMember: number };
export type GlobalFee = { country: string } & Fee;

const GLOBAL_FEES_2025: GlobalFee[] = [
  { country: "Egypt", member: 463, nonMember: 616 },
  { country: "Hong Kong", member: 545, nonMember: 725 },
  { country: "India-Hyderabad", member: 740, nonMember: 984 },
  { country: "Malaysia", member: 657, nonMember: 874 },
  { country: "Pakistan", member: 451, nonMember: 600 },
  { country: "Singapore", member: 661, nonMember: 879 },
];

// The college charges the same overseas fees at the March, June and September 2026 sittings.
const GLOBAL_FEES_2026: GlobalFee[] = [
  { country: "Egypt", member: 533, nonMember: 709 },
  { country: "Hong Kong", member: 650, nonMember: 865 },
  { country: "India-Hyderabad", member: 852, nonMember: 1134 },
  { country: "Malaysia", member: 761, nonMember: 1013 },
  { country: "Pakistan", member: 533, nonMember: 709 },
  { country: "Singapore", member: 761, nonMember: 1013 },
];

export type Sitting = {
  label: string;
  /** ISO dates (YYYY-MM-DD), UK local days. */
  physicsDate: string;
  anatomyDate: string;
  bookingOpensMembers: string;
  /** Who books first, in the college's words for that sitting, as it reads after "Bookings open: ". */
  membersLabel: string;
  bookingOpensNonMembers: string;
  closingDate: string;
  resultsDate: string;
  ukMemberFee: { min: number; max: number };
  ukNonMemberFee: number;
  ukVenues: readonly string[];
  globalFees: GlobalFee[];
};

export const SITTINGS: Sitting[] = [
  {
    label: "Sept 2025",
    physicsDate: "2025-09-11",
    anatomyDate: "2025-09-12",
    bookingOpensMembers: "2025-03-17",
    membersLabel: "UK trainees and members",
    bookingOpensNonMembers: "2025-03-24",
    closingDate: "2025-07-11",
    resultsDate: "2025-10-03",
    ukMemberFee: { min: 371, max: 404 },
    ukNonMemberFee: 538,
    ukVenues: UK_VENUES,
    globalFees: GLOBAL_FEES_2025,
  },
  {
    label: "Mar 2026",
    physicsDate: "2026-03-12",
    anatomyDate: "2026-03-13",
    bookingOpensMembers: "2025-10-06",
    membersLabel: "members and resident doctors",
    bookingOpensNonMembers: "2025-10-13",
    closingDate: "2026-01-09",
    resultsDate: "2026-04-02",
    ukMemberFee: { min: 399, max: 465 },
    ukNonMemberFee: 619,
    ukVenues: UK_VENUES,
    globalFees: GLOBAL_FEES_2026,
  },
  {
    label: "Jun 2026",
    physicsDate: "2026-06-11",
    anatomyDate: "2026-06-12",
    bookingOpensMembers: "2025-12-15",
    membersLabel: "members and resident doctors",
    bookingOpensNonMembers: "2025-12-22",
    closingDate: "2026-04-10",
    resultsDate: "2026-07-02",
    ukMemberFee: { min: 399, max: 465 },
    ukNonMemberFee: 619,
    ukVenues: UK_VENUES,
    globalFees: GLOBAL_FEES_2026,
  },
  {
    label: "Sept 2026",
    physicsDate: "2026-09-10",
    anatomyDate: "2026-09-11",
    bookingOpensMembers: "2026-03-30",
    membersLabel: "members and resident doctors",
    bookingOpensNonMembers: "2026-04-07",
    closingDate: "2026-07-10",
    resultsDate: "2026-10-01",
    ukMemberFee: { min: 399, max: 465 },
    ukNonMemberFee: 619,
    ukVenues: UK_VENUES,
    globalFees: GLOBAL_FEES_2026,
  },
];

/** Priority application windows. */
export const PRIORITY_WINDOWS = [
  {
    name: "Priority 1",
    who: "Trainees in the UK, Singapore and Hong Kong, and doctors contributing to NHS radiology.",
  },
  { name: "Priority 2", who: "All other candidates." },
] as const;

/** Percentages of the anatomy module (the college's blueprint). */
export const BLUEPRINT = {
  bodyAreas: [
    { label: "Abdomen and pelvis", percent: 25 },
    { label: "Head, neck and spine", percent: 25 },
    { label: "Musculoskeletal", percent: 25 },
    { label: "Thoracic and cardiovascular", percent: 25 },
  ],
  modalities: [
    { label: "X-ray", percent: 28 },
    { label: "CT", percent: 22 },
    { label: "MR", percent: 22 },
    { label: "Ultrasound", percent: 18 },
    { label: "Contrast studies", percent: 10 },
  ],
  patientAge: [
    { label: "Adult", percent: 95 },
    { label: "Paediatric", percent: 5 },
  ],
  variants: [
    { label: "Anatomy without normal variants", percent: 95 },
    { label: "Normal variants", percent: 5 },
  ],
  excluded: ["fetal imaging", "neonatal cranial ultrasound"],
} as const;

/** Anatomy marks per question. */
export const MARK_SCHEME = [
  { marks: 2, meaning: "Fully accurate answer" },
  { marks: 1, meaning: "Less accurate answer" },
  { marks: 0, meaning: "Incorrect or vague answer" },
] as const;

export const ENTRY_REQUIREMENTS = [
  "UK trainees need the approval of their training programme director before each attempt.",
  "There is no minimum period of clinical experience or training before you may sit.",
  "No confirmation of course attendance is needed.",
  "No exemptions are given for other examinations.",
  `Each module may be attempted at most ${MAX_ATTEMPTS_PER_MODULE} times without additional educational experience.`,
  "The two modules may be taken at the same sitting or at different sittings, and passed in any order; Part 1 is passed once both are passed.",
] as const;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2025-09-11" → "11 Sep 2025", the same on the server and in every browser (no locale data). */
export function formatExamDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** 371 → "£371"; 1134 → "£1,134". */
export function formatFee(pounds: number): string {
  return `£${String(pounds).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

/** How to word an anatomy answer (the college's marking guidance). */
export const TERMINOLOGY_GUIDANCE = [
  {
    topic: "Level of detail",
    rule: "Name the structure as precisely as the arrow points: the specific part of a bone, vessel or organ rather than the region around it. A vague answer scores 0.",
  },
  {
    topic: "Acronyms",
    rule: "Do not use acronyms or abbreviations. Write 'anterior cruciate ligament', not 'ACL'; 'inferior mesenteric vein', not 'IMV'.",
  },
  {
    topic: "Lateralisation",
    rule: "Say left or right whenever the structure is paired or sits on one side, for example 'left vertebral artery'.",
  },
  {
    topic: "Segmental vascular anatomy",
    rule: "Name vessels at the level of their segment where one applies, for example 'second part of the right subclavian artery'.",
  },
  {
    topic: "Muscles and tendons",
    rule: "Be precise about whether the arrow is on the tendon or the muscle belly: 'supraspinatus tendon' and 'supraspinatus muscle' are different answers.",
  },
  {
    topic: "Spelling",
    rule: "Minor spelling errors are accepted, but not a misspelling that names a different structure, such as 'ileum' for 'ilium'.",
  },
  {
    topic: "Terminology",
    rule: "Terms from the international anatomical terminology (Terminologia Anatomica) are recognised alongside their usual English names.",
  },
] as const;
