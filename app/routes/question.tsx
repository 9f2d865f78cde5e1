import { useCallback, useEffect, useRef, useState } from "react";
import { Form, Link, useActionData, useLoaderData, useNavigate, useRevalidator, useSearchParams } from "react-router";
import { useIsPending } from "~/components/ui/use-is-pending";
import { AnswerReview, FEEDBACK_ID } from "~/components/question/answer-review";
import { ConfirmFinish, FinishSummary } from "~/components/question/finish-dialogs";
import { KEY_LABEL_TOGGLE_ID, KeyLabelToggle, LabelledImage, labelHidden } from "~/components/question/key-label";
import { LazyHighlightTool, LazyImageViewer, LazyShortcutHelp } from "~/components/question/lazy-parts";
import { QuestionOverview } from "~/components/question/question-overview";
import { QuestionTools } from "~/components/question/question-tools";
import { sliceShown, StackBar } from "~/components/question/stack-bar";
import type { NoteRefusal } from "~/components/question/note-editor";
import { revalidateQuestion } from "~/components/question/revalidate";
import { useMovingTo, usePrefetchNext } from "~/components/question/use-prefetch-next";
import { onScreen, useOfflineMock } from "~/components/question/use-offline-mock";
import { TestClock } from "~/components/question/test-clock";
import { usePauseWhenAway } from "~/components/question/use-pause-when-away";
import { useQuestionKeys } from "~/components/question/use-question-keys";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClass } from "~/components/ui/button";
import { IdempotencyField } from "~/components/ui/idempotency-field";
import { preventContextMenu, useCopyBlock } from "~/components/ui/use-copy-block";
import { useHydrated } from "~/components/ui/use-hydrated";
import { sendOrKeep } from "~/domain/connection";
import { ANSWER_MAX_LENGTH } from "~/domain/question-limits";
import { keyHasFullMarks } from "~/domain/explain";
import { explainUrl, questionUrl } from "~/domain/urls";
import { requireUser } from "~/server/auth.server";
import type { Route } from "./+types/question";
import { questionAction } from "./question-action.server";
import { questionView } from "./question-view.server";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Question ${data.n} of ${data.attempt.total} | Arrowed` : "Question | Arrowed" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return questionView(user, new URL(request.url));
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  return questionAction(user, request);
}

// With the connection down, an answer, a note or a flag stays on screen with a message (app/domain/connection.ts).
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => sendOrKeep(serverAction);
export const shouldRevalidate = revalidateQuestion;

const AUTO_ADVANCE_MS = 500; // product-rules#auto-advance
/** The image box is at most 800 px wide and 60vh tall (about 80vh wide for a 4:3 image): a 400 px box takes the 400w variant. */
const IMAGE_SIZES = "(max-width: 640px) 100vw, min(80vh, 800px)";

export default function QuestionScreen() {
  const view = useLoaderData<typeof loader>();
  const { attempt } = view;
  const actionData = useActionData<typeof clientAction>();
  // With the connection down the question on screen may come from the page's deck (product-rules#offline-mock).
  const away = useOfflineMock(view);
  const { card, n, question, review } = onScreen(view, away);
  const next = actionData?.ok ? actionData.next : null;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const [viewerOpen, setViewerOpen] = useState(false);
  // A stack's slice on screen once the trainee moves (docs/decisions/060-stack-viewer.md).
  const [moved, setMoved] = useState<{ id: string; slice: number } | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [draft, setDraft] = useState("");
  const answerRef = useRef<HTMLInputElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const finishForm = useRef<HTMLFormElement>(null);
  const here = questionUrl(attempt.id, n);
  const confirmFinish = searchParams.get("confirm") === "finish";
  const showSummary = searchParams.get("review") === "1";
  const disputeOpen = searchParams.get("dispute") === "1"; // a refused dispute is shown in its dialog
  const labelOff = labelHidden(searchParams);

  // Mock, or practice without answers: move on shortly after answering.
  useEffect(() => {
    if (!next) return;
    const timer = window.setTimeout(() => navigate(next), AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [actionData, next, navigate]);

  // A form that could not reach the server: the screen goes on offline with it.
  useEffect(() => {
    if (actionData && "connectionLost" in actionData) away.lost();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actionData]);

  const hiddenMs = usePauseWhenAway(`/question/pause?attempt=${attempt.id}`, revalidator.revalidate);

  // product-rules#keyboard: a question lands with the focus where the next key press is useful: its
  // answer box while it can be answered, else the answer's feedback (n or Enter go on from there).
  const revealed = Boolean(review);
  const focusWhereUseful = useCallback(() => {
    if (revealed) document.getElementById(FEEDBACK_ID)?.focus();
    else answerRef.current?.focus();
  }, [revealed]);
  useEffect(() => {
    hiddenMs.current = 0;
    setDraft("");
  }, [question.id, hiddenMs]);
  useEffect(() => {
    if (!confirmFinish && !showSummary) focusWhereUseful();
  }, [question.id, focusWhereUseful, confirmFinish, showSummary]);

  // The shortcuts click the same buttons a mouse would, so they follow the same rules.
  const click = (id: string) => document.getElementById(id)?.click();
  useQuestionKeys({
    next: () => click("next-question"),
    previous: () => click("previous-question"),
    skip: () => click("skip-question"),
    flag: () => click("flag-question"),
    viewer: () => setViewerOpen(true),
    answer: () => answerRef.current?.focus(),
    note: () => document.getElementById("note-title")?.focus(),
    like: () => click("like-question"),
    dispute: () => click("dispute-question"),
    markCorrect: () => document.getElementById("mark-correct")?.focus(),
    explain: () => click("explain-question"),
    keyLabel: () => click(KEY_LABEL_TOGGLE_ID),
    finish: () => navigate(questionUrl(attempt.id, n, { review: "1" })),
    help: () => setHelpOpen(true),
    // Escape leaves a text field for the feedback, or the question's title, so the shortcuts work again.
    leaveField: () => (revealed ? focusWhereUseful() : document.getElementById("question-title")?.focus()),
  });

  useCopyBlock();

  // The next image fetched ahead, and shown the moment Next is pressed (product-rules#prefetch).
  const lessData = usePrefetchNext(view.upNext, IMAGE_SIZES, () => imageRef.current);
  const movingTo = useMovingTo(view.upNext);
  const { stack } = question;
  const slice = (moved?.id === question.id ? moved.slice : stack?.current) ?? 1;
  const onArrow = !stack || slice === stack.arrowed;
  const sliceImage = stack ? sliceShown(stack, slice, question.id) : null;
  const shown = card
    ? { key: card.id, src: card.small, srcSet: undefined, placeholder: null }
    : movingTo
      ? {
          key: `n${movingTo.n}`,
          src: lessData ? movingTo.image.small : movingTo.image.src,
          srcSet: lessData ? undefined : movingTo.image.srcSet,
          placeholder: null,
        }
      : (sliceImage ?? { key: question.id, ...question.image });

  const onExpire = useCallback(() => finishForm.current?.requestSubmit(), []);
  const submittingAnswer = useIsPending({ intent: "answer", state: "non-idle" });
  const unanswered = attempt.total - attempt.answeredCount;

  const timing = (
    <>
      <input type="hidden" name="questionId" value={question.id} />
      <input type="hidden" name="shownAt" value={view.shownAt} />
      <input type="hidden" name="hiddenMs" value={hydrated ? hiddenMs.current : 0} />
    </>
  );

  return (
    <div className="min-h-screen" onContextMenu={preventContextMenu}>
      <header className="sticky top-0 z-30 border-b border-border bg-bg/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-2 px-2 sm:gap-3 sm:px-4">
          <Link to="/dashboard" className={buttonClass("ghost", "px-2 py-1.5 whitespace-nowrap sm:px-3")}>
            ← Dashboard
          </Link>
          <p className="text-sm font-semibold whitespace-nowrap">
            {attempt.isMock ? "Mock" : "Question"} {n} of {attempt.total}
          </p>
          <div className="flex shrink-0 items-center gap-2">
            {attempt.isTimed || attempt.isMock ? (
              <TestClock
                remaining={attempt.remaining}
                endsAt={attempt.endsAt}
                elapsed={attempt.elapsed}
                onExpire={attempt.isMock ? onExpire : undefined}
              />
            ) : null}
            <button
              type="button"
              onClick={() => setHelpOpen(true)}
              className={buttonClass("ghost", "hidden px-3 py-1.5 sm:inline-flex")}
              aria-label="Keyboard shortcuts"
            >
              ?
            </button>
          </div>
        </div>
      </header>

      <main id="main" className="mx-auto grid max-w-6xl gap-6 px-4 py-6 lg:grid-cols-[1fr_18rem]">
        <div className="flex min-w-0 flex-col gap-4">
          {/* On a phone the stem has the full width, with Highlight and Clear under it. */}
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
            <h1 id="question-title" tabIndex={-1} className="text-lg font-semibold focus:outline-none">
              {question.title}
            </h1>
            {hydrated ? <LazyHighlightTool /> : null}
          </div>
          <figure id="question-figure" className="relative overflow-hidden rounded-2xl border border-border bg-black">
            <LabelledImage
              label={(shown.key === question.id || shown === sliceImage) && onArrow ? (review?.label ?? null) : null}
              hidden={labelOff}
            >
              <a
                href={question.image.src}
                target="_blank"
                rel="noreferrer"
                onClick={(event) => {
                  event.preventDefault();
                  setViewerOpen(true);
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
            <StackBar
              stack={stack}
              slice={slice}
              search={searchParams}
              onMove={(to) => setMoved({ id: question.id, slice: to })}
              hydrated={hydrated}
              sizes={IMAGE_SIZES}
            />
          ) : null}
          {review?.label ? <KeyLabelToggle hidden={labelOff} search={searchParams} /> : null}

          {actionData && !actionData.ok && actionData.error && !disputeOpen && !away.notice ? (
            <Alert tone="error">{actionData.error}</Alert>
          ) : null}
          <p
            role="status"
            aria-live="polite"
            className={away.notice ? "rounded-lg border border-border p-2 text-sm font-semibold" : "sr-only"}
          >
            {away.notice}
          </p>
          {attempt.pauseBudget ? <p className="text-sm text-muted">{attempt.pauseBudget}</p> : null}

          <Form
            method="post"
            action={here}
            className="flex flex-col gap-2"
            onSubmit={(event) => {
              const value = answerRef.current?.value.trim() ?? "";
              if (!value || review) event.preventDefault(); // a blank answer does nothing; a marked one stays
            }}
          >
            <input type="hidden" name="intent" value="answer" />
            <IdempotencyField />
            <input type="hidden" name="advance" value={hydrated && !attempt.showAnswers ? "client" : "server"} />
            {timing}
            <label htmlFor="answer" className="text-sm font-semibold">
              Name the arrowed structure
            </label>
            <div className="flex gap-2">
              <input
                ref={answerRef}
                id="answer"
                name="answer"
                key={question.id}
                defaultValue={question.userAnswer}
                onChange={(event) => setDraft(event.target.value)}
                // With the key showing, the answer stays as it was marked (product-rules#question-screen).
                readOnly={Boolean(review)}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                maxLength={ANSWER_MAX_LENGTH}
                className="min-w-0 flex-1 rounded-lg border border-border bg-bg px-3 py-2.5 text-base"
                placeholder="e.g. left vertebral artery V2 segment"
              />
              {review ? null : (
                <Button type="submit" disabled={submittingAnswer}>
                  {submittingAnswer ? "Saving..." : question.userAnswer ? "Update" : "Submit"}
                </Button>
              )}
            </div>
            {next ? (
              <p className="text-sm text-success" role="status">
                Answer saved
              </p>
            ) : null}
          </Form>

          {review ? (
            <AnswerReview review={review} userAnswer={question.userAnswer} action={here} questionId={question.id} />
          ) : null}

          <Form method="post" action={here} className="flex flex-wrap items-center gap-2">
            <input type="hidden" name="intent" value="move" />
            <IdempotencyField />
            {timing}
            {/* Next and Previous keep what was typed without Submit; Skip leaves it. */}
            {hydrated && !review && draft.trim() && draft.trim() !== (question.userAnswer ?? "") ? (
              <input key={question.id} type="hidden" name="answer" value={draft.trim()} />
            ) : null}
            <button
              id="previous-question"
              type="submit"
              name="to"
              value={n - 1}
              disabled={n === 1}
              className={buttonClass("secondary")}
            >
              Previous
            </button>
            <button
              id="skip-question"
              type="submit"
              name="to"
              value={n + 1}
              className={buttonClass("ghost")}
              onClick={(event) => {
                const typed = event.currentTarget.form?.elements.namedItem("answer");
                if (typed instanceof HTMLInputElement) typed.disabled = true;
              }}
            >
              Skip
            </button>
            <button id="next-question" type="submit" name="to" value={n + 1} className={buttonClass("primary")}>
              {n === attempt.total ? "Finish Test" : "Next"}
            </button>
          </Form>

          <QuestionTools
            question={question}
            revealed={Boolean(review)}
            explainable={Boolean(review && keyHasFullMarks(review.key))}
            aiAllowed={view.aiAllowed}
            explainTo={explainUrl(attempt.id, n)}
            action={here}
            hydrated={hydrated}
            noteRefused={actionData && !actionData.ok ? (actionData as NoteRefusal) : null}
          />
        </div>

        <QuestionOverview
          overview={view.overview}
          n={n}
          answered={attempt.answeredCount}
          total={attempt.total}
          attemptId={attempt.id}
        />
      </main>

      <Form ref={finishForm} method="post" action={here} className="hidden">
        <input type="hidden" name="intent" value="finish" />
      </Form>

      {showSummary ? (
        <FinishSummary
          overview={view.overview}
          answered={attempt.answeredCount}
          total={attempt.total}
          attemptId={attempt.id}
          n={n}
        />
      ) : null}
      {confirmFinish ? <ConfirmFinish unanswered={unanswered} here={here} /> : null}

      {/* Without JavaScript the browser still fetches the next image ahead, in its small variant. */}
      {view.upNext[0] ? <link rel="prefetch" as="image" href={view.upNext[0].image.small} /> : null}
      {hydrated && viewerOpen ? (
        <LazyImageViewer
          src={stack ? stack.slices[slice - 1]!.src : question.image.src}
          stack={
            stack ? { slice, count: stack.count, onMove: (to) => setMoved({ id: question.id, slice: to }) } : undefined
          }
          alt={`Question ${n} image`}
          open={viewerOpen}
          onClose={() => setViewerOpen(false)}
          mode={attempt.isMock ? "exam" : "practice"}
        />
      ) : null}
      {helpOpen ? <LazyShortcutHelp onClose={() => setHelpOpen(false)} /> : null}
    </div>
  );
}
