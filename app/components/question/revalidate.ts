import type { ShouldRevalidateFunctionArgs } from "react-router";
import { reloadUnlessConnectionLost } from "~/domain/connection";

/**
 * After an answer that moves on (a mock, or practice without answers), the screen goes to the next
 * question in a moment: reloading the one being left would only cost the server a full loader run
 * (product-rules#page-weight). A request that never arrived reloads nothing either.
 */
export function revalidateQuestion(args: ShouldRevalidateFunctionArgs) {
  const result = args.actionResult as { ok?: boolean; next?: string | null } | undefined;
  if (args.formMethod === "POST" && result?.ok && result.next) return false;
  return reloadUnlessConnectionLost(args);
}
