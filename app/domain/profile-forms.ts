// The forms of /profile, one schema each, read by the page's forms and by its action alike.
import { z } from "zod";
import { changePasswordSchema, profileFields } from "./account-forms";

export const profileSchema = z.object({ intent: z.literal("profile"), ...profileFields });
export const passwordSchema = changePasswordSchema;
export const sittingChoiceSchema = z.object({
  intent: z.literal("sitting"),
  sittingId: z.union([z.uuid(), z.literal("")]).default(""),
});
/**
 * The anatomy exam's day typed by the trainee while no sitting ahead is announced (product-rules#study-plan):
 * a calendar day from `today` to two years on, or empty to clear it. `today` is the UK day, passed in.
 */
export function examDateSchema(today: string) {
  const latest = `${Number(today.slice(0, 4)) + 2}${today.slice(4)}`;
  return z.object({
    intent: z.literal("exam-date"),
    // Empty clears the day (the form's field left blank arrives as no value).
    examDate: z
      .string()
      .trim()
      .optional()
      .superRefine((day, ctx) => {
        if (!day) return;
        if (!z.iso.date().safeParse(day).success)
          ctx.addIssue({ code: "custom", message: "Enter the day of your anatomy exam, as 12/03/2027." });
        else if (day < today)
          ctx.addIssue({ code: "custom", message: "That day has passed: enter the day of your coming anatomy exam." });
        else if (day > latest) ctx.addIssue({ code: "custom", message: "Enter a day within the next two years." });
      }),
  });
}
/** Study nudges by email: none, daily or weekly (product-rules#nudges). */
/** The unsubscribe page's button: the token from the nudge's link (a mail client's one-click sends it in the address). */
export const unsubscribeSchema = z.object({ token: z.string().optional() });

export const nudgesChoiceSchema = z.object({
  intent: z.literal("nudges"),
  nudges: z.enum(["none", "daily", "weekly"], { error: "Choose how often, or no nudges." }),
});
export const resetSchema = z.object({
  intent: z.literal("reset"),
  confirm: z.literal("yes", { error: "Confirm that you want to reset your data." }),
});
export const deleteAccountSchema = z.object({
  intent: z.literal("delete-account"),
  password: z
    .string({ error: "Enter your password to delete your account." })
    .min(1, "Enter your password to delete your account."),
});

/** Which of the page's forms was sent. */
export const profileIntentSchema = z.object({
  intent: z.enum(["profile", "password", "sitting", "exam-date", "nudges", "reset", "delete-account"], {
    error: "Unknown action.",
  }),
});
