// The question screen's limits and messages, with no dependencies: the browser mirrors them with plain
// attributes (maxLength) while the server validates with the schemas in ./question-forms
// (product-rules#page-weight).

export const ANSWER_MAX_LENGTH = 300;
export const ANSWER_REQUIRED = "Type an answer first.";
export const ANSWER_TOO_LONG = `Please keep the answer under ${ANSWER_MAX_LENGTH} characters.`;

export const DISPUTE_MAX_LENGTH = 2000;
export const DISPUTE_MESSAGE_REQUIRED = "Please enter your dispute message";

/**
 * What the dispute dialog says when a dispute did not go through (product-rules#disputes): 'Message
 * required' only when the server found no message; anything else, a lost connection included, failed.
 */
export function disputeFailure(result: { error?: string }) {
  return result.error === DISPUTE_MESSAGE_REQUIRED
    ? { title: "Message required", description: DISPUTE_MESSAGE_REQUIRED }
    : { title: "Failed to send dispute", description: "Please try again later" };
}
