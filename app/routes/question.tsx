import { useCallback, useEffect, useRef, useState } from "react";
import { Form, useActionData, useLoaderData, useRevalidator, useSearchParams } from "react-router";
import { AnswerForm } from "~/components/question/answer-form";
import { AnswerReview } from "~/components/question/answer-review";
import { ConfirmFinish, FinishSummary } from "~/components/question/finish-dialogs";
import { labelHidden } from "~/components/question/key-label";
import { LazyHighlightTool, LazyImageViewer, LazyShortcutHelp } from "~/components/question/lazy-parts";
import { MoveForm } from "~/components/question/move-form";
import { QuestionFigure } from "~/components/question/question-figure";
import { QuestionHeader } from "~/components/question/question-header";
import { QuestionOverview } from "~/components/question/question-overview";
import { QuestionTools } from "~/components/question/question-tools";
import type { NoteRefusal } from "~/components/question/note-editor";
import { ScreenNotices } from "~/components/question/screen-notices";
import { revalidateQuestion } from "~/components/question/revalidate";
import { useAfterReply } from "~/components/question/use-after-reply";
import { useFocusAndKeys } from "~/components/question/use-focus-and-keys";
import { onScreen, useOfflineMock } from "~/components/question/use-offline-mock";
import { usePauseWhenAway } from "~/components/question/use-pause-when-away";
import { useShownImage } from "~/components/question/use-shown-image";
import { preventContextMenu, useCopyBlock } from "~/components/ui/use-copy-block";
import { useHydrated } from "~/components/ui/use-hydrated";
import { sendOrKeep } from "~/domain/connection";
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

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return questionView(user, url);
}

export async function action({ request, url }: Route.ActionArgs) {
  const user = await requireUser(request);
  return questionAction(user, request, url);
}

// With the connection down, an answer, a note or a flag stays on screen with a message (app/domain/connection.ts).
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => sendOrKeep(serverAction);
export const shouldRevalidate = revalidateQuestion;

export default function QuestionScreen() {
  const view = useLoaderData<typeof loader>();
  const { attempt } = view;
  const actionData = useActionData<typeof clientAction>();
  // With the connection down the question on screen may come from the page's deck (product-rules#offline-mock).
  const away = useOfflineMock(view);
  const { card, n, question, review } = onScreen(view, away);
  const next = actionData?.ok ? actionData.next : null;
  const revalidator = useRevalidator();
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const [viewerOpen, setViewerOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [draft, setDraft] = useState("");
  const finishForm = useRef<HTMLFormElement>(null);
  const here = questionUrl(attempt.id, n);
  const confirmFinish = searchParams.get("confirm") === "finish";
  const showSummary = searchParams.get("review") === "1";
  const disputeOpen = searchParams.get("dispute") === "1"; // a refused dispute is shown in its dialog
  const labelOff = labelHidden(searchParams);

  useAfterReply(actionData, next, away.lost);
  const hiddenMs = usePauseWhenAway(`/question/pause?attempt=${attempt.id}`, revalidator.revalidate);
  useEffect(() => {
    hiddenMs.current = 0;
    setDraft("");
  }, [question.id, hiddenMs]);
  const answerRef = useFocusAndKeys({
    questionId: question.id,
    revealed: Boolean(review),
    confirmFinish,
    showSummary,
    finishTo: questionUrl(attempt.id, n, { review: "1" }),
    openViewer: () => setViewerOpen(true),
    openHelp: () => setHelpOpen(true),
  });
  useCopyBlock();
  const image = useShownImage(question, card, view.upNext);
  const { slice, move } = image;
  const { stack } = question;

  const onExpire = useCallback(() => finishForm.current?.requestSubmit(), []);
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
      <QuestionHeader attempt={attempt} n={n} onExpire={onExpire} onHelp={hydrated ? () => setHelpOpen(true) : null} />

      <main id="main" className="mx-auto grid max-w-6xl gap-6 px-4 py-6 lg:grid-cols-[1fr_18rem]">
        <div className="flex min-w-0 flex-col gap-4">
          {/* On a phone the stem has the full width, with Highlight and Clear under it. */}
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
            <h1 id="question-title" tabIndex={-1} className="text-lg font-semibold focus:outline-none">
              {question.title}
            </h1>
            {hydrated ? <LazyHighlightTool /> : null}
          </div>
          <QuestionFigure
            question={question}
            n={n}
            image={image}
            label={review?.label ?? null}
            labelOff={labelOff}
            search={searchParams}
            hydrated={hydrated}
            onOpen={() => setViewerOpen(true)}
          />

          <ScreenNotices
            error={actionData && !actionData.ok && !disputeOpen && !away.notice ? actionData.error : null}
            notice={away.notice}
            pauseBudget={attempt.pauseBudget}
          />

          <AnswerForm
            action={here}
            question={question}
            revealed={Boolean(review)}
            advance={hydrated && !attempt.showAnswers ? "client" : "server"}
            saved={Boolean(next)}
            timing={timing}
            answerRef={answerRef}
            onDraft={setDraft}
          />

          {review ? (
            <AnswerReview review={review} userAnswer={question.userAnswer} action={here} questionId={question.id} />
          ) : null}

          <MoveForm
            action={here}
            n={n}
            total={attempt.total}
            timing={timing}
            questionId={question.id}
            carry={
              hydrated && !review && draft.trim() && draft.trim() !== (question.userAnswer ?? "") ? draft.trim() : null
            }
          />

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
          stack={stack ? { slice, count: stack.count, onMove: move } : undefined}
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
