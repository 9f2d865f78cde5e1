// The rules every account form shares (product-rules#accounts).
import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const RESEND_COOLDOWN_SECONDS = 30;
export const RESET_REDIRECT_SECONDS = 2;
export const VERIFICATION_CODE_LENGTH = 6;

export const emailField = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email({ error: "Please enter a valid email address" }))
  .transform((email) => email.toLowerCase());

/** At least 8 characters (docs/decisions/003-sessions.md). */
export const newPasswordField = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

export const NAME_MAX_LENGTH = 70;

// Letters of any script (with their accents), then spaces, hyphens, apostrophes and full stops.
const NAME_CHARACTERS = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;
// Two letters, a full stop and two more with no space: a web address ("evil.example"), not "J.R. Smith" or "Dr. Li".
const WEB_ADDRESS = /[\p{L}\p{M}-]{2}\.[\p{L}\p{M}]{2}/u;

/** A person's name, fit to greet them with (product-rules#names). */
export const nameField = z
  .string({ error: "Full Name is required" })
  .transform((name) => name.normalize("NFC").trim().replace(/\s+/g, " "))
  .pipe(
    // Conform reads the trimmed empty string as missing, hence the message here too.
    z
      .string({ error: "Full Name is required" })
      .min(1, { error: "Full Name is required", abort: true })
      .max(NAME_MAX_LENGTH, { error: `Please keep this under ${NAME_MAX_LENGTH} characters`, abort: true })
      .refine((name) => NAME_CHARACTERS.test(name), {
        error: "Use letters, spaces, hyphens, apostrophes and full stops only",
        abort: true,
      })
      .refine((name) => !WEB_ADDRESS.test(name), "A name cannot contain a web address"),
  );

export const profileFields = {
  name: nameField,
  specialty: optionalText(100),
  university: optionalText(150),
  hospital: optionalText(150),
};

/** Study nudges by email (product-rules#nudges): none unless the trainee asks. */
export const NUDGE_CHOICES = ["none", "daily", "weekly"] as const;
export const nudgesField = z.enum(NUDGE_CHOICES, { error: "Please choose how often, or no nudges" }).optional();

/** Which of /auth's forms was sent: sign in (also a form with no intent), sign up, or forgot password. */
export const authIntentSchema = z.object({
  intent: z.enum(["signin", "signup", "forgot"], { error: "Unknown action." }).default("signin"),
});

export const signInSchema = z.object({
  email: emailField,
  password: z.string({ error: "Password is required" }).min(1, "Password is required"),
  redirectTo: z.string().optional(),
});

export const signUpSchema = z
  .object({
    ...profileFields,
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.string({ error: "Please confirm your password" }),
    nudges: nudgesField,
    redirectTo: z.string().optional(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
  });

export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: "Please enter your email address first" })
    .trim()
    .min(1, "Please enter your email address first")
    .pipe(z.email({ error: "Please enter a valid email address" }))
    .transform((email) => email.toLowerCase()),
});

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: "Invalid or expired reset link. Please request a new password reset." }).min(1),
    password: newPasswordField,
    confirmPassword: z.string({ error: "Please confirm your password" }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
  });

export const changePasswordSchema = z
  .object({
    intent: z.literal("password").optional(),
    currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required"),
    newPassword: newPasswordField,
    confirmPassword: z.string({ error: "Please confirm your new password" }),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ["confirmPassword"],
    message: "New passwords do not match",
  });

const codeMessage = `Enter the ${VERIFICATION_CODE_LENGTH}-digit code from the email`;

export const verifyCodeSchema = z.object({
  email: emailField,
  code: z
    .string({ error: codeMessage })
    .trim()
    .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), codeMessage),
});

export const resendSchema = z.object({
  email: z
    .string({ error: "No email to resend. Please sign up again." })
    .trim()
    .min(1, "No email to resend. Please sign up again.")
    .pipe(z.email({ error: "No email to resend. Please sign up again." }))
    .transform((email) => email.toLowerCase()),
});

/** Which of /verify-email's forms was sent: the code (the default), or asking for the email again. */
export const verifyEmailIntentSchema = z.object({
  intent: z.enum(["code", "resend"], { error: "Unknown action." }).default("code"),
});
