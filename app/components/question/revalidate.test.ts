import { describe, expect, it } from "vitest";
import { revalidateQuestion } from "./revalidate";

const args = (actionResult: unknown, formMethod = "POST") =>
  ({ actionResult, formMethod, defaultShouldRevalidate: true }) as unknown as Parameters<typeof revalidateQuestion>[0];

describe("reloading the question after a form", () => {
  it("skips the question being left when the answer moves on to the next one", () => {
    expect(revalidateQuestion(args({ ok: true, next: "/question?attempt=a&q=3", toast: null }))).toBe(false);
  });

  it("reloads after a form that stays on the question, and not after one that never arrived", () => {
    expect(revalidateQuestion(args({ ok: true, next: null, toast: null }))).toBe(true);
    expect(revalidateQuestion(args({ ok: false, error: "Type an answer first." }))).toBe(true);
    expect(revalidateQuestion(args({ ok: false, error: "No connection", connectionLost: true }))).toBe(false);
  });
});
