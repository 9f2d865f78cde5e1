import { useEffect, useRef } from "react";
import { listenForKeys } from "./question-keys";

/** What each key of the question screen does; the screen decides, the hook only listens. */
export type QuestionKeyActions = {
  next: () => void;
  previous: () => void;
  skip: () => void;
  flag: () => void;
  viewer: () => void;
  answer: () => void;
  /** Once the key shows: the note's title, like, the dispute form, Mark correct, Explain with AI. */
  note: () => void;
  like: () => void;
  dispute: () => void;
  markCorrect: () => void;
  explain: () => void;
  /** Once the key shows: hide or show its name at the arrow. */
  keyLabel: () => void;
  finish: () => void;
  help: () => void;
  /** Escape in a text field: the field is left; the screen says where the focus goes instead. */
  leaveField: () => void;
};

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
  // Listening from hydration on: a key pressed as soon as the screen is up is never lost to a chunk
  // still on its way.
  useEffect(() => listenForKeys(latest), []);
}
