// The authoring console's question editor: the form as typed, turned into a bank line for saveQuestion,
// the image an editor uploaded kept (de-identified) between submits, and the question's history.
import { createHash } from "node:crypto";
import { and, asc, count, desc, eq } from "drizzle-orm";
import * as s from "../../db/schema";
import { recordAudit } from "~/server/audit.server";
import { MAX_SLICES, sameKey, type BankLine } from "~/domain/bank-format";
import { z } from "zod";
import { MAX_IMAGE_BYTES, type EditorValues, type FieldErrors, type UploadedImage } from "~/domain/question-editor";
import { formatDate, formatTime } from "~/domain/format";
import { ImageRefusal, prepareImage } from "~/server/bank-image.server";
import { getDb } from "~/server/db.server";
import { imageStore } from "~/server/storage.server";

export const emptyValues = (): EditorValues => ({
  code: "",
  status: "draft",
  stem: "Name the arrowed structure.",
  modality: "CT",
  categories: [],
  access: "premium",
  explanation: "",
  source: "",
  licence: "",
  windowCenter: "",
  windowWidth: "",
  answers: [],
  arrows: [{ tipX: "0.5", tipY: "0.5", tailX: "0.3", tailY: "0.3" }],
  pendingImage: "",
  pendingSeries: [],
  slice: "",
  burnedInConfirmed: false,
  tryAnswer: "",
  uploadedImage: "",
});

