// Images fetched ahead in the background (product-rules#prefetch, product-rules#offline-mock): one at a
// time, in order, so the first one never shares the link with the next; none before the question's own
// image has arrived. A chunk of its own: the question screen needs it only after its image is on screen.

/** Starts fetching once `after` (the image on screen) has loaded; returns a function that stops it. */
export function fetchInOrder(
  images: { src: string; srcSet?: string }[],
  sizes: string,
  after: HTMLImageElement | null,
) {
  let stopped = false;
  const run = async () => {
    for (const image of images) {
      if (stopped) return;
      const loader = new Image();
      loader.decoding = "async";
      if (image.srcSet) {
        loader.sizes = sizes;
        loader.srcset = image.srcSet;
      }
      loader.src = image.src;
      await loader.decode().catch(() => undefined);
    }
  };
  if (!after || after.complete) void run();
  else {
    after.addEventListener("load", run, { once: true });
    after.addEventListener("error", run, { once: true });
  }
  return () => {
    stopped = true;
    after?.removeEventListener("load", run);
    after?.removeEventListener("error", run);
  };
}
