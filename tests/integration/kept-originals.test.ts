// One kept original per distinct image (app/server/kept-originals.server.ts): two questions on one
// image share it, it goes only when no question shows it, it is never bigger than the upload, and
// originals kept under the older per-question names move to the shared one.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import * as s from "../../db/schema";
import { dicomFile, el, words } from "../fixtures/dicom";
import { importBank } from "~/server/bank.server";
import { openBankPackage } from "~/server/bank-package.server";
import { getDb } from "~/server/db.server";
import { readDicom, dicomContentHash } from "~/server/dicom.server";
import { shareKeptOriginals } from "~/server/kept-originals.server";
import { getEnv } from "~/server/env.server";
import { log } from "~/server/log.server";
import { imageStore } from "~/server/storage.server";

const dcmtk = !spawnSync("dcmcjpeg", ["--version"]).error;

/** A 12-bit CR of 256 × 200 pixels with smooth anatomy-like shading. */
const cr = (seed: number) =>
  dicomFile({
    rows: 200,
    columns: 256,
    bitsStored: 12,
    modality: "CR",
    pixels: words(
      Array.from({ length: 200 * 256 }, (_, i) =>
        Math.round(2000 + 1500 * Math.sin((i % 256) / (20 + seed)) * Math.cos(i / 256 / 30)),
      ),
    ),
    // What a PACS writes around the pixels, besides the window: who, where, which study.
    extra: {
      "00281050": el("DS", 2000),
      "00281051": el("DS", 3000),
      "00100010": el("PN", "Example^Patient"),
      "00100020": el("LO", "9434765919"),
      "00080080": el("LO", "St Elsewhere Hospital NHS Foundation Trust"),
      "00081030": el("LO", "XR Chest PA"),
      "0008103E": el("LO", "PA erect"),
      "0020000D": el("UI", "1.2.826.0.1.3680043.8.498.12345678901234567890123456789012"),
      "0020000E": el("UI", "1.2.826.0.1.3680043.8.498.12345678901234567890123456789013"),
      "00181000": el("LO", "DR-SERIAL-0042"),
      "00081090": el("LO", "Digital Radiography System 3000"),
    },
  });

const line = (code: string, file: string) => ({
  code,
  status: "published",
  stem: "Frontal chest radiograph. Name the arrowed structure.",
  modality: "Radiograph",
  categories: ["Thorax"],
  access: "premium",
  image: { file, arrows: [{ tip: [0.4, 0.5], tail: [0.2, 0.3] }] },
  answers: [{ text: "right hilum", marks: 2 }],
});

async function bankPackage(lines: object[], files: Record<string, Buffer>) {
  const dir = mkdtempSync(path.join(tmpdir(), "arrowed-kept-"));
  await mkdir(path.join(dir, "images"));
  await writeFile(path.join(dir, "bank.jsonl"), lines.map((l) => JSON.stringify(l)).join("\n") + "\n");
  for (const [name, bytes] of Object.entries(files)) await writeFile(path.join(dir, "images", name), bytes);
  return importBank(await openBankPackage(dir));
}

const keyOf = async (code: string) =>
  (await getDb().select().from(s.questions).where(eq(s.questions.code, code)))[0]!.imageSourceKey!;
const originals = async () => readdir(path.join(getEnv().dataDir, "images", "originals")).catch(() => []);

