// The question editor's accepted answers: one row per answer with its marks, and the Try an answer box.
import { useRef, useState } from "react";
import { CONTROL, ErrorLine, invalid } from "./editor-fields";
import { TryAnswer } from "./try-answer";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";
import { BLANK_ANSWER_ROWS, type EditorValues, type FieldErrors } from "~/domain/question-editor";
import type { Tried } from "./question-editor-form";

export function AcceptedAnswers({
  answers,
  errors,
  tryAnswer,
  tried,
  registerTry,
}: {
  answers: EditorValues["answers"];
  errors: FieldErrors;
  tryAnswer: string;
  tried: Tried | undefined;
  /** Hands the form the Try box's re-run, called when the key changes. */
  registerTry: (run: () => void) => void;
}) {
  const hydrated = useHydrated();
  // A new question starts with one blank row to fill in.
  const [answerIds, setAnswerIds] = useState(() => (answers.length ? answers.map((_, i) => i) : [0]));
  const nextAnswerId = useRef(answers.length + BLANK_ANSWER_ROWS);
  // Without JavaScript a few blank rows stand ready for new answers; with it, "Add answer" makes one.
  const answerRows = hydrated
    ? answerIds.map((id) => ({ id, row: answers[id] ?? { text: "", marks: "2" } }))
    : [...answers, ...Array.from({ length: BLANK_ANSWER_ROWS }, () => ({ text: "", marks: "" }))].map((row, id) => ({
        id,
        row,
      }));

  return (
    <section aria-labelledby="answers-heading" className="rounded-2xl border border-border bg-surface p-6">
      <h2 id="answers-heading" className="text-lg font-semibold">
        Accepted answers
      </h2>
      <p className="mt-1 text-sm text-muted">
        At least one 2-mark answer.{hydrated ? "" : " Clear an answer's text to remove it."}
      </p>
      {errors.answers ? <p className="mt-2 text-sm text-danger">{errors.answers}</p> : null}
      <ol className="mt-4 flex flex-col gap-2" data-answer-key>
        {answerRows.map(({ id, row }, i) => (
          <li key={id} className="flex flex-wrap items-start gap-3">
            <div className="flex grow flex-col">
              <label htmlFor={`answers-${i}-text`} className="sr-only">
                Answer {i + 1}
              </label>
              <input
                id={`answers-${i}-text`}
                name={`answers[${i}].text`}
                defaultValue={row.text}
                placeholder="Accepted answer"
                className={CONTROL}
                {...invalid(errors, `answers[${i}].text`)}
              />
              <ErrorLine id={`answers[${i}].text`} message={errors[`answers[${i}].text`]} />
            </div>
            <div className="flex flex-col">
              <label htmlFor={`answers-${i}-marks`} className="sr-only">
                Marks for answer {i + 1}
              </label>
              <select
                id={`answers-${i}-marks`}
                name={`answers[${i}].marks`}
                defaultValue={row.marks || "2"}
                className={CONTROL}
                {...invalid(errors, `answers[${i}].marks`)}
              >
                <option value="2">2 marks</option>
                <option value="1">1 mark</option>
              </select>
              <ErrorLine id={`answers[${i}].marks`} message={errors[`answers[${i}].marks`]} />
            </div>
            {hydrated ? (
              <Button
                variant="ghost"
                className="text-danger"
                onClick={() => setAnswerIds(answerIds.filter((other) => other !== id))}
              >
                Remove answer {i + 1}
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      {hydrated ? (
        <Button
          variant="secondary"
          className="mt-2"
          onClick={() => setAnswerIds([...answerIds, nextAnswerId.current++])}
        >
          Add answer
        </Button>
      ) : null}
      <TryAnswer initial={tryAnswer} tried={tried} register={registerTry} />
    </section>
  );
}
