import { describe, expect, it } from "vitest";
import { answerToDiscuss, explainRefusal } from "./explain";

const answered = (marks: number) => ({
  userAnswer: "left atrium",
  marksEarned: marks,
  userOverrideCorrect: false,
  userOverrideMarks: null,
});
const practiceWithAnswers = { submitted: false, mock: false, showAnswers: true };
const key = [
  { text: "left atrium", marks: 2 },
  { text: "atrium", marks: 1 },
];

describe("who may ask for an explanation", () => {
  it("is for paid plans only, with its own words", () => {
    expect(explainRefusal("free", practiceWithAnswers, answered(2), key)).toEqual({
      title: "Subscription Required",
      message: "This feature is only available for subscribers.",
      status: 403,
    });
    expect(explainRefusal("high_yield", practiceWithAnswers, answered(2), key)).toBeNull();
    expect(explainRefusal("premium", practiceWithAnswers, answered(2), key)).toBeNull();
  });

  it("waits until the answers are shown: never in a running mock or a practice that hides them", () => {
    expect(
      explainRefusal("premium", { submitted: false, mock: true, showAnswers: true }, answered(2), key)?.status,
    ).toBe(403);
    expect(
      explainRefusal("premium", { submitted: false, mock: false, showAnswers: false }, answered(2), key)?.status,
    ).toBe(403);
    expect(explainRefusal("premium", { submitted: true, mock: true, showAnswers: false }, answered(2), key)).toBeNull();
  });

  it("explains a wrong or part-right answer as well as a right one", () => {
    expect(explainRefusal("premium", practiceWithAnswers, answered(0), key)).toBeNull();
    expect(explainRefusal("premium", practiceWithAnswers, answered(1), key)).toBeNull();
  });

  it("needs an answer, and a key with a 2-mark answer to explain", () => {
    expect(explainRefusal("premium", practiceWithAnswers, { ...answered(0), userAnswer: " " }, key)).toEqual({
      title: "No answer available",
      message: "Unable to generate explanation without an answer.",
      status: 400,
    });
    expect(explainRefusal("premium", practiceWithAnswers, answered(1), [key[1]!])?.status).toBe(400);
  });
});

describe("the part about the trainee's own answer", () => {
  it("is there for an answer the marker gave less than 2 marks, even one the trainee marked correct", () => {
    expect(answerToDiscuss({ ...answered(0), userAnswer: " right atrium " })).toBe("right atrium");
    expect(answerToDiscuss({ ...answered(1), userOverrideCorrect: true, userOverrideMarks: 2 })).toBe("left atrium");
  });

  it("is left out for a full-mark answer and for no answer", () => {
    expect(answerToDiscuss(answered(2))).toBeNull();
    expect(answerToDiscuss({ ...answered(0), userAnswer: null })).toBeNull();
  });
});
