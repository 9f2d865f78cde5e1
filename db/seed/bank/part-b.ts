import type { SeedQuestion } from "./types";

export const questionsB: SeedQuestion[] = [];
