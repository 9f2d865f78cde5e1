import { isFullPaper, mockLength, MOCK_SECONDS_PER_QUESTION } from "./timer";

// Dates and times as the UK writes and keeps them: 12 Mar 2026, 09:00, in GMT or BST as the date falls
// (product-rules#wording).
const UK = "Europe/London";
const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: UK });

export function formatDate(date: Date | string) {
  return DATE.format(typeof date === "string" ? new Date(date) : date).replace("Sept", "Sep");
}

const TIME = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: UK });

/** The time of day in the UK, 24-hour: 09:00. */
export function formatTime(date: Date) {
  return TIME.format(date);
}

const OFFSET = new Intl.DateTimeFormat("en-GB", { timeZone: UK, timeZoneName: "shortOffset" });

/** The instant a UK clock shows `time` (09:00 or 23:59:59) on `date` (2026-06-11): 08:00Z in summer. */
export function ukDateTime(date: string, time: string): Date {
  const asIfUtc = new Date(`${date}T${time.length === 5 ? `${time}:00` : time}Z`);
  const offset = OFFSET.formatToParts(asIfUtc)
    .find((part) => part.type === "timeZoneName")
    ?.value.replace("GMT", "");
  return new Date(asIfUtc.getTime() - Number(offset || 0) * 60 * 60 * 1000);
}

export function formatPounds(pence: number) {
  return pence % 100 === 0 ? `£${pence / 100}` : `£${(pence / 100).toFixed(2)}`;
}

/** A count with its noun: "1 mark", "2 marks", "1 question", "88 questions" (never "mark(s)"). */
export function count(n: number, noun: string, plural = `${noun}s`) {
  return `${n} ${n === 1 ? noun : plural}`;
}

/**
 * The mock papers in a line, sized as the database holds them: "2 mock papers of 10 questions" or, when
 * their sizes differ, "2 mock papers of 10 to 12 questions".
 */
export function mockPapers(questionCounts: readonly number[]) {
  if (questionCounts.length === 0) return "No mock papers yet";
  const fewest = Math.min(...questionCounts);
  const most = Math.max(...questionCounts);
  const size = fewest === most ? count(most, "question") : `${fewest} to ${most} questions`;
  return `${count(questionCounts.length, "mock paper")} of ${size}`;
}

/**
 * The mock papers with their real length (product-rules#mock-clock): "2 mock papers of 10 questions ·
 * 9 minutes each" or, sizes differing, "2 mock papers of 10 to 12 questions, 54 seconds a question";
 * "as in the exam" only when every paper is a full 100-question one.
 */
export function mockPapersTimed(questionCounts: readonly number[]) {
  if (questionCounts.length === 0) return "No mock papers yet";
  const same = questionCounts.every((n) => n === questionCounts[0]);
  const papers = count(questionCounts.length, "mock paper");
  const length = same
    ? `${papers} of ${mockLength(questionCounts[0]!)}${questionCounts.length > 1 ? " each" : ""}`
    : `${mockPapers(questionCounts)}, ${MOCK_SECONDS_PER_QUESTION} seconds a question`;
  return questionCounts.every(isFullPaper) ? `${length}, as in the exam` : length;
}
