// The Test Configuration form (product-rules#pools).
import { z } from "zod";
import { DEFAULT_COUNT } from "./pools";

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on" || value === "true");

export const POOLS = ["free", "high_yield", "all", "category", "mock"] as const;

/** When the chosen options leave nothing to draw: the dialog says it before Start, the server if it is sent anyway. */
export const NO_QUESTIONS_LEFT = "No questions are left with these settings. Try Include Attempted Questions.";

export const setupSchema = z
  .object({
    pool: z.enum(POOLS, { error: "Choose what to practise." }),
    categoryId: z.uuid({ error: "Choose a category." }).optional(),
    mockId: z.uuid({ error: "Choose a mock." }).optional(),
    mode: z.enum(["new", "continue"]).default("new"),
    questionCount: z.coerce.number({ error: "Choose how many questions." }).int().min(1).max(100).default(DEFAULT_COUNT),
    isTimed: checkbox,
    showAnswers: checkbox,
    includeWrong: checkbox,
    includeAttempted: checkbox,
  })
  .refine((form) => !(form.includeWrong && form.includeAttempted), {
    path: ["includeAttempted"],
    message: "Choose Include Previously Wrong Questions or Include Attempted Questions, not both.",
  })
  .refine((form) => form.pool !== "category" || form.categoryId, { path: ["categoryId"], message: "Choose a category." })
  .refine((form) => form.pool !== "mock" || form.mockId, { path: ["mockId"], message: "Choose a mock." });

export type SetupForm = z.infer<typeof setupSchema>;
