import { describe, expect, it } from "vitest";
import {
  blueprintTargets,
  composeBalanced,
  modalityGroup,
  paperBalance,
  regionOf,
  type Candidate,
  type ModalityGroup,
  type Region,
} from "./mock-blueprint";

const GROUPS: ModalityGroup[] = ["plain", "contrast", "cross"];
const REGIONS: Region[] = ["head", "chest", "abdomen", "msk"];

/** `n` questions in each group × region cell (ids like "plain-head-3"). */
function bank(n: number | ((g: ModalityGroup, r: Region) => number)): Candidate[] {
  return GROUPS.flatMap((g) =>
    REGIONS.flatMap((r) =>
      Array.from({ length: typeof n === "number" ? n : n(g, r) }, (_, i) => ({
        id: `${g}-${r}-${i}`,
        modality: g,
        region: r,
      })),
    ),
  );
}

/** A fixed sequence, so a draw is the same every run. */
const seeded = () => {
  let x = 7;
  return () => (x = (x * 48271) % 2147483647) / 2147483647;
};

describe("the exam's blueprint", () => {
  it("asks a 100-question paper for about a third of each kind of image and a quarter of each region", () => {
    expect(blueprintTargets()).toEqual({
      modality: { plain: 33, contrast: 33, cross: 34 },
      region: { head: 25, chest: 25, abdomen: 25, msk: 25 },
    });
  });

  it("sorts modalities into plain films, contrast studies and cross-sectional images", () => {
    expect(modalityGroup("Radiograph")).toBe("plain");
    expect(modalityGroup("X-ray")).toBe("plain");
    expect(modalityGroup("Fluoroscopy")).toBe("contrast");
    expect(modalityGroup("Angiography")).toBe("contrast");
    expect(modalityGroup("CT")).toBe("cross");
    expect(modalityGroup("CT angiography")).toBe("cross");
    expect(modalityGroup("MRI")).toBe("cross");
    expect(modalityGroup("Ultrasound")).toBe("cross");
    expect(modalityGroup("Nuclear medicine")).toBeNull();
  });

  it("places a question in the region of its first category that has one", () => {
    expect(regionOf(["Neuroanatomy"])).toBe("head");
    expect(regionOf(["Spine"])).toBe("head");
    expect(regionOf(["Paediatrics", "Cardiac"])).toBe("chest");
    expect(regionOf(["Genitourinary"])).toBe("abdomen");
    expect(regionOf(["Lower Limb"])).toBe("msk");
    expect(regionOf(["Paediatrics"])).toBeNull();
  });
});

describe("a balanced paper", () => {
  it("is drawn when the bank can fill one, matching every target exactly", () => {
    const available = bank(12);
    const result = composeBalanced([], available, seeded());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.chosen).toHaveLength(100);
    expect(new Set(result.chosen).size).toBe(100);
    const paper = available.filter((q) => result.chosen.includes(q.id));
    const balance = paperBalance(paper);
    expect(balance.modality.map((m) => m.have)).toEqual([33, 33, 34]);
    expect(balance.region.map((r) => r.have)).toEqual([25, 25, 25, 25]);
  });

  it("finds the one combination that works when the bank is lopsided", () => {
    // Contrast studies exist only for the abdomen and chest; plain films only for bones and the head.
    const available = bank((g, r) =>
      g === "contrast"
        ? r === "abdomen" || r === "chest"
          ? 20
          : 0
        : g === "plain"
          ? r === "msk" || r === "head"
            ? 20
            : 0
          : 30,
    );
    const result = composeBalanced([], available, seeded());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const balance = paperBalance(available.filter((q) => result.chosen.includes(q.id)));
    expect(balance.modality.map((m) => m.have)).toEqual([33, 33, 34]);
    expect(balance.region.map((r) => r.have)).toEqual([25, 25, 25, 25]);
  });

  it("keeps the questions the paper already holds and counts them towards the blueprint", () => {
    const available = bank(12);
    const current = available.filter((q) => q.modality === "plain" && q.region === "head").slice(0, 10);
    const result = composeBalanced(current, available, seeded());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.chosen).toHaveLength(90);
    expect(result.chosen.some((id) => current.some((c) => c.id === id))).toBe(false);
    const paper = [...current, ...available.filter((q) => result.chosen.includes(q.id))];
    expect(paperBalance(paper).region.map((r) => r.have)).toEqual([25, 25, 25, 25]);
    expect(paperBalance(paper).modality.map((m) => m.have)).toEqual([33, 33, 34]);
  });

  it("says which kinds of image and which regions are short when the bank cannot fill one", () => {
    const available = bank((g, r) => (g === "contrast" ? 2 : r === "msk" ? 3 : 12));
    const result = composeBalanced([], available);
    expect(result).toEqual({
      ok: false,
      short: ["contrast studies: 8 of 33 needed", "musculoskeletal: 8 of 25 needed"],
    });
  });

  it("says so when each group and region has enough but they do not combine", () => {
    // Every contrast study is of the head, and there are too few other head questions to leave room.
    const available = bank((g, r) => (g === "contrast" ? (r === "head" ? 40 : 0) : r === "head" ? 0 : 20));
    const result = composeBalanced([], available);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.short).toEqual([
      "the published questions do not combine: 8 more are needed in the groups and regions that are short together",
    ]);
  });

  it("refuses to grow a paper that already has too much of one kind", () => {
    const available = bank(12);
    const current = Array.from({ length: 30 }, (_, i) => ({
      id: `held-${i}`,
      modality: "cross" as const,
      region: "msk" as const,
    }));
    const result = composeBalanced(current, available);
    expect(result).toEqual({
      ok: false,
      short: ["this paper already holds more musculoskeletal than a balanced paper"],
    });
  });
});
