// The console's balanced paper (product-rules#mock-blueprint): reads the published bank and a mock's
// questions as the blueprint sees them, and fills the mock to a balanced 100-question paper.
import { and, asc, eq, notExists, sql } from "drizzle-orm";
import * as s from "../../db/schema";
import { composeBalanced, modalityGroup, paperBalance, regionOf, type Candidate } from "~/domain/mock-blueprint";
import { recordAudit, type AuditEvent } from "./audit.server";
import { getDb } from "./db.server";
import { qualified } from "./qualified-column.server";

/** Each question with its modality and its categories' names in the categories' order. */
function candidateRows() {
  return getDb()
    .select({
      id: s.questions.id,
      modality: s.questions.modality,
      // One line per category: both drivers read text alike, where they read arrays differently.
      categories: sql<string>`coalesce((
        select string_agg(c.name, E'\n' order by c.order_index) from ${s.questionCategories} qc
        join ${s.categories} c on c.id = qc.category_id
        where qc.question_id = ${qualified(s.questions.id)}), '')`,
    })
    .from(s.questions);
}

const asCandidate = (row: { id: string; modality: string; categories: string }): Candidate => ({
  id: row.id,
  modality: modalityGroup(row.modality),
  region: regionOf(row.categories.split("\n")),
});

/** Published questions that are in no mock yet: what a balanced paper may draw on. */
async function availableCandidates() {
  const inAMock = getDb()
    .select({ one: sql`1` })
    .from(s.mockQuestions)
    .where(eq(s.mockQuestions.questionId, s.questions.id));
  const rows = await candidateRows()
    .where(and(eq(s.questions.status, "published"), notExists(inAMock)))
    .orderBy(asc(s.questions.code));
  return rows.map(asCandidate);
}

async function paperCandidates(mockId: string) {
  const rows = await candidateRows()
    .innerJoin(s.mockQuestions, eq(s.mockQuestions.questionId, s.questions.id))
    .where(eq(s.mockQuestions.mockId, mockId))
    .orderBy(asc(s.mockQuestions.position));
  return rows.map(asCandidate);
}

/** How the mock stands against the blueprint, and whether the bank can fill it to a balanced paper (or what is short). */
export async function blueprintOf(mockId: string) {
  const [paper, available] = await Promise.all([paperCandidates(mockId), availableCandidates()]);
  const composition = composeBalanced(paper, available);
  return {
    balance: paperBalance(paper),
    canFill: composition.ok && composition.chosen.length > 0,
    short: composition.ok ? [] : composition.short,
  };
}

/**
 * Fills the mock to a balanced 100-question paper after the questions it holds; returns the number
 * added, or what is short. `random` draws among the questions of each kind.
 */
/** Adds what a balanced paper lacks, with the audit event `audit` makes of the count, in one transaction. */
export async function fillBalanced(
  mockId: string,
  audit: (added: number) => AuditEvent,
  random: () => number = Math.random,
) {
  const [paper, available] = await Promise.all([paperCandidates(mockId), availableCandidates()]);
  const composition = composeBalanced(paper, available, random);
  if (!composition.ok) return composition;
  const added = composition.chosen.length;
  await getDb().transaction(async (tx) => {
    if (added > 0) {
      await tx
        .insert(s.mockQuestions)
        .values(composition.chosen.map((questionId, i) => ({ mockId, questionId, position: paper.length + i + 1 })));
    }
    await recordAudit(tx, audit(added));
  });
  return { ok: true as const, added };
}
