// The forms of the question screen, shared by the browser and the server (product-rules#question-screen).
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
  /** What is in the answer box when Next or Previous is pressed without Submit (sent with JavaScript). */
  answer: z.string().trim().max(300, "Please keep the answer under 300 characters.").optional(),
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

/** Editing a note on the notes screen: the same title and content rules (product-rules#notes). */
export const noteEditSchema = noteSchema.pick({ title: true, content: true }).extend({ intent: z.literal("edit"), noteId: z.string() });

export const DISPUTE_MAX_LENGTH = 2000;
const DISPUTE_MESSAGE_REQUIRED = "Please enter your dispute message";

export const disputeSchema = z.object({
  intent: z.literal("dispute"),
  questionId: id,
  message: z
    .string({ error: DISPUTE_MESSAGE_REQUIRED })
    .trim()
    .min(1, DISPUTE_MESSAGE_REQUIRED)
    .max(DISPUTE_MAX_LENGTH, `Please keep the message under ${DISPUTE_MAX_LENGTH} characters.`),
});

/**
 * What the dispute dialog says when a dispute did not go through (product-rules#disputes): 'Message
 * required' only when the server found no message; anything else, a lost connection included, failed.
 */
export function disputeFailure(result: { error?: string }) {
  return result.error === DISPUTE_MESSAGE_REQUIRED
    ? { title: "Message required", description: DISPUTE_MESSAGE_REQUIRED }
    : { title: "Failed to send dispute", description: "Please try again later" };
}

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
