// Draft questions from a segmentation in the console (docs/decisions/072-drafts-in-the-console.md): a
// series and its label map uploaded on /admin/bank without JavaScript, the drafts imported and listed for
// review by their series; refusals name the field at fault and leave the bank as it was.
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { asc, eq, like } from "drizzle-orm";
import { zipSync } from "fflate";
import { beforeEach, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { categories } from "../../db/seed/categories";
import { makeAdmin } from "../fixtures/admin";
import { readLabelMap, slicePlacement } from "../fixtures/real-ct";
import { cookiesFrom, get, run, type RouteResult } from "../fixtures/route";
import { ctSlice, disc, niftiLabelMap, SLICES, together } from "../fixtures/segmentation";
import * as bankRoute from "~/routes/admin.bank";
import * as listRoute from "~/routes/admin.questions";
import { getDb } from "~/server/db.server";
import { variantKey } from "~/server/image-variants.server";
import { storedQuestion } from "~/server/question-edit.server";
import { imageStore } from "~/server/storage.server";
import { readToast } from "~/server/toast.server";

type Upload = { name: string; bytes: Buffer };

function upload(cookie: string, files: { series?: Upload[]; labelMap?: Upload; labels?: Upload }) {
  const form = new FormData();
  form.append("intent", "draft");
  const attach = (field: string, file: Upload) => form.append(field, new File([new Uint8Array(file.bytes)], file.name));
  for (const file of files.series ?? []) attach("series", file);
  if (files.labelMap) attach("labelMap", files.labelMap);
  if (files.labels) attach("labels", files.labels);
  return new Request("http://arrowed.test/admin/bank", {
    method: "POST",
    headers: { Cookie: cookie, Accept: "text/html" },
    body: form,
  });
}

const toastOf = async (result: RouteResult) =>
  (await readToast(new Request("http://arrowed.test/", { headers: { Cookie: cookiesFrom(result) } }))).toast;

const segQuestions = () =>
  getDb()
    .select({ code: s.questions.code, status: s.questions.status })
    .from(s.questions)
    .where(like(s.questions.code, "SEG-%"))
    .orderBy(asc(s.questions.code));

/** The small series: four 64 × 64 slices, named against their order from the feet. */
const SMALL_SERIES = Array.from({ length: SLICES }, (_, k) => ({ name: `IM-${SLICES - k}.dcm`, bytes: ctSlice(k) }));
const smallSeries = () => SMALL_SERIES;

const NAMES = { 1: "spleen", 52: "aorta", 7: "stomach", 9: "mystery_organ" };
const volume = together(
  disc(1, 40, 30, 8, [1, 2]),
  disc(52, 20, 40, 6, [1, 2]),
  disc(7, 50, 50, 0, [2]),
  disc(9, 15, 15, 5, [1]),
);
const labelMap = (options: { shiftMm?: number } = {}) => ({
  name: "labels.nii.gz",
  bytes: niftiLabelMap(volume, { names: NAMES, ...options }),
});

beforeEach(async () => {
  await getDb().insert(s.categories).values(categories).onConflictDoNothing();
});

describe("drafting questions from a segmentation in the console", () => {
  it("imports a draft a structure, opens their review filtered on the series, and says what was skipped", async () => {
    const { cookie } = await makeAdmin();
    const result = await run(bankRoute.action, upload(cookie, { series: smallSeries(), labelMap: labelMap() }));
    expect(result.status, JSON.stringify(result.data)).toBe(302);
    const series = /^\/admin\/questions\?series=(SEG-[0-9A-F]{6})$/.exec(result.location ?? "")?.[1];
    expect(series, result.location ?? "").toBeDefined();
    const toast = await toastOf(result);
    expect(toast?.title).toBe("2 draft questions made from the segmentation");
    expect(toast?.description).toContain("mystery_organ (label 9): unknown label");
    expect(toast?.description).toContain("stomach (label 7): too small to arrow");

    const list = await run(listRoute.loader, get(result.location!, { cookie }));
    expect(list.data.filters.series).toBe(series);
    const listed = list.data.questions as {
      code: string;
      status: string;
      answer: string;
      slice: string;
      categories: string[];
    }[];
    expect(listed.map((q) => [q.answer, q.status, q.categories])).toEqual([
      ["spleen", "draft", ["Gastrointestinal"]],
      ["aorta", "draft", ["Vascular"]],
    ]);
    for (const question of listed) expect(question.slice).toMatch(/^Slice [23] of 4$/);
  });

  it("leaves drafts already in the bank as the editor left them when the same series comes again", async () => {
    const { cookie } = await makeAdmin();
    const first = await run(bankRoute.action, upload(cookie, { series: smallSeries(), labelMap: labelMap() }));
    const series = new URL(first.location!, "http://arrowed.test").searchParams.get("series")!;
    await getDb()
      .update(s.questions)
      .set({ status: "published" })
      .where(eq(s.questions.code, `${series}-001`));

    const again = await run(bankRoute.action, upload(cookie, { series: smallSeries(), labelMap: labelMap() }));
    expect(again.status).toBe(302);
    const toast = await toastOf(again);
    expect(toast?.title).toBe("0 draft questions made from the segmentation");
    expect(toast?.description).toContain("2 drafts of this series already in the bank left as they are");
    expect(await segQuestions()).toEqual([
      { code: `${series}-001`, status: "published" },
      { code: `${series}-052`, status: "draft" },
    ]);
  });

  describe("refuses, beside the field at fault, and keeps nothing", () => {
    const refusals: [string, () => Parameters<typeof upload>[1], string, RegExp][] = [
      [
        "a label map shifted half a voxel off the series",
        () => ({ series: smallSeries(), labelMap: labelMap({ shiftMm: 0.5 }) }),
        "labelMap",
        /does not line up with the series: slice 1's first pixel falls between its voxels/,
      ],
      ["no label map", () => ({ series: smallSeries() }), "labelMap", /^Choose the label map/],
      ["no series", () => ({ labelMap: labelMap() }), "series", /^Choose the series/],
      [
        "a file that is not DICOM among the slices",
        () => ({
          series: [...smallSeries(), { name: "notes.txt", bytes: Buffer.from("slice list\n") }],
          labelMap: labelMap(),
        }),
        "series",
        /^notes\.txt is not a DICOM file/,
      ],
      [
        "a zip of more slices than a stack may hold",
        () => ({
          series: [
            {
              name: "huge.zip",
              bytes: Buffer.from(
                zipSync(Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`s/${i}.dcm`, ctSlice(0)]))),
              ),
            },
          ],
          labelMap: labelMap(),
        }),
        "series",
        /holds more than 200 slices/,
      ],
      [
        "a label map that is not one",
        () => ({ series: smallSeries(), labelMap: { name: "labels.png", bytes: Buffer.from("not a label map") } }),
        "labelMap",
        /labels\.png: is neither a NIfTI label map/,
      ],
      [
        "label names that are not JSON",
        () => ({
          series: smallSeries(),
          labelMap: labelMap(),
          labels: { name: "labels.json", bytes: Buffer.from("1: spleen") },
        }),
        "labels",
        /labels\.json: not a readable JSON file/,
      ],
    ];
    for (const [what, files, field, message] of refusals) {
      it(what, async () => {
        const { cookie } = await makeAdmin();
        const result = await run(bankRoute.action, upload(cookie, files()));
        expect(result.status).toBe(400);
        expect(result.data.draft.field).toBe(field);
        expect(result.data.draft.message).toMatch(message);
        expect(await segQuestions()).toEqual([]);
        expect(await getDb().select().from(s.auditEvents).where(eq(s.auditEvents.action, "bank.import"))).toEqual([]);
      });
    }
  });
});

