// bank:candidates on a real CT series and its TotalSegmentator label map (../shared/real-ct beside the
// project, never copied into it). Every check reads the label map and the slices with this file's own
// small readers, not with the code that made the drafts.
import { CATEGORY_NAMES } from "./seed/categories";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bankLineSchema } from "~/domain/bank-format";
import { readLabelMap, slicePlacement } from "../tests/fixtures/real-ct";
import { candidatesCommand } from "./candidates-command";

const REAL_CT = path.resolve(import.meta.dirname, "..", "../shared/real-ct");
const present = existsSync(path.join(REAL_CT, "labels.nii.gz"));
const why = "skipped: ../shared/real-ct (a CT series and its label map) is not beside the project";

/** What each class present must be keyed as: the exam's name, the side where the structure is paired. */
const EXPECTED: Record<string, string> = {
  spleen: "spleen",
  liver: "liver",
  stomach: "stomach",
  pancreas: "pancreas",
  adrenal_gland_right: "right adrenal gland",
  colon: "colon",
  vertebrae_T11: "T11 vertebral body",
  vertebrae_T12: "T12 vertebral body",
  aorta: "aorta",
  inferior_vena_cava: "inferior vena cava",
  humerus_left: "left humerus",
  humerus_right: "right humerus",
  spinal_cord: "spinal cord",
  autochthon_left: "left erector spinae",
  autochthon_right: "right erector spinae",
  ...Object.fromEntries(
    [6, 7, 8, 9, 10, 11, 12].flatMap((n) => [
      [`rib_left_${n}`, `left ${n}th rib`],
      [`rib_right_${n}`, `right ${n}th rib`],
    ]),
  ),
};

const STARTER_CATEGORIES: readonly string[] = CATEGORY_NAMES;

