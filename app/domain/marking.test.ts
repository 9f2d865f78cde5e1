import { describe, expect, it } from "vitest";
import { mark } from "./marking";

const key = [
  { text: "left vertebral artery v2 segment", marks: 2 },
  { text: "left vertebral artery", marks: 1 },
];

describe("mark (spec part 1 §5)", () => {
  it("gives full marks for the full answer, whatever the case and spacing around it", () => {
    expect(mark("  Left Vertebral Artery V2 Segment ", key)).toMatchObject({ marks: 2, matched: key[0] });
  });

  it("gives the partial row's marks for a less specific answer", () => {
    expect(mark("left vertebral artery", key)).toMatchObject({ marks: 1, matched: key[1] });
  });

  it("takes the highest of several contained rows", () => {
    expect(mark("the left vertebral artery v2 segment", key).marks).toBe(2);
  });

  it("gives nothing for an answer that contains no key text", () => {
    expect(mark("right vertebral artery", key)).toMatchObject({ marks: 0, matched: null });
  });

  it("gives nothing for a blank answer", () => {
    expect(mark("   ", key)).toEqual({ marks: 0, matched: null, reasons: ["No answer given."] });
  });

  it("explains the mark", () => {
    expect(mark("left vertebral artery", key).reasons).toEqual(['Matches "left vertebral artery" (1 mark).']);
  });
});
