// A stack in the question editor (docs/decisions/059-stacks.md): scroll through the slices with the
// slider (or type a number and preview without JavaScript); the slice shown is the one the arrows go on.
import { CONTROL, ErrorLine, invalid, LABEL } from "./editor-fields";

export function SliceChooser({
  slices,
  slice,
  shown,
  onChange,
  error,
}: {
  slices: number;
  slice: string;
  shown: number;
  onChange: (slice: string) => void;
  error: string | undefined;
}) {
  return (
    <div className="mt-4 flex flex-col gap-1">
      <label htmlFor="slice" className={LABEL}>
        Arrowed slice (the arrows go on the slice shown)
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id="slice"
          name="slice"
          type="number"
          min={1}
          max={slices}
          value={slice}
          onChange={(event) => onChange(event.target.value)}
          className={`${CONTROL} w-24`}
          {...invalid(error ? { slice: error } : {}, "slice")}
        />
        <input
          type="range"
          aria-label="Scroll through the slices"
          min={1}
          max={slices}
          value={shown}
          onChange={(event) => onChange(event.target.value)}
          className="min-w-40 flex-1"
        />
        <span className="text-sm tabular-nums" aria-live="polite">
          {shown} / {slices}
        </span>
      </div>
      <ErrorLine id="slice" message={error} />
    </div>
  );
}
