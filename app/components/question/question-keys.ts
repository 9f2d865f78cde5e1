// The question screen's key listener (product-rules#keyboard), started by use-question-keys.ts.
import type { RefObject } from "react";
import type { QuestionKeyActions } from "./use-question-keys";

/** ENTER_MEANS_NEXT of use-question-keys.ts, written out so that the two modules never import each other at run time. */
const ENTER_MEANS_NEXT = "data-enter-next";

/** Fields that take typing: while one has the focus, keys are the trainee's text, never shortcuts. */
const TEXT_FIELD =
  "input:not([type=checkbox], [type=radio], [type=button], [type=submit], [type=reset]), textarea, select, [contenteditable=true]";

/** Each key of the screen and what it does; shortcut-help.tsx lists every one (its test checks). */
export const QUESTION_KEYS: Record<string, keyof QuestionKeyActions> = {
  n: "next",
  ArrowRight: "next",
  p: "previous",
  ArrowLeft: "previous",
  s: "skip",
  f: "flag",
  v: "viewer",
  a: "answer",
  w: "note",
  l: "like",
  d: "dispute",
  c: "markCorrect",
  x: "explain",
  k: "keyLabel",
  e: "finish",
  "?": "help",
};

/** Listens for the screen's keys; returns the function that stops. */
export function listenForKeys(latest: RefObject<QuestionKeyActions>) {
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
    const action = event.key === "Enter" && target.hasAttribute(ENTER_MEANS_NEXT) ? "next" : QUESTION_KEYS[event.key];
    if (action && action !== "leaveField") {
      event.preventDefault();
      latest.current[action]();
    }
  };
  window.addEventListener("keydown", onKey);
  return () => window.removeEventListener("keydown", onKey);
}
