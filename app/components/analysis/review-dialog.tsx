// The review dialog on /analysis: one question's result, key and explanation, with the question
// screen's forms (like, mark as correct, note, dispute) answered by this page.
import { useRef } from "react";
import { Form, useActionData, useLoaderData, useSearchParams } from "react-router";
import { KeyLabelToggle, LabelledImage, labelHidden } from "~/components/question/key-label";
import { ExplainButton } from "~/components/question/explain-button";
import { AcceptedAnswers, Explanation, ImageCredit, MarkCorrectForm } from "~/components/question/review-parts";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClass } from "~/components/ui/button";
import { RouteDialog } from "~/components/ui/dialog";
import { describedBy, FieldError } from "~/components/ui/field-error";
import { IdempotencyField } from "~/components/ui/idempotency-field";
import { useHydrated } from "~/components/ui/use-hydrated";
import { keyHasFullMarks } from "~/domain/explain";
import { fieldError, typedValue } from "~/domain/form-refusal";
import { disputeFailure } from "~/domain/question-limits";
import { analysisUrl, explainUrl } from "~/domain/urls";
import type { clientAction, loader } from "~/routes/analysis";

export const NOTE_FIELD = "rounded-lg border border-border bg-bg px-3 py-2 text-sm aria-[invalid]:border-danger";
export const RESULT = { 2: "2 marks", 1: "1 mark", 0: "0 marks" } as const;

type View = ReturnType<typeof useLoaderData<typeof loader>>;

type Refused = Extract<NonNullable<ReturnType<typeof useActionData<typeof clientAction>>>, { ok: false }>;

/** The words for a refusal of this form (product-rules#notes, product-rules#disputes). */
function refusalText(refused: Refused) {
  if ("connectionLost" in refused) return { title: "No connection", description: refused.error };
  if (typedValue(refused, "intent") === "dispute") return disputeFailure(refused);
  return { title: "Error", description: refused.error };
}

