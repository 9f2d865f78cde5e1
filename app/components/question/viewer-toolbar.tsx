import type { ViewerStack, ViewerTransform } from "./use-viewer-transform";
import { BRIGHTNESS, CONTRAST, ZOOM } from "~/domain/viewer";

const tool =
  "rounded-lg border border-white/20 bg-white/10 px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/20 disabled:opacity-40";

/** The viewer's buttons: each does what a single key does (see the legend below the image). */
export function ViewerToolbar({
  view,
  invert,
  stack,
  fullScreen,
  onClose,
}: {
  view: ViewerTransform;
  invert: boolean;
  stack?: ViewerStack;
  fullScreen: () => void;
  onClose: () => void;
}) {
  return (
    <div
      role="toolbar"
      aria-label="Image tools"
      className="flex flex-wrap items-center gap-2 border-b border-white/10 p-3"
    >
      <button
        type="button"
        className={tool}
        onClick={() => view.zoomBy(-1)}
        disabled={view.zoom <= ZOOM.min}
        aria-label="Zoom out"
      >
        −
      </button>
      <span className="w-12 text-center text-sm tabular-nums" aria-live="polite">
        {Math.round(view.zoom * 100)}%
      </span>
      <button
        type="button"
        className={tool}
        onClick={() => view.zoomBy(1)}
        disabled={view.zoom >= ZOOM.max}
        aria-label="Zoom in"
      >
        +
      </button>
      <button
        type="button"
        className={tool}
        onClick={() => view.brightnessBy(-1)}
        disabled={view.brightness <= BRIGHTNESS.min}
        aria-label="Darker"
      >
        ☾
      </button>
      <span className="w-12 text-center text-sm tabular-nums" aria-label="Brightness">
        {view.brightness}%
      </span>
      <button
        type="button"
        className={tool}
        onClick={() => view.brightnessBy(1)}
        disabled={view.brightness >= BRIGHTNESS.max}
        aria-label="Brighter"
      >
        ☀
      </button>
      <button
        type="button"
        className={tool}
        onClick={() => view.contrastBy(-1)}
        disabled={view.contrast <= CONTRAST.min}
        aria-label="Less contrast"
      >
        ◐−
      </button>
      <span className="w-12 text-center text-sm tabular-nums" aria-label="Contrast">
        {view.contrast}%
      </span>
      <button
        type="button"
        className={tool}
        onClick={() => view.contrastBy(1)}
        disabled={view.contrast >= CONTRAST.max}
        aria-label="More contrast"
      >
        ◐+
      </button>
      <button type="button" className={tool} onClick={() => view.rotateBy(1)} aria-label="Rotate clockwise">
        ⟳
      </button>
      {invert ? (
        <button type="button" className={tool} aria-pressed={view.inverted} onClick={view.toggleInvert}>
          Invert
        </button>
      ) : null}
      <button type="button" className={tool} onClick={view.reset}>
        Reset
      </button>
      <button type="button" className={tool} onClick={fullScreen}>
        Full screen
      </button>
      {stack ? (
        <label className="flex items-center gap-2 text-sm tabular-nums">
          <input
            type="range"
            aria-label="Slice"
            min={1}
            max={stack.count}
            value={stack.slice}
            onChange={(event) => stack.onMove(Number(event.target.value))}
          />
          {stack.slice} / {stack.count}
        </label>
      ) : null}
      <button type="button" className={`${tool} ml-auto`} onClick={onClose} autoFocus>
        Close
      </button>
    </div>
  );
}

/** The single keys the viewer answers to, listed under the image. */
export function ViewerLegend({ invert, stack }: { invert: boolean; stack: boolean }) {
  const legend = [
    ["+ −", "zoom"],
    ["[ ]", "brightness"],
    ["{ }", "contrast"],
    ["r R", "rotate"],
    ...(invert ? [["i", "invert"]] : []),
    ["0", "reset"],
    ["arrows", "pan"],
    ...(stack ? [["PgUp PgDn", "slice"]] : []),
    ["m", "full screen"],
    ["Esc", "close"],
  ];
  return (
    <dl
      className="flex flex-wrap gap-x-4 gap-y-1 border-t border-white/10 px-3 py-2 text-xs text-white/70"
      aria-label="Keys"
    >
      {legend.map(([key, what]) => (
        <div key={key} className="flex gap-1">
          <dt>
            <kbd className="rounded border border-white/20 px-1 font-mono">{key}</kbd>
          </dt>
          <dd>{what}</dd>
        </div>
      ))}
    </dl>
  );
}
