import { useCallback, useEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import { Form, Link, useActionData, useFetcher, useLoaderData, useNavigate, useNavigation, useRevalidator, useSearchParams } from "react-router";
import { ExplainButton } from "~/components/question/explain-button";
import { AcceptedAnswers, MarkCorrectForm } from "~/components/question/review-parts";
import { ImageViewer } from "~/components/question/image-viewer";
import { TestClock } from "~/components/question/test-clock";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClass } from "~/components/ui/button";
import { RouteDialog } from "~/components/ui/dialog";
import { showToast } from "~/components/ui/toaster";
import { preventContextMenu, useCopyBlock } from "~/components/ui/use-copy-block";
import { requireUser } from "~/server/auth.server";
import { getCurrentPlan } from "~/server/plan.server";
import type { Route } from "./+types/question";
import { questionAction, questionView } from "./question.server";
import { reloadUnlessConnectionLost, sendOrKeep } from "~/domain/connection";
import { DISPUTE_MAX_LENGTH, disputeFailure } from "~/domain/question-forms";

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
  const { plan } = await getCurrentPlan(user.id);
  return questionAction(user, plan, request);
}

// With the connection down, an answer, a note or a flag stays on screen with a message (app/domain/connection.ts).
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => sendOrKeep(serverAction);
export const shouldRevalidate = reloadUnlessConnectionLost;

const AUTO_ADVANCE_MS = 500; // spec part 1 §9
const NOTE_AUTOSAVE_MS = 700; // spec part 1 §9

const MARK_STYLE = {
  2: "border-success bg-success/20 text-success",
  1: "border-warning bg-warning/20 text-warning",
  0: "border-danger bg-danger/20 text-danger",
} as const;

