// The mocks a bank package places its questions in (docs/bank-format.md): created when new, and
// refused when two questions would share a position.
import { eq, inArray, sql } from "drizzle-orm";
import * as s from "../../db/schema";
import type { BankProblem, ParsedLine } from "~/domain/bank-format";
import type { Database } from "./db.server";

/** Mocks named by the package; one that does not exist yet is created unpublished, for an admin to publish. */
export async function mockIds(db: Database, planned: Array<{ parsed: ParsedLine }>) {
  const names = [...new Set(planned.flatMap((p) => (p.parsed.value.mocks ?? []).map((m) => m.name)))];
  if (names.length) {
    await db
      .insert(s.mocks)
      .values(names.map((name) => ({ name, isActive: false, orderIndex: 1000 })))
      .onConflictDoNothing({ target: s.mocks.name });
  }
  const rows = names.length
    ? await db.select({ id: s.mocks.id, name: s.mocks.name }).from(s.mocks).where(inArray(s.mocks.name, names))
    : [];
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** Two questions at one position of a mock, after the import: refused with the line that asked for it. */
export async function mockClashes(
  db: Database,
  planned: Array<{ parsed: ParsedLine }>,
  mockId: Map<string, string>,
): Promise<BankProblem[]> {
  if (!mockId.size) return [];
  const rows = await db
    .select({
      mockId: s.mockQuestions.mockId,
      position: s.mockQuestions.position,
      codes: sql<string[]>`array_agg(${s.questions.code} order by ${s.questions.code})`,
    })
    .from(s.mockQuestions)
    .innerJoin(s.questions, eq(s.questions.id, s.mockQuestions.questionId))
    .where(inArray(s.mockQuestions.mockId, [...mockId.values()]))
    .groupBy(s.mockQuestions.mockId, s.mockQuestions.position)
    .having(sql`count(*) > 1`);
  const problems: BankProblem[] = [];
  for (const clash of rows) {
    for (const p of planned) {
      (p.parsed.value.mocks ?? []).forEach((m, i) => {
        if (mockId.get(m.name) === clash.mockId && m.position === clash.position) {
          const others = clash.codes.filter((code) => code !== p.parsed.value.code);
          problems.push({
            line: p.parsed.line,
            field: `mocks.${i}.position`,
            message: `${m.name} position ${m.position} is already ${others.join(", ")}'s`,
          });
        }
      });
    }
  }
  return problems;
}
