import { useEffect, useRef, useState, type PointerEvent } from "react";
import {
  BRIGHTNESS,
  CONTRAST,
  pinchZoom,
  rotate,
  stepBrightness,
  stepContrast,
  stepZoom,
  viewerTools,
  ZOOM,
} from "~/domain/viewer";

/**
 * Full-screen viewer in the manner of the exam's own: zoom, pan, window (brightness and contrast),
 * rotate, reset and full screen, by mouse, touch (drag, pinch) and single keys that work only while
 * the viewer has focus. In a mock ("exam" mode) it offers only the exam's tools; practice adds invert.
 */
export function ImageViewer({
  src,
  alt,
  open,
  onClose,
  mode = "practice",
  stack,
}: {
  src: string;
  alt: string;
  open: boolean;
  onClose: () => void;
  mode?: "exam" | "practice";
  /** A stack's slice on screen: PageUp/PageDown and a slider move through it, every tool kept. */
  stack?: { slice: number; count: number; onMove: (slice: number) => void };
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const tools = viewerTools(mode);
  const [zoom, setZoom] = useState<number>(ZOOM.initial);
  const [brightness, setBrightness] = useState<number>(BRIGHTNESS.initial);
  const [contrast, setContrast] = useState<number>(CONTRAST.initial);
  const [degrees, setDegrees] = useState(0);
  const [inverted, setInverted] = useState(false);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ panFrom?: { x: number; y: number }; pinch?: { distance: number; zoom: number } }>({});

  const reset = () => {
    setZoom(ZOOM.initial);
    setBrightness(BRIGHTNESS.initial);
    setContrast(CONTRAST.initial);
    setDegrees(0);
    setInverted(false);
    setPan({ x: 0, y: 0 });
  };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (zoom <= 1) setPan({ x: 0, y: 0 });
  }, [zoom]);

  const fullScreen = () => {
    const dialog = ref.current;
    if (!dialog) return;
    if (document.fullscreenElement) void document.exitFullscreen();
    else void dialog.requestFullscreen?.().catch(() => {});
  };

  const keys: Record<string, () => void> = {
    "+": () => setZoom((z) => stepZoom(z, 1)),
    "=": () => setZoom((z) => stepZoom(z, 1)),
    "-": () => setZoom((z) => stepZoom(z, -1)),
    "]": () => setBrightness((b) => stepBrightness(b, 1)),
    "[": () => setBrightness((b) => stepBrightness(b, -1)),
    "}": () => setContrast((c) => stepContrast(c, 1)),
    "{": () => setContrast((c) => stepContrast(c, -1)),
    r: () => setDegrees((d) => rotate(d, 1)),
    R: () => setDegrees((d) => rotate(d, -1)),
    "0": reset,
    m: fullScreen,
    ArrowLeft: () => setPan((p) => ({ ...p, x: p.x + 40 })),
    ArrowRight: () => setPan((p) => ({ ...p, x: p.x - 40 })),
    ArrowUp: () => setPan((p) => ({ ...p, y: p.y + 40 })),
    ArrowDown: () => setPan((p) => ({ ...p, y: p.y - 40 })),
    ...(tools.invert ? { i: () => setInverted((v) => !v) } : {}),
    ...(stack
      ? {
          PageUp: () => stack.onMove(Math.max(1, stack.slice - 1)),
          PageDown: () => stack.onMove(Math.min(stack.count, stack.slice + 1)),
        }
      : {}),
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const action = keys[event.key];
    if (action && !event.metaKey && !event.ctrlKey && !event.altKey) {
      event.preventDefault();
      event.stopPropagation();
      action();
    }
  };

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onPointerDown = (event: PointerEvent) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    (event.currentTarget as Element).setPointerCapture(event.pointerId);
    if (pointers.current.size === 2) gesture.current = { pinch: { distance: distance(), zoom } };
    else if (zoom > 1) gesture.current = { panFrom: { x: event.clientX - pan.x, y: event.clientY - pan.y } };
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const { pinch, panFrom } = gesture.current;
    if (pinch && pointers.current.size === 2) setZoom(pinchZoom(pinch.zoom, pinch.distance, distance()));
    else if (panFrom) setPan({ x: event.clientX - panFrom.x, y: event.clientY - panFrom.y });
  };
  const onPointerUp = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId);
    gesture.current = {};
  };

  const tool =
    "rounded-lg border border-white/20 bg-white/10 px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/20 disabled:opacity-40";
  const legend = [
    ["+ −", "zoom"],
    ["[ ]", "brightness"],
    ["{ }", "contrast"],
    ["r R", "rotate"],
    ...(tools.invert ? [["i", "invert"]] : []),
    ["0", "reset"],
    ["arrows", "pan"],
    ...(stack ? [["PgUp PgDn", "slice"]] : []),
    ["m", "full screen"],
    ["Esc", "close"],
  ];
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      onKeyDown={onKeyDown}
      aria-label={mode === "exam" ? "Image viewer (exam tools)" : "Image viewer"}
      className="m-0 h-full max-h-none w-full max-w-none bg-black p-0 text-white backdrop:bg-black"
    >
      <div className="flex h-full flex-col">
        <div
          role="toolbar"
          aria-label="Image tools"
          className="flex flex-wrap items-center gap-2 border-b border-white/10 p-3"
        >
          <button
            type="button"
            className={tool}
            onClick={() => setZoom((z) => stepZoom(z, -1))}
            disabled={zoom <= ZOOM.min}
            aria-label="Zoom out"
          >
            −
          </button>
          <span className="w-12 text-center text-sm tabular-nums" aria-live="polite">
            {Math.round(zoom * 100)}%
          </span>
          <button
            type="button"
            className={tool}
            onClick={() => setZoom((z) => stepZoom(z, 1))}
            disabled={zoom >= ZOOM.max}
            aria-label="Zoom in"
          >
            +
          </button>
          <button
            type="button"
            className={tool}
            onClick={() => setBrightness((b) => stepBrightness(b, -1))}
            disabled={brightness <= BRIGHTNESS.min}
            aria-label="Darker"
          >
            ☾
          </button>
          <span className="w-12 text-center text-sm tabular-nums" aria-label="Brightness">
            {brightness}%
          </span>
          <button
            type="button"
            className={tool}
            onClick={() => setBrightness((b) => stepBrightness(b, 1))}
            disabled={brightness >= BRIGHTNESS.max}
            aria-label="Brighter"
          >
            ☀
          </button>
          <button
            type="button"
            className={tool}
            onClick={() => setContrast((c) => stepContrast(c, -1))}
            disabled={contrast <= CONTRAST.min}
            aria-label="Less contrast"
          >
            ◐−
          </button>
          <span className="w-12 text-center text-sm tabular-nums" aria-label="Contrast">
            {contrast}%
          </span>
          <button
            type="button"
            className={tool}
            onClick={() => setContrast((c) => stepContrast(c, 1))}
            disabled={contrast >= CONTRAST.max}
            aria-label="More contrast"
          >
            ◐+
          </button>
          <button
            type="button"
            className={tool}
            onClick={() => setDegrees((d) => rotate(d, 1))}
            aria-label="Rotate clockwise"
          >
            ⟳
          </button>
          {tools.invert ? (
            <button type="button" className={tool} aria-pressed={inverted} onClick={() => setInverted((v) => !v)}>
              Invert
            </button>
          ) : null}
          <button type="button" className={tool} onClick={reset}>
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
        <div
          className="relative flex flex-1 touch-none items-center justify-center overflow-hidden"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onWheel={(event) => setZoom((z) => stepZoom(z, event.deltaY < 0 ? 1 : -1))}
          style={{ cursor: zoom > 1 ? "grab" : "default" }}
        >
          <img
            src={src}
            alt={alt}
            draggable={false}
            data-testid="viewer-image"
            className="max-h-full max-w-full select-none object-contain"
            style={{
              transform: `translate(${pan.x}px, ${pan.y}px) scale(${zoom}) rotate(${degrees}deg)`,
              filter: `brightness(${brightness}%) contrast(${contrast}%)${inverted ? " invert(1)" : ""}`,
            }}
          />
        </div>
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
      </div>
    </dialog>
  );
}
