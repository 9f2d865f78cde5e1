// npm run bench:bank-import [-- COUNT] [--jpeg2000]: imports a package of COUNT questions (200 by
// default), each on its own real-size CR (2048 × 2500, 12 bits) compressed as a PACS exports it (JPEG
// Lossless SV1, or JPEG 2000 Lossless with --jpeg2000), into a fresh database, and prints the
// wall time, the CPU time, the peak memory of the importing process and the storage kept per question.
// The database is made first, by a process of its own, as a server opens one that exists already.
// Targets: under 30 s and under 512 MB for 200 questions. The package is made once and kept in the
// system's temporary folder for later runs; the import runs in a child process, so its peak memory is
// the import's alone. DATABASE_URL: a local PostgreSQL database whose name contains "bench" or "test"
// (emptied first), as in production, where the database is not in the importing process; unset: a
// fresh embedded PGlite in the importing process.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync } from "node:fs";
import { mkdir, readdir, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

const COLUMNS = 2048;
const ROWS = 2500;
const args = process.argv.slice(2);
const count = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 200);
const jpeg2000 = args.includes("--jpeg2000");
const syntax = jpeg2000 ? "1.2.840.10008.1.2.4.90" : "1.2.840.10008.1.2.4.70";
const folder = path.join(tmpdir(), `arrowed-bench-import-${count}-${jpeg2000 ? "j2k" : "jpegll"}`);

/** A chest-like radiograph: smooth lungs and mediastinum, ribs, and a little noise; `n` shifts it. */
function radiograph(n: number) {
  const pixels = new Uint16Array(COLUMNS * ROWS);
  let seed = n * 7919 + 1;
  for (let y = 0; y < ROWS; y++) {
    for (let x = 0; x < COLUMNS; x++) {
      const dx = (x - COLUMNS / 2) / COLUMNS;
      const dy = (y - ROWS / 2) / ROWS;
      const body = 2600 - 2400 * Math.exp(-((dx * 2.2) ** 4 + (dy * 1.8) ** 4));
      const mediastinum = 1400 * Math.exp(-((dx * 9) ** 2));
      const ribs = 250 * Math.max(0, Math.sin((y + n * 13 + Math.abs(dx) * 900) / 38));
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      pixels[y * COLUMNS + x] = Math.max(0, Math.min(4095, Math.round(body + mediastinum + ribs + (seed % 41) - 20)));
    }
  }
  return pixels;
}

async function makePackage() {
  // Loaded here only: the measured import must not hold the writer's DICOM libraries (a server does not).
  const { default: dcmjsCodecs } = await import("dcmjs-codecs");
  const { loadCodecs } = await import("../app/server/dicom-codecs.server");
  const { dicomFile, el } = await import("../tests/fixtures/dicom");
  await loadCodecs();
  const { Context, NativeCodecs } = dcmjsCodecs;
  await mkdir(path.join(folder, "images"), { recursive: true });
  const lines: string[] = [];
  for (let n = 0; n < count; n++) {
    const samples = radiograph(n);
    const context = new Context({
      width: COLUMNS,
      height: ROWS,
      bitsAllocated: 16,
      bitsStored: 12,
      samplesPerPixel: 1,
      pixelRepresentation: 0,
      planarConfiguration: 0,
      photometricInterpretation: "MONOCHROME2",
      decodedBuffer: new Uint8Array(samples.buffer),
    });
    const encoded = jpeg2000
      ? NativeCodecs.encodeJpeg2000(context, { lossy: false })
      : NativeCodecs.encodeJpeg(context, { lossy: false, predictor: 1 });
    const codestream = Buffer.from(encoded.getEncodedBuffer()!);
    const file = `images/cr-${String(n + 1).padStart(3, "0")}.dcm`;
    const bytes = dicomFile({
      rows: ROWS,
      columns: COLUMNS,
      bitsStored: 12,
      modality: "CR",
      transferSyntax: syntax,
      pixels: [codestream.length % 2 ? Buffer.concat([codestream, Buffer.alloc(1)]) : codestream],
      extra: {
        "00100010": el("PN", `Bench^Patient${n}`),
        "00281050": el("DS", 1800),
        "00281051": el("DS", 3000),
      },
    });
    await writeFile(path.join(folder, file), bytes);
    lines.push(
      JSON.stringify({
        code: `BEN-${String(n + 1).padStart(3, "0")}`,
        status: "published",
        stem: "Frontal chest radiograph. Name the arrowed structure.",
        modality: "Radiograph",
        categories: ["Thorax"],
        access: "premium",
        image: { file, arrows: [{ tip: [0.45, 0.4], tail: [0.3, 0.25] }] },
        answers: [{ text: "right hilum", marks: 2 }],
      }),
    );
    if ((n + 1) % 20 === 0) console.log(`made ${n + 1} of ${count} radiographs`);
  }
  await writeFile(path.join(folder, "bank.jsonl"), lines.join("\n") + "\n");
}

