import { useEffect, useRef } from "react";
import { usePanAndPinch, useViewerTransform, type ViewerStack } from "./use-viewer-transform";
import { ViewerLegend, ViewerToolbar } from "./viewer-toolbar";
import { stepZoom, viewerTools } from "~/domain/viewer";

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
  stack?: ViewerStack;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const tools = viewerTools(mode);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const fullScreen = () => {
    const dialog = ref.current;
    if (!dialog) return;
    if (document.fullscreenElement) void document.exitFullscreen();
    else void dialog.requestFullscreen?.().catch(() => {});
  };

  const view = useViewerTransform({ invert: tools.invert, stack, fullScreen });
  const gestures = usePanAndPinch(view);
  const { zoom, pan, degrees, brightness, contrast, inverted } = view;

  return (
    <dialog
      ref={ref}
      onClose={onClose}
      onKeyDown={view.onKeyDown}
      aria-label={mode === "exam" ? "Image viewer (exam tools)" : "Image viewer"}
      className="m-0 h-full max-h-none w-full max-w-none bg-black p-0 text-white backdrop:bg-black"
    >
      <div className="flex h-full flex-col">
        <ViewerToolbar view={view} invert={tools.invert} stack={stack} fullScreen={fullScreen} onClose={onClose} />
        <div
          className="relative flex flex-1 touch-none items-center justify-center overflow-hidden"
          {...gestures}
          onWheel={(event) => view.setZoom((z) => stepZoom(z, event.deltaY < 0 ? 1 : -1))}
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
        <ViewerLegend invert={tools.invert} stack={Boolean(stack)} />
      </div>
    </dialog>
  );
}
