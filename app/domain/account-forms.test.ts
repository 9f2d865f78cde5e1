import { describe, expect, it } from "vitest";
import { nameField } from "./account-forms";

const refusal = (name: string) => {
  const result = nameField.safeParse(name);
  return result.success ? null : result.error.issues.map((issue) => issue.message);
};

describe("a person's name", () => {
  it("takes names in any script, with hyphens, apostrophes, accents and initials", () => {
    for (const name of [
      "Dr Grace Hopper",
      "Siobhán O'Connor-Ní Bhriain",
      "J.R. Smith",
      "Dr. Li Wei",
      "Zoë d’Arcy",
      "李小龍",
      "Αλέξανδρος Παπαδόπουλος",
      "محمد بن سلمان",
      "अनुराग कश्यप",
    ]) {
      expect(refusal(name), name).toBeNull();
    }
  });

  it("tidies spaces and keeps the rest as typed", () => {
    expect(nameField.parse("  Dr   Grace\tHopper ")).toBe("Dr Grace Hopper");
  });

  it("refuses sentences, links, digits and control characters with a message that says what to use", () => {
    const characters = ["Use letters, spaces, hyphens, apostrophes and full stops only"];
    expect(refusal("Dr X. ACTION NEEDED: pay at https://billing.example")).toEqual(characters);
    expect(refusal("123456")).toEqual(characters);
    expect(refusal("Agent 007")).toEqual(characters);
    expect(refusal("Grace\u0000Hopper")).toEqual(characters);
    expect(refusal("Grace\u202eHopper")).toEqual(characters);
    expect(refusal("<b>Grace</b>")).toEqual(characters);
    expect(refusal("- Grace")).toEqual(characters);
  });

  it("refuses a web address written with letters and full stops alone", () => {
    expect(refusal("Visit arrowed-billing.example now")).toEqual(["A name cannot contain a web address"]);
    expect(refusal("www.evil.example")).toEqual(["A name cannot contain a web address"]);
  });

  it("needs a name, and a sane length", () => {
    expect(refusal("   ")).toEqual(["Full Name is required"]);
    expect(refusal("A".repeat(70))).toBeNull();
    expect(refusal("A".repeat(71))).toEqual(["Please keep this under 70 characters"]);
  });
});
