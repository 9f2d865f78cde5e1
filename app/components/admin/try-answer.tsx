// Try an answer: marks a typed answer against the key as it stands in the editor's form.
import { useRef } from "react";
import { useFetcher } from "react-router";
import { CONTROL, LABEL } from "./editor-fields";
import type { Tried } from "./question-editor-form";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { action as tryAction } from "~/routes/admin.questions.try";

const marksText = (marks: number) => `${marks} ${marks === 1 ? "mark" : "marks"}`;

/** Marks an answer against the key as it stands in the form: live with JavaScript, by a button without. */
export function TryAnswer({
  initial,
  tried,
  register,
}: {
  initial: string;
  tried: Tried | undefined;
  register: (run: () => void) => void;
}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<typeof tryAction>();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const send = () => {
    const form = input.current?.form;
    if (!form || !input.current?.value.trim()) return;
    const body = new FormData();
    for (const [name, value] of new FormData(form))
      if (name === "tryAnswer" || name.startsWith("answers[")) body.append(name, value);
    fetcher.submit(body, { method: "post", action: "/admin/questions/try" });
  };
  const later = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(send, 250);
  };
  register(later);
  // A refused try (its form could not be read) shows the last verdict, if any.
  const shown = (fetcher.data && !("ok" in fetcher.data) ? fetcher.data : null) ?? tried;
  return (
    <div className="mt-6 rounded-lg border border-border p-4">
      <label htmlFor="tryAnswer" className={LABEL}>
        Try an answer
      </label>
      <div className="mt-1 flex flex-wrap gap-3">
        <input
          ref={input}
          id="tryAnswer"
          name="tryAnswer"
          defaultValue={initial}
          className={`${CONTROL} grow`}
          onChange={hydrated ? later : undefined}
          onKeyDown={(event) => {
            if (event.key === "Enter" && hydrated) {
              event.preventDefault();
              send();
            }
          }}
        />
        <button
          type="submit"
          name="intent"
          value="try"
          className={buttonClass("secondary")}
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            send();
          }}
        >
          Mark it
        </button>
      </div>
      <div role="status" aria-live="polite" className="mt-3 text-sm">
        {shown ? (
          <>
            <p>
              <span className="font-semibold">{marksText(shown.marks)}</span> for “{shown.answer}”
            </p>
            {shown.reasons.length ? (
              <ul className="mt-1 list-disc pl-5 text-muted">
                {shown.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
