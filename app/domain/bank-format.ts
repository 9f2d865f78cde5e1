// The bank package format (docs/bank-format.md): bank.jsonl, one question a line, and the image files it
// names. Pure: parsing, validation and the canonical form used to tell a changed question from an
// unchanged one. Reading folders and zips, images and the database live in app/server/bank*.server.ts.
import { z } from "zod";

export const BANK_FILE = "bank.jsonl";

export const QUESTION_STATUSES = ["published", "draft", "retired"] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

export const MODALITIES = [
  "Radiograph",
  "CT",
  "MRI",
  "Ultrasound",
  "Fluoroscopy",
  "Angiography",
  "Nuclear medicine",
  "Mammography",
] as const;

/** The package's access names and the database's access levels. */
export const ACCESS_LEVELS = { free: "free_trial", high_yield: "high_yield", premium: "premium" } as const;
export type PackageAccess = keyof typeof ACCESS_LEVELS;
export type DbAccessLevel = (typeof ACCESS_LEVELS)[PackageAccess];

export function packageAccess(level: DbAccessLevel): PackageAccess {
  return (Object.keys(ACCESS_LEVELS) as PackageAccess[]).find((key) => ACCESS_LEVELS[key] === level)!;
}

export const CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,31}$/;
export const MAX_ARROWS = 4;
/** A stack is a handful of slices around the structure, not a whole study (docs/decisions/059-stacks.md). */
export const MAX_SLICES = 200;

const fraction = z.number().min(0, "must be between 0 and 1").max(1, "must be between 0 and 1");
const point = z.tuple([fraction, fraction]);
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, "must not be empty")
    .max(max, `must be at most ${max} characters`)
    .refine(
      // eslint-disable-next-line no-control-regex -- control characters are what this refuses
      (value) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value),
      "must not contain control characters",
    );

/** A path inside the package: relative, forward slashes, never climbing out. */
const packagePath = z
  .string()
  .min(1, "must name a file in the package")
  .refine(
    (value) =>
      /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(value) &&
      !value.split("/").some((part) => part === ".." || part === "."),
    "must be a relative path inside the package, like images/thx-101.dcm",
  );

export const arrowSchema = z.strictObject({ tip: point, tail: point });
export const windowSchema = z.strictObject({
  center: z.number().finite(),
  width: z.number().finite().positive("must be greater than 0"),
});

export const answerRowSchema = z.strictObject({
  text: text(200),
  marks: z.union([z.literal(1), z.literal(2)], { error: "must be 1 or 2" }),
});

