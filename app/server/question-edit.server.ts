// One question saved by an editor (the authoring console, a dispute accepted in the queue) through the
// same path as a package import, so validation, images, re-marking and the audit trail are the bank's.
import { eq } from "drizzle-orm";
import * as s from "../../db/schema";
import type { BankLine } from "~/domain/bank-format";
import { questionLines, type StoredQuestion } from "./bank-export.server";
import { importBank, type ImportReport } from "./bank.server";
import type { BankPackage } from "./bank-package.server";
import { getDb } from "./db.server";
import { imageStore } from "./storage.server";

/** The question with this code as a bank line, with where its kept original sits; null if none. */
export async function storedQuestion(code: string): Promise<StoredQuestion | null> {
  const [question] = await questionLines(getDb(), eq(s.questions.code, code));
  return question ?? null;
}

export type QuestionSave = {
  line: BankLine;
  /** A new picture for the question; without one, the kept original is used again. */
  upload?: { bytes: Buffer; fileName: string } | null;
  /** A new series for a stack question, in viewing order; without one a stack keeps its stored slices. */
  series?: Buffer[] | null;
  actorId: string;
  /** Count what it would change (added or updated, answers re-marked up and down) and change nothing. */
  dryRun?: boolean;
  burnedInAnnotationConfirmed?: boolean;
};

/**
 * Saves one question. The report's problems name fields as the package format does (`answers.0.text`),
 * so a form can put each message beside its field.
 */
export async function saveQuestion(save: QuestionSave): Promise<ImportReport> {
  if (save.line.image.series) return saveStack(save);
  const existing = save.upload ? null : await storedQuestion(save.line.code);
  const imagePath = save.upload
    ? `upload/${safeFileName(save.upload.fileName)}`
    : (existing?.line.image.file ?? "upload/missing");
  const line: BankLine = { ...save.line, image: { ...save.line.image, file: imagePath } };
  const report = await importOneLine(save, line, async (relativePath) => {
    if (relativePath !== imagePath) return null;
    if (save.upload) return save.upload.bytes;
    return existing ? imageStore().get(existing.sourceKey ?? existing.imageUrl) : null;
  });
  // One line, so "bank.jsonl:1:" says nothing to an editor: the field is what matters.
  return {
    ...report,
    problems: report.problems.map((p) =>
      p.field === "image.file" && !save.upload && !existing ? { ...p, message: "upload an image for the question" } : p,
    ),
  };
}

/** A question saved in the console, imported as a package of its one line whose files `file` gives. */
function importOneLine(save: QuestionSave, line: BankLine, file: BankPackage["file"]) {
  const pkg: BankPackage = { name: `${line.code} (console)`, text: JSON.stringify(line), file };
  return importBank(pkg, {
    dryRun: save.dryRun,
    actorId: save.actorId,
    mode: "console",
    burnedInConfirmed: save.burnedInAnnotationConfirmed ? new Set([line.code]) : undefined,
  });
}

/** A stack question: its slices from the new series, else the stored ones, named as the line names them. */
async function saveStack(save: QuestionSave): Promise<ImportReport> {
  const line = save.line;
  const names = line.image.series!;
  const stored = save.series ? null : ((await storedQuestion(line.code))?.sliceFiles ?? null);
  const storedKeys = stored ? [...stored.values()] : [];
  const report = await importOneLine(save, line, async (relativePath) => {
    const index = names.indexOf(relativePath);
    if (index < 0) return null;
    if (save.series) return save.series[index] ?? null;
    return storedKeys[index] ? imageStore().get(storedKeys[index]) : null;
  });
  return {
    ...report,
    problems: report.problems.map((p) =>
      p.field.startsWith("image.series") && !save.series && !stored ? { ...p, message: "upload the series again" } : p,
    ),
  };
}

const safeFileName = (name: string) =>
  name
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[-.]+/, "")
    .slice(0, 80) || "image";
