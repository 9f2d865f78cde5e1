// Answers given in a mock while the connection is down (product-rules#offline-mock): kept on the device,
// in localStorage under the attempt, each with its own idempotency key and the moment it was made on the
// server's clock, and sent in order when the connection is back. The server stores each key once, so an
// answer sent again (a reload mid-send, two sends at once) changes nothing more. Loaded only by a mock.
import type { Dispatch, SetStateAction } from "react";
import type { NavigateFunction } from "react-router";
import { IDEMPOTENCY_FIELD } from "~/domain/idempotency-key";
import { LATE_ANSWER_REFUSED } from "~/domain/late-answers";
import { questionUrl } from "~/domain/urls";
import { fetchInOrder } from "./fetch-ahead";
import type { DeckCard, OfflineState } from "./use-offline-mock";

export type WaitingAnswer = { n: number; questionId: string; answer: string; madeAt: number; key: string };

const storeKey = (attemptId: string) => `arrowed.waiting-answers.${attemptId}`;

export function waitingAnswers(attemptId: string): WaitingAnswer[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(storeKey(attemptId)) ?? "[]");
    return Array.isArray(list) ? (list as WaitingAnswer[]) : [];
  } catch {
    return [];
  }
}

function save(attemptId: string, list: WaitingAnswer[]) {
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

/** Keeps an answer to send later; the count waiting. */
export function keepAnswer(attemptId: string, answer: Omit<WaitingAnswer, "key">) {
  const list = waitingAnswers(attemptId);
  list.push({ ...answer, key: newKey() });
  save(attemptId, list);
  return list.length;
}

export type SendResult = { left: number; refused: string | null; cut: boolean };

let sending: Promise<SendResult> | null = null;

/** Sends the waiting answers in order; stops at the first that cannot reach the server (to try again later). */
export function sendWaiting(attemptId: string): Promise<SendResult> {
  sending ??= sendInOrder(attemptId).finally(() => {
    sending = null;
  });
  return sending;
}

async function sendInOrder(attemptId: string): Promise<SendResult> {
  let refused: string | null = null;
  for (;;) {
    const first = waitingAnswers(attemptId)[0];
    if (!first) return { left: 0, refused, cut: false };
    const body = new URLSearchParams({
      intent: "answer",
      questionId: first.questionId,
      answer: first.answer,
      madeAt: String(first.madeAt),
      advance: "client",
    });
    body.set(IDEMPOTENCY_FIELD, first.key);
    let response: Response;
    try {
      // The screen's own action, as React Router's forms reach it (the route's data URL).
      response = await fetch(`/question.data?attempt=${encodeURIComponent(attemptId)}&q=${first.n}`, {
        method: "POST",
        body,
      });
    } catch {
      return { left: waitingAnswers(attemptId).length, refused, cut: true };
    }
    // The server or the link is having trouble: try again later rather than drop the answer.
    // A redirect (signed out, say) is not a stored answer either.
    if (response.status >= 500 || response.status === 429 || response.status === 202 || response.status === 204)
      return { left: waitingAnswers(attemptId).length, refused, cut: true };
    if (response.status >= 400) {
      const text = await response.text().catch(() => "");
      refused = text.includes(LATE_ANSWER_REFUSED) ? LATE_ANSWER_REFUSED : "An answer given offline was not accepted.";
    }
    save(
      attemptId,
      waitingAnswers(attemptId).filter((w) => w.key !== first.key),
    );
  }
}

const RETRY_MS = 15_000;
const imagesFetched = new Set<string>();

type Live = { deck: DeckCard[] | null; shownAt: number; receivedAt: number; lost: () => void };
type Watch = {
  offline: boolean;
  waiting: number;
  refused: string | null;
  at: number | null;
  kept: Record<string, string>;
};

const answers = (count: number) => `${count} ${count === 1 ? "answer" : "answers"}`;

/**
 * Watches the connection for a mock's screen: going offline, coming back (the online event, or a retry
 * now and then while answers wait), and takes over the screen's forms while offline. Once every waiting
 * answer has gone, goes to the server's page of the question reached offline (or reloads). Returns the cleanup.
 */
export function watchConnection(
  attemptId: string,
  live: Live,
  show: Dispatch<SetStateAction<OfflineState>>,
  navigate: NavigateFunction,
  revalidate: () => unknown,
) {
  let lastForm: FormData | null = null;
  let reached: number | null = null;
  const watch: Watch = { offline: false, waiting: 0, refused: null, at: null, kept: {} };
  const setState = (change: (s: Watch) => Watch) => {
    Object.assign(watch, change(watch));
    reached = watch.at;
    const status = watch.offline
      ? `You are offline: ${answers(watch.waiting)} waiting to be sent.`
      : watch.waiting
        ? `Sending ${answers(watch.waiting)} given offline.`
        : "";
    show({ at: watch.at, kept: watch.kept, notice: [status, watch.refused].filter(Boolean).join(" ") });
  };
  const send = async () => {
    const result = await sendWaiting(attemptId);
    setState((s) => ({ ...s, waiting: result.left, refused: result.refused ?? s.refused }));
    if (result.cut) return;
    // Back to the server's own page for the question reached offline, or the same page reloaded.
    const to = reached ? questionUrl(attemptId, reached) : null;
    setState((s) => ({ ...s, offline: false, at: null, kept: {} }));
    if (to) void navigate(to, { replace: true });
    else void revalidate();
  };
  const goneOffline = () => setState((s) => ({ ...s, offline: true }));
  const backOnline = () => void send();
  window.addEventListener("offline", goneOffline);
  window.addEventListener("online", backOnline);
  const timer = window.setInterval(
    () => navigator.onLine && waitingAnswers(attemptId).length > 0 && void send(),
    RETRY_MS,
  );
  const waiting = waitingAnswers(attemptId).length;
  setState((s) => ({ ...s, waiting, offline: !navigator.onLine }));
  if (waiting > 0 && navigator.onLine) void send();
  if (!imagesFetched.has(attemptId) && live.deck) {
    imagesFetched.add(attemptId);
    // The mock's small images, so its questions still show with the connection down.
    fetchInOrder(
      live.deck.flatMap((card) => (card ? [{ src: card.small }] : [])),
      "",
      null,
    );
  }

  // An answer (or the answer Next carries) is kept; the screen moves on the device.
  const takeOver = (form: FormData) => {
    const deck = live.deck;
    const intent = form.get("intent");
    const card = deck?.find((c) => c?.id === form.get("questionId"));
    if (!deck || !card || (intent !== "answer" && intent !== "move")) return false;
    const answer = String(form.get("answer") ?? "").trim();
    const count = answer
      ? keepAnswer(attemptId, {
          n: card.n,
          questionId: card.id,
          answer,
          madeAt: live.shownAt + (Date.now() - live.receivedAt),
        })
      : null;
    const to = intent === "move" ? Number(form.get("to")) : card.n + 1;
    const at = Math.min(Math.max(Number.isFinite(to) ? to : card.n, 1), deck.length);
    setState((s) => ({
      ...s,
      offline: true,
      at,
      waiting: count ?? s.waiting,
      kept: answer ? { ...s.kept, [card.id]: answer } : s.kept,
    }));
    return true;
  };

  // Offline, the screen's answer and move forms are taken over before React Router sends them (it leaves
  // a form alone whose submit event was cancelled); online, the last one is remembered in case it fails.
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target instanceof HTMLFormElement ? new FormData(event.target, event.submitter) : null;
    const blank = form?.get("intent") === "answer" && !String(form.get("answer") ?? "").trim();
    if (!form || blank) return;
    if (!navigator.onLine || reached !== null) {
      if (takeOver(form)) event.preventDefault();
    } else lastForm = form;
  };
  document.addEventListener("submit", onSubmit, true);
  live.lost = () => {
    if (lastForm && takeOver(lastForm)) lastForm = null;
  };

  return () => {
    live.lost = () => {};
    document.removeEventListener("submit", onSubmit, true);
    window.removeEventListener("offline", goneOffline);
    window.removeEventListener("online", backOnline);
    window.clearInterval(timer);
  };
}
