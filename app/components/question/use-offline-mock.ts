// A mock goes on when the connection drops (product-rules#offline-mock). The page carries the mock's
// questions (title, modality, small image; never an answer or key): offline, Next, Previous, Skip and
// Submit move through them on the device, and answers wait on the device until the connection is back
// (./offline-queue.ts, a chunk loaded only by a mock, does the work; this hook holds what is on screen).
import { useEffect, useRef, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";

export type DeckCard = { n: number; id: string; title: string; modality: string; small: string } | null;
/** `notice` is what the screen says about the connection (empty when all is well). */
/** What the screen shows while a mock is offline: the question reached, the answers kept, and what it says (empty when all is well). */
export type OfflineState = { at: number | null; kept: Record<string, string>; notice: string };

export function useOfflineMock(attemptId: string, deck: DeckCard[] | null, shownAt: number) {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [state, setState] = useState<OfflineState>({ at: null, kept: {}, notice: "" });
  const live = useRef({ deck, shownAt, receivedAt: 0, lost: () => {} });
  live.current.deck = deck;
  useEffect(() => {
    live.current.shownAt = shownAt;
    live.current.receivedAt = Date.now();
  }, [shownAt]);

  const isMock = deck !== null;
  useEffect(() => {
    if (!isMock) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("./offline-queue").then((queue) => {
      if (!cancelled) stop = queue.watchConnection(attemptId, live.current, setState, navigate, revalidate);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isMock, attemptId]);

  // `lost`: a form that could not reach the server; the screen goes on offline with it.
  return { ...state, card: state.at && deck ? deck[state.at - 1] : null, lost: () => live.current.lost() };
}
