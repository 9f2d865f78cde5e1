// The forms of the notes screen, one schema each, read by its action (product-rules#notes). Editing
// uses the question screen's title and content rules (./question-forms.ts).
import { z } from "zod";
import { noteEditSchema } from "./question-forms";

const flag = z.enum(["true", "false"]).transform((v) => v === "true");

export const noteStarSchema = z.object({ intent: z.literal("star"), noteId: z.string(), starred: flag });
export const noteLikeSchema = z.object({ intent: z.literal("like"), noteId: z.string(), liked: flag });

/** Which of the screen's forms was sent, and the note it acts on. */
export const notesIntentSchema = z.object({
  intent: z.enum(["edit", "star", "like"], { error: "Unknown action." }),
  noteId: z.string({ error: "Note not found" }),
});

export { noteEditSchema };
