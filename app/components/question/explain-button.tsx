import { useEffect, useState } from "react";
import { Form, Link, useLocation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { ModalDialog } from "~/components/ui/dialog";
import { LockIcon } from "~/components/ui/lock-icon";
import { Markdown } from "~/components/ui/markdown";
import { readEvents, textChunks } from "~/domain/event-stream";
import { EXPLANATION_FAILED } from "~/domain/explain";

/**
 * 'Explain with AI' (product-rules#explain-ai): for subscribers, once the answer earned full marks. Without
 * JavaScript it is a link to the explanation's page; with it, the explanation streams into a dialog
 * as it is written. The server checks the same rules again either way.
 */
export function ExplainButton({ allowed, fullMarks, to }: { allowed: boolean; fullMarks: boolean; to: string }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // 'Add to note' comes back to this screen: the dialog has done its work.
  useEffect(() => setOpen(false), [location.key]);

  if (allowed && fullMarks) {
    return (
      <>
        <Link
          to={to}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            setOpen(true);
          }}
          className={buttonClass("secondary", "px-3 py-1.5")}
        >
          ✦ Explain with AI
        </Link>
        {open ? <ExplainDialog to={to} onClose={() => setOpen(false)} /> : null}
      </>
    );
  }
  return (
    <button
      type="button"
      disabled
      title={allowed ? "Unable to generate explanation without an answer." : "This feature is only available for subscribers."}
      className={buttonClass("secondary", "px-3 py-1.5")}
    >
      {allowed ? "✦" : <LockIcon />} Explain with AI
      <span className="sr-only">{allowed ? " (needs a full-mark answer)" : " (subscribers only)"}</span>
    </button>
  );
}

type Stream =
  | { status: "waiting" | "writing" | "done"; text: string }
  | { status: "refused"; text: string; title: string; message: string };

/** Reads /question/explain/stream: 'chunk' events of text, then 'done' or 'error'; a refusal comes as JSON. */
function useExplanationStream(to: string) {
  const [stream, setStream] = useState<Stream>({ status: "waiting", text: "" });
  useEffect(() => {
    const controller = new AbortController();
    const failed = (text: string, title = "Error", message = EXPLANATION_FAILED) => setStream({ status: "refused", text, title, message });
    (async () => {
      let text = "";
      try {
        const response = await fetch(to.replace("/question/explain", "/question/explain/stream"), {
          headers: { Accept: "text/event-stream" },
          signal: controller.signal,
        });
        const type = response.headers.get("content-type") ?? "";
        if (type.includes("application/json")) {
          const { refusal } = (await response.json()) as { refusal: { title: string; message: string } };
          return failed("", refusal.title, refusal.message);
        }
        if (!response.ok || !response.body || !type.includes("text/event-stream")) return failed("");
        for await (const event of readEvents(textChunks(response.body))) {
          const payload = JSON.parse(event.data) as { text?: string; message?: string };
          if (event.event === "chunk") {
            text += payload.text ?? "";
            setStream({ status: "writing", text });
          } else if (event.event === "done") return setStream({ status: "done", text });
          else if (event.event === "error") return failed(text, "Error", payload.message);
        }
        failed(text);
      } catch {
        if (!controller.signal.aborted) failed(text);
      }
    })();
    return () => controller.abort();
  }, [to]);
  return stream;
}

function ExplainDialog({ to, onClose }: { to: string; onClose: () => void }) {
  const stream = useExplanationStream(to);
  const busy = stream.status === "waiting" || stream.status === "writing";
  return (
    <ModalDialog title="Explain with AI" onClose={onClose}>
      <p role="status" className="sr-only">
        {busy ? "Writing the explanation…" : stream.status === "done" ? "Explanation ready." : ""}
      </p>
      <div aria-busy={busy}>{stream.text ? <Markdown text={stream.text} /> : null}</div>
      {busy ? (
        <p aria-hidden="true" className="mt-3 animate-pulse text-sm text-muted motion-reduce:animate-none">
          Writing the explanation…
        </p>
      ) : null}
      {stream.status === "refused" ? (
        <div className="mt-4">
          <Alert tone="error" title={stream.title}>
            {stream.message}
          </Alert>
        </div>
      ) : null}
      {stream.status === "done" ? <ExplanationActions action={to} /> : null}
    </ModalDialog>
  );
}

/** Under a finished explanation, on its page and in the dialog: where it comes from, and 'Add to note'. */
export function ExplanationActions({ action }: { action?: string }) {
  return (
    <>
      <p className="mt-4 text-xs text-muted">Generated by AI from the answer key and teaching note. Check anything surprising against your textbook.</p>
      <Form method="post" action={action} className="mt-4">
        <button type="submit" className={buttonClass("secondary")}>
          Add to note
        </button>
      </Form>
    </>
  );
}
