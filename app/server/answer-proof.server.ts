// Proof of when a mock's page last reached the server (docs/decisions/048-proof-of-time-for-late-answers.md):
// the page carries it, an answer kept offline sends it back, and the server alone decides what it proves.
import { createHmac, timingSafeEqual } from "node:crypto";
import { getSessionSecret } from "./env.server";

const signature = (attemptId: string, servedAt: number) =>
  createHmac("sha256", getSessionSecret()).update(`answer-proof\n${attemptId}\n${servedAt}`).digest("base64url");

/** "servedAt.signature": the page of this attempt was served at `servedAt`, on the server's clock. */
export function answerProof(attemptId: string, servedAt: Date) {
  const at = servedAt.getTime();
  return `${at}.${signature(attemptId, at)}`;
}

/** When the page that made this proof was served, or null if the server did not sign it for this attempt. */
export function provenServedAt(attemptId: string, proof: string | undefined): Date | null {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(proof ?? "");
  if (!match) return null;
  const at = Number(match[1]);
  const expected = Buffer.from(signature(attemptId, at));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? new Date(at) : null;
}
