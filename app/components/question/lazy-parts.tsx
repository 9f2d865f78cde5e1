// Parts of the question screen only a click opens, or that only work with JavaScript: each loads in its
// own chunk after the screen is up, so the first visit carries only what the question needs
// (product-rules#page-weight). The server never renders them, so they never stream in later.
import { lazy, Suspense, type ComponentProps } from "react";

const ShortcutHelpPart = lazy(() => import("./shortcut-help").then((module) => ({ default: module.ShortcutHelp })));
const ImageViewerPart = lazy(() => import("./image-viewer").then((module) => ({ default: module.ImageViewer })));
const HighlightToolPart = lazy(() => import("./highlight-tool").then((module) => ({ default: module.HighlightTool })));

export const LazyShortcutHelp = (props: ComponentProps<typeof ShortcutHelpPart>) => (
  <Suspense fallback={null}>
    <ShortcutHelpPart {...props} />
  </Suspense>
);

export const LazyImageViewer = (props: ComponentProps<typeof ImageViewerPart>) => (
  <Suspense fallback={null}>
    <ImageViewerPart {...props} />
  </Suspense>
);

export const LazyHighlightTool = () => (
  <Suspense fallback={null}>
    <HighlightToolPart />
  </Suspense>
);
