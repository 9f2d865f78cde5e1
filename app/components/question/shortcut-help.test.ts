import { describe, expect, it } from "vitest";
import { QUESTION_KEYS } from "./question-keys";
import { SHORTCUTS } from "./shortcut-help";

/** How the list writes a key: the arrows as arrows, the rest as typed. */
const written: Record<string, string> = { ArrowRight: "→", ArrowLeft: "←" };

describe("the ? list of keys", () => {
  it("names every key the question screen answers to, outside the viewer", () => {
    const listed = SHORTCUTS.filter(([, what]) => !what.startsWith("In the viewer")).flatMap(([keys]) =>
      keys.split(/ or |, | /),
    );
    for (const key of Object.keys(QUESTION_KEYS)) expect(listed, key).toContain(written[key] ?? key);
  });

  it("gives each key outside the viewer one meaning", () => {
    const outside = SHORTCUTS.filter(([, what]) => !what.startsWith("In the viewer")).flatMap(([keys]) =>
      keys.split(/ or |, | /),
    );
    expect(outside.filter((key, i) => outside.indexOf(key) !== i)).toEqual([]);
  });
});
