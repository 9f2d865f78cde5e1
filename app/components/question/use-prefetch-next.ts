// The next question before it is asked for (product-rules#prefetch): while the trainee is on a question,
// the browser fetches the image of the next one (in a mock, the one after too) in the background, and
// when Next is pressed that image is on screen at once while the server's answer is on its way.
import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

export type UpNext = { n: number; image: { src: string; small: string; srcSet: string } };

/** Save-Data or prefers-reduced-data: fetch ahead the smallest variant only. */
export function wantsLessData() {
  if (typeof window === "undefined") return false;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return Boolean(connection?.saveData) || window.matchMedia?.("(prefers-reduced-data: reduce)").matches === true;
}

/** Fetches the upcoming images once the current one has arrived, in order, the variant the screen will show. */
export function usePrefetchNext(upNext: UpNext[], sizes: string, currentImage: () => HTMLImageElement | null) {
  const [lessData] = useState(wantsLessData);
  const wanted = upNext.map((u) => (lessData ? u.image.small : u.image.srcSet)).join("|");
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("./fetch-ahead").then(({ fetchInOrder }) => {
      if (!cancelled)
        stop = fetchInOrder(
          upNext.map(({ image }) => (lessData ? { src: image.small } : image)),
          sizes,
          currentImage(),
        );
    });
    return () => {
      cancelled = true;
      stop?.();
    };
    // `wanted` stands for the list: a new list of the same images fetches nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);
  return lessData;
}

/** The question the screen is moving to (Next, Skip, Previous or auto-advance), when its image was fetched ahead. */
export function useMovingTo(upNext: UpNext[]) {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  const target =
    navigation.formData?.get("intent") === "move"
      ? Number(navigation.formData.get("to"))
      : navigation.formData
        ? NaN
        : navigation.location.pathname === "/question"
          ? Number(new URLSearchParams(navigation.location.search).get("q"))
          : NaN;
  return upNext.find((u) => u.n === target) ?? null;
}
