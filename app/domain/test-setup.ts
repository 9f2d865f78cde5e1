// The Test Configuration form (product-rules#pools).
import { z } from "zod";
import { DEFAULT_COUNT } from "./pools";

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on" || value === "true");

export const POOLS = ["free", "high_yield", "all", "category", "mock", "due", "weak"] as const;

/** Review pools keep the scheduler's order (most overdue or weakest first) instead of drawing at random. */
export const REVIEW_POOLS: readonly string[] = ["due", "weak"];

/** When the chosen options leave nothing to draw: the dialog says it before Start, the server if it is sent anyway. */
export const NO_QUESTIONS_LEFT = "No questions are left with these settings. Try Include Attempted Questions.";
export const NOTHING_DUE = "Nothing is due for review now. The dashboard says when the next review falls due.";
export const NO_WEAK_STRUCTURES = "No weak structures yet: the ones you miss or find hard will appear here.";

export const emptyPoolMessage = (pool: string) =>
  pool === "due" ? NOTHING_DUE : pool === "weak" ? NO_WEAK_STRUCTURES : NO_QUESTIONS_LEFT;

export const setupSchema = z
  .object({
    pool: z.enum(POOLS, { error: "Choose what to practise." }),
    categoryId: z.uuid({ error: "Choose a category." }).optional(),
    mockId: z.uuid({ error: "Choose a mock." }).optional(),
    mode: z.enum(["new", "continue"]).default("new"),
    questionCount: z.coerce
      .number({ error: "Choose how many questions." })
      .int()
      .min(1)
      .max(100)
      .default(DEFAULT_COUNT),
    isTimed: checkbox,
    showAnswers: checkbox,
    includeWrong: checkbox,
    includeAttempted: checkbox,
    /** Due for review: add the questions the trainee flagged or wrote a note on. */
    includeFlagged: checkbox,
  })
  .refine((form) => !(form.includeWrong && form.includeAttempted), {
    path: ["includeAttempted"],
    message: "Choose Include Previously Wrong Questions or Include Attempted Questions, not both.",
  })
  .refine((form) => form.pool !== "category" || form.categoryId, {
    path: ["categoryId"],
    message: "Choose a category.",
  })
  .refine((form) => form.pool !== "mock" || form.mockId, { path: ["mockId"], message: "Choose a mock." });

export type SetupForm = z.infer<typeof setupSchema>;
