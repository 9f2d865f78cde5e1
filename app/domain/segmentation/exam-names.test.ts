import { CATEGORY_NAMES } from "../../../db/seed/categories";
import { describe, expect, it } from "vitest";
import { examName, NAME_SOURCE } from "./exam-names";
import names from "./totalsegmentator-names.json";

const CATEGORIES: readonly string[] = CATEGORY_NAMES;

const key = (className: string, side?: "left" | "right") => {
  const found = examName(className, side);
  if (found.kind !== "named") throw new Error(`${className} is ${found.kind}`);
  return found.name;
};

describe("TotalSegmentator's classes in the exam's words", () => {
  it("names a paired structure with its side, and gives a mark for the name without it", () => {
    expect(key("autochthon_left").answers).toEqual([
      { text: "left erector spinae", marks: 2 },
      { text: "erector spinae", marks: 1 },
    ]);
    expect(key("adrenal_gland_right").answers[0]).toEqual({ text: "right adrenal gland", marks: 2 });
    expect(key("rib_right_11").answers).toEqual([
      { text: "right 11th rib", marks: 2 },
      { text: "11th rib", marks: 1 },
    ]);
  });

  it("names a vertebra by its level, an unpaired organ plainly, in British spelling", () => {
    expect(key("vertebrae_T12").answers.map((a) => a.text)).toEqual(["T12 vertebral body", "T12 vertebra"]);
    expect(key("vertebrae_T12")).toMatchObject({ category: "Spine", window: "bone" });
    expect(key("liver").answers).toEqual([{ text: "liver", marks: 2 }]);
    expect(key("esophagus").answers[0]!.text).toBe("oesophagus");
  });

  it("reads the side of a class of both sides from where the arrow lands", () => {
    expect(key("costal_cartilages", "left").answers[0]!.text).toBe("left costal cartilage");
    expect(key("costal_cartilages", "right").answers[0]!.text).toBe("right costal cartilage");
    expect(key("costal_cartilages", "right").needsSide).toBe(true);
  });

  it("passes over a label of two vessels with the reason, and knows an unknown class as unknown", () => {
    expect(examName("portal_vein_and_splenic_vein")).toEqual({
      kind: "skipped",
      reason: expect.stringContaining("two vessels"),
    });
    expect(examName("splenic_vein_and_something")).toEqual({ kind: "unknown" });
    expect(examName("constructor")).toEqual({ kind: "unknown" });
  });

  it("keeps every entry of the data valid: a category of the bank, a side where the class has one, no class names", () => {
    expect(NAME_SOURCE).toContain("TotalSegmentator");
    const classes = Object.keys(names.classes);
    expect(classes.length).toBeGreaterThanOrEqual(117);
    for (const className of classes) {
      const found = examName(className, "left");
      if (found.kind === "skipped") continue;
      expect(found.kind, className).toBe("named");
      if (found.kind !== "named") continue;
      expect(CATEGORIES, className).toContain(found.name.category);
      const full = found.name.answers.filter((a) => a.marks === 2).map((a) => a.text);
      for (const text of found.name.answers.map((a) => a.text)) expect(text, className).toMatch(/^[A-Za-z0-9 ]+$/);
      for (const side of ["left", "right"]) {
        if (new RegExp(`(^|_)${side}(_|$)`).test(className)) {
          expect(
            full.every((text) => text.startsWith(`${side} `)),
            className,
          ).toBe(true);
          expect(
            found.name.answers.some((a) => a.marks === 1),
            className,
          ).toBe(true);
        }
      }
    }
  });
});
