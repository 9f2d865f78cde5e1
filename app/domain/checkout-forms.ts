// The checkout's forms: the offer chosen to buy, and the local test checkout's two buttons.
import { z } from "zod";

/** The profile's upgrade form: the offer to buy (an id from the catalogue, checked below). */
export const checkoutSchema = z.object({ offer: z.string().catch("") });

/** The test checkout's two buttons: pay, or anything else cancels. */
export const testPaymentSchema = z.object({
  session: z.string().catch(""),
  intent: z.enum(["pay", "cancel"]).catch("cancel"),
});
