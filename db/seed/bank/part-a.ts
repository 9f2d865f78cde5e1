import type { SeedQuestion } from "./types";

export const questionsA: SeedQuestion[] = [];
