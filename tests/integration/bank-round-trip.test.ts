// An export re-imports as no change at all, for a package of real DICOM files (made here by dcmtk from
// one uncompressed source, and the real CT series when it sits beside the project): whatever the order
// of a window's or an arrow's keys, the mocks, the categories or the key's rows.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { dicomFile, el, words } from "../fixtures/dicom";
import { exportBank } from "~/server/bank-export.server";
import { importBank } from "~/server/bank.server";
import { openBankPackage, writeBankFolder } from "~/server/bank-package.server";
import { getDb } from "~/server/db.server";
import { imageStore } from "~/server/storage.server";

const REAL_CT = path.resolve(import.meta.dirname, "../..", "../shared/real-ct/series/slice-01.dcm");
const dcmtk = !spawnSync("dcmcjpls", ["--version"]).error && !spawnSync("dcmcjpeg", ["--version"]).error;

/** A 12-bit radiograph with its own window, as a CR arrives from a PACS. */
function radiograph(shade: number) {
  const rows = 96;
  const columns = 80;
  const values = Array.from({ length: rows * columns }, (_, i) => {
    const x = i % columns;
    const y = Math.floor(i / columns);
    return (x - 40) ** 2 + (y - 48) ** 2 < 300 ? 3900 : Math.round(((x + y) / (rows + columns)) * shade);
  });
  return dicomFile({
    rows,
    columns,
    bitsStored: 12,
    modality: "CR",
    pixels: words(values),
    extra: {
      "00100010": el("PN", "Planted^Patient"),
      "00281050": el("DS", 2000),
      "00281051": el("DS", 3500),
    },
  });
}

/** The package: JPEG Lossless and JPEG-LS radiographs, the real CT slice, two questions on one image. */
async function realPackage() {
  const dir = mkdtempSync(path.join(tmpdir(), "arrowed-round-trip-"));
  await mkdir(path.join(dir, "images"));
  const source = path.join(dir, "source.dcm");
  await writeFile(source, radiograph(3000));
  execFileSync("dcmcjpeg", [source, path.join(dir, "images", "cr-lossless.dcm")], { stdio: "pipe" });
  await writeFile(source, radiograph(2500));
  execFileSync("dcmcjpls", [source, path.join(dir, "images", "cr-jpegls.dcm")], { stdio: "pipe" });
  const ct = existsSync(REAL_CT);
  if (ct) await copyFile(REAL_CT, path.join(dir, "images", "ct.dcm"));
  // Written by hand: keys in whatever order an editor's script wrote them.
  const lines = [
    {
      code: "CHE-201",
      status: "published",
      stem: "Frontal chest radiograph. Name the arrowed structure.",
      modality: "Radiograph",
      categories: ["Thorax", "Spine"],
      access: "premium",
      image: {
        file: "images/cr-lossless.dcm",
        arrows: [
          { tail: [0.2, 0.25], tip: [0.4, 0.5] },
          { tip: [0.61, 0.33], tail: [0.8, 0.1] },
        ],
        window: { width: 1800, center: 1100.5 },
        licence: "CC BY 4.0",
        source: "Teaching file",
      },
      answers: [
        { text: "right hilum", marks: 2 },
        { marks: 1, text: "hilum" },
      ],
      explanation: "The **right hilum**.",
      mocks: [
        { position: 3, name: "Mock Paper 2" },
        { name: "Mock Paper 1", position: 7 },
      ],
    },
    {
      code: "CHE-202",
      status: "draft",
      stem: "The same radiograph, another structure. Name it.",
      modality: "Radiograph",
      categories: ["Spine"],
      access: "free",
      image: { file: "images/cr-lossless.dcm", arrows: [{ tip: [0.5, 0.5], tail: [0.7, 0.7] }] },
      answers: [{ text: "T4 vertebral body", marks: 2 }],
    },
    {
      code: "CHE-203",
      status: "published",
      stem: "Chest radiograph. Name the arrowed structure.",
      modality: "Radiograph",
      categories: ["Thorax"],
      access: "high_yield",
      image: {
        file: "images/cr-jpegls.dcm",
        arrows: [{ tip: [0.123456789, 0.987654321], tail: [0.3, 0.3] }],
        window: { center: -20, width: 0.5 },
      },
      answers: [{ text: "left hemidiaphragm", marks: 2 }],
      explanation: "",
    },
    ...(ct
      ? [
          {
            code: "ABD-201",
            status: "published",
            stem: "Axial CT of the upper abdomen. Name the arrowed structure.",
            modality: "CT",
            categories: ["Abdomen"],
            access: "premium",
            image: { file: "images/ct.dcm", arrows: [{ tip: [0.78, 0.42], tail: [0.9, 0.3] }] },
            answers: [{ text: "spleen", marks: 2 }],
          },
        ]
      : []),
  ];
  await writeFile(path.join(dir, "bank.jsonl"), lines.map((l) => JSON.stringify(l)).join("\n") + "\n");
  return { dir, questions: lines.length };
}

const categories = () =>
  getDb()
    .insert(s.categories)
    .values(["Thorax", "Spine", "Abdomen"].map((name, i) => ({ name, orderIndex: i + 1 })));

const auditCount = async () => (await getDb().select({ n: count() }).from(s.auditEvents))[0]!.n;

describe.skipIf(!dcmtk)(
  dcmtk ? "export, then import" : "export, then import: skipped, dcmtk is not installed",
  { timeout: 120_000 },
  () => {
    it("re-imports an export of real DICOM questions as 0 added, 0 updated, writing nothing", async () => {
      await categories();
      const { dir, questions } = await realPackage();
      const first = await importBank(await openBankPackage(dir));
      expect(first.problems).toEqual([]);
      expect(first.summary).toBe(`imported: ${questions} added, 0 updated, 0 unchanged, 0 answers re-marked`);

      // The package as written, again: the same questions, whatever order their keys came in.
      const again = await importBank(await openBankPackage(dir));
      expect(again.summary).toBe(`imported: 0 added, 0 updated, ${questions} unchanged, 0 answers re-marked`);

      const out = mkdtempSync(path.join(tmpdir(), "arrowed-round-trip-export-"));
      await writeBankFolder(out, await exportBank());
      const trail = await auditCount();
      const rows = await getDb().select().from(s.questions).orderBy(s.questions.code);
      const reimported = await importBank(await openBankPackage(out));
      expect(reimported.summary).toBe(`imported: 0 added, 0 updated, ${questions} unchanged, 0 answers re-marked`);
      expect(await auditCount()).toBe(trail);
      expect(await getDb().select().from(s.questions).orderBy(s.questions.code)).toEqual(rows);

      // The export's own images, kept de-identified, import unchanged a second time too.
      const exported = await readFile(path.join(out, "images", "che-201.dcm"));
      expect(exported.includes(Buffer.from("Planted", "latin1"))).toBe(false);
      const twice = await importBank(await openBankPackage(out));
      expect(twice.summary).toBe(`imported: 0 added, 0 updated, ${questions} unchanged, 0 answers re-marked`);

      const [kept] = await getDb().select().from(s.questions).where(eq(s.questions.code, "CHE-201"));
      expect(await imageStore().exists(kept!.imageSourceKey!)).toBe(true);
    });
  },
);