export function ReviewDialog({ view, base }: { view: View; base: string }) {
  const review = view.review!;
  const here = analysisUrl(view.attempt.id, { review: review.n, all: view.showAll });
  const result = useActionData<typeof clientAction>();
  const refused = result && !result.ok ? result : undefined;
  const failed = (intent: string) =>
    refused && typedValue(refused, "intent") === intent ? (
      <Alert tone="error" title={refusalText(refused).title}>
        {refusalText(refused).description}
      </Alert>
    ) : null;
  // What was typed in a refused form, as its reply keeps it (app/domain/form-refusal.ts).
  const kept = refused && "result" in refused ? (name: string) => typedValue(refused, name) : undefined;
  // A blank title or content is told beside its field, as in the question screen's note editor.
  const noteFields =
    typedValue(refused, "intent") === "note"
      ? { title: fieldError(refused, "title"), content: fieldError(refused, "content") }
      : {};
  const noteBlank = Boolean(noteFields.title || noteFields.content);
  const hydrated = useHydrated();
  const [search] = useSearchParams();
  const noteForm = useRef<HTMLFormElement>(null);
  const clearNote = () => {
    for (const name of ["title", "content"]) {
      const field = noteForm.current?.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
      if (field) field.value = "";
    }
    (noteForm.current?.elements.namedItem("title") as HTMLInputElement | null)?.focus();
  };
  return (
    <RouteDialog title={`Question ${review.n}`} description={review.title} closeTo={base} wide>
      <div className="grid gap-5 md:grid-cols-2">
        <div className="flex flex-col gap-1">
          <LabelledImage label={review.label} hidden={labelHidden(search)}>
            <img
              src={review.image}
              alt={`Question ${review.n}, with its arrow`}
              className="w-full rounded-xl border border-border bg-black object-contain"
            />
          </LabelledImage>
          {review.label ? <KeyLabelToggle hidden={labelHidden(search)} search={search} /> : null}
          <ImageCredit credit={review.credit} />
        </div>
        <div className="flex flex-col gap-4">
          <Alert
            tone={review.marks === 2 ? "success" : review.marks === 1 ? "info" : "error"}
            title={review.marks === null ? "Not attempted" : RESULT[review.marks]}
          >
            {review.reasons.length ? <p className="first-letter:uppercase">{review.reasons.join("; ")}</p> : null}
            Your answer: {review.answer ?? "Not attempted"}
          </Alert>
          <AcceptedAnswers rows={review.key} headingLevel="h3" />
          {review.explanation ? <Explanation text={review.explanation} headingLevel="h3" /> : null}
          {refused && "connectionLost" in refused ? (
            <Alert tone="error" title={refusalText(refused).title}>
              {refusalText(refused).description}
            </Alert>
          ) : null}
          {failed("like")}
          {failed("override")}
          <Form method="post" action={here}>
            <input type="hidden" name="intent" value="like" />
            <input type="hidden" name="questionId" value={review.questionId} />
            <IdempotencyField />
            <input type="hidden" name="liked" value={String(!review.liked)} />
            <button type="submit" aria-pressed={review.liked} className={buttonClass("secondary", "px-3 py-1.5")}>
              {review.liked ? "♥ Liked" : "♡ Like"}
            </button>
          </Form>
          {review.answer && review.marks !== 2 ? (
            <MarkCorrectForm action={here} questionId={review.questionId} />
          ) : null}
          <Form ref={noteForm} method="post" action={here} className="flex flex-col gap-2" key={`note-${review.n}`}>
            <input type="hidden" name="intent" value="note" />
            <input type="hidden" name="questionId" value={review.questionId} />
            <IdempotencyField />
            <fieldset className="flex flex-col gap-2">
              <legend className="text-sm font-semibold">Your note</legend>
              {noteBlank ? null : failed("note")}
              <label htmlFor="review-note-title" className="text-sm text-muted">
                Title
              </label>
              <input
                id="review-note-title"
                name="title"
                defaultValue={kept?.("title") || review.note?.title || ""}
                className={NOTE_FIELD}
                {...describedBy("review-note-title", noteFields.title)}
              />
              <FieldError id="review-note-title" message={noteFields.title} />
              <label htmlFor="review-note-content" className="text-sm text-muted">
                Content
              </label>
              <textarea
                id="review-note-content"
                name="content"
                rows={3}
                defaultValue={kept?.("content") || review.note?.content || ""}
                className={NOTE_FIELD}
                {...describedBy("review-note-content", noteFields.content)}
              />
              <FieldError id="review-note-content" message={noteFields.content} />
            </fieldset>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" variant="secondary" className="px-3 py-1.5">
                Save
              </Button>
              {hydrated ? (
                <Button type="button" variant="ghost" className="px-3 py-1.5" onClick={clearNote}>
                  Clear
                </Button>
              ) : null}
              <ExplainButton
                allowed={view.aiAllowed}
                answerable={review.answer !== null && keyHasFullMarks(review.key)}
                to={explainUrl(view.attempt.id, review.n)}
              />
            </div>
          </Form>
          <Form method="post" action={here} className="flex flex-col gap-2 border-t border-border pt-4">
            <input type="hidden" name="intent" value="dispute" />
            <input type="hidden" name="questionId" value={review.questionId} />
            <IdempotencyField />
            <label htmlFor="review-dispute" className="text-sm font-semibold">
              Send a Dispute
            </label>
            {failed("dispute")}
            <textarea
              id="review-dispute"
              name="message"
              rows={2}
              required
              maxLength={2000}
              defaultValue={kept?.("message") ?? ""}
              className="rounded-lg border border-border bg-bg px-3 py-2 text-sm"
              placeholder="Why the key or the mark looks wrong"
            />
            <Button type="submit" variant="secondary" className="self-start px-3 py-1.5">
              Send
            </Button>
          </Form>
        </div>
      </div>
    </RouteDialog>
  );
}
