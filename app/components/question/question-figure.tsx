import type { KeyLabel } from "~/domain/key-label";
import { KeyLabelToggle, LabelledImage } from "./key-label";
import { StackBar, type StackView } from "./stack-bar";
import { IMAGE_SIZES, type useShownImage } from "./use-shown-image";

/**
 * The question's image, a link to it at full size that opens the viewer with JavaScript, with the key's
 * label over it; under it a stack's slices and the label's switch.
 */
export function QuestionFigure({
  question,
  n,
  image,
  label,
  labelOff,
  search,
  hydrated,
  onOpen,
}: {
  question: { id: string; modality: string; image: { src: string }; stack?: StackView | null };
  n: number;
  image: ReturnType<typeof useShownImage>;
  /** The key's label, once the key is showing. */
  label: KeyLabel | null;
  labelOff: boolean;
  search: URLSearchParams;
  hydrated: boolean;
  onOpen: () => void;
}) {
  const { imageRef, slice, onArrow, sliceImage, shown, movingTo, move } = image;
  const { stack } = question;
  return (
    <>
      <figure id="question-figure" className="relative overflow-hidden rounded-2xl border border-border bg-black">
        <LabelledImage
          label={(shown.key === question.id || shown === sliceImage) && onArrow ? label : null}
          hidden={labelOff}
        >
          <a
            href={question.image.src}
            target="_blank"
            rel="noreferrer"
            onClick={(event) => {
              event.preventDefault();
              onOpen();
            }}
            className="block"
            aria-label={hydrated ? "Open the image full screen (v)" : "Open the image at full size"}
          >
            <img
              ref={imageRef}
              key={shown.key}
              src={shown.src}
              srcSet={shown.srcSet}
              sizes={IMAGE_SIZES}
              // The question comes first: scripts never take the link before the image (product-rules#page-weight).
              fetchPriority="high"
              {...{ elementtiming: "question-image" }}
              alt={
                movingTo
                  ? `Image for question ${movingTo.n}, with an arrow`
                  : onArrow
                    ? `${question.modality} image for question ${n}, with an arrow`
                    : `${question.modality} image for question ${n}, slice ${slice} of ${stack!.count}: the arrow is on slice ${stack!.arrowed}`
              }
              decoding="async"
              className="mx-auto max-h-[60vh] w-auto bg-cover bg-center object-contain"
              style={shown.placeholder ? { backgroundImage: `url(${shown.placeholder})` } : undefined}
            />
          </a>
        </LabelledImage>
        {hydrated ? <figcaption className="sr-only">Press v to open the full-screen viewer.</figcaption> : null}
      </figure>
      {stack ? (
        <StackBar stack={stack} slice={slice} search={search} onMove={move} hydrated={hydrated} sizes={IMAGE_SIZES} />
      ) : null}
      {label ? <KeyLabelToggle hidden={labelOff} search={search} /> : null}
    </>
  );
}
