import { useEffect, useState } from "react";
import { Link, useFetcher, useSearchParams } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { IdempotencyField } from "~/components/ui/idempotency-field";
import { JsField } from "~/components/ui/sent-by-script-field";
import { showToast } from "~/components/ui/toaster";
import type { clientAction } from "~/routes/question";
import { DisputeDialog } from "./dispute-dialog";
import { ExplainButton } from "./explain-button";
import { NoteEditor, type NoteRefusal } from "./note-editor";

type Props = {
  question: { id: string; flagged: boolean; liked: boolean; note: { title: string; content: string } | null };
  /** The answer key is showing: notes and disputes open with it. */
  revealed: boolean;
  /** Answered, with a key that has a 2-mark answer to explain. */
  explainable: boolean;
  aiAllowed: boolean;
  explainTo: string;
  action: string;
  hydrated: boolean;
  /** A note this page posted without JavaScript and the server refused. */
  noteRefused?: NoteRefusal | null;
};

/** Flag, like, dispute and the note: small forms that post through a fetcher when JavaScript is on. */
export function QuestionTools({
  question,
  revealed,
  explainable,
  aiAllowed,
  explainTo,
  action,
  hydrated,
  noteRefused,
}: Props) {
  const flag = useFetcher<typeof clientAction>();
  const like = useFetcher<typeof clientAction>();
  const [searchParams] = useSearchParams();
  // Each sending of a toggle from one render carries its own number: the render's idempotency key is the
  // same for all of them, and like, unlike and like again before the data comes back are three forms,
  // not the first sent again (product-rules#likes-flags).
  const [sendings, setSendings] = useState({ flag: 0, like: 0 });
  const counted = (toggle: "flag" | "like") => () => setSendings((n) => ({ ...n, [toggle]: n[toggle] + 1 }));
  const flagged = flag.formData ? flag.formData.get("flagged") === "true" : question.flagged;
  const liked = like.formData ? like.formData.get("liked") === "true" : question.liked;
  const disputeOpen = searchParams.get("dispute") === "1";

  // Failure toasts when a like or flag does not go through (product-rules#likes-flags).
  useEffect(() => {
    if (like.state === "idle" && like.data && !like.data.ok)
      showToast({ type: "error", title: "Error", description: "Failed to update like status" });
  }, [like.state, like.data]);
  useEffect(() => {
    if (flag.state === "idle" && flag.data && !flag.data.ok)
      showToast({ type: "error", title: "Error", description: "Failed to update the flag. Please try again." });
  }, [flag.state, flag.data]);

  return (
    <section aria-label="Study tools" className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5">
      <div className="flex flex-wrap gap-2">
        <flag.Form method="post" action={action} onSubmit={counted("flag")}>
          <input type="hidden" name="intent" value="flag" />
          <input type="hidden" name="questionId" value={question.id} />
          <input type="hidden" name="flagged" value={String(!flagged)} />
          <input type="hidden" name="sending" value={sendings.flag} />
          <JsField />
          <IdempotencyField />
          <button
            id="flag-question"
            type="submit"
            aria-pressed={flagged}
            className={buttonClass(flagged ? "primary" : "secondary", "px-3 py-1.5")}
          >
            {flagged ? "⚑ Flagged" : "⚐ Flag"}
          </button>
        </flag.Form>
        <like.Form method="post" action={action} onSubmit={counted("like")}>
          <input type="hidden" name="intent" value="like" />
          <input type="hidden" name="questionId" value={question.id} />
          <input type="hidden" name="liked" value={String(!liked)} />
          <input type="hidden" name="sending" value={sendings.like} />
          <JsField />
          <IdempotencyField />
          <button
            id="like-question"
            type="submit"
            aria-pressed={liked}
            aria-label={liked ? "Unlike question" : "Like question"}
            className={buttonClass("secondary", "px-3 py-1.5")}
          >
            {liked ? "♥ Liked" : "♡ Like"}
          </button>
        </like.Form>
        {revealed ? (
          <Link
            id="dispute-question"
            to={`${action}&dispute=1`}
            preventScrollReset
            className={buttonClass("secondary", "px-3 py-1.5")}
          >
            Dispute
          </Link>
        ) : null}
        <ExplainButton allowed={aiAllowed} answerable={explainable} to={explainTo} />
      </div>
      {revealed ? (
        <NoteEditor
          questionId={question.id}
          note={question.note}
          action={action}
          hydrated={hydrated}
          refused={noteRefused}
        />
      ) : null}
      {disputeOpen && revealed ? <DisputeDialog questionId={question.id} action={action} hydrated={hydrated} /> : null}
    </section>
  );
}
