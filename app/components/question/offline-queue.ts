// The question screen with the connection down (product-rules#offline-mock, product-rules#offline-practice):
// answers, flags and notes are kept on the device (./waiting-forms.ts) and sent when the connection is
// back, while the trainee moves through the questions the page carries (its deck). A chunk of its own,
// loaded after the page arrives.
import type { Dispatch, SetStateAction } from "react";
import type { NavigateFunction } from "react-router";
import { questionUrl } from "~/domain/urls";
import { fetchInOrder } from "./fetch-ahead";
import { submittedForm, type DeckCard, type OfflineState } from "./use-offline-mock";
import { keepForm, sendUnderWay, sendWaiting, waitingCounts, waitingForms } from "./waiting-forms";

// The waits of product-rules#offline-mock.
const RETRY_MS = 15_000;
/**
 * After the link comes back, sends that fail are tried again this soon, a few times, before the usual
 * RETRY_MS: a connection often says it is back a moment before requests get through (Wi-Fi rejoining).
 */
const BACK_ONLINE_RETRIES_MS = [1_000, 2_000, 4_000];
const imagesFetched = new Set<string>();

/** The deck's small images not fetched yet, in order, so its questions still show with the connection down. */
export function fetchDeckImages(deck: DeckCard[] | null) {
  const wanted = (deck ?? []).flatMap((card) => (card && !imagesFetched.has(card.small) ? [card.small] : []));
  for (const src of wanted) imagesFetched.add(src);
  if (wanted.length)
    fetchInOrder(
      wanted.map((src) => ({ src })),
      "",
      null,
    );
}

