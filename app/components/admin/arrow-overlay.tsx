import { point, useArrowDrag, type ArrowRow } from "./use-arrow-drag";

/**
 * The arrow-free preview with the arrows drawn over it, and a handle on each tip (filled) and tail.
 * With JavaScript the handles are buttons to drag or move with the arrow keys; without it they only show.
 */
export function ArrowOverlay({
  imageSrc,
  arrows,
  onChange,
  hydrated,
}: {
  imageSrc: string;
  arrows: ArrowRow[];
  onChange: (arrows: ArrowRow[]) => void;
  hydrated: boolean;
}) {
  const { frame, onPointerMove, onPointerUp, grab, onKey } = useArrowDrag(arrows, onChange);
  return (
    <div
      ref={frame}
      className="relative w-full max-w-xl touch-none select-none overflow-hidden rounded-lg border border-border bg-black"
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
    >
      <img src={imageSrc} alt="The question without its arrows" className="block w-full" draggable={false} />
      <svg
        className="pointer-events-none absolute inset-0 h-full w-full"
        viewBox="0 0 1 1"
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        {arrows.map((row, i) => {
          const tip = point(row, "tip");
          const tail = point(row, "tail");
          return tip && tail ? (
            <line
              key={i}
              x1={tail[0]}
              y1={tail[1]}
              x2={tip[0]}
              y2={tip[1]}
              stroke="#facc15"
              strokeWidth={3}
              vectorEffect="non-scaling-stroke"
            />
          ) : null;
        })}
      </svg>
      {arrows.flatMap((row, i) =>
        (["tip", "tail"] as const).map((end) => {
          const at = point(row, end);
          if (!at) return null;
          const label = `Arrow ${i + 1} ${end}`;
          return (
            <span
              key={`${i}-${end}`}
              role={hydrated ? "button" : undefined}
              tabIndex={hydrated ? 0 : undefined}
              aria-label={hydrated ? `${label}: drag, or move with the arrow keys (Shift for bigger steps)` : undefined}
              aria-hidden={hydrated ? undefined : true}
              data-end={end}
              className={`absolute -ml-2.5 -mt-2.5 h-5 w-5 rounded-full border-2 border-yellow-400 focus:outline-none focus:ring-4 focus:ring-primary ${end === "tip" ? "bg-yellow-400" : "bg-black/40"} ${hydrated ? "cursor-grab" : ""}`}
              style={{ left: `${at[0] * 100}%`, top: `${at[1] * 100}%` }}
              onPointerDown={grab(i, end)}
              onKeyDown={onKey(i, end)}
            />
          );
        }),
      )}
    </div>
  );
}