export default function QuestionScreen() {
  const view = useLoaderData<typeof loader>();
  const { attempt, question, n, review } = view;
  const actionData = useActionData<typeof action>() as { ok: boolean; error?: string; next?: string } | undefined;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const [viewerOpen, setViewerOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [draft, setDraft] = useState("");
  const hiddenMs = useRef(0);
  const answerRef = useRef<HTMLInputElement>(null);
  const finishForm = useRef<HTMLFormElement>(null);
  const base = `/question?attempt=${attempt.id}`;
  const here = `${base}&q=${n}`;
  const confirmFinish = searchParams.get("confirm") === "finish";
  const showSummary = searchParams.get("review") === "1";
  const disputeOpen = searchParams.get("dispute") === "1"; // a refused dispute is shown in its dialog

  // Mock, or practice without answers: move on 500 ms after answering (spec part 1 §4).
  useEffect(() => {
    if (actionData?.ok && actionData.next) {
      const timer = window.setTimeout(() => navigate(actionData.next!), AUTO_ADVANCE_MS);
      return () => window.clearTimeout(timer);
    }
  }, [actionData, navigate]);

  // Time stops while the tab is hidden or the screen is left (the Dashboard button, closing the
  // tab): the server banks the time and restarts the clock on return (spec part 1 §4).
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    let hiddenSince: number | null = null;
    const pause = () => {
      const body = new FormData();
      body.set("intent", "pause");
      navigator.sendBeacon?.(`/question/pause?attempt=${attempt.id}`, body);
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") {
        hiddenSince = Date.now();
        pause();
      } else if (hiddenSince !== null) {
        hiddenMs.current += Date.now() - hiddenSince;
        hiddenSince = null;
        void revalidate.current();
      }
    };
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", pause);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", pause);
      pause();
    };
  }, [attempt.id]);

  useEffect(() => {
    hiddenMs.current = 0;
    setDraft("");
    if (!review && !confirmFinish && !showSummary) answerRef.current?.focus();
  }, [question.id, review, confirmFinish, showSummary]);

  // Keyboard shortcuts; never while typing (developers' guide, issue "Keyboard").
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (target.closest("input, textarea, select, [contenteditable=true], dialog[open]") || event.metaKey || event.ctrlKey || event.altKey) return;
      const click = (id: string) => document.getElementById(id)?.click();
      const keys: Record<string, () => void> = {
        n: () => click("next-question"),
        ArrowRight: () => click("next-question"),
        p: () => click("previous-question"),
        ArrowLeft: () => click("previous-question"),
        s: () => click("skip-question"),
        f: () => click("flag-question"),
        v: () => setViewerOpen(true),
        a: () => answerRef.current?.focus(),
        e: () => navigate(`${here}&review=1`),
        "?": () => setHelpOpen(true),
      };
      const run = keys[event.key];
      if (run) {
        event.preventDefault();
        run();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [here, navigate]);

  useCopyBlock();

  const onExpire = useCallback(() => finishForm.current?.requestSubmit(), []);
  const submittingAnswer = navigation.state !== "idle" && navigation.formData?.get("intent") === "answer";
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
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-3 px-4">
          <Link to="/dashboard" className={buttonClass("ghost", "px-3 py-1.5")}>
            ← Dashboard
          </Link>
          <p className="text-sm font-semibold">
            {attempt.isMock ? "Mock" : "Question"} {n} of {attempt.total}
          </p>
          <div className="flex items-center gap-2">
            {attempt.isTimed || attempt.isMock ? <TestClock remaining={attempt.remaining} elapsed={attempt.elapsed} onExpire={attempt.isMock ? onExpire : undefined} /> : null}
            <button type="button" onClick={() => setHelpOpen(true)} className={buttonClass("ghost", "hidden px-3 py-1.5 sm:inline-flex")} aria-label="Keyboard shortcuts">
              ?
            </button>
          </div>
        </div>
      </header>

      <main id="main" className="mx-auto grid max-w-6xl gap-6 px-4 py-6 lg:grid-cols-[1fr_18rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex items-start justify-between gap-3">
            <h1 id="question-title" className="text-lg font-semibold">
              {question.title}
            </h1>
            {hydrated ? <HighlightTool /> : null}
          </div>
          <figure className="relative overflow-hidden rounded-2xl border border-border bg-black">
            <a
              href={question.image.src}
              target="_blank"
              rel="noreferrer"
              onClick={(event) => {
                event.preventDefault();
                setViewerOpen(true);
              }}
              className="block"
              aria-label="Open the image full screen (v)"
            >
              <img
                key={question.id}
                src={question.image.src}
                srcSet={question.image.srcSet}
                sizes="(max-width: 640px) 100vw, 800px"
                alt={`${question.modality} image for question ${n}, with an arrow`}
                decoding="async"
                className="mx-auto max-h-[60vh] w-auto bg-cover bg-center object-contain"
                style={question.image.placeholder ? { backgroundImage: `url(${question.image.placeholder})` } : undefined}
              />
            </a>
            <figcaption className="sr-only">Press v to open the full-screen viewer.</figcaption>
          </figure>

          {actionData && !actionData.ok && actionData.error && !disputeOpen ? <Alert tone="error">{actionData.error}</Alert> : null}

          <Form method="post" action={here} className="flex flex-col gap-2" onSubmit={(event) => {
            const value = answerRef.current?.value.trim() ?? "";
            if (!value || review) event.preventDefault(); // a blank answer does nothing (spec part 1 §5); a marked one stays
          }}>
            <input type="hidden" name="intent" value="answer" />
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
                // With the key showing, the answer stays as it was marked (spec part 1 §4: the submit button goes).
                readOnly={Boolean(review)}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                maxLength={300}
                className="min-w-0 flex-1 rounded-lg border border-border bg-bg px-3 py-2.5 text-base"
                placeholder="e.g. left vertebral artery V2 segment"
              />
              {review ? null : (
                <Button type="submit" disabled={submittingAnswer}>
                  {submittingAnswer ? "Saving..." : question.userAnswer ? "Update" : "Submit"}
                </Button>
              )}
            </div>
            {actionData?.ok && actionData.next ? <p className="text-sm text-success" role="status">Answer saved</p> : null}
          </Form>

          {review ? <Review review={review} userAnswer={question.userAnswer} action={here} questionId={question.id} /> : null}

          <Form method="post" action={here} className="flex flex-wrap items-center gap-2">
            <input type="hidden" name="intent" value="move" />
            {timing}
            {/* Next and Previous keep what was typed without Submit; Skip leaves it (spec part 1 §4). */}
            {hydrated && !review && draft.trim() && draft.trim() !== (question.userAnswer ?? "") ? (
              <input key={question.id} type="hidden" name="answer" value={draft.trim()} />
            ) : null}
            <button id="previous-question" type="submit" name="to" value={n - 1} disabled={n === 1} className={buttonClass("secondary")}>
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

          <QuestionTools view={view} action={here} hydrated={hydrated} />
        </div>

        <aside aria-label="Question overview" className="flex flex-col gap-4">
          <div className="rounded-2xl border border-border bg-surface p-4">
            <p className="text-sm font-semibold">
              {attempt.answeredCount} of {attempt.total} answered
            </p>
            <nav aria-label="Questions" className="mt-3 grid grid-cols-5 gap-2">
              {view.overview.map((item) => (
                <Link
                  key={item.n}
                  to={`${base}&q=${item.n}`}
                  aria-current={item.n === n ? "page" : undefined}
                  aria-label={`Question ${item.n}${item.answered ? ", answered" : ""}${item.flagged ? ", flagged" : ""}${item.marks !== null ? `, ${item.marks} marks` : ""}`}
                  className={`flex h-9 items-center justify-center rounded-md border text-sm font-semibold ${
                    item.marks !== null ? MARK_STYLE[item.marks] : item.answered ? "border-primary/60 bg-primary/15" : "border-border bg-surface-2"
                  } ${item.n === n ? "outline-2 outline-offset-1 outline-text" : ""} ${item.flagged ? "ring-2 ring-warning" : ""}`}
                >
                  {item.n}
                </Link>
              ))}
            </nav>
            <Link to={`${here}&review=1`} className={buttonClass("secondary", "mt-4 w-full")}>
              Finish Test
            </Link>
          </div>
          <p className="hidden text-xs text-muted lg:block">Press ? for keyboard shortcuts.</p>
        </aside>
      </main>

      <Form ref={finishForm} method="post" action={here} className="hidden">
        <input type="hidden" name="intent" value="finish" />
      </Form>

      {showSummary ? (
        <RouteDialog title="Finish Test" description={`${attempt.answeredCount} of ${attempt.total} answered`} closeTo={here} wide>
          <table className="w-full text-left text-sm">
            <thead className="text-muted">
              <tr>
                <th className="py-1.5">#</th>
                <th>Status</th>
                <th>Flagged</th>
              </tr>
            </thead>
            <tbody>
              {view.overview.map((item) => (
                <tr key={item.n} className="border-t border-border">
                  <td className="py-1.5">
                    <Link to={`${base}&q=${item.n}`} className="text-primary hover:underline">
                      {item.n}
                    </Link>
                  </td>
                  <td>{item.answered ? "Answered" : "Not answered"}</td>
                  <td>{item.flagged ? "Flagged" : ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="mt-5 flex justify-end gap-3">
            <Link to={here} className={buttonClass("ghost")}>
              Back to test
            </Link>
            <Link to={`${here}&confirm=finish`} className={buttonClass("primary")}>
              Submit Test
            </Link>
          </div>
        </RouteDialog>
      ) : null}

      {confirmFinish ? (
        <RouteDialog title="Submit test?" closeTo={here}>
          <p>
            {unanswered === 0
              ? "You have answered every question."
              : `You have ${unanswered} unanswered ${unanswered === 1 ? "question" : "questions"}.`}
          </p>
          <p className="mt-2 text-muted">After submission of the test, you will not be able to edit the answers, confirm submission?</p>
          <Form method="post" action={here} className="mt-5 flex justify-end gap-3">
            <input type="hidden" name="intent" value="finish" />
            <Link to={here} className={buttonClass("ghost")}>
              Cancel
            </Link>
            <Button type="submit" autoFocus data-autofocus>
              Confirm submission
            </Button>
          </Form>
        </RouteDialog>
      ) : null}

      {view.prefetch ? <link rel="prefetch" as="image" imageSrcSet={view.prefetch} imageSizes="(max-width: 640px) 100vw, 800px" /> : null}
      {hydrated ? <ImageViewer src={question.image.src} alt={`Question ${n} image`} open={viewerOpen} onClose={() => setViewerOpen(false)} mode={attempt.isMock ? "exam" : "practice"} /> : null}
      {helpOpen ? <ShortcutHelp onClose={() => setHelpOpen(false)} /> : null}
    </div>
  );
}

function Review({
  review,
  userAnswer,
  action,
  questionId,
}: {
  review: { marks: 0 | 1 | 2; overridden: boolean; reasons: string[]; key: Array<{ text: string; marks: number }>; explanation: string | null };
  userAnswer: string;
  action: string;
  questionId: string;
}) {
  const tone = review.marks === 2 ? "success" : review.marks === 1 ? "info" : "error";
  return (
    <section aria-label="Answer" className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5">
      <Alert tone={tone} title={`${review.marks} ${review.marks === 1 ? "mark" : "marks"}${review.overridden ? " (marked by you)" : ""}`}>
        {review.reasons.length && !review.overridden ? <p className="first-letter:uppercase">{review.reasons.join("; ")}</p> : null}
        Your answer: {userAnswer}
      </Alert>
      <AcceptedAnswers rows={review.key} />
      {review.explanation ? (
        <div>
          <h2 className="text-sm font-semibold">Explanation</h2>
          <p className="mt-1 text-sm text-text/90">{review.explanation}</p>
        </div>
      ) : null}
      {review.marks < 2 ? <MarkCorrectForm action={action} questionId={questionId} /> : null}
    </section>
  );
}

type View = ReturnType<typeof useLoaderData<typeof loader>>;

/** Flag, like, dispute and the note: small forms that post through a fetcher when JavaScript is on. */
function QuestionTools({ view, action, hydrated }: { view: View; action: string; hydrated: boolean }) {
  const { question } = view;
  const flag = useFetcher<{ ok: boolean }>();
  const like = useFetcher<{ ok: boolean }>();
  const [searchParams] = useSearchParams();
  const flagged = flag.formData ? flag.formData.get("flagged") === "true" : question.flagged;
  const liked = like.formData ? like.formData.get("liked") === "true" : question.liked;
  const disputeOpen = searchParams.get("dispute") === "1";

  // The spec's failure toasts (part 1 §8) when a like or flag does not go through.
  useEffect(() => {
    if (like.state === "idle" && like.data && !like.data.ok) showToast({ type: "error", title: "Error", description: "Failed to update like status" });
  }, [like.state, like.data]);
  useEffect(() => {
    if (flag.state === "idle" && flag.data && !flag.data.ok) showToast({ type: "error", title: "Error", description: "Failed to update the flag. Please try again." });
  }, [flag.state, flag.data]);
  const js = hydrated ? <input type="hidden" name="js" value="1" /> : null;

  return (
    <section aria-label="Study tools" className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5">
      <div className="flex flex-wrap gap-2">
        <flag.Form method="post" action={action}>
          <input type="hidden" name="intent" value="flag" />
          <input type="hidden" name="questionId" value={question.id} />
          <input type="hidden" name="flagged" value={String(!flagged)} />
          {js}
          <button id="flag-question" type="submit" aria-pressed={flagged} className={buttonClass(flagged ? "primary" : "secondary", "px-3 py-1.5")}>
            {flagged ? "⚑ Flagged" : "⚐ Flag"}
          </button>
        </flag.Form>
        <like.Form method="post" action={action}>
          <input type="hidden" name="intent" value="like" />
          <input type="hidden" name="questionId" value={question.id} />
          <input type="hidden" name="liked" value={String(!liked)} />
          {js}
          <button type="submit" aria-pressed={liked} aria-label={liked ? "Unlike question" : "Like question"} className={buttonClass("secondary", "px-3 py-1.5")}>
            {liked ? "♥ Liked" : "♡ Like"}
          </button>
        </like.Form>
        {view.review ? (
          <Link to={`${action}&dispute=1`} preventScrollReset className={buttonClass("secondary", "px-3 py-1.5")}>
            Dispute
          </Link>
        ) : null}
        <ExplainButton allowed={view.aiAllowed} fullMarks={view.review?.marks === 2} to={`/question/explain?attempt=${view.attempt.id}&q=${view.n}`} />
      </div>
      {view.review ? <NoteEditor questionId={question.id} note={question.note} action={action} hydrated={hydrated} /> : null}
      {disputeOpen && view.review ? <DisputeDialog questionId={question.id} action={action} hydrated={hydrated} /> : null}
    </section>
  );
}

function NoteEditor({ questionId, note, action, hydrated }: { questionId: string; note: { title: string; content: string } | null; action: string; hydrated: boolean }) {
  const fetcher = useFetcher<{ ok: boolean; error?: string; toast?: { title: string; description?: string } | null }>();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) {
      if (fetcher.data.ok && fetcher.data.toast) showToast(fetcher.data.toast);
      if (!fetcher.data.ok) showToast({ type: "error", title: "Error saving note", description: "Please try again." });
    }
  }, [fetcher.state, fetcher.data]);

  // Autosave 700 ms after typing stops, once both title and content are filled (spec part 1 §9).
  const schedule = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const form = formRef.current;
      if (!form) return;
      const data = new FormData(form);
      if (String(data.get("title")).trim() && String(data.get("content")).trim()) fetcher.submit(data, { method: "post", action });
    }, NOTE_AUTOSAVE_MS);
  };

  return (
    <fetcher.Form ref={formRef} method="post" action={action} className="flex flex-col gap-2" key={questionId} onChange={hydrated ? schedule : undefined}>
      <input type="hidden" name="intent" value="note" />
      <input type="hidden" name="questionId" value={questionId} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <h2 className="text-sm font-semibold">Your note</h2>
      <label htmlFor="note-title" className="sr-only">
        Note title
      </label>
      <input id="note-title" name="title" defaultValue={note?.title ?? ""} placeholder="Title" className="rounded-lg border border-border bg-bg px-3 py-2 text-sm" />
      <label htmlFor="note-content" className="sr-only">
        Note
      </label>
      <textarea id="note-content" name="content" defaultValue={note?.content ?? ""} rows={3} placeholder="What to remember about this structure" className="rounded-lg border border-border bg-bg px-3 py-2 text-sm" />
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs text-muted" aria-live="polite">
          {fetcher.state !== "idle" ? "Saving..." : hydrated ? "Saves as you type" : ""}
        </span>
        <Button type="submit" variant="secondary" className="px-3 py-1.5">
          Save note
        </Button>
      </div>
    </fetcher.Form>
  );
}

