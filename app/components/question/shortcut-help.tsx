import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";

/** What the ? list shows: every key of question-keys.ts and of the viewer, one meaning each. */
export const SHORTCUTS: Array<[string, string]> = [
  ["n or →", "Next question (also Enter, once the answer's feedback shows)"],
  ["p or ←", "Previous question"],
  ["s", "Skip"],
  ["f", "Flag or unflag"],
  ["a", "Go to the answer box"],
  ["Enter", "Submit the answer (in the answer box)"],
  ["Esc", "Leave the answer box, so the keys here work; close the viewer or a dialog"],
  ["w", "Write a note (once the answer shows)"],
  ["l", "Like or unlike the question"],
  ["d", "Dispute the key (once the answer shows)"],
  ["c", "Mark correct: to its buttons (once a mark below 2 shows)"],
  ["x", "Explain with AI (once the answer shows)"],
  ["k", "Hide or show the answer's name at the arrow (once the answer shows)"],
  ["e", "Finish the test"],
  ["↑ ↓ or PgUp PgDn", "A stack of slices: the slice before or after (the wheel and a drag on the image too)"],
  ["v", "Open the image viewer"],
  ["+ − [ ] { }", "In the viewer: zoom, brightness, contrast"],
  ["r, Shift+r, 0", "In the viewer: rotate either way, reset"],
  ["↑ ↓ ← →", "In the viewer: move the zoomed image"],
  ["i", "In the viewer: invert (practice only)"],
  ["m", "In the viewer: full screen"],
  ["PgUp PgDn", "In the viewer: the slice before or after, in a stack"],
  ["?", "This list"],
];

/** The list of the question screen's keys (use-question-keys.ts), opened with ? or the header's button. */
export function ShortcutHelp({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby="shortcut-title"
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-border bg-surface p-6 text-text backdrop:bg-black/60"
    >
      <h2 id="shortcut-title" className="text-lg font-bold">
        Keyboard shortcuts
      </h2>
      <p className="mt-1 text-sm text-muted">
        They never fire while you type in the answer box. Each question opens with the focus in its answer box; after
        you submit, the focus moves to the feedback when answers are shown, or to the next question&apos;s answer box
        when they are not.
      </p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {SHORTCUTS.map(([keys, what]) => (
          <div key={keys} className="contents">
            <dt>
              <kbd className="rounded border border-border bg-surface-2 px-1.5 py-0.5 font-mono text-xs">{keys}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <form method="dialog" className="mt-5 flex justify-end">
        <Button type="submit" autoFocus>
          Close
        </Button>
      </form>
    </dialog>
  );
}
