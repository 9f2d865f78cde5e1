// Messages to the team: contact, support and feature requests (product-rules#messages).
import { z } from "zod";

export const CONTACT_MODES = ["contact", "support"] as const;
export type ContactMode = (typeof CONTACT_MODES)[number];

export const contactTitles: Record<ContactMode, string> = { contact: "Contact Us", support: "Contact Support" };
/** An empty subject becomes this. */
export const defaultSubject: Record<ContactMode, string> = { contact: "Message", support: "Support request" };

/** A field people leave empty and bots fill in: accepted, then the submission is quietly dropped. */
const honeypot = z.string().optional();

export const contactSchema = z.object({
  mode: z.enum(CONTACT_MODES).default("support"),
  subject: z.string().trim().max(200, "Please keep the subject under 200 characters.").optional(),
  message: z
    .string({ error: "Please enter your message before submitting." })
    .trim()
    .min(1, "Please enter your message before submitting.")
    .max(5000, "Please keep the message under 5000 characters."),
  /** Only asked of visitors who are not signed in: where to reply. */
  name: z.string().trim().max(100).optional(),
  email: z.string().trim().max(254).optional(),
  from: z.string().optional(),
  website: honeypot,
});

export const visitorContactSchema = contactSchema.extend({
  email: z
    .string({ error: "Please enter your email so we can reply." })
    .trim()
    .min(1, "Please enter your email so we can reply.")
    .pipe(z.email({ error: "Please enter a valid email address" })),
});

export const featureRequestSchema = z.object({
  title: z.string().trim().max(200, "Please keep the title under 200 characters.").optional(),
  description: z
    .string({ error: "Please describe your feature request before submitting." })
    .trim()
    .min(1, "Please describe your feature request before submitting.")
    .max(5000, "Please keep the description under 5000 characters."),
  website: honeypot,
});

/** The special offer for learners in emerging economies (product-rules#special-offer). */
export const SPECIAL_OFFER = {
  subject: "Application for a discounted account",
  message:
    "I would like to apply for a discounted account for learners in emerging economies. I will attach proof of identity and proof of enrolment or employment in my reply.",
};
