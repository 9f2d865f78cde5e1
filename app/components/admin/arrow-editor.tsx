import { useRef, type KeyboardEvent, type PointerEvent } from "react";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";

export type ArrowRow = { tipX: string; tipY: string; tailX: string; tailY: string };
type End = "tip" | "tail";

const STEP = 0.005;
const BIG_STEP = 0.05;
const round = (n: number) => String(Math.round(Math.min(1, Math.max(0, n)) * 1000) / 1000);
const point = (row: ArrowRow, end: End): [number, number] | null => {
  const x = Number(end === "tip" ? row.tipX : row.tailX);
  const y = Number(end === "tip" ? row.tipY : row.tailY);
  const blank = end === "tip" ? row.tipX === "" || row.tipY === "" : row.tailX === "" || row.tailY === "";
  return blank || !Number.isFinite(x) || !Number.isFinite(y) ? null : [x, y];
};

/**
 * Arrows over an arrow-free preview of the image. The numeric fields are what the form posts; with
 * JavaScript the tip and tail of each arrow can also be dragged, or moved with the arrow keys (Shift
 * for bigger steps). Without it the arrows are still drawn from the fields after each submit.
 */
export function ArrowEditor({
  imageSrc,
  arrows,
  onChange,
  errors,
  max,
}: {
  imageSrc: string | null;
  arrows: ArrowRow[];
  onChange: (arrows: ArrowRow[]) => void;
  errors: Record<string, string>;
  max: number;
}) {
  const hydrated = useHydrated();
  const frame = useRef<HTMLDivElement>(null);
  const dragging = useRef<{ index: number; end: End } | null>(null);
  // Without JavaScript, blank rows up to the most an image may hold: filling one adds an arrow.
  const shown = hydrated
    ? arrows
    : [
        ...arrows,
        ...Array.from({ length: Math.max(0, max - arrows.length) }, () => ({
          tipX: "",
          tipY: "",
          tailX: "",
          tailY: "",
        })),
      ];

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

  const fromPointer = (event: PointerEvent) => {
    const box = frame.current?.getBoundingClientRect();
    if (!box || !dragging.current) return;
    move(
      dragging.current.index,
      dragging.current.end,
      (event.clientX - box.left) / box.width,
      (event.clientY - box.top) / box.height,
    );
  };

  const onKey = (index: number, end: End) => (event: KeyboardEvent) => {
    const delta = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[event.key];
    const at = point(arrows[index]!, end);
    if (!delta || !at) return;
    event.preventDefault();
    const step = event.shiftKey ? BIG_STEP : STEP;
    move(index, end, at[0] + delta[0]! * step, at[1] + delta[1]! * step);
  };

  const setField = (index: number, name: keyof ArrowRow, value: string) =>
    onChange(arrows.map((row, i) => (i === index ? { ...row, [name]: value } : row)));

  return (
    <div className="flex flex-col gap-4">
      {imageSrc ? (
        <div
          ref={frame}
          className="relative w-full max-w-xl touch-none select-none overflow-hidden rounded-lg border border-border bg-black"
          onPointerMove={fromPointer}
          onPointerUp={() => (dragging.current = null)}
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
                  aria-label={
                    hydrated ? `${label}: drag, or move with the arrow keys (Shift for bigger steps)` : undefined
                  }
                  aria-hidden={hydrated ? undefined : true}
                  data-end={end}
                  className={`absolute -ml-2.5 -mt-2.5 h-5 w-5 rounded-full border-2 border-yellow-400 focus:outline-none focus:ring-4 focus:ring-primary ${end === "tip" ? "bg-yellow-400" : "bg-black/40"} ${hydrated ? "cursor-grab" : ""}`}
                  style={{ left: `${at[0] * 100}%`, top: `${at[1] * 100}%` }}
                  onPointerDown={(event) => {
                    dragging.current = { index: i, end };
                    event.currentTarget.focus();
                  }}
                  onKeyDown={onKey(i, end)}
                />
              );
            }),
          )}
        </div>
      ) : (
        <p className="text-sm text-muted">
          Upload an image to place the arrows on it; the fields below work either way.
        </p>
      )}
      <p className="text-sm text-muted">
        Points are fractions of the image's width and height, from the top left (0) to the bottom right (1); the tip is
        where the arrowhead touches.
        {hydrated ? " The filled circle is the tip." : " Leave an arrow's four fields empty to remove it."}
      </p>
      {errors.arrows ? <p className="text-sm text-danger">Arrows {errors.arrows}</p> : null}
      <ol className="flex flex-col gap-3">
        {shown.map((row, i) => (
          <li key={i}>
            <fieldset className="flex flex-wrap items-end gap-3">
              <legend className="text-sm font-medium">Arrow {i + 1}</legend>
              {(
                [
                  ["tipX", "Tip x"],
                  ["tipY", "Tip y"],
                  ["tailX", "Tail x"],
                  ["tailY", "Tail y"],
                ] as const
              ).map(([name, label]) => {
                const fieldName = `arrows[${i}].${name}`;
                const error = errors[fieldName];
                return (
                  <label key={name} className="flex flex-col text-xs font-medium">
                    {`Arrow ${i + 1} ${label.toLowerCase()}`}
                    <input
                      name={fieldName}
                      inputMode="decimal"
                      value={row[name]}
                      onChange={(event) => setField(i, name, event.target.value)}
                      aria-invalid={error ? true : undefined}
                      className="mt-1 w-24 rounded-lg border border-border bg-bg px-2 py-1.5 text-sm aria-[invalid]:border-danger"
                    />
                    <span className="min-h-4 text-danger">{error ?? ""}</span>
                  </label>
                );
              })}
              {hydrated && arrows.length > 1 ? (
                <Button
                  variant="ghost"
                  className="mb-4 px-2 py-1 text-danger"
                  onClick={() => onChange(arrows.filter((_, j) => j !== i))}
                >
                  Remove arrow {i + 1}
                </Button>
              ) : null}
            </fieldset>
          </li>
        ))}
      </ol>
      {hydrated && arrows.length < max ? (
        <div>
          <Button
            variant="secondary"
            onClick={() => onChange([...arrows, { tipX: "0.5", tipY: "0.5", tailX: "0.35", tailY: "0.35" }])}
          >
            Add arrow
          </Button>
        </div>
      ) : null}
    </div>
  );
}
