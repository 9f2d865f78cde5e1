// Importing the question bank (docs/bank-format.md, docs/decisions/019-question-bank.md).
// An import checks everything first (lines, categories, image files, the images themselves), then
// applies every change in one transaction, re-marking stored answers where a key changed: all or nothing.
import { createHash } from "node:crypto";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import * as s from "../../db/schema";
import {
  ACCESS_LEVELS,
  canonicalArrows,
  canonicalQuestion,
  canonicalWindow,
  changedFields,
  formatProblem,
  imageField,
  imageFiles,
  importSummary,
  parseBankFile,
  sameKey,
  type BankProblem,
  type ImportCounts,
  type ParsedLine,
} from "~/domain/bank-format";
import { recordAudit } from "./audit.server";
import { ImageRefusal, prepareImage, renderVariants, type PreparedImage } from "./bank-image.server";
import type { BankPackage } from "./bank-package.server";
import { getDb, type Database } from "./db.server";
import { letGo } from "./let-go.server";
import { storeQuestionVariants } from "./image-variants.server";
import { storedVariants, variantsFor, type PrerenderedVariants } from "./prerendered-variants.server";
import { remarkNowOrLater } from "./remark.server";
import { deleteUnreferencedOriginals, keptOriginalKey, storeKeptOriginal } from "./kept-originals.server";
import { questionLines, type StoredQuestion } from "./bank-export.server";
import { mockClashes, mockIds } from "./bank-mocks.server";
import { renderStack, replaceSlices, sliceSourceKey, stackHash, type RenderCache, type SliceRow } from "./stack.server";

export type ImportOptions = {
  /** Check and count, change nothing. */
  dryRun?: boolean;
  /** The editor who imported (null for a command or the start-up seed), for the audit trail. */
  actorId?: string | null;
  /**
   * "seed": the starter bank at start-up. A line applied before (same seed hash) is left alone, so an
   * editor's later change to that question stays until a release changes the line itself.
   */
  mode?: "import" | "seed" | "console";
  /** Codes whose DICOM has burned-in annotation the editor has checked and found free of patient details. */
  burnedInConfirmed?: ReadonlySet<string>;
  /** Variants rendered ahead (the build's, for the starter bank), used where one has exactly the key. */
  prerendered?: PrerenderedVariants;
};

export type QuestionChange = {
  code: string;
  kind: "added" | "updated" | "unchanged";
  fields: string[];
  /** Stored answers whose marks the new key changed; `up` now earn more, `down` fewer. */
  remarked: number;
  up: number;
  down: number;
  /** Stored answers left to a re-mark job, a batch at a time (more than one batch's worth). */
  queued?: number;
};

export type ImportReport = {
  ok: boolean;
  problems: BankProblem[];
  counts: ImportCounts;
  changes: QuestionChange[];
  /** The last line the command prints. */
  summary: string;
};

type Existing = StoredQuestion;

type Planned = {
  parsed: ParsedLine;
  existing: Existing | undefined;
  image: PreparedImage;
  seedHash: string | null;
  kind: QuestionChange["kind"];
  fields: string[];
  keyChanged: boolean;
  imageKey: string;
  sourceKey: string;
  renderNeeded: boolean;
  /** A stack's slices, prepared, in viewing order (docs/decisions/059-stacks.md); null for one image. */
  slices: PreparedImage[] | null;
  /** A stack's rows for question_slices once rendered. */
  sliceRows?: SliceRow[];
};

class Rollback extends Error {}

