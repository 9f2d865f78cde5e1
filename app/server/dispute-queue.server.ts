// The editors' dispute queue (docs/decisions/023-dispute-queue.md): trainees' disputes and the
// marker's doubts, grouped by question and answer, decided once for the whole group. Accepting
// changes the key through saveQuestion, the bank's one path, which re-marks every stored answer.
import { createElement } from "react";
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import * as s from "../../db/schema";
import { DisputeDecisionEmail, disputeDecisionSubject, type DisputeDecision } from "../../emails/dispute-decision";
import { disputeAnswerKey, keyWithAnswer, type QueueFilter } from "~/domain/dispute-decisions";
import { count, formatDate, formatTime } from "~/domain/format";
import { mark, type KeyRow } from "~/domain/marking";
import { recordAudit } from "./audit.server";
import { getDb } from "./db.server";
import { disputeKeySql, groupSql, normalisedSql } from "./disputes.server";
import { queueEmail } from "./email.server";
import { getEnv } from "./env.server";
import { variantKey } from "./image-variants.server";
import { saveQuestion, storedQuestion } from "./question-edit.server";
import { imageStore } from "./storage.server";

/** Decisions waiting, and decisions made: each group of identical disputes counts once. */
export async function disputeCounts() {
  const [row] = await getDb()
    .select({
      open: sql<number>`count(distinct ${groupSql}) filter (where ${s.disputes.status} = 'open')`.mapWith(Number),
      resolved: sql<number>`count(distinct ${groupSql}) filter (where ${s.disputes.status} <> 'open')`.mapWith(Number),
    })
    .from(s.disputes);
  return { open: row?.open ?? 0, resolved: row?.resolved ?? 0 };
}

/** Groups the page shows at most; the counts say how many there are. */
export const QUEUE_PAGE = 50;

export type QueueEntry = {
  id: string;
  source: "trainee" | "marker";
  /** The trainee's name; null for the marker. */
  name: string | null;
  answer: string | null;
  message: string;
  sentAt: string;
  /** The marks the answer was given when stored; null when the attempt is gone. */
  marks: number | null;
};

export type QueueGroup = {
  /** The oldest dispute of the group: the decision forms name it. */
  id: string;
  status: "open" | "upheld" | "rejected";
  question: { code: string; stem: string; image: string; key: KeyRow[] };
  answer: string | null;
  /** The mark the current key gives the answer. */
  marks: number;
  /** Stored answers to the question that read the same. */
  sharedAnswers: number;
  entries: QueueEntry[];
  decision: { awardedMarks: number | null; reply: string | null; by: string | null; at: string } | null;
};

const when = (date: Date) => `${formatDate(date)}, ${formatTime(date)}`;

