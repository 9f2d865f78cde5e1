// What React does in the browser that Preact, which runs the app there (decision 096), does not: restored
// here once, for every component, before the page hydrates (app/entry.client.tsx).
import { options, type VNode } from "preact";

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

/**
 * React runs a render's effects after the browser has painted, but always before it handles the next
 * key, click or input: an effect that resets the screen for a new question (the answer typed, the focus)
 * has run before the trainee's next keystroke reaches it. Preact runs them after the next frame only, so
 * a keystroke in between would land on the old state and be reset after it. The effects waiting run as
 * soon as such an event arrives, before any handler of the page sees it, and otherwise after the frame.
 */
export function runEffectsBeforeInput() {
  options.requestAnimationFrame = (flush) => {
    waiting = flush;
    requestAnimationFrame(() => setTimeout(() => waiting === flush && runWaiting()));
  };
  for (const type of INPUT_EVENTS) window.addEventListener(type, runWaiting, true);
}

let focusing = false;
const seen = new WeakSet<Element>();

/**
 * React focuses an element rendered with autoFocus when it first appears (a field opened for editing,
 * a form reached by a link); Preact only writes the attribute, which a browser honours on page load and
 * in a dialog opened as a modal, nowhere else. Elements the page arrived with are left to the browser.
 */
export function focusAutoFocusOnMount() {
  const previous = options.vnode;
  options.vnode = (vnode: VNode) => {
    const props = vnode.props as { autoFocus?: unknown; autofocus?: unknown };
    if (typeof vnode.type === "string" && (props.autoFocus || props.autofocus)) {
      const ref = vnode.ref;
      vnode.ref = (element: Element | null) => {
        if (element && !seen.has(element)) {
          seen.add(element);
          if (focusing) (element as HTMLElement).focus();
        }
        if (typeof ref === "function") ref(element);
        else if (ref) ref.current = element;
      };
    }
    previous?.(vnode);
  };
}

/** From now on an element with autoFocus is focused when it appears (the page's own are already there). */
export function focusFromNowOn() {
  focusing = true;
}
