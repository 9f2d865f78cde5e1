// The one shape in which every action refuses a form (decision 034), read the same way by every screen.
// `result` is conform's SubmissionResult: each field's errors and what was typed, so a form rendered
// again (JavaScript off) or given the reply by useForm keeps the trainee's words. `error` is the first
// message, for a screen that shows one line (a fetcher's toast, the question screen's note and dispute).
// Only a type and two readers: nothing here reaches a bundle beyond these few lines.
import type { SubmissionResult } from "@conform-to/react";

export type FormRefusal = { ok: false; error: string; result: SubmissionResult<string[]> };

/** The reply inside an action's answer, if it is a refusal's (a fetcher may hold a success or a lost connection). */
const resultOf = (answer: object | null | undefined) =>
  answer && "result" in answer ? (answer as Partial<Pick<FormRefusal, "result">>).result : undefined;

/** The first message for one field of a refused form, if it has one. */
export function fieldError(answer: object | null | undefined, name: string) {
  return resultOf(answer)?.error?.[name]?.[0] ?? undefined;
}

/** What was typed in one field of a refused form ("" when nothing was). */
export function typedValue(answer: object | null | undefined, name: string) {
  const value = (resultOf(answer)?.initialValue as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === "string" ? value : "";
}