function DisputeDialog({ questionId, action, hydrated }: { questionId: string; action: string; hydrated: boolean }) {
  const navigate = useNavigate();
  const fetcher = useFetcher<{ ok: boolean; error?: string }>();
  // Without JavaScript the form posts to this dialog's own address, so a refusal comes back with it open.
  const posted = useActionData() as { ok: boolean; error?: string } | undefined;
  const result = fetcher.data ?? posted;
  const failure = result && !result.ok ? disputeFailure(result) : null;
  const [message, setMessage] = useState("");
  const sent = fetcher.data?.ok === true;

  // Closes 2 s after success (spec part 1 §9).
  useEffect(() => {
    if (!sent) return;
    showToast({ title: "Dispute sent successfully", description: "Thank you for your message. We'll review it shortly." });
    const timer = window.setTimeout(() => navigate(action, { preventScrollReset: true }), 2000);
    return () => window.clearTimeout(timer);
  }, [sent, action, navigate]);

  return (
    <RouteDialog title="Send a Dispute" description="Tell us why the answer key or the marking looks wrong." closeTo={action}>
      {sent ? (
        <Alert tone="success" title="Dispute sent successfully">
          Thank you for your message. We&apos;ll review it shortly.
        </Alert>
      ) : (
        <fetcher.Form method="post" action={`${action}&dispute=1`} className="flex flex-col gap-3">
          <input type="hidden" name="intent" value="dispute" />
          <input type="hidden" name="questionId" value={questionId} />
          {hydrated ? <input type="hidden" name="js" value="1" /> : null}
          {failure ? <Alert tone="error" title={failure.title}>{failure.description}</Alert> : null}
          <label htmlFor="dispute-message" className="text-sm font-semibold">
            Message
          </label>
          <textarea
            id="dispute-message"
            name="message"
            rows={4}
            required
            maxLength={DISPUTE_MAX_LENGTH}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            className="rounded-lg border border-border bg-bg px-3 py-2 text-sm"
          />
          <div className="flex justify-end gap-3">
            <Link to={action} className={buttonClass("ghost")}>
              Cancel
            </Link>
            {/* Without JavaScript the server checks the message; with it, Send waits for one (spec part 1 §5). */}
            <Button type="submit" disabled={hydrated && (!message.trim() || fetcher.state !== "idle")}>
              {fetcher.state !== "idle" ? "Sending..." : "Send"}
            </Button>
          </div>
        </fetcher.Form>
      )}
    </RouteDialog>
  );
}

