// Large buffers given back as soon as they are done with, or moved between threads rather than copied (docs/decisions/087-a-bank-import-that-renders-and-copies-less.md).
// V8 frees an ArrayBuffer's memory only when it collects the buffer's object, and an object still in use
// at a minor collection waits for a major one. A radiograph's buffers are megabytes each (the upload, its
// decoded frame, the kept copy, the windowed pixels), so a bank import held several images' worth of
// them, in each thread, long after it was done with them. Detaching a buffer hands its memory to a new
// buffer that nothing refers to, which the next minor collection frees.

/** Buffers below this are left to the collector (and Node's small Buffers share one pool's memory). */
const LARGE = 1024 * 1024;

/**
 * Lets go of each large buffer's memory now: only for buffers nothing else reads any more, since every
 * view of one is empty afterwards.
 */
export function letGo(...views: Array<ArrayBufferView | undefined>) {
  for (const view of views) {
    const buffer = view?.buffer;
    if (!(buffer instanceof ArrayBuffer) || buffer.byteLength < LARGE) continue;
    try {
      structuredClone(buffer, { transfer: [buffer] });
    } catch {
      // Memory that cannot be detached (a WebAssembly memory's) is left to the collector.
    }
  }
}

/** The view's memory, when the view is the whole of it (not a slice of Node's pool or of a larger buffer). */
export function wholeBufferOf(view: ArrayBufferView): ArrayBuffer | null {
  const whole = view.byteOffset === 0 && view.byteLength === view.buffer.byteLength;
  return whole && view.buffer instanceof ArrayBuffer ? view.buffer : null;
}

/** postMessage's transfer list for a view: its memory moves to the other thread when it owns all of it, else it is copied. */
export function movable(view: ArrayBufferView): ArrayBuffer[] {
  const buffer = wholeBufferOf(view);
  return buffer ? [buffer] : [];
}
