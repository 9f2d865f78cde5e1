import { ArrowOverlay } from "./arrow-overlay";
import type { ArrowRow } from "./use-arrow-drag";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";

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

  const setField = (index: number, name: keyof ArrowRow, value: string) =>
    onChange(arrows.map((row, i) => (i === index ? { ...row, [name]: value } : row)));

  return (
    <div className="flex flex-col gap-4">
      {imageSrc ? (
        <ArrowOverlay imageSrc={imageSrc} arrows={arrows} onChange={onChange} hydrated={hydrated} />
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
