import { describe, expect, test } from "vitest";
import { deckRange, PRACTICE_DECK_AHEAD } from "./offline-deck";

describe("deckRange", () => {
  test("a mock's page carries every question, wherever the trainee is", () => {
    expect(deckRange(true, 7, 40)).toEqual({ from: 1, to: 40 });
  });
  test("a practice page carries the question on screen and the next few", () => {
    expect(deckRange(false, 3, 40)).toEqual({ from: 3, to: 3 + PRACTICE_DECK_AHEAD });
  });
  test("near the end of a practice, only the questions left", () => {
    expect(deckRange(false, 9, 10)).toEqual({ from: 9, to: 10 });
    expect(deckRange(false, 10, 10)).toEqual({ from: 10, to: 10 });
  });
});
