// The stored questions as bank lines (docs/bank-format.md): what an export writes and an import compares.
import { asc, eq, inArray } from "drizzle-orm";
import * as s from "../../db/schema";
import { canonicalArrows, canonicalWindow, packageAccess, type BankLine } from "~/domain/bank-format";
import type { ExportedBank } from "./bank-package.server";
import { getDb, type Database } from "./db.server";
import { imageStore } from "./storage.server";
import { exportedSlicePath, slicesOf } from "./stack.server";

/** A stored question as a bank line, with what an import compares and an export reads. */
export type StoredQuestion = {
  id: string;
  line: BankLine;
  imageHash: string | null;
  imageUrl: string;
  seedHash: string | null;
  sourceKey: string | null;
  /** A stack's kept originals, by the path its line names for each (docs/decisions/059-stacks.md). */
  sliceFiles: Map<string, string> | null;
};

export async function questionLines(db: Database, where?: ReturnType<typeof inArray>): Promise<StoredQuestion[]> {
  const rows = await db.select().from(s.questions).where(where).orderBy(asc(s.questions.code));
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [answers, categories, mocks, slices] = await Promise.all([
    db
      .select({ questionId: s.answers.questionId, text: s.answers.answerText, marks: s.answers.marks })
      .from(s.answers)
      .where(inArray(s.answers.questionId, ids))
      .orderBy(asc(s.answers.orderIndex)),
    db
      .select({ questionId: s.questionCategories.questionId, name: s.categories.name })
      .from(s.questionCategories)
      .innerJoin(s.categories, eq(s.categories.id, s.questionCategories.categoryId))
      .where(inArray(s.questionCategories.questionId, ids)),
    db
      .select({ questionId: s.mockQuestions.questionId, name: s.mocks.name, position: s.mockQuestions.position })
      .from(s.mockQuestions)
      .innerJoin(s.mocks, eq(s.mocks.id, s.mockQuestions.mockId))
      .where(inArray(s.mockQuestions.questionId, ids)),
    slicesOf(
      db,
      rows.filter((r) => r.imageSlice !== null).map((r) => r.id),
    ),
  ]);
  const group = <T extends { questionId: string }>(list: T[]) => {
    const map = new Map<string, T[]>();
    for (const item of list) map.set(item.questionId, [...(map.get(item.questionId) ?? []), item]);
    return map;
  };
  const answersOf = group(answers);
  const categoriesOf = group(categories);
  const mocksOf = group(mocks);
  return rows.map((q) => {
    const mockRows = mocksOf.get(q.id) ?? [];
    const stack = q.imageSlice !== null ? (slices.get(q.id) ?? []) : null;
    const sliceFiles = stack
      ? new Map(stack.map((slice) => [exportedSlicePath(q.code, slice.position, slice.sourceKey), slice.sourceKey]))
      : null;
    const line: BankLine = {
      code: q.code,
      status: q.status,
      stem: q.title,
      modality: q.modality as BankLine["modality"],
      categories: (categoriesOf.get(q.id) ?? []).map((c) => c.name),
      access: packageAccess(q.accessLevel),
      image: {
        ...(sliceFiles
          ? { series: [...sliceFiles.keys()], slice: q.imageSlice! }
          : { file: exportedImagePath(q.code, q.imageSourceKey) }),
        // In the package's key order, not the order the database keeps a JSON object's keys in.
        arrows: canonicalArrows(q.imageArrows),
        ...(q.imageWindow ? { window: canonicalWindow(q.imageWindow)! } : {}),
        ...(q.imageCredit ? { source: q.imageCredit } : {}),
        ...(q.imageLicence ? { licence: q.imageLicence } : {}),
      },
      answers: (answersOf.get(q.id) ?? []).map((a) => ({ text: a.text, marks: a.marks as 1 | 2 })),
      explanation: q.explanation,
      ...(mockRows.length ? { mocks: mockRows.map((m) => ({ name: m.name, position: m.position })) } : {}),
    };
    return {
      id: q.id,
      line,
      imageHash: q.imageHash,
      imageUrl: q.imageUrl,
      seedHash: q.seedHash,
      sourceKey: q.imageSourceKey,
      sliceFiles,
    };
  });
}

const exportedImagePath = (code: string, sourceKey: string | null) =>
  `images/${code.toLowerCase()}.${sourceKey?.split(".").pop() ?? "webp"}`;

/** Every question, in the package format: importing the result changes nothing. */
export async function exportBank(): Promise<ExportedBank> {
  const db = getDb();
  const store = imageStore();
  const questions = await questionLines(db);
  const files = new Map<string, Buffer>();
  for (const q of questions) {
    if (q.sliceFiles) {
      for (const [file, key] of q.sliceFiles) {
        const bytes = await store.get(key);
        if (!bytes) throw new Error(`${q.line.code}: its slice ${key} is missing from storage`);
        files.set(file, bytes);
      }
      continue;
    }
    const bytes = await store.get(q.sourceKey ?? q.imageUrl);
    if (!bytes) throw new Error(`${q.line.code}: its image ${q.sourceKey ?? q.imageUrl} is missing from storage`);
    files.set(q.line.image.file!, bytes);
  }
  return { jsonl: questions.map((q) => JSON.stringify(q.line)).join("\n") + (questions.length ? "\n" : ""), files };
}