describe("kept originals", () => {
  it("keeps one copy for two questions on one image, and deletes it once neither shows it", async () => {
    await getDb().insert(s.categories).values({ name: "Thorax", orderIndex: 1 });
    const first = await bankPackage([line("CHE-301", "images/a.dcm"), line("CHE-302", "images/a.dcm")], {
      "a.dcm": cr(1),
    });
    expect(first.problems).toEqual([]);
    const shared = await keyOf("CHE-301");
    expect(await keyOf("CHE-302")).toBe(shared);
    expect(await originals()).toEqual([path.basename(shared)]);

    // One question moves to another image: the shared copy stays for the other.
    await bankPackage([line("CHE-302", "images/b.dcm")], { "b.dcm": cr(2) });
    expect(await imageStore().exists(shared)).toBe(true);
    expect(await originals()).toHaveLength(2);
    // The other follows: nothing shows the first image any more, and its copy goes.
    await bankPackage([line("CHE-301", "images/b.dcm")], { "b.dcm": cr(2) });
    expect(await imageStore().exists(shared)).toBe(false);
    expect(await originals()).toEqual([path.basename(await keyOf("CHE-301"))]);
  });

  it.skipIf(!dcmtk)(
    "keeps no more than the upload, a lossless CR as it came and an uncompressed one compressed",
    async () => {
      await getDb().insert(s.categories).values({ name: "Thorax", orderIndex: 1 });
      const dir = mkdtempSync(path.join(tmpdir(), "arrowed-kept-jpeg-"));
      await writeFile(path.join(dir, "source.dcm"), cr(3));
      execFileSync("dcmcjpeg", [path.join(dir, "source.dcm"), path.join(dir, "lossless.dcm")], { stdio: "pipe" });
      const lossless = await readFile(path.join(dir, "lossless.dcm"));
      const report = await bankPackage([line("CHE-311", "images/l.dcm"), line("CHE-312", "images/u.dcm")], {
        "l.dcm": lossless,
        "u.dcm": cr(4),
      });
      expect(report.problems).toEqual([]);
      const kept = await imageStore().get(await keyOf("CHE-311"));
      expect(kept!.length).toBeLessThanOrEqual(lossless.length);
      expect(kept!.includes(Buffer.from("1.2.840.10008.1.2.4.70", "latin1"))).toBe(true);
      const compressed = await imageStore().get(await keyOf("CHE-312"));
      expect(compressed!.length).toBeLessThan(cr(4).length / 2);
      // Compressed without loss: the very same samples.
      expect((await readDicom(compressed!)).pixels).toEqual((await readDicom(cr(4))).pixels);
    },
  );

  it("moves an original kept under its question's name to the shared one, compressed, once", async () => {
    await getDb().insert(s.categories).values({ name: "Thorax", orderIndex: 1 });
    await bankPackage([line("CHE-321", "images/a.dcm")], { "a.dcm": cr(5) });
    const [row] = await getDb().select().from(s.questions).where(eq(s.questions.code, "CHE-321"));
    // As an earlier release kept it: uncompressed, under the question's code.
    const old = `originals/CHE-321-${row!.imageHash!.slice(0, 16)}.dcm`;
    await imageStore().put(old, cr(5), "application/dicom");
    await imageStore().delete(row!.imageSourceKey!);
    await getDb().update(s.questions).set({ imageSourceKey: old }).where(eq(s.questions.id, row!.id));

    expect(await shareKeptOriginals()).toBe(1);
    expect(await keyOf("CHE-321")).toBe(row!.imageSourceKey);
    expect(await imageStore().exists(old)).toBe(false);
    const moved = await imageStore().get(row!.imageSourceKey!);
    expect(moved!.length).toBeLessThan(cr(5).length / 2);
    expect(dicomContentHash(await readDicom(moved!))).toBe(row!.imageHash);
    expect(await shareKeptOriginals()).toBe(0);
  });

  it("leaves a stack's slices under their own names, without a warning at each start", async () => {
    await getDb().insert(s.categories).values({ name: "Thorax", orderIndex: 1 });
    const series = ["images/s1.dcm", "images/s2.dcm", "images/s3.dcm"];
    const report = await bankPackage(
      [
        {
          ...line("CHE-330", series[0]!),
          image: { series, slice: 2, arrows: [{ tip: [0.4, 0.5], tail: [0.2, 0.3] }] },
        },
      ],
      { "s1.dcm": cr(1), "s2.dcm": cr(2), "s3.dcm": cr(3) },
    );
    expect(report.ok, report.summary).toBe(true);
    const before = await keyOf("CHE-330");
    const slicesBefore = await originals();
    const warn = vi.spyOn(log, "warn");
    try {
      expect(await shareKeptOriginals()).toBe(0);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
    expect(await keyOf("CHE-330")).toBe(before);
    expect(await originals()).toEqual(slicesBefore);
  });
});
