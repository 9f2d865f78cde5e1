// The audit trail of admin actions: who changed what, and when (docs/decisions/026-own-data-backups-audit.md).
// Each change writes its event in the same transaction as the change itself.
import { count, desc, eq, like } from "drizzle-orm";
import * as s from "../../db/schema";
import { getDb, type Database } from "./db.server";

/**
 * The kinds an admin filters by: the first word of an event's action ("dispute.upheld" is a dispute
 * decision, though its subject is the question, whose history shows it too).
 */
export const AUDIT_KINDS = {
  question: "Questions and answer keys",
  bank: "Bank imports",
  dispute: "Dispute decisions",
  grant: "Granted plans",
  sitting: "Exam sittings",
  mock: "Mock papers",
  job: "Background jobs",
} as const;
export type AuditKind = keyof typeof AUDIT_KINDS;

/** What an event is listed as: its action's first word, when that is a kind. */
export const auditKindOf = (action: string): AuditKind | undefined => {
  const kind = action.split(".")[0]!;
  return kind in AUDIT_KINDS ? (kind as AuditKind) : undefined;
};

export type AuditEvent = {
  actorId: string | null;
  action: `${AuditKind}.${string}`;
  /** What the event changed: a question's history lists the events whose subject it is. */
  subjectType: "question" | "bank" | "grant" | "sitting" | "mock" | "job";
  subjectId?: string | null;
  summary: string;
  details?: Record<string, unknown>;
};

export async function recordAudit(db: Pick<Database, "insert">, event: AuditEvent) {
  await db
    .insert(s.auditEvents)
    .values({ ...event, subjectId: event.subjectId ?? null, details: event.details ?? null });
}

type Comparable = Record<string, unknown>;

/** The fields whose values differ, each with its value before and after. */
export function changedFields(
  before: Comparable,
  after: Comparable,
): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      changes[key] = { before: before[key], after: after[key] };
  }
  return changes;
}

export const AUDIT_PAGE_SIZE = 50;

/** Newest first, one page at a time, optionally of one kind. */
export async function listAudit(options: { kind?: AuditKind; page: number }) {
  const where = options.kind ? like(s.auditEvents.action, `${options.kind}.%`) : undefined;
  const db = getDb();
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: s.auditEvents.id,
        createdAt: s.auditEvents.createdAt,
        actor: s.users.email,
        action: s.auditEvents.action,
        summary: s.auditEvents.summary,
        details: s.auditEvents.details,
      })
      .from(s.auditEvents)
      .leftJoin(s.users, eq(s.users.id, s.auditEvents.actorId))
      .where(where)
      .orderBy(desc(s.auditEvents.createdAt), desc(s.auditEvents.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((options.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(s.auditEvents).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
