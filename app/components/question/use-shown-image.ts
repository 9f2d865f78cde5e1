import { useRef, useState } from "react";
import { sliceShown, type StackView } from "./stack-bar";
import { useMovingTo, usePrefetchNext, type UpNext } from "./use-prefetch-next";

/** The image box is at most 800 px wide and 60vh tall (about 80vh wide for a 4:3 image): a 400 px box takes the 400w variant. */
export const IMAGE_SIZES = "(max-width: 640px) 100vw, min(80vh, 800px)";

/** What the question's image box shows. */
export type ShownImage = { key: string; src: string; srcSet?: string; placeholder?: string | null };

/**
 * The image on screen: the question's, a stack's slice once the trainee moves (docs/decisions/060-stack-viewer.md),
 * an offline card's, or the next question's fetched ahead and shown the moment Next is pressed (product-rules#prefetch).
 */
export function useShownImage(
  question: { id: string; image: Omit<ShownImage, "key">; stack?: StackView | null },
  card: { id: string; small: string } | null,
  upNext: UpNext[],
) {
  const imageRef = useRef<HTMLImageElement>(null);
  const [moved, setMoved] = useState<{ id: string; slice: number } | null>(null);
  const lessData = usePrefetchNext(upNext, IMAGE_SIZES, () => imageRef.current);
  const movingTo = useMovingTo(upNext);
  const { stack } = question;
  const slice = (moved?.id === question.id ? moved.slice : stack?.current) ?? 1;
  const onArrow = !stack || slice === stack.arrowed;
  const sliceImage = stack ? sliceShown(stack, slice, question.id) : null;
  const shown: ShownImage = card
    ? { key: card.id, src: card.small, srcSet: undefined, placeholder: null }
    : movingTo
      ? {
          key: `n${movingTo.n}`,
          src: lessData ? movingTo.image.small : movingTo.image.src,
          srcSet: lessData ? undefined : movingTo.image.srcSet,
          placeholder: null,
        }
      : (sliceImage ?? { key: question.id, ...question.image });
  const move = (to: number) => setMoved({ id: question.id, slice: to });
  return { imageRef, slice, onArrow, sliceImage, shown, movingTo, move };
}
