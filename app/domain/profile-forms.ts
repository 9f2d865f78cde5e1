// The forms of /profile, one schema each, read by the page's forms and by its action alike.
import { z } from "zod";
import { changePasswordSchema, profileFields } from "./account-forms";

export const profileSchema = z.object({ intent: z.literal("profile"), ...profileFields });
export const passwordSchema = changePasswordSchema;
export const sittingChoiceSchema = z.object({
  intent: z.literal("sitting"),
  sittingId: z.union([z.uuid(), z.literal("")]).default(""),
});
/** Study nudges by email: none, daily or weekly (product-rules#nudges). */
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
  intent: z.enum(["profile", "password", "sitting", "nudges", "reset", "delete-account"], { error: "Unknown action." }),
});
