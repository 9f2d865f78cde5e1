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
      <Stepper
        less={{ label: "Zoom out", text: "−", disabled: view.zoom <= ZOOM.min }}
        more={{ label: "Zoom in", text: "+", disabled: view.zoom >= ZOOM.max }}
        step={view.zoomBy}
        shown={`${Math.round(view.zoom * 100)}%`}
        live
      />
      <Stepper
        less={{ label: "Darker", text: "☾", disabled: view.brightness <= BRIGHTNESS.min }}
        more={{ label: "Brighter", text: "☀", disabled: view.brightness >= BRIGHTNESS.max }}
        step={view.brightnessBy}
        shown={`${view.brightness}%`}
        name="Brightness"
      />
      <Stepper
        less={{ label: "Less contrast", text: "◐−", disabled: view.contrast <= CONTRAST.min }}
        more={{ label: "More contrast", text: "◐+", disabled: view.contrast >= CONTRAST.max }}
        step={view.contrastBy}
        shown={`${view.contrast}%`}
        name="Contrast"
      />
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

type Step = { label: string; text: string; disabled: boolean };

/** A setting's − and + buttons with its value between them (the zoom's value is announced as it changes). */
function Stepper({
  less,
  more,
  step,
  shown,
  name,
  live = false,
}: {
  less: Step;
  more: Step;
  step: (by: 1 | -1) => void;
  shown: string;
  name?: string;
  live?: boolean;
}) {
  return (
    <>
      <button type="button" className={tool} onClick={() => step(-1)} disabled={less.disabled} aria-label={less.label}>
        {less.text}
      </button>
      <span className="w-12 text-center text-sm tabular-nums" aria-live={live ? "polite" : undefined} aria-label={name}>
        {shown}
      </span>
      <button type="button" className={tool} onClick={() => step(1)} disabled={more.disabled} aria-label={more.label}>
        {more.text}
      </button>
    </>
  );
}
