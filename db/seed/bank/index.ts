import { CATEGORY_NAMES } from "./types";
import { questionsA } from "./part-a";
import { questionsB } from "./part-b";

export const categories = CATEGORY_NAMES.map((name, index) => ({ name, orderIndex: index + 1 }));

export const questions = [...questionsA, ...questionsB];

export const mocks = [
  { number: 1 as const, name: "Mock Paper 1" },
  { number: 2 as const, name: "Mock Paper 2" },
];
