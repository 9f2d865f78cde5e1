// The key's name at the arrow (product-rules#key-label): real text laid over the image, placed by
// percentages of the image's box so it follows the image's displayed size, and a link that hides or shows it.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { KeyLabel } from "~/domain/key-label";

/** The query parameter that hides the label; a link, so the toggle works without JavaScript. */
const PARAM = "label";
const OFF = "off";

export const KEY_LABEL_TOGGLE_ID = "key-label-toggle";

export const labelHidden = (search: URLSearchParams) => search.get(PARAM) === OFF;

/** The same address with the label shown if hidden, hidden if shown. */
function toggledSearch(search: URLSearchParams) {
  const next = new URLSearchParams(search);
  if (labelHidden(search)) next.delete(PARAM);
  else next.set(PARAM, OFF);
  return `?${next}`;
}

/**
 * The image with the label over it: the box shrinks to the image, so the label's percentages are of the
 * image as displayed. Without a label (or hidden) the image alone.
 */
export function LabelledImage({
  label,
  hidden,
  children,
}: {
  label: KeyLabel | null;
  hidden: boolean;
  children: ReactNode;
}) {
  return (
    <div className="relative mx-auto w-fit max-w-full">
      {children}
      {label && !hidden ? (
        <span
          id="key-label"
          className="pointer-events-none absolute max-w-[60%] rounded-md bg-black/80 px-2 py-0.5 text-sm font-semibold text-white ring-1 ring-white/70"
          style={{
            ...(label.leftwards ? { right: pct(1 - label.x) } : { left: pct(label.x) }),
            ...(label.upwards ? { bottom: pct(1 - label.y) } : { top: pct(label.y) }),
          }}
        >
          <span className="sr-only">At the arrow: </span>
          {label.text}
        </span>
      ) : null}
    </div>
  );
}

const pct = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

/** Hide or show the label; k does the same on the question screen. */
export function KeyLabelToggle({ hidden, search }: { hidden: boolean; search: URLSearchParams }) {
  return (
    <Link
      id={KEY_LABEL_TOGGLE_ID}
      to={toggledSearch(search)}
      replace
      preventScrollReset
      className={buttonClass("secondary", "self-start px-3 py-1.5 text-sm")}
    >
      {hidden ? "Show the name at the arrow" : "Hide the name at the arrow"}
    </Link>
  );
}