export const bankLineSchema = z
  .strictObject({
    code: z.string().regex(CODE_PATTERN, "must be capitals, digits and hyphens, like THX-101"),
    status: z.enum(QUESTION_STATUSES, { error: `must be one of ${QUESTION_STATUSES.join(", ")}` }),
    stem: text(500),
    modality: z.enum(MODALITIES, { error: `must be one of ${MODALITIES.join(", ")}` }),
    categories: z.array(text(100)).min(1, "must name at least one category"),
    access: z.enum(Object.keys(ACCESS_LEVELS) as [PackageAccess, ...PackageAccess[]], {
      error: "must be one of free, high_yield, premium",
    }),
    image: z.strictObject({
      file: packagePath.optional(),
      series: z
        .array(packagePath)
        .min(2, "must name at least 2 slices (one image is image.file)")
        .max(MAX_SLICES, `must name at most ${MAX_SLICES} slices`)
        .optional(),
      slice: z.number().int("must be a whole number").min(1, "must be 1 or more").optional(),
      arrows: z
        .array(arrowSchema)
        .min(1, "must hold at least one arrow")
        .max(MAX_ARROWS, `must hold at most ${MAX_ARROWS} arrows`),
      window: windowSchema.optional(),
      source: text(300).optional(),
      licence: text(100).optional(),
    }),
    answers: z.array(answerRowSchema).min(1, "must hold at least one accepted answer"),
    explanation: z.string().max(20_000, "must be at most 20000 characters").default(""),
    mocks: z
      .array(
        z.strictObject({
          name: text(100),
          position: z.number().int("must be a whole number").min(1, "must be 1 or more"),
        }),
      )
      .optional(),
  })
  .superRefine((line, ctx) => {
    const { file, series, slice } = line.image;
    if (file === undefined && series === undefined)
      ctx.addIssue({ code: "custom", path: ["image", "file"], message: "is required (or image.series for a stack)" });
    if (file !== undefined && series !== undefined)
      ctx.addIssue({ code: "custom", path: ["image", "series"], message: "must not be given with image.file" });
    if (series && slice === undefined)
      ctx.addIssue({ code: "custom", path: ["image", "slice"], message: "is required with image.series" });
    if (!series && slice !== undefined)
      ctx.addIssue({ code: "custom", path: ["image", "slice"], message: "goes with image.series only" });
    if (series && slice !== undefined && slice > series.length)
      ctx.addIssue({
        code: "custom",
        path: ["image", "slice"],
        message: `must be at most ${series.length}, the number of slices`,
      });
    if (series && new Set(series).size !== series.length)
      ctx.addIssue({ code: "custom", path: ["image", "series"], message: "names a file twice" });
    if (!line.answers.some((answer) => answer.marks === 2)) {
      ctx.addIssue({ code: "custom", path: ["answers"], message: "must hold at least one 2-mark answer" });
    }
    const seen = new Set<string>();
    line.answers.forEach((answer, index) => {
      const key = answer.text.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: "custom", path: ["answers", index, "text"], message: `"${answer.text}" is listed twice` });
      seen.add(key);
    });
    if (new Set(line.categories).size !== line.categories.length) {
      ctx.addIssue({ code: "custom", path: ["categories"], message: "names a category twice" });
    }
    if (line.mocks && new Set(line.mocks.map((m) => m.name)).size !== line.mocks.length) {
      ctx.addIssue({ code: "custom", path: ["mocks"], message: "names a mock twice" });
    }
  });

export type BankLine = z.output<typeof bankLineSchema>;

/** The image files a line names, in viewing order: one, or a stack's slices. */
export const imageFiles = (image: BankLine["image"]): string[] => image.series ?? (image.file ? [image.file] : []);

/** The field a problem with one of the line's image files belongs to. */
export const imageField = (image: BankLine["image"], index: number) =>
  image.series ? `image.series.${index}` : "image.file";
export type BankAnswer = z.output<typeof answerRowSchema>;

export type BankProblem = { line: number; field: string; message: string };

export const formatProblem = (problem: BankProblem) =>
  `${BANK_FILE}:${problem.line}: ${problem.field ? `${problem.field}: ` : ""}${problem.message}`;

export type ParsedLine = { line: number; value: BankLine; raw: string };

/** Parses bank.jsonl and checks what can be checked without the database or the images. */
export function parseBankFile(text: string): { lines: ParsedLine[]; problems: BankProblem[] } {
  const lines: ParsedLine[] = [];
  const problems: BankProblem[] = [];
  const codes = new Map<string, number>();
  const mockPositions = new Map<string, number>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    if (!raw.trim()) return;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      problems.push({ line, field: "", message: "is not valid JSON" });
      return;
    }
    const parsed = bankLineSchema.safeParse(json);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push({ line, field: issue.path.join("."), message: issueMessage(issue) });
      }
      return;
    }
    const value = parsed.data;
    const earlier = codes.get(value.code);
    if (earlier) problems.push({ line, field: "code", message: `${value.code} is already on line ${earlier}` });
    codes.set(value.code, line);
    for (const [i, mock] of (value.mocks ?? []).entries()) {
      const slot = `${mock.name}\n${mock.position}`;
      const taken = mockPositions.get(slot);
      if (taken)
        problems.push({
          line,
          field: `mocks.${i}.position`,
          message: `${mock.name} position ${mock.position} is already taken on line ${taken}`,
        });
      mockPositions.set(slot, line);
    }
    lines.push({ line, value, raw });
  });
  if (lines.length === 0 && problems.length === 0) problems.push({ line: 1, field: "", message: "holds no questions" });
  return { lines, problems };
}

