import { useRef } from "react";
import { buttonClass } from "~/components/ui/button";
import { showToast } from "~/components/ui/toaster";

/**
 * Marks selected text on the screen (product-rules#highlight). Uses the CSS Custom Highlight API, so React's
 * markup is never rewritten.
 */
export function HighlightTool() {
  const ranges = useRef<Range[]>([]);
  const supported = typeof CSS !== "undefined" && "highlights" in CSS;
  if (!supported) return null;
  const paint = () => CSS.highlights.set("arrowed-highlight", new Highlight(...ranges.current));
  const highlight = () => {
    const selection = window.getSelection();
    if (!selection || selection.isCollapsed || !selection.toString().trim()) {
      showToast({ type: "info", title: "Select text first", description: "Please select some text to highlight" });
      return;
    }
    ranges.current.push(selection.getRangeAt(0).cloneRange());
    selection.removeAllRanges();
    paint();
    showToast({ title: "Text highlighted" });
  };
  const clear = () => {
    ranges.current = [];
    CSS.highlights.delete("arrowed-highlight");
    showToast({ title: "Highlights cleared" });
  };
  return (
    <div className="flex shrink-0 gap-1">
      <button
        type="button"
        onMouseDown={(event) => event.preventDefault()}
        onClick={highlight}
        className={buttonClass("ghost", "px-2 py-1 text-xs")}
      >
        Highlight
      </button>
      <button type="button" onClick={clear} className={buttonClass("ghost", "px-2 py-1 text-xs")}>
        Clear
      </button>
    </div>
  );
}
