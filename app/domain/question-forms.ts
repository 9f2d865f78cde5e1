// The forms of the question screen, shared by the browser and the server (spec part 1 §5).
import { z } from "zod";

const id = z.uuid({ error: "This question is not part of the test." });

export const answerSchema = z.object({
  intent: z.literal("answer"),
  questionId: id,
  answer: z
    .string({ error: "Type an answer first." })
    .trim()
    .min(1, "Type an answer first.")
    .max(300, "Please keep the answer under 300 characters."),
  shownAt: z.coerce.number().optional(),
  hiddenMs: z.coerce.number().optional(),
  advance: z.enum(["server", "client"]).default("server"),
});

export const moveSchema = z.object({
  intent: z.literal("move"),
  questionId: id,
  to: z.coerce.number().int().min(1),
  shownAt: z.coerce.number().optional(),
  hiddenMs: z.coerce.number().optional(),
});

export const flagSchema = z.object({ intent: z.literal("flag"), questionId: id, flagged: z.enum(["true", "false"]).transform((v) => v === "true") });
export const likeSchema = z.object({ intent: z.literal("like"), questionId: id, liked: z.enum(["true", "false"]).transform((v) => v === "true") });
export const overrideSchema = z.object({ intent: z.literal("override"), questionId: id, marks: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)], { error: "Choose 1 or 2 marks." })) });

export const noteSchema = z.object({
  intent: z.literal("note"),
  questionId: id,
  title: z.string({ error: "Please fill in both title and content" }).trim().min(1, "Please fill in both title and content").max(200, "Please keep the title under 200 characters."),
  content: z.string({ error: "Please fill in both title and content" }).trim().min(1, "Please fill in both title and content").max(20_000, "The note is too long."),
});

export const disputeSchema = z.object({
  intent: z.literal("dispute"),
  questionId: id,
  message: z.string({ error: "Please enter your dispute message" }).trim().min(1, "Please enter your dispute message").max(2000, "Please keep the message under 2000 characters."),
});

export const finishSchema = z.object({ intent: z.literal("finish") });
export const pauseSchema = z.object({ intent: z.literal("pause") });

export const questionActionSchema = z.discriminatedUnion("intent", [
  answerSchema,
  moveSchema,
  flagSchema,
  likeSchema,
  overrideSchema,
  noteSchema,
  disputeSchema,
  finishSchema,
  pauseSchema,
]);