/** What the screen knows: the deck, its clock, and whether an answer stays on screen to be marked (practice with answers). */
export type Live = {
  deck: DeckCard[] | null;
  shownAt: number;
  /** A mock page's proof of when it was served, sent with each answer kept (product-rules#late-answers). */
  proof: string | null;
  receivedAt: number;
  practice: boolean;
  stays: boolean;
  /** Takes over a form that could not reach the server; false when the page does not carry its question. */
  takeOver: (form: FormData) => boolean;
};
type Watch = {
  offline: boolean;
  refused: string | null;
  at: number | null;
  kept: OfflineState["kept"];
  flags: OfflineState["flags"];
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** "3 answers, 1 flag and 1 note": the kinds that wait ("0 answers" when none does). */
function waitingWords(attemptId: string) {
  const counts = waitingCounts(attemptId);
  const parts = (["answer", "flag", "note"] as const).flatMap((kind) =>
    counts[kind] ? [plural(counts[kind], kind)] : [],
  );
  if (!parts.length) parts.push(plural(0, "answer"));
  return {
    total: counts.answer + counts.flag + counts.note,
    answers: counts.answer,
    words: parts.join(", ").replace(/, ([^,]*)$/, " and $1"),
  };
}

/**
 * Watches the connection for the question screen: going offline, coming back (the online event, or a
 * retry now and then while forms wait), and takes over the screen's forms and overview links while
 * offline. Once every waiting form has gone, goes to the server's page of the question reached offline
 * (or reloads). Returns the cleanup.
 */
export function watchConnection(
  attemptId: string,
  live: Live,
  show: Dispatch<SetStateAction<OfflineState>>,
  navigate: NavigateFunction,
  revalidate: () => unknown,
) {
  let reached: number | null = null;
  const watch: Watch = { offline: false, refused: null, at: null, kept: {}, flags: {} };
  const setState = (change: (s: Watch) => Watch) => {
    Object.assign(watch, change(watch));
    reached = watch.at;
    const waiting = waitingWords(attemptId);
    const status = watch.offline
      ? `You are offline: ${waiting.words} waiting to be sent.`
      : waiting.total
        ? `Sending ${waiting.words} given offline.`
        : "";
    // product-rules#offline-practice: the marks come from the server, once the answer reaches it.
    const marksLater =
      live.practice && waiting.answers
        ? "Answers given offline are saved on this device and will be marked when you are back online."
        : "";
    show({
      at: watch.at,
      kept: watch.kept,
      flags: watch.flags,
      notice: [status, status && marksLater, watch.refused].filter(Boolean).join(" "),
    });
  };
  /** Sends what waits; true when the send was cut short (the server out of reach), to try again later. */
  const send = async () => {
    const result = await sendWaiting(attemptId);
    setState((s) => ({ ...s, refused: result.refused ?? s.refused }));
    if (result.cut) return true;
    // Back to the server's own page for the question reached offline, or the same page reloaded.
    const to = reached ? questionUrl(attemptId, reached) : null;
    setState((s) => ({ ...s, offline: false, at: null, kept: {}, flags: {} }));
    if (to) void navigate(to, { replace: true });
    else void revalidate();
    return false;
  };
  const goneOffline = () => setState((s) => ({ ...s, offline: true }));
  let soon: number | undefined;
  let stopped = false;
  const sendSoon = async (retry: number) => {
    const cut = await send();
    const wait = BACK_ONLINE_RETRIES_MS[retry];
    if (cut && wait !== undefined && navigator.onLine && !stopped)
      soon = window.setTimeout(() => void sendSoon(retry + 1), wait);
  };
  // A send begun before the link came back (a retry, say) fails with it: the link back sends afresh.
  const backOnline = () => {
    window.clearTimeout(soon);
    void sendUnderWay().then(() => sendSoon(0));
  };
  window.addEventListener("offline", goneOffline);
  window.addEventListener("online", backOnline);
  const timer = window.setInterval(
    () => navigator.onLine && waitingForms(attemptId).length > 0 && void send(),
    RETRY_MS,
  );
  setState((s) => ({ ...s, offline: !navigator.onLine }));
  if (waitingForms(attemptId).length > 0 && navigator.onLine) void send();
  fetchDeckImages(live.deck);

  const cardOf = (questionId: FormDataEntryValue | null) => live.deck?.find((c) => c?.id === questionId) ?? null;
  /** Question `to` when the page carries it, else the one on screen. */
  const goTo = (to: number, from: number) => (live.deck?.[to - 1] ? to : from);

  // A form kept for later; an answer (or the answer Next carries) moves the screen on the device.
  const takeOver = (form: FormData) => {
    const intent = form.get("intent");
    const card = cardOf(form.get("questionId"));
    if (!card) return false;
    const field = (name: string) => String(form.get(name) ?? "").trim();
    const keep = (fields: Record<string, string>) =>
      keepForm(attemptId, { n: card.n, questionId: card.id, fields: { ...fields, questionId: card.id } });
    if (intent === "flag" || intent === "note") {
      // js=1: the queue wants the server's data, not a page (app/domain/js-field.ts).
      if (intent === "flag") keep({ intent, flagged: field("flagged"), js: "1" });
      else
        keep({ intent, title: String(form.get("title") ?? ""), content: String(form.get("content") ?? ""), js: "1" });
      const flagged = intent === "flag" ? { [card.id]: field("flagged") === "true" } : {};
      setState((s) => ({ ...s, offline: true, flags: { ...s.flags, ...flagged } }));
      return true;
    }
    if (intent !== "answer" && intent !== "move") return false;
    const answer = field("answer");
    const madeAt = String(live.shownAt + (Date.now() - live.receivedAt));
    const proof: Record<string, string> = live.proof ? { proof: live.proof } : {};
    if (answer) keep({ intent: "answer", answer, madeAt, ...proof, advance: "client" });
    const to = intent === "move" ? Number(form.get("to")) : live.stays ? card.n : card.n + 1;
    const at = goTo(Number.isFinite(to) ? to : card.n, card.n);
    setState((s) => ({ ...s, offline: true, at, kept: answer ? { ...s.kept, [card.id]: answer } : s.kept }));
    return true;
  };

  // Offline, the screen's forms are taken over before React Router sends them (it leaves a form alone
  // whose submit event was cancelled). Online, one that fails comes back through live.takeOver.
  const isOffline = () => !navigator.onLine || reached !== null;
  const onSubmit = (event: SubmitEvent) => {
    const form = submittedForm(event);
    if (form && isOffline() && takeOver(form)) event.preventDefault();
  };
  // The overview's links to questions the page carries work offline too.
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!link || !isOffline() || event.defaultPrevented) return;
    const url = new URL((link as HTMLAnchorElement).href);
    const q = Number(url.searchParams.get("q"));
    const plain =
      url.pathname === "/question" &&
      url.searchParams.get("attempt") === attemptId &&
      [...url.searchParams.keys()].join() === "attempt,q";
    if (!plain || !live.deck?.[q - 1]) return;
    event.preventDefault();
    setState((s) => ({ ...s, offline: true, at: q }));
  };
  document.addEventListener("submit", onSubmit, true);
  document.addEventListener("click", onClick, true);
  live.takeOver = takeOver;

  return () => {
    stopped = true;
    live.takeOver = () => false;
    document.removeEventListener("submit", onSubmit, true);
    document.removeEventListener("click", onClick, true);
    window.removeEventListener("offline", goneOffline);
    window.removeEventListener("online", backOnline);
    window.clearInterval(timer);
    window.clearTimeout(soon);
  };
}
