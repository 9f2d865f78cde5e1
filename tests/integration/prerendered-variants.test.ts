// The starter bank's variants rendered by the build (app/server/prerendered-variants.server.ts,
// docs/decisions/082-starter-images-rendered-by-the-build.md): a seed copies the file under exactly the
// key it computed into the image store, and renders whatever has no complete set of files.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { importBank } from "~/server/bank.server";
import { openBankPackage } from "~/server/bank-package.server";
import { getDb } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { variantKey } from "~/server/image-variants.server";
import { prerenderedFolder } from "~/server/prerendered-variants.server";
import { imageStore } from "~/server/storage.server";

const CODES = ["THX-301", "THX-302", "THX-303"];

const line = (code: string, shade: number) => ({
  code,
  status: "published",
  stem: "Axial CT of the thorax. Name the arrowed structure.",
  modality: "CT",
  categories: ["Thorax"],
  access: "free",
  image: { file: `images/${code.toLowerCase()}.png`, arrows: [{ tip: [0.4, 0.5], tail: [0.2, 0.3] }] },
  answers: [{ text: `structure ${shade}`, marks: 2 }],
});

async function packageDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "arrowed-prerendered-"));
  await mkdir(path.join(dir, "images"));
  const lines = CODES.map((code, i) => line(code, 40 + 60 * i));
  await writeFile(path.join(dir, "bank.jsonl"), lines.map((l) => JSON.stringify(l)).join("\n") + "\n");
  for (const [i, l] of lines.entries()) {
    const shade = 40 + 60 * i;
    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: shade, g: shade, b: shade } },
    })
      .png()
      .toBuffer();
    await writeFile(path.join(dir, l.image.file), png);
  }
  return dir;
}

const imageKeys = async () =>
  new Map(
    (await getDb().select({ code: s.questions.code, key: s.questions.imageUrl }).from(s.questions)).map((q) => [
      q.code,
      q.key,
    ]),
  );

/** A WebP that no render of these pictures makes: a different size and colour. */
const marker = (width: number) =>
  sharp({ create: { width, height: 300, channels: 3, background: { r: 200, g: 0, b: 0 } } })
    .webp()
    .toBuffer();

describe("variants rendered ahead", () => {
  it("are copied into the image store under the key the seed computes; a missing or partial set is rendered", async () => {
    await getDb().insert(s.categories).values({ name: "Thorax", orderIndex: 1 });
    const bank = await packageDir();
    const stored = path.join(getEnv().dataDir, "images", "questions");

    // What the build does: seed once and keep the variants the store now holds.
    const first = await importBank(await openBankPackage(bank), { mode: "seed" });
    expect(first.counts.added).toBe(3);
    const keys = await imageKeys();
    const rendered = async (code: string) => ({
      full: (await imageStore().get(keys.get(code)!))!,
      small: (await imageStore().get(variantKey(keys.get(code)!, "sm")))!,
      placeholder: (await imageStore().get(variantKey(keys.get(code)!, "blur")))!,
    });
    const renders = Object.fromEntries(await Promise.all(CODES.map(async (code) => [code, await rendered(code)])));
    const ahead = mkdtempSync(path.join(tmpdir(), "arrowed-ahead-"));
    cpSync(stored, path.join(ahead, "questions"), { recursive: true });
    // THX-301's set is replaced by recognisable files; THX-302 lacks its small one; THX-303 has none.
    const [full, small, blur] = await Promise.all([marker(1000), marker(400), marker(16)]);
    await writeFile(path.join(ahead, keys.get("THX-301")!), full);
    await writeFile(path.join(ahead, variantKey(keys.get("THX-301")!, "sm")), small);
    await writeFile(path.join(ahead, variantKey(keys.get("THX-301")!, "blur")), blur);
    rmSync(path.join(ahead, variantKey(keys.get("THX-302")!, "sm")));
    for (const name of [
      keys.get("THX-303")!,
      ...(["sm", "blur"] as const).map((v) => variantKey(keys.get("THX-303")!, v)),
    ])
      rmSync(path.join(ahead, name));

    // A fresh data folder: no questions and no stored variants.
    await getDb().execute(sql`truncate questions cascade`);
    rmSync(stored, { recursive: true, force: true });
    const second = await importBank(await openBankPackage(bank), {
      mode: "seed",
      prerendered: prerenderedFolder(ahead),
    });
    expect(second.counts.added).toBe(3);
    expect(await imageKeys()).toEqual(keys);

    // Copied, not rendered: the store holds the folder's own bytes, and the question its full one's size.
    expect(await rendered("THX-301")).toEqual({ full, small, placeholder: blur });
    const [copied] = await getDb().select().from(s.questions).where(eq(s.questions.code, "THX-301"));
    expect({ width: copied!.imageWidth, height: copied!.imageHeight }).toEqual({ width: 1000, height: 300 });
    // Rendered as without the folder: the same bytes as the first seed's, and the rendered size.
    expect(await rendered("THX-302")).toEqual(renders["THX-302"]);
    expect(await rendered("THX-303")).toEqual(renders["THX-303"]);
    const [drawn] = await getDb().select().from(s.questions).where(eq(s.questions.code, "THX-303"));
    expect({ width: drawn!.imageWidth, height: drawn!.imageHeight }).toEqual({ width: 640, height: 480 });

    rmSync(ahead, { recursive: true, force: true });
    rmSync(bank, { recursive: true, force: true });
  });

  it("are not looked for where the build made no folder", () => {
    expect(prerenderedFolder(path.join(tmpdir(), "arrowed-no-such-folder"))).toBeUndefined();
  });
});
