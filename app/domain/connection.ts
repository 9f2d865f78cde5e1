// Trainees answer on hospital Wi-Fi that drops out. A form sent while the connection is down must
// leave the screen as it was, with what was typed still in place and a plain message, rather than
// replace the page with an error: the route's clientAction catches the failed request, and
// revalidation (which would fail the same way) is skipped.

export const CONNECTION_LOST =
  "No connection: nothing was sent. What you typed is still here; send it again when you are back online.";

export type ConnectionLost = { ok: false; error: string; connectionLost: true };

/** A request that never reached the server (fetch rejects with a TypeError), not an answer from it. */
export function isConnectionError(error: unknown) {
  return (
    error instanceof TypeError ||
    (error instanceof Error && /failed to fetch|network ?error|load failed|internet/i.test(error.message))
  );
}

/** The server's answer, or a ConnectionLost result when it could not be reached. */
export async function sendOrKeep<T>(serverAction: () => Promise<T>): Promise<T | ConnectionLost> {
  try {
    return await serverAction();
  } catch (error) {
    if (isConnectionError(error)) return { ok: false, error: CONNECTION_LOST, connectionLost: true };
    throw error;
  }
}

/** For shouldRevalidate: no reload after a request that never arrived (it would fail too). */
export function reloadUnlessConnectionLost({
  actionResult,
  defaultShouldRevalidate,
}: {
  actionResult?: unknown;
  defaultShouldRevalidate: boolean;
}) {
  if (typeof actionResult === "object" && actionResult !== null && (actionResult as ConnectionLost).connectionLost)
    return false;
  return defaultShouldRevalidate;
}
