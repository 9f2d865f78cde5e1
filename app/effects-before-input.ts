// React runs a render's effects after the browser has painted, but always before it handles the next
// key, click or input: an effect that resets the screen for a new question (the answer typed, the
// focus) has run before the trainee's next keystroke reaches it. Preact runs them after the next frame
// only, so a keystroke in between would land on the old state and be reset after it. This restores
// React's order (decision 096): the effects waiting are run as soon as such an event arrives, before any
// handler of the page sees it, and otherwise after the frame as Preact does.
import { options } from "preact";

const INPUT_EVENTS = [
  "keydown",
  "keyup",
  "keypress",
  "beforeinput",
  "input",
  "change",
  "pointerdown",
  "mousedown",
  "click",
  "submit",
  "focusin",
];

let waiting: (() => void) | null = null;

const runWaiting = () => {
  const run = waiting;
  waiting = null;
  run?.();
};

export function runEffectsBeforeInput() {
  options.requestAnimationFrame = (flush) => {
    waiting = flush;
    requestAnimationFrame(() => setTimeout(() => waiting === flush && runWaiting()));
  };
  for (const type of INPUT_EVENTS) window.addEventListener(type, runWaiting, true);
}