describe("bank:candidates on a real CT series and its TotalSegmentator label map", () => {
  const out = path.join(mkdtempSync(path.join(tmpdir(), "arrowed-candidates-")), "drafts");
  const printed: string[] = [];
  let lines: Record<string, any>[] = [];
  const names: Record<string, string> = {};

  beforeAll(async () => {
    if (!present) return;
    const code = await candidatesCommand(
      [
        path.join(REAL_CT, "series"),
        path.join(REAL_CT, "labels.nii.gz"),
        out,
        "--labels",
        path.join(REAL_CT, "labels.json"),
      ],
      { log: (line) => printed.push(line), error: (line) => printed.push(line) },
    );
    expect(code, printed.join("\n")).toBe(0);
    lines = (await readFile(path.join(out, "bank.jsonl"), "utf8"))
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    Object.assign(names, JSON.parse(await readFile(path.join(REAL_CT, "labels.json"), "utf8")));
  }, 120_000);
  afterAll(() => rmSync(path.dirname(out), { recursive: true, force: true }));

  it.skipIf(!present)(present ? "writes at least 20 drafts, each a valid bank line" : `writes drafts: ${why}`, () => {
    expect(lines.length).toBeGreaterThanOrEqual(20);
    for (const line of lines) {
      const { series, slice, ...image } = line.image;
      expect(line.status).toBe("draft");
      expect(line.modality).toBe("CT");
      expect(line.stem).toMatch(/^Axial contrast-enhanced CT, .* window\. Name the arrowed structure\.$/);
      expect(STARTER_CATEGORIES).toEqual(expect.arrayContaining(line.categories));
      expect(series).toHaveLength(20);
      expect(slice).toBeGreaterThanOrEqual(1);
      expect(slice).toBeLessThanOrEqual(20);
      // Every other field as a one-image question would hold it.
      const parsed = bankLineSchema.safeParse({ ...line, image: { ...image, file: series[slice - 1] } });
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
    expect(new Set(lines.map((line) => line.code)).size).toBe(lines.length);
  });

  it.skipIf(!present)(
    present
      ? "puts every arrow's tip on a voxel of its own structure, on the slice named, keyed by its name and side"
      : `tips and keys: ${why}`,
    async () => {
      const { labelAt } = readLabelMap(await readFile(path.join(REAL_CT, "labels.nii.gz")));
      const keyed = new Set<string>();
      for (const line of lines) {
        const file = await readFile(path.join(out, line.image.series[line.image.slice - 1]));
        const tip = slicePlacement(file).pointAt(line.image.arrows[0].tip);
        const className = names[String(labelAt(tip))];
        expect(className, `${line.code}: its tip is on no labelled structure`).toBeDefined();
        const full = line.answers.filter((a: { marks: number }) => a.marks === 2).map((a: { text: string }) => a.text);
        if (className === "costal_cartilages") {
          expect(full[0]).toMatch(/^(left|right) costal cartilage$/);
        } else {
          expect(full, `${line.code} on ${className}`).toContain(EXPECTED[className!]);
        }
        for (const side of ["left", "right"] as const) {
          const other = side === "left" ? "right" : "left";
          if (className!.includes(`_${side}`)) {
            expect(full.every((text: string) => text.startsWith(`${side} `) && !text.includes(other))).toBe(true);
            expect(line.answers.filter((a: { marks: number }) => a.marks === 1).length).toBeGreaterThan(0);
          }
        }
        expect(full.join(" ")).not.toMatch(/_|autochthon|vertebrae_/);
        keyed.add(className!);
      }
      // On this series every shaft (beyond the arrowhead) finds a way to its structure that crosses no other.
      const crossing = lines.filter((line) => {
        const { tip, tail } = line.image.arrows[0];
        const file = readFileSync(path.join(out, line.image.series[line.image.slice - 1]));
        const placement = slicePlacement(file);
        const own = labelAt(placement.pointAt(tip));
        return Array.from({ length: 40 }, (_, n) => 0.25 + (0.75 * n) / 39).some((t) => {
          const label = labelAt(placement.pointAt([tip[0] + (tail[0] - tip[0]) * t, tip[1] + (tail[1] - tip[1]) * t]));
          return label !== 0 && label !== own;
        });
      });
      expect(crossing.map((line) => line.answers[0].text)).toEqual([]);
      // Every class that has its own name and a cross-section to arrow was drafted.
      expect([...keyed].sort()).toEqual(
        expect.arrayContaining(["autochthon_left", "autochthon_right", "vertebrae_T12", "liver", "spleen", "aorta"]),
      );
      expect(keyed.has("portal_vein_and_splenic_vein")).toBe(false);
      expect(printed.join("\n")).toContain(
        'skipped label 64 "portal_vein_and_splenic_vein": one label for two vessels',
      );
    },
  );

  it.skipIf(!present)(
    present ? "reads the class names from the label map's own table when --labels is not given" : `own names: ${why}`,
    async () => {
      const again = path.join(path.dirname(out), "again");
      const code = await candidatesCommand([path.join(REAL_CT, "series"), path.join(REAL_CT, "labels.nii.gz"), again], {
        log: () => {},
        error: (line) => printed.push(line),
      });
      expect(code).toBe(0);
      expect(await readFile(path.join(again, "bank.jsonl"), "utf8")).toBe(
        await readFile(path.join(out, "bank.jsonl"), "utf8"),
      );
    },
    60_000,
  );

  it.skipIf(!present)(
    present ? "copies the series' files unchanged, in order from foot to head" : `series files: ${why}`,
    async () => {
      const series: string[] = lines[0]!.image.series;
      const z: number[] = [];
      for (const relative of series) {
        const copied = await readFile(path.join(out, relative));
        const original = await readFile(path.join(REAL_CT, "series", path.basename(relative)));
        expect(copied.equals(original)).toBe(true);
        z.push(slicePlacement(copied).z);
      }
      expect(z).toEqual([...z].sort((a, b) => a - b));
      expect(new Set(series).size).toBe(20);
      for (const line of lines) expect(line.image.series).toEqual(series);
    },
  );
});
