import { useRef, type KeyboardEvent, type PointerEvent } from "react";

export type ArrowRow = { tipX: string; tipY: string; tailX: string; tailY: string };
export type End = "tip" | "tail";

const STEP = 0.005;
const BIG_STEP = 0.05;
const round = (n: number) => String(Math.round(Math.min(1, Math.max(0, n)) * 1000) / 1000);

/** Where an arrow's end sits as fractions of the image, or null while its fields are blank or not numbers. */
export const point = (row: ArrowRow, end: End): [number, number] | null => {
  const x = Number(end === "tip" ? row.tipX : row.tailX);
  const y = Number(end === "tip" ? row.tipY : row.tailY);
  const blank = end === "tip" ? row.tipX === "" || row.tipY === "" : row.tailX === "" || row.tailY === "";
  return blank || !Number.isFinite(x) || !Number.isFinite(y) ? null : [x, y];
};

/**
 * Moving an arrow's tip or tail: dragged within the image's frame, or stepped with the arrow keys
 * (Shift for bigger steps). Each move rewrites that end's fields, rounded and kept inside the image.
 */
export function useArrowDrag(arrows: ArrowRow[], onChange: (arrows: ArrowRow[]) => void) {
  const frame = useRef<HTMLDivElement>(null);
  const dragging = useRef<{ index: number; end: End } | null>(null);

  const move = (index: number, end: End, x: number, y: number) =>
    onChange(
      arrows.map((row, i) =>
        i !== index
          ? row
          : end === "tip"
            ? { ...row, tipX: round(x), tipY: round(y) }
            : { ...row, tailX: round(x), tailY: round(y) },
      ),
    );

  const onPointerMove = (event: PointerEvent) => {
    const box = frame.current?.getBoundingClientRect();
    if (!box || !dragging.current) return;
    move(
      dragging.current.index,
      dragging.current.end,
      (event.clientX - box.left) / box.width,
      (event.clientY - box.top) / box.height,
    );
  };

  const onPointerUp = () => (dragging.current = null);

  const grab = (index: number, end: End) => (event: PointerEvent<HTMLElement>) => {
    dragging.current = { index, end };
    event.currentTarget.focus();
  };

  const onKey = (index: number, end: End) => (event: KeyboardEvent) => {
    const delta = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[event.key];
    const at = point(arrows[index]!, end);
    if (!delta || !at) return;
    event.preventDefault();
    const step = event.shiftKey ? BIG_STEP : STEP;
    move(index, end, at[0] + delta[0]! * step, at[1] + delta[1]! * step);
  };

  return { frame, onPointerMove, onPointerUp, grab, onKey };
}
