// The bank commands as an editor runs them (`npm run -s bank:import -- PATH`, `bank:export -- DIR`):
// on the database the settings name, with the exact lines the README promises.
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { bigEntriesZip, deflateBomb } from "../fixtures/bombs";
import { connectPglite, getDb } from "~/server/db.server";
import { testDatabaseUrl } from "./test-database";

const exec = promisify(execFile);
const onPostgres = process.env.TEST_DB === "postgres";

/** A data folder for the command: its own PGlite with the categories a package names, or the test server. */
async function commandEnvironment() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "arrowed-cli-"));
  const categories = [{ name: "Thorax", orderIndex: 1 }];
  if (onPostgres) {
    await getDb().insert(s.categories).values(categories);
  } else {
    const handle = await connectPglite(path.join(dataDir, "pglite"));
    await handle.migrate();
    await handle.db.insert(s.categories).values(categories);
    await handle.close();
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    SESSION_SECRET: "test-secret-test-secret-test-secret-0123",
    NODE_ENV: "test",
  };
  delete env.DATABASE_URL;
  if (onPostgres) env.DATABASE_URL = testDatabaseUrl();
  return { dataDir, env };
}

/** What `npm run -s bank:…` runs; stdout's lines, and stderr for the command's own refusals. */
async function bank(env: NodeJS.ProcessEnv, ...args: string[]) {
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
    const { env, dataDir } = await commandEnvironment();
    const good = await packageWith([question]);

    expect(await bank(env, "import", good, "--dry-run")).toEqual({
      code: 0,
      lines: ["would import: 1 added, 0 updated, 0 unchanged, 0 answers re-marked"],
    });
    expect(await bank(env, "import", good)).toEqual({
      code: 0,
      lines: ["imported: 1 added, 0 updated, 0 unchanged, 0 answers re-marked"],
    });

    const bad = await packageWith([
      { ...question, access: "gold" },
      { ...question, code: "THX-202", categories: ["Abdomen"] },
    ]);
    const refused = await bank(env, "import", bad);
    expect(refused.code).toBe(1);
    expect(refused.lines).toEqual([
      "bank.jsonl:1: access: must be one of free, high_yield, premium",
      expect.stringMatching(/^bank\.jsonl:2: categories\.0: no category named "Abdomen"/),
      "not imported: 2 problems",
    ]);

    const out = path.join(dataDir, "export");
    expect(await bank(env, "export", out)).toEqual({ code: 0, lines: [`exported: 1 questions to ${out}`] });
    expect((await bank(env, "import", out)).lines.at(-1)).toBe(
      "imported: 0 added, 0 updated, 1 unchanged, 0 answers re-marked",
    );
  });

  it("says in one line why a hostile package or image is refused, and ends", async () => {
    const { env, dataDir } = await commandEnvironment();
    const zip = path.join(dataDir, "bomb.zip");
    await writeFile(zip, bigEntriesZip(2, 1100));
    expect(await bank(env, "import", zip)).toMatchObject({
      code: 1,
      lines: ["bomb.zip: images/0.dcm unpacks to 1100 MB, over the 64 MB a file in a package may be"],
    });

    const folder = await packageWith([{ ...question, image: { ...question.image, file: "images/scan.dcm" } }]);
    await writeFile(path.join(folder, "images", "scan.dcm"), deflateBomb(1500));
    expect(await bank(env, "import", folder)).toMatchObject({
      code: 1,
      lines: [
        "bank.jsonl:1: image.file: This deflated DICOM file unpacks to more than the image it declares: export it again uncompressed",
        "not imported: 1 problem",
      ],
    });
  });

  it.skipIf(onPostgres)("refuses the embedded database while a server holds it", async () => {
    const { env, dataDir } = await commandEnvironment();
    // The server's lock: this test process stands in for the running server.
    writeFileSync(path.join(dataDir, "pglite.lock"), String(process.pid));
    const refused = await bank(env, "import", await packageWith([question]));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/is open in process \d+ \(the running server\?\)\. Stop it first/);
  });
});