export function valuesFromLine(line: BankLine): EditorValues {
  return {
    ...emptyValues(),
    code: line.code,
    status: line.status,
    stem: line.stem,
    modality: line.modality,
    categories: line.categories,
    access: line.access,
    explanation: line.explanation,
    source: line.image.source ?? "",
    licence: line.image.licence ?? "",
    windowCenter: line.image.window ? String(line.image.window.center) : "",
    windowWidth: line.image.window ? String(line.image.window.width) : "",
    answers: line.answers.map((a) => ({ text: a.text, marks: String(a.marks) })),
    slice: line.image.slice ? String(line.image.slice) : "",
    arrows: line.image.arrows.map((a) => ({
      tipX: String(a.tip[0]),
      tipY: String(a.tip[1]),
      tailX: String(a.tail[0]),
      tailY: String(a.tail[1]),
    })),
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Rows posted as answers[0].text, answers[0].marks, … in index order, blank rows dropped. */
function rows<K extends string>(form: FormData, prefix: string, keys: readonly K[]): Array<Record<K, string>> {
  const found = new Map<number, Record<K, string>>();
  for (const name of form.keys()) {
    const match = new RegExp(`^${prefix}\\[(\\d+)\\]\\.(\\w+)$`).exec(name);
    if (!match || !keys.includes(match[2] as K)) continue;
    const index = Number(match[1]);
    if (index > 99) continue;
    const row = found.get(index) ?? (Object.fromEntries(keys.map((k) => [k, ""])) as Record<K, string>);
    row[match[2] as K] = text(form, name).trim();
    found.set(index, row);
  }
  return [...found.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}

export function valuesFromForm(form: FormData): EditorValues {
  return {
    code: text(form, "code").trim().toUpperCase(),
    status: text(form, "status"),
    stem: text(form, "stem"),
    modality: text(form, "modality"),
    categories: form.getAll("categories").filter((v): v is string => typeof v === "string"),
    access: text(form, "access"),
    explanation: text(form, "explanation"),
    source: text(form, "source").trim(),
    licence: text(form, "licence").trim(),
    ...windowFields(form),
    answers: rows(form, "answers", ["text", "marks"] as const).filter((row) => row.text !== ""),
    arrows: rows(form, "arrows", ["tipX", "tipY", "tailX", "tailY"] as const).filter((row) =>
      Object.values(row).some((v) => v !== ""),
    ),
    pendingImage: text(form, "pendingImage"),
    pendingSeries: form
      .getAll("pendingSeries")
      .filter((v): v is string => typeof v === "string" && PENDING.test(v))
      .slice(0, MAX_SLICES),
    slice: text(form, "slice").trim(),
    burnedInConfirmed: text(form, "burnedInConfirmed") === "on",
    tryAnswer: text(form, "tryAnswer"),
    uploadedImage: text(form, "uploadedImage"),
  };
}

/** A chosen preset ("40/400") wins over the two fields: without JavaScript it cannot fill them in. */
function windowFields(form: FormData) {
  const preset = /^(-?\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)$/.exec(text(form, "windowPreset"));
  if (preset) return { windowCenter: preset[1]!, windowWidth: preset[2]! };
  return { windowCenter: text(form, "windowCenter").trim(), windowWidth: text(form, "windowWidth").trim() };
}

const number = (value: string) => (value === "" ? NaN : Number(value));

/**
 * The form as a bank line, or the fields that are not numbers. Everything else (ranges, required
 * fields, known categories) is the bank format's to judge, so the console and an import agree.
 */
export function lineFromValues(
  values: EditorValues,
  mocks: BankLine["mocks"],
  /** How many slices the question's stack has (an upload waiting, or the stored one); 0 for one image. */
  slices = 0,
): { line: unknown; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const numeric = (name: string, value: string) => {
    const n = number(value);
    if (!Number.isFinite(n)) errors[name] = value === "" ? "is required" : "must be a number";
    return n;
  };
  const arrows = values.arrows.map((a, i) => ({
    tip: [numeric(`arrows[${i}].tipX`, a.tipX), numeric(`arrows[${i}].tipY`, a.tipY)],
    tail: [numeric(`arrows[${i}].tailX`, a.tailX), numeric(`arrows[${i}].tailY`, a.tailY)],
  }));
  let window: { center: number; width: number } | undefined;
  if (values.windowCenter !== "" || values.windowWidth !== "") {
    window = {
      center: numeric("windowCenter", values.windowCenter),
      width: numeric("windowWidth", values.windowWidth),
    };
  }
  const answers = values.answers.map((a, i) => {
    const marks = Number(a.marks);
    if (marks !== 1 && marks !== 2) errors[`answers[${i}].marks`] = "must be 1 or 2";
    return { text: a.text, marks };
  });
  const line = {
    code: values.code,
    status: values.status,
    stem: values.stem,
    modality: values.modality,
    categories: values.categories,
    access: values.access,
    image: {
      ...(slices ? { series: seriesPaths(slices), slice: numeric("slice", values.slice) } : { file: "upload/pending" }),
      arrows,
      ...(window ? { window } : {}),
      ...(values.source ? { source: values.source } : {}),
      ...(values.licence ? { licence: values.licence } : {}),
    },
    answers,
    explanation: values.explanation.replace(/\r\n/g, "\n"),
    ...(mocks?.length ? { mocks } : {}),
  };
  return { line, errors };
}

/** The paths a console save names a stack's slices by, in viewing order. */
export const seriesPaths = (count: number) =>
  Array.from({ length: count }, (_, i) => `upload/slice-${String(i + 1).padStart(3, "0")}`);

/** A problem's field in the bank format ("image.arrows.0.tip.1") as the form's input name. */
export function formField(field: string): string {
  const parts = field.split(".");
  if (parts[0] === "image") {
    const [, what, index, end, axis] = parts;
    if (what === "arrows" && index !== undefined && end) return `arrows[${index}].${end}${axis === "1" ? "Y" : "X"}`;
    if (what === "arrows") return "arrows";
    if (what === "window") return index === "width" ? "windowWidth" : "windowCenter";
    if (what === "file" || what === "series") return "image";
    if (what === "slice") return "slice";
    return what ?? "image";
  }
  if (parts[0] === "answers" && parts.length >= 3) return `answers[${parts[1]}].${parts[2]}`;
  if (parts[0] === "categories") return "categories";
  return parts[0] ?? "";
}

/** The accepted answers as typed, for "Try an answer" (rows with a usable mark only). */
export function keyFromValues(values: EditorValues) {
  return values.answers
    .filter((a) => a.marks === "1" || a.marks === "2")
    .map((a) => ({ text: a.text, marks: Number(a.marks) as 1 | 2 }));
}

/** What a confirmation was given for: the same key typed again needs no second confirmation. */
export function keyFingerprint(values: EditorValues) {
  const rows = keyFromValues(values)
    .map((a) => `${a.marks}:${a.text.trim().toLowerCase()}`)
    .sort();
  return createHash("sha256").update(rows.join("\n")).digest("hex").slice(0, 16);
}

export const keyChanged = (before: BankLine, values: EditorValues) => !sameKey(before.answers, keyFromValues(values));

// ── Uploads kept between submits ─────────────────────────────────────────────────────────────

/** A waiting upload; ".burned-in" marks one whose file says its pixels carry text, not yet confirmed clean. */
const PENDING = /^console-uploads\/[a-f0-9]{64}(\.burned-in)?\.(dcm|png)$/;

export type PendingImage = { key: string; kind: "dicom" | "photo"; image: UploadedImage | null };

/**
 * Reads an uploaded image and keeps its de-identified original under a key named by its content,
 * so a re-rendered form (a refusal, a confirmation, no JavaScript) can save it without a new upload.
 * What the editor uploaded itself is never stored. A DICOM with burned-in annotation is kept too, so
 * the editor can look at it before confirming its pixels are clean; its key says so until then.
 */
export async function keepUpload(file: File): Promise<PendingImage> {
  if (file.size > MAX_IMAGE_BYTES)
    throw new ImageRefusal(
      `This file is ${Math.ceil(file.size / 1024 ** 2)} MB: Arrowed takes images up to ${MAX_IMAGE_BYTES / 1024 ** 2} MB`,
    );
  return keepImage(Buffer.from(await file.arrayBuffer()), file.name);
}

/**
 * Keeps one image (a whole upload, or a slice of a series) de-identified under a key named by its
 * content; one whose file says its pixels carry burned-in text is marked so, to be looked at first.
 */
export async function keepImage(bytes: Buffer, fileName: string): Promise<PendingImage> {
  const prepared = await prepareImage(bytes, fileName, {
    burnedInAnnotationConfirmed: true,
  });
  const name = createHash("sha256").update(prepared.original.bytes).digest("hex");
  const key = `console-uploads/${name}${prepared.burnedInAnnotation ? ".burned-in" : ""}.${prepared.original.extension}`;
  await imageStore().put(key, prepared.original.bytes, prepared.original.contentType);
  const image =
    prepared.kind === "dicom"
      ? {
          modality: prepared.modality ?? "OT",
          windows: prepared.fileWindows ?? [],
          fullRange: prepared.fullRange ?? null,
        }
      : null;
  return { key, kind: prepared.kind === "dicom" ? "dicom" : "photo", image };
}

/** The upload waits for the editor to confirm its burned-in text shows no patient details. */
export const needsBurnedInCheck = (key: string) => PENDING.test(key) && key.includes(".burned-in.");

const uploadedImageSchema = z.object({
  modality: z.string().max(16),
  windows: z.array(z.object({ center: z.number().finite(), width: z.number().finite().positive() })).max(8),
  fullRange: z.object({ center: z.number().finite(), width: z.number().finite().positive() }).nullable(),
});

/** The waiting upload's windows as the form carried them; nothing when they do not read. */
export function uploadedImage(values: EditorValues): UploadedImage | null {
  if (!values.pendingImage || !values.uploadedImage) return null;
  try {
    const parsed = uploadedImageSchema.safeParse(JSON.parse(values.uploadedImage));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function pendingUpload(key: string): Promise<{ bytes: Buffer; fileName: string } | null> {
  if (!PENDING.test(key)) return null;
  const bytes = await imageStore().get(key);
  return bytes ? { bytes, fileName: key.slice("console-uploads/".length) } : null;
}

export const isPendingKey = (key: string) => PENDING.test(key);

// ── History, deletion ─────────────────────────────────────────────────────────────────────────

export async function questionHistory(questionId: string) {
  const rows = await getDb()
    .select({ id: s.auditEvents.id, at: s.auditEvents.createdAt, summary: s.auditEvents.summary, email: s.users.email })
    .from(s.auditEvents)
    .leftJoin(s.users, eq(s.users.id, s.auditEvents.actorId))
    .where(and(eq(s.auditEvents.subjectType, "question"), eq(s.auditEvents.subjectId, questionId)))
    .orderBy(desc(s.auditEvents.createdAt))
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    who: r.email ?? "bank import",
    when: `${formatDate(r.at)}, ${formatTime(r.at)}`,
    summary: r.summary,
  }));
}

/** A question a trainee has met (drawn into a test, or noted) keeps its rows for their history. */
export async function timesMet(questionId: string) {
  const db = getDb();
  const [[drawn], [noted]] = await Promise.all([
    db.select({ n: count() }).from(s.attemptQuestions).where(eq(s.attemptQuestions.questionId, questionId)),
    db.select({ n: count() }).from(s.notes).where(eq(s.notes.questionId, questionId)),
  ]);
  return (drawn?.n ?? 0) + (noted?.n ?? 0);
}

export async function deleteQuestion(question: { id: string; code: string }, actorId: string) {
  await getDb().transaction(async (tx) => {
    await tx.delete(s.questions).where(eq(s.questions.id, question.id));
    await recordAudit(tx, {
      actorId,
      action: "question.deleted",
      subjectType: "question",
      subjectId: question.id,
      summary: `${question.code} deleted`,
      details: {},
    });
  });
}

export async function categoryNames() {
  const rows = await getDb()
    .select({ name: s.categories.name })
    .from(s.categories)
    .orderBy(asc(s.categories.orderIndex), asc(s.categories.name));
  return rows.map((r) => r.name);
}