export async function importBank(pkg: BankPackage, options: ImportOptions = {}): Promise<ImportReport> {
  const db = getDb();
  const { lines, problems } = parseBankFile(pkg.text);
  const counts: ImportCounts = { added: 0, updated: 0, unchanged: 0, remarked: 0 };
  const fail = (): ImportReport => ({
    ok: false,
    problems: problems.sort((a, b) => a.line - b.line),
    counts,
    changes: [],
    summary: `not imported: ${problems.length} problem${problems.length === 1 ? "" : "s"}`,
  });

  const categoryRows = await db.select({ id: s.categories.id, name: s.categories.name }).from(s.categories);
  const categoryId = new Map(categoryRows.map((c) => [c.name, c.id]));
  for (const { line, value } of lines) {
    value.categories.forEach((name, i) => {
      if (!categoryId.has(name)) {
        problems.push({
          line,
          field: `categories.${i}`,
          message: categoryId.size
            ? `no category named "${name}" (known: ${[...categoryId.keys()].join(", ")})`
            : `no category named "${name}": this database has no categories yet (start the server once, or import without --dry-run, to create them)`,
        });
      }
    });
  }

  const existing = await existingQuestions(
    db,
    lines.map((l) => l.value.code),
  );
  const planned: Planned[] = [];
  const skipped: ParsedLine[] = [];
  // A segmentation's drafts are stacks of one series: each slice is read and each unarrowed slice
  // rendered once an import, not once a question (docs/decisions/072-drafts-in-the-console.md).
  const preparedSlices = new Map<string, Promise<PreparedImage>>();
  const renders: RenderCache = new Map();
  await eachLimited(lines, 3, async (parsed) => {
    const { line, value } = parsed;
    const before = existing.get(value.code);
    const names = imageFiles(value.image);
    const files: Buffer[] = [];
    for (const [index, name] of names.entries()) {
      const bytes = await pkg.file(name);
      if (!bytes) {
        problems.push({ line, field: imageField(value.image, index), message: `${name} is not in the package` });
        return;
      }
      files.push(bytes);
    }
    const seedHash =
      options.mode === "seed" ? sha256(`${JSON.stringify(value)}\n${files.map(sha256).join("\n")}`) : null;
    if (seedHash && before?.seedHash === seedHash) {
      skipped.push(parsed);
      return;
    }
    const prepared: PreparedImage[] = [];
    for (const [index, bytes] of files.entries()) {
      const name = names[index]!;
      const burnedInAnnotationConfirmed = options.burnedInConfirmed?.has(value.code) ?? false;
      try {
        if (!value.image.series) {
          // One image: windowed as the question shows it from the same decode, for its render. Its bytes
          // are not read again here, so they move to the DICOM worker rather than being copied.
          const display = options.dryRun ? undefined : { window: value.image.window };
          prepared.push(await prepareImage(bytes, name, { burnedInAnnotationConfirmed, display, handOver: true }));
          continue;
        }
        const key = `${sha256(bytes)}:${burnedInAnnotationConfirmed}`;
        let slice = preparedSlices.get(key);
        if (!slice) preparedSlices.set(key, (slice = prepareImage(bytes, name, { burnedInAnnotationConfirmed })));
        prepared.push(await slice);
      } catch (error) {
        problems.push({
          line,
          field: imageField(value.image, index),
          message:
            error instanceof ImageRefusal
              ? // The line names the question; the message names its file, once.
                error.message.includes(path.basename(name))
                ? error.message
                : `${name}: ${error.message}`
              : `${name} could not be read as an image`,
        });
        return;
      }
    }
    const slices = value.image.series ? prepared : null;
    // A stack is compared as a whole: its hash covers every slice, in order.
    const image = slices ? { ...prepared[value.image.slice! - 1]!, contentHash: stackHash(slices) } : prepared[0]!;
    const planning = plan(parsed, before, image, seedHash, slices);
    // Images as each is read, outside the transaction, so no more than a few are ever held in memory:
    // their keys name their content, so a failed import leaves only files nothing points to, and a
    // retry finds them already there. Not once the package is known to be refused.
    if (!options.dryRun && !problems.length) await storeImages(planning, renders, options.prerendered);
    // The kept copy and the windowed pixels were for storing and rendering alone: a package's worth is
    // never held, whether the question was stored, left unchanged or only checked (a dry run). A single
    // image's are its own, and let go of at once; a stack's slices may be shared with other questions.
    if (!slices) letGo(planning.image.original.bytes, planning.image.displayed?.data);
    planning.image = {
      ...planning.image,
      original: { ...planning.image.original, bytes: EMPTY },
      displayed: undefined,
    };
    planned.push(planning);
  });
  if (problems.length) return fail();
  planned.sort((a, b) => a.parsed.line - b.parsed.line);

  const changes: QuestionChange[] = [];
  try {
    await db.transaction(async (tx) => {
      const mockId = await mockIds(tx, planned);
      for (const p of planned) {
        const change = await apply(tx, p, categoryId, mockId, options);
        changes.push(change);
        counts[change.kind]++;
        counts.remarked += change.remarked;
      }
      const clashes = await mockClashes(tx, planned, mockId);
      if (clashes.length) {
        problems.push(...clashes);
        throw new Rollback();
      }
      // One question saved in the console has its own entry in the question's history.
      if ((counts.added || counts.updated) && options.mode !== "console") {
        await recordAudit(tx, {
          actorId: options.actorId ?? null,
          action: options.mode === "seed" ? "bank.seed" : "bank.import",
          subjectType: "bank",
          subjectId: null,
          summary: `${pkg.name}: ${importSummary(counts)}`,
          details: { added: counts.added, updated: counts.updated, remarked: counts.remarked },
        });
      }
      if (options.dryRun) throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
    if (problems.length) return fail();
  }

  // Originals the updated questions no longer point at, once no other question does either.
  if (!options.dryRun) {
    const replaced = changes.flatMap((change, i) => {
      const before = planned[i]!.existing?.sourceKey;
      return change.kind === "updated" && before && before !== planned[i]!.sourceKey ? [before] : [];
    });
    await deleteUnreferencedOriginals(replaced, db);
  }
  counts.unchanged += skipped.length;
  for (const { value } of skipped)
    changes.push({ code: value.code, kind: "unchanged", fields: [], remarked: 0, up: 0, down: 0 });
  return {
    ok: true,
    problems: [],
    counts,
    changes,
    summary: `${options.dryRun ? "would import" : "imported"}: ${importSummary(counts)}`,
  };
}

/** The kept original and the served variants of one planned question. */
async function storeImages(p: Planned, renders: RenderCache, prerendered: PrerenderedVariants | undefined) {
  if (p.kind === "unchanged" || (!p.renderNeeded && p.existing?.sourceKey === p.sourceKey)) return;
  if (p.slices) {
    if (!p.renderNeeded) return;
    const { arrows, window, slice } = p.parsed.value.image;
    p.sliceRows = await renderStack(p.parsed.value.code, p.slices, {
      arrows,
      window,
      slice: slice!,
      arrowedKey: p.imageKey,
      renders,
      prerendered,
      stored: p.existing ? storedVariants() : undefined,
    });
    const arrowed = p.sliceRows[slice! - 1]!;
    p.image = { ...p.image, width: arrowed.width, height: arrowed.height };
    return;
  }
  await storeKeptOriginal(p.sourceKey, p.image.original.bytes, p.image.original.contentType);
  if (p.renderNeeded) {
    const { arrows, window } = p.parsed.value.image;
    const variants = await variantsFor(p.imageKey, prerendered, () =>
      renderVariants(p.image.original.bytes, { arrows, window, displayed: p.image.displayed }),
    );
    await storeQuestionVariants(p.imageKey, {
      full: variants.full.bytes,
      small: variants.small.bytes,
      placeholder: variants.placeholder.bytes,
    });
    p.image = { ...p.image, width: variants.full.width, height: variants.full.height };
  }
}

const EMPTY = Buffer.alloc(0);

export const describeProblems = (report: ImportReport) => report.problems.map(formatProblem);

function plan(
  parsed: ParsedLine,
  existing: Existing | undefined,
  image: PreparedImage,
  seedHash: string | null,
  slices: PreparedImage[] | null,
): Planned {
  const { value } = parsed;
  const stack = slices ? [value.image.slice] : [];
  const variantHash = sha256(
    JSON.stringify([
      image.contentHash,
      canonicalArrows(value.image.arrows),
      canonicalWindow(value.image.window),
      ...stack,
    ]),
  ).slice(0, 12);
  const imageKey = `questions/${value.code}-${variantHash}.webp`;
  // One kept copy per distinct image, whichever questions show it (kept-originals.server.ts); a stack
  // keeps its slices' own (stack.server.ts).
  const sourceKey = slices
    ? sliceSourceKey(value.code, slices[value.image.slice! - 1]!)
    : keptOriginalKey(image.contentHash, image.original.extension);
  const base = { parsed, existing, image, seedHash, imageKey, sourceKey, slices };
  if (!existing) return { ...base, kind: "added", fields: [], keyChanged: false, renderNeeded: true };
  const imageChanged = existing.imageHash !== image.contentHash;
  const same =
    canonicalQuestion(existing.line, existing.imageHash ?? "") === canonicalQuestion(value, image.contentHash);
  return {
    ...base,
    kind: same ? "unchanged" : "updated",
    fields: same ? [] : changedFields(existing.line, value, imageChanged),
    keyChanged: !sameKey(existing.line.answers, value.answers),
    // An unchanged question keeps its stored row, so nothing would point at a new render.
    renderNeeded: !same && existing.imageUrl !== imageKey,
  };
}

async function apply(
  db: Database,
  p: Planned,
  categoryId: Map<string, string>,
  mockId: Map<string, string>,
  options: ImportOptions,
): Promise<QuestionChange> {
  const { value } = p.parsed;
  if (p.kind === "unchanged") {
    if (p.seedHash && p.existing!.seedHash !== p.seedHash) {
      await db.update(s.questions).set({ seedHash: p.seedHash }).where(eq(s.questions.id, p.existing!.id));
    }
    return { code: value.code, kind: "unchanged", fields: [], remarked: 0, up: 0, down: 0 };
  }
  const row = {
    code: value.code,
    title: value.stem,
    status: value.status,
    modality: value.modality,
    accessLevel: ACCESS_LEVELS[value.access],
    explanation: value.explanation,
    imageUrl: p.imageKey,
    imageSourceKey: p.sourceKey,
    imageHash: p.image.contentHash,
    imageWidth: p.image.width,
    imageHeight: p.image.height,
    imageArrows: value.image.arrows,
    imageWindow: value.image.window ?? null,
    imageCredit: value.image.source ?? null,
    imageLicence: value.image.licence ?? null,
    imageSlice: value.image.slice ?? null,
    ...(p.seedHash ? { seedHash: p.seedHash } : {}),
  };
  let questionId: string;
  if (p.existing) {
    questionId = p.existing.id;
    await db.update(s.questions).set(row).where(eq(s.questions.id, questionId));
    await db.delete(s.answers).where(eq(s.answers.questionId, questionId));
    await db.delete(s.questionCategories).where(eq(s.questionCategories.questionId, questionId));
    await db.delete(s.mockQuestions).where(eq(s.mockQuestions.questionId, questionId));
  } else {
    const [inserted] = await db.insert(s.questions).values(row).returning({ id: s.questions.id });
    questionId = inserted!.id;
  }
  // Slices change with the rendered images: a stack re-rendered gets its new rows, a single image none.
  if (p.sliceRows) await replaceSlices(db, questionId, p.sliceRows);
  else if (!p.slices && p.existing?.line.image.series) await replaceSlices(db, questionId, []);
  await db
    .insert(s.answers)
    .values(value.answers.map((a, i) => ({ questionId, answerText: a.text, marks: a.marks, orderIndex: i })));
  await db
    .insert(s.questionCategories)
    .values(value.categories.map((name) => ({ questionId, categoryId: categoryId.get(name)! })));
  if (value.mocks?.length) {
    await db
      .insert(s.mockQuestions)
      .values(value.mocks.map((m) => ({ mockId: mockId.get(m.name)!, questionId, position: m.position })));
  }
  const { remarked, up, down, queued } = p.keyChanged
    ? await remarkNowOrLater(questionId, db)
    : { remarked: 0, up: 0, down: 0, queued: 0 };
  const how = options.mode === "seed" ? "starter bank" : options.mode === "console" ? "the console" : "import";
  await recordAudit(db, {
    actorId: options.actorId ?? null,
    action: p.existing ? "question.updated" : "question.added",
    subjectType: "question",
    subjectId: questionId,
    summary: p.existing
      ? `${value.code} updated by ${how}: ${p.fields.join(", ") || "order of answers"}${remarked ? `; ${remarked} answers re-marked` : ""}${queued ? `; ${queued} answers to re-mark in batches` : ""}`
      : `${value.code} added by ${how}`,
    details: {
      fields: p.fields,
      remarked,
      ...(queued ? { remarkQueued: queued } : {}),
      ...(p.existing && p.keyChanged ? { keyBefore: p.existing.line.answers, keyAfter: value.answers } : {}),
    },
  });
  return {
    code: value.code,
    kind: p.existing ? "updated" : "added",
    fields: p.fields,
    remarked,
    up,
    down,
    ...(queued ? { queued } : {}),
  };
}

/** The questions with these codes, as bank lines (how export writes them and import compares them). */
async function existingQuestions(db: Database, codes: string[]): Promise<Map<string, Existing>> {
  if (!codes.length) return new Map();
  const all = await questionLines(db, inArray(s.questions.code, codes));
  return new Map(all.map((q) => [q.line.code, q]));
}

const sha256 = (input: string | Buffer) => createHash("sha256").update(input).digest("hex");

async function eachLimited<T>(items: T[], limit: number, run: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item);
    }),
  );
}
