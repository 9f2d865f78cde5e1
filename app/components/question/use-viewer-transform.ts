import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { BRIGHTNESS, CONTRAST, pinchZoom, rotate, stepBrightness, stepContrast, stepZoom, ZOOM } from "~/domain/viewer";

/** A stack's slice on screen: PageUp/PageDown and a slider move through it. */
export type ViewerStack = { slice: number; count: number; onMove: (slice: number) => void };

/**
 * What the viewer does to the image — zoom, pan, window (brightness and contrast), rotation and
 * inversion — with the single keys that change it while the viewer has focus.
 */
export function useViewerTransform({
  invert,
  stack,
  fullScreen,
}: {
  invert: boolean;
  stack?: ViewerStack;
  fullScreen: () => void;
}) {
  const [zoom, setZoom] = useState<number>(ZOOM.initial);
  const [brightness, setBrightness] = useState<number>(BRIGHTNESS.initial);
  const [contrast, setContrast] = useState<number>(CONTRAST.initial);
  const [degrees, setDegrees] = useState(0);
  const [inverted, setInverted] = useState(false);
  const [pan, setPan] = useState({ x: 0, y: 0 });

  const reset = () => {
    setZoom(ZOOM.initial);
    setBrightness(BRIGHTNESS.initial);
    setContrast(CONTRAST.initial);
    setDegrees(0);
    setInverted(false);
    setPan({ x: 0, y: 0 });
  };

  useEffect(() => {
    if (zoom <= 1) setPan({ x: 0, y: 0 });
  }, [zoom]);

  const zoomBy = (direction: 1 | -1) => setZoom((z) => stepZoom(z, direction));
  const brightnessBy = (direction: 1 | -1) => setBrightness((b) => stepBrightness(b, direction));
  const contrastBy = (direction: 1 | -1) => setContrast((c) => stepContrast(c, direction));
  const rotateBy = (direction: 1 | -1) => setDegrees((d) => rotate(d, direction));
  const toggleInvert = () => setInverted((v) => !v);

  const keys: Record<string, () => void> = {
    "+": () => zoomBy(1),
    "=": () => zoomBy(1),
    "-": () => zoomBy(-1),
    "]": () => brightnessBy(1),
    "[": () => brightnessBy(-1),
    "}": () => contrastBy(1),
    "{": () => contrastBy(-1),
    r: () => rotateBy(1),
    R: () => rotateBy(-1),
    "0": reset,
    m: fullScreen,
    ArrowLeft: () => setPan((p) => ({ ...p, x: p.x + 40 })),
    ArrowRight: () => setPan((p) => ({ ...p, x: p.x - 40 })),
    ArrowUp: () => setPan((p) => ({ ...p, y: p.y + 40 })),
    ArrowDown: () => setPan((p) => ({ ...p, y: p.y - 40 })),
    ...(invert ? { i: toggleInvert } : {}),
    ...(stack
      ? {
          PageUp: () => stack.onMove(Math.max(1, stack.slice - 1)),
          PageDown: () => stack.onMove(Math.min(stack.count, stack.slice + 1)),
        }
      : {}),
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const action = keys[event.key];
    if (action && !event.metaKey && !event.ctrlKey && !event.altKey) {
      event.preventDefault();
      event.stopPropagation();
      action();
    }
  };

  return {
    zoom,
    brightness,
    contrast,
    degrees,
    inverted,
    pan,
    setZoom,
    setPan,
    zoomBy,
    brightnessBy,
    contrastBy,
    rotateBy,
    toggleInvert,
    reset,
    onKeyDown,
  };
}

export type ViewerTransform = ReturnType<typeof useViewerTransform>;

/** Drag to pan once zoomed in; pinch with two fingers to zoom. */
export function usePanAndPinch(view: ViewerTransform) {
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ panFrom?: { x: number; y: number }; pinch?: { distance: number; zoom: number } }>({});
  const { zoom, pan, setZoom, setPan } = view;

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
  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp };
}
