// A real CT series as a Siemens scanner exports it (JPEG 2000 Lossless, ../shared/real-ct beside the
// project, never copied into it), uploaded slice by slice in the question editor as an editor would.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { makeAdmin } from "../fixtures/admin";
import { get, routeArgs, run } from "../fixtures/route";
import * as editorRoute from "~/routes/admin.question";
import * as imageRoute from "~/routes/admin.questions.image";
import { getDb } from "~/server/db.server";
import { readDicom } from "~/server/dicom.server";
import { storedQuestion } from "~/server/question-edit.server";
import { imageStore } from "~/server/storage.server";

const SERIES = path.resolve(import.meta.dirname, "../..", "../shared/real-ct/series");
const SLICES = Array.from({ length: 20 }, (_, i) => i + 1);
const present = existsSync(SERIES);

function upload(cookie: string, slice: number, bytes: Buffer) {
  const fields = {
    intent: "save",
    code: `ABD-${900 + slice}`,
    status: "draft",
    stem: "Axial CT of the upper abdomen. Name the arrowed structure.",
    modality: "CT",
    categories: "Abdomen",
    access: "premium",
    explanation: "The **spleen** lies in the left upper quadrant.",
    source: "TotalSegmentator test data",
    licence: "Apache-2.0",
    "arrows[0].tipX": "0.78",
    "arrows[0].tipY": "0.42",
    "arrows[0].tailX": "0.9",
    "arrows[0].tailY": "0.3",
    "answers[0].text": "spleen",
    "answers[0].marks": "2",
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("image", new File([new Uint8Array(bytes)], `slice-${String(slice).padStart(2, "0")}.dcm`));
  return new Request("http://arrowed.test/admin/questions/new", {
    method: "POST",
    headers: { Cookie: cookie, Accept: "text/html" },
    body: form,
  });
}

describe.skipIf(!present)(
  present ? "the real CT series" : "the real CT series: skipped, ../shared/real-ct/series is not beside the project",
  () => {
    it("imports every slice through the editor's upload, kept de-identified at full depth, and shows it", async () => {
      const { cookie } = await makeAdmin();
      await getDb().insert(s.categories).values({ name: "Abdomen", orderIndex: 1 }).onConflictDoNothing();
      for (const slice of SLICES) {
        const bytes = await readFile(path.join(SERIES, `slice-${String(slice).padStart(2, "0")}.dcm`));
        const result = await run(editorRoute.action, upload(cookie, slice, bytes));
        expect(result.status, JSON.stringify(result.data?.errors)).toBe(302);

        const question = (await storedQuestion(`ABD-${900 + slice}`))!;
        const kept = (await imageStore().get(question.sourceKey ?? question.imageUrl))!;
        const image = await readDicom(kept);
        expect(image).toMatchObject({ rows: 512, columns: 512, bitsStored: 12, window: { center: 40, width: 300 } });
        expect(kept.includes(Buffer.from("20221208", "latin1"))).toBe(false);
      }

      // The editor's preview, in the file's soft-tissue window.
      const request = get("/admin/questions/image?code=ABD-910", { cookie });
      const preview = (await imageRoute.loader(routeArgs(request))) as Response;
      expect(preview.status).toBe(200);
      const { channels } = await sharp(Buffer.from(await preview.arrayBuffer())).stats();
      // Air outside the body is black, fat and organs are greys, bone is white: a full range of grey.
      expect(channels[0]!.min).toBeLessThan(10);
      expect(channels[0]!.max).toBeGreaterThan(245);
      expect(channels[0]!.stdev).toBeGreaterThan(40);
    }, 120_000);
  },
);
