// Reviewing questions in bulk in the console (docs/decisions/070-reviewing-candidates.md): the series a
// segmentation's drafts came from, read from their codes, and publishing or deleting several at once.
import { count, inArray, like, sql } from "drizzle-orm";
import { z } from "zod";
import * as s from "../../db/schema";
import { recordAudit } from "./audit.server";
import { getDb, type Database } from "./db.server";

/** Drafts from bank:candidates are coded SEG-<series>-<label>; the series part names the series they came from. */
const SERIES_CODE = /^SEG-[0-9A-F]{6}$/;
export const isSeriesCode = (value: string) => SERIES_CODE.test(value);
export const seriesOfCode = (code: string) => /^(SEG-[0-9A-F]{6})-/.exec(code)?.[1] ?? null;

/** Every series with questions in the bank, with how many of its questions are still drafts. */
export async function candidateSeries() {
  const series = sql<string>`substring(${s.questions.code} from 1 for 10)`;
  const rows = await getDb()
    .select({
      series,
      total: count(),
      drafts: sql<number>`count(*) filter (where ${s.questions.status} = 'draft')`.mapWith(Number),
    })
    .from(s.questions)
    .where(sql`${s.questions.code} ~ '^SEG-[0-9A-F]{6}-'`)
    .groupBy(series)
    .orderBy(series);
  return rows;
}

/** The filter for one series' questions (its code prefix, matched on the unique code index). */
export const inSeries = (series: string) => like(s.questions.code, `${series}-%`);

export const MAX_BULK = 200;

export const bulkSchema = z.object({
  intent: z.enum(["publish", "delete"], { message: "Choose Publish or Delete" }),
  codes: z
    .array(z.string().trim().toUpperCase().min(1).max(60))
    .min(1, "Tick at least one question")
    .max(MAX_BULK, `Tick at most ${MAX_BULK} questions at once`),
});
export type BulkRequest = z.infer<typeof bulkSchema>;

export type BulkOutcome =
  { ok: true; intent: BulkRequest["intent"]; changed: string[]; unchanged: string[] } | { ok: false; message: string };

/**
 * Publishes the chosen questions, or deletes them: only drafts are deleted, and only if no trainee has
 * met them, else nothing is. Each change has its own audit entry in the same transaction.
 */
export async function bulkChange(request: BulkRequest, actorId: string): Promise<BulkOutcome> {
  const codes = [...new Set(request.codes)];
  const db = getDb();
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const found = await tx
      .select({ id: s.questions.id, code: s.questions.code, status: s.questions.status })
      .from(s.questions)
      .where(inArray(s.questions.code, codes))
      .for("update");
    const missing = codes.filter((code) => !found.some((q) => q.code === code));
    if (missing.length) return { ok: false, message: `No such question: ${missing.slice(0, 5).join(", ")}` };
    if (request.intent === "publish") return publish(tx, found, actorId);
    const notDrafts = found.filter((q) => q.status !== "draft");
    if (notDrafts.length)
      return {
        ok: false,
        message: `Only drafts can be deleted: ${list(notDrafts.map((q) => `${q.code} (${q.status})`))}. Nothing was deleted.`,
      };
    const met = await metQuestions(
      tx,
      found.map((q) => q.id),
    );
    if (met.length)
      return {
        ok: false,
        message: `${list(found.filter((q) => met.includes(q.id)).map((q) => q.code))} answered by trainees: retire instead. Nothing was deleted.`,
      };
    await tx.delete(s.questions).where(
      inArray(
        s.questions.id,
        found.map((q) => q.id),
      ),
    );
    for (const q of found)
      await recordAudit(tx, {
        actorId,
        action: "question.deleted",
        subjectType: "question",
        subjectId: q.id,
        summary: `${q.code} deleted (one of ${found.length} deleted together)`,
      });
    return { ok: true, intent: "delete", changed: found.map((q) => q.code), unchanged: [] };
  });
}

type Found = { id: string; code: string; status: string };

async function publish(tx: Database, found: Found[], actorId: string): Promise<BulkOutcome> {
  const toPublish = found.filter((q) => q.status !== "published");
  if (toPublish.length)
    await tx
      .update(s.questions)
      .set({ status: "published", updatedAt: new Date() })
      .where(
        inArray(
          s.questions.id,
          toPublish.map((q) => q.id),
        ),
      );
  for (const q of toPublish)
    await recordAudit(tx, {
      actorId,
      action: "question.updated",
      subjectType: "question",
      subjectId: q.id,
      summary: `${q.code} published (was ${q.status})`,
      details: { changes: { status: { before: q.status, after: "published" } } },
    });
  return {
    ok: true,
    intent: "publish",
    changed: toPublish.map((q) => q.code),
    unchanged: found.filter((q) => q.status === "published").map((q) => q.code),
  };
}

async function metQuestions(tx: Database, ids: string[]) {
  const [drawn, noted] = await Promise.all([
    tx
      .selectDistinct({ id: s.attemptQuestions.questionId })
      .from(s.attemptQuestions)
      .where(inArray(s.attemptQuestions.questionId, ids)),
    tx.selectDistinct({ id: s.notes.questionId }).from(s.notes).where(inArray(s.notes.questionId, ids)),
  ]);
  return [...new Set([...drawn, ...noted].map((r) => r.id))];
}

const list = (items: string[]) =>
  items.length > 5 ? `${items.slice(0, 5).join(", ")} and ${items.length - 5} more` : items.join(", ");

/** The confirmation an editor reads after a bulk change. */
export function bulkMessage(outcome: Extract<BulkOutcome, { ok: true }>) {
  const n = outcome.changed.length;
  const questions = (k: number) => `${k} ${k === 1 ? "question" : "questions"}`;
  if (outcome.intent === "delete") return `${n} ${n === 1 ? "draft" : "drafts"} deleted.`;
  const already = outcome.unchanged.length ? ` ${questions(outcome.unchanged.length)} already published.` : "";
  return `${questions(n)} published.${already}`;
}
