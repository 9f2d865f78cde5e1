// A stack made in the console (docs/decisions/059-stacks.md): a zip of a series' folder uploaded in the
// question editor without JavaScript, its slices put in order by position (not by name), each
// de-identified, and the question saved with the arrow on the chosen slice.
import { asc, eq } from "drizzle-orm";
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { el, twoHalvesCt } from "../fixtures/dicom";
import { get, run } from "../fixtures/route";
import { makeUser, signedInCookie } from "../fixtures/users";
import * as editorRoute from "~/routes/admin.question";
import * as imageRoute from "~/routes/admin.questions.image";
import { prepareImage } from "~/server/bank-image.server";
import { getDb } from "~/server/db.server";
import { storedQuestion } from "~/server/question-edit.server";
import { imageStore } from "~/server/storage.server";

/** Four axial slices, each with its own grey, at these heights; the files are named against that order. */
const HEIGHTS = [30, 10, 40, 20];
const slices = HEIGHTS.map((z, i) => ({
  name: `series/IM-${i + 1}.dcm`,
  z,
  bytes: twoHalvesCt(1000 + 40 * i, 1200, {
    "00100010": el("PN", "Doe^Jane"),
    "00200032": el("DS", -100, -100, z),
    "00200037": el("DS", 1, 0, 0, 0, 1, 0),
  }),
}));

async function admin() {
  const user = await makeUser();
  await getDb().update(s.users).set({ role: "admin" }).where(eq(s.users.id, user.id));
  return signedInCookie(user.id);
}

function multipart(fields: [string, string][], cookie: string, files: { bytes: Buffer; name: string }[] = []) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  for (const file of files) form.append("image", new File([new Uint8Array(file.bytes)], file.name));
  return new Request(new URL("/admin/questions/new", "http://arrowed.test"), {
    method: "POST",
    headers: { Cookie: cookie, Accept: "text/html" },
    body: form,
  });
}

const fields: [string, string][] = [
  ["code", "ABD-900"],
  ["status", "published"],
  ["stem", "Axial CT of the abdomen. Name the arrowed structure."],
  ["modality", "CT"],
  ["categories", "Vascular"],
  ["access", "premium"],
  ["arrows[0].tipX", "0.5"],
  ["arrows[0].tipY", "0.5"],
  ["arrows[0].tailX", "0.2"],
  ["arrows[0].tailY", "0.2"],
  ["answers[0].text", "abdominal aorta"],
  ["answers[0].marks", "2"],
];

describe("a stack in the question editor", () => {
  it("takes a zip of a series, orders it by position, and saves the arrow on the chosen slice", async () => {
    await getDb().insert(s.categories).values({ name: "Vascular", orderIndex: 1 });
    const cookie = await admin();
    const zip = Buffer.from(zipSync(Object.fromEntries(slices.map((slice) => [slice.name, slice.bytes]))));

    const preview = await run(
      editorRoute.action,
      multipart([...fields, ["intent", "preview"]], cookie, [{ bytes: zip, name: "series.zip" }]),
    );
    expect(preview.status).toBe(200);
    const values = (preview.data as { values: { pendingSeries: string[]; slice: string } }).values;
    expect(values.pendingSeries).toHaveLength(4);
    expect(values.slice).toBe("2");

    const saved = await run(
      editorRoute.action,
      multipart(
        [
          ...fields,
          ["intent", "save"],
          ["slice", "3"],
          ...values.pendingSeries.map((key): [string, string] => ["pendingSeries", key]),
        ],
        cookie,
      ),
    );
    expect(saved.status, JSON.stringify(saved.data)).toBe(302);

    const stored = (await storedQuestion("ABD-900"))!;
    expect(stored.line.image.slice).toBe(3);
    expect(stored.line.image.series).toHaveLength(4);
    const rows = await getDb()
      .select()
      .from(s.questionSlices)
      .where(eq(s.questionSlices.questionId, stored.id))
      .orderBy(asc(s.questionSlices.position));
    // Lowest first along the slice normal: the files at 10, 20, 30 and 40 mm, whatever their names.
    const byHeight = [...slices].sort((a, b) => a.z - b.z);
    const expected = await Promise.all(
      byHeight.map(async (slice) => (await prepareImage(slice.bytes, slice.name)).contentHash),
    );
    expect(rows.map((row) => row.imageHash)).toEqual(expected);
    for (const row of rows) {
      const kept = (await imageStore().get(row.sourceKey))!;
      expect(kept.includes(Buffer.from("Doe^Jane")), row.sourceKey).toBe(false);
    }

    // The editor scrolls the stored stack: each slice is served to the editor on its own.
    const third = await run(imageRoute.loader, get("/admin/questions/image?code=ABD-900&slice=3", { cookie }));
    const first = await run(imageRoute.loader, get("/admin/questions/image?code=ABD-900&slice=1", { cookie }));
    expect(third.status).toBe(200);
    expect(first.status).toBe(200);

    // Saved again without a new upload, the stack keeps its slices and moves its arrow.
    const moved = await run(
      editorRoute.action,
      new Request(new URL("/admin/questions/ABD-900", "http://arrowed.test"), {
        method: "POST",
        headers: { Cookie: cookie, Accept: "text/html" },
        body: (() => {
          const form = new FormData();
          for (const [name, value] of [...fields, ["intent", "save"], ["slice", "1"]]) form.append(name!, value!);
          return form;
        })(),
      }),
      {},
      { code: "ABD-900" },
    );
    expect(moved.status, JSON.stringify(moved.data)).toBe(302);
    const after = (await storedQuestion("ABD-900"))!;
    expect(after.line.image.slice).toBe(1);
    expect(after.line.image.series).toHaveLength(4);
  });
});