/** A fresh start on a database meant for this (its name says bench or test): every table dropped. */
async function emptyPostgres(url: string) {
  if (!/bench|test/.test(new URL(url).pathname)) {
    throw new Error("bench:bank-import empties its database: DATABASE_URL must name one with 'bench' or 'test' in it.");
  }
  const { default: postgres } = await import("postgres");
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  await sql`drop schema if exists public cascade`;
  await sql`drop schema if exists drizzle cascade`;
  await sql`create schema public`;
  await sql.end({ timeout: 5 });
}

async function folderBytes(dir: string): Promise<number> {
  const names = await readdir(dir).catch(() => []);
  const sizes = await Promise.all(names.map(async (name) => (await stat(path.join(dir, name))).size));
  return sizes.reduce((a, b) => a + b, 0);
}

/**
 * The first child: a fresh database in DATA_DIR with the bank's categories. A process of its own, so
 * the import's peak memory is not PGlite's initdb (a server opens a database that exists already).
 */
async function setUpOnly() {
  const { openDatabase } = await import("../app/server/db.server");
  const s = await import("../db/schema");
  const { categories } = await import("../db/seed/categories");
  const { getEnv } = await import("../app/server/env.server");
  const env = getEnv();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  await handle.migrate();
  await handle.db.insert(s.categories).values(categories);
  await handle.close();
}

/** The second child: the import into that database, measured. */
async function importOnly() {
  const { openDatabase, setDatabase } = await import("../app/server/db.server");
  const { importBank } = await import("../app/server/bank.server");
  const { openBankPackage } = await import("../app/server/bank-package.server");
  const { getEnv } = await import("../app/server/env.server");
  const { letHeapGrowForImport } = await import("../app/server/batch-heap.server");
  // As `npm run bank:import` sets its process up (db/bank-cli.ts).
  letHeapGrowForImport();
  const env = getEnv();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  setDatabase(handle);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const report = await importBank(await openBankPackage(folder));
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const peakMb = process.resourceUsage().maxRSS / 1024;
  await handle.close();
  const uploads = await folderBytes(path.join(folder, "images"));
  const kept = await folderBytes(path.join(env.dataDir, "images", "originals"));
  const served = await folderBytes(path.join(env.dataDir, "images", "questions"));
  console.log(report.summary);
  console.log(`database: ${env.DATABASE_URL ? "PostgreSQL (another process)" : "PGlite (in the importing process)"}`);
  console.log(
    `${count} questions in ${seconds.toFixed(1)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU, peak memory ${peakMb.toFixed(0)} MB`,
  );
  console.log(
    `per question: upload ${(uploads / count / 1e6).toFixed(2)} MB, kept original ${(kept / count / 1e6).toFixed(2)} MB, served images ${(served / count / 1e3).toFixed(0)} KB`,
  );
  const within = seconds < 30 && peakMb < 512 && kept <= uploads;
  console.log(within ? "Within the targets (30 s, 512 MB, kept no bigger than the upload)." : "Over a target.");
  process.exitCode = report.ok && within ? 0 : 1;
}

if (args.includes("--set-up-only")) {
  await setUpOnly();
} else if (args.includes("--import-only")) {
  await importOnly();
} else {
  if (!existsSync(path.join(folder, "bank.jsonl"))) await makePackage();
  const dataDir = mkdtempSync(path.join(tmpdir(), "arrowed-bench-import-data-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    ARROWED_LOCAL: "true",
    // Production settings with an external database ask for one; nothing is signed here.
    SESSION_SECRET: randomBytes(32).toString("hex"),
  };
  delete env.S3_BUCKET;
  if (env.DATABASE_URL) await emptyPostgres(env.DATABASE_URL);
  try {
    for (const step of ["--set-up-only", "--import-only"]) {
      execFileSync(process.execPath, ["--import", "tsx", import.meta.filename, ...args, step], {
        env: { ...env, MALLOC_ARENA_MAX: "2" },
        stdio: "inherit",
      });
    }
  } catch {
    process.exitCode = 1;
  }
}
