// The bank commands as an editor runs them (`npm run -s bank:import -- PATH`, `bank:export -- DIR`), with
// the exact lines the README promises: the commands themselves on this file's database, in this process,
// and the script (db/bank-cli.ts) as its own process where only a process shows it (the server's lock).
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { bankCommand } from "../../db/bank-command";
import * as s from "../../db/schema";
import { bigEntriesZip, deflateBomb } from "../fixtures/bombs";
import { connectPglite, getDb } from "~/server/db.server";
import { migratedSnapshot } from "../fixtures/pglite";

const exec = promisify(execFile);
const onPostgres = process.env.TEST_DB === "postgres";

/** The categories a package names, in this file's database; a folder to export to. */
async function commandEnvironment() {
  await getDb()
    .insert(s.categories)
    .values([{ name: "Thorax", orderIndex: 1 }]);
  return { dataDir: mkdtempSync(path.join(tmpdir(), "arrowed-cli-")) };
}

type Outcome = { code: number; lines: string[]; stderr?: string };

/** What `npm run -s bank:…` prints: stdout's lines, and stderr for the command's own refusals. */
async function bank(...args: string[]): Promise<Outcome> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await bankCommand(args, { log: (line) => out.push(line), error: (line) => err.push(line) });
  const lines = out.join("\n").trim().split("\n");
  return code === 0 ? { code, lines } : { code, lines, stderr: err.join("\n") };
}

/** The script itself, as `npm run -s bank:…` starts it, on the embedded database in dataDir. */
async function bankScript(dataDir: string, ...args: string[]): Promise<Outcome> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    SESSION_SECRET: "test-secret-test-secret-test-secret-0123",
    NODE_ENV: "test",
  };
  delete env.DATABASE_URL;
  try {
    const { stdout } = await exec(process.execPath, ["--import", "tsx", "db/bank-cli.ts", ...args], {
      env,
      cwd: process.cwd(),
    });
    return { code: 0, lines: stdout.trim().split("\n") };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, lines: failed.stdout.trim().split("\n"), stderr: failed.stderr };
  }
}

async function packageWith(lines: object[]) {
  const dir = mkdtempSync(path.join(tmpdir(), "arrowed-package-"));
  await mkdir(path.join(dir, "images"));
  await writeFile(path.join(dir, "bank.jsonl"), lines.map((l) => JSON.stringify(l)).join("\n"));
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#333" } })
    .png()
    .toBuffer();
  await writeFile(path.join(dir, "images", "thx-201.png"), png);
  return dir;
}

const question = {
  code: "THX-201",
  status: "published",
  stem: "PA chest radiograph. Name the arrowed structure.",
  modality: "Radiograph",
  categories: ["Thorax"],
  access: "free",
  image: { file: "images/thx-201.png", arrows: [{ tip: [0.5, 0.5], tail: [0.7, 0.3] }] },
  answers: [{ text: "aortic knuckle", marks: 2 }],
  explanation: "",
};

describe("npm run bank:import and bank:export", { timeout: 120_000 }, () => {
  it("imports, says so in its last line, refuses a bad package line by line, and re-imports its export unchanged", async () => {
    const { dataDir } = await commandEnvironment();
    const good = await packageWith([question]);

    expect(await bank("import", good, "--dry-run")).toEqual({
      code: 0,
      lines: ["would import: 1 added, 0 updated, 0 unchanged, 0 answers re-marked"],
    });
    expect(await bank("import", good)).toEqual({
      code: 0,
      lines: ["imported: 1 added, 0 updated, 0 unchanged, 0 answers re-marked"],
    });

    const bad = await packageWith([
      { ...question, access: "gold" },
      { ...question, code: "THX-202", categories: ["Abdomen"] },
    ]);
    const refused = await bank("import", bad);
    expect(refused.code).toBe(1);
    expect(refused.lines).toEqual([
      "bank.jsonl:1: access: must be one of free, high_yield, premium",
      expect.stringMatching(/^bank\.jsonl:2: categories\.0: no category named "Abdomen"/),
      "not imported: 2 problems",
    ]);

    const out = path.join(dataDir, "export");
    expect(await bank("export", out)).toEqual({ code: 0, lines: [`exported: 1 questions to ${out}`] });
    expect((await bank("import", out)).lines.at(-1)).toBe(
      "imported: 0 added, 0 updated, 1 unchanged, 0 answers re-marked",
    );
  });

  it("sets up a database that was never set up: a dry run says how, an import creates the bank's categories", async () => {
    const pkg = await packageWith([{ ...question, categories: ["Vascular"] }]);
    const dry = await bank("import", pkg, "--dry-run");
    expect(dry.lines).toEqual([
      'bank.jsonl:1: categories.0: no category named "Vascular": this database has no categories yet (start the server once, or import without --dry-run, to create them)',
      "not imported: 1 problem",
    ]);
    expect(await bank("import", pkg)).toEqual({
      code: 0,
      lines: [
        "set up a new database: 12 categories created",
        "imported: 1 added, 0 updated, 0 unchanged, 0 answers re-marked",
      ],
    });
  });

  it("names the image file beside the line when an image is refused", async () => {
    await commandEnvironment();
    const pkg = await packageWith([question]);
    await writeFile(
      path.join(pkg, "images", "thx-201.png"),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]),
    );
    const refused = await bank("import", pkg);
    expect(refused.lines[0]).toMatch(/^bank\.jsonl:1: image\.file: images\/thx-201\.png: This PNG file is damaged/);
  });

  it("says in one line why a hostile package or image is refused, and ends", async () => {
    const { dataDir } = await commandEnvironment();
    const zip = path.join(dataDir, "bomb.zip");
    await writeFile(zip, bigEntriesZip(2, 1100));
    expect(await bank("import", zip)).toMatchObject({
      code: 1,
      lines: ["bomb.zip: images/0.dcm unpacks to 1100 MB, over the 64 MB a file in a package may be"],
    });

    const folder = await packageWith([{ ...question, image: { ...question.image, file: "images/scan.dcm" } }]);
    await writeFile(path.join(folder, "images", "scan.dcm"), deflateBomb(1500));
    expect(await bank("import", folder)).toMatchObject({
      code: 1,
      lines: [
        "bank.jsonl:1: image.file: images/scan.dcm: This deflated DICOM file unpacks to more than the image it declares: export it again uncompressed",
        "not imported: 1 problem",
      ],
    });
  });

  it.skipIf(onPostgres)("refuses the embedded database while a server holds it", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "arrowed-cli-"));
    const handle = await connectPglite(path.join(dataDir, "pglite"), { snapshot: migratedSnapshot() });
    await handle.db.insert(s.categories).values([{ name: "Thorax", orderIndex: 1 }]);
    await handle.close();
    // The server's lock: this test process stands in for the running server.
    writeFileSync(path.join(dataDir, "pglite.lock"), String(process.pid));
    const refused = await bankScript(dataDir, "import", await packageWith([question]));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/is open in process \d+ \(the running server\?\)\. Stop it first/);
  });
});
