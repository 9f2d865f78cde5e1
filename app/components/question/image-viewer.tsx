import { useEffect, useRef, useState, type PointerEvent } from "react";
import { BRIGHTNESS, stepBrightness, stepZoom, ZOOM } from "~/domain/viewer";

/**
 * Full-screen viewer (spec part 1 §2): zoom, brightness, invert, reset, and pan when zoomed — by
 * mouse, touch or keys (+ − zoom, [ ] brightness, i invert, 0 reset, arrows pan, Esc close).
 */
export function ImageViewer({ src, alt, open, onClose }: { src: string; alt: string; open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [zoom, setZoom] = useState<number>(ZOOM.initial);
  const [brightness, setBrightness] = useState<number>(BRIGHTNESS.initial);
  const [inverted, setInverted] = useState(false);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number } | null>(null);

  const reset = () => {
    setZoom(ZOOM.initial);
    setBrightness(BRIGHTNESS.initial);
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

  const onKeyDown = (event: React.KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      "+": () => setZoom((z) => stepZoom(z, 1)),
      "=": () => setZoom((z) => stepZoom(z, 1)),
      "-": () => setZoom((z) => stepZoom(z, -1)),
      "]": () => setBrightness((b) => stepBrightness(b, 1)),
      "[": () => setBrightness((b) => stepBrightness(b, -1)),
      i: () => setInverted((v) => !v),
      "0": reset,
      ArrowLeft: () => setPan((p) => ({ ...p, x: p.x + 40 })),
      ArrowRight: () => setPan((p) => ({ ...p, x: p.x - 40 })),
      ArrowUp: () => setPan((p) => ({ ...p, y: p.y + 40 })),
      ArrowDown: () => setPan((p) => ({ ...p, y: p.y - 40 })),
    };
    const action = keys[event.key];
    if (action && !(event.target instanceof HTMLButtonElement && event.key === "Enter")) {
      event.preventDefault();
      event.stopPropagation();
      action();
    }
  };

  const onPointerDown = (event: PointerEvent) => {
    if (zoom <= 1) return;
    drag.current = { x: event.clientX - pan.x, y: event.clientY - pan.y };
    (event.target as Element).setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (drag.current) setPan({ x: event.clientX - drag.current.x, y: event.clientY - drag.current.y });
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const tool = "rounded-lg border border-white/20 bg-white/10 px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/20 disabled:opacity-40";
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      onKeyDown={onKeyDown}
      aria-label="Image viewer"
      className="m-0 h-full max-h-none w-full max-w-none bg-black p-0 text-white backdrop:bg-black"
    >
      <div className="flex h-full flex-col">
        <div role="toolbar" aria-label="Image tools" className="flex flex-wrap items-center gap-2 border-b border-white/10 p-3">
          <button type="button" className={tool} onClick={() => setZoom((z) => stepZoom(z, -1))} disabled={zoom <= ZOOM.min} aria-label="Zoom out">
            −
          </button>
          <span className="w-14 text-center text-sm tabular-nums" aria-live="polite">
            {Math.round(zoom * 100)}%
          </span>
          <button type="button" className={tool} onClick={() => setZoom((z) => stepZoom(z, 1))} disabled={zoom >= ZOOM.max} aria-label="Zoom in">
            +
          </button>
          <button type="button" className={tool} onClick={() => setBrightness((b) => stepBrightness(b, -1))} disabled={brightness <= BRIGHTNESS.min} aria-label="Darker">
            ☾
          </button>
          <span className="w-14 text-center text-sm tabular-nums">{brightness}%</span>
          <button type="button" className={tool} onClick={() => setBrightness((b) => stepBrightness(b, 1))} disabled={brightness >= BRIGHTNESS.max} aria-label="Brighter">
            ☀
          </button>
          <button type="button" className={tool} aria-pressed={inverted} onClick={() => setInverted((v) => !v)}>
            Invert
          </button>
          <button type="button" className={tool} onClick={reset}>
            Reset
          </button>
          <span className="ml-auto hidden text-xs text-white/60 md:inline">+ − zoom · [ ] brightness · i invert · 0 reset · arrows pan</span>
          <button type="button" className={tool} onClick={onClose} autoFocus>
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
          style={{ cursor: zoom > 1 ? (drag.current ? "grabbing" : "grab") : "default" }}
        >
          <img
            src={src}
            alt={alt}
            draggable={false}
            className="max-h-full max-w-full select-none object-contain"
            style={{
              transform: `translate(${pan.x}px, ${pan.y}px) scale(${zoom})`,
              filter: `brightness(${brightness}%)${inverted ? " invert(1)" : ""}`,
            }}
          />
        </div>
      </div>
    </dialog>
  );
}