export async function disputeQueue(filter: QueueFilter): Promise<QueueGroup[]> {
  const db = getDb();
  const conditions: SQL[] = [];
  if (filter.status === "open") conditions.push(eq(s.disputes.status, "open"));
  if (filter.status === "resolved") conditions.push(sql`${s.disputes.status} <> 'open'`);
  if (filter.source) conditions.push(eq(s.disputes.source, filter.source));
  const rows = await db
    .select({
      id: s.disputes.id,
      group: groupSql,
      key: disputeKeySql,
      status: s.disputes.status,
      source: s.disputes.source,
      questionId: s.disputes.questionId,
      answer: s.disputes.userAnswer,
      message: s.disputes.message,
      createdAt: s.disputes.createdAt,
      reply: s.disputes.reply,
      awardedMarks: s.disputes.awardedMarks,
      resolvedAt: s.disputes.resolvedAt,
      resolvedBy: s.disputes.resolvedBy,
      name: s.profiles.name,
      storedAnswer: s.attemptQuestions.userAnswer,
      storedMarks: s.attemptQuestions.marksEarned,
    })
    .from(s.disputes)
    .leftJoin(s.profiles, eq(s.profiles.userId, s.disputes.userId))
    .leftJoin(
      s.attemptQuestions,
      and(
        eq(s.attemptQuestions.attemptId, s.disputes.attemptId),
        eq(s.attemptQuestions.questionId, s.disputes.questionId),
      ),
    )
    .where(and(...conditions))
    .orderBy(asc(s.disputes.createdAt), asc(s.disputes.id))
    .limit(QUEUE_PAGE * 20);

  const byGroup = new Map<string, typeof rows>();
  for (const row of rows) byGroup.set(row.group, [...(byGroup.get(row.group) ?? []), row]);
  // Open first, the longest waiting at the top; then the latest decisions.
  const groups = [...byGroup.values()]
    .sort((a, b) => {
      const [x, y] = [a[0]!, b[0]!];
      if ((x.status === "open") !== (y.status === "open")) return x.status === "open" ? -1 : 1;
      if (x.status === "open") return x.createdAt.getTime() - y.createdAt.getTime();
      return y.resolvedAt!.getTime() - x.resolvedAt!.getTime();
    })
    .slice(0, QUEUE_PAGE);
  if (!groups.length) return [];

  const questionIds = [...new Set(groups.map((g) => g[0]!.questionId))];
  const deciderIds = [...new Set(groups.map((g) => g[0]!.resolvedBy).filter((id): id is string => id !== null))];
  const [questions, keys, shared, deciders] = await Promise.all([
    db
      .select({ id: s.questions.id, code: s.questions.code, stem: s.questions.title, imageUrl: s.questions.imageUrl })
      .from(s.questions)
      .where(inArray(s.questions.id, questionIds)),
    db
      .select({ questionId: s.answers.questionId, text: s.answers.answerText, marks: s.answers.marks })
      .from(s.answers)
      .where(inArray(s.answers.questionId, questionIds))
      .orderBy(asc(s.answers.orderIndex)),
    db
      .select({
        questionId: s.attemptQuestions.questionId,
        key: normalisedSql(s.attemptQuestions.userAnswer),
        n: sql<number>`count(*)`.mapWith(Number),
      })
      .from(s.attemptQuestions)
      .where(inArray(s.attemptQuestions.questionId, questionIds))
      .groupBy(s.attemptQuestions.questionId, normalisedSql(s.attemptQuestions.userAnswer)),
    deciderIds.length
      ? db
          .select({ id: s.profiles.userId, name: s.profiles.name })
          .from(s.profiles)
          .where(inArray(s.profiles.userId, deciderIds))
      : [],
  ]);
  const question = new Map(questions.map((q) => [q.id, q]));
  const keyOf = (questionId: string) =>
    keys.filter((k) => k.questionId === questionId).map(({ text, marks }) => ({ text, marks }));
  const sharedCount = new Map(shared.map((row) => [`${row.questionId}|${row.key}`, row.n]));
  const decider = new Map(deciders.map((d) => [d.id, d.name]));
  const store = imageStore();

  return Promise.all(
    groups.map(async (entries) => {
      const first = entries[0]!;
      const q = question.get(first.questionId)!;
      const key = keyOf(first.questionId);
      return {
        id: first.id,
        status: first.status,
        question: { code: q.code, stem: q.stem, image: await store.signedUrl(variantKey(q.imageUrl, "sm")), key },
        answer: first.answer,
        marks: first.answer ? mark(first.answer, key).marks : 0,
        sharedAnswers: first.key ? (sharedCount.get(`${first.questionId}|${first.key}`) ?? 0) : 0,
        entries: entries.map((e) => ({
          id: e.id,
          source: e.source === "marker" ? ("marker" as const) : ("trainee" as const),
          name: e.source === "marker" ? null : (e.name ?? "(deleted account)"),
          answer: e.answer,
          message: e.message,
          sentAt: when(e.createdAt),
          // The stored row may hold a later answer to the same question: its mark is not this one's.
          marks: e.storedMarks !== null && disputeAnswerKey(e.storedAnswer) === e.key ? e.storedMarks : null,
        })),
        decision:
          first.status === "open"
            ? null
            : {
                awardedMarks: first.awardedMarks,
                reply: first.reply,
                by: first.resolvedBy ? (decider.get(first.resolvedBy) ?? null) : null,
                at: when(first.resolvedAt!),
              },
      };
    }),
  );
}

// ── Decisions ───────────────────────────────────────────────────────────────────────────────

export type DecisionRefusal = { ok: false; status: 400 | 404 | 409; message: string };
export type AcceptOutcome =
  | DecisionRefusal
  | { ok: true; answer: string; remarked: number; up: number; down: number; queued: number; emailed: number };

/** The open dispute a form names, with its question; a refusal when it is missing or decided. */
async function openDispute(
  disputeId: string,
): Promise<DecisionRefusal | { ok: true; questionId: string; code: string; key: string | null }> {
  const [row] = await getDb()
    .select({
      status: s.disputes.status,
      questionId: s.disputes.questionId,
      key: disputeKeySql,
      code: s.questions.code,
    })
    .from(s.disputes)
    .innerJoin(s.questions, eq(s.questions.id, s.disputes.questionId))
    .where(eq(s.disputes.id, disputeId));
  if (!row) return { ok: false, status: 404, message: "No such dispute" };
  if (row.status !== "open") return { ok: false, status: 409, message: "This dispute has been decided already." };
  return { ok: true, questionId: row.questionId, code: row.code, key: row.key };
}

/** The open disputes one decision covers. */
const sameGroup = (disputeId: string, questionId: string, key: string | null) =>
  and(
    eq(s.disputes.status, "open"),
    key === null
      ? eq(s.disputes.id, disputeId)
      : and(eq(s.disputes.questionId, questionId), sql`${disputeKeySql} = ${key}`),
  );

/**
 * Adds the disputed answer to the key at `marks` (or changes its marks), re-marking every stored
 * answer, then upholds every open dispute of the group and emails the trainees who sent them. With
 * `dryRun`, only counts what the key change would re-mark.
 */
