// The question screen goes on when the connection drops (product-rules#offline-mock,
// product-rules#offline-practice). The page carries a deck of questions (a mock's all, a practice's next
// few: title, modality, small image; never an answer or key): offline, Next, Previous, Skip, Submit and
// the overview move through them on the device, and answers, flags and notes wait on the device until
// the connection is back (./offline-queue.ts, loaded after the page, does the work; this hook holds what
// is on screen).
import { useEffect, useRef, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import type { Live } from "./offline-queue";

export type DeckCard = { n: number; id: string; title: string; modality: string; small: string } | null;
/** What the screen shows while offline: the question reached, the answers and flags kept, and what it says (empty when all is well). */
export type OfflineState = {
  at: number | null;
  kept: Record<string, string>;
  flags: Record<string, boolean>;
  notice: string;
};

type Screen = {
  n: number;
  deck: DeckCard[] | null;
  shownAt: number;
  proof: string | null;
  attempt: { id: string; isMock: boolean; showAnswers: boolean };
};

export function useOfflineMock({ attempt, deck, shownAt, proof }: Screen) {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [state, setState] = useState<OfflineState>({ at: null, kept: {}, flags: {}, notice: "" });
  const queue = useRef<typeof import("./offline-queue") | null>(null);
  const watching = useRef<Promise<unknown>>(Promise.resolve());
  const live = useRef<Live>({
    deck,
    shownAt,
    proof,
    receivedAt: 0,
    practice: false,
    stays: false,
    takeOver: () => false,
  });
  const lastForm = useRef<FormData | null>(null);
  live.current.deck = deck;
  live.current.practice = !attempt.isMock;
  live.current.stays = attempt.showAnswers;
  useEffect(() => {
    live.current.shownAt = shownAt;
    live.current.proof = proof;
    live.current.receivedAt = Date.now();
  }, [shownAt, proof]);
  // A practice page carries the next few questions: their images are fetched as each page arrives.
  useEffect(() => queue.current?.fetchDeckImages(deck), [deck]);

  const hasDeck = deck !== null;
  useEffect(() => {
    if (!hasDeck) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    // Each form sent is remembered from the start, in case it fails before the chunk has arrived.
    const remember = (event: SubmitEvent) => {
      const form = submittedForm(event);
      if (form) lastForm.current = form;
    };
    document.addEventListener("submit", remember, true);
    watching.current = import("./offline-queue").then((loaded) => {
      queue.current = loaded;
      if (!cancelled) stop = loaded.watchConnection(attempt.id, live.current, setState, navigate, revalidate);
    });
    return () => {
      cancelled = true;
      document.removeEventListener("submit", remember, true);
      stop?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hasDeck, attempt.id]);

  // `lost`: the last form could not reach the server; once the chunk is here the screen goes on offline with it.
  const lost = () =>
    void watching.current.then(() => {
      if (lastForm.current && live.current.takeOver(lastForm.current)) lastForm.current = null;
    });
  return { ...state, card: state.at && deck ? deck[state.at - 1] : null, lost };
}

/** The form a submit event sends, with its button; null for an answer left blank (nothing to keep). */
export function submittedForm(event: SubmitEvent) {
  const form = event.target instanceof HTMLFormElement ? new FormData(event.target, event.submitter) : null;
  const blank = form?.get("intent") === "answer" && !String(form.get("answer") ?? "").trim();
  return form && !blank ? form : null;
}

type Shown = {
  n: number;
  question: { id: string; title: string; modality: string; userAnswer: string; flagged: boolean; liked: boolean };
  review: unknown;
};

/**
 * The question on screen: the page's own, or offline the deck's card reached, with what was kept on the
 * device. A card shows no answer review and no note: those come from the server.
 */
export function onScreen<V extends Shown & { question: { note: unknown; image: { src: string } } }>(
  view: V,
  away: ReturnType<typeof useOfflineMock>,
) {
  const card = away.card && away.card.id !== view.question.id ? away.card : null;
  const base: V["question"] = card
    ? {
        ...view.question,
        id: card.id,
        title: card.title,
        modality: card.modality,
        image: { ...view.question.image, src: card.small },
        userAnswer: "",
        flagged: false,
        liked: false,
        note: null,
      }
    : view.question;
  const question = {
    ...base,
    userAnswer: away.kept[base.id] ?? base.userAnswer,
    flagged: away.flags[base.id] ?? base.flagged,
  };
  return { n: away.card ? away.card.n : view.n, card, question, review: card ? null : (view.review as V["review"]) };
}
