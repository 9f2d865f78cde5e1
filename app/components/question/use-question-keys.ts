import { useEffect, useRef } from "react";

/** What each key of the question screen does; the screen decides, the hook only listens. */
export type QuestionKeyActions = {
  next: () => void;
  previous: () => void;
  skip: () => void;
  flag: () => void;
  viewer: () => void;
  answer: () => void;
  finish: () => void;
  help: () => void;
};

/** The question screen's keyboard shortcuts; never while typing, in a dialog, or with a modifier key. */
export function useQuestionKeys(actions: QuestionKeyActions) {
  // The latest actions are read at key time, so the listener is added once per mount.
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    const keys: Record<string, keyof QuestionKeyActions> = {
      n: "next",
      ArrowRight: "next",
      p: "previous",
      ArrowLeft: "previous",
      s: "skip",
      f: "flag",
      v: "viewer",
      a: "answer",
      e: "finish",
      "?": "help",
    };
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (target.closest("input, textarea, select, [contenteditable=true], dialog[open]") || event.metaKey || event.ctrlKey || event.altKey) return;
      const action = keys[event.key];
      if (action) {
        event.preventDefault();
        latest.current[action]();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
