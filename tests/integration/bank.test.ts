// Importing and exporting bank packages (app/server/bank.server.ts, docs/bank-format.md): all or
// nothing, unchanged questions recognised, a changed key re-marks stored answers, exports re-import
// as unchanged.
import { mkdtempSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import { zipSync, strToU8 } from "fflate";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { makeBank } from "../fixtures/bank";
import { post, run } from "../fixtures/route";
import { makeUser, signedInCookie } from "../fixtures/users";
import * as questionRoute from "~/routes/question";
import { startAttempt } from "~/server/attempts.server";
import type { BankLine } from "~/domain/bank-format";
import { exportBank } from "~/server/bank-export.server";
import { describeProblems, importBank } from "~/server/bank.server";
import { bankPackageFromZip, openBankPackage, writeBankFolder } from "~/server/bank-package.server";
import { getDb } from "~/server/db.server";
import { getCurrentPlan } from "~/server/current-plan.server";
import { saveQuestion } from "~/server/question-edit.server";
import { imageStore } from "~/server/storage.server";

type Line = Record<string, unknown>;

const picture = (shade: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: shade, g: shade, b: shade } } })
    .png()
    .toBuffer();

const line = (code: string, extra: Line = {}): Line => ({
  code,
  status: "published",
  stem: "Axial CT of the thorax. Name the arrowed structure.",
  modality: "CT",
  categories: ["Thorax"],
  access: "premium",
  image: {
    file: `images/${code.toLowerCase()}.png`,
    arrows: [{ tip: [0.42, 0.47], tail: [0.25, 0.3] }],
    source: "Teaching file",
    licence: "CC BY 4.0",
  },
  answers: [
    { text: "azygos vein", marks: 2 },
    { text: "azygos", marks: 1 },
  ],
  explanation: "The **azygos vein** arches over the right main bronchus.",
  ...extra,
});

/** A package folder on disk with these lines and a picture for each line's image file. */
async function packageDir(lines: Array<Line | string>, shades: Record<string, number> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "arrowed-bank-"));
  await mkdir(path.join(dir, "images"));
  await writeFile(
    path.join(dir, "bank.jsonl"),
    lines.map((l) => (typeof l === "string" ? l : JSON.stringify(l))).join("\n") + "\n",
  );
  for (const l of lines) {
    if (typeof l === "string") continue;
    const file = (l.image as { file: string }).file;
    await writeFile(path.join(dir, file), await picture(shades[l.code as string] ?? 40));
  }
  return dir;
}

const importDir = async (dir: string, options: Parameters<typeof importBank>[1] = {}) =>
  importBank(await openBankPackage(dir), options);
const questionCount = async () => (await getDb().select({ n: count() }).from(s.questions))[0]!.n;
const questionByCode = async (code: string) =>
  (await getDb().select().from(s.questions).where(eq(s.questions.code, code)))[0];

// The two categories the lines name; the re-marking test brings the fixture bank (which has them) instead.
const makeCategories = () =>
  getDb()
    .insert(s.categories)
    .values([
      { name: "Thorax", orderIndex: 1 },
      { name: "Spine", orderIndex: 2 },
    ]);