const REAL_CT = path.resolve(import.meta.dirname, "../..", "../shared/real-ct");
const present = existsSync(path.join(REAL_CT, "labels.nii.gz"));

describe.skipIf(!present)(
  present
    ? "drafting from the real CT series in the console"
    : "drafting from the real CT series in the console: skipped, ../shared/real-ct is not beside the project",
  () => {
    it("makes at least 20 drafts from a zip of the series, each listed on its slice with the arrow on its structure", async () => {
      const { cookie } = await makeAdmin();
      const folder = path.join(REAL_CT, "series");
      const zip = zipSync(
        Object.fromEntries(
          await Promise.all(
            (await readdir(folder)).map(async (name) => [`series/${name}`, await readFile(path.join(folder, name))]),
          ),
        ),
      );
      const labels = await readFile(path.join(REAL_CT, "labels.nii.gz"));
      const result = await run(
        bankRoute.action,
        upload(cookie, {
          series: [{ name: "series.zip", bytes: Buffer.from(zip) }],
          labelMap: { name: "labels.nii.gz", bytes: labels },
          labels: { name: "labels.json", bytes: await readFile(path.join(REAL_CT, "labels.json")) },
        }),
      );
      expect(result.status, JSON.stringify(result.data)).toBe(302);
      const toast = await toastOf(result);
      expect(toast?.title).toMatch(/^\d+ draft questions made from the segmentation$/);
      expect(toast?.description).toContain("portal_vein_and_splenic_vein (label 64): one label for two vessels");

      const list = await run(listRoute.loader, get(result.location!, { cookie }));
      const listed = list.data.questions as { code: string; status: string; slice: string; answer: string }[];
      expect(listed.length).toBeGreaterThanOrEqual(20);
      expect(list.data.total).toBe(Number(toast!.title.split(" ")[0]));
      const { labelAt } = readLabelMap(labels);
      // The bank keeps slices without their geometry: place them with the original files, in order from the feet.
      const placements = (
        await Promise.all(
          (await readdir(folder)).map(async (name) => slicePlacement(await readFile(path.join(folder, name)))),
        )
      ).sort((a, b) => a.z - b.z);
      for (const row of listed) {
        expect(row.status).toBe("draft");
        const question = (await storedQuestion(row.code))!;
        const { slice, series, arrows } = question.line.image;
        expect(row.slice).toBe(`Slice ${slice} of 20`);
        expect(series).toHaveLength(20);
        const tip = placements[slice! - 1]!.pointAt(arrows[0]!.tip);
        expect(labelAt(tip), `${row.code} (${row.answer}): the tip is not on its own structure`).toBe(
          Number(row.code.split("-").pop()),
        );
        expect(await imageStore().get(variantKey(question.imageUrl, "sm"))).not.toBeNull();
      }
    }, 240_000);
  },
);
