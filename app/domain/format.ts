// Dates as the UK writes them: 12 Mar 2026 (product-rules#wording).
const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "Europe/London" });

export function formatDate(date: Date | string) {
  return DATE.format(typeof date === "string" ? new Date(date) : date).replace("Sept", "Sep");
}

const TIME = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "Europe/London" });

/** The time of day in the UK, 24-hour: 09:00. */
export function formatTime(date: Date) {
  return TIME.format(date);
}

export function formatPounds(pence: number) {
  return pence % 100 === 0 ? `£${pence / 100}` : `£${(pence / 100).toFixed(2)}`;
}
