import { describe, expect, it } from "vitest";
import { explainRefusal } from "./explain";

const answered = (marks: number) => ({
  userAnswer: "left atrium",
  marksEarned: marks,
  userOverrideCorrect: false,
  userOverrideMarks: null,
});
const practiceWithAnswers = { submitted: false, mock: false, showAnswers: true };

describe("who may ask for an explanation", () => {
  it("is for paid plans only, with its own words", () => {
    expect(explainRefusal("free", practiceWithAnswers, answered(2))).toEqual({
      title: "Subscription Required",
      message: "This feature is only available for subscribers.",
      status: 403,
    });
    expect(explainRefusal("high_yield", practiceWithAnswers, answered(2))).toBeNull();
    expect(explainRefusal("premium", practiceWithAnswers, answered(2))).toBeNull();
  });

  it("waits until the answers are shown: never in a running mock or a practice that hides them", () => {
    expect(explainRefusal("premium", { submitted: false, mock: true, showAnswers: true }, answered(2))?.status).toBe(
      403,
    );
    expect(explainRefusal("premium", { submitted: false, mock: false, showAnswers: false }, answered(2))?.status).toBe(
      403,
    );
    expect(explainRefusal("premium", { submitted: true, mock: true, showAnswers: false }, answered(2))).toBeNull();
  });

  it("needs a full-mark answer, counting the trainee's own override", () => {
    expect(explainRefusal("premium", practiceWithAnswers, answered(1))).toMatchObject({
      message: "Unable to generate explanation without an answer.",
    });
    expect(explainRefusal("premium", practiceWithAnswers, { ...answered(0), userAnswer: " " })?.status).toBe(400);
    expect(
      explainRefusal("premium", practiceWithAnswers, {
        ...answered(1),
        userOverrideCorrect: true,
        userOverrideMarks: 2,
      }),
    ).toBeNull();
  });
});
