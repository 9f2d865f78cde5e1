// Every action reads its form here (decision 034): the body read once, parsed with the form's zod schema
// through conform's parseWithZod (the schema the browser validates with), and a refusal answered in one
// shape, FormRefusal (app/domain/form-refusal.ts), with its status.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import type { FormRefusal } from "~/domain/form-refusal";

/** A body cut off, larger than the server takes, or not a form at all. */
export const UNREADABLE_FORM = "The form could not be read: send it again.";

type ReplyOptions = { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] };
/** A parsed form, as conform gives it: enough to reply to it later with what was typed. */
type Replyable = { reply: (options?: ReplyOptions) => SubmissionResult<string[]> };

/**
 * A refusal of a parsed form: conform's reply (each field's errors and what was typed) with the first
 * message beside it. `formErrors` are told above the form (a limit reached, a wrong password).
 */
export function refusal(submission: Replyable, options: ReplyOptions = {}): FormRefusal {
  const result = submission.reply(options);
  const messages = Object.values(result.error ?? {}).flatMap((errors) => errors ?? []);
  return { ok: false, error: options.formErrors?.[0] ?? messages[0] ?? "That did not work.", result };
}

/** A refusal with no form to reply to (the body could not be read): one message above the form. */
export function plainRefusal(message: string): FormRefusal {
  return { ok: false, error: message, result: { status: "error", error: { "": [message] } } };
}

/** A refusal as an action's answer, with its status (400 unless told); a screen may tag it (`intent`). */
export function refuse<Refused extends FormRefusal>(refused: Refused, status = 400) {
  return data(refused, { status });
}

/** A parsed form refused for a reason the schema could not see (a taken name, a limit): told above the form. */
export function refuseWith(submission: Replyable, message: string, status = 400) {
  return refuse(refusal(submission, { formErrors: [message] }), status);
}

/** A form the action does not know (its `intent`): "Unknown action." above it (decision 034). */
export function unknownAction(parsed: { refused: FormRefusal; submission: Replyable | null }) {
  return parsed.submission ? refusal(parsed.submission, { formErrors: ["Unknown action."] }) : parsed.refused;
}

/**
 * The request's form, read once; a body that cannot be read is refused here with a 400 and
 * UNREADABLE_FORM (or the upload's own words), so no action writes its own try/catch.
 */
export async function readForm(request: Request, unreadable = UNREADABLE_FORM) {
  try {
    return { ok: true as const, formData: await request.formData() };
  } catch {
    return { ok: false as const, refused: plainRefusal(unreadable), submission: null };
  }
}

/**
 * A form parsed with its schema: `{ ok: true, value, submission, formData }`, or `{ ok: false, refused }`,
 * answered with `refuse(parsed.refused)` (a 400); its `submission` is there to reply otherwise (null when
 * the body could not be read). Give it the request (the body is read here) or a form
 * already read, when one body holds an `intent` and then the chosen form.
 */
export async function parseForm<Schema extends z.ZodType>(
  from: Request | FormData,
  schema: Schema,
  options: { unreadable?: string; hideFields?: string[] } = {},
) {
  const read =
    from instanceof Request ? await readForm(from, options.unreadable) : { ok: true as const, formData: from };
  if (!read.ok) return read;
  const { formData } = read;
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success")
    return { ok: false as const, refused: refusal(submission, { hideFields: options.hideFields }), submission };
  return { ok: true as const, value: submission.value, submission, formData };
}
