import { useCallback, useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { FEEDBACK_ID } from "./answer-review";
import { KEY_LABEL_TOGGLE_ID } from "./key-label";
import { useQuestionKeys } from "./use-question-keys";

/**
 * product-rules#keyboard: a question lands with the focus where the next key press is useful: its
 * answer box while it can be answered, else the answer's feedback (n or Enter go on from there).
 * Returns the answer box's ref.
 */
export function useFocusAndKeys({
  questionId,
  revealed,
  confirmFinish,
  showSummary,
  finishTo,
  openViewer,
  openHelp,
}: {
  questionId: string;
  revealed: boolean;
  confirmFinish: boolean;
  showSummary: boolean;
  /** Where f goes: the summary before finishing. */
  finishTo: string;
  openViewer: () => void;
  openHelp: () => void;
}) {
  const navigate = useNavigate();
  const answerRef = useRef<HTMLInputElement>(null);
  const focusWhereUseful = useCallback(() => {
    if (revealed) document.getElementById(FEEDBACK_ID)?.focus();
    else answerRef.current?.focus();
  }, [revealed]);
  useEffect(() => {
    if (!confirmFinish && !showSummary) focusWhereUseful();
  }, [questionId, focusWhereUseful, confirmFinish, showSummary]);

  // The shortcuts click the same buttons a mouse would, so they follow the same rules.
  const click = (id: string) => document.getElementById(id)?.click();
  useQuestionKeys({
    next: () => click("next-question"),
    previous: () => click("previous-question"),
    skip: () => click("skip-question"),
    flag: () => click("flag-question"),
    viewer: openViewer,
    answer: () => answerRef.current?.focus(),
    note: () => document.getElementById("note-title")?.focus(),
    like: () => click("like-question"),
    dispute: () => click("dispute-question"),
    markCorrect: () => document.getElementById("mark-correct")?.focus(),
    explain: () => click("explain-question"),
    keyLabel: () => click(KEY_LABEL_TOGGLE_ID),
    finish: () => navigate(finishTo),
    help: openHelp,
    // Escape leaves a text field for the feedback, or the question's title, so the shortcuts work again.
    leaveField: () => (revealed ? focusWhereUseful() : document.getElementById("question-title")?.focus()),
  });
  return answerRef;
}
