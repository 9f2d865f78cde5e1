// The stack's controls that need JavaScript (docs/decisions/060-stack-viewer.md), in a chunk of their
// own that only a stack question loads: the slider, the mouse wheel and touch drag on the image, ↑/↓
// and PageUp/PageDown, and the other slices fetched outward from the arrowed one once it is on screen.
import { useEffect, useLayoutEffect, useRef } from "react";
import { fetchInOrder } from "./fetch-ahead";
import { lightSlices, type StackView } from "./stack-bar";

/** The figure the image sits in: wheel and touch drag on it move through the slices. */
export const STACK_FIGURE_ID = "question-figure";
/** What a phone may spend on a stack by default (product-rules#page-weight). */
const PHONE_BYTES = 1024 * 1024;
/** Touchpad travel and touch drag (pixels) per slice. */
const WHEEL_STEP = 50;
const DRAG_STEP = 16;

/** Slices in the order they are fetched: nearest the arrowed one first, alternating either side. */
export function outward(count: number, from: number): number[] {
  const order: number[] = [];
  for (let d = 1; order.length < count - 1; d++) {
    if (from + d <= count) order.push(from + d);
    if (from - d >= 1) order.push(from - d);
  }
  return order;
}

export function StackControls({
  stack,
  slice,
  onMove,
  sizes,
}: {
  stack: StackView;
  slice: number;
  onMove: (slice: number) => void;
  sizes: string;
}) {
  const latest = useRef({ slice, onMove });
  latest.current = { slice, onMove };
  const step = (by: number) => {
    const { slice: now, onMove: move } = latest.current;
    const to = Math.min(stack.count, Math.max(1, now + by));
    if (to !== now) move(to);
  };

  // Small variants outward from the arrowed slice, then (not on a phone) the full ones; a phone stops
  // at its allowance, and a slice past it is fetched when the trainee gets to it.
  useEffect(() => {
    const order = outward(stack.count, stack.current);
    const light = lightSlices();
    let spent = stack.slices[stack.current - 1]!.fullBytes;
    const small = order.filter((n) => {
      if (!light) return true;
      spent += stack.slices[n - 1]!.smallBytes;
      return spent <= PHONE_BYTES;
    });
    const images = [
      ...small.map((n) => ({ src: stack.slices[n - 1]!.small })),
      ...(light ? [] : order.map((n) => stack.slices[n - 1]!)),
    ];
    const shown = document.querySelector<HTMLImageElement>(`#${STACK_FIGURE_ID} img`);
    return fetchInOrder(images, sizes, shown);
  }, [stack, sizes]);

  // Added before the slider is painted: once the slider shows, the wheel, the keys and a drag work too.
  useLayoutEffect(() => {
    const figure = document.getElementById(STACK_FIGURE_ID);
    if (!figure) return;
    // A mouse wheel's notch (a line, or 50 pixels and more) is one slice; a touchpad's small deltas add up.
    let wheel = 0;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      if (event.deltaMode !== 0 || Math.abs(event.deltaY) >= WHEEL_STEP) {
        wheel = 0;
        if (event.deltaY) step(Math.sign(event.deltaY));
        return;
      }
      wheel += event.deltaY;
      if (Math.abs(wheel) >= WHEEL_STEP) {
        step(Math.sign(wheel));
        wheel = 0;
      }
    };
    let dragFrom: number | null = null;
    let dragged = false;
    const onDown = (event: PointerEvent) => {
      if (event.pointerType !== "touch") return;
      dragFrom = event.clientY;
      dragged = false;
    };
    const onMovePointer = (event: PointerEvent) => {
      if (dragFrom === null) return;
      const travel = event.clientY - dragFrom;
      if (Math.abs(travel) < DRAG_STEP) return;
      const slices = Math.trunc(travel / DRAG_STEP);
      step(slices);
      dragFrom += slices * DRAG_STEP;
      dragged = true;
    };
    const onUp = () => {
      dragFrom = null;
    };
    // A drag is not a tap: it does not open the full-screen viewer.
    const onClick = (event: MouseEvent) => {
      if (!dragged) return;
      dragged = false;
      event.preventDefault();
      event.stopPropagation();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.altKey) return;
      const target = event.target instanceof HTMLElement ? event.target : document.body;
      if (target.closest("dialog[open], [role=dialog], textarea, select, [contenteditable=true]")) return;
      const page = event.key === "PageUp" ? -1 : event.key === "PageDown" ? 1 : 0;
      const arrow = event.key === "ArrowUp" ? -1 : event.key === "ArrowDown" ? 1 : 0;
      // ↑/↓ leave a text field (and the slider) alone; PageUp/PageDown move the slices from the answer box too.
      if (arrow && target.matches("input")) return;
      if (!page && !arrow) return;
      event.preventDefault();
      step(page || arrow);
    };
    figure.style.touchAction = "none";
    figure.addEventListener("wheel", onWheel, { passive: false });
    figure.addEventListener("pointerdown", onDown);
    figure.addEventListener("pointermove", onMovePointer);
    figure.addEventListener("pointerup", onUp);
    figure.addEventListener("pointercancel", onUp);
    figure.addEventListener("click", onClick, true);
    window.addEventListener("keydown", onKey);
    return () => {
      figure.style.touchAction = "";
      figure.removeEventListener("wheel", onWheel);
      figure.removeEventListener("pointerdown", onDown);
      figure.removeEventListener("pointermove", onMovePointer);
      figure.removeEventListener("pointerup", onUp);
      figure.removeEventListener("pointercancel", onUp);
      figure.removeEventListener("click", onClick, true);
      window.removeEventListener("keydown", onKey);
    };
    // step reads the latest slice through a ref: the listeners are added once per stack.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stack]);

  return (
    <input
      type="range"
      aria-label="Slice"
      min={1}
      max={stack.count}
      value={slice}
      onChange={(event) => onMove(Number(event.target.value))}
      className="min-w-32 flex-1 accent-current"
    />
  );
}
