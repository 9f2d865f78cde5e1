// A stack's slices on the question screen (docs/decisions/060-stack-viewer.md). Without JavaScript:
// the slice number and links to the slices either side and back to the arrowed one (a query parameter
// the server checks). With it, the same links move on the page, and the lazily loaded controls add the
// slider, the wheel, the keys, touch drag and fetching the other slices outward from the arrowed one.
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { StackView } from "~/server/stack-view.server";

const StackControlsPart = lazy(() => import("./stack-controls").then((module) => ({ default: module.StackControls })));

export type { StackView };

/** The slice the screen shows: the one the page was served with until the trainee moves. */
export const SLICE_PARAM = "slice";

/** Phones and Save-Data take a slice's small variant only: a stack stays within a megabyte. */
export const lightSlices = () =>
  typeof window !== "undefined" &&
  (window.matchMedia?.("(max-width: 640px)").matches === true ||
    Boolean((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData));

/** The image for a slice other than the one the page was served with; null for that one. */
export function sliceShown(stack: StackView, slice: number, questionId: string) {
  if (slice === stack.current) return null;
  const image = stack.slices[slice - 1]!;
  const light = lightSlices();
  return {
    key: `${questionId}-${slice}`,
    src: light ? image.small : image.src,
    srcSet: light ? undefined : image.srcSet,
    placeholder: null,
  };
}

export function StackBar({
  stack,
  slice,
  search,
  onMove,
  hydrated,
  sizes,
}: {
  stack: StackView;
  slice: number;
  search: URLSearchParams;
  onMove: (slice: number) => void;
  hydrated: boolean;
  sizes: string;
}) {
  const to = (n: number) => {
    const next = new URLSearchParams(search);
    if (n === stack.arrowed) next.delete(SLICE_PARAM);
    else next.set(SLICE_PARAM, String(n));
    return `?${next}`;
  };
  const link = (n: number, text: string, id?: string) => (
    <Link
      id={id}
      to={to(n)}
      replace
      preventScrollReset
      rel="nofollow"
      className={buttonClass("secondary", "px-3 py-1.5 text-sm")}
      onClick={(event) => {
        event.preventDefault();
        onMove(n);
      }}
    >
      {text}
    </Link>
  );
  return (
    <nav aria-label="Slices" className="flex flex-wrap items-center gap-2">
      {slice > 1 ? link(slice - 1, "↑ Previous slice") : null}
      <p className="text-sm font-semibold tabular-nums" aria-live="polite">
        <span className="sr-only">Slice </span>
        {slice} / {stack.count}
      </p>
      {slice < stack.count ? link(slice + 1, "Next slice ↓") : null}
      {slice === stack.arrowed ? (
        <span className="text-sm text-muted">The arrow is on this slice</span>
      ) : (
        link(stack.arrowed, `Back to the arrow (slice ${stack.arrowed})`, "arrowed-slice")
      )}
      {hydrated ? (
        <Suspense fallback={null}>
          <StackControlsPart stack={stack} slice={slice} onMove={onMove} sizes={sizes} />
        </Suspense>
      ) : null}
    </nav>
  );
}
