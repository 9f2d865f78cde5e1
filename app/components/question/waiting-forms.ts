// Forms of the question screen made while the connection is down (product-rules#offline-mock,
// product-rules#offline-practice): answers, flags and notes, kept in localStorage under the attempt, each
// with its own idempotency key, and sent in order when the connection is back. The server stores each key
// once, so a form sent again (a reload mid-send, two sends at once) changes nothing more.
import { IDEMPOTENCY_FIELD } from "~/domain/idempotency-key";
import { LATE_ANSWER_REFUSALS } from "~/domain/late-answers";

export type WaitingIntent = "answer" | "flag" | "note";
/** `fields` is what the form says (intent included), without its key. */
export type WaitingForm = { n: number; questionId: string; key: string; fields: Record<string, string> };

const storeKey = (attemptId: string) => `arrowed.waiting-answers.${attemptId}`;

export function waitingForms(attemptId: string): WaitingForm[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(storeKey(attemptId)) ?? "[]");
    return Array.isArray(list) ? list.flatMap(asWaitingForm) : [];
  } catch {
    return [];
  }
}

/** A stored entry, including an answer kept by the earlier answers-only queue (no `fields`). */
function asWaitingForm(entry: unknown): WaitingForm[] {
  const w = entry as Partial<WaitingForm> & { answer?: string; madeAt?: number };
  if (!w || typeof w.key !== "string" || typeof w.questionId !== "string" || typeof w.n !== "number") return [];
  if (typeof w.fields === "object" && w.fields) return [w as WaitingForm];
  if (typeof w.answer !== "string") return [];
  const fields = {
    intent: "answer",
    questionId: w.questionId,
    answer: w.answer,
    madeAt: String(w.madeAt),
    advance: "client",
  };
  return [{ n: w.n, questionId: w.questionId, key: w.key, fields }];
}

function save(attemptId: string, list: WaitingForm[]) {
  if (list.length) localStorage.setItem(storeKey(attemptId), JSON.stringify(list));
  else localStorage.removeItem(storeKey(attemptId));
}

function newKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/**
 * Keeps a form to send later. One replaces a form of the same kind still waiting for the same question:
 * only the last answer, flag or note on it counts (and in practice a second answer would meet its key).
 */
export function keepForm(attemptId: string, form: Omit<WaitingForm, "key">) {
  const intent = form.fields.intent;
  const list = waitingForms(attemptId).filter((w) => w.questionId !== form.questionId || w.fields.intent !== intent);
  list.push({ ...form, key: newKey() });
  save(attemptId, list);
}

/** How many forms of each kind wait. */
export function waitingCounts(attemptId: string): Record<WaitingIntent, number> {
  const counts = { answer: 0, flag: 0, note: 0 };
  for (const w of waitingForms(attemptId)) {
    const intent = w.fields.intent as WaitingIntent;
    if (intent in counts) counts[intent] += 1;
  }
  return counts;
}

export type SendResult = { left: number; refused: string | null; cut: boolean };

let sending: Promise<SendResult> | null = null;

/** Sends the waiting forms in order; stops at the first that cannot reach the server (to try again later). */
export function sendWaiting(attemptId: string): Promise<SendResult> {
  sending ??= sendInOrder(attemptId).finally(() => {
    sending = null;
  });
  return sending;
}

/** Settles once a send under way has ended, whatever its outcome (at once when none is). */
export const sendUnderWay = () =>
  (sending ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );

async function sendInOrder(attemptId: string): Promise<SendResult> {
  let refused: string | null = null;
  for (;;) {
    const first = waitingForms(attemptId)[0];
    if (!first) return { left: 0, refused, cut: false };
    const body = new URLSearchParams(first.fields);
    body.set(IDEMPOTENCY_FIELD, first.key);
    let response: Response;
    try {
      // The screen's own action, as React Router's forms reach it (the route's data URL).
      response = await fetch(`/question.data?attempt=${encodeURIComponent(attemptId)}&q=${first.n}`, {
        method: "POST",
        body,
      });
    } catch {
      return { left: waitingForms(attemptId).length, refused, cut: true };
    }
    // The server or the link is having trouble: try again later rather than drop the form.
    // A redirect (signed out, say) is not a stored form either.
    if (response.status >= 500 || response.status === 429 || response.status === 202 || response.status === 204)
      return { left: waitingForms(attemptId).length, refused, cut: true };
    if (response.status >= 400) {
      const text = await response.text().catch(() => "");
      refused =
        LATE_ANSWER_REFUSALS.find((reason) => text.includes(reason)) ??
        `${first.fields.intent === "answer" ? "An answer" : `A ${first.fields.intent}`} given offline was not accepted.`;
    }
    save(
      attemptId,
      waitingForms(attemptId).filter((w) => w.key !== first.key),
    );
  }
}
