import { useEffect } from "react";
import { showToast } from "./toaster";

/**
 * Copying is discouraged on the question, notes, analysis and profile screens (product-rules#copy-block):
 * the copy shortcut shows a notice, except inside fields the user types in. Pair it with
 * `onContextMenu={preventContextMenu}` on the screen's root element.
 */
export function useCopyBlock() {
  useEffect(() => {
    const onCopy = (event: ClipboardEvent) => {
      if ((event.target as HTMLElement).closest?.("input, textarea")) return;
      event.preventDefault();
      showToast({
        type: "error",
        title: "Copy disabled",
        description: "Content copying is not allowed on this platform.",
      });
    };
    document.addEventListener("copy", onCopy);
    return () => document.removeEventListener("copy", onCopy);
  }, []);
}

export function preventContextMenu(event: { target: EventTarget; preventDefault: () => void }) {
  if ((event.target as HTMLElement).closest?.("input, textarea")) return;
  event.preventDefault();
}