describe("bank import", () => {
  it("adds new questions with their images, then finds the same package unchanged", async () => {
    await makeCategories();
    const before = await questionCount();
    const dir = await packageDir([
      line("THX-101"),
      line("THX-102", { access: "free", categories: ["Thorax", "Spine"] }),
    ]);
    const first = await importDir(dir);
    expect(first.summary).toBe("imported: 2 added, 0 updated, 0 unchanged, 0 answers re-marked");
    expect(await questionCount()).toBe(before + 2);

    const added = (await questionByCode("THX-101"))!;
    expect(added).toMatchObject({
      status: "published",
      isActive: true,
      accessLevel: "premium",
      explanation: "The **azygos vein** arches over the right main bronchus.",
      imageArrows: [{ tip: [0.42, 0.47], tail: [0.25, 0.3] }],
      imageCredit: "Teaching file",
      imageLicence: "CC BY 4.0",
    });
    // The served image and its smaller siblings are in storage; so is the kept original.
    for (const key of [
      added.imageUrl,
      added.imageUrl.replace(/\.webp$/, "-sm.webp"),
      added.imageUrl.replace(/\.webp$/, "-blur.webp"),
      added.imageSourceKey!,
    ]) {
      expect(await imageStore().exists(key), key).toBe(true);
    }
    const key = await getDb().select().from(s.answers).where(eq(s.answers.questionId, added.id));
    expect(key.map((k) => [k.answerText, k.marks])).toEqual([
      ["azygos vein", 2],
      ["azygos", 1],
    ]);

    const again = await importDir(dir);
    expect(again.summary).toBe("imported: 0 added, 0 updated, 2 unchanged, 0 answers re-marked");
  });

  it("re-imports its own export as unchanged, folder or zip", async () => {
    await makeCategories();
    await importDir(
      await packageDir([
        line("THX-101", { mocks: [{ name: "Mock Paper 1", position: 4 }] }),
        line("THX-102", { status: "draft" }),
      ]),
    );
    const exported = await exportBank();
    const out = mkdtempSync(path.join(tmpdir(), "arrowed-export-"));
    await writeBankFolder(out, exported);
    const report = await importDir(out);
    expect(report.ok).toBe(true);
    expect(report.changes).toEqual([
      { code: "THX-101", kind: "unchanged", fields: [], remarked: 0, up: 0, down: 0 },
      { code: "THX-102", kind: "unchanged", fields: [], remarked: 0, up: 0, down: 0 },
    ]);

    // Zipped with its folder, as a file manager zips one.
    const zipped = zipSync({
      "my-bank/bank.jsonl": strToU8(exported.jsonl),
      ...Object.fromEntries([...exported.files].map(([file, bytes]) => [`my-bank/${file}`, bytes])),
    });
    const fromZip = await importBank(bankPackageFromZip(zipped, "my-bank.zip"));
    expect(fromZip.summary).toBe("imported: 0 added, 0 updated, 2 unchanged, 0 answers re-marked");
  });

  it("refuses a bad package with every problem by line and field, and changes nothing", async () => {
    await makeCategories();
    const before = await questionCount();
    const dir = await packageDir([
      line("THX-101"),
      "{ not json",
      line("THX-103", { categories: ["Thorx"] }),
      line("THX-104", { answers: [{ text: "azygos", marks: 1 }] }),
      line("THX-105", { image: { file: "images/thx-105.png", arrows: [{ tip: [1.4, 0.5], tail: [0.2, 0.2] }] } }),
      line("THX-101"),
      line("THX-107", { colour: "red" }),
      line("THX-108", { image: { file: "images/missing.png", arrows: [{ tip: [0.5, 0.5], tail: [0.2, 0.2] }] } }),
    ]);
    // The last line names an image the package does not hold.
    await rm(path.join(dir, "images", "missing.png"));
    const report = await importDir(dir);
    expect(report.ok).toBe(false);
    expect(describeProblems(report)).toEqual([
      "bank.jsonl:2: is not valid JSON",
      expect.stringMatching(/^bank\.jsonl:3: categories\.0: no category named "Thorx"/),
      "bank.jsonl:4: answers: must hold at least one 2-mark answer",
      "bank.jsonl:5: image.arrows.0.tip.0: must be between 0 and 1",
      "bank.jsonl:6: code: THX-101 is already on line 1",
      "bank.jsonl:7: unknown field colour",
      "bank.jsonl:8: image.file: images/missing.png is not in the package",
    ]);
    expect(await questionCount()).toBe(before);
    expect(await questionByCode("THX-101")).toBeUndefined();
  });

  it("refuses a file that is not an image, naming the line", async () => {
    await makeCategories();
    const dir = await packageDir([line("THX-101")]);
    await writeFile(path.join(dir, "images", "thx-101.png"), "not a picture at all");
    const report = await importDir(dir);
    expect(describeProblems(report)).toEqual([expect.stringMatching(/^bank\.jsonl:1: image\.file: /)]);
    expect(await questionByCode("THX-101")).toBeUndefined();
  });

  it("counts without changing anything on a dry run", async () => {
    await makeCategories();
    const dir = await packageDir([line("THX-101")]);
    const report = await importDir(dir, { dryRun: true });
    expect(report.summary).toBe("would import: 1 added, 0 updated, 0 unchanged, 0 answers re-marked");
    expect(await questionByCode("THX-101")).toBeUndefined();
  });

  it("re-marks every stored answer when a key changes, keeping the trainee's own marks", async () => {
    const bank = await makeBank();
    const idOf = (code: string) => bank.questions.find((q) => q.code === code)!.id;
    const user = await makeUser({ plan: "premium" });
    const cookie = await signedInCookie(user.id);
    const { plan } = await getCurrentPlan(user.id);
    const settings = {
      pool: "all" as const,
      questionCount: 100,
      isTimed: false,
      showAnswers: true,
      includeWrong: false,
      includeAttempted: true,
    };
    const attemptId = (await startAttempt(user.id, plan, settings))!;
    const act = (fields: Record<string, string>) =>
      run(questionRoute.action, post(`/question?attempt=${attemptId}`, fields, { cookie }));
    const first = idOf("TST-001");
    const third = idOf("TST-003");
    await act({ intent: "answer", questionId: first, answer: "structure 1" }); // 1 mark: side not given
    await act({ intent: "answer", questionId: third, answer: "structure 3" }); // 1 mark: side not given
    await act({ intent: "override", questionId: third, marks: "2" });
    const stored = async (questionId: string) =>
      (
        await getDb()
          .select()
          .from(s.attemptQuestions)
          .where(and(eq(s.attemptQuestions.attemptId, attemptId), eq(s.attemptQuestions.questionId, questionId)))
      )[0]!;
    expect(await stored(first)).toMatchObject({ marksEarned: 1 });
    expect(await stored(third)).toMatchObject({ marksEarned: 1, userOverrideMarks: 2 });

    const dir = await packageDir([
      line("TST-001", { access: "free", answers: [{ text: "structure 1", marks: 2 }] }),
      line("TST-003", { access: "free", answers: [{ text: "azygos vein", marks: 2 }] }),
    ]);
    const preview = await importDir(dir, { dryRun: true });
    expect(describeProblems(preview)).toEqual([]);
    expect(preview.summary).toBe("would import: 0 added, 2 updated, 0 unchanged, 2 answers re-marked");
    expect(preview.changes.map((c) => [c.code, c.up, c.down])).toEqual([
      ["TST-001", 1, 0],
      ["TST-003", 0, 1],
    ]);
    expect(await stored(first)).toMatchObject({ marksEarned: 1 });

    const report = await importDir(dir);
    expect(report.summary).toBe("imported: 0 added, 2 updated, 0 unchanged, 2 answers re-marked");
    expect(await stored(first)).toMatchObject({ marksEarned: 2, isCorrect: true });
    expect(await stored(third)).toMatchObject({ marksEarned: 0, userOverrideCorrect: true, userOverrideMarks: 2 });

    // Who changed what: an entry per question, with the key before and after.
    const trail = await getDb().select().from(s.auditEvents).where(eq(s.auditEvents.subjectId, first));
    expect(trail).toHaveLength(1);
    expect(trail[0]!.summary).toMatch(/^TST-001 updated by import: .*answers.*; 1 answers re-marked$/);
    expect(trail[0]!.details).toMatchObject({ keyAfter: [{ text: "structure 1", marks: 2 }] });
  });

  it("creates a mock it names unpublished, and refuses two questions at one position", async () => {
    await makeCategories();
    await importDir(await packageDir([line("THX-101", { mocks: [{ name: "Mock Paper 9", position: 1 }] })]));
    const [mock] = await getDb().select().from(s.mocks).where(eq(s.mocks.name, "Mock Paper 9"));
    expect(mock).toMatchObject({ isActive: false });

    const clash = await importDir(
      await packageDir([line("THX-102", { mocks: [{ name: "Mock Paper 9", position: 1 }] })]),
    );
    expect(describeProblems(clash)).toEqual([
      "bank.jsonl:1: mocks.0.position: Mock Paper 9 position 1 is already THX-101's",
    ]);
    expect(await questionByCode("THX-102")).toBeUndefined();
  });

  it("saves one question from the console: a new one needs its image, an edit keeps the kept original", async () => {
    await makeCategories();
    const editor = await makeUser();
    const fresh = line("THX-301") as unknown as BankLine;
    const withoutImage = await saveQuestion({ line: fresh, actorId: editor.id });
    expect(withoutImage.problems).toEqual([
      { line: 1, field: "image.file", message: "upload an image for the question" },
    ]);

    const added = await saveQuestion({
      line: fresh,
      upload: { bytes: await picture(90), fileName: "scan from PACS.png" },
      actorId: editor.id,
    });
    expect(added.summary).toBe("imported: 1 added, 0 updated, 0 unchanged, 0 answers re-marked");
    const before = (await questionByCode("THX-301"))!;

    const edited = await saveQuestion({
      line: { ...fresh, stem: "Lateral chest radiograph. Name the arrowed structure." },
      actorId: editor.id,
    });
    expect(edited.changes).toEqual([
      { code: "THX-301", kind: "updated", fields: ["stem"], remarked: 0, up: 0, down: 0 },
    ]);
    const after = (await questionByCode("THX-301"))!;
    expect(after).toMatchObject({
      title: "Lateral chest radiograph. Name the arrowed structure.",
      imageHash: before.imageHash,
      imageUrl: before.imageUrl,
    });
    const [event] = await getDb()
      .select()
      .from(s.auditEvents)
      .where(and(eq(s.auditEvents.subjectId, after.id), eq(s.auditEvents.action, "question.updated")));
    expect(event).toMatchObject({ actorId: editor.id, summary: "THX-301 updated by the console: stem" });
  });
});