export async function acceptDispute(input: {
  disputeId: string;
  marks: 1 | 2;
  reply: string | null;
  actorId: string;
  dryRun?: boolean;
}): Promise<AcceptOutcome> {
  const dispute = await openDispute(input.disputeId);
  if (!dispute.ok) return dispute;
  if (!dispute.key) return { ok: false, status: 400, message: "This dispute has no answer to add to the key." };
  const stored = await storedQuestion(dispute.code);
  if (!stored) return { ok: false, status: 404, message: "No such dispute" };

  const report = await saveQuestion({
    line: { ...stored.line, answers: keyWithAnswer(stored.line.answers, dispute.key, input.marks) },
    actorId: input.actorId,
    dryRun: input.dryRun,
  });
  if (!report.ok) {
    return {
      ok: false,
      status: 400,
      message: `The key cannot take this answer: ${report.problems.map((p) => `${p.field}: ${p.message}`).join("; ")}`,
    };
  }
  const change: { remarked: number; up: number; down: number; queued?: number } = report.changes[0] ?? {
    remarked: 0,
    up: 0,
    down: 0,
  };
  const effect = {
    answer: dispute.key,
    remarked: change.remarked,
    up: change.up,
    down: change.down,
    queued: change.queued ?? 0,
  };
  if (input.dryRun) return { ok: true, ...effect, emailed: 0 };

  const decided = await resolve(input.disputeId, dispute, {
    status: "upheld",
    awardedMarks: input.marks,
    reply: input.reply,
    actorId: input.actorId,
  });
  const emailed = await tellTrainees(decided, dispute.code, { upheld: true, marks: input.marks }, input.reply);
  return { ok: true, ...effect, emailed };
}

/** Rejects every open dispute of the group and emails the reply to the trainees who sent them. */
export async function rejectDispute(input: {
  disputeId: string;
  reply: string;
  actorId: string;
}): Promise<DecisionRefusal | { ok: true; emailed: number }> {
  const dispute = await openDispute(input.disputeId);
  if (!dispute.ok) return dispute;
  const decided = await resolve(input.disputeId, dispute, {
    status: "rejected",
    awardedMarks: null,
    reply: input.reply,
    actorId: input.actorId,
  });
  return { ok: true, emailed: await tellTrainees(decided, dispute.code, { upheld: false }, input.reply) };
}

async function resolve(
  disputeId: string,
  dispute: { questionId: string; code: string; key: string | null },
  decision: { status: "upheld" | "rejected"; awardedMarks: 1 | 2 | null; reply: string | null; actorId: string },
) {
  return getDb().transaction(async (tx) => {
    const decided = await tx
      .update(s.disputes)
      .set({
        status: decision.status,
        awardedMarks: decision.awardedMarks,
        reply: decision.reply || null,
        resolvedBy: decision.actorId,
        resolvedAt: new Date(),
      })
      .where(sameGroup(disputeId, dispute.questionId, dispute.key))
      .returning({
        id: s.disputes.id,
        userId: s.disputes.userId,
        source: s.disputes.source,
        answer: s.disputes.userAnswer,
      });
    const answer = dispute.key ? `"${dispute.key}"` : "a blank answer";
    await recordAudit(tx, {
      actorId: decision.actorId,
      action: `dispute.${decision.status}`,
      subjectType: "question",
      subjectId: dispute.questionId,
      summary:
        decision.status === "upheld"
          ? `${dispute.code}: ${answer} accepted at ${count(decision.awardedMarks ?? 0, "mark")} (${count(decided.length, "dispute")})`
          : `${dispute.code}: ${answer} rejected (${count(decided.length, "dispute")})`,
      details: {
        disputes: decided.map((d) => d.id),
        answer: dispute.key,
        awardedMarks: decision.awardedMarks,
        reply: decision.reply || null,
      },
    });
    return decided;
  });
}

/** One email to each trainee who sent a dispute in the group; the marker has nobody to tell. */
async function tellTrainees(
  decided: Array<{ userId: string | null; source: string; answer: string | null }>,
  code: string,
  decision: DisputeDecision,
  reply: string | null,
) {
  const answers = new Map<string, string>();
  for (const d of decided)
    if (d.source === "trainee" && d.userId && !answers.has(d.userId))
      answers.set(d.userId, d.answer?.trim() || "(no answer)");
  if (!answers.size) return 0;
  const trainees = await getDb()
    .select({ id: s.users.id, email: s.users.email, name: s.profiles.name })
    .from(s.users)
    .leftJoin(s.profiles, eq(s.profiles.userId, s.users.id))
    .where(inArray(s.users.id, [...answers.keys()]));
  const historyUrl = `${getEnv().appUrl}/attempts`;
  await Promise.all(
    trainees.map((t) =>
      queueEmail(getDb(), {
        to: t.email,
        subject: disputeDecisionSubject(code, decision),
        template: "dispute-decision",
        userId: t.id,
        react: createElement(DisputeDecisionEmail, {
          name: t.name ?? "Doctor",
          code,
          answer: answers.get(t.id)!,
          decision,
          reply: reply || null,
          historyUrl,
        }),
      }),
    ),
  );
  return trainees.length;
}
