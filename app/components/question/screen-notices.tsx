import { Alert } from "~/components/ui/alert";

/** A refused form's error, what the screen says while offline (read out as it changes), and the pause time left. */
export function ScreenNotices({
  error,
  notice,
  pauseBudget,
}: {
  error: string | null | undefined;
  notice: string;
  pauseBudget: string | null;
}) {
  return (
    <>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <p
        role="status"
        aria-live="polite"
        className={notice ? "rounded-lg border border-border p-2 text-sm font-semibold" : "sr-only"}
      >
        {notice}
      </p>
      {pauseBudget ? <p className="text-sm text-muted">{pauseBudget}</p> : null}
    </>
  );
}
