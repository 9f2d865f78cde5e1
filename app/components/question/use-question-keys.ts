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
  /** Escape in a text field: the field is left; the screen says where the focus goes instead. */
  leaveField: () => void;
};

/** Fields that take typing: while one has the focus, keys are the trainee's text, never shortcuts. */
const TEXT_FIELD = "input:not([type=checkbox], [type=radio], [type=button], [type=submit], [type=reset]), textarea, select, [contenteditable=true]";

/** Marks an element on which Enter means Next (the answer's feedback, once it has the focus). */
export const ENTER_MEANS_NEXT = "data-enter-next";

/**
 * The question screen's keyboard (product-rules#keyboard). Shortcuts never fire while typing in a text
 * field, in a dialog, or with a modifier key; Escape leaves a text field; Enter on the answer's feedback
 * goes on, as n does.
 */
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
      if (event.defaultPrevented || event.isComposing || event.metaKey || event.ctrlKey || event.altKey) return;
      const target = event.target instanceof HTMLElement ? event.target : document.body;
      if (target.closest("dialog[open], [role=dialog]")) return;
      if (target.matches(TEXT_FIELD)) {
        if (event.key === "Escape") {
          event.preventDefault();
          target.blur();
          latest.current.leaveField();
        }
        return;
      }
      const action = event.key === "Enter" && target.hasAttribute(ENTER_MEANS_NEXT) ? "next" : keys[event.key];
      if (action && action !== "leaveField") {
        event.preventDefault();
        latest.current[action]();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
