// The forms of the question screen, validated on the server (product-rules#question-screen). The browser
// mirrors the limits with plain attributes from ./question-limits, which has no dependencies, so the
// validation library never reaches the question screen's bundle (product-rules#page-weight).
import { z } from "zod";
import {
  ANSWER_MAX_LENGTH,
  ANSWER_REQUIRED,
  ANSWER_TOO_LONG,
  DISPUTE_MAX_LENGTH,
  DISPUTE_MESSAGE_REQUIRED,
} from "./question-limits";

export { DISPUTE_MAX_LENGTH, disputeFailure } from "./question-limits";

const id = z.uuid({ error: "This question is not part of the test." });

export const answerSchema = z.object({
  intent: z.literal("answer"),
  questionId: id,
  answer: z.string({ error: ANSWER_REQUIRED }).trim().min(1, ANSWER_REQUIRED).max(ANSWER_MAX_LENGTH, ANSWER_TOO_LONG),
  shownAt: z.coerce.number().optional(),
  hiddenMs: z.coerce.number().optional(),
  /** When the answer was made, on the server's clock (shownAt plus the time on the page): sent by a queued answer. */
  madeAt: z.coerce.number().optional(),
  /** The page's proof of when it was served (app/server/answer-proof.server.ts): sent by a queued mock answer. */
  proof: z.string().max(100).optional(),
  advance: z.enum(["server", "client"]).default("server"),
});

export const moveSchema = z.object({
  intent: z.literal("move"),
  questionId: id,
  to: z.coerce.number().int().min(1),
  /** What is in the answer box when Next or Previous is pressed without Submit (sent with JavaScript). */
  answer: z.string().trim().max(ANSWER_MAX_LENGTH, ANSWER_TOO_LONG).optional(),
  shownAt: z.coerce.number().optional(),
  hiddenMs: z.coerce.number().optional(),
});

export const flagSchema = z.object({
  intent: z.literal("flag"),
  questionId: id,
  flagged: z.enum(["true", "false"]).transform((v) => v === "true"),
});
export const likeSchema = z.object({
  intent: z.literal("like"),
  questionId: id,
  liked: z.enum(["true", "false"]).transform((v) => v === "true"),
});
export const overrideSchema = z.object({
  intent: z.literal("override"),
  questionId: id,
  marks: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)], { error: "Choose 1 or 2 marks." })),
});

export const noteSchema = z.object({
  intent: z.literal("note"),
  questionId: id,
  title: z
    .string({ error: "Please fill in both title and content" })
    .trim()
    .min(1, "Please fill in both title and content")
    .max(200, "Please keep the title under 200 characters."),
  content: z
    .string({ error: "Please fill in both title and content" })
    .trim()
    .min(1, "Please fill in both title and content")
    .max(20_000, "The note is too long."),
});

/** Editing a note on the notes screen: the same title and content rules (product-rules#notes). */
export const noteEditSchema = noteSchema
  .pick({ title: true, content: true })
  .extend({ intent: z.literal("edit"), noteId: z.string() });

export const disputeSchema = z.object({
  intent: z.literal("dispute"),
  questionId: id,
  message: z
    .string({ error: DISPUTE_MESSAGE_REQUIRED })
    .trim()
    .min(1, DISPUTE_MESSAGE_REQUIRED)
    .max(DISPUTE_MAX_LENGTH, `Please keep the message under ${DISPUTE_MAX_LENGTH} characters.`),
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
