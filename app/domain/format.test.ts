import { describe, expect, it } from "vitest";
import { count, formatDate, formatPounds, mockPapers, mockPapersTimed, ukDateTime } from "./format";

describe("format", () => {
  it("writes dates the UK way", () => {
    expect(formatDate(new Date("2026-03-12T09:00:00Z"))).toBe("12 Mar 2026");
    expect(formatDate("2026-09-10T09:00:00+01:00")).toBe("10 Sep 2026");
  });

  it("reads a UK wall-clock time as GMT in winter and BST in summer, either side of the clock changes", () => {
    expect(ukDateTime("2026-03-28", "23:59:59").toISOString()).toBe("2026-03-28T23:59:59.000Z");
    expect(ukDateTime("2026-03-29", "23:59:59").toISOString()).toBe("2026-03-29T22:59:59.000Z");
    expect(ukDateTime("2026-10-24", "09:00").toISOString()).toBe("2026-10-24T08:00:00.000Z");
    expect(ukDateTime("2026-10-25", "09:00").toISOString()).toBe("2026-10-25T09:00:00.000Z");
  });

  it("writes prices in pounds", () => {
    expect(formatPounds(4500)).toBe("£45");
    expect(formatPounds(3599)).toBe("£35.99");
  });
});

describe("counts", () => {
  it("says 1 mark and 2 marks, never mark(s)", () => {
    expect(count(1, "mark")).toBe("1 mark");
    expect(count(2, "mark")).toBe("2 marks");
    expect(count(0, "mark")).toBe("0 marks");
  });

  it("sizes the mock papers from their question counts", () => {
    expect(mockPapers([10, 10])).toBe("2 mock papers of 10 questions");
    expect(mockPapers([100])).toBe("1 mock paper of 100 questions");
    expect(mockPapers([10, 12])).toBe("2 mock papers of 10 to 12 questions");
    expect(mockPapers([])).toBe("No mock papers yet");
  });

  it("gives the mock papers their real length, and says 'as in the exam' only of full papers", () => {
    expect(mockPapersTimed([10, 10])).toBe("2 mock papers of 10 questions · 9 minutes each");
    expect(mockPapersTimed([10, 12])).toBe("2 mock papers of 10 to 12 questions, 54 seconds a question");
    expect(mockPapersTimed([100])).toBe("1 mock paper of 100 questions · 90 minutes, as in the exam");
    expect(mockPapersTimed([100, 10])).not.toContain("as in the exam");
    expect(mockPapersTimed([])).toBe("No mock papers yet");
  });
});
