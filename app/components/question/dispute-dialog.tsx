import { useEffect, useState } from "react";
import { Link, useActionData, useFetcher, useNavigate } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClass } from "~/components/ui/button";
import { RouteDialog } from "~/components/ui/dialog";
import { IdempotencyField } from "~/components/ui/idempotency-field";
import { JsField } from "~/components/ui/sent-by-script-field";
import { showToast } from "~/components/ui/toaster";
import { DISPUTE_MAX_LENGTH, disputeFailure } from "~/domain/question-limits";
import type { clientAction } from "~/routes/question";

/** Send a Dispute, opened at `?dispute=1` on the question screen once the answer key is showing. */
export function DisputeDialog({
  questionId,
  action,
  hydrated,
}: {
  questionId: string;
  action: string;
  hydrated: boolean;
}) {
  const navigate = useNavigate();
  const fetcher = useFetcher<typeof clientAction>();
  // Without JavaScript the form posts to this dialog's own address, so a refusal comes back with it open.
  const posted = useActionData<typeof clientAction>();
  const result = fetcher.data ?? posted;
  const failure = result && !result.ok ? disputeFailure(result) : null;
  const [message, setMessage] = useState("");
  const sent = fetcher.data?.ok === true;

  // Closes 2 s after success (product-rules#disputes).
  useEffect(() => {
    if (!sent) return;
    showToast({
      title: "Dispute sent successfully",
      description: "Thank you for your message. We'll review it shortly.",
    });
    const timer = window.setTimeout(() => navigate(action, { preventScrollReset: true }), 2000);
    return () => window.clearTimeout(timer);
  }, [sent, action, navigate]);

  return (
    <RouteDialog
      title="Send a Dispute"
      description="Tell us why the answer key or the marking looks wrong."
      closeTo={action}
    >
      {sent ? (
        <Alert tone="success" title="Dispute sent successfully">
          Thank you for your message. We&apos;ll review it shortly.
        </Alert>
      ) : (
        <fetcher.Form method="post" action={`${action}&dispute=1`} className="flex flex-col gap-3">
          <input type="hidden" name="intent" value="dispute" />
          <input type="hidden" name="questionId" value={questionId} />
          <JsField />
          <IdempotencyField />
          {failure ? (
            <Alert tone="error" title={failure.title} id="dispute-problem">
              {failure.description}
            </Alert>
          ) : null}
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
            aria-invalid={failure ? true : undefined}
            aria-describedby={failure ? "dispute-problem" : undefined}
            className="rounded-lg border border-border bg-bg px-3 py-2 text-sm aria-[invalid]:border-danger"
          />
          <div className="flex justify-end gap-3">
            <Link to={action} className={buttonClass("ghost")}>
              Cancel
            </Link>
            {/* Without JavaScript the server checks the message; with it, Send waits for one. */}
            <Button type="submit" disabled={hydrated && (!message.trim() || fetcher.state !== "idle")}>
              {fetcher.state !== "idle" ? "Sending..." : "Send"}
            </Button>
          </div>
        </fetcher.Form>
      )}
    </RouteDialog>
  );
}
