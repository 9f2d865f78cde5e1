import { describe, expect, it } from "vitest";
import { daysBetween, studyPlan } from "./study-plan";

const evening = new Date("2026-11-23T19:00:00Z"); // Monday 23 Nov, UK time
const plan = (overrides: Partial<Parameters<typeof studyPlan>[0]> = {}) =>
  studyPlan({ examDay: "2026-12-03", now: evening, unseen: 88, due: 5, answersByDay: new Map(), ...overrides });

describe("a plan to the sitting", () => {
  it("counts whole days to the exam", () => {
    expect(daysBetween("2026-11-23", "2026-12-03")).toBe(10);
    expect(plan().daysLeft).toBe(10);
  });

  it("spreads the unseen questions over the days left and adds today's reviews", () => {
    expect(plan()).toMatchObject({ newPerDay: 9, target: 14 });
    expect(plan({ unseen: 0, due: 3 })).toMatchObject({ newPerDay: 0, target: 3 });
  });

  it("asks nothing new on the exam day or after it", () => {
    expect(plan({ examDay: "2026-11-23" })).toMatchObject({ daysLeft: 0, newPerDay: 0, target: 5 });
    expect(plan({ examDay: "2026-11-01" }).daysLeft).toBe(0);
  });

  it("counts a streak of days that met the day's new questions, ending today or yesterday", () => {
    const answersByDay = new Map([
      ["2026-11-23", 9],
      ["2026-11-22", 12],
      ["2026-11-21", 4], // short of 9: the streak stops here
      ["2026-11-20", 20],
    ]);
    expect(plan({ answersByDay })).toMatchObject({ doneToday: 9, streak: 2 });
    // Today not done yet: the streak still stands on yesterday.
    expect(
      plan({
        answersByDay: new Map([
          ["2026-11-22", 9],
          ["2026-11-21", 9],
        ]),
      }),
    ).toMatchObject({ doneToday: 0, streak: 2 });
    expect(plan({ answersByDay: new Map([["2026-11-20", 9]]) }).streak).toBe(0);
  });
});