/**
 * Marks selected text on the screen (spec part 1 §2). Uses the CSS Custom Highlight API, so React's
 * markup is never rewritten.
 */
function HighlightTool() {
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
      <button type="button" onMouseDown={(event) => event.preventDefault()} onClick={highlight} className={buttonClass("ghost", "px-2 py-1 text-xs")}>
        Highlight
      </button>
      <button type="button" onClick={clear} className={buttonClass("ghost", "px-2 py-1 text-xs")}>
        Clear
      </button>
    </div>
  );
}

const SHORTCUTS: Array<[string, string]> = [
  ["n or →", "Next question"],
  ["p or ←", "Previous question"],
  ["s", "Skip"],
  ["f", "Flag or unflag"],
  ["a", "Go to the answer box"],
  ["Enter", "Submit the answer (in the answer box)"],
  ["v", "Open the image viewer"],
  ["+ − [ ] { } r 0 f", "In the viewer: zoom, brightness, contrast, rotate, reset, full screen"],
  ["e", "Finish the test"],
  ["?", "This list"],
];

function ShortcutHelp({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  return (
    <dialog ref={ref} onClose={onClose} aria-labelledby="shortcut-title" className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-border bg-surface p-6 text-text backdrop:bg-black/60">
      <h2 id="shortcut-title" className="text-lg font-bold">
        Keyboard shortcuts
      </h2>
      <p className="mt-1 text-sm text-muted">They never fire while you type in the answer box.</p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {SHORTCUTS.map(([keys, what]) => (
          <div key={keys} className="contents">
            <dt>
              <kbd className="rounded border border-border bg-surface-2 px-1.5 py-0.5 font-mono text-xs">{keys}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <form method="dialog" className="mt-5 flex justify-end">
        <Button type="submit" autoFocus>
          Close
        </Button>
      </form>
    </dialog>
  );
}
