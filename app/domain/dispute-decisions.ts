// Disputes as an editor's queue: which disputes are one decision, what accepting one does to the
// answer key, and the forms that decide them (docs/decisions/023-dispute-queue.md).
import { z } from "zod";

/**
 * The answer as disputes group it: lower case, single spaces, trimmed. Every open dispute about the
 * same question with the same key is decided at once; null for an answer left blank.
 */
export function disputeAnswerKey(answer: string | null | undefined): string | null {
  const key = (answer ?? "").replace(/\s+/g, " ").trim().toLowerCase();
  return key === "" ? null : key;
}

/**
 * The answer key with the disputed answer accepted at `marks`: a row with the same text (as
 * disputes compare it) takes the new marks, otherwise the answer is added as a new row.
 */
export type AnswerRow = { text: string; marks: 1 | 2 };

export function keyWithAnswer(key: readonly AnswerRow[], answerKey: string, marks: 1 | 2): AnswerRow[] {
  const index = key.findIndex((row) => disputeAnswerKey(row.text) === answerKey);
  if (index === -1) return [...key, { text: answerKey, marks }];
  return key.map((row, i) => (i === index ? { ...row, marks } : row));
}

export const QUEUE_STATUSES = ["open", "resolved", "all"] as const;
export const QUEUE_SOURCES = ["trainee", "marker"] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];
export type QueueSource = (typeof QUEUE_SOURCES)[number];
export type QueueFilter = { status: QueueStatus; source: QueueSource | null };

/** The queue's filter from its address; anything unknown falls back to open disputes from everyone. */
export function queueFilter(params: URLSearchParams): QueueFilter {
  const status = params.get("status");
  const source = params.get("source");
  return {
    status: (QUEUE_STATUSES as readonly string[]).includes(status ?? "") ? (status as QueueStatus) : "open",
    source: (QUEUE_SOURCES as readonly string[]).includes(source ?? "") ? (source as QueueSource) : null,
  };
}

const reply = z.string().trim().max(2000, "The reply must be at most 2,000 characters");

export const acceptSchema = z.object({
  intent: z.literal("accept"),
  disputeId: z.uuid("No such dispute"),
  marks: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)], { error: "Choose 1 or 2 marks" })),
  reply: reply.optional(),
  /** Present on the second submit, after the editor has seen what the change re-marks. */
  confirm: z.literal("1").optional(),
});

export const rejectSchema = z.object({
  intent: z.literal("reject"),
  disputeId: z.uuid("No such dispute"),
  reply: z
    .string({ error: "Please write a reply: the trainee receives it" })
    .trim()
    .min(1, "Please write a reply: the trainee receives it")
    .max(2000, "The reply must be at most 2,000 characters"),
});

export const decisionSchema = z.discriminatedUnion("intent", [acceptSchema, rejectSchema]);
