// The addresses of an attempt's screens, built in one place (the question screen, its AI explanation,
// the analysis and its review dialog, the test configuration).
type Extra = Record<string, string>;

/** /question?attempt=…&q=N; without N the screen opens where the attempt was left. */
export const questionUrl = (attemptId: string, n?: number, extra: Extra = {}) =>
  `/question?${new URLSearchParams({ attempt: attemptId, ...(n === undefined ? {} : { q: String(n) }), ...extra })}`;

/** /question/explain?attempt=…&q=N: Explain with AI for one question of the attempt. */
export const explainUrl = (attemptId: string, n: number) =>
  `/question/explain?${new URLSearchParams({ attempt: attemptId, q: String(n) })}`;

/** /analysis?attempt=…, with the review dialog (`review`) or the whole summary (`all`) open. */
export const analysisUrl = (attemptId: string, open: { review?: number; all?: boolean } = {}) =>
  `/analysis?${new URLSearchParams({
    attempt: attemptId,
    ...(open.review === undefined ? {} : { review: String(open.review) }),
    ...(open.all ? { all: "1" } : {}),
  })}`;

/** /dashboard/configure?…: the Test Configuration dialog for a pool. */
export const configureUrl = (params: Extra) => `/dashboard/configure?${new URLSearchParams(params)}`;
