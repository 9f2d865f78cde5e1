// The authoring console's smaller forms: mock papers, exam sittings' page intents, the bank page's
// intents and background jobs.
import { z } from "zod";

const questionId = z.uuid("Unknown question");
/** The mock composer's forms, one per intent. */
export const mockActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("create"),
    name: z.string({ error: "Name the mock" }).trim().min(1, "Name the mock").max(100, "At most 100 characters"),
  }),
  z.object({
    intent: z.literal("add"),
    code: z.string({ error: "Enter a question code" }).trim().toUpperCase().min(1, "Enter a question code"),
  }),
  z.object({ intent: z.literal("remove"), questionId }),
  z.object({ intent: z.enum(["up", "down"]), questionId }),
  z.object({
    intent: z.literal("position"),
    questionId,
    position: z.number({ error: "Enter a position" }).int("Enter a whole number").min(1, "Positions start at 1"),
  }),
  z.object({ intent: z.enum(["publish", "unpublish", "balance"]) }),
]);

/** Which of the page's forms was sent: the add form (no intent), the edit form, or Delete's confirmation. */
export const sittingIntentSchema = z.object({ intent: z.enum(["add", "update", "delete"]).default("add") });
/** The sitting an edit or a deletion is about. */
export const sittingIdSchema = z.object({ id: z.uuid() });

/** Run a failed job again, or discard it (/admin/jobs). */
export const jobDecisionSchema = z.object({
  intent: z.enum(["retry", "discard"], { error: "Choose retry or discard" }),
  jobId: z.uuid({ error: "Unknown job" }),
});

/** The bank page's forms: check a package, apply the checked one, or draft from a segmentation. */
export const bankIntentSchema = z.object({ intent: z.enum(["check", "apply", "draft"]) });

/** The question editor's buttons: save (also a form with none), delete, preview, try an answer, or confirm a key change. */
export const editorIntentSchema = z.object({
  intent: z
    .union([z.enum(["save", "delete", "preview", "try"]), z.string().regex(/^confirm:/)], { error: "Unknown action." })
    .default("save"),
});