function issueMessage(issue: z.core.$ZodIssue) {
  if (issue.code === "unrecognized_keys")
    return `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.join(", ")}`;
  if (issue.code === "invalid_type" && issue.input === undefined) return "is required";
  return issue.message;
}

/**
 * The question as data, without where its image file sits: two lines with the same canonical form
 * (and images of the same content) are the same question. Category and mock order carry no meaning.
 */
export function canonicalQuestion(line: BankLine, imageHash: string) {
  const { file: _file, series, slice, ...image } = line.image;
  // Keys named one by one: the database gives a stored window back as {width, center}.
  return JSON.stringify({
    code: line.code,
    status: line.status,
    stem: line.stem,
    modality: line.modality,
    categories: [...line.categories].sort(),
    access: line.access,
    image: {
      ...image,
      ...(series ? { slices: series.length, slice } : {}),
      arrows: canonicalArrows(image.arrows),
      window: canonicalWindow(image.window),
      source: image.source ?? null,
      licence: image.licence ?? null,
      hash: imageHash,
    },
    answers: line.answers.map((a) => ({ text: a.text, marks: a.marks })),
    explanation: line.explanation,
    mocks: [...(line.mocks ?? [])]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((m) => ({ name: m.name, position: m.position })),
  });
}

type Arrows = BankLine["image"]["arrows"];
type Window = BankLine["image"]["window"];

/** Arrows with their keys in one order, whatever order a file or the database gave them in. */
export const canonicalArrows = (arrows: Arrows): Arrows =>
  arrows.map(({ tip, tail }) => ({ tip: [tip[0], tip[1]], tail: [tail[0], tail[1]] }));

/** A window with its keys in one order, or null for none. */
export const canonicalWindow = (window: Window | null) =>
  window ? { center: window.center, width: window.width } : null;

/** What differs between two versions of a question, by field, for the audit trail and the console. */
export function changedFields(before: BankLine, after: BankLine, imageChanged: boolean): string[] {
  const fields: string[] = [];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (before.status !== after.status) fields.push("status");
  if (before.stem !== after.stem) fields.push("stem");
  if (before.modality !== after.modality) fields.push("modality");
  if (!same([...before.categories].sort(), [...after.categories].sort())) fields.push("categories");
  if (before.access !== after.access) fields.push("access");
  if (imageChanged) fields.push("image");
  if ((before.image.slice ?? null) !== (after.image.slice ?? null)) fields.push("slice");
  if (!same(canonicalArrows(before.image.arrows), canonicalArrows(after.image.arrows))) fields.push("arrows");
  if (!same(canonicalWindow(before.image.window), canonicalWindow(after.image.window))) fields.push("window");
  if (
    (before.image.source ?? null) !== (after.image.source ?? null) ||
    (before.image.licence ?? null) !== (after.image.licence ?? null)
  ) {
    fields.push("source");
  }
  if (!sameKey(before.answers, after.answers)) fields.push("answers");
  if (before.explanation !== after.explanation) fields.push("explanation");
  const mocks = (line: BankLine) => [...(line.mocks ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  if (!same(mocks(before), mocks(after))) fields.push("mocks");
  return fields;
}

/** Same accepted answers with the same marks: order is display only and does not change a mark. */
export function sameKey(a: readonly BankAnswer[], b: readonly BankAnswer[]) {
  const form = (rows: readonly BankAnswer[]) =>
    rows
      .map((row) => `${row.marks}:${row.text.trim().toLowerCase()}`)
      .sort()
      .join("\n");
  return form(a) === form(b);
}

export type ImportCounts = { added: number; updated: number; unchanged: number; remarked: number };

export const importSummary = (counts: ImportCounts) =>
  `${counts.added} added, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.remarked} answers re-marked`;
