// npm run bench:drafts [-- SERIES_DIR LABELMAP]: what the console's "Draft questions from a segmentation"
// does with an upload (docs/decisions/072-drafts-in-the-console.md), timed: the series zipped as an editor
// would send it, the drafts made (draftsFromUpload), then imported (importBank) into a fresh embedded
// database. Prints each step's wall time, the CPU time and the peak memory of the process. By default the
// real CT series and its label map beside the project (../shared/real-ct), never copied into it.
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { zipSync } from "fflate";

const args = process.argv.slice(2).filter((arg) => arg !== "--run");
const realCt = path.resolve(import.meta.dirname, "..", "../shared/real-ct");
const [seriesDir = path.join(realCt, "series"), labelMap = path.join(realCt, "labels.nii.gz")] = args;

/** The child: a fresh database in DATA_DIR with the bank's categories, then the upload's work, measured. */
async function measure() {
  const { openDatabase, setDatabase } = await import("../app/server/db.server");
  const { importBank } = await import("../app/server/bank.server");
  const { draftsFromUpload, skippedText } = await import("../app/server/segmentation/upload.server");
  const { getEnv } = await import("../app/server/env.server");
  const s = await import("../db/schema");
  const { categories } = await import("../db/seed/categories");
  const handle = await openDatabase({ dataDir: getEnv().dataDir });
  await handle.migrate();
  setDatabase(handle);
  await handle.db.insert(s.categories).values(categories);

  const names = await readdir(seriesDir);
  const zip = zipSync(
    Object.fromEntries(
      await Promise.all(names.map(async (name) => [`series/${name}`, await readFile(path.join(seriesDir, name))])),
    ),
  );
  const upload = {
    series: [{ name: "series.zip", bytes: Buffer.from(zip) }],
    labelMap: { name: path.basename(labelMap), bytes: await readFile(labelMap) },
  };
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const { report, pkg } = await draftsFromUpload(upload);
  const drafted = performance.now();
  const imported = pkg ? await importBank(pkg) : null;
  const done = performance.now();
  const cpu = process.cpuUsage(cpuBefore);
  await handle.close();
  console.log(`${report.drafts} drafts from ${report.slices} slices; ${skippedText(report)}`);
  console.log(imported?.summary ?? "nothing to import");
  console.log(
    `drafted in ${((drafted - started) / 1000).toFixed(1)} s, imported in ${((done - drafted) / 1000).toFixed(1)} s wall; ` +
      `${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU, peak memory ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
  );
  process.exitCode = imported?.ok ? 0 : 1;
}

if (process.argv.includes("--run")) {
  await measure();
} else {
  const dataDir = mkdtempSync(path.join(tmpdir(), "arrowed-bench-drafts-"));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: "production", ARROWED_LOCAL: "true" };
  delete env.DATABASE_URL;
  delete env.S3_BUCKET;
  try {
    execFileSync(process.execPath, ["--import", "tsx", import.meta.filename, ...args, "--run"], {
      env: { ...env, MALLOC_ARENA_MAX: "2" },
      stdio: "inherit",
    });
  } catch {
    process.exitCode = 1;
  }
}
